// Why not, from the rules (issue 17): for each reason code of
// trade_tycoon_blocked.cpp a position where a move the table shows is blocked
// with exactly that reason and those values, the legal moves next to it left
// out, and the check agreeing with LegalActions over whole games.
//
// Standard setup after the pass (trade_tycoon_test_util.h):
//   p0: caravan, named-order, appraiser       hand 1C 3J 5R 7P | 9C 11J
//   p1: free-pass, warehouseman, double-deal  hand 2C 4J 6R | 8P 10C 12J
//   p2: informant, monopoly, court-supplier   hand 1J 3R 5P 7C | 9J 13C
//   oasis 2J 6C 10R, p0 starts.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "engine/rng.h"
#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

namespace {

// The reason and values `viewer` is given for `action`, "" when not listed.
std::string Why(const State& state, int viewer, Action action) {
  const BlockedMoves blocked = state.BlockedMovesFor(viewer);
  const BlockedMove* b = FindBlocked(blocked, action);
  if (b == nullptr) return "";
  std::string out = b->reason;
  for (const auto& [key, value] : b->values) out += " " + key + "=" + std::to_string(value);
  return out;
}

Action HandCard(const std::string& name) { return kCardAction + Card(name); }
Action Skill(SkillId skill) { return kSkillAction + skill; }

bool IsLegal(const State& state, Action action) {
  const std::vector<Action> legal = state.LegalActions();
  return std::binary_search(legal.begin(), legal.end(), action);
}

}  // namespace

TEST_CASE("trade_tycoon blocked: every code is a block reason, each once", "[trade_tycoon][blocked]") {
  const std::vector<std::string> reasons = NewGame()->BlockReasons();
  CHECK(reasons.size() == 11);
  CHECK(std::set<std::string>(reasons.begin(), reasons.end()).size() == reasons.size());
  CHECK(std::find(reasons.begin(), reasons.end(), std::string(kNotYourTurn)) != reasons.end());
  for (const char* code : {"hand_not_used", "named_card_held", "not_nearest", "not_same_suit",
                           "not_same_region", "reveal_after_style", "already_face_up",
                           "oasis_in_order", "other_partner", "style_due"}) {
    CHECK(std::find(reasons.begin(), reasons.end(), code) != reasons.end());
  }
}

TEST_CASE("trade_tycoon blocked: not_your_turn: every move another seat's table shows",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  REQUIRE(state->CurrentPlayer() == 0);
  const BlockedMoves blocked = state->BlockedMovesFor(1);
  // p1's six hand cards, its three skills, the three oasis cards.
  std::vector<Action> expected;
  for (const char* c : {"2C", "4J", "6R", "8P", "10C", "12J"}) expected.push_back(HandCard(c));
  for (SkillId k : {kWarehouseman, kDoubleDeal, kFreePass}) expected.push_back(Skill(k));
  std::sort(expected.begin() + 6, expected.end());
  for (const char* c : {"2J", "6C", "10R"}) expected.push_back(HandCard(c));
  std::vector<Action> listed;
  for (const BlockedMove& b : blocked) {
    listed.push_back(b.action);
    CHECK(b.reason == kNotYourTurn);
    CHECK(b.values.empty());
  }
  CHECK(listed == expected);
  CHECK(Why(*state, 1, Skill(kFreePass)) == "not_your_turn");  // the skill p0 passed to it
  CHECK(Why(*state, 1, Skill(kInformant)) == "");             // the one it passed away
  CHECK(state->BlockedMovesFor(-1).empty());                  // the replay is told nothing
}

TEST_CASE("trade_tycoon blocked: hand_not_used: the hand waits while skills are revealed",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  Play(*state, "style 7P");
  REQUIRE(AsTT(*state).phase() == Phase::kReveal);
  CHECK(Why(*state, 0, HandCard("1C")) == "hand_not_used");
  CHECK(Why(*state, 0, HandCard("11J")) == "hand_not_used");
  CHECK(Why(*state, 0, Skill(kCaravan)) == "");  // revealing it is legal
  CHECK(IsLegal(*state, Skill(kCaravan)));
}

TEST_CASE("trade_tycoon blocked: reveal_after_style and oasis_in_order in the style phase",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  REQUIRE(AsTT(*state).phase() == Phase::kStyle);
  CHECK(Why(*state, 0, Skill(kCaravan)) == "reveal_after_style");
  CHECK(Why(*state, 0, Skill(kAppraiser)) == "reveal_after_style");  // received in the pass
  CHECK(Why(*state, 0, HandCard("2J")) == "oasis_in_order");         // an oasis card
  CHECK(Why(*state, 0, HandCard("7P")) == "");                       // a style: legal
  CHECK(Why(*state, 0, kPassAction) == "");                          // "not yet": legal
  CHECK(IsLegal(*state, HandCard("7P")));
  // Placing the order, the oasis is the relay trade's: not blocked.
  Play(*state, "wait");
  CHECK(Why(*state, 0, HandCard("2J")) == "");
  CHECK(Why(*state, 0, HandCard("1C")) == "");  // a hand card is a step of the order
}

TEST_CASE("trade_tycoon blocked: already_face_up: a revealed skill in a later reveal window",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"style 7P", "reveal caravan"});
  PlainTurn(*state);
  PlayAll(*state, {"style " + CardName(s.hand(1).back()), "reveal warehouseman"});
  REQUIRE(s.CurrentPlayer() == 0);
  REQUIRE(s.phase() == Phase::kReveal);
  CHECK(Why(*state, 0, Skill(kCaravan)) == "already_face_up");
  CHECK(Why(*state, 0, Skill(kNamedOrder)) == "");  // still face down: may be revealed
  CHECK(IsLegal(*state, Skill(kNamedOrder)));
  CHECK(Why(*state, 1, Skill(kWarehouseman)) == "not_your_turn");
}

TEST_CASE("trade_tycoon blocked: not_nearest: a number order asks the same number, else the nearest",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 9C number"});
  REQUIRE(state->CurrentPlayer() == 1);
  CHECK(Why(*state, 1, HandCard("2C")) == "not_nearest asked=9 distance=1");
  CHECK(Why(*state, 1, HandCard("12J")) == "not_nearest asked=9 distance=1");
  CHECK(Why(*state, 1, HandCard("8P")) == "");  // 1 away: legal
  CHECK(Why(*state, 1, HandCard("10C")) == "");
  CHECK(Why(*state, 0, HandCard("1C")) == "not_your_turn");  // the one ordering waits

  state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p2 1C number"});
  CHECK(Why(*state, 2, HandCard("3R")) == "not_nearest asked=1 distance=0");  // p2 holds 1J
  CHECK(Why(*state, 2, HandCard("1J")) == "");
}

TEST_CASE("trade_tycoon blocked: named_card_held, and a named order on a card not held",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"style 7P", "reveal named-order", "order p1 1C named", "name 10C"});
  CHECK(Why(*state, 1, HandCard("2C")) == "named_card_held named=" + std::to_string(Card("10C")));
  CHECK(Why(*state, 1, HandCard("8P")) == "named_card_held named=" + std::to_string(Card("10C")));
  CHECK(Why(*state, 1, HandCard("10C")) == "");

  state = SetUp(StandardSetup());
  PlayAll(*state, {"style 7P", "reveal named-order", "order p1 1C named", "name 7J"});
  CHECK(Why(*state, 1, HandCard("2C")) ==
        "not_nearest asked=7 distance=1 named=" + std::to_string(Card("7J")));
  CHECK(Why(*state, 1, HandCard("6R")) == "");
  CHECK(Why(*state, 1, HandCard("8P")) == "");
}

TEST_CASE("trade_tycoon blocked: not_same_suit and not_same_region in a suit order",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 11J suit"});
  CHECK(Why(*state, 1, HandCard("2C")) == "not_same_suit suit=" + std::to_string(int(kJapan)));
  CHECK(Why(*state, 1, HandCard("8P")) == "not_same_suit suit=" + std::to_string(int(kJapan)));
  CHECK(Why(*state, 1, HandCard("4J")) == "");
  CHECK(Why(*state, 1, HandCard("12J")) == "");

  Setup setup = StandardSetup();
  setup.hands[1] = {"2C", "4J", "6R", "8R", "10C", "12J"};  // no Persia
  state = SetUp(setup);
  PlayAll(*state, {"wait", "order p1 7P suit"});
  const std::string region = "not_same_region suit=" + std::to_string(int(kPersia)) +
                             " region=" + std::to_string(int(kWest));
  CHECK(Why(*state, 1, HandCard("2C")) == region);
  CHECK(Why(*state, 1, HandCard("12J")) == region);
  CHECK(Why(*state, 1, HandCard("6R")) == "");
  CHECK(Why(*state, 1, HandCard("8R")) == "");

  setup.hands[1] = {"2C", "4J", "6J", "8J", "10C", "12J"};  // east only: any card
  state = SetUp(setup);
  PlayAll(*state, {"wait", "order p1 7P suit"});
  for (int c : AsTT(*state).hand(1)) CHECK(Why(*state, 1, kCardAction + c) == "");
}

TEST_CASE("trade_tycoon blocked: free pass does not unblock the plain return",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlainTurn(*state);  // p0
  PlayAll(*state, {"style 12J", "reveal free-pass"});
  PlainTurn(*state);  // p1
  // p2 orders from p1, who may return any card with its face-up free pass.
  PlayAll(*state, {"wait", "order p1 " + CardName(AsTT(*state).hand(2).front()) + " suit"});
  REQUIRE(state->CurrentPlayer() == 1);
  const BlockedMoves blocked = state->BlockedMovesFor(1);
  CHECK_FALSE(blocked.empty());  // the plain returns the suit order refuses
  for (const BlockedMove& b : blocked) {
    CHECK_FALSE(IsLegal(*state, b.action));
    CHECK(b.action < kFreePassAction);  // a free-pass return is never blocked
  }
}

TEST_CASE("trade_tycoon blocked: other_partner: double deal's second order goes to the other one",
          "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlainTurn(*state);  // p0
  PlayAll(*state, {"style 12J", "reveal double-deal", "order p2 1C number", "return 1J"});
  CHECK(Why(*state, 1, kSeatAction + 2) == "");  // before double deal: no mats in this step
  CHECK(Why(*state, 1, Skill(kDoubleDeal)) == "");  // double deal is legal now
  CHECK(IsLegal(*state, Skill(kDoubleDeal)));
  CHECK(Why(*state, 1, Skill(kWarehouseman)) == "reveal_after_style");
  Play(*state, "double-deal");
  REQUIRE(AsTT(*state).phase() == Phase::kPreOrder);
  CHECK(Why(*state, 1, kSeatAction + 2) == "other_partner partner=0");
  CHECK(Why(*state, 1, kSeatAction + 0) == "");
  CHECK(Why(*state, 1, Skill(kDoubleDeal)) == "already_face_up");
}

TEST_CASE("trade_tycoon blocked: style_due: no waiting on the 10th turn", "[trade_tycoon][blocked]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"style 7P", "no-reveal"});
  PlainTurn(*state);
  while (!(s.active_player() == 1 && s.turns_taken(1) == 9)) {
    if (s.active_player() == 1) CHECK(Why(*state, 1, kPassAction) == "");  // may still wait
    PlainTurn(*state);
  }
  REQUIRE(s.phase() == Phase::kStyle);
  CHECK(Why(*state, 1, kPassAction) == "style_due turn=10");
  CHECK(Why(*state, 1, HandCard(CardName(s.hand(1).front()))) == "");  // choosing is legal
}

TEST_CASE("trade_tycoon blocked: the check agrees with the legal moves over whole games",
          "[trade_tycoon][blocked]") {
  std::shared_ptr<const Game> game = NewGame();
  int blocked_seen = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Rng rng(seed);
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      if (state->IsChanceNode()) {
        state->ApplyAction(SampleChanceOutcome(*state, rng));
        continue;
      }
      const TradeTycoonState& s = AsTT(*state);
      const int me = s.CurrentPlayer();
      // Every move the mover's table shows: its hand and skills, the oasis,
      // the mats and "not yet".
      std::vector<Action> shown;
      for (int c : s.hand(me)) shown.push_back(kCardAction + c);
      for (int k = 0; k < kNumSkills; ++k) {
        if (s.skill_owner(k) == me) shown.push_back(kSkillAction + k);
      }
      for (int c : s.oasis()) shown.push_back(kCardAction + c);
      for (int q = 0; q < kNumPlayers; ++q) {
        if (q != me) shown.push_back(kSeatAction + q);
      }
      shown.push_back(kPassAction);
      const BlockedMoves blocked = s.BlockedMovesFor(me);
      for (Action a : shown) {
        const Refusal refusal = s.ShownMoveRefusal(me, a);
        INFO(s.ToString() << "\naction " << a << " refusal " << RefusalCode(refusal));
        const BlockedMove* listed = FindBlocked(blocked, a);
        CHECK((listed != nullptr) == (refusal != Refusal::kNone && refusal != Refusal::kNotYourTurn));
        if (refusal != Refusal::kNone) CHECK_FALSE(IsLegal(*state, a));
        if (IsLegal(*state, a)) CHECK(refusal == Refusal::kNone);
        // In a return, the hand card is the move: allowed exactly when legal.
        if (s.phase() == Phase::kReturn && a < kCardAction + kNumCards &&
            s.location(a - kCardAction).place == Place::kHand) {
          CHECK((refusal == Refusal::kNone) == IsLegal(*state, a));
        }
      }
      blocked_seen += int(blocked.size());
      const std::vector<Action> legal = state->LegalActions();
      state->ApplyAction(seed % 2 == 0 ? game->HeuristicAction(*state, rng)
                                       : legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }
  CHECK(blocked_seen > 0);
}

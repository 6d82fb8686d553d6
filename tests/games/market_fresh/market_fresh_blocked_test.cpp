// Why a move the table shows is blocked (issue 17, market_fresh_blocked.cpp):
// each reason code at a position built through the game's moves, with its
// values; legal moves are never listed; and the one check (MoveRefusal,
// CrateRefusal) agrees with LegalActions on every action of played games.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using mercato::Action;
using mercato::BlockedMove;
using mercato::BlockedMoves;
using mercato::FindBlocked;
using mercato::Rng;
using test::Apply;
using test::ApplyAll;
using test::Crate;

namespace {

int CrateId(const std::string& a, const std::string& b) {
  return CrateOf(test::ProduceIndex(a), test::ProduceIndex(b));
}

// Any action by its notation, legal or not (StringToAction reads legal ones).
Action Act(const MarketFreshState& s, const std::string& move) {
  for (Action a = kTakeFaceUpBase; a < kNumActions; ++a) {
    if (s.ActionToString(a) == move) return a;
  }
  FAIL("no action '" << move << "'");
  return -1;
}

// The blocked entry of `move` for `viewer`; fails when it is not listed.
BlockedMove Blocked(const MarketFreshState& s, int viewer, const std::string& move) {
  const BlockedMoves blocked = s.BlockedMovesFor(viewer);
  const BlockedMove* b = FindBlocked(blocked, Act(s, move));
  INFO("viewer " << viewer << " move '" << move << "'\n" << s.ToString());
  REQUIRE(b != nullptr);
  return *b;
}

bool Listed(const MarketFreshState& s, int viewer, Action action) {
  const BlockedMoves blocked = s.BlockedMovesFor(viewer);
  return FindBlocked(blocked, action) != nullptr;
}

bool IsLegal(const MarketFreshState& s, Action action) {
  const std::vector<Action> legal = s.LegalActions();
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// A chance step: the lowest unseen crate not reserved.
void AnyChance(MarketFreshState& s, const std::set<int>& reserved) {
  for (const mercato::ChanceOutcome& o : s.ChanceOutcomes()) {
    if (!reserved.count(o.action - kDrawBase)) {
      s.ApplyAction(o.action);
      return;
    }
  }
  FAIL("no chance outcome left");
}

// Two players; p0 holds `hand`, the face-up row is lemon+lemon, pear+pear,
// carrot+carrot, plum+plum; p1 holds three others. p0 to take.
std::unique_ptr<MarketFreshState> TwoPlayers(const std::vector<std::string>& hand,
                                             const std::string& options = "") {
  auto s = test::NewState(2, options);
  for (const std::string& crate : hand) Apply(*s, "deal p0 " + crate);
  ApplyAll(*s, {"deal p1 onion+onion", "deal p1 tomato+tomato", "deal p1 eggplant+eggplant",
                "reveal lemon+lemon", "reveal pear+pear", "reveal carrot+carrot", "reveal plum+plum"});
  REQUIRE(s->GetPhase() == Phase::kTake);
  REQUIRE(s->CurrentPlayer() == 0);
  return s;
}

const std::set<int> kReserved = {CrateId("pear", "pear"), CrateId("carrot", "carrot")};

// p0's second turn: its first turn takes lemon+lemon, places (`place`) and
// scores (`score`); the row refills, p1 plays a filler turn, p0 takes `take`.
void SecondTurn(MarketFreshState& s, const std::string& place, const std::string& score,
                const std::string& take) {
  ApplyAll(s, {"take lemon+lemon", place, score});
  AnyChance(s, kReserved);  // the row refilled
  test::FillerTurn(s, kReserved);
  REQUIRE(s.CurrentPlayer() == 0);
  Apply(s, take);
}

}  // namespace

TEST_CASE("market_fresh blocked: not_your_turn for every crate and the pile, to the seat not to move",
          "[market_fresh][blocked]") {
  auto s = TwoPlayers({"lemon+pear", "strawberry+pumpkin", "eggplant+broccoli"});
  CHECK(Blocked(*s, 1, "take lemon+lemon").reason == "not_your_turn");
  CHECK(Blocked(*s, 1, "take facedown").reason == "not_your_turn");
  const BlockedMoves others = s->BlockedMovesFor(1);
  // Its own three crates, the four face-up ones and the pile; nothing else.
  CHECK(others.size() == 8);
  CHECK(FindBlocked(others, DiscardAction(CrateId("onion", "onion")))->reason == "not_your_turn");
  // It is told nothing of p0's hand.
  CHECK(FindBlocked(others, DiscardAction(CrateId("lemon", "pear"))) == nullptr);
  CHECK(s->BlockedMovesFor(-1).empty());
}

TEST_CASE("market_fresh blocked: take_first, place_first, score_first follow the turn's steps",
          "[market_fresh][blocked]") {
  auto s = TwoPlayers({"lemon+pear", "strawberry+pumpkin", "eggplant+broccoli"});
  // Take: the face-up crates and the pile are the moves; the hand waits.
  CHECK_FALSE(Listed(*s, 0, Act(*s, "take lemon+lemon")));
  CHECK_FALSE(Listed(*s, 0, kTakeFaceDown));
  const BlockedMove hand = Blocked(*s, 0, "discard lemon+pear");
  CHECK(hand.reason == "take_first");
  CHECK(hand.values.empty());

  Apply(*s, "take lemon+lemon");
  // Place: one crate per turn, so the row and the pile wait.
  CHECK(Blocked(*s, 0, "take pear+pear").reason == "place_first");
  CHECK(Blocked(*s, 0, "take facedown").reason == "place_first");
  // A crate that fits may be chosen: it is not listed.
  CHECK_FALSE(Listed(*s, 0, DiscardAction(CrateId("lemon", "pear"))));
  CHECK_FALSE(Listed(*s, 0, Act(*s, "place lemon@a1 pear@b1")));

  Apply(*s, "place lemon@d1 pear@e1");
  REQUIRE(s->GetPhase() == Phase::kScore);
  CHECK(Blocked(*s, 0, "take pear+pear").reason == "score_first");
  CHECK(Blocked(*s, 0, "discard strawberry+pumpkin").reason == "score_first");
  // The scoring choices are not listed, and no placement is.
  for (const BlockedMove& b : s->BlockedMovesFor(0)) CHECK(KindOf(b.action) != ActionKind::kPlace);
  CHECK_FALSE(Listed(*s, 0, Act(*s, "score lemon")));
}

TEST_CASE("market_fresh blocked: no_picture_match over a picture with no half matching it",
          "[market_fresh][blocked]") {
  auto s = TwoPlayers({"lemon+pear", "strawberry+pumpkin", "eggplant+broccoli"});
  Apply(*s, "take lemon+lemon");
  const BlockedMove b = Blocked(*s, 0, "place pear@a1 lemon@b1");
  CHECK(b.reason == "no_picture_match");
  CHECK(b.Get("picture_a") == kLemon);
  CHECK(b.Get("picture_b") == kNoProduce);
  // The other way round the lemon half lies on the lemon picture: legal, not listed.
  const Action right = Act(*s, "place lemon@a1 pear@b1");
  CHECK(IsLegal(*s, right));
  CHECK_FALSE(Listed(*s, 0, right));
  CHECK(s->MoveRefusal(0, right) == Refusal::kNone);
}

TEST_CASE("market_fresh blocked: not_level and no_crate_match on the crates placed",
          "[market_fresh][blocked]") {
  auto s = TwoPlayers({"lemon+pear", "strawberry+pumpkin", "eggplant+broccoli"});
  SecondTurn(*s, "place lemon@d1 pear@e1", "score lemon", "take carrot+carrot");

  const BlockedMove tilted = Blocked(*s, 0, "place carrot@c1 carrot@d1");
  CHECK(tilted.reason == "not_level");
  CHECK(tilted.Get("height_a") == 0);
  CHECK(tilted.Get("height_b") == 1);

  const BlockedMove on_crate = Blocked(*s, 0, "place carrot@d1 carrot@e1");
  CHECK(on_crate.reason == "no_crate_match");
  CHECK(on_crate.Get("below_a") == kLemon);
  CHECK(on_crate.Get("below_b") == kPear);
  CHECK(on_crate.Get("height") == 1);

  // On the crate with a match: legal, not listed.
  const Action stack = Act(*s, "place lemon@d1 lemon@e1");
  CHECK(IsLegal(*s, stack));
  CHECK_FALSE(Listed(*s, 0, stack));
}

TEST_CASE("market_fresh blocked: fits_nowhere for a crate no spot takes while another fits",
          "[market_fresh][blocked]") {
  // 4x4: the only two plain side-by-side pairs share d4; a crate on c4-d4
  // leaves no level plain spot, and eggplant, broccoli are pictured nowhere.
  auto s = TwoPlayers({"lemon+pear", "strawberry+pumpkin", "eggplant+broccoli"}, "grid=4x4");
  SecondTurn(*s, "place strawberry@c4 pumpkin@d4", "score strawberry", "take pear+pear");
  // Hand: eggplant+broccoli, lemon+lemon, lemon+pear, pear+pear.
  const BlockedMove b = Blocked(*s, 0, "discard eggplant+broccoli");
  CHECK(b.reason == "fits_nowhere");
  CHECK(b.Get("fitting") == 3);
  // Removing a crate is for when none fits: the rules refuse it either way.
  CHECK_FALSE(IsLegal(*s, Act(*s, "discard eggplant+broccoli")));
  CHECK(s->MoveRefusal(0, Act(*s, "discard lemon+pear")) == Refusal::kMustPlace);
  // The crates that fit are choosable: not listed.
  CHECK_FALSE(Listed(*s, 0, DiscardAction(CrateId("lemon", "pear"))));
}

TEST_CASE("market_fresh blocked: pile_empty once the face-down pile is used up",
          "[market_fresh][blocked]") {
  auto s = test::NewState(2);
  Rng rng(5);
  while (!s->IsTerminal() && !(s->GetPhase() == Phase::kTake && s->PileLeft() == 0)) {
    if (s->IsChanceNode()) {
      s->ApplyAction(mercato::SampleChanceOutcome(*s, rng));
    } else {
      s->ApplyAction(s->GetGame().HeuristicAction(*s, rng));
    }
  }
  REQUIRE(s->GetPhase() == Phase::kTake);
  REQUIRE_FALSE(s->FaceUp().empty());
  const int mover = s->CurrentPlayer();
  const BlockedMoves blocked = s->BlockedMovesFor(mover);
  REQUIRE(FindBlocked(blocked, kTakeFaceDown) != nullptr);
  const BlockedMove b = *FindBlocked(blocked, kTakeFaceDown);
  CHECK(b.reason == "pile_empty");
  CHECK(b.Get("pile") == 0);
  CHECK_FALSE(IsLegal(*s, kTakeFaceDown));
  CHECK_FALSE(Listed(*s, mover, TakeFaceUpAction(s->FaceUp().front())));
}

TEST_CASE("market_fresh blocked: solo row crates say fits_nowhere and score_first",
          "[market_fresh][blocked]") {
  auto s = test::NewState(1);
  // 4x4 always: as above, a crate on c4-d4 leaves eggplant+broccoli nowhere to go.
  for (const char* crate : {"strawberry+pumpkin", "eggplant+broccoli", "lemon+pear"}) {
    Apply(*s, std::string("reveal ") + crate);
  }
  while (s->GetPhase() == Phase::kDeal) s->ApplyAction(s->LegalActions().front());
  Apply(*s, "place strawberry@c4 pumpkin@d4");
  REQUIRE(s->GetPhase() == Phase::kScore);
  CHECK(Blocked(*s, 0, "take lemon+pear").reason == "score_first");
  Apply(*s, "score strawberry");
  REQUIRE(s->GetPhase() == Phase::kPlace);
  const BlockedMove b = Blocked(*s, 0, "take eggplant+broccoli");
  CHECK(b.reason == "fits_nowhere");
  int fitting = 0;
  for (int crate : s->FaceUp()) fitting += s->CrateFits(crate) ? 1 : 0;
  CHECK(b.Get("fitting") == fitting);
  CHECK(fitting > 0);
  CHECK_FALSE(Listed(*s, 0, TakeFaceUpAction(CrateId("lemon", "pear"))));
}

TEST_CASE("market_fresh blocked: the one check agrees with LegalActions on every action",
          "[market_fresh][blocked]") {
  const std::vector<std::pair<int, std::string>> games = {
      {1, ""}, {2, ""}, {2, "grid=4x4"}, {3, "scoring=height"}, {4, "grid=4x4,scoring=height"}};
  int positions = 0;
  std::array<bool, 32> seen{};  // by Refusal
  for (const auto& [players, options] : games) {
    auto s = test::NewState(players, options);
    Rng rng(uint64_t(players) * 31 + options.size());
    while (!s->IsTerminal()) {
      if (s->IsChanceNode()) {
        s->ApplyAction(mercato::SampleChanceOutcome(*s, rng));
        continue;
      }
      ++positions;
      const int mover = s->CurrentPlayer();
      const std::vector<Action> legal = s->LegalActions();
      // One assertion per position (a Catch assertion per action is slow).
      std::string disagree;
      for (Action a = kTakeFaceUpBase; a < kNumActions && disagree.empty(); ++a) {
        const Refusal r = s->MoveRefusal(mover, a);
        const bool is_legal = std::binary_search(legal.begin(), legal.end(), a);
        if ((r == Refusal::kNone) != is_legal) {
          disagree = s->ActionToString(a) + " refusal '" + RefusalCode(r) + "'";
        }
        if (players > 1 && s->MoveRefusal((mover + 1) % players, a) != Refusal::kNotYourTurn) {
          disagree = s->ActionToString(a) + " to the seat not to move";
        }
        seen[size_t(r)] = true;
      }
      INFO(s->ToString());
      REQUIRE(disagree == "");
      for (int crate : s->PlaceableSource()) {
        bool used = false;
        for (Action a : legal) {
          if (KindOf(a) == ActionKind::kDiscard) used |= a - kDiscardBase == crate;
          if (KindOf(a) == ActionKind::kPlace) {
            const CratePlacement p = PlacementOf(a);
            used |= CrateOf(p.produce_a, p.produce_b) == crate;
          }
        }
        INFO(CrateName(crate) << "\n" << s->ToString());
        CHECK((s->CrateRefusal(mover, crate) == Refusal::kNone) == used);
      }
      s->ApplyAction(positions % 2 == 0 ? s->GetGame().HeuristicAction(*s, rng)
                                        : legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }
  CHECK(positions > 100);
  CHECK(seen[size_t(Refusal::kNotLevel)]);
  CHECK(seen[size_t(Refusal::kNoCrateMatch)]);
  CHECK(seen[size_t(Refusal::kFitsNowhere)]);
}

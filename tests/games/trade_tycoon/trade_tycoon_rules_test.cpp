// One test per rule of the seed text (004) and trade_tycoon.md: setup, the
// skill pass, the style phase and its reveals, orders, the relay trade, the
// draw, the end of the game.
#include <algorithm>
#include <catch2/catch.hpp>

#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

TEST_CASE(
    "trade_tycoon: setup: 6 sorted cards each, 3 skills after the pass, one burned, 3 in the oasis",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  for (int p = 0; p < 3; ++p) {
    CHECK(s.hand(p).size() == 6);
    CHECK(std::is_sorted(s.hand(p).begin(), s.hand(p).end()));
    for (size_t i = 1; i < s.hand(p).size(); ++i) {
      CHECK(CardNumber(s.hand(p)[i - 1]) <= CardNumber(s.hand(p)[i]));  // ascending numbers
    }
  }
  CHECK(s.deck_size() == 52 - 18 - 1 - 3);
  CHECK(s.oasis() == Cards({"2J", "6C", "10R"}));
  CHECK(s.location(Card("13P")).place == Place::kBurned);
  CHECK(s.start_player() == 0);
  CHECK(s.CurrentPlayer() == 0);
  CHECK(s.phase() == Phase::kStyle);
  CHECK(s.CheckInvariants() == "");
}

TEST_CASE("trade_tycoon: a dealt hand is sorted whatever the order of the deal", "[trade_tycoon]") {
  Setup setup = StandardSetup();
  setup.hands[0] = {"11J", "9C", "7P", "5R", "3J", "1C"};
  std::unique_ptr<State> state = SetUp(setup);
  CHECK(AsTT(*state).hand(0) == Cards({"1C", "3J", "5R", "7P", "9C", "11J"}));
}

TEST_CASE("trade_tycoon: the balance card: others see how many cards sit below and above 7.5",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  const TradeTycoonObservation obs = AsTT(*state).Observe(0);
  CHECK(obs.seats[1].hand_size == 6);
  CHECK(obs.seats[1].below_balance == 3);  // 2C 4J 6R
  CHECK(obs.seats[1].above_balance == 3);  // 8P 10C 12J
  CHECK(obs.seats[2].below_balance == 4);  // 1J 3R 5P 7C
  CHECK(obs.seats[2].above_balance == 2);
  CHECK(obs.seats[1].known_hand.empty());  // card backs show nothing else
  CHECK(obs.seats[0].known_hand == AsTT(*state).hand(0));
}

TEST_CASE("trade_tycoon: skill pass: one skill each to the left, at the same time",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  CHECK(s.skill_owner(kFreePass) == 1);   // p0 passed it to p1
  CHECK(s.skill_owner(kInformant) == 2);  // p1 to p2
  CHECK(s.skill_owner(kAppraiser) == 0);  // p2 to p0
  CHECK(s.skill_owner(kCaravan) == 0);
  CHECK(s.KnowsSkill(0, kFreePass));  // the passer remembers
  CHECK_FALSE(s.KnowsSkill(2, kFreePass));
  for (int k = 0; k < kNumSkills; ++k) CHECK_FALSE(s.skill_revealed(k));  // face down
  // Removed skills: 3, unseen by all.
  int removed = 0;
  for (int k = 0; k < kNumSkills; ++k) {
    if (s.skill_owner(k) < 0) {
      ++removed;
      for (int p = 0; p < 3; ++p) CHECK_FALSE(s.KnowsSkill(p, k));
    }
  }
  CHECK(removed == 3);
}

TEST_CASE("trade_tycoon: skill pass: a choice stays hidden until everyone has passed",
          "[trade_tycoon]") {
  Setup setup = StandardSetup();
  auto deal_to_draft = [&](const std::string& p0_pass) {
    std::unique_ptr<State> state = NewGame()->NewInitialState();
    for (int p = 0; p < 3; ++p) {
      for (const std::string& c : setup.hands[p])
        Play(*state, "deal p" + std::to_string(p) + " " + c);
    }
    for (int p = 0; p < 3; ++p) {
      for (const std::string& k : setup.skills[p])
        Play(*state, "deal p" + std::to_string(p) + " " + k);
    }
    Play(*state, "pass " + p0_pass);
    return state;
  };
  std::unique_ptr<State> a = deal_to_draft("free-pass");
  std::unique_ptr<State> b = deal_to_draft("caravan");
  CHECK(a->CurrentPlayer() == 1);
  // p1, who receives p0's skill, chooses from its own three only.
  CHECK(LegalMoves(*a) ==
        std::vector<std::string>{"pass warehouseman", "pass double-deal", "pass informant"});
  CHECK(a->InformationStateString(1) == b->InformationStateString(1));
  CHECK(a->InformationStateString(2) == b->InformationStateString(2));
  CHECK(a->InformationStateString(0) != b->InformationStateString(0));
  CHECK(AsTT(*a).skill_owner(kFreePass) == 0);  // not handed over yet
}

TEST_CASE(
    "trade_tycoon: style phase: lay a hand card; its suit is the style; it is not in the warehouse",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  CHECK(IsLegalMove(*state, "wait"));
  Play(*state, "style 7P");
  CHECK(s.style(0) == kPersiaStyle);
  CHECK(s.style_card(0) == Card("7P"));
  CHECK_FALSE(Has(s.hand(0), Card("7P")));
  CHECK(s.warehouse(0).empty());
  // The chooser may reveal a skill.
  CHECK(s.phase() == Phase::kReveal);
  CHECK(LegalMoves(*state) == std::vector<std::string>{"reveal caravan", "reveal named-order",
                                                       "reveal appraiser", "no-reveal"});
}

TEST_CASE("trade_tycoon: style phase: skipped once a style is set, forced on the 10th turn",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  Play(*state, "style 7P");
  Play(*state, "no-reveal");
  CHECK(s.phase() == Phase::kPreOrder);
  PlainTurn(*state);  // finishes p0's first turn
  // p1 and p2 wait every turn; p0 goes straight to the order phase.
  for (int t = 1; t < 27; ++t) {
    const int me = s.active_player();
    if (me == 0) {
      CHECK(s.phase() == Phase::kPreOrder);
    } else {
      CHECK(s.phase() == Phase::kStyle);
      CHECK(IsLegalMove(*state, "wait"));
    }
    PlainTurn(*state);
  }
  // Turn 28 is p0's 10th; turn 29 is p1's 10th: no waiting any more.
  PlainTurn(*state);
  CHECK(s.active_player() == 1);
  CHECK(s.turns_taken(1) == 9);
  CHECK(s.phase() == Phase::kStyle);
  CHECK_FALSE(IsLegalMove(*state, "wait"));
  CHECK(LegalMoves(*state).size() == s.hand(1).size());
}

TEST_CASE(
    "trade_tycoon: worked example: the first to choose a style can reveal 3 skills, the next 2, "
    "the last 1",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  // Turn 1: p0 chooses; only p0 may reveal.
  Play(*state, "style 7P");
  CHECK(s.CurrentPlayer() == 0);
  Play(*state, "reveal caravan");
  CHECK(s.phase() == Phase::kPreOrder);
  PlainTurn(*state);
  // Turn 2: p1 chooses; p1 then p0 may reveal.
  Play(*state, "style " + CardName(s.hand(1).back()));
  CHECK(s.CurrentPlayer() == 1);
  Play(*state, "reveal warehouseman");
  CHECK(s.CurrentPlayer() == 0);
  Play(*state, "reveal named-order");
  PlainTurn(*state);
  // Turn 3: p2 chooses; p2, p0, p1 may reveal, in that order.
  Play(*state, "style " + CardName(s.hand(2).back()));
  CHECK(s.CurrentPlayer() == 2);
  Play(*state, "reveal monopoly");
  CHECK(s.CurrentPlayer() == 0);
  Play(*state, "reveal appraiser");
  CHECK(s.CurrentPlayer() == 1);
  Play(*state, "reveal double-deal");
  PlainTurn(*state);
  int revealed[3] = {0, 0, 0};
  for (int k = 0; k < kNumSkills; ++k) {
    if (s.skill_revealed(k)) ++revealed[s.skill_owner(k)];
  }
  CHECK(revealed[0] == 3);
  CHECK(revealed[1] == 2);
  CHECK(revealed[2] == 1);
  // Nobody chooses a style any more: no reveal window comes again.
  while (!s.IsTerminal()) {
    CHECK(s.phase() != Phase::kReveal);
    if (s.phase() == Phase::kPostOrder) Play(*state, "end");
    if (s.IsTerminal()) break;
    PlainTurn(*state);
  }
}

TEST_CASE(
    "trade_tycoon: reveals are optional, and a reveal window skips seats with nothing face down",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  Play(*state, "style 7P");
  Play(*state, "no-reveal");
  for (int k = 0; k < kNumSkills; ++k) CHECK_FALSE(s.skill_revealed(k));
}

TEST_CASE("trade_tycoon: number order: the partner returns a card of the same number",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"wait", "order p2 1C number"});
  CHECK(s.CurrentPlayer() == 2);  // the partner chooses the return
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 1J"});
}

TEST_CASE(
    "trade_tycoon: number order: else the nearest number, the partner choosing between equally "
    "near ones",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 9C number"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 8P", "return 10C"});
}

TEST_CASE("trade_tycoon: number order: the nearest may be two or more away", "[trade_tycoon]") {
  Setup setup = StandardSetup();
  setup.hands[1] = {"2C", "4R", "10P", "11C", "12C", "13J"};
  std::unique_ptr<State> state = SetUp(setup);
  PlayAll(*state, {"wait", "order p1 7P number"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 4R", "return 10P"});  // both 3 away
}

TEST_CASE("trade_tycoon: suit order: a card of the same suit, the partner's choice",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 11J suit"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 4J", "return 12J"});
}

TEST_CASE("trade_tycoon: suit order: else a card of the same region, else any card",
          "[trade_tycoon]") {
  Setup setup = StandardSetup();
  setup.hands[1] = {"2C", "4J", "6R", "8R", "10C", "12J"};  // no Persia
  std::unique_ptr<State> state = SetUp(setup);
  PlayAll(*state, {"wait", "order p1 7P suit"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 6R", "return 8R"});  // west

  setup.hands[1] = {"2C", "4J", "6J", "8J", "10C", "12J"};  // east only
  state = SetUp(setup);
  PlayAll(*state, {"wait", "order p1 7P suit"});
  CHECK(LegalMoves(*state).size() == 6);
}

TEST_CASE(
    "trade_tycoon: the exchange: given card into the partner's sorted hand in public, returned "
    "card to the warehouse",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C"});
  CHECK(s.warehouse(0) == Cards({"10C"}));
  CHECK(s.hand(1) == Cards({"2C", "4J", "6R", "8P", "9C", "12J"}));
  CHECK(s.hand(0) == Cards({"1C", "3J", "5R", "7P", "11J"}));
  for (int p = 0; p < 3; ++p) CHECK(s.KnowsCard(p, Card("9C")));
  const TradeTycoonObservation seen_by_p2 = s.Observe(2);
  CHECK(seen_by_p2.seats[1].known_hand == Cards({"9C"}));
  CHECK(seen_by_p2.seats[1].above_balance == 3);
  CHECK(seen_by_p2.seats[0].warehouse == Cards({"10C"}));
  CHECK(s.phase() == Phase::kDraw);  // no skills face up: straight to the draw
}

TEST_CASE(
    "trade_tycoon: relay trade: the hand card goes to the oasis, the oasis card to the partner",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  Play(*state, "wait");
  for (const char* oasis : {"2J", "6C", "10R"}) {
    CHECK(IsLegalMove(*state, std::string("order p1 5R relay ") + oasis + " number"));
    CHECK(IsLegalMove(*state, std::string("order p1 5R relay ") + oasis + " suit"));
  }
  Play(*state,
       "order p1 5R relay 6C number");  // a number order on the 6 given, not on the 5 from the hand
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 6R"});
  Play(*state, "return 6R");
  CHECK(s.oasis() == Cards({"2J", "5R", "10R"}));
  CHECK(Has(s.hand(1), Card("6C")));
  CHECK(s.KnowsCard(2, Card("6C")));
  CHECK_FALSE(Has(s.hand(0), Card("5R")));
  CHECK(s.warehouse(0) == Cards({"6R"}));
  CHECK(s.CheckInvariants() == "");
}

TEST_CASE("trade_tycoon: any other player may be the partner", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  Play(*state, "wait");
  const std::vector<std::string> moves = LegalMoves(*state);
  // 6 hand cards x (keep or 3 relays) x (number or suit), with either partner.
  CHECK(CountPrefix(moves, "order p1 ") == 48);
  CHECK(CountPrefix(moves, "order p2 ") == 48);
  CHECK(moves.size() == 96);
}

TEST_CASE("trade_tycoon: draw phase: the active player draws, then the next seat clockwise plays",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C"});
  CHECK(s.IsChanceNode());
  CHECK(s.LegalActions().size() == 30);  // any deck card, evenly
  Play(*state, "draw p0 8C");
  CHECK(s.hand(0) == Cards({"1C", "3J", "5R", "7P", "8C", "11J"}));
  CHECK(s.KnowsCard(0, Card("8C")));
  CHECK_FALSE(s.KnowsCard(1, Card("8C")));
  CHECK(s.Observe(1).seats[0].above_balance == 2);
  CHECK(s.active_player() == 1);
  CHECK(s.turns_taken(0) == 1);
  CHECK(s.deck_size() == 29);
}

TEST_CASE("trade_tycoon: start player: a random seat starts, then play goes clockwise",
          "[trade_tycoon]") {
  Setup setup = StandardSetup();
  setup.start = 2;
  std::unique_ptr<State> state = SetUp(setup);
  TradeTycoonState& s = AsTT(*state);
  CHECK(s.active_player() == 2);
  PlainTurn(*state);
  CHECK(s.active_player() == 0);
  PlainTurn(*state);
  CHECK(s.active_player() == 1);
}

TEST_CASE("trade_tycoon: the game ends after 10 turns each, when the deck runs out",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  for (int t = 0; t < 30; ++t) {
    REQUIRE_FALSE(s.IsTerminal());
    CHECK(s.deck_size() == 30 - t);
    PlainTurn(*state);
  }
  CHECK(s.IsTerminal());
  CHECK(s.deck_size() == 0);
  for (int p = 0; p < 3; ++p) {
    CHECK(s.turns_taken(p) == 10);
    CHECK(s.warehouse(p).size() == 10);
    CHECK(s.style(p) >= 0);  // forced on the 10th turn
  }
  const std::vector<int> scores = s.Scores();
  const std::vector<double> returns = s.Returns();
  CHECK(returns[WinnerOf(scores, 0)] == 1.0);
  CHECK(s.CheckInvariants() == "");
}

TEST_CASE("trade_tycoon: final scores are each player's style score plus face-up value skills",
          "[trade_tycoon]") {
  Rng rng(5);
  for (int g = 0; g < 20; ++g) {
    std::unique_ptr<State> state = NewGame()->NewInitialState();
    PlayOut(*state, rng);
    const TradeTycoonState& s = AsTT(*state);
    for (int p = 0; p < 3; ++p) {
      int expected = StyleScore(Style(s.style(p)), ToScoredCards(s.warehouse(p)));
      for (int k = 0; k < kNumSkills; ++k) {
        if (s.skill_owner(k) != p || !s.skill_revealed(k)) continue;
        if (k == kBalance) expected += BalanceVp(ToScoredCards(s.warehouse(p)));
        if (k == kEastWest) expected += EastWestVp(ToScoredCards(s.warehouse(p)));
        if (k == kCaravanserai) expected += 4;
      }
      bool modifiers = false;
      for (int k : {kMonopoly, kCourtSupplier, kAppraiser})
        modifiers |= s.skill_owner(k) == p && s.skill_revealed(k);
      if (modifiers) {
        CHECK(s.Scores()[p] >= expected);  // these only add
      } else {
        CHECK(s.Scores()[p] == expected);
      }
    }
    CHECK(s.Returns()[s.Winner()] == 1.0);
  }
}

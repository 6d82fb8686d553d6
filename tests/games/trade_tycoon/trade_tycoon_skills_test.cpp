// Each skill of trade_tycoon.md: trade skills work once, only face up, in
// their window; value skills count only face up.
//
// Standard setup after the pass (trade_tycoon_test_util.h):
//   p0: caravan, named-order, appraiser    hand 1C 3J 5R 7P | 9C 11J
//   p1: free-pass, warehouseman, double-deal  hand 2C 4J 6R | 8P 10C 12J
//   p2: informant, monopoly, court-supplier   hand 1J 3R 5P 7C | 9J 13C
//   oasis 2J 6C 10R, p0 starts.
#include <algorithm>
#include <catch2/catch.hpp>

#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

TEST_CASE("trade_tycoon: skills: a face-down trade skill cannot be used", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  Play(*state, "style 7P");
  Play(*state, "no-reveal");
  const std::vector<std::string> moves = LegalMoves(*state);
  CHECK(moves.size() == 2 * 5 * 4 * 2);  // orders only: no caravan, no named order
  CHECK(CountPrefix(moves, "caravan") == 0);
  CHECK_FALSE(IsLegalMove(*state, "order p1 9C named"));
  Play(*state, "order p1 9C number");
  // p1's free pass is face down: only the allowed returns.
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 8P", "return 10C"});
}

TEST_CASE("trade_tycoon: skills: caravan swaps one more hand card with an oasis card, once",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"style 7P", "reveal caravan"});  // usable the turn it is revealed
  CHECK(CountPrefix(LegalMoves(*state), "caravan ") == 5);
  Play(*state, "caravan 1C");
  CHECK(LegalMoves(*state) == std::vector<std::string>{"take 2J", "take 6C", "take 10R"});
  Play(*state, "take 6C");
  CHECK(s.hand(0) == Cards({"3J", "5R", "6C", "9C", "11J"}));
  CHECK(s.oasis() == Cards({"2J", "1C", "10R"}));
  CHECK(s.KnowsCard(1, Card("6C")));  // taken in public
  CHECK(s.skill_used(kCaravan));
  CHECK(CountPrefix(LegalMoves(*state), "caravan ") == 0);
  // The usual relay is still possible in the same order.
  CHECK(IsLegalMove(*state, "order p1 3J relay 1C number"));
  CHECK(s.CheckInvariants() == "");
}

TEST_CASE("trade_tycoon: skills: named order returns the named card when held", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"style 7P", "reveal named-order"});
  CHECK(LegalMoves(*state).size() == 2 * 5 * 4 * 3);  // named is a third order type
  Play(*state, "order p1 1C named");
  CHECK(LegalMoves(*state).size() == 52);  // any card may be named
  Play(*state, "name 10C");
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 10C"});
  Play(*state, "return 10C");
  CHECK(s.warehouse(0) == Cards({"10C"}));
  CHECK(s.skill_used(kNamedOrder));
  PlainTurn(*state);                                      // draw
  PlainTurn(*state);                                      // p1
  PlainTurn(*state);                                      // p2
  CHECK_FALSE(IsLegalMove(*state, "order p1 3J named"));  // once a game
  CHECK(IsLegalMove(*state, "order p1 3J number"));
}

TEST_CASE("trade_tycoon: skills: named order falls back to a number order on the named number",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"style 7P", "reveal named-order", "order p1 1C named", "name 7J"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"return 6R", "return 8P"});
}

TEST_CASE("trade_tycoon: skills: free pass lets the partner return any card, once",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state);  // p0 gives 1C to p1, number order: p1 returns 2C
  Play(*state, "style 12J");
  Play(*state, "reveal free-pass");
  PlainTurn(*state);  // p1
  PlainTurn(*state);  // p2
  PlayAll(*state, {"wait", "order p1 9C number"});
  REQUIRE(s.hand(1) == Cards({"1P", "4J", "6R", "8P", "10C"}));
  CHECK(LegalMoves(*state).size() == 2 + 5);  // the allowed returns, or any card by free pass
  CHECK(s.AllowedReturns() == Cards({"8P", "10C"}));
  CHECK(IsLegalMove(*state, "return 8P"));            // allowed: no skill used
  CHECK(IsLegalMove(*state, "return 8P free-pass"));  // declared: uses it
  CHECK(IsLegalMove(*state, "return 1P free-pass"));  // outside the order
  Play(*state, "return 1P free-pass");
  CHECK(s.skill_used(kFreePass));
  CHECK(Has(s.warehouse(0), Card("1P")));
  PlainTurn(*state);
  PlainTurn(*state);  // p1
  PlainTurn(*state);  // p2
  PlayAll(*state, {"wait", "order p1 " + CardName(s.hand(0).back()) + " number"});
  const std::vector<int> allowed = s.AllowedReturns();
  CHECK(LegalMoves(*state).size() == allowed.size());  // used up
}

TEST_CASE("trade_tycoon: skills: free pass is not used up by an allowed return", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state);
  PlayAll(*state, {"style 12J", "reveal free-pass"});
  PlainTurn(*state);
  PlainTurn(*state);
  PlayAll(*state, {"wait", "order p1 9C number", "return 8P"});
  CHECK_FALSE(s.skill_used(kFreePass));
}

TEST_CASE(
    "trade_tycoon: skills: warehouseman swaps a warehouse card with an oasis card after the order",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state);  // p0
  PlayAll(*state, {"style 12J", "reveal warehouseman", "order p2 1C number", "return 1J"});
  CHECK(s.phase() == Phase::kPostOrder);
  CHECK(LegalMoves(*state) == std::vector<std::string>{"end", "warehouseman 1J"});
  Play(*state, "warehouseman 1J");
  Play(*state, "take 10R");
  CHECK(s.warehouse(1) == Cards({"10R"}));
  CHECK(s.oasis() == Cards({"2J", "6C", "1J"}));
  CHECK(s.skill_used(kWarehouseman));
  CHECK(s.phase() == Phase::kDraw);
  CHECK(s.CheckInvariants() == "");
}

// trade_tycoon.md: the warehouseman acts "after the order phase", so it ends
// it: a double deal (a second order) cannot follow it in the same turn.
TEST_CASE("trade_tycoon: skills: after the warehouseman no double deal follows", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state);  // p0
  Play(*state, "style " + CardName(s.hand(1).back()));
  Play(*state, "reveal warehouseman");
  PlainTurn(*state);  // p1's first turn
  Play(*state, "style " + CardName(s.hand(2).back()));
  Play(*state, "no-reveal");  // p2; p0 has no style yet, so p1 is next
  REQUIRE(s.CurrentPlayer() == 1);
  Play(*state, "reveal double-deal");
  PlainTurn(*state);  // p2
  PlainTurn(*state);  // p0
  // p1, both skills face up: after the order either is offered.
  REQUIRE(s.phase() == Phase::kPreOrder);
  Play(*state, "order p2 " + CardName(s.hand(1).front()) + " number");
  Play(*state, "return " + CardName(s.AllowedReturns().front()));
  REQUIRE(s.phase() == Phase::kPostOrder);
  const std::vector<std::string> moves = LegalMoves(*state);
  REQUIRE(std::find(moves.begin(), moves.end(), "double-deal") != moves.end());
  REQUIRE(CountPrefix(moves, "warehouseman ") > 0);
  const auto warehouseman = std::find_if(moves.begin(), moves.end(), [](const std::string& m) {
    return m.rfind("warehouseman ", 0) == 0;
  });
  Play(*state, *warehouseman);
  Play(*state, "take " + CardName(s.oasis().front()));
  CHECK(s.phase() == Phase::kDraw);  // the turn goes on to the draw
  CHECK_FALSE(s.skill_used(kDoubleDeal));
  CHECK(s.CheckInvariants() == "");
}

TEST_CASE("trade_tycoon: skills: double deal places a second order with the other opponent",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state);  // p0 (p1 now holds 1C, returned 2C)
  const size_t hand_before = s.hand(1).size();
  PlayAll(*state, {"style 12J", "reveal double-deal", "order p2 1C number", "return 1J"});
  CHECK(LegalMoves(*state) == std::vector<std::string>{"double-deal", "end"});
  Play(*state, "double-deal");
  const std::vector<std::string> second = LegalMoves(*state);
  CHECK(CountPrefix(second, "order p0 ") == int(second.size()));  // only the other one
  PlayAll(*state, {"order p0 4J suit"});
  CHECK(s.AllowedReturns() == Cards({"3J", "11J"}));
  Play(*state, "return 3J");
  CHECK(s.warehouse(1) == Cards({"1J", "3J"}));
  CHECK(s.hand(1).size() == hand_before - 1 - 2);  // style card and two cards given
  CHECK(s.skill_used(kDoubleDeal));
  CHECK(s.phase() == Phase::kDraw);
}

TEST_CASE("trade_tycoon: skills: informant looks at an opponent's hand; the others learn nothing",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state, "8C");  // p0 draws 8C
  PlainTurn(*state);        // p1
  PlayAll(*state, {"style 13C", "reveal informant"});
  CHECK(IsLegalMove(*state, "informant p0"));
  CHECK(IsLegalMove(*state, "informant p1"));
  Play(*state, "informant p0");
  CHECK(s.Observe(2).seats[0].known_hand == s.hand(0));
  CHECK(s.KnowsCard(2, Card("8C")));
  CHECK_FALSE(s.KnowsCard(1, Card("8C")));
  CHECK(s.skill_used(kInformant));
  CHECK(CountPrefix(LegalMoves(*state), "informant") == 0);
  PlainTurn(*state);
  // A card p0 draws later is not seen.
  PlayAll(*state, {"wait", "order p1 5R number"});
  Play(*state, "return " + CardName(s.AllowedReturns().front()));
  Play(*state, "draw p0 12P");
  CHECK_FALSE(s.KnowsCard(2, Card("12P")));
  CHECK(s.KnowsCard(2, Card("8C")));
}

TEST_CASE("trade_tycoon: skills: value skills count only face up", "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlayAll(*state, {"wait", "order p2 1C number", "return 1J"});  // p0 warehouse 1J
  Play(*state, "draw p0 8C");
  PlainTurn(*state);  // p1
  // p2 holds monopoly face down: nothing for it yet.
  CHECK(s.ScoreOf(2).skill_vp[kMonopoly] == 0);
  PlayAll(*state, {"style 13C", "reveal monopoly", "order p0 9J number", "return 9C"});
  // p2's warehouse: 9C; no one else has a 9: +1.
  CHECK(s.ScoreOf(2).skill_vp[kMonopoly] == 1);
  CHECK(s.ScoreOf(2).total == 2 + 1);  // China style: a lone 9 is a run of one
}

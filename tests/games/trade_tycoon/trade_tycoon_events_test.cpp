// What each seat is told of a move (TradeTycoonState::EventsSeen, issue 17):
// another seat's hidden card or skill carries no value the viewer may not
// know, its owner and the all-seeing viewer get it, a move that shows earlier
// secrets carries them, and a worked order with its exact events.
//
// Standard setup (trade_tycoon_test_util.h), seat 0 starts:
//   p0: 1C 3J 5R 7P | 9C 11J   dealt caravan named-order free-pass, passes free-pass
//   p1: 2C 4J 6R | 8P 10C 12J  dealt warehouseman double-deal informant, passes informant
//   p2: 1J 3R 5P 7C | 9J 13C   dealt monopoly court-supplier appraiser, passes appraiser
//   burn 13P, oasis 2J 6C 10R.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/game_event.h"
#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

namespace {

constexpr int kAll = -1;  // the all-seeing viewer

GameEvents Seen(const State& state, const std::string& move, int viewer) {
  StatusOr<Action> a = state.StringToAction(move);
  REQUIRE(a.ok());
  std::optional<GameEvents> events = state.EventsSeen(*a, viewer);
  REQUIRE(events.has_value());
  return *events;
}

GameEvent One(const State& state, const std::string& move, int viewer) {
  const GameEvents events = Seen(state, move, viewer);
  REQUIRE(events.size() == 1);
  return events.front();
}

// The standard deal up to the skill draft (cards and skills dealt, nobody
// has passed yet).
std::unique_ptr<State> BeforeDraft() {
  const Setup setup = StandardSetup();
  std::unique_ptr<State> state = NewGame()->NewInitialState();
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const std::string& c : setup.hands[p]) Play(*state, "deal p" + std::to_string(p) + " " + c);
  }
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const std::string& k : setup.skills[p]) Play(*state, "deal p" + std::to_string(p) + " " + k);
  }
  return state;
}

}  // namespace

TEST_CASE("trade_tycoon: events: another seat's dealt card shows only its side of 7.5",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = NewGame()->NewInitialState();
  // The first card goes to seat 0.
  CHECK(One(*state, "deal p0 9C", 0) == GameEvent("dealt", 0).With("below", 0).With("card", Card("9C")));
  CHECK(One(*state, "deal p0 9C", kAll) == GameEvent("dealt", 0).With("below", 0).With("card", Card("9C")));
  for (int viewer : {1, 2}) {
    const GameEvent seen = One(*state, "deal p0 9C", viewer);
    CHECK(seen == GameEvent("dealt", 0).With("below", 0));
    CHECK_FALSE(seen.Has("card"));
    // Any other card above the balance card reads the same to them.
    CHECK(One(*state, "deal p0 12R", viewer) == seen);
    CHECK(One(*state, "deal p0 3J", viewer) == GameEvent("dealt", 0).With("below", 1));
  }
}

TEST_CASE("trade_tycoon: events: a dealt skill is named to its seat only",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = NewGame()->NewInitialState();
  const Setup setup = StandardSetup();
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const std::string& c : setup.hands[p]) Play(*state, "deal p" + std::to_string(p) + " " + c);
  }
  CHECK(One(*state, "deal p0 informant", 0) == GameEvent("dealt_skill", 0).With("skill", kInformant));
  CHECK(One(*state, "deal p0 informant", kAll) == GameEvent("dealt_skill", 0).With("skill", kInformant));
  CHECK(One(*state, "deal p0 informant", 1) == GameEvent("dealt_skill", 0));
  CHECK(One(*state, "deal p0 informant", 2) == GameEvent("dealt_skill", 0));
}

TEST_CASE("trade_tycoon: events: a skill passed face down is named to its passer only",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = BeforeDraft();
  // Seat 0 passes free-pass to seat 1: seat 1 (who gets it) and seat 2 are
  // told only that a skill was picked; the draft is not over.
  CHECK(Seen(*state, "pass free-pass", 0) ==
        GameEvents{GameEvent("pass", 0).With("to", 1).With("skill", kFreePass)});
  CHECK(Seen(*state, "pass free-pass", kAll) ==
        GameEvents{GameEvent("pass", 0).With("to", 1).With("skill", kFreePass)});
  for (int viewer : {1, 2}) {
    CHECK(Seen(*state, "pass free-pass", viewer) == GameEvents{GameEvent("pass", 0).With("to", 1)});
    CHECK(Seen(*state, "pass caravan", viewer) == Seen(*state, "pass free-pass", viewer));
  }
  Play(*state, "pass free-pass");
  Play(*state, "pass informant");
  // The last pass: the skills change hands, and each seat now learns the one
  // it receives, never another's.
  CHECK(Seen(*state, "pass appraiser", 0) ==
        GameEvents{GameEvent("pass", 2).With("to", 0),
                   GameEvent("receive", 0).With("from", 2).With("skill", kAppraiser)});
  CHECK(Seen(*state, "pass appraiser", 1) ==
        GameEvents{GameEvent("pass", 2).With("to", 0),
                   GameEvent("receive", 1).With("from", 0).With("skill", kFreePass)});
  CHECK(Seen(*state, "pass appraiser", 2) ==
        GameEvents{GameEvent("pass", 2).With("to", 0).With("skill", kAppraiser),
                   GameEvent("receive", 2).With("from", 1).With("skill", kInformant)});
  CHECK(Seen(*state, "pass appraiser", kAll) ==
        GameEvents{GameEvent("pass", 2).With("to", 0).With("skill", kAppraiser),
                   GameEvent("receive", 0).With("from", 2).With("skill", kAppraiser),
                   GameEvent("receive", 1).With("from", 0).With("skill", kFreePass),
                   GameEvent("receive", 2).With("from", 1).With("skill", kInformant)});
}

TEST_CASE("trade_tycoon: events: the burned card and another seat's draw stay hidden",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = BeforeDraft();
  PlayAll(*state, {"pass free-pass", "pass informant", "pass appraiser"});
  CHECK(One(*state, "burn 13P", kAll) == GameEvent("burn", kChancePlayer).With("card", Card("13P")));
  for (int viewer : {0, 1, 2}) CHECK(One(*state, "burn 13P", viewer) == GameEvent("burn", kChancePlayer));
  PlayAll(*state, {"burn 13P", "oasis 2J", "oasis 6C", "oasis 10R", "start p0"});
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C"});
  CHECK(One(*state, "draw p0 8C", 0) == GameEvent("drew", 0).With("below", 0).With("card", Card("8C")));
  CHECK(One(*state, "draw p0 8C", kAll) == GameEvent("drew", 0).With("below", 0).With("card", Card("8C")));
  for (int viewer : {1, 2}) {
    CHECK(One(*state, "draw p0 8C", viewer) == GameEvent("drew", 0).With("below", 0));
    CHECK(One(*state, "draw p0 12R", viewer) == One(*state, "draw p0 8C", viewer));
    CHECK(One(*state, "draw p0 4C", viewer) == GameEvent("drew", 0).With("below", 1));
  }
}

TEST_CASE("trade_tycoon: events: a worked order, told alike to every seat",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  // The style card and the relayed hand card were secrets until now: the
  // events carry them.
  for (int viewer : {kAll, 0, 1, 2}) {
    CHECK(One(*state, "style 7P", viewer) ==
          GameEvent("style", 0).With("card", Card("7P")).With("style", kPersia));
  }
  PlayAll(*state, {"style 7P", "no-reveal"});
  for (int viewer : {kAll, 0, 1, 2}) {
    CHECK(One(*state, "order p1 9C relay 2J number", viewer) == GameEvent("order", 0)
                                                                    .With("partner", 1)
                                                                    .With("card", Card("9C"))
                                                                    .With("type", 0)
                                                                    .With("given", Card("2J")));
    CHECK(One(*state, "order p1 9C number", viewer) ==
          GameEvent("order", 0).With("partner", 1).With("card", Card("9C")).With("type", 0));
  }
  Play(*state, "order p1 9C number");
  // p1 holds 8P and 10C (no 9): either may come back, to p0's warehouse.
  for (int viewer : {kAll, 0, 1, 2}) {
    CHECK(One(*state, "return 10C", viewer) ==
          GameEvent("return", 1).With("card", Card("10C")).With("to", 0).With("free_pass", 0));
  }
}

TEST_CASE("trade_tycoon: events: a revealed skill is named; an informant's look is its user's",
          "[trade_tycoon][events]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state, "8C");  // p0 draws 8C
  PlainTurn(*state);        // p1
  Play(*state, "style 13C");
  for (int viewer : {kAll, 0, 1, 2}) {
    CHECK(One(*state, "reveal informant", viewer) == GameEvent("reveal", 2).With("skill", kInformant));
    CHECK(One(*state, "no-reveal", viewer) == GameEvent("no_reveal", 2));
  }
  Play(*state, "reveal informant");
  const std::vector<int> hand(s.hand(0).begin(), s.hand(0).end());
  REQUIRE(std::find(hand.begin(), hand.end(), Card("8C")) != hand.end());
  for (int viewer : {kAll, 2}) {
    CHECK(One(*state, "informant p0", viewer) ==
          GameEvent("informant", 2).With("target", 0).WithList("cards", hand));
  }
  for (int viewer : {0, 1}) {
    const GameEvent seen = One(*state, "informant p0", viewer);
    CHECK(seen == GameEvent("informant", 2).With("target", 0));
    CHECK_FALSE(seen.Has("cards"));
  }
}

// Turin Market: what each seat is told of a move (EventsSeen, issue 17).
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "engine/game_event.h"
#include "games/turin_market/turin_market.h"
#include "registry/registry.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

GameEvents Seen(const TurinMarketState& state, const std::string& move, int viewer) {
  StatusOr<Action> action = state.StringToAction(move);
  REQUIRE(action.ok());
  std::optional<GameEvents> events = state.EventsSeen(*action, viewer);
  REQUIRE(events.has_value());
  return *events;
}

}  // namespace

TEST_CASE("turin_market events: another seat's dealt card, offer and bid carry no secret", "[turin_market][events]") {
  auto state = NewTm(3, "money=private");
  Play(*state, "start p0");
  // The deal: only the seat dealt to and the all-seeing viewer see the card.
  for (int viewer : {-1, 0}) {
    const GameEvents own = Seen(*state, "deal p0 c4", viewer);
    REQUIRE(own.size() == 1);
    CHECK(own[0].kind == "dealt");
    CHECK(own[0].seat == 0);
    CHECK(own[0].Get("card") == 3);
  }
  const GameEvents other = Seen(*state, "deal p0 c4", 1);
  REQUIRE(other.size() == 1);
  CHECK(other[0] == GameEvent("dealt", 0));
  CHECK(Seen(*state, "deal p0 c9", 2) == other);

  state = NewTm(3, "money=private");
  Deal(*state, 0, Consecutive(3, 6));
  // A face-down offer.
  CHECK(Seen(*state, "offer c1", 1) == GameEvents{GameEvent("offer", 0)});
  CHECK(Seen(*state, "offer c2", 1) == Seen(*state, "offer c1", 1));
  CHECK(Seen(*state, "offer c1", 0)[0].Get("card") == 0);
  CHECK(Seen(*state, "offer c1", -1)[0].Get("card") == 0);
  PlayAll(*state, {"offer c1", "offer c7"});
  // The last offer turns every offer up: the seat's own card stays hidden in
  // its own event, the table is told to everyone.
  const GameEvents last = Seen(*state, "offer c13", 0);
  REQUIRE(last.size() == 2);
  CHECK(last[0] == GameEvent("offer", 2));
  CHECK(last[1].kind == "on_offer");
  CHECK(last[1].List("cards") == std::vector<int>{0, 6, 12});
  Play(*state, "offer c13");
  // A sealed bid (money=private: not even the purse it came from is told).
  const GameEvents bid = Seen(*state, "bid 5", 1);
  CHECK(bid == GameEvents{GameEvent("bid", 0)});
  CHECK(Seen(*state, "bid 2", 1) == bid);
  CHECK(Seen(*state, "bid 5", 0) == GameEvents{GameEvent("bid", 0).With("amount", 5)});
  CHECK(Seen(*state, "bid 5", -1) == GameEvents{GameEvent("bid", 0).With("amount", 5)});
  // The loan is public, with the numbers in force (the log says them).
  CHECK(Seen(*state, "loan", 1) ==
        GameEvents{GameEvent("loan", 0).With("amount", 10).With("repay", 15)});
}

TEST_CASE("turin_market events: a variant's loan says its own amount and repayment", "[turin_market][events]") {
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame("turin_market", 3, "turin_market.loan.amount=12,turin_market.loan.repayment=20");
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  auto& real = static_cast<TurinMarketState&>(*state);
  Deal(real, 0, Consecutive(3, 6));
  CHECK(Seen(real, "loan", 1) == GameEvents{GameEvent("loan", 0).With("amount", 12).With("repay", 20)});
}

TEST_CASE("turin_market events: the last bid reveals every bid and the ranking, exact values", "[turin_market][events]") {
  auto state = NewTm(3, "money=private");
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 3"});
  // Seat 2 bids 4 last: seat 0 is not told the amount in the move itself, but
  // the reveal that follows carries every bid, then ranks, payments and takes.
  const GameEvents events = Seen(*state, "bid 4", 0);
  const GameEvents expected = {
      GameEvent("bid", 2),
      GameEvent("bids", kChancePlayer).WithList("bids", {5, 3, 4}),
      GameEvent("ranking", kChancePlayer)
          .WithList("order", {0, 2, 1})
          .WithList("payment", {5, 4, 1})
          .WithList("takes", {2, 1, 0})
          .WithList("role", {1, 1, 0}),
  };
  CHECK(events == expected);
  GameEvents mover = expected;
  mover[0].With("amount", 4);
  CHECK(Seen(*state, "bid 4", 2) == mover);
  CHECK(Seen(*state, "bid 4", -1) == mover);
}

TEST_CASE("turin_market events: a hidden buying wish, then the purchase in the open", "[turin_market][events]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 3", "bid 4", "take c1"});
  // Seat 0 takes c7 too; the last card, c13, goes to seat 2 by no decision of its own.
  const GameEvents pick = Seen(*state, "take c7", 1);
  CHECK(pick == GameEvents{GameEvent("take", 0).With("card", 6), GameEvent("got", 2).With("card", 12)});
  Play(*state, "take c7");
  REQUIRE(state->phase() == Phase::kSellOffer);
  REQUIRE(state->collection(2) == std::vector<int>{12});
  const GameEvents offer = Seen(*state, "sell c1 for 3", 2);
  REQUIRE(offer.size() == 1);
  CHECK(offer[0] == GameEvent("sell_offer", 0).With("card", 0).With("price", 3));
  Play(*state, "sell c1 for 3");
  Play(*state, "no sale");
  REQUIRE(state->phase() == Phase::kDeclare);
  const int actor = state->CurrentPlayer();
  const int other = (actor + 1) % 3;
  // The declaring seat's wish is hidden from the others, whatever it is.
  const std::string wish = actor == 0 ? "pass" : "buy c1";
  CHECK(Seen(*state, wish, other) == GameEvents{GameEvent("decide", actor)});
  CHECK(Seen(*state, "pass", other) == Seen(*state, wish, other));
  CHECK(Seen(*state, "pass", actor) == GameEvents{GameEvent("buy_nothing", actor)});
  if (actor != 0) CHECK(Seen(*state, "buy c1", actor)[0] == GameEvent("want", actor).With("card", 0));
}

TEST_CASE("turin_market events: the last move of a game in a series stays told apart", "[turin_market][events]") {
  // The next game of a series clears the table, so the finished game's result
  // keeps its end table: two public last moves whose events differ (remove c6
  // or c10) must leave every seat knowing different things.
  int checked = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto state = NewTm(3, "series=3");
    Rng rng(seed);
    while (state->results().empty()) {
      if (state->IsChanceNode()) {
        state->ApplyAction(SampleChanceOutcome(*state, rng));
        continue;
      }
      const std::vector<Action> legal = state->LegalActions();
      bool ends_game = false;
      Action ending = -1;  // a move that ends the game (not every legal move need)
      for (Action a : legal) {
        std::unique_ptr<State> child = state->Clone();
        child->ApplyAction(a);
        if (!static_cast<const TurinMarketState&>(*child).results().empty()) {
          ends_game = true;
          if (ending < 0) ending = a;
        }
      }
      if (ends_game) {
        for (int seat = 0; seat < 3; ++seat) {
          for (Action a : legal) {
            for (Action b : legal) {
              if (a >= b || state->EventsSeen(a, seat) == state->EventsSeen(b, seat)) continue;
              std::unique_ptr<State> ca = state->Clone();
              std::unique_ptr<State> cb = state->Clone();
              ca->ApplyAction(a);
              cb->ApplyAction(b);
              INFO(state->ActionToString(a) << " / " << state->ActionToString(b) << " seat " << seat);
              CHECK(ca->InformationStateString(seat) != cb->InformationStateString(seat));
              ++checked;
            }
          }
        }
        const auto& before = *state;
        std::unique_ptr<State> next = state->Clone();
        next->ApplyAction(ending);
        const auto& after = static_cast<const TurinMarketState&>(*next);
        REQUIRE(!after.results().empty());
        // The end table: every card of a collection or removed before the last move is kept.
        for (int p = 0; p < 3; ++p) {
          for (int c : before.collection(p)) {
            CHECK(std::find(after.results()[0].collections[p].begin(), after.results()[0].collections[p].end(), c) !=
                  after.results()[0].collections[p].end());
          }
        }
        for (int c : before.removed()) {
          CHECK(std::find(after.results()[0].removed.begin(), after.results()[0].removed.end(), c) !=
                after.results()[0].removed.end());
        }
      }
      state->ApplyAction(state->GetGame().HeuristicAction(*state, rng));
    }
  }
  CHECK(checked > 0);
}

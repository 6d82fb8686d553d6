// What each seat is told of a move (OreganoState::EventsSeen, issue 17): the
// strategy cards others draw and keep carry no card, a completed card is shown
// to everyone, and the numbers are the ones the rules used.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

GameEvents Seen(const State& state, const std::string& move, int viewer) {
  StatusOr<Action> action = state.StringToAction(move);
  INFO(move << ": " << action.message());
  REQUIRE(action.ok());
  std::optional<GameEvents> events = state.EventsSeen(*action, viewer);
  REQUIRE(events.has_value());
  return *events;
}

}  // namespace

TEST_CASE("oregano events: another seat's strategy draw and keep carry no card", "[oregano][events]") {
  auto state = NewState(LoadOregano(2));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start stone-merchant r2");
  // p1 draws: p2 sees only that a card was drawn.
  CHECK(Seen(*state, "draw p1 chain-store", 1) == GameEvents{GameEvent("draw", 0)});
  CHECK(Seen(*state, "draw p1 savvy-shopper", 1) == GameEvents{GameEvent("draw", 0)});
  CHECK(Seen(*state, "draw p1 chain-store", 0) == GameEvents{GameEvent("draw", 0).With("card", kChainStore)});
  CHECK(Seen(*state, "draw p1 chain-store", -1) == GameEvents{GameEvent("draw", 0).With("card", kChainStore)});
  Play(*state, "draw p1 chain-store");
  Play(*state, "draw p1 savvy-shopper");
  // p1 keeps one: the same words to p2 whichever it was.
  CHECK(Seen(*state, "keep chain-store", 1) == GameEvents{GameEvent("keep", 0)});
  CHECK(Seen(*state, "keep savvy-shopper", 1) == GameEvents{GameEvent("keep", 0)});
  CHECK(Seen(*state, "keep savvy-shopper", 0) ==
        GameEvents{GameEvent("keep", 0).With("card", kSavvyShopper)});
  CHECK(Seen(*state, "keep savvy-shopper", -1) ==
        GameEvents{GameEvent("keep", 0).With("card", kSavvyShopper)});
  // The setup move before them is open to all.
  auto fresh = NewState(LoadOregano(2));
  CHECK(Seen(*fresh, "start metal-merchant r3", 1) ==
        GameEvents{GameEvent("merchant", 0).With("shop", kMetalMerchant).With("row", 2)});
}

TEST_CASE("oregano events: completing a strategy card shows it to every seat", "[oregano][events]") {
  auto state = SetUp(2);  // p1 wood merchant r1, p2 stone merchant r1
  state->SetStrategyForTest(0, kChainStore);
  state->SetResourcesForTest(0, {2, 0, 0});
  Play(*state, "build cafe r2");
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  REQUIRE(state->TurnPlayer() == 0);
  REQUIRE(state->Player(0).strategy == kChainStore);
  // The second café completes Chain store (+5) and wins the first-strategy bonus.
  const GameEvent build = GameEvent("build", 0)
                              .With("shop", kCafe)
                              .With("row", 2)
                              .With("gold", 0)
                              .WithList("cards", {1, 0, 0})
                              .With("completed", kChainStore)
                              .With("reward", 5)
                              .WithList("bonuses", {kBonusFirstStrategy});
  for (int viewer : {-1, 0, 1}) {
    INFO("viewer " << viewer);
    CHECK(Seen(*state, "build cafe r3", viewer) == GameEvents{build});
  }
  const int gold = state->Player(0).gold;
  Play(*state, "build cafe r3");
  CHECK(state->Player(0).gold == gold + 5);
  CHECK(state->Player(0).strategies_completed == 1);
}

TEST_CASE("oregano events: a worked turn with exact values", "[oregano][events]") {
  auto state = SetUp(2);  // p1 wood merchant r1, p2 stone merchant r1
  state->PlaceShopForTest(0, 1, 2, kCafe);
  state->PlaceShopForTest(0, 3, 1, kCasino);
  state->SetGoldForTest(0, 6);
  state->SetGoldForTest(1, 3);
  // Another seat's merchant: 1 stone for a 2-gold fee, the same to everyone.
  const GameEvent take = GameEvent("take", 0)
                             .With("owner", 1)
                             .With("shop", kStoneMerchant)
                             .With("row", 0)
                             .With("level", 1)
                             .With("resource", kStone)
                             .With("amount", 1)
                             .With("fee", 2);
  CHECK(Seen(*state, "take 1 stone p2 r1c1", 1) == GameEvents{take});
  CHECK(Seen(*state, "take 1 stone p2 r1c1", -1) == GameEvents{take});
  Play(*state, "take 1 stone p2 r1c1");
  // A level-2 café sells for 1 + 3.
  CHECK(Seen(*state, "sell cafe r2c2 for 4", 1) ==
        GameEvents{GameEvent("sell", 0).With("shop", kCafe).With("row", 1).With("level", 2).With("price", 4)});
  Play(*state, "sell cafe r2c2 for 4");
  REQUIRE(state->phase() == Phase::kCasinoChoice);
  CHECK(Seen(*state, "casino roll", 1) == GameEvents{GameEvent("casino", 0)});
  Play(*state, "casino roll");
  // A 5 takes 7 from each other seat, all it has when less: p2 has 5 (3 + the fee).
  CHECK(Seen(*state, "die 5", 1) ==
        GameEvents{GameEvent("die", 0).With("face", 5).With("win", 1).With("gold", 5)});
  // A 2 costs 5 to the bank.
  CHECK(Seen(*state, "die 2", 1) ==
        GameEvents{GameEvent("die", 0).With("face", 2).With("win", 0).With("gold", 5)});
  const int p1 = state->Player(0).gold;
  Play(*state, "die 5");
  CHECK(state->Player(0).gold == p1 + 5);
}

TEST_CASE("oregano events: which of two like merchants was used is known to every seat",
          "[oregano][events]") {
  // Two wood merchants of p1 at level 1 give the same cards: the positions after
  // are alike, but the move is open, so every information state tells them apart
  // (and the events, which name the merchant, may differ).
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 3, 1, kWoodMerchant);
  std::unique_ptr<State> first = state->Clone();
  std::unique_ptr<State> fourth = state->Clone();
  Play(*first, "take 1 wood p1 r1c1");
  Play(*fourth, "take 1 wood p1 r4c1");
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(first->InformationStateString(seat) != fourth->InformationStateString(seat));
    CHECK(Seen(*state, "take 1 wood p1 r1c1", seat) != Seen(*state, "take 1 wood p1 r4c1", seat));
  }
  // Still after the turn has passed on.
  Play(*first, "build cafe r2");
  Play(*fourth, "build cafe r2");
  REQUIRE(first->CurrentPlayer() == 1);
  CHECK(first->InformationStateString(1) != fourth->InformationStateString(1));
}

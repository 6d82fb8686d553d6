// What each seat sees of a Merchants move, as events (engine/game_event.h).
//
// Every move is open except a draw from the deck: a seat sees which good it
// drew or was dealt, the others only that a card went to that seat.
//   start       {seat}                    chance: the start player
//   demand      {pile, good}              chance: a demand pile is turned up
//   dealt       {seat[, good]}            chance: a setup card (good: its seat only)
//   drew        {seat[, good]}            chance: a card drawn in play (good: its seat only)
//   deck_empty  {}                        the last card is gone: the game ends
//   load        {seat, good}              setup: a cube onto an empty ship
//   swap        {seat, good, good2, stevedore}
//   buy         {seat, special, price[, good]}   good: the cargo of a bought ship
//   pass        {seat}                    no step-1 action
//   to_step2    {seat}                    step 1 done, on to step 2
//   draw2       {seat}                    step 2: draws two cards (the drew events follow)
//   play        {seat, good, piles, count, demand} pay: the coins each seat earns
//   house_draw  {seat} / house_skip {seat}   a trading house's end-of-turn draw
#include "games/merchants/merchants.h"

namespace mercato::merchants {

std::optional<GameEvents> MerchantsState::EventsSeen(Action action, int viewer) const {
  const DecodedAction a = DecodeAction(action);
  const int actor = acting_seat();
  const bool sees = viewer == kAllSeeing || viewer == actor;
  switch (a.kind) {
    case ActionKind::kStart:
      return GameEvents{GameEvent("start", a.seat)};
    case ActionKind::kCard: {
      if (phase() == Phase::kDemand) {
        int pile = 0;
        while (pile < kDemandPiles && !piles_[pile].empty()) ++pile;
        return GameEvents{GameEvent("demand", kChancePlayer).With("pile", pile).With("good", a.good)};
      }
      GameEvent card(phase() == Phase::kDeal ? "dealt" : "drew", actor);
      if (sees) card.With("good", a.good);
      GameEvents events{card};
      if (phase() != Phase::kDeal && deck_size() == 1) events.emplace_back("deck_empty", kChancePlayer);
      return events;
    }
    case ActionKind::kLoad:
      return GameEvents{GameEvent("load", actor).With("good", a.good)};
    case ActionKind::kSwap:
      return GameEvents{GameEvent("swap", actor)
                            .With("good", a.good)
                            .With("good2", a.good2)
                            .With("stevedore", stevedore_swaps_left() > 0 ? 1 : 0)};
    case ActionKind::kBuy: {
      GameEvent buy("buy", actor);
      buy.With("special", a.special).With("price", N().price[a.special]);
      if (a.special == kShip) buy.With("good", a.good);
      return GameEvents{buy};
    }
    case ActionKind::kPass:
      return GameEvents{GameEvent(step1_action_used() ? "to_step2" : "pass", actor)};
    case ActionKind::kDraw:
      return GameEvents{GameEvent("draw2", actor).With("cards", N().draw_count)};
    case ActionKind::kPlay: {
      int count = 0;
      for (int m = a.pile_mask; m != 0; m &= m - 1) ++count;
      int demand = 0;
      for (int i = 0; i < kDemandPiles; ++i) {
        if ((a.pile_mask & (1 << i)) || PileTop(i) == a.good) ++demand;
      }
      return GameEvents{GameEvent("play", actor)
                            .With("good", a.good)
                            .With("piles", a.pile_mask)
                            .With("count", count)
                            .With("demand", demand)
                            .WithList("pay", SettlementFor(a.good, a.pile_mask))};
    }
    case ActionKind::kHouseDraw:
      return GameEvents{GameEvent("house_draw", actor).With("cards", N().house_draw)};
    case ActionKind::kHouseSkip:
      return GameEvents{GameEvent("house_skip", actor)};
    default:
      return std::nullopt;  // not a legal action: the engine's notation says what it is
  }
}

}  // namespace mercato::merchants

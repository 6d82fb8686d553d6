// What one Merchants seat may see (the observation the view draws) and the
// types it is made of: phases, earnings, a seat's counts. The state header
// (merchants.h) includes this; the view reaches it through merchants_seat_view.h
// and never includes the state header (issue 17).
#pragma once

#include <array>
#include <vector>

#include "engine/json_fields.h"
#include "games/merchants/merchants_data.h"

namespace mercato::merchants {

using GoodCounts = std::array<int, kNumGoods>;

// How many goods a count holds (a hand's size, a deck's).
inline int Sum(const GoodCounts& counts) {
  int total = 0;
  for (int c : counts) total += c;
  return total;
}

inline std::string GoodId(int good) { return kGoods[good].id; }
inline std::string SpecialId(int kind) { return kSpecials[kind].id; }

enum class Phase {
  kDeal,         // chance: 3 cards to each player, seat 0 first
  kDemand,       // chance: the 6 demand piles are turned up
  kChooseStart,  // chance: the start player
  kLoad,         // each player loads a cube onto an empty ship, two rounds
  kStep1,        // swap / buy / pass (+ stevedore swaps)
  kStep2,        // play cards or draw 2
  kDraw,         // chance: a card comes off the deck for `acting seat`
  kHouse,        // end of turn: trading house draws, yes or no
  kGameOver,
};
const char* PhaseName(Phase phase);  // "deal", "step1", ... (merchants_observation.cpp)

// How a player's money came about, for the end screen.
struct Earnings {
  int own_turns = 0;      // settlements of their own plays (without agreement bonus)
  int other_turns = 0;    // settlements of other players' plays (without bonus)
  int agreements = 0;     // agreement bonuses, on any turn
  int spent = 0;          // paid for special cards
  int start = 0;          // start money (merchants.start_money; 0 in the rules)
  int Total() const { return start + own_turns + other_turns + agreements - spent; }
  template <class Archive>
  void Fields(Archive& ar) {
    ar("own", own_turns);
    ar("other", other_turns);
    ar("agreements", agreements);
    ar("spent", spent);
    ar("start", start);
  }
};

struct PlayerObservation {
  int money = 0;
  GoodCounts cubes{};              // cubes on ships per good; ships = their sum
  int ships = 0;
  int houses = 0;
  int agreements = 0;
  int stevedores = 0;
  int hand_size = 0;
  bool hand_visible = false;       // own hand, or everything for a replay viewer
  GoodCounts hand{};               // zero unless hand_visible
  Earnings earnings;

  template <class Json>
  void Fields(Json& ar) const {
    ar("money", money);
    ar("ships", ships);
    ar("cubes", cubes, {.key = GoodId});
    ar("houses", houses);
    ar("agreements", agreements);
    ar("stevedores", stevedores);
    ar("hand_size", hand_size);
    if (hand_visible) ar("hand", hand, {.key = GoodId});
    ar.Object("earnings", [&] {
      ar("own_turns", earnings.own_turns);
      ar("other_turns", earnings.other_turns);
      ar("agreements", earnings.agreements);
      ar("spent", earnings.spent);
    });
  }
};

// What one seat may see: the view draws only this; ObservationJson writes its Fields.
struct MerchantsObservation {
  int viewer = 0;                  // a seat, kAllSeeing (-1) or kSpectator (game.h)
  int num_players = 0;
  Phase phase = Phase::kDeal;
  int current_player = 0;          // a seat, kChancePlayer or kTerminalPlayer
  int acting_seat = 0;             // whose turn / who receives the card being drawn
  int start_player = -1;           // -1 until chosen
  std::array<std::vector<int>, kDemandPiles> piles;  // bottom..top, goods
  int deck_size = 0;
  GoodCounts cube_supply{};
  std::array<int, kNumSpecialKinds> specials_left{};
  std::array<int, kNumSpecialKinds> prices{};  // in force (parameters may change them)
  std::vector<PlayerObservation> players;
  bool step1_action_used = false;
  int stevedore_swaps_left = 0;
  int pending_draws = 0;           // cards still to come in the draw under way
  int house_draws_left = 0;        // trading-house decisions left this turn
  std::vector<double> returns;     // win shares once the game is over
  std::vector<int> scores;

  template <class Json>
  void Fields(Json& ar) const {
    ar("game", "merchants");
    ar("viewer", viewer);
    ar("players", num_players);
    ar("phase", phase, {.name = [](int p) -> std::string { return PhaseName(Phase(p)); }});
    ar("current_player", current_player);
    ar("acting_seat", acting_seat);
    ar("start_player", start_player);
    ar("piles", piles, {.name = GoodId});
    ar("deck", deck_size);
    ar("cube_supply", cube_supply, {.key = GoodId});
    ar("specials_left", specials_left, {.key = SpecialId});
    ar("seats", players);
    ar("step1_action_used", step1_action_used);
    ar("stevedore_swaps_left", stevedore_swaps_left);
    ar("pending_draws", pending_draws);
    ar("house_draws_left", house_draws_left);
    ar("scores", scores);
    if (!returns.empty()) ar("returns", returns);
  }
};

}  // namespace mercato::merchants

// What a seat may see of an Oregano Market position, as plain data: the
// observation (OreganoState::Observe), the phase, strategy progress and the
// score breakdown. Apart from the state header (oregano.h includes it) so the
// table's seat view (oregano_seat_view.h) and the web view can name these types
// without seeing the State (issue 17).
#pragma once

#include <array>
#include <vector>

#include "engine/json_fields.h"
#include "games/oregano/oregano_actions.h"
#include "games/oregano/oregano_data.h"

namespace mercato::oregano {

inline constexpr int kEmpty = -1;   // an empty cell / no card
inline constexpr int kHidden = -2;  // a card the viewer may not see

enum class Phase {
  kChooseMerchant,  // setup, one seat at a time
  kStrategyDraw,    // chance: cards come off the strategy deck one by one
  kStrategyKeep,    // the drawing seat keeps one of the cards drawn
  kAction,          // the turn's two actions
  kCasinoChoice,    // a casino owner may roll
  kCasinoRoll,      // chance: the die
  kGameOver,
};
// Names in the observation JSON (oregano_observation.cpp).
const char* PhaseId(Phase phase);   // "action", "casino_roll", ...
std::string CardId(int card);       // a strategy card's id, "none" or "hidden"
inline std::string ShopId(int kind) { return kShops[kind].id; }
inline std::string BonusId(int bonus) { return kBonusIds[bonus]; }
inline std::string StrategyId(int card) { return kStrategyIds[card]; }
inline std::string CategoryId(int category) {
  static constexpr const char* kIds[] = {"build", "resource", "sell", "buy"};
  return kIds[category];
}

// Public progress toward every strategy card since the current one was taken.
struct StrategyProgress {
  std::array<int, kNumShopKinds> builds_by_kind{};  // new shops built, by kind
  int sales = 0;
  int purchases = 0;
  int leveled_cells = 0;   // bit per cell: shops levelled since, where they stand now
  int leveled_gone = 0;    // levelled shops since sold
  int resource_kinds_from_others = 0;  // bit per resource kind
  // Progress toward `card`, 0..kStrategyTarget (capped).
  int Count(int card) const;
  bool operator==(const StrategyProgress&) const = default;
  template <class Archive>
  void Fields(Archive& ar);  // oregano_fields.cpp
};

// What one seat may see: the view draws only this; ObservationJson writes its Fields.
struct PlayerObservation {
  int gold = 0;
  ResourceCount resources{};
  std::array<int, kCells> area{};
  int strategy = kEmpty;      // the card, kEmpty (none) or kHidden (held, not visible)
  std::vector<int> drawn;     // cards to choose from: the viewer's own only
  int drawn_count = 0;
  StrategyProgress progress;
  std::array<bool, kNumBonusCards> bonuses{};
  int dividend = 0;           // paid at the start of this player's turn
  int score = 0;              // the final score if the game ended now
  int strategies_completed = 0;
  int casino_rolls = 0;
  int casino_gain = 0;
  bool operator==(const PlayerObservation&) const = default;

  // The area as rows of levels 1..kLevels (cells are row-major: CellIndex).
  std::array<std::array<int, kLevels>, kRows> AreaRows() const {
    std::array<std::array<int, kLevels>, kRows> rows{};
    for (int cell = 0; cell < kCells; ++cell) rows[cell / kLevels][cell % kLevels] = area[cell];
    return rows;
  }
  template <class Json>
  void Fields(Json& ar) const {
    ar("gold", gold);
    ar("resources", resources);
    ar("area", AreaRows(), {.name = ShopId, .null_below_zero = true});
    ar("strategy", strategy, {.name = CardId});
    ar("drawn", drawn, {.name = StrategyId});
    ar("drawn_count", drawn_count);
    ar.Object("progress", [&] {
      for (int c = 0; c < kNumStrategyCards; ++c) ar(kStrategyIds[c], progress.Count(c));
    });
    ar("bonuses", bonuses, {.name = BonusId, .set = true});
    ar("dividend", dividend);
    ar("score", score);
    ar("strategies_completed", strategies_completed);
    ar("casino_rolls", casino_rolls);
    ar("casino_gain", casino_gain);
  }
};

struct OreganoObservation {
  int viewer = 0;  // a seat, kAllSeeing (-1) or kSpectator (game.h)
  int num_players = 0;
  Phase phase = Phase::kChooseMerchant;
  int current_player = 0;
  int turn_player = 0;
  int round = 1;
  std::array<int, kNumShopKinds> supply{};
  std::array<std::array<int, kLevels>, kNumShopKinds> main_street{};
  ResourceCount bank{};
  int deck_size = 0;
  std::array<int, kNumBonusCards> bonus_owner{};  // seat or kEmpty
  std::array<bool, kNumCategories> categories_done{};
  int actions_this_turn = 0;
  int sold_kind = kEmpty;  // the shop the turn player sold this turn
  int sold_level = 0;
  int last_die = 0;        // 0: no roll yet
  int last_die_player = kEmpty;
  int empty_kinds = 0;     // supply kinds run out, as the end trigger counts them
  bool end_triggered = false;
  std::vector<PlayerObservation> players;
  bool operator==(const OreganoObservation&) const = default;

  template <class Json>
  void Fields(Json& ar) const {
    ar("game", "oregano");
    ar("viewer", viewer);
    ar("phase", phase, {.name = [](int p) -> std::string { return PhaseId(Phase(p)); }});
    ar("current_player", current_player);
    ar("turn_player", turn_player);
    ar("round", round);
    ar("supply", supply, {.key = ShopId});
    ar("main_street", main_street, {.key = ShopId});
    ar("bank", bank);
    ar("deck_size", deck_size);
    ar("bonus_owner", bonus_owner, {.key = BonusId});
    ar("actions_done", categories_done, {.name = CategoryId, .set = true});
    ar("last_die", last_die);
    ar("last_die_player", last_die_player);
    ar("empty_kinds", empty_kinds);
    ar("end_triggered", end_triggered);
    ar("players", players);
  }
};

struct ScoreBreakdown {
  int gold = 0;
  std::array<int, kLevels> shops_by_level{};  // number of shops scored at each level
  int shop_points = 0;
  int bonus_cards = 0;
  int bonus_points = 0;
  int total = 0;
  bool operator==(const ScoreBreakdown&) const = default;
};

}  // namespace mercato::oregano

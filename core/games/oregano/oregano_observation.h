// What a seat may see of an Oregano Market position, as plain data: the
// observation (OreganoState::Observe), the phase, strategy progress and the
// score breakdown. Apart from the state header (oregano.h includes it) so the
// table's seat view (oregano_seat_view.h) and the web view can name these types
// without seeing the State (issue 17).
#pragma once

#include <array>
#include <vector>

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

// What one seat may see: the view draws only this; ObservationJson serialises it.
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
};

struct OreganoObservation {
  int viewer = 0;  // -1: all-seeing
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

// Market Fresh: what one seat may see (MarketFreshObservation) and the types
// it is made of, apart from the State (market_fresh.h includes this header), so
// that the view draws them from its seat view (market_fresh_seat_view.h,
// issue 17) without the state header.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "games/market_fresh/market_fresh_board.h"
#include "games/market_fresh/market_fresh_data.h"
#include "games/market_fresh/market_fresh_market.h"

namespace mercato::market_fresh {

enum class ScoringMode {
  kStandard,  // count (+5), market board, final scoring
  kHeight,    // basic or once-per-produce height scoring, no final scoring
  kSolo,      // height rules plus the row prerequisite, leftover penalty
};

enum class Phase {
  kDeal,          // chance: dealing hands and the face-up row
  kTake,          // the player takes a face-up or a face-down crate
  kDrawFaceDown,  // chance: the face-down crate the player took
  kPlace,         // the player places a crate (or discards one if none fits)
  kScore,         // the player chooses the produce (and scoring) of the new crate
  kRefill,        // chance: a new face-up crate
  kGameOver,
};

// One way to score the crate just placed.
struct ScoreChoice {
  int produce = 0;
  bool height = false;  // height scoring (height variant and solo)
  int count = 0;        // visible produce of that kind
  int multiplier = 1;   // 1 for basic scoring; the row for height scoring
  bool perfect = false;
  int points = 0;       // count * multiplier + perfect bonus
  int tile_row = 0;     // where the farmer tile goes, 0 = no tile
  int tile_from = 0;    // the row the tile moves from (standard), 0 = new tile
  Action action = 0;
  // The perfect bonus in these points (the table's number in force), or 0.
  int PerfectBonus() const { return perfect ? points - count * multiplier : 0; }
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

// What happened on the last scoring, for the log and the view.
struct LastScore {
  int player = -1;
  ScoreChoice choice;
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

struct FinalBreakdown {
  int play_points = 0;        // points scored during the game
  MarketFinalScore market;    // standard game only
  int leftover_crates = 0;    // solo only
  int leftover_penalty = 0;   // solo only (as applied: never below 0)
  int total = 0;
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

// A crate in a hand as the viewer sees it: its id, or -1 when hidden.
inline constexpr int kHiddenCrate = -1;

struct SeatObservation {
  int score = 0;
  std::vector<int> hand;  // sorted ids first, then kHiddenCrate for each hidden one
  Storefront storefront;
  int tiles = 0;
  template <class Json>
  void Fields(Json& ar) const;  // market_fresh_observation.cpp
};

// Everything one seat may see; the view draws from it, ObservationJson
// writes its Fields and InformationStateString is built from it.
struct MarketFreshObservation {
  int viewer = 0;  // a seat, kAllSeeing (-1, replay / debug) or kSpectator (game.h)
  int num_players = 0;
  int grid = 5;
  ScoringMode mode = ScoringMode::kStandard;
  Phase phase = Phase::kDeal;
  int current_player = 0;  // seat, kChancePlayer or kTerminalPlayer
  int actor = 0;           // whose turn it is (also during its chance nodes)
  std::vector<SeatObservation> seats;
  std::vector<int> face_up;  // in the order they were revealed
  int pile_left = 0;
  int set_aside = 0;         // removed unseen at setup (or never dealt, solo)
  std::vector<int> discarded;
  MarketBoard market;
  std::optional<PlacedCrate> pending;  // placed, waiting for its scoring choice
  std::vector<ScoreChoice> score_choices;
  LastScore last_score;
  bool game_over = false;
  std::vector<FinalBreakdown> final;  // when game_over
  int solo_rank = -1;                 // index into kSoloRanks when a solo game is over
  template <class Json>
  void Fields(Json& ar) const;  // market_fresh_observation.cpp
};

// Notation helpers shared with the view (market_fresh_notation.cpp).
std::string CrateName(int crate);  // "lemon+pear"
std::string ProduceId(int produce);

}  // namespace mercato::market_fresh

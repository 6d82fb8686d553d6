// Market Fresh (マーケットフレッシュ), 1-4 players.
//
// Implements ../shared/seeds/002_5447226c4acaf987.txt (the rule text, Japanese);
// where it is silent, ../shared/rules/market_fresh.md decides. Tables are in
// market_fresh_data.h.
//
// Rules summary
// - 66 crates, one per pair of the 11 produce kinds. Setup removes 18/9/2 crates
//   unseen (2/3/4 players), deals each player 3 secret crates and lays 4 face up.
// - A turn: take a face-up crate (then a new one is revealed) or a face-down one
//   (seen only by its taker); place one of the 4 crates in hand on the own
//   storefront; score it; the market board follows.
// - Placing: a crate covers two adjacent cells at the same height (never
//   tilted). Over pictured cells, or on crates, at least one half must match the
//   produce directly below it; two plain cells need nothing. Both halves
//   matching is "perfectly fresh" (+5). If no crate in hand fits, the player
//   discards one (shown to all) and loses 1 point (never below 0).
// - Scoring: choose one produce of the new crate; gain the number of that
//   produce visible on the storefront (crate tops and uncovered pictures).
// - Market board (standard): with a count >= 2 the player puts a tile in that
//   produce's column at row min(count, 7), or the next lower empty row (not
//   below 2); one tile per column per player, moving up only.
// - When the pile and the face-up row are empty, hands are played out. Final
//   scoring per column: highest tile 2 x row, second row, third 2; then tile
//   counts 16 / 8 / 4 (ties share a place, the next places are skipped).
// - Options: grid=5x5|4x4; scoring=height: each turn basic scoring (no tile) or,
//   once per produce, height scoring: count x min(7, tallest crate showing it),
//   tile at that row or the next lower empty one (which then sets the
//   multiplier); tiles never move; no final scoring.
// - Solo (1 player, always 4x4, options ignored): 25 crates face up, choose any;
//   basic or height scoring, height at row h >= 3 needs own tiles in rows
//   2..h-1; ends when no crate is left or none fits, -3 per crate left.
#pragma once

#ifdef MERCATO_VIEW_TU
#error "web/views/ draws market_fresh_seat_view.h, never the game's State (issue 17)"
#endif

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/seat_sample.h"
#include "games/market_fresh/market_fresh_actions.h"
#include "games/market_fresh/market_fresh_board.h"
#include "games/market_fresh/market_fresh_data.h"
#include "games/market_fresh/market_fresh_market.h"
#include "games/market_fresh/market_fresh_observation.h"

namespace mercato::market_fresh {

const GameInfo& Info();
std::shared_ptr<const Game> Make(int num_players, const GameOptions& options);

// Why a seat may not make a move its table shows, from the rules
// (market_fresh_blocked.cpp lists each with the rule it comes from).
enum class Refusal {
  kNone,
  kNotYourTurn,     // another seat is to move
  kNotNow,          // a chance step, the game is over, or not a move of this step
  kPileEmpty,       // the face-down pile is used up
  kTakeFirst,       // step 1 of the turn: take a crate before placing one
  kPlaceFirst,      // a crate was taken: place one now
  kScoreFirst,      // the crate placed waits for its scoring choice
  kFitsNowhere,     // this crate fits nowhere, but another does (so none is removed)
  kMustPlace,       // a crate fits: one is removed only when none fits
  kNotInHand,       // a placement of a crate the seat cannot place from
  kOffGrid,         // the placement's PlacementError, as Storefront::Check gives it
  kNotAdjacent,
  kNotLevel,
  kNoPictureMatch,
  kNoCrateMatch,
};
// "fits_nowhere": the code BlockedMovesFor gives (snake_case).
const char* RefusalCode(Refusal refusal);
Refusal RefusalOf(PlacementError error);

class MarketFreshGame final : public Game {
 public:
  MarketFreshGame(int num_players, GameOptions options);
  // The codes BlockedMovesFor may give (market_fresh_blocked.cpp).
  std::vector<std::string> BlockReasons() const override;

  std::unique_ptr<State> NewInitialState() const override;
  int NumDistinctActions() const override { return kNumActions; }
  int MaxGameLength() const override;
  Action HeuristicAction(const State& state, Rng& rng) const override;

  ScoringMode Mode() const { return mode_; }
  int GridSize() const { return grid_; }
  bool Solo() const { return mode_ == ScoringMode::kSolo; }
  // Crates that take part: dealt, drawn and revealed over the game.
  int CratesInPlay() const { return crates_in_play_; }
  // The numbers in force (the text's, unless parameters changed them).
  const Numbers& N() const { return numbers_; }

 private:
  Numbers numbers_;
  ScoringMode mode_;
  int grid_;
  int crates_in_play_;
};

class MarketFreshState final : public State, public SeatSample {
 public:
  explicit MarketFreshState(std::shared_ptr<const Game> game);

  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  void LegalActionsInto(std::vector<Action>& out) const override;
  void ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const override;
  std::vector<double> Returns() const override;
  std::vector<int> Scores() const override;
  std::string ActionToString(Action action) const override;
  std::string InformationStateString(int player) const override;
  std::string ObservationJson(int player) const override;
  std::string ToString() const override;
  std::unique_ptr<State> Clone() const override;
  std::unique_ptr<State> ResampleFromInfostate(int player, Rng& rng) const override;
  std::unique_ptr<State> SeatResample(int player, Rng& rng) const override;
  std::string CheckInvariants() const override;
  // The moves `viewer`'s table shows it that it may not make now, each with
  // its Refusal's code (market_fresh_blocked.cpp).
  BlockedMoves BlockedMovesFor(int viewer) const override;
  // What `viewer` sees of `action` (market_fresh_events.cpp).
  std::optional<GameEvents> EventsSeen(Action action, int viewer) const override;
  // What `viewer`'s table shows: a MarketFreshSeatView of a copy of this
  // table (market_fresh_seat_view.cpp).
  std::unique_ptr<SeatView> ViewFor(int viewer) const override;
  // Every field once, both ways (engine/field_archive.h; market_fresh_fields.cpp).
  template <class Archive>
  void Fields(Archive& ar);
  bool EncodeFields(FieldWriter& out) const override;
  Status DecodeFields(FieldReader& in) override;

  // ---- For the view, the heuristic and tests (all read-only) -------------
  MarketFreshObservation Observe(int viewer) const;
  const MarketFreshGame& TypedGame() const { return *typed_game_; }
  Phase GetPhase() const { return phase_; }
  int Actor() const { return actor_; }
  const Storefront& StorefrontOf(int player) const { return stores_[player]; }
  const MarketBoard& Market() const { return market_; }
  const std::vector<int>& Hand(int player) const { return hands_[player]; }
  const std::vector<int>& FaceUp() const { return face_up_; }
  int PileLeft() const { return pile_left_; }
  // The crates the acting player may place now (hand, or the face-up row solo).
  const std::vector<int>& PlaceableSource() const;
  // Whether the crate could be placed like that now, and why not.
  PlacementCheck CheckPlacement(const CratePlacement& p) const;
  // Why `seat` may not make `action` now; kNone exactly when it is one of
  // LegalActions() (market_fresh_blocked.cpp; the blocked test checks it).
  Refusal MoveRefusal(int seat, Action action) const;
  // Why `seat` may not choose `crate` (in its hand; solo: in the row) now;
  // kNone exactly when some legal move places or removes it.
  Refusal CrateRefusal(int seat, int crate) const;
  // True when the crate fits on the acting seat's storefront, either way round.
  bool CrateFits(int crate) const;
  // The scoring choices a placement would offer (before it is made), or the
  // ones open now in the score phase.
  std::vector<ScoreChoice> ScoreChoicesFor(const CratePlacement& p) const;
  std::vector<ScoreChoice> PendingScoreChoices() const;
  // At most two produce, each scored basic or by height.
  using ScoreChoiceList = FixedVector<ScoreChoice, 4>;
  // PendingScoreChoices without building a vector (the heuristic's score phase).
  ScoreChoiceList PendingChoiceList() const;
  const LastScore& GetLastScore() const { return last_score_; }
  const std::vector<FinalBreakdown>& Final() const { return final_; }
  // Index into kSoloRanks for a score.
  static int SoloRankOf(int score);
  // True when seat `viewer` knows which crate is in `player`'s hand.
  bool KnowsCrate(int viewer, int crate) const;

 protected:
  void DoApplyAction(Action action) override;

 private:
  enum class Where : int { kUnseen, kFaceUp, kHand, kStore, kDiscarded };
  struct CrateSpot {
    Where where = Where::kUnseen;
    int owner = -1;            // hand or storefront seat
    bool known_to_all = false; // in a hand: taken from the face-up row
    template <class Archive>
    void Fields(Archive& ar);
  };

  // Moves the crate to `spot`, keeping unseen_ in step.
  void File(int crate, const CrateSpot& spot);
  // ResampleFromInfostate, or with the hidden crates dealt in seat order.
  std::unique_ptr<State> Resample(int player, Rng& rng, bool seat_order) const;
  void ApplyChance(int crate);
  void ApplyPlace(const CratePlacement& p);
  void ApplyScore(const ScoreChoice& choice);
  void ApplyDiscard(int crate);
  void EndTurn();
  void StartTurn(int player);
  void AdvanceToNextPlayer();
  void FinishGame();
  void AddPoints(int player, int delta);
  bool HasPlacement() const;
  template <typename Visit>
  void VisitChanceOutcomes(Visit visit) const;
  void AddPlaceActions(std::vector<Action>& out) const;
  ScoreChoiceList ChoicesFromOutcome(int player, const CratePlacement& p,
                                     const PlacementOutcome& outcome) const;
  int DealTarget() const;  // seat being dealt, or -1 for the face-up row
  std::string CrateListKey(const std::vector<int>& crates) const;

  const MarketFreshGame* typed_game_;
  int num_players_;
  std::vector<CrateSpot> spots_;
  // The crates whose spot is kUnseen (the chance outcomes), one bit per crate:
  // a rollout lists them at every draw.
  std::array<uint64_t, (kNumCrates + 63) / 64> unseen_{};
  // Containers that grow in play keep room for every crate in copies, so that
  // applying an action never allocates (issue 10).
  std::vector<KeptVector<int, kNumCrates>> hands_;  // sorted crate ids
  KeptVector<int, kNumCrates> face_up_;
  KeptVector<int, kNumCrates> discarded_;
  std::vector<Storefront> stores_;
  MarketBoard market_;
  std::vector<int> scores_;
  int pile_left_ = 0;
  int set_aside_ = 0;
  int deals_done_ = 0;
  Phase phase_ = Phase::kDeal;
  int actor_ = 0;
  bool took_face_up_ = false;
  std::optional<PlacedCrate> pending_;
  PlacementOutcome pending_outcome_;
  // The scoring choices of the pending crate, kept from ApplyPlace: the score
  // phase asks for them up to four times (legality, heuristic, apply).
  ScoreChoiceList pending_choices_;
  LastScore last_score_;
  KeptVector<FinalBreakdown, kMaxPlayers> final_;
};

}  // namespace mercato::market_fresh

// Oregano Market (trial rules), game id `oregano`, 2-4 players.
//
// Implements the seed text ../shared/seeds/001_3ca1287a5111f01d.txt (a trial
// version, incomplete and self-contradicting in places) read as fixed by
// ../shared/rules/oregano.md, which decides wherever the text is silent.
// Every number lives in oregano_data.h.
//
// Summary of the rules as implemented:
// - Each player has a 4x4 area: 4 rows, and the column is the shop's level 1-4.
//   Setup: 5 gold; in seat order each places a resource merchant (wood, stone or
//   metal) in a level-1 cell of a row of choice; then each draws `strategy_draw`
//   strategy cards (2 by default, 3 as the option), keeps one hidden, shuffles the
//   rest back.
// - A turn: (1) dividends: café/variety 1, clothes 2, restaurant 3, +1 per level
//   above 1, +1 per general shop if the owner has a fountain. (2) Two different
//   actions among build / resource / sell / buy (each must change something; with
//   one possible the player does one, with none none):
//   build = a new shop into an empty level-1 cell for its cost, or a level-up one
//   column right in the same row (next cell empty, needs an own builder, costs the
//   build cost again + 3/5/7 gold; specials never level up); at most one special
//   shop held per player (`special_limit=one_total`) or one of each special kind
//   (`per_kind`). Resource = use any placed merchant, gain its level in cards of its
//   kind (bank permitting); another player's merchant pays that player 2 gold.
//   Sell = a shop to the main street keeping its level, price: merchants and
//   builder 5, other specials 8, café/variety 1, clothes 2, restaurant 3, non-special
//   +3/+5/+8 at levels 2/3/4, +3 on every sale for a jeweller's owner. Buy = a shop
//   from the main street at its price - 1 into an empty cell of its level's column,
//   not the shop you sold this turn. (3) A casino owner may roll a die: 1-4 pay 5
//   to the bank (all if less), 5-6 take 7 (all if less) from every other player.
// - Strategy cards (hidden in hand; progress is public and counts from when the
//   card was taken): completing one pays 5 and the player returns it and draws
//   2 (whatever `strategy_draw`, a setup option), keeping one. Five bonus cards
//   (5 each at the end) go to the first to: reach level 4, complete a strategy,
//   fill a diagonal, a column, a row.
// - The game ends the moment a second shop kind's supply runs out (`end_kinds=any`:
//   any kind, `regular`: merchants and general shops only), right after that action
//   (`end=immediate`) or at the end of that round (`end=round`). Score = gold +
//   shops 2/5/8/10 by level (specials count as level 1) + 5 per bonus card; ties go
//   to more gold, then are shared. Not in the rules: the game also ends after
//   kMaxRounds rounds, a safety net that sensible play never reaches.
#pragma once

#ifdef MERCATO_VIEW_TU
#error "web/views/ draws oregano_seat_view.h, never the game's State (issue 17)"
#endif

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/game.h"
#include "engine/secret_choices.h"
#include "games/oregano/oregano_actions.h"
#include "games/oregano/oregano_data.h"
#include "games/oregano/oregano_observation.h"
#include "games/oregano/oregano_params.h"

namespace mercato::oregano {

const GameInfo& Info();
std::shared_ptr<const Game> Make(int num_players, const GameOptions& options);

// Why a move is not possible now; kOk when it is. BlockedMovesFor gives them as
// reason codes (BlockerCode), which the view words.
enum class Blocker {
  kOk,
  kWrongPhase,
  kCategoryUsed,         // that action was already done this turn
  kNoSupply,             // no such shop left in the supply
  kCellTaken,            // the target cell is occupied
  kColumnFull,           // no empty cell in the column of the shop's level
  kNotEnoughGold,
  kNotEnoughResources,
  kSpecialLimit,         // one special shop (or one of each kind) per player
  kNeedsBuilder,         // level-ups need an own builder
  kSpecialCannotLevel,   // specials never level up
  kTopLevel,             // already level 4
  kNoShop,               // nothing there
  kNotMerchant,          // that shop produces nothing
  kBankEmpty,            // no cards of that resource left in the bank
  kCannotPayFee,         // less than 2 gold for another player's merchant
  kNotOnMainStreet,      // no such shop on the main street
  kOwnSaleThisTurn,      // the only one is the shop you sold this turn
  kMerchantFirst,        // setup: the first shop is a resource merchant
};

// The reason code of a blocker (engine/blocked_move.h): "not_enough_gold" ...;
// kWrongPhase is kNotNow, kOk "". oregano_blocked.cpp.
std::string_view BlockerCode(Blocker blocker);

struct PlayerState {
  int gold = kStartingGold;
  ResourceCount resources{};
  std::array<int, kCells> area;  // shop kind per cell, or kEmpty
  int strategy = kEmpty;         // the strategy card held (hidden from others)
  // Cards drawn and not yet chosen (hidden from others); room for the most
  // (strategy_draw is 2 or 3) kept in copies, so a draw never allocates.
  KeptVector<int, 3> drawn;
  StrategyProgress progress;
  std::array<bool, kNumBonusCards> bonuses{};
  // Public tallies, for the log and balance figures.
  int strategies_completed = 0;
  int casino_rolls = 0;
  int casino_gain = 0;  // net gold from own rolls
  PlayerState() { area.fill(kEmpty); }
  template <class Archive>
  void Fields(Archive& ar);  // oregano_fields.cpp
};

class OreganoGame final : public Game {
 public:
  OreganoGame(int num_players, GameOptions options);
  std::unique_ptr<State> NewInitialState() const override;
  int NumDistinctActions() const override { return action_ids::kNumActions; }
  int MaxGameLength() const override;
  Action HeuristicAction(const State& state, Rng& rng) const override;
  // The codes OreganoState::BlockedMovesFor gives (oregano_blocked.cpp).
  std::vector<std::string> BlockReasons() const override;

  int StrategyDraw() const { return strategy_draw_; }
  bool SpecialLimitPerKind() const { return special_per_kind_; }
  bool EndAtRoundEnd() const { return end_at_round_; }
  bool EndCountsRegularOnly() const { return end_regular_only_; }
  // Tokens of a kind in the box for this player count.
  int InitialSupply(int kind) const;
  // The numbers in force (the text's, unless parameters changed them).
  const Numbers& N() const { return numbers_; }

 private:
  Numbers numbers_;
  int strategy_draw_;
  bool special_per_kind_;
  bool end_at_round_;
  bool end_regular_only_;
};

class OreganoState final : public State, public SecretChoices {
 public:
  // The strategy card kept stays hidden in hand: "keep ?" to the others, always.
  std::string SecretMask(Action action) const override;
  bool SecretsShown(const std::string& mask) const override { return false; }
  explicit OreganoState(std::shared_ptr<const Game> game);

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
  std::string CheckInvariants() const override;
  // What `viewer` sees of the move (oregano_events.cpp lists the kinds).
  std::optional<GameEvents> EventsSeen(Action action, int viewer) const override;
  // The moves the table shows `viewer` that it may not make now, with the
  // reason of the Check* below (oregano_blocked.cpp).
  BlockedMoves BlockedMovesFor(int viewer) const override;
  // Every field once, both ways (engine/field_archive.h; oregano_fields.cpp).
  template <class Archive>
  void Fields(Archive& ar);
  bool EncodeFields(FieldWriter& out) const override;
  Status DecodeFields(FieldReader& in) override;

  // What `viewer` (a seat, kAllSeeing or kSpectator) may see.
  OreganoObservation Observe(int viewer) const;
  // The table a view draws: OreganoSeatView (oregano_seat_view.h).
  std::unique_ptr<SeatView> ViewFor(int viewer) const override;

  // ---- Queries (views, heuristic, tests) ----
  const OreganoGame& Rules() const { return static_cast<const OreganoGame&>(*game_); }
  Phase phase() const { return phase_; }
  int TurnPlayer() const { return turn_player_; }
  int Round() const { return round_; }
  const PlayerState& Player(int seat) const { return players_[seat]; }
  int Supply(int kind) const { return supply_[kind]; }
  int MainStreet(int kind, int level) const { return main_street_[kind][level - 1]; }
  int Bank(int resource) const { return bank_[resource]; }
  int DeckCount(int card) const { return deck_[card]; }
  int BonusOwner(int bonus) const { return bonus_owner_[bonus]; }
  bool CategoryDone(Category c) const { return categories_done_[int(c)]; }
  int ActionsThisTurn() const { return actions_this_turn_; }
  bool EndTriggered() const { return end_triggered_; }
  int LastDie() const { return last_die_; }
  int EmptyKindsForEnd() const;

  int ShopAt(int seat, int row, int level) const { return players_[seat].area[CellIndex(row, level)]; }
  int DividendOf(int seat) const;
  // What one of `seat`'s shops of this kind and level pays it each turn (the
  // table's numbers, its fountains included); 0 for a shop that pays none.
  int ShopDividend(int seat, int kind, int level) const;
  // What `seat` gets for selling a shop of this kind and level (jeweller included).
  int SalePrice(int seat, int kind, int level) const;
  // What anyone pays for a shop of this kind and level on the main street.
  int BuyPrice(int kind, int level) const;
  // Gold (and cards, from the data table) to level a shop up from `from_level`.
  int LevelUpGold(int kind, int from_level) const;
  ScoreBreakdown Breakdown(int seat) const;
  bool OwnsKind(int seat, int kind) const;

  // Whether the current player could make the move now, and if not why.
  Blocker CheckPickMerchant(int kind, int row) const;  // setup
  Blocker CheckBuild(int kind, int row) const;
  Blocker CheckBuildAnyRow(int kind) const;  // kOk if some row takes it; kColumnFull if none is empty
  Blocker CheckLevelUp(int row, int from_level) const;
  Blocker CheckTakeResource(int owner, int row, int level) const;
  Blocker CheckSell(int row, int level) const;
  Blocker CheckBuy(int kind, int level, int row) const;
  Blocker CheckBuyAnyRow(int kind, int level) const;  // kOk if some row takes it
  // CheckBuild(kind, row) == kOk for some row.
  bool CanBuildAnywhere(int kind) const;

  // ---- Test-only setup: positions built directly, invariants kept ----
  // Sets gold (the bank's money is unlimited).
  void SetGoldForTest(int seat, int gold);
  // Moves cards between the bank and the player.
  void SetResourcesForTest(int seat, const ResourceCount& resources);
  // Takes a shop from the supply into an empty cell.
  void PlaceShopForTest(int seat, int row, int level, int kind);
  // Swaps the held strategy card with one from the deck.
  void SetStrategyForTest(int seat, int card);

 protected:
  void DoApplyAction(Action action) override;

 private:
  int Seats() const { return NumPlayers(); }
  template <typename Visit>
  void VisitChanceOutcomes(Visit visit) const;
  void AddActionPhaseActions(std::vector<Action>& out) const;
  bool HasActionPhaseMove() const;  // without allocating
  // The first row whose cell at `level` is empty, or kEmpty.
  int FirstEmptyRow(int seat, int level) const;
  int FountainsOf(int seat) const;
  // A shop's dividend for an owner with `fountains` fountains.
  int DividendAt(int kind, int level, int fountains) const;
  Blocker CheckCategory(Category c) const;
  Blocker CheckSpecialLimit(int seat, int kind) const;
  bool CanPay(int seat, int gold, const ResourceCount& cards) const;
  void Pay(int seat, int gold, const ResourceCount& cards);

  void ApplyPickMerchant(const DecodedAction& d);
  void ApplyDraw(int card);
  void ApplyKeep(int card);
  void ApplyTurnAction(const DecodedAction& d);
  void ApplyDie(int face);

  void AfterTurnAction(int seat);
  void AwardBonuses(int seat);
  void StartStrategyDraw(int seat);
  void ContinueTurn();
  void EndOfActions();
  void EndTurn();
  // Begins `seat`'s turn; returns false when that seat has nothing to decide.
  bool BeginTurn(int seat);
  void RemoveFromProgress(int seat, int cell);

  std::string PublicString() const;

  Phase phase_ = Phase::kChooseMerchant;
  std::vector<PlayerState> players_;
  std::array<int, kNumShopKinds> supply_{};
  std::array<std::array<int, kLevels>, kNumShopKinds> main_street_{};
  ResourceCount bank_{};
  std::array<int, kNumStrategyCards> deck_{};
  std::array<int, kNumBonusCards> bonus_owner_{};
  int setup_seat_ = 0;        // next seat to place a merchant / draw a strategy
  bool in_setup_ = true;
  int drawing_seat_ = 0;      // seat drawing strategy cards
  int turn_player_ = 0;
  int round_ = 1;
  std::array<bool, kNumCategories> categories_done_{};
  int actions_this_turn_ = 0;
  int sold_kind_ = kEmpty;
  int sold_level_ = 0;
  int last_die_ = 0;
  int last_die_player_ = kEmpty;
  // The merchant last used for resources (owner * kCells + cell), or kEmpty: a
  // public fact the position alone forgets when two merchants of one owner
  // would have given the same cards, so it is part of every information state.
  int last_take_ = kEmpty;
  bool end_triggered_ = false;
};

}  // namespace mercato::oregano

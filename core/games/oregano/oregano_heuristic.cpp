// Oregano Market: the heuristic player (the easy level and the rollout policy
// of ISMCTS). One ply, no cloning: every legal move gets a value in gold-points
// (the unit of the final score) computed from the rules tables, and the best one
// is played, with a little noise so rollouts vary.
//
// The value of a move is its change to the final score now plus what it earns
// over the turns likely left: dividends, production, strategy and bonus cards.
#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "engine/check.h"
#include "games/oregano/oregano.h"

namespace mercato::oregano {

namespace {

// A resource card is only worth what it becomes: a café is one wood for 2 points
// and a dividend, so a card is worth a little over one gold while turns remain.
constexpr double kCardValue = 1.3;
// A cell on a still-open bonus line (row, column, diagonal) is worth a little.
constexpr double kOpenLineCellValue = 0.4;
constexpr double kNoise = 0.3;
// The last free level-1 cell filled while there is no builder.
constexpr double kClogPenalty = 4;
// Selling from a full first column when a builder could follow now / later.
constexpr double kUnclogAffordable = 9;
constexpr double kUnclogLater = 2;
// Wood and stone while a builder is still missing.
constexpr double kBuilderCardBoost = 1.8;
// What a leader gains by building one of the tokens the end waits for.
constexpr double kEndPush = 4;
constexpr double kEndPushNear = 6;

class Evaluator {
 public:
  // `legal`: the legal actions, in which the evaluator looks up what is buildable.
  Evaluator(const OreganoState& state, int seat, const std::vector<Action>& legal)
      : s_(state), seat_(seat), me_(state.Player(seat)), empty_kinds_(state.EmptyKindsForEnd()) {
    distance_to_end_ = DistanceToEnd();
    // Buildable now = a build of that kind is legal (asking CheckBuild again
    // for every kind cost as much as listing the moves).
    for (Action a : legal) {
      if (a >= action_ids::kBuildBase && a < action_ids::kLevelUpBase) {
        buildable_[(a - action_ids::kBuildBase) / kRows] = true;
      }
    }
    turns_left_ = EstimateTurnsLeft();
    fountains_ = state.OwnsKind(seat, kFountain) ? 1 : 0;
    leader_margin_ = LeaderMargin();
    owns_builder_ = state.OwnsKind(seat, kBuilder);
    can_ever_level_up_ = owns_builder_ || (state.Supply(kBuilder) > 0 && SpecialAllowed(kBuilder));
    free_level_one_cells_ = FreeLevelOneCells();
    general_shops_ = GeneralShops();
    level_up_potential_ = LevelUpPotential();  // after turns_left_
    casino_value_ = CasinoValue();
  }

  double Value(Action action) const {
    const DecodedAction d = Decode(action);
    switch (d.type) {
      case ActionType::kPickMerchant:
        return PickMerchant(d);
      case ActionType::kKeepStrategy:
        return KeepStrategy(d.card);
      case ActionType::kBuild:
        return Build(d);
      case ActionType::kLevelUp:
        return LevelUp(d);
      case ActionType::kTakeResource:
        return TakeResource(d);
      case ActionType::kSell:
        return Sell(d);
      case ActionType::kBuy:
        return Buy(d);
      case ActionType::kCasinoRoll:
        return CasinoRoll();
      case ActionType::kCasinoSkip:
        return 0;
      default:
        return 0;
    }
  }

 private:
  // Shop tokens still to be built before the end: the smallest supplies of the
  // kinds that count, as many as are still needed to empty a second kind.
  int DistanceToEnd() const {
    if (s_.EndTriggered()) return 0;
    FixedVector<int, kNumShopKinds> supplies;
    for (int kind = 0; kind < kNumShopKinds; ++kind) {
      if (!CountsForEnd(kind) || s_.Supply(kind) == 0) continue;
      supplies.push_back(s_.Supply(kind));
    }
    std::sort(supplies.begin(), supplies.end());
    const int needed = std::max(0, 2 - empty_kinds_);
    int distance = 0;
    for (int i = 0; i < needed && i < int(supplies.size()); ++i) distance += supplies[i];
    return distance;
  }

  bool CountsForEnd(int kind) const {
    return !(s_.Rules().EndCountsRegularOnly() && kShops[kind].group == ShopGroup::kSpecial);
  }

  // Whether building `kind` brings the end closer: it is one of the kinds I can
  // build now with the smallest supplies, as many kinds as are still needed.
  bool Hastens(int kind) const {
    if (!CountsForEnd(kind) || s_.Supply(kind) == 0 || s_.EndTriggered()) return false;
    int smaller = 0;
    for (int k = 0; k < kNumShopKinds; ++k) {
      if (k != kind && buildable_[k] && CountsForEnd(k) && s_.Supply(k) < s_.Supply(kind)) ++smaller;
    }
    return smaller < 2 - empty_kinds_;
  }

  // Own turns likely left after this one: somebody leading will push the end.
  double EstimateTurnsLeft() const {
    if (s_.EndTriggered()) return 0;
    double turns = std::min(10.0, 1.5 * distance_to_end_ + 1);
    return std::min(turns, double(kMaxRounds - s_.Round()));
  }

  double CardValue() const { return turns_left_ > 0 ? kCardValue : 0.0; }

  // My score minus the best other score, now.
  int LeaderMargin() const {
    int best_other = -1000;
    int mine = 0;
    for (int q = 0; q < s_.NumPlayers(); ++q) {
      const int score = s_.Breakdown(q).total;
      if (q == seat_) {
        mine = score;
      } else {
        best_other = std::max(best_other, score);
      }
    }
    return mine - best_other;
  }

  double Cards(const ResourceCount& cards) const {
    return (cards[0] + cards[1] + cards[2]) * CardValue();
  }

  // Gain per turn of a merchant at a level: it is used about every other turn.
  double Production(int level) const { return 0.5 * level * CardValue(); }

  double DividendPerTurn(int kind, int level) const {
    if (kShops[kind].dividend == 0) return 0;
    return N().dividend[kind] + kDividendPerLevel * (level - 1) + N().fountain_bonus * fountains_;
  }

  // What a shop standing at a level keeps earning over the turns left.
  double Income(int kind, int level) const {
    if (kShops[kind].produces >= 0) return Production(level) * turns_left_;
    if (kind == kJeweller) return N().jeweller_bonus * 0.3 * turns_left_;
    if (kind == kCasino) return std::max(0.0, casino_value_) * 0.5 * turns_left_;
    if (kind == kBuilder) return level_up_potential_;
    if (kind == kFountain) return (general_shops_ + 1) * N().fountain_bonus * turns_left_;
    return DividendPerTurn(kind, level) * turns_left_;
  }

  int GeneralShops() const {
    int n = 0;
    for (int kind : me_.area) n += kind != kEmpty && kShops[kind].group == ShopGroup::kGeneral;
    return n;
  }

  // A builder opens level-ups: worth a few points per shop that could rise.
  double LevelUpPotential() const {
    double potential = 0;
    for (int cell = 0; cell < kCells; ++cell) {
      const int kind = me_.area[cell];
      if (kind == kEmpty || kShops[kind].group == ShopGroup::kSpecial) continue;
      if (CellLevel(cell) < kLevels && me_.area[cell + 1] == kEmpty) potential += 1.0;
    }
    return std::min(potential, 3.0) * std::min(turns_left_, 6.0) * 0.5;
  }

  bool SpecialAllowed(int kind) const {
    for (int k : me_.area) {
      if (k == kEmpty || kShops[k].group != ShopGroup::kSpecial) continue;
      if (!s_.Rules().SpecialLimitPerKind() || k == kind) return false;
    }
    return true;
  }

  int FreeLevelOneCells() const {
    int free = 0;
    for (int row = 0; row < kRows; ++row) free += s_.ShopAt(seat_, row, 1) == kEmpty;
    return free;
  }

  // Filling the last level-1 cell without a builder leaves nothing to grow:
  // new shops need a level-1 cell, and only level-ups empty one.
  double ClogPenalty(int kind) const {
    if (kind == kBuilder || owns_builder_ || free_level_one_cells_ > 1) return 0;
    if (!can_ever_level_up_) return 0;
    return kClogPenalty + 0.3 * turns_left_;
  }

  // Selling from a full first column makes room for a builder.
  double UnclogValue(int level) const {
    if (level != 1 || free_level_one_cells_ > 0 || owns_builder_) return 0;
    if (!can_ever_level_up_) return 0;
    const ResourceCount& cost = kShops[kBuilder].cost;
    const bool affordable = me_.resources[kWood] >= cost[kWood] && me_.resources[kStone] >= cost[kStone];
    return affordable ? kUnclogAffordable : kUnclogLater;
  }

  // Points for a shop in this cell from bonus lines (completed or still open).
  double BonusPlacement(std::array<int, kCells> area, int cell, int kind) const {
    area[cell] = kind;
    const int row = CellRow(cell), level = CellLevel(cell);
    auto filled = [&](int r, int l) { return area[CellIndex(r, l)] != kEmpty; };
    double value = 0;
    auto line = [&](int bonus, bool full, int filled_count) {
      if (s_.BonusOwner(bonus) != kEmpty) return;
      value += full ? N().bonus_value : kOpenLineCellValue * filled_count;
    };
    int in_row = 0, in_column = 0;
    for (int l = 1; l <= kLevels; ++l) in_row += filled(row, l);
    for (int r = 0; r < kRows; ++r) in_column += filled(r, level);
    line(kBonusRow, in_row == kLevels, in_row);
    line(kBonusColumn, in_column == kRows, in_column);
    if (row == level - 1 || row == kRows - level) {
      int on_diagonal = 0;
      for (int i = 0; i < kRows; ++i) {
        on_diagonal += row == level - 1 ? filled(i, i + 1) : filled(kRows - 1 - i, i + 1);
      }
      line(kBonusDiagonal, on_diagonal == kRows, on_diagonal);
    }
    if (level == kLevels) line(kBonusLevel4, true, 1);
    return value;
  }

  // Value of the progress `after` this move toward the held strategy card, if it is `card`.
  double StrategyStep(const StrategyProgress& after, int card) const {
    if (me_.strategy != card) return 0;
    const int card_progress_after = after.Count(card);
    const int before = me_.progress.Count(card);
    if (card_progress_after <= before) return 0;
    // Half of a strategy's reward per step of progress (two steps complete it).
    const double step_value = 0.5 * N().strategy_reward;
    double value = step_value;
    if (card_progress_after >= kStrategyTarget) {
      value = N().strategy_reward - step_value * before;
      if (s_.BonusOwner(kBonusFirstStrategy) == kEmpty) value += N().bonus_value;
    }
    return value;
  }

  // Bringing the end closer: the leader pushes, the others hold back; the
  // move that ends the game at once is decided by who leads after it.
  double EndingBonus(int kind, double score_change) const {
    if (!Hastens(kind)) return 0;
    const bool leading = leader_margin_ + score_change > 0;
    const bool ends_now = s_.Supply(kind) == 1 && empty_kinds_ == 1;
    if (ends_now && !s_.Rules().EndAtRoundEnd()) return leading ? 20 : -20;
    if (!leading) return -1;
    return s_.Supply(kind) <= 2 ? kEndPushNear : kEndPush;
  }

  double PickMerchant(const DecodedAction& d) const {
    // Fewer rivals on the same merchant means more of its cards for me; corners
    // lie on the diagonals.
    const double corner = (d.row == 0 || d.row == kRows - 1) ? 0.5 : 0;
    return s_.Supply(d.kind) + corner + (d.kind == kWoodMerchant ? 0.3 : 0);
  }

  double KeepStrategy(int card) const {
    switch (card) {
      case kStrategicRetreat:
        return 3;  // sales are always possible
      case kChainStore:
        return 2.5;
      case kSavvyShopper: {
        int others = 0;
        for (int q = 0; q < s_.NumPlayers(); ++q) {
          if (q == seat_) continue;
          for (int kind : s_.Player(q).area) others |= kind != kEmpty && kShops[kind].produces >= 0 ? 1 << kShops[kind].produces : 0;
        }
        return std::popcount(unsigned(others)) >= 2 ? 2.5 : 0.5;
      }
      case kStepByStep:
        return owns_builder_ ? 3 : 1;
      case kAggressiveMerger: {
        int street = 0;
        for (int kind = 0; kind < kNumShopKinds; ++kind) {
          for (int level = 1; level <= kLevels; ++level) street += s_.MainStreet(kind, level);
        }
        return street >= 2 ? 2.5 : 1;
      }
    }
    return 0;
  }

  double Build(const DecodedAction& d) const {
    const ShopSpec& spec = kShops[d.kind];
    const double score_change = N().score_by_level[0] - N().cost_gold[d.kind];
    double value = score_change - Cards(spec.cost) + Income(d.kind, 1);
    value += BonusPlacement(me_.area, CellIndex(d.row, 1), d.kind);
    StrategyProgress after = me_.progress;
    ++after.builds_by_kind[d.kind];
    value += StrategyStep(after, kChainStore);
    // Keep room to level up: a row with free cells to the right is worth more.
    for (int level = 2; level <= kLevels; ++level) {
      if (s_.ShopAt(seat_, d.row, level) == kEmpty) value += 0.1;
    }
    // A leader pushing the end no longer needs room to grow.
    const double ending = EndingBonus(d.kind, score_change);
    return value + ending - (ending > 0 ? 0 : ClogPenalty(d.kind));
  }

  double LevelUp(const DecodedAction& d) const {
    const int kind = s_.ShopAt(seat_, d.row, d.level);
    const int to = d.level + 1;
    const double gold = s_.LevelUpGold(kind, d.level);
    double value = N().score_by_level[to - 1] - N().score_by_level[d.level - 1] - gold - Cards(kShops[kind].cost);
    value += Income(kind, to) - Income(kind, d.level);
    std::array<int, kCells> area = me_.area;
    area[CellIndex(d.row, d.level)] = kEmpty;
    value += BonusPlacement(area, CellIndex(d.row, to), kind) -
             BonusPlacement(area, CellIndex(d.row, d.level), kind);
    StrategyProgress after = me_.progress;
    const int from_cell = CellIndex(d.row, d.level);
    after.leveled_cells = (after.leveled_cells & ~(1 << from_cell)) | (1 << (from_cell + 1));
    value += StrategyStep(after, kStepByStep);
    return value;
  }

  double TakeResource(const DecodedAction& d) const {
    const int kind = s_.ShopAt(d.owner, d.row, d.level);
    const int resource = kShops[kind].produces;
    const int amount = std::min(d.level, s_.Bank(resource));
    // Cards I hold plenty of are worth less; the first few matter most, and
    // most of all the wood and stone a builder needs while I have none.
    const int held = me_.resources[resource];
    double scale = held >= 6 ? 0.4 : 1.0;
    if (!owns_builder_ && can_ever_level_up_ &&
        held < kShops[kBuilder].cost[resource]) {
      scale = kBuilderCardBoost;
    }
    double value = amount * CardValue() * scale;
    if (d.owner != seat_) {
      // The fee also helps a rival: count it twice in a two-player game.
      value -= N().merchant_fee * (1.0 + 1.0 / (s_.NumPlayers() - 1));
      StrategyProgress after = me_.progress;
      after.resource_kinds_from_others |= 1 << resource;
      value += StrategyStep(after, kSavvyShopper);
    }
    return value;
  }

  double Sell(const DecodedAction& d) const {
    const int kind = s_.ShopAt(seat_, d.row, d.level);
    const int score_level = kShops[kind].group == ShopGroup::kSpecial ? 1 : d.level;
    const double price = s_.SalePrice(seat_, kind, d.level);
    double value = price - N().score_by_level[score_level - 1] - Income(kind, d.level);
    // A sale gives rivals a shop to buy cheaply.
    value -= 0.5;
    value += UnclogValue(d.level);
    StrategyProgress after = me_.progress;
    ++after.sales;
    value += StrategyStep(after, kStrategicRetreat);
    return value;
  }

  double Buy(const DecodedAction& d) const {
    const double price = s_.BuyPrice(d.kind, d.level);
    const int score_level = kShops[d.kind].group == ShopGroup::kSpecial ? 1 : d.level;
    double value = N().score_by_level[score_level - 1] - price + Income(d.kind, d.level);
    value += BonusPlacement(me_.area, CellIndex(d.row, d.level), d.kind);
    if (d.level == 1) value -= ClogPenalty(d.kind);
    StrategyProgress after = me_.progress;
    ++after.purchases;
    value += StrategyStep(after, kAggressiveMerger);
    return value;
  }

  // Expected gold of a roll for me relative to my rivals.
  double CasinoValue() const {
    const double lose = std::min(N().casino_loss, me_.gold);
    double win = 0;
    for (int q = 0; q < s_.NumPlayers(); ++q) {
      if (q != seat_) win += std::min(N().casino_payout, s_.Player(q).gold);
    }
    win *= 1.0 + 1.0 / (s_.NumPlayers() - 1);
    const double p_lose = double(N().casino_losing_faces) / kDieFaces;
    return -p_lose * lose + (1 - p_lose) * win;
  }

  double CasinoRoll() const { return casino_value_; }

  const Numbers& N() const { return s_.Rules().N(); }
  const OreganoState& s_;
  int seat_;
  const PlayerState& me_;
  int empty_kinds_;  // supply kinds run out, as the end trigger counts them
  int distance_to_end_ = 0;
  std::array<bool, kNumShopKinds> buildable_{};
  double turns_left_ = 0;
  int fountains_ = 0;
  int leader_margin_ = 0;
  // Facts many moves' values ask about, computed once per decision.
  bool owns_builder_ = false;
  bool can_ever_level_up_ = false;
  int free_level_one_cells_ = 0;
  int general_shops_ = 0;
  double level_up_potential_ = 0;
  double casino_value_ = 0;
};

}  // namespace

Action OreganoGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const OreganoState&>(state);
  // One buffer per thread with room for every action: rollouts call this at
  // every step, and a fresh vector each time cost a malloc and a free.
  thread_local std::vector<Action> legal;
  if (legal.capacity() < size_t(action_ids::kNumActions)) legal.reserve(action_ids::kNumActions);
  s.LegalActionsInto(legal);
  MERCATO_CHECK(!legal.empty(), "no legal action");
  // At a chance node every outcome is worth 0 and only the noise decides, so
  // the evaluator (costly to set up) is not needed; the draws are the same.
  std::optional<Evaluator> evaluator;
  if (!s.IsChanceNode()) evaluator.emplace(s, s.CurrentPlayer(), legal);
  Action best = legal.front();
  double best_value = -1e18;
  for (Action a : legal) {
    const double value = (evaluator ? evaluator->Value(a) : 0.0) + kNoise * rng.Uniform01();
    if (value > best_value) {
      best_value = value;
      best = a;
    }
  }
  return best;
}

}  // namespace mercato::oregano

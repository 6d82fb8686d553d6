// Oregano Market: dividends, strategy progress, bonus cards, the end trigger
// and the final score.
#include "games/oregano/oregano.h"

#include <algorithm>
#include <bit>

namespace mercato::oregano {

int StrategyProgress::Count(int card) const {
  int count = 0;
  switch (card) {
    case kChainStore:
      count = *std::max_element(builds_by_kind.begin(), builds_by_kind.end());
      break;
    case kStrategicRetreat:
      count = sales;
      break;
    case kAggressiveMerger:
      count = purchases;
      break;
    case kStepByStep:
      count = std::popcount(unsigned(leveled_cells)) + leveled_gone;
      break;
    case kSavvyShopper:
      count = std::popcount(unsigned(resource_kinds_from_others));
      break;
  }
  return std::min(count, kStrategyTarget);
}

int OreganoState::FountainsOf(int seat) const {
  int fountains = 0;
  for (int kind : players_[seat].area) fountains += kind == kFountain;
  return fountains;
}

int OreganoState::DividendAt(int kind, int level, int fountains) const {
  if (kind == kEmpty || kShops[kind].dividend == 0) return 0;
  return Rules().N().dividend[kind] + kDividendPerLevel * (level - 1) + Rules().N().fountain_bonus * fountains;
}

int OreganoState::ShopDividend(int seat, int kind, int level) const {
  return DividendAt(kind, level, FountainsOf(seat));
}

int OreganoState::DividendOf(int seat) const {
  const int fountains = FountainsOf(seat);  // counted once, not once a shop
  int total = 0;
  for (int cell = 0; cell < kCells; ++cell) total += DividendAt(players_[seat].area[cell], CellLevel(cell), fountains);
  return total;
}

void OreganoState::AwardBonuses(int seat) {
  const PlayerState& p = players_[seat];
  auto filled = [&](int row, int level) { return p.area[CellIndex(row, level)] != kEmpty; };
  std::array<bool, kNumBonusCards> met{};
  for (int row = 0; row < kRows; ++row) met[kBonusLevel4] |= filled(row, kLevels);
  met[kBonusFirstStrategy] = p.strategies_completed > 0;
  bool down = true, up = true;
  for (int i = 0; i < kRows; ++i) {
    down = down && filled(i, i + 1);
    up = up && filled(kRows - 1 - i, i + 1);
  }
  met[kBonusDiagonal] = down || up;
  for (int level = 1; level <= kLevels; ++level) {
    bool column = true;
    for (int row = 0; row < kRows; ++row) column = column && filled(row, level);
    met[kBonusColumn] |= column;
  }
  for (int row = 0; row < kRows; ++row) {
    bool full = true;
    for (int level = 1; level <= kLevels; ++level) full = full && filled(row, level);
    met[kBonusRow] |= full;
  }
  for (int b = 0; b < kNumBonusCards; ++b) {
    if (met[b] && bonus_owner_[b] == kEmpty) {
      bonus_owner_[b] = seat;
      players_[seat].bonuses[b] = true;
    }
  }
}

int OreganoState::EmptyKindsForEnd() const {
  int empty = 0;
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    if (Rules().EndCountsRegularOnly() && kShops[kind].group == ShopGroup::kSpecial) continue;
    empty += supply_[kind] == 0;
  }
  return empty;
}

ScoreBreakdown OreganoState::Breakdown(int seat) const {
  const PlayerState& p = players_[seat];
  ScoreBreakdown s;
  s.gold = p.gold;
  for (int cell = 0; cell < kCells; ++cell) {
    const int kind = p.area[cell];
    if (kind == kEmpty) continue;
    const int level = kShops[kind].group == ShopGroup::kSpecial ? 1 : CellLevel(cell);
    ++s.shops_by_level[level - 1];
    s.shop_points += Rules().N().score_by_level[level - 1];
  }
  for (bool b : p.bonuses) s.bonus_cards += b;
  s.bonus_points = s.bonus_cards * Rules().N().bonus_value;
  s.total = s.gold + s.shop_points + s.bonus_points;
  return s;
}

std::vector<int> OreganoState::Scores() const {
  std::vector<int> scores;
  for (int seat = 0; seat < Seats(); ++seat) scores.push_back(Breakdown(seat).total);
  return scores;
}

std::vector<double> OreganoState::Returns() const {
  std::vector<double> returns(Seats(), 0.0);
  if (phase_ != Phase::kGameOver) return returns;
  const std::vector<int> scores = Scores();
  // Best score, then more gold; a tie on both is shared.
  auto key = [&](int seat) { return std::make_pair(scores[seat], players_[seat].gold); };
  std::pair<int, int> best = key(0);
  for (int seat = 1; seat < Seats(); ++seat) best = std::max(best, key(seat));
  int winners = 0;
  for (int seat = 0; seat < Seats(); ++seat) winners += key(seat) == best;
  for (int seat = 0; seat < Seats(); ++seat) {
    if (key(seat) == best) returns[seat] = 1.0 / winners;
  }
  return returns;
}

}  // namespace mercato::oregano

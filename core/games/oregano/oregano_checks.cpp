// Oregano Market: whether a move is possible now, and its prices. LegalActions
// and BlockedMovesFor (oregano_blocked.cpp) are built from these checks, so the
// table's "why not" and the rules agree.
#include "games/oregano/oregano.h"

namespace mercato::oregano {

int OreganoState::SalePrice(int seat, int kind, int level) const {
  const ShopSpec& spec = kShops[kind];
  int price = Rules().N().sale_price[kind];
  if (spec.group != ShopGroup::kSpecial) price += kSaleLevelBonus[level - 1];
  if (OwnsKind(seat, kJeweller)) price += Rules().N().jeweller_bonus;
  return price;
}

int OreganoState::BuyPrice(int kind, int level) const {
  const ShopSpec& spec = kShops[kind];
  int price = Rules().N().sale_price[kind];
  if (spec.group != ShopGroup::kSpecial) price += kSaleLevelBonus[level - 1];
  return price - kBuyDiscount;
}

int OreganoState::LevelUpGold(int kind, int from_level) const {
  return Rules().N().cost_gold[kind] + Rules().N().level_up_gold[from_level - 1];
}

bool OreganoState::OwnsKind(int seat, int kind) const {
  for (int k : players_[seat].area) {
    if (k == kind) return true;
  }
  return false;
}

bool OreganoState::CanPay(int seat, int gold, const ResourceCount& cards) const {
  const PlayerState& p = players_[seat];
  if (p.gold < gold) return false;
  for (int r = 0; r < kNumResources; ++r) {
    if (p.resources[r] < cards[r]) return false;
  }
  return true;
}

void OreganoState::Pay(int seat, int gold, const ResourceCount& cards) {
  PlayerState& p = players_[seat];
  p.gold -= gold;
  for (int r = 0; r < kNumResources; ++r) {
    p.resources[r] -= cards[r];
    bank_[r] += cards[r];
  }
}

Blocker OreganoState::CheckCategory(Category c) const {
  if (phase_ != Phase::kAction) return Blocker::kWrongPhase;
  if (categories_done_[int(c)]) return Blocker::kCategoryUsed;
  return Blocker::kOk;
}

Blocker OreganoState::CheckSpecialLimit(int seat, int kind) const {
  if (kShops[kind].group != ShopGroup::kSpecial) return Blocker::kOk;
  for (int k : players_[seat].area) {
    if (k == kEmpty || kShops[k].group != ShopGroup::kSpecial) continue;
    if (!Rules().SpecialLimitPerKind() || k == kind) return Blocker::kSpecialLimit;
  }
  return Blocker::kOk;
}

Blocker OreganoState::CheckPickMerchant(int kind, int row) const {
  if (phase_ != Phase::kChooseMerchant) return Blocker::kWrongPhase;
  if (kind > kMetalMerchant) return Blocker::kMerchantFirst;
  if (supply_[kind] == 0) return Blocker::kNoSupply;
  if (ShopAt(setup_seat_, row, 1) != kEmpty) return Blocker::kCellTaken;
  return Blocker::kOk;
}

Blocker OreganoState::CheckBuild(int kind, int row) const {
  if (Blocker b = CheckCategory(Category::kBuild); b != Blocker::kOk) return b;
  const int seat = turn_player_;
  if (supply_[kind] == 0) return Blocker::kNoSupply;
  if (ShopAt(seat, row, 1) != kEmpty) return Blocker::kCellTaken;
  if (Blocker b = CheckSpecialLimit(seat, kind); b != Blocker::kOk) return b;
  const ShopSpec& spec = kShops[kind];
  if (players_[seat].gold < Rules().N().cost_gold[kind]) return Blocker::kNotEnoughGold;
  if (!CanPay(seat, 0, spec.cost)) return Blocker::kNotEnoughResources;
  return Blocker::kOk;
}

Blocker OreganoState::CheckBuildAnyRow(int kind) const {
  Blocker first = Blocker::kColumnFull;
  for (int row = 0; row < kRows; ++row) {
    const Blocker b = CheckBuild(kind, row);
    if (b == Blocker::kOk) return b;
    if (b != Blocker::kCellTaken) first = b;
  }
  return first;
}

Blocker OreganoState::CheckLevelUp(int row, int from_level) const {
  if (Blocker b = CheckCategory(Category::kBuild); b != Blocker::kOk) return b;
  const int seat = turn_player_;
  const int kind = ShopAt(seat, row, from_level);
  if (kind == kEmpty) return Blocker::kNoShop;
  if (kShops[kind].group == ShopGroup::kSpecial) return Blocker::kSpecialCannotLevel;
  if (from_level >= kLevels) return Blocker::kTopLevel;
  if (ShopAt(seat, row, from_level + 1) != kEmpty) return Blocker::kCellTaken;
  if (!OwnsKind(seat, kBuilder)) return Blocker::kNeedsBuilder;
  if (players_[seat].gold < LevelUpGold(kind, from_level)) return Blocker::kNotEnoughGold;
  if (!CanPay(seat, 0, kShops[kind].cost)) return Blocker::kNotEnoughResources;
  return Blocker::kOk;
}

Blocker OreganoState::CheckTakeResource(int owner, int row, int level) const {
  if (Blocker b = CheckCategory(Category::kResource); b != Blocker::kOk) return b;
  const int kind = ShopAt(owner, row, level);
  if (kind == kEmpty) return Blocker::kNoShop;
  const int resource = kShops[kind].produces;
  if (resource < 0) return Blocker::kNotMerchant;
  if (bank_[resource] == 0) return Blocker::kBankEmpty;
  if (owner != turn_player_ && players_[turn_player_].gold < Rules().N().merchant_fee) {
    return Blocker::kCannotPayFee;
  }
  return Blocker::kOk;
}

Blocker OreganoState::CheckSell(int row, int level) const {
  if (Blocker b = CheckCategory(Category::kSell); b != Blocker::kOk) return b;
  if (ShopAt(turn_player_, row, level) == kEmpty) return Blocker::kNoShop;
  return Blocker::kOk;
}

Blocker OreganoState::CheckBuy(int kind, int level, int row) const {
  if (Blocker b = CheckCategory(Category::kBuy); b != Blocker::kOk) return b;
  const int seat = turn_player_;
  const int on_street = main_street_[kind][level - 1];
  if (on_street == 0) return Blocker::kNotOnMainStreet;
  const bool own_sale = sold_kind_ == kind && sold_level_ == level;
  if (own_sale && on_street == 1) return Blocker::kOwnSaleThisTurn;
  if (ShopAt(seat, row, level) != kEmpty) return Blocker::kCellTaken;
  if (Blocker b = CheckSpecialLimit(seat, kind); b != Blocker::kOk) return b;
  if (players_[seat].gold < BuyPrice(kind, level)) return Blocker::kNotEnoughGold;
  return Blocker::kOk;
}

Blocker OreganoState::CheckBuyAnyRow(int kind, int level) const {
  Blocker first = Blocker::kColumnFull;
  for (int row = 0; row < kRows; ++row) {
    const Blocker b = CheckBuy(kind, level, row);
    if (b == Blocker::kOk) return b;
    if (b != Blocker::kCellTaken) first = b;
  }
  return first;
}

}  // namespace mercato::oregano

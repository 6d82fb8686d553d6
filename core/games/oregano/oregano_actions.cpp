#include "games/oregano/oregano_actions.h"

#include "engine/check.h"

namespace mercato::oregano {

using namespace action_ids;

Action PickMerchantAction(int merchant_kind, int row) {
  MERCATO_CHECK(merchant_kind >= kWoodMerchant && merchant_kind <= kMetalMerchant, "merchant");
  return kPickMerchantBase + merchant_kind * kRows + row;
}
Action KeepStrategyAction(int card) { return kKeepStrategyBase + card; }
Action BuildAction(int kind, int row) { return kBuildBase + kind * kRows + row; }
Action LevelUpAction(int row, int from_level) {
  MERCATO_CHECK(from_level >= 1 && from_level < kLevels, "level-up from level");
  return kLevelUpBase + row * (kLevels - 1) + (from_level - 1);
}
Action TakeResourceAction(int owner, int cell) { return kTakeResourceBase + owner * kCells + cell; }
Action SellAction(int cell) { return kSellBase + cell; }
Action BuyAction(int kind, int level, int row) {
  return kBuyBase + (kind * kLevels + (level - 1)) * kRows + row;
}
Action DrawStrategyAction(int card) { return kDrawStrategyBase + card; }
Action DieAction(int face) { return kDieBase + face - 1; }

DecodedAction Decode(Action a) {
  MERCATO_CHECK(a >= 0 && a < kNumActions, "action out of range");
  DecodedAction d;
  if (a < kKeepStrategyBase) {
    d.type = ActionType::kPickMerchant;
    d.kind = (a - kPickMerchantBase) / kRows;
    d.row = (a - kPickMerchantBase) % kRows;
    d.level = 1;
  } else if (a < kBuildBase) {
    d.type = ActionType::kKeepStrategy;
    d.card = a - kKeepStrategyBase;
  } else if (a < kLevelUpBase) {
    d.type = ActionType::kBuild;
    d.kind = (a - kBuildBase) / kRows;
    d.row = (a - kBuildBase) % kRows;
    d.level = 1;
  } else if (a < kTakeResourceBase) {
    d.type = ActionType::kLevelUp;
    d.row = (a - kLevelUpBase) / (kLevels - 1);
    d.level = (a - kLevelUpBase) % (kLevels - 1) + 1;
  } else if (a < kSellBase) {
    d.type = ActionType::kTakeResource;
    d.owner = (a - kTakeResourceBase) / kCells;
    const int cell = (a - kTakeResourceBase) % kCells;
    d.row = CellRow(cell);
    d.level = CellLevel(cell);
  } else if (a < kBuyBase) {
    d.type = ActionType::kSell;
    d.row = CellRow(a - kSellBase);
    d.level = CellLevel(a - kSellBase);
  } else if (a < kCasinoRoll) {
    d.type = ActionType::kBuy;
    const int i = a - kBuyBase;
    d.row = i % kRows;
    d.level = (i / kRows) % kLevels + 1;
    d.kind = i / (kRows * kLevels);
  } else if (a == kCasinoRoll) {
    d.type = ActionType::kCasinoRoll;
  } else if (a == kCasinoSkip) {
    d.type = ActionType::kCasinoSkip;
  } else if (a < kDieBase) {
    d.type = ActionType::kDrawStrategy;
    d.card = a - kDrawStrategyBase;
  } else {
    d.type = ActionType::kDie;
    d.face = a - kDieBase + 1;
  }
  return d;
}

Category CategoryOf(ActionType type) {
  switch (type) {
    case ActionType::kBuild:
    case ActionType::kLevelUp:
      return Category::kBuild;
    case ActionType::kTakeResource:
      return Category::kResource;
    case ActionType::kSell:
      return Category::kSell;
    case ActionType::kBuy:
      return Category::kBuy;
    default:
      return Category::kNone;
  }
}

}  // namespace mercato::oregano

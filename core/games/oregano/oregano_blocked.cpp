// Oregano Market: the moves a seat's table shows that it may not make now, and
// why (issue 17). The reasons are those of the Check* functions
// (oregano_checks.cpp) that LegalActions is built from, so the page and the
// rules cannot disagree.
//
// Rules: ../shared/seeds/001_3ca1287a5111f01d.txt (trial rules), read as fixed by
// ../shared/rules/oregano.md. The codes, with the rule each comes from:
//   not_your_turn         another seat is to move.
//   not_now               (kWrongPhase) building is the turn's action step; while
//                         a strategy card is kept or the casino is offered, not now.
//   merchant_first        準備: 三つの資源店の中から一つ選び — the first shop is a
//                         wood, stone or metal merchant.
//   no_supply             誘致 / 準備: none of that shop left in the supply (96 tokens).
//   cell_taken            every shop starts in column 1 and levels up one column right;
//                         the target cell holds a shop (rules/oregano.md: "empty cell").
//   column_full           no empty cell in column 1 (build) or in the column of the
//                         shop's level (買収: その店がもともと置かれていた列と同じ列); values: level.
//   category_used         行動の宣言: two DIFFERENT actions a turn; that one is done.
//   not_enough_gold       the build cost in gold, the level-up's +3/5/7, the buy price
//                         (売却時の値段-1); values: price, have.
//   not_enough_resources  the build cost in cards (a level-up pays it again); values:
//                         need_<wood|stone|metal>, have_<...> for each kind short.
//   special_limit         特殊店は、1プレイヤーにつき1店まで (or one per kind, `special_limit`).
//   needs_builder         建築屋を誘致しなければ、レベルアップをすることができない。
//   bank_empty            資源カード 18 of each: none of that resource left in the bank.
//   cannot_pay_fee        another's merchant pays its owner 2 gold (rules/oregano.md: not
//                         allowed with less than 2); values: fee, have.
//   own_sale_this_turn    rules/oregano.md: not a shop you sold yourself this turn.
//
// What the table shows a seat as its own moves (web/views/oregano_view.cpp):
//   setup: the supply tokens (a merchant: PickMerchantAction per row; any other
//   kind: BuildAction per row, merchant_first); the turn's actions: the supply
//   tokens and the cells of column 1 (BuildAction), its shops' menus (level-up for
//   a general or resource shop below level 4, sell), every merchant on the table
//   (take), every shop on the main street with the cells of its column (BuyAction);
//   keeping a card or the casino: the supply tokens (not_now). A token stands for
//   all rows of its move: when no row takes the shop, every row carries the
//   shop's reason (CheckBuildAnyRow / CheckBuyAnyRow), so row 0 words the token;
//   when some row does, only the taken rows are listed (cell_taken).
#include <algorithm>
#include <string>

#include "games/oregano/oregano.h"

namespace mercato::oregano {

std::string_view BlockerCode(Blocker blocker) {
  switch (blocker) {
    case Blocker::kOk: return "";
    case Blocker::kWrongPhase: return kNotNow;
    case Blocker::kCategoryUsed: return "category_used";
    case Blocker::kNoSupply: return "no_supply";
    case Blocker::kCellTaken: return "cell_taken";
    case Blocker::kColumnFull: return "column_full";
    case Blocker::kNotEnoughGold: return "not_enough_gold";
    case Blocker::kNotEnoughResources: return "not_enough_resources";
    case Blocker::kSpecialLimit: return "special_limit";
    case Blocker::kNeedsBuilder: return "needs_builder";
    case Blocker::kSpecialCannotLevel: return "special_cannot_level";
    case Blocker::kTopLevel: return "top_level";
    case Blocker::kNoShop: return "no_shop";
    case Blocker::kNotMerchant: return "not_merchant";
    case Blocker::kBankEmpty: return "bank_empty";
    case Blocker::kCannotPayFee: return "cannot_pay_fee";
    case Blocker::kNotOnMainStreet: return "not_on_main_street";
    case Blocker::kOwnSaleThisTurn: return "own_sale_this_turn";
    case Blocker::kMerchantFirst: return "merchant_first";
  }
  return "";
}

std::vector<std::string> OreganoGame::BlockReasons() const {
  // Only the blockers a shown move can meet: the table offers no level-up for a
  // special or a level-4 shop, no sale or take from an empty cell, and only what
  // is on the main street.
  std::vector<std::string> codes = {std::string(kNotYourTurn)};
  for (Blocker b : {Blocker::kWrongPhase, Blocker::kMerchantFirst, Blocker::kNoSupply, Blocker::kCellTaken,
                    Blocker::kColumnFull, Blocker::kCategoryUsed, Blocker::kNotEnoughGold,
                    Blocker::kNotEnoughResources, Blocker::kSpecialLimit, Blocker::kNeedsBuilder,
                    Blocker::kBankEmpty, Blocker::kCannotPayFee, Blocker::kOwnSaleThisTurn}) {
    codes.emplace_back(BlockerCode(b));
  }
  return codes;
}

namespace {

// The cards `seat` lacks to pay `cost`, as need_<kind> / have_<kind>.
void WithMissingCards(BlockedMove& blocked, const ResourceCount& cost, const ResourceCount& have) {
  for (int r = 0; r < kNumResources; ++r) {
    if (have[r] >= cost[r]) continue;
    blocked.With(std::string("need_") + kResourceIds[r], cost[r]).With(std::string("have_") + kResourceIds[r], have[r]);
  }
}

}  // namespace

BlockedMoves OreganoState::BlockedMovesFor(int viewer) const {
  BlockedMoves out;
  if (!IsSeat(viewer, Seats()) || IsTerminal() || IsChanceNode()) return out;
  const int seat = viewer;
  // The moves the table shows `seat`, in increasing id order.
  std::vector<Action> shown;
  const auto supply_tokens = [&](bool setup) {
    for (int kind = 0; kind < kNumShopKinds; ++kind) {
      for (int row = 0; row < kRows; ++row) {
        shown.push_back(setup && kind <= kMetalMerchant ? PickMerchantAction(kind, row) : BuildAction(kind, row));
      }
    }
  };
  switch (phase_) {
    case Phase::kChooseMerchant:
      supply_tokens(true);
      break;
    case Phase::kStrategyKeep:
    case Phase::kCasinoChoice:
      supply_tokens(false);
      break;
    case Phase::kAction: {
      supply_tokens(false);
      const std::array<int, kCells>& area = players_[seat].area;
      for (int cell = 0; cell < kCells; ++cell) {
        const int kind = area[cell];
        if (kind != kEmpty && kShops[kind].group != ShopGroup::kSpecial && CellLevel(cell) < kLevels) {
          shown.push_back(LevelUpAction(CellRow(cell), CellLevel(cell)));
        }
      }
      for (int owner = 0; owner < Seats(); ++owner) {
        for (int cell = 0; cell < kCells; ++cell) {
          const int kind = players_[owner].area[cell];
          if (kind != kEmpty && kShops[kind].produces >= 0) shown.push_back(TakeResourceAction(owner, cell));
        }
      }
      for (int cell = 0; cell < kCells; ++cell) {
        if (area[cell] != kEmpty) shown.push_back(SellAction(cell));
      }
      for (int kind = 0; kind < kNumShopKinds; ++kind) {
        for (int level = 1; level <= kLevels; ++level) {
          if (main_street_[kind][level - 1] == 0) continue;
          for (int row = 0; row < kRows; ++row) shown.push_back(BuyAction(kind, level, row));
        }
      }
      break;
    }
    default:
      return out;
  }
  std::sort(shown.begin(), shown.end());

  if (seat != CurrentPlayer()) {
    for (Action a : shown) out.emplace_back(a, kNotYourTurn);
    return out;
  }
  const PlayerState& me = players_[seat];
  for (Action a : shown) {
    const DecodedAction d = Decode(a);
    Blocker b = Blocker::kOk;
    int price = 0;                // gold the move costs
    ResourceCount cards{};        // cards it costs
    int level = 1;                // the column it needs a cell in
    switch (d.type) {
      case ActionType::kPickMerchant:
        b = CheckPickMerchant(d.kind, d.row);
        break;
      case ActionType::kBuild:
        if (phase_ == Phase::kChooseMerchant) {
          b = CheckPickMerchant(d.kind, d.row);  // the supply token of a shop that is no merchant
          break;
        }
        b = CheckBuildAnyRow(d.kind);
        if (b == Blocker::kOk) b = CheckBuild(d.kind, d.row);
        price = Rules().N().cost_gold[d.kind];
        cards = kShops[d.kind].cost;
        break;
      case ActionType::kLevelUp: {
        b = CheckLevelUp(d.row, d.level);
        const int kind = ShopAt(seat, d.row, d.level);
        price = LevelUpGold(kind, d.level);
        cards = kShops[kind].cost;
        break;
      }
      case ActionType::kTakeResource:
        b = CheckTakeResource(d.owner, d.row, d.level);
        price = Rules().N().merchant_fee;
        break;
      case ActionType::kSell:
        b = CheckSell(d.row, d.level);
        break;
      case ActionType::kBuy:
        b = CheckBuyAnyRow(d.kind, d.level);
        if (b == Blocker::kOk) b = CheckBuy(d.kind, d.level, d.row);
        price = BuyPrice(d.kind, d.level);
        level = d.level;
        break;
      default:
        break;
    }
    if (b == Blocker::kOk) continue;
    BlockedMove& blocked = out.emplace_back(a, BlockerCode(b));
    switch (b) {
      case Blocker::kNotEnoughGold:
        blocked.With("price", price).With("have", me.gold);
        break;
      case Blocker::kCannotPayFee:
        blocked.With("fee", price).With("have", me.gold);
        break;
      case Blocker::kNotEnoughResources:
        WithMissingCards(blocked, cards, me.resources);
        break;
      case Blocker::kColumnFull:
        blocked.With("level", level);
        break;
      default:
        break;
    }
  }
  return out;
}

}  // namespace mercato::oregano

// Merchants notation: decoding action ids and writing them as text.
//   deal p0 salt | demand salt | start p1 | draw p2 pepper      (chance)
//   load indigo | swap indigo salt | buy ship cotton | buy house | pass
//   play indigo piles=1,4 | draw | house draw | house skip
#include <string>

#include "games/merchants/merchants.h"

namespace mercato::merchants {

namespace {

std::string SeatName(int seat) {
  std::string name = "p";
  name += char('0' + seat);
  return name;
}

}  // namespace

DecodedAction DecodeAction(Action action) {
  using namespace internal;
  DecodedAction d;
  if (action < 0 || action >= kNumActions) return d;
  if (action < kStartBase) {
    d.kind = ActionKind::kCard;
    d.good = action - kCardBase;
  } else if (action < kLoadBase) {
    d.kind = ActionKind::kStart;
    d.seat = action - kStartBase;
  } else if (action < kSwapBase) {
    d.kind = ActionKind::kLoad;
    d.good = action - kLoadBase;
  } else if (action < kBuyShipBase) {
    d.kind = ActionKind::kSwap;
    d.good = (action - kSwapBase) / kNumGoods;
    d.good2 = (action - kSwapBase) % kNumGoods;
    if (d.good == d.good2) d.kind = ActionKind::kInvalid;
  } else if (action < kBuyOtherBase) {
    d.kind = ActionKind::kBuy;
    d.special = kShip;
    d.good = action - kBuyShipBase;
  } else if (action < kPass) {
    d.kind = ActionKind::kBuy;
    d.special = action - kBuyOtherBase + 1;
  } else if (action == kPass) {
    d.kind = ActionKind::kPass;
  } else if (action == kDraw) {
    d.kind = ActionKind::kDraw;
  } else if (action == kHouseDraw) {
    d.kind = ActionKind::kHouseDraw;
  } else if (action == kHouseSkip) {
    d.kind = ActionKind::kHouseSkip;
  } else {
    d.kind = ActionKind::kPlay;
    d.good = (action - kPlayBase) / kMasks;
    d.pile_mask = (action - kPlayBase) % kMasks;
    if (d.pile_mask == 0) d.kind = ActionKind::kInvalid;
  }
  return d;
}

std::string MerchantsState::ActionToString(Action action) const {
  const DecodedAction a = DecodeAction(action);
  const auto good = [](int g) { return std::string(kGoods[g].id); };
  const std::string seat = SeatName(acting_);
  switch (a.kind) {
    case ActionKind::kCard:
      if (phase_ == Phase::kDeal) return "deal " + seat + " " + good(a.good);
      if (phase_ == Phase::kDemand) return "demand " + good(a.good);
      return "draw " + seat + " " + good(a.good);
    case ActionKind::kStart:
      return "start " + SeatName(a.seat);
    case ActionKind::kLoad:
      return "load " + good(a.good);
    case ActionKind::kSwap:
      return "swap " + good(a.good) + " " + good(a.good2);
    case ActionKind::kBuy:
      if (a.special == kShip) return "buy ship " + good(a.good);
      return std::string("buy ") + kSpecials[a.special].id;
    case ActionKind::kPass:
      return "pass";
    case ActionKind::kDraw:
      return "draw";
    case ActionKind::kPlay: {
      std::string piles;
      for (int i = 0; i < kDemandPiles; ++i) {
        if (!(a.pile_mask & (1 << i))) continue;
        if (!piles.empty()) piles += ',';
        piles += char('1' + i);
      }
      return "play " + good(a.good) + " piles=" + piles;
    }
    case ActionKind::kHouseDraw:
      return "house draw";
    case ActionKind::kHouseSkip:
      return "house skip";
    case ActionKind::kInvalid:
      break;
  }
  return "invalid " + std::to_string(action);
}

}  // namespace mercato::merchants

// The Merchants table's motion: after a move, what moved slides there (cards
// from the deck, cubes between the supply and the ships, a special card to its
// buyer) and what a play earned rises from the players' money.
#include "views/merchants_view_table.h"

#include <algorithm>

namespace mercato::web::merchants_view {

void MerchantsView::Animate(const MerchantsSeatView& before, Action action, double now) {
  const int actor = before.acting_seat();
  const bool seated_view = ctx_->viewer >= 0;
  auto add = [&](Flight::Kind kind, int what, ImVec2 from, ImVec2 to, ImVec2 size,
                 float delay = 0) {
    Flight f;
    f.kind = kind;
    f.what = what;
    f.from = from;
    f.to = to;
    f.size = size;
    f.start = now + delay;
    flights_.push_back(f);
  };
  const ImVec2 card = layout_.card;
  if (action == kHiddenAction) {
    // Told only that a card was drawn: a demand card shows on its pile now,
    // a card dealt into a hand flies face down.
    if (before.current_player() != kChancePlayer) return;
    if (before.phase() == Phase::kDemand) {
      int pile = 0;
      while (pile < mm::kDemandPiles && !before.observation().piles[pile].empty()) ++pile;
      if (pile < mm::kDemandPiles && !obs_->piles[pile].empty()) {
        add(Flight::Kind::kCard, table_->PileTop(pile), layout_.deck, layout_.piles[pile], card);
      }
    } else {
      add(Flight::Kind::kBack, 0, layout_.deck, SeatAnchor(actor) - card * 0.5f, card);
    }
    return;
  }
  const DecodedAction a = DecodeAction(action);
  switch (a.kind) {
    case ActionKind::kCard: {
      if (before.phase() == Phase::kDemand) {
        int pile = 0;
        while (pile < mm::kDemandPiles && !before.observation().piles[pile].empty()) ++pile;
        if (pile < mm::kDemandPiles) {
          add(Flight::Kind::kCard, a.good, layout_.deck, layout_.piles[pile], card);
        }
      } else {
        const bool visible = !seated_view || ctx_->viewer == actor;
        add(visible ? Flight::Kind::kCard : Flight::Kind::kBack, a.good, layout_.deck,
            SeatAnchor(actor) - card * 0.5f, card);
      }
      break;
    }
    case ActionKind::kLoad:
      add(Flight::Kind::kCube, a.good, layout_.supply[a.good].Center(), ShipAnchor(actor),
          ImVec2(layout_.cube, layout_.cube));
      break;
    case ActionKind::kSwap:
      add(Flight::Kind::kCube, a.good, ShipAnchor(actor), layout_.supply[a.good].Center(),
          ImVec2(layout_.cube, layout_.cube));
      add(Flight::Kind::kCube, a.good2, layout_.supply[a.good2].Center(), ShipAnchor(actor),
          ImVec2(layout_.cube, layout_.cube));
      break;
    case ActionKind::kBuy:
      add(Flight::Kind::kSpecial, a.special, layout_.market[a.special],
          SeatAnchor(actor) - layout_.special_card * 0.5f, layout_.special_card);
      if (a.special == mm::kShip) {
        add(Flight::Kind::kCube, a.good, layout_.supply[a.good].Center(), ShipAnchor(actor),
            ImVec2(layout_.cube, layout_.cube), 0.15f);
      }
      break;
    case ActionKind::kPlay: {
      for (int i = 0; i < mm::kDemandPiles; ++i) {
        if (a.pile_mask & (1 << i)) {
          add(Flight::Kind::kCard, a.good, SeatAnchor(actor) - card * 0.5f, layout_.piles[i], card,
              0.05f * float(i));
        }
      }
      const std::vector<int> pay = before.SettlementFor(a.good, a.pile_mask);
      for (int p = 0; p < int(pay.size()); ++p) {
        if (pay[p] == 0) continue;
        Flight f;
        f.kind = Flight::Kind::kText;
        f.to = PaymentRest(p);  // rising 30 px to it
        f.from = f.to + ImVec2(0, 30);
        f.start = now + kFlightSeconds;
        f.seconds = 1.4f;
        f.text = "+" + std::to_string(pay[p]);
        flights_.push_back(f);
      }
      break;
    }
    default:
      break;
  }
}

void MerchantsView::DrawFlights(double now) {
  std::vector<Flight> alive;
  // Reduced motion: things are at their place at once; only what a play earned
  // stays a moment, still, where it would have risen to.
  const bool still = d::ReducedMotion();
  for (const Flight& f : flights_) {
    const float t = float((now - f.start) / double(f.seconds));
    if (t >= 1.0f || (still && f.kind != Flight::Kind::kText)) continue;
    alive.push_back(f);
    if (still) d::DrawAgainAt(f.start + f.seconds);  // the frame it goes
    else d::KeepDrawingUntil(f.start + f.seconds);
    if (t < 0 && !still) continue;
    const ImVec2 at = still ? f.to : f.from + (f.to - f.from) * d::EaseOut(t);
    switch (f.kind) {
      case Flight::Kind::kCard:
        d::Card(dl_, at, f.size, GoodFace(f.what, ctx_->lang));
        break;
      case Flight::Kind::kBack:
        d::CardBack(dl_, at, f.size);
        break;
      case Flight::Kind::kCube:
        GoodCube(dl_, at, f.size.x, f.what);
        break;
      case Flight::Kind::kSpecial: {
        d::CardFace face;
        face.band = kSpecialStyles[f.what].color;
        face.icon = kSpecialStyles[f.what].shape;
        face.title = SpecialName(f.what, ctx_->lang);
        SpecialCard(dl_, at, f.size, face, f.what);
        break;
      }
      case Flight::Kind::kText: {
        const float alpha = still || t < 0.7f ? 1.0f : (1.0f - t) / 0.3f;
        // The shadow is decoration, not a text to read: faded, so the contrast check
        // does not measure it (dark ink at 0.6 on a seat's dark plate measured 1.42:1;
        // contrast.test's sale cases). Just under kFadedAlpha: 0.5 itself is stored
        // as 128/255, over the half the check exempts.
        d::Text(dl_, at + ImVec2(1, 1), f.text.c_str(),
                d::Fade(d::palette::kInk, alpha * 0.9f * d::palette::kFadedAlpha),
                d::FontRole::kTitle, d::Align::kCenter, 0, 0, true);
        d::Text(dl_, at, f.text.c_str(), d::Fade(d::palette::kGold, alpha), d::FontRole::kTitle,
                d::Align::kCenter, 0, 0, true);
        break;
      }
    }
  }
  flights_.swap(alive);
}

}  // namespace mercato::web::merchants_view

// The Oregano Market table's motion: after a move, shops, resource cards and
// card backs slide where they went and gold rises; the casino's die tumbles.
#include "views/oregano_view_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mercato::web::oregano_view {

ImVec2 OreganoView::CellCenter(int seat, int cell) const {
  return l_.areas[seat].CellCenter(og::CellRow(cell), og::CellLevel(cell));
}

ImVec2 OreganoView::SupplyCenter(int kind) const {
  return l_.SupplySlot(kind) + ImVec2(l_.supply_slot.x * 0.5f, l_.supply_slot.y * 0.4f);
}

ImVec2 OreganoView::ResourceCenter(int seat, int resource) const {
  const AreaLayout& a = l_.areas[seat];
  return a.resources + ImVec2(float(resource) * a.resource_step, 0) + a.resource_card * 0.5f;
}

void OreganoView::Animate(const og::OreganoSeatView& before, Action action, double now) {
  if (flights_for_ == size_t(ctx_->moves)) return;  // once per move
  flights_for_ = size_t(ctx_->moves);
  og::DecodedAction a;
  if (action == kHiddenAction) {
    // Told only that chance moved: the die's face is on the table (last_die);
    // a strategy card is drawn face down whatever it is.
    if (before.phase() == og::Phase::kCasinoRoll) {
      a.type = og::ActionType::kDie;
      a.face = obs_->last_die;
    } else if (before.phase() == og::Phase::kStrategyDraw) {
      a.type = og::ActionType::kDrawStrategy;
    } else {
      return;
    }
  } else {
    a = og::Decode(action);
  }
  const int seat = before.current_player();
  auto shop = [&](int kind, int level, ImVec2 from, ImVec2 to, float size) {
    Flight f;
    f.kind = Flight::Kind::kShop;
    f.what = kind;
    f.level = level;
    f.from = from;
    f.to = to;
    f.size = size;
    f.start = now;
    flights_.push_back(f);
  };
  auto text = [&](const std::string& t, ImVec2 at) {
    Flight f;
    f.kind = Flight::Kind::kText;
    f.text = t;
    f.from = at;
    f.to = at - ImVec2(0, 30);
    f.start = now;
    flights_.push_back(f);
  };
  switch (a.type) {
    case og::ActionType::kPickMerchant:
    case og::ActionType::kBuild:
      shop(a.kind, 1, SupplyCenter(a.kind), CellCenter(seat, og::CellIndex(a.row, 1)), l_.areas[seat].cell);
      break;
    case og::ActionType::kLevelUp: {
      const int kind = before.ShopAt(seat, a.row, a.level);
      shop(kind, a.level + 1, CellCenter(seat, og::CellIndex(a.row, a.level)),
           CellCenter(seat, og::CellIndex(a.row, a.level + 1)), l_.areas[seat].cell);
      break;
    }
    case og::ActionType::kSell: {
      const int kind = before.ShopAt(seat, a.row, a.level);
      shop(kind, a.level, CellCenter(seat, og::CellIndex(a.row, a.level)), StreetCenter(kind, a.level),
           l_.street_slot.y * 0.7f);
      text("+" + std::to_string(before.SalePrice(seat, kind, a.level)), l_.areas[seat].gold + ImVec2(30, 0));
      break;
    }
    case og::ActionType::kBuy:
      shop(a.kind, a.level, StreetCenter(a.kind, a.level), CellCenter(seat, og::CellIndex(a.row, a.level)),
           l_.areas[seat].cell);
      text("-" + std::to_string(before.BuyPrice(a.kind, a.level)),
           l_.areas[seat].gold + ImVec2(30, 0));
      break;
    case og::ActionType::kTakeResource: {
      const int kind = before.ShopAt(a.owner, a.row, a.level);
      Flight f;
      f.kind = Flight::Kind::kResource;
      f.what = og::kShops[kind].produces;
      f.from = CellCenter(a.owner, og::CellIndex(a.row, a.level));
      f.to = ResourceCenter(seat, f.what);
      f.size = l_.areas[seat].resource_card.x;
      f.start = now;
      flights_.push_back(f);
      if (a.owner != seat) text("-2", l_.areas[seat].gold + ImVec2(30, 0));
      break;
    }
    case og::ActionType::kDrawStrategy: {
      int drawer = 0;
      for (int p = 0; p < before.num_players(); ++p) {
        if (before.phase() == og::Phase::kStrategyDraw && before.observation().players[p].drawn_count > 0) {
          drawer = p;
        }
      }
      Flight f;
      f.kind = Flight::Kind::kCardBack;
      f.from = l_.deck.Center();
      f.to = l_.areas[drawer].strategy.Center();
      f.size = l_.areas[drawer].strategy.Width();
      f.start = now;
      flights_.push_back(f);
      break;
    }
    case og::ActionType::kDie:
      die_face_ = a.face;
      die_time_ = now;
      break;
    default:
      break;
  }
}

void OreganoView::DrawFlights(double now) {
  std::vector<Flight> alive;
  // Reduced motion: things are at their place at once; a flying text stays a
  // moment, still, where it would have gone.
  const bool still = d::ReducedMotion();
  for (const Flight& f : flights_) {
    const float t = float((now - f.start) / kFlightSeconds);
    if (t >= 1.0f || t < -0.5f || (still && f.kind != Flight::Kind::kText)) continue;
    alive.push_back(f);
    if (still) d::DrawAgainAt(f.start + kFlightSeconds);  // the frame it goes
    else d::KeepDrawingUntil(f.start + kFlightSeconds);
    const float e = still ? 1.0f : d::EaseOut(std::max(0.0f, t));
    const ImVec2 at = f.from + (f.to - f.from) * e;
    switch (f.kind) {
      case Flight::Kind::kShop:
        ShopToken(dl_, at - ImVec2(f.size, f.size) * 0.5f - ImVec2(0, 10 * std::sin(e * 3.14159f)), f.size,
                  f.what, f.level);
        break;
      case Flight::Kind::kResource: {
        const ImVec2 size(f.size, f.size * 1.35f);
        ResourceCard(dl_, at - size * 0.5f, size, f.what, 1);
        break;
      }
      case Flight::Kind::kCardBack: {
        const ImVec2 size(std::max(16.0f, f.size), std::max(16.0f, f.size) * 1.35f);
        d::CardBack(dl_, at - size * 0.5f, size, kStrategyBand);
        break;
      }
      case Flight::Kind::kText:
        d::Text(dl_, at, f.text.c_str(), d::Fade(d::palette::kGlow, still ? 1.0f : 1.0f - e * 0.5f),
                d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
        break;
    }
  }
  flights_ = alive;
}

void OreganoView::DrawDie() {
  const double age = ctx_->time - die_time_;
  if (age < 0 || age > kDieShowSeconds || die_face_ == 0) return;
  // It tumbles and pops (every frame), then shows its result until it goes.
  constexpr double kPopSeconds = 0.25;
  // Reduced motion: no tumble and no pop, the result at once.
  const bool still = d::ReducedMotion();
  if (age < kDieTumbleSeconds + kPopSeconds && !still) {
    d::KeepDrawingUntil(die_time_ + kDieTumbleSeconds + kPopSeconds);
  }
  d::DrawAgainAt(die_time_ + kDieShowSeconds);
  const float size = std::min(72.0f, ctx_->size.x * 0.12f);
  // In the middle of the shared band, over the main street.
  const ImVec2 center = ImVec2((l_.supply.min.x + l_.bonus.max.x) * 0.5f, l_.street.Center().y - 8);
  if (age < kDieTumbleSeconds && !still) {
    // Tumbling: faces change and the die spins, slowing down.
    const float t = float(age / kDieTumbleSeconds);
    const int face = 1 + int(age * 14.0) % 6;
    DieFace(dl_, center + ImVec2(0, -20 * std::sin(t * 3.14159f)), size, face, (1 - t) * 9.0f);
    return;
  }
  const float pop = still ? 1.0f : 1.0f + 0.25f * std::max(0.0f, 1.0f - float((age - kDieTumbleSeconds) / kPopSeconds));
  DieFace(dl_, center, size * pop, die_face_, 0);
  const bool lost = die_face_ <= N().casino_losing_faces;
  const std::string result = lost ? Format(T("lose %d", "-%dゴールド"), N().casino_loss)
                                  : Format(T("take %d each", "各%dゴールド奪う"), N().casino_payout);
  d::Text(dl_, center + ImVec2(0, size * 0.5f + 8), result.c_str(),
          lost ? d::Rgba(255, 160, 140) : d::palette::kGlow,
          d::FontRole::kBody, d::Align::kCenter, 0, 0, true);
}

}  // namespace mercato::web::oregano_view

// The Oregano Market table: the frame and each player's area
// (oregano_view_table.h says which file draws what).
//
// How a person plays here:
//   setup     tap a merchant in the supply, then a glowing cell of your first column;
//             tap one of the strategy cards drawn, then Keep;
//   build     tap a shop in the supply, then a glowing cell of your first column;
//   level up, sell, resource: tap one of your shops (or another player's
//             merchant) and choose in the small menu beside it;
//   buy       tap a shop on the main street, then a glowing cell of its column;
//   casino    Roll the die, or Skip.
#include "views/oregano_view.h"
#include "views/oregano_view_table.h"

#include <algorithm>
#include <cstdio>

#include "app/ui_rects.h"
#include "draw/change_mark.h"

namespace mercato::web::oregano_view {

void OreganoView::ResetSelection() {
  sel_kind_ = -1;
  sel_street_kind_ = -1;
  sel_street_level_ = 0;
  sel_seat_ = -1;
  sel_cell_ = -1;
  sel_card_ = -1;
}

void OreganoView::LayOut() {
  viewer_ = Seated();
  obs_ = &table_->observation();  // the viewer's: Observe(viewer) of its table
  l_ = ComputeLayout(ctx_->origin, ctx_->size, table_->num_players(), std::max(0, viewer_));
}

void OreganoView::DrawTable() {
  street_entries_.clear();
  for (int kind = 0; kind < og::kNumShopKinds; ++kind) {
    for (int level = 1; level <= og::kLevels; ++level) {
      if (obs_->main_street[kind][level - 1] > 0) street_entries_.push_back({kind, level});
    }
  }

  // The menus that open over the table take their clicks first (ImGui gives a
  // click to the first item under the mouse), but are drawn on top: channel 1.
  dl_->ChannelsSplit(2);
  dl_->ChannelsSetCurrent(1);
  DrawPopup();
  DrawStrategyChoice();
  dl_->ChannelsSetCurrent(0);
  for (int p = 0; p < table_->num_players(); ++p) {
    if (p != l_.bottom_seat) DrawArea(p);
  }
  DrawSupply();
  DrawStreet();
  DrawBonusesAndDeck();
  DrawArea(l_.bottom_seat);
  DrawFlights(ctx_->time);
  DrawBar();
  DrawDie();
  dl_->ChannelsMerge();
}

void OreganoView::DrawArea(int seat) {
  const AreaLayout& a = l_.areas[seat];
  const og::PlayerObservation& p = obs_->players[seat];
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  const bool turn = obs_->phase != og::Phase::kGameOver && obs_->turn_player == seat;
  d::Mat(dl_, a.panel.min, a.panel.max, d::Mix(seat_color, kMatDark, 0.55f), nullptr);
  if (turn) d::Glow(dl_, a.panel.min, a.panel.max, 10.0f, d::Fade(d::palette::kGlow, 0.7f));
  dl_->AddCircleFilled(a.panel.min + ImVec2(16, 14), 6, seat_color, 16);
  dl_->AddCircle(a.panel.min + ImVec2(16, 14), 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  std::string name = SeatWord(seat, viewer_, L());
  if (turn) name += T("  — to play", "  — 手番");
  const std::string score = Format(T("score %d", "得点 %d"), p.score);
  d::Text(dl_, a.name, name.c_str(), kLightText, d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Text(dl_, ImVec2(a.panel.max.x - 8, a.panel.min.y + 4), score.c_str(), d::palette::kGlow,
            d::FontRole::kSmall, d::Align::kRight);
  }

  ImGui::PushID(seat);
  if (a.compact && l_.tall) DrawRowTarget(seat);
  if (a.compact) {
    // A smaller number than the viewer's own money, so it leaves room for the cards.
    const bool small = a.panel.Height() < 80;
    d::Coin(dl_, a.gold + ImVec2(10, 10), small ? 8.0f : 10.0f, 1);
    d::Number(dl_, a.gold + ImVec2(22, small ? 1.0f : -4.0f), p.gold, "gold",
              small ? d::FontRole::kBody : d::FontRole::kTitle, d::palette::kWhite);
  } else {
    d::Money(dl_, a.gold, p.gold, "gold", 15.0f);
  }
  if (p.dividend > 0 && (!a.compact || !l_.tall)) {
    const std::string income = Format(T("+%d / turn", "配当 +%d"), p.dividend);
    d::Text(dl_, a.gold + ImVec2(a.compact ? 64 : 92, a.compact ? 2 : 8), income.c_str(),
            d::palette::kGlow, d::FontRole::kSmall);
  }
  const std::string panel_name = "og:seat" + std::to_string(seat);
  if (a.compact) d::TestRect("panel:" + panel_name, a.panel.min, a.panel.max);
  for (int r = 0; r < og::kNumResources; ++r) {
    const ImVec2 at = a.resources + ImVec2(float(r) * a.resource_step, 0);
    // The viewer's own resources are their hand.
    const d::InkAs as_hand(seat == viewer_ ? d::InkRole::kHand : d::CurrentInkRole());
    ResourceCard(dl_, at, a.resource_card, r, p.resources[r]);
    d::NameSymbol(at, at + a.resource_card, ResourceName(r, L()));
    // The card with its count badge (on the bottom-right corner).
    if (a.compact) {
      d::TestRect("in:" + panel_name + ":res" + std::to_string(r), at, at + a.resource_card + ImVec2(8, 6));
    }
    ImGui::PushID(r);
    d::ChangeMark(dl_, "changed-res", at, at + a.resource_card, p.resources[r], 4.0f,
                  "og:res:" + std::to_string(seat + 1) + ":" + std::to_string(r));
    const d::Hit hit = d::Interact("res", at, a.resource_card, false);
    if (hit.hovered) {
      d::Tooltip(Format(T("%d ", "%d枚の"), p.resources[r]).append(ResourceName(r, L())).c_str());
    }
    ImGui::PopID();
  }
  // Won bonus cards: small gold stars.
  float bx = a.bonuses.x;
  for (int b = 0; b < og::kNumBonusCards; ++b) {
    if (!p.bonuses[b]) continue;
    const ImVec2 c(bx + 8, a.bonuses.y + 8);
    d::Icon(dl_, d::Shape::kStar, c, 8, d::palette::kGold, d::Shade(d::palette::kGold, 0.5f));
    ImGui::PushID(100 + b);
    if (d::Interact("bonus", c - ImVec2(9, 9), ImVec2(18, 18), false).hovered) {
      d::Tooltip((std::string(BonusName(b, L())) + Format(T(" (+%d points)", "（+%d点）"), N().bonus_value)).c_str());
    }
    ImGui::PopID();
    bx += 19;
  }
  DrawStrategyCard(seat);
  DrawGrid(seat);
  ImGui::PopID();
}

void OreganoView::DrawStrategyCard(int seat) {
  const AreaLayout& a = l_.areas[seat];
  const og::PlayerObservation& p = obs_->players[seat];
  const Rect& r = a.strategy;
  if (r.Width() < 8 || r.Height() < 8) return;
  const bool face_up = p.strategy >= 0;
  if (p.strategy == og::kEmpty && p.drawn_count == 0) {
    d::CardSlot(dl_, r.min, r.Size());
    return;
  }
  std::string tip;
  if (face_up && !a.compact) {
    // The viewer's own card: name, goal and progress pips.
    d::CardFace face;
    face.band = kStrategyBand;
    face.icon = d::Shape::kNone;
    face.title = T("Strategy", "戦略");
    d::Card(dl_, r.min, r.Size(), face);
    const float w = r.Width() - 14;
    const float band = std::max(r.Height() * 0.2f, 12.0f);
    const char* name = StrategyName(p.strategy, L());
    d::Text(dl_, r.min + ImVec2(7, band + 5), name, d::palette::kInk, d::FontRole::kBody,
            d::Align::kLeft, 0, w, true);
    const float name_h =
        d::Font(d::FontRole::kBody)->CalcTextSizeA(d::FontSize(d::FontRole::kBody), FLT_MAX, w, name).y;
    if (r.Height() > band + name_h + 40) {
      d::Text(dl_, r.min + ImVec2(7, band + 9 + name_h), StrategyGoal(p.strategy, L()),
              d::palette::kInk, d::FontRole::kSmall, d::Align::kLeft, 0, w);
    }
    const int progress = p.progress.Count(p.strategy);
    for (int i = 0; i < og::kStrategyTarget; ++i) {
      const ImVec2 c = r.min + ImVec2(14 + 20.0f * float(i), r.Height() - 14);
      dl_->AddCircleFilled(c, 7, i < progress ? kStrategyBand : d::Rgba(220, 210, 200), 16);
      dl_->AddCircle(c, 7, d::Shade(kStrategyBand, 0.6f), 16, 1.2f);
    }
    // The reward in the bottom corner, clear of a name that takes two lines (a phone's card).
    if (band + 5 + name_h <= r.Height() - 22) {
      d::Text(dl_, r.min + ImVec2(r.Width() - 8, r.Height() - 22), Format("+%d", N().strategy_reward).c_str(),
              d::Shade(kStrategyBand, 0.7f), d::FontRole::kSmall, d::Align::kRight, 0, 0, true);
    }
    tip = std::string(StrategyName(p.strategy, L())) + ": " + StrategyGoal(p.strategy, L()) +
          Format(T(" (%d of 2 done).", "（2回中%d回達成）。"), progress) +
          Format(T(" Completing it pays %d gold.", "達成で%dゴールド。"), N().strategy_reward);
  } else if (face_up) {
    d::CardFace face;
    face.band = kStrategyBand;
    face.icon = d::Shape::kStar;
    d::Card(dl_, r.min, r.Size(), face);
    tip = std::string(StrategyName(p.strategy, L())) + ": " + StrategyGoal(p.strategy, L());
  } else {
    d::CardBack(dl_, r.min, r.Size(), kStrategyBand);
    if (p.drawn_count > 0) {
      tip = T("Choosing a strategy card.", "戦略カードを選んでいます。");
    } else {
      tip = T("A secret strategy card.", "秘密の戦略カード。");
    }
  }
  if (a.compact) {
    d::TestRect("in:og:seat" + std::to_string(seat) + ":strategy",
                r.min - ImVec2(0, p.strategies_completed > 0 ? 8 : 0), r.max + ImVec2(p.strategies_completed > 0 ? 8 : 0, 0));
  }
  if (p.strategies_completed > 0) {
    d::Badge(dl_, r.max - ImVec2(2, r.Height() - 2), p.strategies_completed, kStrategyBand);
    tip += Format(T(" Completed so far: %d.", " これまでの達成：%d枚。"), p.strategies_completed);
  }
  if (d::Interact("strategy", r.min, r.Size(), false).hovered) d::Tooltip(tip.c_str());
}

void OreganoView::DrawGrid(int seat) {
  const AreaLayout& a = l_.areas[seat];
  if (!a.compact) {
    for (int level = 1; level <= og::kLevels; ++level) {
      const std::string label = Format(T("Lv %d", "Lv%d"), level);
      d::Text(dl_, a.CellCenter(0, level) - ImVec2(0, a.cell * 0.5f + 17), label.c_str(),
              kLightText, d::FontRole::kSmall, d::Align::kCenter);
    }
    for (int row = 0; row < og::kRows; ++row) {
      d::TextCentered(dl_, ImVec2(a.grid.x - 13, a.CellCenter(row, 1).y), std::to_string(row + 1).c_str(),
                      d::palette::kLabelSoft, d::FontRole::kSmall);
    }
  }
  for (int row = 0; row < og::kRows; ++row) {
    for (int level = 1; level <= og::kLevels; ++level) DrawCell(seat, row, level);
  }
}

void OreganoView::DrawCell(int seat, int row, int level) {
  const AreaLayout& a = l_.areas[seat];
  const int cell = og::CellIndex(row, level);
  const int kind = obs_->players[seat].area[cell];
  const ImVec2 min = a.CellMin(row, level);
  const ImVec2 size(a.cell, a.cell);
  const float rounding = a.cell * 0.16f;
  // Where a selected supply or street shop may go.
  Action target = -1;
  if (seat == viewer_ && kind == og::kEmpty) {
    if (PickPhase() && sel_kind_ >= 0 && level == 1) target = og::PickMerchantAction(sel_kind_, row);
    if (ActionPhase() && sel_kind_ >= 0 && level == 1) target = og::BuildAction(sel_kind_, row);
    if (ActionPhase() && sel_street_kind_ >= 0 && level == sel_street_level_) {
      target = og::BuyAction(sel_street_kind_, sel_street_level_, row);
    }
  }
  const bool target_legal = target >= 0 && Legal(target);
  const bool menu = kind != og::kEmpty && ActionPhase() && !ChipsFor(seat, cell).empty() &&
                    [&] {
                      for (const Chip& c : ChipsFor(seat, cell)) {
                        if (c.enabled) return true;
                      }
                      return false;
                    }();
  const bool selecting = sel_kind_ >= 0 || sel_street_kind_ >= 0;
  ImGui::PushID(cell);
  // A phone's row of another seat is one target (DrawRowTarget): its cells are too small.
  const bool in_row = a.compact && l_.tall;
  // The target reaches half the gap each side: neighbours' targets meet, edge to edge.
  const ImVec2 hit_min = min - ImVec2(a.gap, a.gap) * 0.5f, hit_size = size + ImVec2(a.gap, a.gap);
  const d::Hit hit = in_row ? d::Hit{} : d::Interact("cell", hit_min, hit_size, target_legal || (menu && !selecting));
  if (!in_row) {
    NoteUiRect("oregano:cell:" + std::to_string(seat + 1) + ":r" + std::to_string(row + 1) + "c" +
                   std::to_string(level),
               hit_min, hit_min + hit_size);
  }
  if (kind == og::kEmpty) {
    dl_->AddRectFilled(min, min + size, d::Rgba(0, 0, 0, 55), rounding);
    dl_->AddRect(min, min + size, d::Rgba(255, 240, 220, 50), rounding, 0, 1.0f);
    if (target_legal) {
      d::Glow(dl_, min, min + size, rounding);
      if (hit.hovered) dl_->AddRectFilled(min, min + size, d::Rgba(255, 220, 110, 60), rounding);
    }
  } else {
    const ImVec2 at = min - ImVec2(0, hit.lift * 0.5f);
    ShopToken(dl_, at, a.cell, kind, level);
    d::NameSymbol(at, at + ImVec2(a.cell, a.cell), ShopName(kind, L()));
    if (menu && !selecting) d::Glow(dl_, at, at + size, rounding);
    if (sel_seat_ == seat && sel_cell_ == cell) {
      dl_->AddRect(at - ImVec2(3, 3), at + size + ImVec2(3, 3), d::palette::kWhite, rounding + 3, 0, 2.5f);
    }
  }
  // What the last move built, bought or sold here, marked while it fades.
  d::ChangeMark(dl_, "changed-cell", min, min + size, kind, rounding,
                "og:cell:" + std::to_string(seat + 1) + ":r" + std::to_string(row + 1) + "c" + std::to_string(level));
  // No tooltip over the open menu of this very cell.
  if (hit.hovered && !(sel_seat_ == seat && sel_cell_ == cell)) {
    std::string tip;
    if (kind != og::kEmpty) tip = ShopTooltip(seat, kind, level);
    if (target >= 0) {
      if (!tip.empty()) tip += "\n";
      tip += target_legal ? std::string(T("Tap to place it here.", "タップしてここに置く。")) : Why(target);
    }
    if (!tip.empty()) d::Tooltip(tip.c_str());
  }
  if (hit.clicked) {
    if (target_legal) {
      chosen_ = target;
    } else if (sel_seat_ == seat && sel_cell_ == cell) {
      sel_seat_ = sel_cell_ = -1;
    } else {
      sel_seat_ = seat;
      sel_cell_ = cell;
    }
  }
  ImGui::PopID();
}

std::string OreganoView::ShopTooltip(int seat, int kind, int level) const {
  std::string tip = ShopName(kind, L());
  if (og::kShops[kind].group != og::ShopGroup::kSpecial) tip += Format(T(", level %d", "（レベル%d）"), level);
  tip += "\n" + ShopHelp(kind, N(), L());
  const og::ShopSpec& spec = og::kShops[kind];
  if (spec.dividend > 0) {  // what it pays its owner now, at this table's numbers
    tip += Format(T("\nPays %d gold each turn.", "\n配当金：毎ターン%dゴールド。"), table_->ShopDividend(seat, kind, level));
  }
  if (spec.produces >= 0) {
    tip += Format(T("\nYields %d ", "\n産出：%d枚の"), level) + ResourceName(spec.produces, L()) + T(".", "。");
  }
  tip += Format(T("\nSells for %d gold.", "\n売却価格：%dゴールド。"), table_->SalePrice(seat, kind, level));
  const int points = N().score_by_level[size_t((spec.group == og::ShopGroup::kSpecial ? 1 : level) - 1)];
  tip += Format(T(" Worth %d points at the end.", " 終了時%d点。"), points);
  return tip;
}

void OreganoView::DrawRowTarget(int seat) {
  const AreaLayout& a = l_.areas[seat];
  bool any = false;
  if (ActionPhase() && sel_kind_ < 0 && sel_street_kind_ < 0) {
    for (const Chip& c : ChipsFor(seat, kWholeSeat)) any = any || c.enabled;
  }
  const d::Hit hit = d::Interact("row", a.panel.min, a.panel.Size(), any);
  NoteUiRect("oregano:seat:" + std::to_string(seat + 1), a.panel.min, a.panel.max);
  if (any) d::Glow(dl_, a.panel.min, a.panel.max, 10.0f, d::Fade(d::palette::kGlow, 0.5f));
  if (sel_seat_ == seat && sel_cell_ == kWholeSeat) {
    dl_->AddRect(a.panel.min - ImVec2(2, 2), a.panel.max + ImVec2(2, 2), d::palette::kWhite, 11, 0, 2.5f);
  }
  if (!hit.clicked) return;
  const bool same = sel_seat_ == seat && sel_cell_ == kWholeSeat;
  ResetSelection();
  if (!same) {
    sel_seat_ = seat;
    sel_cell_ = kWholeSeat;
  }
}

std::vector<Chip> OreganoView::ChipsFor(int seat, int cell) const {
  std::vector<Chip> chips;
  if (cell == kWholeSeat) {  // a phone's row: what its every shop offers
    for (int c = 0; c < og::kCells; ++c) {
      for (Chip& chip : ChipsFor(seat, c)) chips.push_back(std::move(chip));
    }
    return chips;
  }
  if (obs_->phase != og::Phase::kAction || !Acting()) return chips;
  const int kind = obs_->players[seat].area[cell];
  if (kind == og::kEmpty) return chips;
  const int row = og::CellRow(cell), level = og::CellLevel(cell);
  const og::ShopSpec& spec = og::kShops[kind];
  if (spec.produces >= 0) {
    Chip c;
    c.action = og::TakeResourceAction(seat, cell);
    c.enabled = Legal(c.action);
    const int amount = std::min(level, obs_->bank[spec.produces]);
    c.label = Format(T("Take %d ", "%d枚の"), amount) + ResourceName(spec.produces, L());
    if (Ja(L())) c.label += "を得る";
    if (seat != viewer_) c.label += Format(T(" (pay %d)", "（%dゴールド）"), N().merchant_fee);
    c.why_not = Why(c.action);
    chips.push_back(c);
  }
  if (seat != viewer_) return chips;
  if (spec.group != og::ShopGroup::kSpecial && level < og::kLevels) {
    Chip c;
    c.action = og::LevelUpAction(row, level);
    c.enabled = Legal(c.action);
    c.label = Format(T("Level up to %d: ", "レベル%dへ："), level + 1) +
              CostText(table_->LevelUpGold(kind, level), spec.cost, L());
    c.why_not = Why(c.action);
    chips.push_back(c);
  }
  Chip sell;
  sell.action = og::SellAction(cell);
  sell.enabled = Legal(sell.action);
  sell.label = Format(T("Sell for %d gold", "%dゴールドで売却"), table_->SalePrice(seat, kind, level));
  sell.why_not = Why(sell.action);
  chips.push_back(sell);
  return chips;
}

}  // namespace mercato::web::oregano_view

namespace mercato::web {

std::unique_ptr<GameView> MakeOreganoView() { return std::make_unique<oregano_view::OreganoView>(); }

}  // namespace mercato::web

// The Oregano Market table. Draws only what the viewer may see: its seat view
// (og::OreganoSeatView: the observation, the moves, the rules' prices), turns
// taps into legal actions and never changes the state itself.
//
// How a person plays here:
//   setup     tap a merchant in the supply, then a glowing cell of your first column;
//             tap one of the strategy cards drawn, then Keep;
//   build     tap a shop in the supply, then a glowing cell of your first column;
//   level up, sell, resource: tap one of your shops (or another player's
//             merchant) and choose in the small menu beside it;
//   buy       tap a shop on the main street, then a glowing cell of its column;
//   casino    Roll the die, or Skip.
#include "views/seat_sentence.h"
#include "views/oregano_view.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "app/ui_rects.h"
#include "draw/change_mark.h"
#include "views/oregano_view_layout.h"
#include "views/oregano_view_style.h"
#include "views/oregano_view_text.h"

namespace mercato::web {

namespace oregano_view {

namespace {

constexpr float kFlightSeconds = 0.4f;
constexpr double kDieTumbleSeconds = 0.9;
constexpr double kDieShowSeconds = 2.6;

const ImU32 kMatDark = d::Rgba(52, 36, 24);
const ImU32 kLightText = d::Rgba(255, 250, 240, 235);

// Something moving across the table after a move.
struct Flight {
  enum class Kind { kShop, kResource, kCardBack, kText } kind = Kind::kShop;
  int what = 0;   // shop kind or resource
  int level = 1;
  ImVec2 from, to;
  float size = 30;
  double start = 0;
  std::string text;
};

// A choice in the small menu beside a selected shop.
struct Chip {
  std::string label;
  Action action = -1;
  bool enabled = false;
  std::string why_not;
};

class OreganoView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) override;
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return oregano_view::Words(event, viewer, lang);
  }
  void DrawScoreBreakdown(const SeatView& table, Lang lang) override {
    ScoreBreakdown(static_cast<const og::OreganoSeatView&>(table), lang);
  }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::string WhyNot(const BlockedMove& blocked, Lang lang) const override {
    std::string words = oregano_view::WhyNot(blocked, lang);
    return words.empty() ? GameView::WhyNot(blocked, lang) : words;
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    // The resources (their merchants wear the same symbol), then the shops.
    std::vector<d::LegendItem> items;
    for (int r = 0; r < og::kNumResources; ++r) {
      items.push_back({kResourceStyles[r].shape, kResourceStyles[r].color, ResourceName(r, lang)});
    }
    for (int k = og::kNumResources; k < og::kNumShopKinds; ++k) {
      items.push_back({kShopStyles[k].shape, kShopStyles[k].color, ShopName(k, lang)});
    }
    return items;
  }

 private:
  const char* T(const char* en, const char* ja) const { return Tr(ctx_->lang, en, ja); }
  Lang L() const { return ctx_->lang; }
  bool Legal(Action a) const { return Acting() && t_->IsLegal(a); }
  // Why the rules block `a` for the viewer ("" when they do not list it).
  std::string Why(Action a) const { return WhyNotFor(*this, t_->blocked(), a, L()); }
  const og::Numbers& N() const { return t_->numbers(); }  // the numbers in force
  bool Acting() const { return ctx_->can_act; }
  bool ActionPhase() const { return Acting() && obs_->phase == og::Phase::kAction; }
  bool PickPhase() const { return Acting() && obs_->phase == og::Phase::kChooseMerchant; }
  void ResetSelection();

  void DrawArea(int seat);
  void DrawGrid(int seat);
  void DrawCell(int seat, int row, int level);
  void DrawSupply();
  void DrawStreet();
  void DrawBonusesAndDeck();
  void DrawStrategyCard(int seat);
  void DrawStrategyChoice();
  void DrawPopup();
  void DrawBar();
  void DrawDie();
  std::string Prompt() const;
  std::string ShopTooltip(int seat, int kind, int level) const;
  std::vector<Chip> ChipsFor(int seat, int cell) const;

  ImVec2 CellCenter(int seat, int cell) const;
  ImVec2 SupplyCenter(int kind) const;
  ImVec2 StreetCenter(int kind, int level) const;
  ImVec2 ResourceCenter(int seat, int resource) const;
  void AddFlights(const og::OreganoSeatView& before, Action action, double now);
  void DrawFlights(double now);

  // This frame.
  ViewContext* ctx_ = nullptr;
  const og::OreganoSeatView* t_ = nullptr;  // the viewer's table
  const og::OreganoObservation* obs_ = nullptr;  // t_->observation()
  Layout l_;
  int viewer_ = -1;  // the seat whose area is at the bottom, or -1 (all-seeing)
  std::optional<Action> chosen_;
  ImDrawList* dl_ = nullptr;
  std::vector<std::pair<int, int>> street_entries_;  // (kind, level) shown on the street

  // The person's choice in progress (cleared whenever the state moves on).
  size_t seen_moves_ = size_t(-1);
  int sel_kind_ = -1;          // a supply kind to build (or to start with)
  int sel_street_kind_ = -1;   // a main-street shop to buy
  int sel_street_level_ = 0;
  int sel_seat_ = -1;          // a shop on the table whose menu is open
  int sel_cell_ = -1;
  int sel_card_ = -1;          // a strategy card to keep
  std::vector<Flight> flights_;
  size_t flights_for_ = size_t(-1);
  int die_face_ = 0;
  double die_time_ = -100;
};

void OreganoView::ResetSelection() {
  sel_kind_ = -1;
  sel_street_kind_ = -1;
  sel_street_level_ = 0;
  sel_seat_ = -1;
  sel_cell_ = -1;
  sel_card_ = -1;
}

std::optional<Action> OreganoView::Draw(const SeatView& table, ViewContext& ctx) {
  const auto& t = static_cast<const og::OreganoSeatView&>(table);
  ctx_ = &ctx;
  t_ = &t;
  dl_ = ctx.draw;
  chosen_.reset();
  const int n = t.num_players();
  const bool seated = ctx.viewer >= 0 && ctx.viewer < n;
  viewer_ = seated ? ctx.viewer : -1;
  obs_ = &t.observation();  // the viewer's: Observe(viewer) of its table
  l_ = ComputeLayout(ctx.origin, ctx.size, n, seated ? ctx.viewer : 0);
  if (size_t(ctx.moves) != seen_moves_) {
    ResetSelection();
    seen_moves_ = size_t(ctx.moves);
  }
  if (!ctx.can_act) ResetSelection();
  if (ctx.previous != nullptr && ctx.last_action != -1 && flights_for_ != size_t(ctx.moves)) {
    flights_for_ = size_t(ctx.moves);
    AddFlights(static_cast<const og::OreganoSeatView&>(*ctx.previous), ctx.last_action,
               ctx.last_action_time > 0 ? ctx.last_action_time : ctx.time);
  }
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
  d::TableBackground(dl_, ctx.origin, ctx.origin + ctx.size, d::Surface::kWood);
  for (int p = 0; p < n; ++p) {
    if (p != l_.bottom_seat) DrawArea(p);
  }
  DrawSupply();
  DrawStreet();
  DrawBonusesAndDeck();
  DrawArea(l_.bottom_seat);
  DrawFlights(ctx.time);
  DrawBar();
  DrawDie();
  dl_->ChannelsMerge();
  return chosen_;
}

// ------------------------------------------------------------------ areas

void OreganoView::DrawArea(int seat) {
  const AreaLayout& a = l_.areas[seat];
  const og::PlayerObservation& p = obs_->players[seat];
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  const bool turn = obs_->phase != og::Phase::kGameOver && obs_->turn_player == seat;
  d::Mat(dl_, a.panel.min, a.panel.max, d::Mix(seat_color, kMatDark, 0.55f), nullptr);
  if (turn) d::Glow(dl_, a.panel.min, a.panel.max, 10.0f, d::Fade(d::palette::kGlow, 0.7f));
  dl_->AddCircleFilled(a.panel.min + ImVec2(16, 14), 6, seat_color, 16);
  dl_->AddCircle(a.panel.min + ImVec2(16, 14), 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  std::string name = SeatLabel(seat, viewer_, L());
  if (turn) name += T("  — to play", "  — 手番");
  const std::string score = Format(T("score %d", "得点 %d"), p.score);
  d::Text(dl_, a.name, name.c_str(), kLightText, d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  d::Text(dl_, ImVec2(a.panel.max.x - 8, a.panel.min.y + 4), score.c_str(), d::palette::kGlow,
          d::FontRole::kSmall, d::Align::kRight);

  ImGui::PushID(seat);
  if (a.compact) {
    // A smaller number than the viewer's own money, so it leaves room for the cards.
    const bool small = a.panel.H() < 80;
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
  if (r.W() < 8 || r.H() < 8) return;
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
    const float w = r.W() - 14;
    const float band = std::max(r.H() * 0.2f, 12.0f);
    const char* name = StrategyName(p.strategy, L());
    d::Text(dl_, r.min + ImVec2(7, band + 5), name, d::palette::kInk, d::FontRole::kBody,
            d::Align::kLeft, 0, w, true);
    const float name_h =
        d::Font(d::FontRole::kBody)->CalcTextSizeA(d::FontSize(d::FontRole::kBody), FLT_MAX, w, name).y;
    if (r.H() > band + name_h + 40) {
      d::Text(dl_, r.min + ImVec2(7, band + 9 + name_h), StrategyGoal(p.strategy, L()),
              d::palette::kInk, d::FontRole::kSmall, d::Align::kLeft, 0, w);
    }
    const int progress = p.progress.Count(p.strategy);
    for (int i = 0; i < og::kStrategyTarget; ++i) {
      const ImVec2 c = r.min + ImVec2(14 + 20.0f * float(i), r.H() - 14);
      dl_->AddCircleFilled(c, 7, i < progress ? kStrategyBand : d::Rgba(220, 210, 200), 16);
      dl_->AddCircle(c, 7, d::Shade(kStrategyBand, 0.6f), 16, 1.2f);
    }
    d::Text(dl_, r.min + ImVec2(r.W() - 8, r.H() - 22), Format("+%d", N().strategy_reward).c_str(),
            d::Shade(kStrategyBand, 0.7f), d::FontRole::kSmall, d::Align::kRight, 0, 0, true);
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
    d::Badge(dl_, r.max - ImVec2(2, r.H() - 2), p.strategies_completed, kStrategyBand);
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
  const d::Hit hit = d::Interact("cell", min, size, target_legal || (menu && !selecting));
  const std::string id = "oregano:cell:" + std::to_string(seat + 1) + ":r" + std::to_string(row + 1) +
                         "c" + std::to_string(level);
  NoteUiRect(id, min, min + size);
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
    tip += Format(T("\nPays %d gold each turn.", "\n配当金：毎ターン%dゴールド。"), t_->ShopDividend(seat, kind, level));
  }
  if (spec.produces >= 0) {
    tip += Format(T("\nYields %d ", "\n産出：%d枚の"), level) + ResourceName(spec.produces, L()) + T(".", "。");
  }
  tip += Format(T("\nSells for %d gold.", "\n売却価格：%dゴールド。"), t_->SalePrice(seat, kind, level));
  const int points = N().score_by_level[size_t((spec.group == og::ShopGroup::kSpecial ? 1 : level) - 1)];
  tip += Format(T(" Worth %d points at the end.", " 終了時%d点。"), points);
  return tip;
}

std::vector<Chip> OreganoView::ChipsFor(int seat, int cell) const {
  std::vector<Chip> chips;
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
              CostText(t_->LevelUpGold(kind, level), spec.cost, L());
    c.why_not = Why(c.action);
    chips.push_back(c);
  }
  Chip sell;
  sell.action = og::SellAction(cell);
  sell.enabled = Legal(sell.action);
  sell.label = Format(T("Sell for %d gold", "%dゴールドで売却"), t_->SalePrice(seat, kind, level));
  sell.why_not = Why(sell.action);
  chips.push_back(sell);
  return chips;
}

// ------------------------------------------------------------------ the middle

void OreganoView::DrawSupply() {
  const Rect& r = l_.supply;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 32, 170), nullptr);
  if (!l_.tall) {
    d::Text(dl_, r.min + ImVec2(8, 3), T("Supply", "在庫"), kLightText, d::FontRole::kSmall,
            d::Align::kLeft, 0, 0, true);
  }
  const ImVec2 slot = l_.supply_slot;
  const float top = l_.tall ? 3.0f : 16.0f;  // under the "Supply" label on wide tables
  const float token = std::min(slot.x - 16, slot.y - top - 20);
  for (int kind = 0; kind < og::kNumShopKinds; ++kind) {
    const ImVec2 at = l_.SupplySlot(kind);
    const ImVec2 tmin = at + ImVec2((slot.x - token) * 0.5f, top);
    // The token stands for its move in every row of column 1; when no row takes
    // the shop, the rules give every row the shop's reason (row 0 words it).
    const auto token_move = [&](int row) {
      return obs_->phase == og::Phase::kChooseMerchant && kind <= og::kMetalMerchant ? og::PickMerchantAction(kind, row)
                                                                                     : og::BuildAction(kind, row);
    };
    bool can = false;
    for (int row = 0; row < og::kRows; ++row) can = can || Legal(token_move(row));
    const std::string why = can ? "" : Why(token_move(0));
    ImGui::PushID(200 + kind);
    const d::Hit hit = d::Interact("supply", tmin, ImVec2(token, token), can);
    NoteUiRect(std::string("oregano:supply:") + og::kShops[kind].id, tmin, tmin + ImVec2(token, token));
    const ImVec2 lifted = tmin - ImVec2(0, hit.lift);
    ShopToken(dl_, lifted, token, kind, 1, obs_->supply[kind] == 0);
    d::NameSymbol(lifted, lifted + ImVec2(token, token), ShopName(kind, L()));
    if (can) d::Glow(dl_, lifted, lifted + ImVec2(token, token), token * 0.16f);
    if (sel_kind_ == kind) {
      dl_->AddRect(lifted - ImVec2(3, 3), lifted + ImVec2(token + 3, token + 3), d::palette::kWhite,
                   token * 0.16f + 3, 0, 2.5f);
    }
    d::Badge(dl_, lifted + ImVec2(token - 2, 2), obs_->supply[kind]);
    // The cost under the token: resource icons with counts, or gold.
    const og::ShopSpec& spec = og::kShops[kind];
    std::vector<std::pair<int, int>> parts;  // resource (or -1: gold), amount
    for (int res = 0; res < og::kNumResources; ++res) {
      if (spec.cost[res] > 0) parts.push_back({res, spec.cost[res]});
    }
    if (spec.cost_gold > 0) parts.push_back({-1, spec.cost_gold});
    const float icon = 5.5f;
    const float part_w = 20;
    float x = at.x + slot.x * 0.5f - part_w * float(parts.size()) * 0.5f;
    const float y = tmin.y + token + 9;
    for (const auto& [res, amount] : parts) {
      if (res >= 0) {
        d::Icon(dl_, kResourceStyles[res].shape, ImVec2(x + icon, y), icon, kResourceStyles[res].color);
      } else {
        dl_->AddCircleFilled(ImVec2(x + icon, y), icon, d::palette::kGold, 12);
      }
      d::Text(dl_, ImVec2(x + 2 * icon + 1, y - 8), std::to_string(amount).c_str(), kLightText,
              d::FontRole::kSmall);
      x += part_w;
    }
    if (hit.hovered) {
      std::string tip = std::string(ShopName(kind, L())) + "\n" + ShopHelp(kind, N(), L()) + "\n" +
                        T("Cost: ", "コスト：") + CostText(spec.cost_gold, spec.cost, L()) +
                        Format(T(". %d left.", "。残り%d。"), obs_->supply[kind]);
      if (!why.empty()) tip += "\n" + why;
      if (can) tip += T("\nTap, then tap a glowing cell.", "\nタップしてから光るマスを選ぶ。");
      d::Tooltip(tip.c_str());
    }
    if (hit.clicked) {
      const int was = sel_kind_;
      ResetSelection();
      sel_kind_ = was == kind ? -1 : kind;
    }
    ImGui::PopID();
  }
}

ImVec2 OreganoView::StreetCenter(int kind, int level) const {
  const Rect& r = l_.street;
  const int per_row = std::max(1, int((r.W() - 8) / l_.street_slot.x));
  for (size_t i = 0; i < street_entries_.size(); ++i) {
    if (street_entries_[i].first == kind && street_entries_[i].second == level) {
      const int col = int(i) % per_row, row = int(i) / per_row;
      return r.min + ImVec2(6 + (float(col) + 0.5f) * l_.street_slot.x,
                            18 + (float(row) + 0.4f) * l_.street_slot.y);
    }
  }
  return r.Center();
}

void OreganoView::DrawStreet() {
  const Rect& r = l_.street;
  d::Mat(dl_, r.min, r.max, d::Rgba(95, 75, 45, 150), nullptr);
  const char* street_label = T("Main street", "大通り");
  d::Text(dl_, r.min + ImVec2(8, 3), street_label, kLightText, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  d::TestRect("panel:og:street", r.min, r.max);
  d::TestRect("in:og:street:label", r.min + ImVec2(8, 3),
              r.min + ImVec2(8, 3) + d::MeasureText(street_label, d::FontRole::kSmall));
  if (street_entries_.empty()) {
    d::TextCentered(dl_, r.Center(), T("Sold shops come here", "売却された店がここに並ぶ"),
                    d::palette::kLabelSoft, d::FontRole::kSmall);
  }
  const ImVec2 slot = l_.street_slot;
  const float token = std::min(slot.x - 14, slot.y - 22);
  const int per_row = std::max(1, int((r.W() - 8) / slot.x));
  const int rows = std::max(1, int((r.H() - 18) / slot.y));
  for (size_t i = 0; i < street_entries_.size(); ++i) {
    const int col = int(i) % per_row, row = int(i) / per_row;
    if (row >= rows) {
      d::Text(dl_, r.max - ImVec2(8, 18), Format("+%d", int(street_entries_.size() - i)).c_str(),
              kLightText, d::FontRole::kSmall, d::Align::kRight);
      break;
    }
    const auto [kind, level] = street_entries_[i];
    const ImVec2 at = r.min + ImVec2(6 + float(col) * slot.x, 18 + float(row) * slot.y);
    const ImVec2 tmin = at + ImVec2((slot.x - token) * 0.5f, 0);
    // As a supply token: the move into any row of its column (row 0 words why not).
    bool can = false;
    for (int row = 0; row < og::kRows; ++row) can = can || Legal(og::BuyAction(kind, level, row));
    const std::string why = can ? "" : Why(og::BuyAction(kind, level, 0));
    ImGui::PushID(300 + kind * 8 + level);
    const d::Hit hit = d::Interact("street", tmin, ImVec2(token, token), can);
    NoteUiRect(std::string("oregano:street:") + og::kShops[kind].id + ":" + std::to_string(level), tmin,
               tmin + ImVec2(token, token));
    const ImVec2 lifted = tmin - ImVec2(0, hit.lift);
    ShopToken(dl_, lifted, token, kind, level);
    d::NameSymbol(lifted, lifted + ImVec2(token, token), ShopName(kind, L()));
    if (can) d::Glow(dl_, lifted, lifted + ImVec2(token, token), token * 0.16f);
    if (sel_street_kind_ == kind && sel_street_level_ == level) {
      dl_->AddRect(lifted - ImVec2(3, 3), lifted + ImVec2(token + 3, token + 3), d::palette::kWhite,
                   token * 0.16f + 3, 0, 2.5f);
    }
    // How many, beside the token (above it, the badge would cover the label).
    const int count = obs_->main_street[kind][level - 1];
    if (count > 1) d::Badge(dl_, lifted + ImVec2(token + 3, token * 0.5f), count);
    d::TestRect("in:og:street:" + std::to_string(i), tmin,
                tmin + ImVec2(token + (count > 1 ? 13.0f : 0.0f), token));
    const int price = t_->BuyPrice(kind, level);
    d::Text(dl_, ImVec2(at.x + slot.x * 0.5f, tmin.y + token + 1), Format(T("%dg", "%dG"), price).c_str(),
            d::palette::kGlow, d::FontRole::kSmall, d::Align::kCenter, 0, 0, true);
    if (hit.hovered) {
      std::string tip = std::string(ShopName(kind, L())) + Format(T(", level %d", "（レベル%d）"), level);
      tip += Ja(L()) ? Format("\n%dゴールドで買収し、", price) + Format("%d列目に置く。", level)
                     : Format("\nBuy it for %d gold", price) + Format(" into column %d.", level);
      if (!why.empty()) tip += "\n" + why;
      if (can) tip += T("\nTap, then tap a glowing cell.", "\nタップしてから光るマスを選ぶ。");
      d::Tooltip(tip.c_str());
    }
    if (hit.clicked) {
      const bool same = sel_street_kind_ == kind && sel_street_level_ == level;
      ResetSelection();
      if (!same) {
        sel_street_kind_ = kind;
        sel_street_level_ = level;
      }
    }
    ImGui::PopID();
  }
}

void OreganoView::DrawBonusesAndDeck() {
  const Rect& r = l_.bonus;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 32, 170), nullptr);
  d::Text(dl_, r.min + ImVec2(8, 3), T("Bonus cards", "ボーナス"), kLightText, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  d::TestRect("panel:og:bonus", r.min, r.max);
  const ImVec2 card = l_.bonus_card;
  const int per_row = l_.tall ? 5 : 3;
  for (int b = 0; b < og::kNumBonusCards; ++b) {
    const int col = b % per_row, row = b / per_row;
    const ImVec2 at = r.min + ImVec2(6 + float(col) * (card.x + 4), 20 + float(row) * (card.y + 4));
    const int owner = obs_->bonus_owner[b];
    static const d::Shape kBonusShapes[og::kNumBonusCards] = {d::Shape::kStar, d::Shape::kCircle,
                                                              d::Shape::kDiamond, d::Shape::kSquare,
                                                              d::Shape::kHexagon};
    if (owner == og::kEmpty) {
      d::CardFace face;
      face.band = kBonusBand;
      face.icon = kBonusShapes[b];
      const std::string points = std::to_string(N().bonus_value);
      face.corner = points.c_str();
      static const char* kShortEn[og::kNumBonusCards] = {"Level 4", "Strategy", "Diagonal", "Column", "Row"};
      static const char* kShortJa[og::kNumBonusCards] = {"レベル4", "戦略", "斜め", "縦一列", "横一列"};
      if (card.x >= 46) face.title = Ja(L()) ? kShortJa[b] : kShortEn[b];
      d::Card(dl_, at, card, face);
    } else {
      d::CardSlot(dl_, at, card);
      dl_->AddCircleFilled(at + card * 0.5f, std::min(card.x, card.y) * 0.2f, d::palette::kSeat[owner % 6], 16);
    }
    d::TestRect("in:og:bonus:card" + std::to_string(b), at, at + card);
    ImGui::PushID(400 + b);
    if (d::Interact("bonus", at, card, false).hovered) {
      std::string tip = std::string(BonusName(b, L())) +
                        Format(T(": %d points at the end.", "：終了時%d点。"), N().bonus_value);
      if (owner != og::kEmpty) tip += "\n" + SeatLabel(owner, viewer_, L()) + T(" won it.", "が獲得済み。");
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
  }
  // The strategy deck.
  const Rect& deck = l_.deck;
  if (deck.W() > 4) {
    d::CardPile(dl_, deck.min, deck.Size(), obs_->deck_size, nullptr, kStrategyBand);
    // With its edges and the count badge on the bottom-right corner.
    d::TestRect(l_.tall ? "in:og:bonus:deck" : "in:og:street:deck", deck.min, deck.max + ImVec2(6, 6));
    if (d::Interact("deck", deck.min, deck.Size(), false).hovered) {
      d::Tooltip(Format(T("Strategy deck: %d cards.", "戦略カードの山札：%d枚。"), obs_->deck_size).c_str());
    }
  }
}

// ------------------------------------------------------------------ choices

void OreganoView::DrawPopup() {
  if (sel_seat_ < 0 || sel_cell_ < 0) return;
  const std::vector<Chip> chips = ChipsFor(sel_seat_, sel_cell_);
  if (chips.empty()) return;
  const AreaLayout& a = l_.areas[sel_seat_];
  const ImVec2 cell_min = a.CellMin(og::CellRow(sel_cell_), og::CellLevel(sel_cell_));
  float w = 0;
  for (const Chip& c : chips) w = std::max(w, d::MeasureText(c.label.c_str()).x + 28);
  w = std::min(std::max(w, 150.0f), ctx_->size.x - 16);
  const float h = 42, gap = 6;
  const ImVec2 box(w + 16, float(chips.size()) * (h + gap) + 10);
  ImVec2 at = cell_min + ImVec2(a.cell + 8, 0);
  if (at.x + box.x > ctx_->origin.x + ctx_->size.x - 4) at.x = cell_min.x - box.x - 8;
  at.x = std::max(at.x, ctx_->origin.x + 4);
  at.y = std::min(at.y, ctx_->origin.y + ctx_->size.y - box.y - 4);
  at.y = std::max(at.y, ctx_->origin.y + 4);
  d::Shadow(dl_, at, at + box, 10);
  dl_->AddRectFilled(at, at + box, d::Rgba(40, 28, 20, 240), 10);
  dl_->AddRect(at, at + box, d::Rgba(230, 200, 150, 160), 10, 0, 1.2f);
  for (size_t i = 0; i < chips.size(); ++i) {
    const Chip& c = chips[i];
    const ImVec2 min = at + ImVec2(8, 6 + float(i) * (h + gap));
    ImGui::PushID(500 + int(i));
    if (d::SecondaryButton(c.label.c_str(), min, ImVec2(w, h), c.enabled, c.why_not.c_str())) {
      chosen_ = c.action;
    }
    NoteUiRect("oregano:chip:" + std::to_string(i + 1), min, min + ImVec2(w, h));
    ImGui::PopID();
  }
}

void OreganoView::DrawStrategyChoice() {
  if (obs_->phase != og::Phase::kStrategyKeep) return;
  const int chooser = obs_->current_player;
  if (chooser != viewer_ || obs_->players[chooser].drawn.empty()) return;
  const std::vector<int>& cards = obs_->players[chooser].drawn;
  if (sel_card_ < 0 || std::find(cards.begin(), cards.end(), sel_card_) == cards.end()) {
    sel_card_ = cards.front();
  }
  // A panel over the middle of the table with the cards face up.
  const float n = float(cards.size());
  const float card_w = std::min(150.0f, (ctx_->size.x - 40) / n - 12);
  const ImVec2 card(card_w, card_w * 1.3f);
  const ImVec2 box(n * (card.x + 12) + 20, card.y + 56);
  const ImVec2 at = ctx_->origin + (ctx_->size - box) * 0.5f - ImVec2(0, ctx_->size.y * 0.08f);
  d::Shadow(dl_, at, at + box, 12);
  dl_->AddRectFilled(at, at + box, d::Rgba(35, 25, 18, 235), 12);
  d::Text(dl_, at + ImVec2(box.x * 0.5f, 10), T("Keep one strategy card", "戦略カードを1枚選ぶ"),
          kLightText, d::FontRole::kBody, d::Align::kCenter, 0, 0, true);
  for (size_t i = 0; i < cards.size(); ++i) {
    const int c = cards[i];
    const ImVec2 min = at + ImVec2(16 + float(i) * (card.x + 12), 42);
    ImGui::PushID(600 + int(i));
    const d::Hit hit = d::Interact("pick", min, card, true);
    NoteUiRect(std::string("oregano:card:") + og::kStrategyIds[c], min, min + card);
    const ImVec2 lifted = min - ImVec2(0, hit.lift);
    d::CardFace face;
    face.band = kStrategyBand;
    face.title = T("Strategy", "戦略");
    d::Card(dl_, lifted, card, face);
    const float band = std::max(card.y * 0.2f, 12.0f);
    d::Text(dl_, lifted + ImVec2(8, band + 6), StrategyName(c, L()), d::palette::kInk, d::FontRole::kBody,
            d::Align::kLeft, 0, card.x - 16, true);
    d::Text(dl_, lifted + ImVec2(8, band + 10 + card.y * 0.22f), StrategyGoal(c, L()), d::palette::kInk,
            d::FontRole::kSmall, d::Align::kLeft, 0, card.x - 16);
    d::Text(dl_, lifted + ImVec2(card.x - 8, card.y - 22), Format(T("+%d gold", "+%dゴールド"), N().strategy_reward).c_str(),
            d::Shade(kStrategyBand, 0.7f), d::FontRole::kSmall, d::Align::kRight, 0, 0, true);
    if (sel_card_ == c) d::Glow(dl_, lifted, lifted + card, d::kCardRounding);
    if (hit.clicked) sel_card_ = c;
    ImGui::PopID();
  }
}

std::string OreganoView::Prompt() const {
  const og::Phase phase = obs_->phase;
  if (phase == og::Phase::kGameOver) return T("The game is over.", "ゲーム終了。");
  const int who = obs_->current_player;
  if (!Acting()) {
    if (who < 0) return "";
    const auto tell = [&](const char* en_you, const char* en_other, const char* ja) {
      return Tell(who, viewer_, L(), en_you, en_other, ja);
    };
    switch (phase) {
      case og::Phase::kChooseMerchant:
        return tell("You are choosing a first merchant.", "{who} is choosing a first merchant.",
                    "{who}が最初の資源店を選んでいます。");
      case og::Phase::kStrategyKeep:
        return tell("You are choosing a strategy card.", "{who} is choosing a strategy card.",
                    "{who}が戦略カードを選んでいます。");
      case og::Phase::kCasinoChoice:
        return tell("You may go to the casino.", "{who} may go to the casino.",
                    "{who}はカジノに行くか選んでいます。");
      default:
        return tell("Your turn.", "{who} is playing.", "{who}の手番です。");
    }
  }
  switch (phase) {
    case og::Phase::kChooseMerchant:
      return sel_kind_ < 0 ? T("Choose your first merchant in the supply.", "在庫から最初の資源店を選んでください。")
                           : T("Now tap a glowing cell of your first column.", "1列目の光るマスをタップ。");
    case og::Phase::kStrategyKeep:
      return T("Choose the strategy card to keep.", "残す戦略カードを選んでください。");
    case og::Phase::kCasinoChoice:
      return Ja(L()) ? "カジノ：ダイスを振りますか？ " + CasinoOdds(N(), L())
                     : "You own a casino: roll the die? " + CasinoOdds(N(), L());
    default:
      break;
  }
  if (sel_kind_ >= 0) return T("Tap a glowing cell of your first column to build there.", "1列目の光るマスをタップして誘致。");
  if (sel_street_kind_ >= 0) {
    return Format(T("Tap a glowing cell of column %d to place the shop.", "%d列目の光るマスをタップして買収。"),
                  sel_street_level_);
  }
  return obs_->actions_this_turn == 0
             ? T("Your turn: do two different actions. Tap the supply to build, a shop to level up, "
                 "sell or take resources, the main street to buy.",
                 "あなたの番：異なる行動を2つ。在庫をタップで誘致、店をタップでレベルアップ・売却・資源、大通りをタップで買収。")
             : T("One more action, of another kind.", "もう1つ、別の種類の行動をどうぞ。");
}

void OreganoView::DrawBar() {
  const Rect& r = l_.bar;
  dl_->AddRectFilled(r.min, r.max, d::Rgba(30, 22, 16, 215), 10);
  dl_->AddRect(r.min, r.max, d::Rgba(180, 140, 90, 120), 10, 0, 1.0f);
  // The four actions: which are done this turn and what each costs.
  static const char* kNamesEn[og::kNumCategories] = {"Build", "Resource", "Sell", "Buy"};
  static const char* kNamesJa[og::kNumCategories] = {"誘致", "資源", "売却", "買収"};
  const std::string fee = Format(T("own free, others %dg", "自店無料・他%dG"), N().merchant_fee);
  const char* costs[og::kNumCategories] = {
      T("cards + gold", "資源＋金"), fee.c_str(),
      T("gain the price", "売値を得る"), T("price - 1", "売値-1")};
  const bool in_turn = obs_->phase == og::Phase::kAction || obs_->phase == og::Phase::kCasinoChoice;
  const float chip_h = l_.tall ? 30 : r.H() - 14;
  const float chip_w = l_.tall ? (r.W() - 16) / 4 - 4 : std::min(112.0f, (r.W() * 0.5f) / 4 - 6);
  for (int c = 0; c < og::kNumCategories; ++c) {
    const ImVec2 min = r.min + ImVec2(8 + float(c) * (chip_w + 5), 7);
    const bool done = in_turn && obs_->categories_done[c];
    // Paper while the actions are open; else (done, or not this turn) light text
    // on a dark green or on the bar itself.
    const ImU32 fill = done ? d::Rgba(56, 110, 58, 235) : d::Rgba(250, 244, 230, in_turn ? 225 : 40);
    dl_->AddRectFilled(min, min + ImVec2(chip_w, chip_h), fill, 8);
    const bool light = done || !in_turn;
    const ImU32 ink = light ? d::palette::kLabel : d::palette::kInk;
    const std::string name = std::string(Ja(L()) ? kNamesJa[c] : kNamesEn[c]) + (done ? " ✓" : "");
    d::Text(dl_, min + ImVec2(chip_w * 0.5f, 3), name.c_str(), ink, d::FontRole::kSmall, d::Align::kCenter,
            0, 0, true);
    if (chip_h >= 30) {
      d::Text(dl_, min + ImVec2(chip_w * 0.5f, chip_h - 15), costs[c],
              light ? d::palette::kLabelSoft : d::palette::kInkSoft,
              d::FontRole::kSmall, d::Align::kCenter, 11);
    }
  }
  // The prompt and the buttons.
  const bool keep = obs_->phase == og::Phase::kStrategyKeep && sel_card_ >= 0;
  const bool casino = obs_->phase == og::Phase::kCasinoChoice;
  const bool selection = sel_kind_ >= 0 || sel_street_kind_ >= 0 || sel_cell_ >= 0;
  const bool buttons = Acting() && (keep || casino || selection);
  const ImVec2 button(l_.tall ? 150.0f : 190.0f, 44);
  const ImVec2 primary = ImVec2(r.max.x - button.x - 8, r.max.y - button.y - 6);
  const ImVec2 secondary = primary - ImVec2(l_.tall ? 84 : 110, 0);
  std::string prompt = Prompt();
  d::TestText("status", prompt);
  if (in_turn) prompt = Format(T("[%d/2] ", "［%d/2］"), obs_->actions_this_turn) + prompt;
  const float text_x = l_.tall ? r.min.x + 10 : r.min.x + 8 + 4 * (chip_w + 5) + 6;
  const float text_y = l_.tall ? r.min.y + chip_h + 10 : r.min.y + 10;
  const float text_right = buttons ? (casino ? secondary.x : primary.x) - 8 : r.max.x - 10;
  d::Text(dl_, ImVec2(text_x, text_y), prompt.c_str(), d::palette::kGlow, d::FontRole::kSmall,
          d::Align::kLeft, 0, std::max(60.0f, text_right - text_x));
  if (!buttons) return;
  ImGui::PushID(700);
  if (casino) {
    if (d::PrimaryButton(T("Roll the die", "ダイスを振る"), primary, button)) chosen_ = og::action_ids::kCasinoRoll;
    NoteUiRect("oregano:primary", primary, primary + button);
    const ImVec2 skip(secondary.x, primary.y);
    if (d::SecondaryButton(T("Skip", "行かない"), skip, ImVec2(secondary.x < primary.x ? primary.x - secondary.x - 8 : 70, button.y))) {
      chosen_ = og::action_ids::kCasinoSkip;
    }
    NoteUiRect("oregano:secondary", skip, skip + ImVec2(primary.x - secondary.x - 8, button.y));
  } else if (keep) {
    const std::string label = std::string(T("Keep ", "")) + StrategyName(sel_card_, L()) + T("", "を残す");
    const Action action = og::KeepStrategyAction(sel_card_);
    if (d::PrimaryButton(label.c_str(), primary, button, Legal(action))) chosen_ = action;
    NoteUiRect("oregano:primary", primary, primary + button);
  } else {
    const ImVec2 cancel = primary + ImVec2(button.x * 0.5f, 0);
    if (d::SecondaryButton(T("Cancel", "取り消し"), cancel, ImVec2(button.x * 0.5f, button.y))) {
      ResetSelection();
    }
    NoteUiRect("oregano:secondary", cancel, primary + button);
  }
  ImGui::PopID();
}

// ------------------------------------------------------------------ motion

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

void OreganoView::AddFlights(const og::OreganoSeatView& before, Action action, double now) {
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
      f.size = l_.areas[drawer].strategy.W();
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
  for (const Flight& f : flights_) {
    const float t = float((now - f.start) / kFlightSeconds);
    if (t >= 1.0f || t < -0.5f) continue;
    alive.push_back(f);
    const float e = d::EaseOut(std::max(0.0f, t));
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
        d::Text(dl_, at, f.text.c_str(), d::Fade(d::palette::kGlow, 1.0f - e * 0.5f), d::FontRole::kBody,
                d::Align::kLeft, 0, 0, true);
        break;
    }
  }
  flights_ = alive;
}

void OreganoView::DrawDie() {
  const double age = ctx_->time - die_time_;
  if (age < 0 || age > kDieShowSeconds || die_face_ == 0) return;
  const float size = std::min(72.0f, ctx_->size.x * 0.12f);
  // In the middle of the shared band, over the main street.
  const ImVec2 center = ImVec2((l_.supply.min.x + l_.bonus.max.x) * 0.5f, l_.street.Center().y - 8);
  if (age < kDieTumbleSeconds) {
    // Tumbling: faces change and the die spins, slowing down.
    const float t = float(age / kDieTumbleSeconds);
    const int face = 1 + int(age * 14.0) % 6;
    DieFace(dl_, center + ImVec2(0, -20 * std::sin(t * 3.14159f)), size, face, (1 - t) * 9.0f);
    return;
  }
  const float pop = 1.0f + 0.25f * std::max(0.0f, 1.0f - float(age - kDieTumbleSeconds) * 4);
  DieFace(dl_, center, size * pop, die_face_, 0);
  const bool lost = die_face_ <= N().casino_losing_faces;
  const std::string result = lost ? Format(T("lose %d", "-%dゴールド"), N().casino_loss)
                                  : Format(T("take %d each", "各%dゴールド奪う"), N().casino_payout);
  d::Text(dl_, center + ImVec2(0, size * 0.5f + 8), result.c_str(),
          lost ? d::Rgba(255, 160, 140) : d::palette::kGlow,
          d::FontRole::kBody, d::Align::kCenter, 0, 0, true);
}

}  // namespace

}  // namespace oregano_view

std::unique_ptr<GameView> MakeOreganoView() { return std::make_unique<oregano_view::OreganoView>(); }

}  // namespace mercato::web

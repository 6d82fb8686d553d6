// The Merchants table. Draws only what the viewer may see (its seat view:
// merchants_seat_view.h), turns clicks into legal actions and never changes the
// state itself.
//
// How a person plays here:
//   setup   tap a good in the cube supply to load it onto an empty ship;
//   step 1  tap a cube on one of your ships, then a good in the supply: a swap;
//           tap a special card to buy it (a ship then asks for its cube); or Pass;
//   step 2  tap a good in your hand, tap the piles to cover, then Play; or Draw 2;
//   end     a trading house offers one more card: Draw 1 or Skip.
#include "views/seat_sentence.h"
#include "views/merchants_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "draw/change_mark.h"
#include "games/merchants/merchants_seat_view.h"
#include "views/merchants_view_layout.h"
#include "views/merchants_view_style.h"
#include "views/merchants_view_text.h"

namespace mercato::web {

namespace merchants_view {

namespace {

using mm::ActionKind;
using mm::DecodeAction;
using mm::DecodedAction;
using mm::MerchantsObservation;
using mm::MerchantsSeatView;
using mm::Phase;

constexpr float kFlightSeconds = 0.35f;

int Bits(int mask) {
  int n = 0;
  for (; mask != 0; mask &= mask - 1) ++n;
  return n;
}

std::string Format(const char* format, int a) {
  char text[160];
  std::snprintf(text, sizeof(text), format, a);
  return text;
}

// A player's mat: the seat colour toned down towards the wood, a seat-coloured
// disc (a star for the start player) and the name, clipped before `label_right`.
void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool start,
             float label_right) {
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  d::Mat(dl, r.min, r.max, d::Mix(seat_color, d::Rgba(52, 36, 24), 0.55f), nullptr);
  if (start) {
    d::Icon(dl, d::Shape::kStar, r.min + ImVec2(18, 15), 8, seat_color, d::palette::kWhite);
  } else {
    dl->AddCircleFilled(r.min + ImVec2(18, 15), 6, seat_color, 16);
    dl->AddCircle(r.min + ImVec2(18, 15), 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  }
  dl->PushClipRect(r.min, ImVec2(label_right, r.min.y + 30), true);
  d::Text(dl, r.min + ImVec2(30, 6), label.c_str(), d::Rgba(255, 250, 240, 235), d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  dl->PopClipRect();
}

// A green "+3" on a dark pill: what a play would pay.
void Pill(ImDrawList* dl, ImVec2 center, const char* text) {
  const ImVec2 extent = d::MeasureText(text, d::FontRole::kBody);
  const ImVec2 half(extent.x * 0.5f + 9, extent.y * 0.5f + 4);
  dl->AddRectFilled(center - half, center + half, d::Rgba(20, 90, 45, 235), half.y);
  dl->AddRect(center - half, center + half, d::Rgba(190, 255, 200, 220), half.y, 0, 1.5f);
  d::TextCentered(dl, center, text, d::palette::kWhite, d::FontRole::kBody, 0, true);
}

// Something sliding across the table after a move: a card, a card back, a
// cube, a special card or a "+3" rising from someone's money.
struct Flight {
  enum class Kind { kCard, kBack, kCube, kSpecial, kText } kind = Kind::kCard;
  int what = 0;  // a good or a special kind
  ImVec2 from, to, size;
  double start = 0;
  float seconds = kFlightSeconds;
  std::string text;
};

class MerchantsView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) override;
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return merchants_view::Words(event, viewer, lang);
  }
  void DrawScoreBreakdown(const SeatView& table, Lang lang) override {
    ScoreBreakdown(static_cast<const MerchantsSeatView&>(table), lang);
  }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::string WhyNot(const BlockedMove& blocked, Lang lang) const override {
    const std::string words = WhyNotWords(blocked, lang);
    return words.empty() ? GameView::WhyNot(blocked, lang) : words;
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int g = 0; g < mm::kNumGoods; ++g) {
      items.push_back({kGoodStyles[g].shape, kGoodStyles[g].icon_color, GoodName(g, lang)});
    }
    for (int k = 0; k < mm::kNumSpecialKinds; ++k) {
      items.push_back({kSpecialStyles[k].shape, kSpecialStyles[k].color, SpecialName(k, lang)});
    }
    return items;
  }

 private:
  // The viewer's moves: none unless the person may act now.
  bool Legal(Action a) const { return ctx_->can_act && table_->IsLegal(a); }
  const char* T(const char* en, const char* ja) const { return Tr(ctx_->lang, en, ja); }
  // "2 cards" / "２枚": a count of cards in a label.
  std::string Cards(int n) const {
    return ctx_->lang == Lang::kJapanese ? Numeral(n, ctx_->lang) + "枚"
                                         : std::to_string(n) + (n == 1 ? " card" : " cards");
  }
  int Viewer() const { return layout_.bottom_seat; }
  bool MyTurn() const { return ctx_->can_act; }
  void ResetSelection();
  void TogglePile(int pile);
  // `mask` with `pile` covered as the table covers it: the leftmost pile not
  // yet covered showing the same good.
  int WithPile(int mask, int pile) const;

  void DrawOpponent(int seat);
  // An opponent's hand as card backs, or face up when shown; return its width.
  float DrawHiddenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 back);
  float DrawOpenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 card);
  void DrawDemand();
  void DrawSupply();
  void DrawMarket();
  void DrawBottom();
  void DrawHand();
  void DrawShips(const Rect& area, int seat, bool interactive);
  void DrawSpecialsOwned(ImVec2 at, float r, int seat);
  void DrawButtons();
  void DrawPreview();
  std::string Prompt() const;
  // Why the rules block `action` for this seat (the table's blocked moves), in
  // words; "" when it is not blocked.
  std::string Why(Action action) const {
    return WhyNotFor(*this, table_->blocked(), action, ctx_->lang);
  }

  ImVec2 SeatAnchor(int seat) const;
  ImVec2 ShipAnchor(int seat) const;
  ImVec2 MoneyAnchor(int seat) const;
  void AddFlights(const MerchantsSeatView& before, Action action, double now);
  void DrawFlights(double now);

  // This frame.
  ViewContext* ctx_ = nullptr;
  const MerchantsSeatView* table_ = nullptr;
  const MerchantsObservation* obs_ = nullptr;  // table_->observation()
  Layout layout_;
  std::optional<Action> chosen_;
  ImDrawList* dl_ = nullptr;

  // The person's choice in progress (cleared whenever the state moves on).
  size_t seen_moves_ = size_t(-1);
  int play_good_ = -1;      // hand good chosen for a play
  int play_piles_ = 0;      // the piles it covers (always the leftmost of equal tops)
  int swap_from_ = -1;      // a ship cube chosen to swap
  bool buying_ship_ = false;
  std::vector<Flight> flights_;
  std::vector<ImVec2> coin_centers_;  // each seat's coin, as drawn last
};

void MerchantsView::ResetSelection() {
  play_good_ = -1;
  play_piles_ = 0;
  swap_from_ = -1;
  buying_ship_ = false;
}

std::optional<Action> MerchantsView::Draw(const SeatView& table, ViewContext& ctx) {
  const auto& t = static_cast<const MerchantsSeatView&>(table);
  ctx_ = &ctx;
  table_ = &t;
  dl_ = ctx.draw;
  chosen_.reset();
  const int n = t.num_players();
  const bool seated = ctx.viewer >= 0 && ctx.viewer < n;
  obs_ = &t.observation();  // the viewer's: Observe(viewer) of its table
  // A table shorter than the layout needs is laid out at that height and
  // scrolls in a child window (wheel or scrollbar); otherwise it fits.
  const float min_h = MinTableHeight(ctx.size);
  const bool scroll = ctx.size.y < min_h;
  d::TableBackground(ctx.draw, ctx.origin, ctx.origin + ctx.size, d::Surface::kWood);
  ImVec2 origin = ctx.origin;
  if (scroll) {
    ImGui::SetCursorScreenPos(ctx.origin);
    ImGui::BeginChild("##merchants_table", ctx.size, false, ImGuiWindowFlags_NoBackground);
    origin = ImGui::GetCursorScreenPos();
    dl_ = ImGui::GetWindowDrawList();
    ImGui::Dummy(ImVec2(ctx.size.x - ImGui::GetStyle().ScrollbarSize, min_h));
  }
  const ImVec2 size(scroll ? ctx.size.x - ImGui::GetStyle().ScrollbarSize : ctx.size.x,
                    scroll ? min_h : ctx.size.y);
  layout_ = ComputeLayout(origin, size, n, seated ? ctx.viewer : 0);
  coin_centers_.resize(n, ImVec2(-1, -1));
  if (size_t(ctx.moves) != seen_moves_ || !ctx.can_act) {
    if (size_t(ctx.moves) != seen_moves_) ResetSelection();
    seen_moves_ = size_t(ctx.moves);
  }
  if (!ctx.can_act) ResetSelection();
  if (ctx.previous != nullptr && ctx.last_action != -1) {
    AddFlights(static_cast<const MerchantsSeatView&>(*ctx.previous), ctx.last_action,
               ctx.last_action_time > 0 ? ctx.last_action_time : ctx.time);
  }

  for (int p = 0; p < n; ++p) {
    if (p != layout_.bottom_seat) DrawOpponent(p);
  }
  DrawDemand();
  DrawSupply();
  DrawMarket();
  DrawBottom();
  DrawFlights(ctx.time);
  if (scroll) ImGui::EndChild();
  return chosen_;
}

// ------------------------------------------------------------------ seats

ImVec2 MerchantsView::SeatAnchor(int seat) const {
  if (seat == layout_.bottom_seat) return layout_.hand.Center();
  return layout_.seats[seat].Center();
}

ImVec2 MerchantsView::ShipAnchor(int seat) const {
  if (seat == layout_.bottom_seat) return layout_.ships.Center();
  return layout_.seats[seat].Center() + ImVec2(0, 10);
}

ImVec2 MerchantsView::MoneyAnchor(int seat) const {
  // Where "+3" shows: left of an opponent's coin, right of the viewer's number.
  if (seat < int(coin_centers_.size()) && coin_centers_[seat].x > 0) {
    return coin_centers_[seat] + (seat == layout_.bottom_seat ? ImVec2(120, 0) : ImVec2(-40, 4));
  }
  const Rect& r = layout_.seats[seat];
  return ImVec2(r.max.x - 90, r.min.y + 20);
}

void MerchantsView::DrawSpecialsOwned(ImVec2 at, float r, int seat) {
  const mm::PlayerObservation& p = obs_->players[seat];
  const int counts[3] = {p.houses, p.agreements, p.stevedores};
  const int kinds[3] = {mm::kTradingHouse, mm::kAgreement, mm::kStevedore};
  float x = at.x;
  for (int i = 0; i < 3; ++i) {
    if (counts[i] == 0) continue;
    const ImVec2 c(x + r, at.y + r);
    d::Token(dl_, c, r, kSpecialStyles[kinds[i]].color, kSpecialStyles[kinds[i]].shape);
    if (counts[i] > 1) d::Badge(dl_, c + ImVec2(r * 0.8f, r * 0.7f), counts[i]);
    ImGui::PushID(seat * 10 + i);
    const d::Hit hit = d::Interact("owned", c - ImVec2(r, r), ImVec2(2 * r, 2 * r), true);
    if (hit.hovered) {
      d::Tooltip((std::string(SpecialName(kinds[i], ctx_->lang)) + ": " +
                  SpecialHelp(kinds[i], table_->numbers(), ctx_->lang)).c_str());
    }
    ImGui::PopID();
    x += 2 * r + 8;
  }
}

void MerchantsView::DrawShips(const Rect& area, int seat, bool interactive) {
  const mm::PlayerObservation& p = obs_->players[seat];
  std::vector<int> cubes;
  for (int g = 0; g < mm::kNumGoods; ++g) {
    for (int i = 0; i < p.cubes[g]; ++i) cubes.push_back(g);
  }
  while (int(cubes.size()) < p.ships) cubes.push_back(-1);  // loading: empty ships
  // A ship loaded, bought or a cube swapped: marked while it fades.
  long long cargo = p.ships;
  for (int g = 0; g < mm::kNumGoods; ++g) cargo = cargo * 32 + p.cubes[g];
  d::ChangeMark(dl_, "changed-ships", area.min, area.max, cargo, 8.0f,
                "mm:ships:" + std::to_string(seat + 1));
  if (cubes.empty()) return;
  const float h = area.Size().y;
  float ship_w = std::min(h * 1.15f, 60.0f);
  float step = ship_w + 6;
  if (step * float(cubes.size()) > area.Size().x) {
    step = area.Size().x / float(cubes.size());
    ship_w = std::min(ship_w, step * 1.3f);
  }
  const bool swapping = interactive && obs_->phase == Phase::kStep1;
  for (size_t i = 0; i < cubes.size(); ++i) {
    const int good = cubes[i];
    const ImVec2 keel(area.min.x + step * float(i) + step * 0.5f, area.max.y - 2);
    const ImVec2 hit_min(keel.x - step * 0.5f, area.min.y);
    const ImVec2 hit_size(step, h);
    float lift = 0;
    if (interactive) {
      bool can_swap = false;
      for (int to = 0; to < mm::kNumGoods && good >= 0; ++to) {
        can_swap = can_swap || (to != good && Legal(mm::SwapAction(good, to)));
      }
      // The rules' reason for the first swap of this cube they block.
      std::string why;
      for (int to = 0; to < mm::kNumGoods && good >= 0 && !can_swap && why.empty(); ++to) {
        if (to != good) why = Why(mm::SwapAction(good, to));
      }
      ImGui::PushID(int(i));
      const d::Hit hit = d::Interact("ship", hit_min, hit_size, can_swap, why.c_str());
      ImGui::PopID();
      d::TestRect("merchants:ship" + std::to_string(i + 1), hit_min, hit_min + hit_size);
      lift = hit.lift;
      if (hit.clicked) {
        swap_from_ = swap_from_ == good ? -1 : good;
        buying_ship_ = false;
      }
      if (hit.hovered && can_swap) {
        const std::string tip =
            ctx_->lang == Lang::kJapanese
                ? std::string("この") + GoodName(good, ctx_->lang) + "のコマをストックの別の商品と交換します。"
                : std::string("Swap this ") + GoodName(good, ctx_->lang) +
                      " cube for another good from the supply.";
        d::Tooltip(tip.c_str());
      }
      if (swapping && can_swap && swap_from_ < 0 && play_good_ < 0 && !buying_ship_) {
        d::Glow(dl_, hit_min + ImVec2(2, 2), hit_min + hit_size - ImVec2(2, 2), 8.0f);
      }
      if (swap_from_ == good && good >= 0) {
        d::Glow(dl_, hit_min, hit_min + hit_size, 8.0f, d::palette::kWhite);
      }
    }
    Ship(dl_, keel - ImVec2(0, lift), ship_w, good);
  }
}

float MerchantsView::DrawHiddenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 back) {
  const int shown = std::min(p.hand_size, layout_.compact ? 3 : 6);
  for (int i = 0; i < shown; ++i) {
    d::CardBack(dl_, at + ImVec2(float(i) * back.x * 0.28f, 0), back);
  }
  const float hand_w = back.x + float(std::max(0, shown - 1)) * back.x * 0.28f;
  if (p.hand_size == 0) d::CardSlot(dl_, at, back);
  d::Badge(dl_, at + ImVec2(hand_w - 2, back.y - 4), p.hand_size);
  const d::Hit hit = d::Interact("hand", at, ImVec2(hand_w, back.y), true);
  if (hit.hovered) {
    d::Tooltip(Format(T("%d cards in hand (hidden).", "手札%d枚（非公開）。"), p.hand_size).c_str());
  }
  return hand_w;
}

float MerchantsView::DrawOpenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 card) {
  float hand_w = 0;
  for (int g = 0; g < mm::kNumGoods; ++g) {
    if (p.hand[g] == 0) continue;
    const ImVec2 pos = at + ImVec2(hand_w, 0);
    d::Card(dl_, pos, card, GoodFace(g, ctx_->lang));
    if (p.hand[g] > 1) d::Badge(dl_, pos + ImVec2(card.x - 2, card.y - 4), p.hand[g]);
    hand_w += card.x * 0.62f;
  }
  if (hand_w == 0) {
    d::CardSlot(dl_, at, card);
    return card.x;
  }
  return hand_w + card.x * 0.38f;
}

void MerchantsView::DrawOpponent(int seat) {
  const Rect r = layout_.seats[seat];
  const mm::PlayerObservation& p = obs_->players[seat];
  std::string label = SeatLabel(seat, ctx_->viewer, ctx_->lang);
  if (seat == obs_->start_player && !layout_.compact) label += T("  · start", "  ・スタート");
  // Money, top right (smaller on phones); the name is clipped before it.
  const d::FontRole money_role = layout_.compact ? d::FontRole::kBody : d::FontRole::kTitle;
  const float coin_r = layout_.compact ? 8 : 12;
  char money[16];
  std::snprintf(money, sizeof(money), "%d", p.money);
  const float number_w = d::MeasureText(money, money_role).x;
  const ImVec2 coin_c(r.max.x - 10 - number_w - 5 - coin_r, r.min.y + 8 + coin_r + 2);
  SeatMat(dl_, r, seat, label, seat == obs_->start_player, coin_c.x - coin_r - 4);
  if (obs_->acting_seat == seat && obs_->phase != Phase::kGameOver && obs_->phase > Phase::kChooseStart) {
    d::Glow(dl_, r.min, r.max, 14.0f);
  }
  ImGui::PushID(100 + seat);
  d::Coin(dl_, coin_c, coin_r, 1);
  coin_centers_[seat] = coin_c;
  d::Number(dl_, ImVec2(r.max.x - 10, coin_c.y - d::FontSize(money_role) * 0.55f), p.money, "money",
            money_role, d::palette::kWhite, d::Align::kRight);
  // The hand as card backs with a count; face up when the observation shows it
  // (the all-seeing replay): one small card per good held, with its count.
  const float row_y = r.min.y + (layout_.compact ? 30 : 34);
  const float row_h = r.max.y - 8 - row_y;
  const float back_h = std::min(row_h, 64.0f);
  const float back_w = back_h / 1.42f;
  const float x = r.min.x + 12;
  const float hand_w = p.hand_visible ? DrawOpenHand(p, ImVec2(x, row_y), ImVec2(back_w, back_h))
                                      : DrawHiddenHand(p, ImVec2(x, row_y), ImVec2(back_w, back_h));
  // A card drawn or played, money earned or paid: marked while it fades.
  d::ChangeMark(dl_, "changed-hand", ImVec2(x, row_y), ImVec2(x + hand_w, row_y + back_h), p.hand_size,
                d::kCardRounding, "mm:hand:" + std::to_string(seat + 1));
  d::ChangeMark(dl_, "changed-money", coin_c - ImVec2(coin_r, coin_r), ImVec2(r.max.x - 8, coin_c.y + coin_r),
                p.money, coin_r, "mm:money:" + std::to_string(seat + 1));
  const float ships_x = x + hand_w + 12;
  // Specials owned, then the ships.
  const float token_r = layout_.compact ? 9 : 12;
  const int owned_kinds = (p.houses > 0) + (p.agreements > 0) + (p.stevedores > 0);
  const float ships_right = r.max.x - 10 - float(owned_kinds) * (2 * token_r + 8);
  DrawShips({ImVec2(ships_x, row_y), ImVec2(std::max(ships_x + 30, ships_right), row_y + row_h)}, seat, false);
  DrawSpecialsOwned(ImVec2(ships_right + 4, row_y + row_h - 2 * token_r - 4), token_r, seat);
  ImGui::PopID();
}

// ------------------------------------------------------------------ the middle

int MerchantsView::WithPile(int mask, int pile) const {
  const int top = table_->PileTop(pile);
  for (int j = 0; j < mm::kDemandPiles; ++j) {
    if (!(mask & (1 << j)) && table_->PileTop(j) == top) return mask | (1 << j);
  }
  return mask;
}

void MerchantsView::TogglePile(int pile) {
  const int top = table_->PileTop(pile);
  if (play_piles_ & (1 << pile)) {
    for (int j = mm::kDemandPiles - 1; j >= 0; --j) {
      if ((play_piles_ & (1 << j)) && table_->PileTop(j) == top) {
        play_piles_ &= ~(1 << j);
        return;
      }
    }
  } else {
    play_piles_ = WithPile(play_piles_, pile);
  }
}

void MerchantsView::DrawDemand() {
  const Lang lang = ctx_->lang;
  // The deck.
  d::Text(dl_, layout_.deck - ImVec2(0, 19), T("Deck", "山札"), d::palette::kWhite,
          d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  d::CardPile(dl_, layout_.deck, layout_.deck_card, obs_->deck_size, nullptr);
  {
    ImGui::PushID("deck");
    const d::Hit hit = d::Interact("deck", layout_.deck, layout_.deck_card, true);
    if (hit.hovered) {
      d::Tooltip(Format(T("%d cards left. The game ends the moment the deck runs out.",
                          "残り%d枚。山札が尽きたらただちにゲーム終了。"),
                        obs_->deck_size)
                     .c_str());
    }
    ImGui::PopID();
  }
  // Caption: "Demand" and how many tops show each good.
  const Rect cap = layout_.demand_label;
  d::Text(dl_, cap.min + ImVec2(0, 1), T("Demand", "需要"), d::palette::kWhite, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  float x = cap.min.x + d::MeasureText(T("Demand", "需要"), d::FontRole::kSmall).x + 14;
  for (int g = 0; g < mm::kNumGoods; ++g) {
    const int tops = table_->TopsShowing(g);
    if (tops == 0 || obs_->phase <= Phase::kDemand) continue;
    d::Icon(dl_, kGoodStyles[g].shape, ImVec2(x + 7, cap.min.y + 9), 7, kGoodStyles[g].color);
    d::NameSymbol(ImVec2(x, cap.min.y + 2), ImVec2(x + 14, cap.min.y + 16), GoodName(g, ctx_->lang));
    char text[8];
    std::snprintf(text, sizeof(text), "×%d", tops);
    d::Text(dl_, ImVec2(x + 16, cap.min.y + 1), text, d::palette::kWhite, d::FontRole::kSmall);
    x += 48;
  }
  // The six piles.
  const bool choosing = MyTurn() && play_good_ >= 0;
  const int held = play_good_ >= 0 ? obs_->players[Viewer()].hand[play_good_] : 0;
  for (int i = 0; i < mm::kDemandPiles; ++i) {
    const std::vector<int>& pile = obs_->piles[i];
    const ImVec2 at = layout_.piles[i];
    ImGui::PushID(200 + i);
    const bool selected = (play_piles_ >> i) & 1;
    bool enabled = choosing && (selected || Bits(play_piles_) < held);
    // The play this pile would add to (the chosen good, or the first in hand
    // before one is chosen): the rules say why it is blocked.
    std::string why;
    if (!enabled && !selected) {
      int good = play_good_;
      for (int g = 0; g < mm::kNumGoods && good < 0; ++g) {
        if (obs_->players[Viewer()].hand[g] > 0) good = g;
      }
      if (good >= 0) why = Why(mm::PlayAction(good, WithPile(play_good_ >= 0 ? play_piles_ : 0, i)));
      if (why.empty() && play_good_ < 0) {
        why = T("First choose a good in your hand.", "まず手札から商品を選んでください。");
      }
    }
    const d::Hit hit = d::Interact("pile", at, layout_.card, enabled, why.c_str());
    d::TestRect("merchants:pile" + std::to_string(i + 1), at, at + layout_.card);
    if (hit.clicked) TogglePile(i);
    if (hit.hovered && enabled && !layout_.compact && !selected) {
      d::Tooltip(T("Piles showing the same good are interchangeable: the leftmost is covered first.",
                   "同じ商品が見えている山はどれでも同じです（左から順に重ねます）。"));
    }
    const float lift = enabled ? hit.lift : 0;
    if (pile.empty()) {
      d::CardSlot(dl_, at, layout_.card);
    } else {
      const d::CardFace face = GoodFace(pile.back(), lang);
      d::CardPile(dl_, at - ImVec2(0, lift), layout_.card, int(pile.size()), &face);
    }
    d::ChangeMark(dl_, "changed-pile", at, at + layout_.card,
                  pile.empty() ? -1 : (long long)pile.size() * 16 + pile.back(), d::kCardRounding,
                  "mm:pile:" + std::to_string(i + 1));
    if (enabled && !selected) d::Glow(dl_, at, at + layout_.card, d::kCardRounding);
    if (selected) {
      const ImVec2 ghost = at + ImVec2(6, layout_.card.y * 0.22f - lift);
      d::Card(dl_, ghost, layout_.card, GoodFace(play_good_, lang));
      d::Glow(dl_, ghost, ghost + layout_.card, d::kCardRounding, d::palette::kWhite);
    }
    ImGui::PopID();
  }
}

void MerchantsView::DrawSupply() {
  const Lang lang = ctx_->lang;
  d::Text(dl_, layout_.supply_label.min + ImVec2(0, 1), T("Cube supply", "商品コマのストック"),
          d::palette::kWhite, d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  for (int g = 0; g < mm::kNumGoods; ++g) {
    const Rect r = layout_.supply[g];
    Action action = -1;
    if (obs_->phase == Phase::kLoad) {
      action = mm::LoadAction(g);
    } else if (swap_from_ >= 0 && swap_from_ != g) {
      action = mm::SwapAction(swap_from_, g);
    } else if (buying_ship_) {
      action = mm::BuyShipAction(g);
    }
    const bool enabled = action >= 0 && Legal(action);
    // Why not: the rules' reason for the move this tile makes (with nothing
    // chosen yet, a swap of a cube aboard for this good); else what to tap.
    std::string why;
    if (!enabled) {
      Action rules_move = action;
      for (int from = 0; from < mm::kNumGoods && rules_move < 0 && swap_from_ < 0; ++from) {
        if (from != g && obs_->players[Viewer()].cubes[from] > 0) rules_move = mm::SwapAction(from, g);
      }
      if (rules_move >= 0) why = Why(rules_move);
      if (why.empty() && swap_from_ == g) {
        why = T("That cube is this good already.", "同じ商品です。");
      } else if (why.empty() && obs_->phase == Phase::kStep1) {
        why = T("First tap a cube on one of your ships (to swap it) or the Ship card (to buy one).",
                "先に自分の船のコマ（交換）か『船』カード（購入）を選んでください。");
      } else if (why.empty()) {
        why = T("Cubes are taken when loading, swapping or buying a ship.",
                "コマは積み込み・交換・船の購入のときに取ります。");
      }
    }
    ImGui::PushID(300 + g);
    const d::Hit hit = d::Interact("supply", r.min, r.Size(), enabled, why.c_str());
    d::TestRect(std::string("merchants:supply:") + mm::kGoods[g].id, r.min, r.max);
    d::NameSymbol(r.min, r.max, GoodName(g, ctx_->lang));
    if (enabled) d::TestRect("move:" + table_->Notation(action), r.min, r.max);
    ImGui::PopID();
    if (hit.clicked) chosen_ = action;
    if (enabled) d::Glow(dl_, r.min + ImVec2(3, 3), r.max - ImVec2(3, 3), 8.0f);
    // The cubes as a little heap: two, two, and one on top.
    const float cube = layout_.cube;
    const int count = obs_->cube_supply[g];
    const ImVec2 base(r.Center().x, r.max.y - 26 - cube * 0.5f - hit.lift);
    static const ImVec2 kHeap[5] = {ImVec2(-0.56f, 0), ImVec2(0.56f, 0), ImVec2(-0.56f, -0.72f),
                                    ImVec2(0.56f, -0.72f), ImVec2(0, -1.44f)};
    for (int c = 0; c < count && c < 5; ++c) {
      d::Cube(dl_, base + kHeap[c] * cube, cube, kGoodStyles[g].color, kGoodStyles[g].shape);
    }
    if (count == 0) {
      dl_->AddRect(base - ImVec2(cube * 0.5f, cube * 0.5f), base + ImVec2(cube * 0.5f, cube * 0.5f),
                   d::Rgba(255, 255, 255, 70), 3.0f);
    }
    ImGui::PushID(300 + g);  // one mark per good, not one shared by the six
    d::ChangeMark(dl_, "changed-supply", r.min, r.max, count, 8.0f,
                  std::string("mm:supply:") + mm::kGoods[g].id);
    ImGui::PopID();
    char label[32];
    std::snprintf(label, sizeof(label), "%s %d", GoodName(g, lang), count);
    d::Text(dl_, ImVec2(r.Center().x, r.max.y - 20), label, d::palette::kWhite, d::FontRole::kSmall,
            d::Align::kCenter);
  }
}

void MerchantsView::DrawMarket() {
  const Lang lang = ctx_->lang;
  const ImVec2 cap = layout_.market[0] - ImVec2(0, 19);
  d::Text(dl_, cap, T("Special cards", "特殊カード"), d::palette::kWhite, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  for (int k = 0; k < mm::kNumSpecialKinds; ++k) {
    const ImVec2 at = layout_.market[k];
    bool enabled = false;
    if (k == mm::kShip) {
      for (int g = 0; g < mm::kNumGoods; ++g) enabled = enabled || Legal(mm::BuyShipAction(g));
    } else {
      enabled = Legal(mm::BuyAction(mm::Special(k)));
    }
    // The rules say why (a ship: the first good it may not come loaded with).
    std::string why;
    if (k == mm::kShip) {
      for (int g = 0; g < mm::kNumGoods && why.empty() && !enabled; ++g) why = Why(mm::BuyShipAction(g));
    } else if (!enabled) {
      why = Why(mm::BuyAction(mm::Special(k)));
    }
    ImGui::PushID(400 + k);
    const d::Hit hit = d::Interact("special", at, layout_.special_card, enabled, why.c_str());
    d::TestRect(std::string("merchants:market:") + mm::kSpecials[k].id, at, at + layout_.special_card);
    if (enabled && k != mm::kShip) {
      d::TestRect("move:" + table_->Notation(mm::BuyAction(mm::Special(k))), at,
                  at + layout_.special_card);
    }
    ImGui::PopID();
    if (hit.clicked) {
      if (k == mm::kShip) {
        buying_ship_ = !buying_ship_;
        swap_from_ = -1;
      } else {
        chosen_ = mm::BuyAction(mm::Special(k));
      }
    }
    if (hit.hovered && enabled) {
      d::Tooltip((std::string(SpecialName(k, lang)) + ": " + SpecialHelp(k, table_->numbers(), lang)).c_str());
    }
    char price[8], left[32];
    std::snprintf(price, sizeof(price), "%d", obs_->prices[k]);
    std::snprintf(left, sizeof(left), "%s%d", T("left ", "残り"), obs_->specials_left[k]);
    d::CardFace face;
    face.band = kSpecialStyles[k].color;
    face.icon = kSpecialStyles[k].shape;
    face.title = SpecialName(k, lang);
    face.corner = price;
    face.footer = left;
    face.dimmed = obs_->specials_left[k] == 0;
    const ImVec2 lifted = at - ImVec2(0, enabled ? hit.lift : 0);
    SpecialCard(dl_, lifted, layout_.special_card, face, k);
    ImGui::PushID(400 + k);  // one mark per special, not one shared by the four
    d::ChangeMark(dl_, "changed-special", lifted, lifted + layout_.special_card, obs_->specials_left[k],
                  d::kCardRounding, std::string("mm:market:") + mm::kSpecials[k].id);
    ImGui::PopID();
    d::Coin(dl_, lifted + ImVec2(layout_.special_card.x - 12, layout_.special_card.y * 0.3f + 6), 8,
            1);
    if (enabled && !(k == mm::kShip && buying_ship_)) {
      d::Glow(dl_, lifted, lifted + layout_.special_card, d::kCardRounding);
    }
    if (k == mm::kShip && buying_ship_) {
      d::Glow(dl_, lifted, lifted + layout_.special_card, d::kCardRounding, d::palette::kWhite);
    }
  }
}

// ------------------------------------------------------------------ the viewer

void MerchantsView::DrawHand() {
  const Lang lang = ctx_->lang;
  const mm::PlayerObservation& me = obs_->players[Viewer()];
  const Rect area = layout_.hand;
  std::vector<int> goods;
  for (int g = 0; g < mm::kNumGoods; ++g) {
    if (me.hand_visible && me.hand[g] > 0) goods.push_back(g);
  }
  // At least 60 px tall: a thumb's tap target even on a phone.
  const float card_h = std::max(60.0f, std::min(layout_.card.y, area.Size().y - 16));
  const ImVec2 card(card_h / 1.42f, card_h);
  const ImVec2 top_left(area.min.x, area.min.y + 10);
  if (!me.hand_visible) return;
  if (goods.empty()) {
    d::CardSlot(dl_, top_left, card, T("No cards", "手札なし"));
    return;
  }
  float step = card.x + 16;
  if (step * float(goods.size()) > area.Size().x) step = area.Size().x / float(goods.size());
  for (size_t i = 0; i < goods.size(); ++i) {
    const int g = goods[i];
    const int count = me.hand[g];
    const ImVec2 at = top_left + ImVec2(step * float(i), 0);
    bool playable = false;
    for (int mask = 1; mask < (1 << mm::kDemandPiles) && !playable; ++mask) {
      playable = Legal(mm::PlayAction(g, mask));
    }
    const int stack = std::min(count, 4);
    const ImVec2 size = card + ImVec2(float(stack - 1) * 3, float(stack - 1) * 3);
    ImGui::PushID(500 + g);
    // A play onto the first pile stands for the card's plays.
    const std::string why = playable ? "" : Why(mm::PlayAction(g, 1));
    const d::Hit hit = d::Interact("hand", at, size, playable, why.c_str());
    d::TestRect(std::string("merchants:hand:") + mm::kGoods[g].id, at, at + size);
    d::NameSymbol(at, at + size, GoodName(g, ctx_->lang));
    ImGui::PopID();
    if (hit.clicked) {
      if (play_good_ == g) {
        play_good_ = -1;
      } else {
        play_good_ = g;
      }
      play_piles_ = 0;
    }
    const float lift = (playable ? hit.lift : 0) + (play_good_ == g ? 12 : 0);
    for (int c = stack - 1; c >= 0; --c) {
      d::Card(dl_, at + ImVec2(float(c) * 3, float(c) * 3 - lift), card, GoodFace(g, lang));
    }
    if (count > 1) d::Badge(dl_, at + ImVec2(card.x - 2, card.y - 4 - lift), count);
    if (playable && play_good_ < 0) d::Glow(dl_, at - ImVec2(0, lift), at + card - ImVec2(0, lift));
    if (play_good_ == g) {
      d::Glow(dl_, at - ImVec2(0, lift), at + card - ImVec2(0, lift), d::kCardRounding,
              d::palette::kWhite);
    }
  }
}

std::string MerchantsView::Prompt() const {
  const Lang lang = ctx_->lang;
  const int actor = obs_->acting_seat;
  if (obs_->phase == Phase::kGameOver) {
    return T("The deck has run out: the game is over.", "山札が尽きました。ゲーム終了です。");
  }
  if (obs_->phase <= Phase::kChooseStart) return T("Setting up the table…", "準備中…");
  if (!MyTurn()) {
    const auto tell = [&](const char* en_you, const char* en_other, const char* ja) {
      return Tell(actor, ctx_->viewer, lang, en_you, en_other, ja);
    };
    switch (obs_->phase) {
      case Phase::kLoad:
        return tell("You are loading a ship.", "{who} is loading a ship.", "{who}が船にコマを積んでいます。");
      case Phase::kStep1:
        return tell("You: step 1 (swap, buy or pass).", "{who}: step 1 (swap, buy or pass).",
                    "{who}：手順１（交換・購入・パス）");
      case Phase::kStep2: {
        const std::string n = std::to_string(table_->numbers().draw_count);
        return tell(("You: step 2 (play cards or draw " + n + ").").c_str(),
                    ("{who}: step 2 (play cards or draw " + n + ").").c_str(),
                    ("{who}：手順２（カードを出す／" + Numeral(table_->numbers().draw_count, lang) + "枚引く）").c_str());
      }
      case Phase::kDraw: return tell("You draw.", "{who} draws.", "{who}がカードを引いています。");
      case Phase::kHouse:
        return tell("You: trading house draw?", "{who}: trading house draw?",
                    ("{who}：商館で" + Numeral(table_->numbers().house_draw, lang) + "枚引くか").c_str());
      default: return "";
    }
  }
  switch (obs_->phase) {
    case Phase::kLoad:
      return T("Load an empty ship: tap a good in the cube supply.",
               "空いている船にコマを積みます：ストックの商品を選んでください。");
    case Phase::kStep1:
      if (buying_ship_) {
        return T("A new ship comes loaded: tap the good for its cube.",
                 "新しい船に積むコマをストックから選んでください。");
      }
      if (swap_from_ >= 0) {
        return std::string(T("Swap your ", "")) + GoodName(swap_from_, lang) +
               T(" cube for which good? Tap it in the supply.",
                 "のコマと交換する商品をストックから選んでください。");
      }
      if (obs_->step1_action_used) {
        return T("Stevedore: one more swap if you like (tap a ship's cube), or go on to step 2.",
                 "荷役：もう１回交換できます（船のコマを選ぶ）。または手順２へ。");
      }
      if (obs_->stevedore_swaps_left > 0) {
        return T("Step 1: swap a cube, buy a special card, or pass. Your stevedore gives an extra swap.",
                 "手順１：コマの交換・特殊カードの購入・パスのどれか。荷役で追加の交換ができます。");
      }
      return T("Step 1: swap a cube on a ship, buy a special card, or pass.",
               "手順１：船のコマを交換・特殊カードを購入・パスのどれか１つ。");
    case Phase::kStep2:
      if (play_good_ >= 0 && play_piles_ != 0) {
        // What the play would do, in words (the pills show it on the mats too).
        const std::vector<int> pay = table_->SettlementFor(play_good_, play_piles_);
        int tops = 0;
        for (int i = 0; i < mm::kDemandPiles; ++i) {
          if (((play_piles_ >> i) & 1) || table_->PileTop(i) == play_good_) ++tops;
        }
        std::string earned;
        for (int p = 0; p < int(pay.size()); ++p) {
          if (pay[p] == 0) continue;
          if (!earned.empty()) earned += T(", ", "、");
          earned += SeatLabel(p, ctx_->viewer, lang) + " +" + std::to_string(pay[p]);
        }
        if (earned.empty()) earned = T("nobody earns", "誰も獲得しない");
        return std::string(GoodName(play_good_, lang)) + T(" demand becomes ", "の需要が") +
               std::to_string(tops) + T(": ", "に：") + earned + T(". Tap more piles, or Play.",
                                                                   "。山を追加するか「出す」を。");
      }
      if (play_good_ >= 0) {
        return std::string(T("Play ", "")) + GoodName(play_good_, lang) +
               T(": tap the piles to cover (one card each), then Play.",
                 "を出す山を選び（１山に１枚）、「出す」を押してください。");
      }
      return T("Step 2: tap a good in your hand to play it, or draw ", "手順２：手札の商品を選んで出すか、") +
             Cards(table_->numbers().draw_count) + T(".", "引きます。");
    case Phase::kHouse:
      return T("Trading house: draw ", "商館：もう") + Numeral(table_->numbers().house_draw, lang) +
             T(table_->numbers().house_draw == 1 ? " more card?" : " more cards?", "枚引きますか？");
    default:
      return "";
  }
}

void MerchantsView::DrawPreview() {
  if (play_good_ < 0 || play_piles_ == 0) return;
  const std::vector<int> pay = table_->SettlementFor(play_good_, play_piles_);
  for (int p = 0; p < int(pay.size()); ++p) {
    if (pay[p] == 0) continue;
    char text[16];
    std::snprintf(text, sizeof(text), "+%d", pay[p]);
    ImVec2 at = MoneyAnchor(p);
    if (layout_.compact && p != Viewer()) at = layout_.seats[p].max - ImVec2(28, 16);
    Pill(dl_, at, text);
  }
}

void MerchantsView::DrawButtons() {
  const ImVec2 size = layout_.button;
  std::string primary, secondary;
  Action primary_action = -1;
  bool primary_enabled = true;
  std::string primary_why;
  bool cancel = false;
  if (MyTurn()) {
    switch (obs_->phase) {
      case Phase::kStep1:
        primary = obs_->step1_action_used ? T("Go to step 2", "手順２へ") : T("Pass", "パス");
        primary_action = mm::kPassAction;
        if (swap_from_ >= 0 || buying_ship_) secondary = T("Cancel", "取り消す");
        cancel = true;
        break;
      case Phase::kStep2:
        if (play_good_ >= 0) {
          const int k = Bits(play_piles_);
          if (k == 0) {
            primary = T("Play", "出す");
          } else if (ctx_->lang == Lang::kJapanese) {
            primary = std::to_string(k) + "枚出す";
          } else {
            primary = "Play " + std::to_string(k) + (k == 1 ? " card" : " cards");
          }
          primary_action = k > 0 ? table_->CanonicalPlay(play_good_, play_piles_) : -1;
          primary_enabled = primary_action >= 0;
          primary_why = T("Tap the piles to cover first.", "先に重ねる山を選んでください。");
          secondary = T("Cancel", "取り消す");
          cancel = true;
        } else {
          primary = T("Draw ", "") + Cards(table_->numbers().draw_count) + T("", "引く");
          primary_action = mm::kDrawAction;
        }
        break;
      case Phase::kHouse:
        primary = T("Draw ", "") + Cards(table_->numbers().house_draw) + T("", "引く");
        primary_action = mm::kHouseDrawAction;
        secondary = T("Skip", "引かない");
        break;
      default:
        break;
    }
  }
  if (!primary.empty()) {
    const bool enabled = primary_enabled && primary_action >= 0 && Legal(primary_action);
    if (d::PrimaryButton(primary.c_str(), layout_.primary, size, enabled, primary_why.c_str())) {
      chosen_ = primary_action;
    }
    d::TestRect("merchants:primary", layout_.primary, layout_.primary + size);
    if (enabled) {
      d::TestRect("move:" + table_->Notation(primary_action), layout_.primary,
                  layout_.primary + size);
    }
  }
  if (!secondary.empty()) {
    if (d::SecondaryButton(secondary.c_str(), layout_.secondary, size)) {
      if (obs_->phase == Phase::kHouse) {
        chosen_ = mm::kHouseSkipAction;
      } else if (cancel) {
        ResetSelection();
      }
    }
    d::TestRect("merchants:secondary", layout_.secondary, layout_.secondary + size);
    if (obs_->phase == Phase::kHouse) {
      d::TestRect("move:house skip", layout_.secondary, layout_.secondary + size);
    }
  }
}

void MerchantsView::DrawBottom() {
  const int seat = Viewer();
  const Rect b = layout_.seats[seat];
  const mm::PlayerObservation& me = obs_->players[seat];
  std::string label = SeatLabel(seat, ctx_->viewer, ctx_->lang);
  if (seat == obs_->start_player) label += T("  · start player", "  ・スタートプレイヤー");
  SeatMat(dl_, b, seat, label, seat == obs_->start_player, b.max.x - 12);
  if (obs_->acting_seat == seat && obs_->phase > Phase::kChooseStart && obs_->phase != Phase::kGameOver) {
    d::Glow(dl_, b.min, b.max, 14.0f);
  }
  ImGui::PushID("bottom");
  // The prompt: what to do now, in words.
  const std::string prompt = Prompt();
  d::TestText("status", prompt);
  d::Text(dl_, layout_.prompt.min, prompt.c_str(), MyTurn() ? d::palette::kGlow : d::palette::kWhite,
          d::FontRole::kBody, d::Align::kLeft, 0, layout_.prompt.Size().x, MyTurn());
  DrawHand();
  // Money, large.
  const float coin_r = layout_.compact ? 13 : 17;
  d::Coin(dl_, layout_.money + ImVec2(coin_r, coin_r + 2), coin_r, 1);
  coin_centers_[seat] = layout_.money + ImVec2(coin_r, coin_r + 2);
  d::Number(dl_, layout_.money + ImVec2(2 * coin_r + 8, coin_r + 2 - d::FontSize(d::FontRole::kNumber) * 0.55f),
            me.money, "my_money", d::FontRole::kNumber, d::palette::kWhite, d::Align::kLeft);
  DrawSpecialsOwned(layout_.specials_owned.min + ImVec2(0, 4), layout_.compact ? 12 : 15, seat);
  DrawShips(layout_.ships, seat, true);
  DrawButtons();
  DrawPreview();
  ImGui::PopID();
}

// ------------------------------------------------------------------ motion

void MerchantsView::AddFlights(const MerchantsSeatView& before, Action action, double now) {
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
        f.from = MoneyAnchor(p) + ImVec2(0, 12);
        f.to = f.from - ImVec2(0, 30);
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
  for (const Flight& f : flights_) {
    const float t = float((now - f.start) / double(f.seconds));
    if (t >= 1.0f) continue;
    alive.push_back(f);
    if (t < 0) continue;
    const ImVec2 at = f.from + (f.to - f.from) * d::EaseOut(t);
    switch (f.kind) {
      case Flight::Kind::kCard:
        d::Card(dl_, at, f.size, GoodFace(f.what, ctx_->lang));
        break;
      case Flight::Kind::kBack:
        d::CardBack(dl_, at, f.size);
        break;
      case Flight::Kind::kCube:
        d::Cube(dl_, at, f.size.x, kGoodStyles[f.what].color, kGoodStyles[f.what].shape);
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
        const float alpha = t < 0.7f ? 1.0f : (1.0f - t) / 0.3f;
        d::Text(dl_, at + ImVec2(1, 1), f.text.c_str(), d::Fade(d::palette::kInk, alpha * 0.6f),
                d::FontRole::kTitle, d::Align::kCenter, 0, 0, true);
        d::Text(dl_, at, f.text.c_str(), d::Fade(d::palette::kGold, alpha), d::FontRole::kTitle,
                d::Align::kCenter, 0, 0, true);
        break;
      }
    }
  }
  flights_.swap(alive);
}

}  // namespace

void SpecialCard(ImDrawList* dl, ImVec2 at, ImVec2 size, d::CardFace face, int kind) {
  if (kind != mm::kShip) {
    d::Card(dl, at, size, face);
    return;
  }
  face.icon = d::Shape::kNone;  // the ship is drawn as a ship
  d::Card(dl, at, size, face);
  const float w = std::min(size.x * 0.62f, size.y * 0.52f);
  Ship(dl, at + ImVec2(size.x * 0.5f, size.y - std::max(6.0f, size.y * 0.2f)), w, -2);
}

// A hull with a cube aboard; an empty ship (setup) shows an outline on deck;
// good -2 draws a mast and sail instead (the Ship card).
void Ship(ImDrawList* dl, ImVec2 keel, float w, int good) {
  const float h = w * 0.3f;
  const ImU32 wood = d::Rgba(128, 82, 46);
  const ImVec2 p[4] = {keel + ImVec2(-w * 0.5f, -h), keel + ImVec2(w * 0.5f, -h),
                       keel + ImVec2(w * 0.34f, 0), keel + ImVec2(-w * 0.34f, 0)};
  dl->AddConvexPolyFilled(p, 4, wood);
  dl->AddLine(p[0] + ImVec2(2, 2), p[1] + ImVec2(-2, 2), d::Shade(wood, 1.35f), 1.5f);
  dl->AddPolyline(p, 4, d::Shade(wood, 0.55f), ImDrawFlags_Closed, 1.2f);
  const float cube = w * 0.44f;
  const ImVec2 c = keel - ImVec2(0, h + cube * 0.5f + 1);
  if (good == -2) {
    const ImVec2 mast_foot = keel - ImVec2(0, h);
    dl->AddLine(mast_foot, mast_foot - ImVec2(0, w * 0.8f), d::Shade(wood, 0.6f), 2.0f);
    const ImVec2 sail[3] = {mast_foot - ImVec2(-2, w * 0.78f), mast_foot - ImVec2(-2, w * 0.12f),
                            mast_foot - ImVec2(-w * 0.42f, w * 0.16f)};
    dl->AddConvexPolyFilled(sail, 3, d::palette::kPaper);
    dl->AddPolyline(sail, 3, d::Shade(wood, 0.6f), ImDrawFlags_Closed, 1.0f);
  } else if (good >= 0) {
    d::Cube(dl, c, cube, kGoodStyles[good].color, kGoodStyles[good].shape);
  } else {
    dl->AddRect(c - ImVec2(cube * 0.5f, cube * 0.5f), c + ImVec2(cube * 0.5f, cube * 0.5f),
                d::Rgba(255, 255, 255, 110), 3.0f, 0, 1.2f);
  }
}

}  // namespace merchants_view

std::unique_ptr<GameView> MakeMerchantsView() {
  return std::make_unique<merchants_view::MerchantsView>();
}

}  // namespace mercato::web

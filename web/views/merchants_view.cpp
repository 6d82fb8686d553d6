// The Merchants table: the frame, the others' seats and the middle of the
// table (merchants_view_table.h says which file draws what).
//
// How a person plays here:
//   setup   tap a good in the cube supply to load it onto an empty ship;
//   step 1  tap a cube on one of your ships, then a good in the supply: a swap;
//           tap a special card to buy it (a ship then asks for its cube); or Pass;
//   step 2  tap a good in your hand, tap the piles to cover, then Play; or Draw 2;
//   end     a trading house offers one more card: Draw 1 or Skip.
#include "views/merchants_view.h"
#include "views/merchants_view_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "draw/change_mark.h"

namespace mercato::web::merchants_view {

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

void MerchantsView::ResetSelection() {
  play_good_ = -1;
  play_piles_ = 0;
  swap_from_ = -1;
  buying_ship_ = false;
}

void MerchantsView::LayOut() {
  obs_ = &table_->observation();  // the viewer's: Observe(viewer) of its table
  // A table shorter than the layout needs is laid out at that height and
  // scrolls in a child window (wheel or scrollbar); otherwise it fits.
  const float min_h = MinTableHeight(ctx_->size);
  scroll_ = ctx_->size.y < min_h;
  ImVec2 origin = ctx_->origin;
  if (scroll_) {
    ImGui::SetCursorScreenPos(ctx_->origin);
    ImGui::BeginChild("##merchants_table", ctx_->size, false, ImGuiWindowFlags_NoBackground);
    origin = ImGui::GetCursorScreenPos();
    dl_ = ImGui::GetWindowDrawList();
    ImGui::Dummy(ImVec2(ctx_->size.x - ImGui::GetStyle().ScrollbarSize, min_h));
  }
  const ImVec2 size(scroll_ ? ctx_->size.x - ImGui::GetStyle().ScrollbarSize : ctx_->size.x,
                    scroll_ ? min_h : ctx_->size.y);
  const int n = table_->num_players();
  layout_ = ComputeLayout(origin, size, n, std::max(0, Seated()));
  coin_centers_.resize(n, ImVec2(-1, -1));
}

void MerchantsView::DrawTable() {
  for (int p = 0; p < table_->num_players(); ++p) {
    if (p != layout_.bottom_seat) DrawOpponent(p);
  }
  DrawDemand();
  DrawSupply();
  DrawMarket();
  DrawBottom();
  DrawFlights(ctx_->time);
  if (scroll_) ImGui::EndChild();
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

ImVec2 MerchantsView::PaymentRest(int seat) const {
  // Where a payment's "+3" comes to rest: above its money anchor, but on a phone's
  // narrow mat the seat's name fills the line left of the coin, so just under the coin.
  const bool narrow = layout_.compact && seat != layout_.bottom_seat;
  if (narrow && seat < int(coin_centers_.size()) && coin_centers_[seat].x > 0) {
    return coin_centers_[seat] + ImVec2(6, CoinRadius() + 4);
  }
  return MoneyAnchor(seat) - ImVec2(0, 18);
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
  std::string label = SeatWord(seat, ctx_->viewer, ctx_->lang);
  if (seat == obs_->start_player && !layout_.compact) label += T("  · start", "  ・スタート");
  // Money, top right (smaller on phones); the name is clipped before it.
  const d::FontRole money_role = layout_.compact ? d::FontRole::kBody : d::FontRole::kTitle;
  const float coin_r = CoinRadius();
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
  {
    const d::InkAs as_score(d::InkRole::kScore);  // money is the score
    d::Number(dl_, ImVec2(r.max.x - 10, coin_c.y - d::FontSize(money_role) * 0.55f), p.money, "money",
              money_role, d::palette::kWhite, d::Align::kRight);
  }
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
    GoodOnPlate(dl_, g, ImVec2(x + 7, cap.min.y + 9), 8);
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
      GoodCube(dl_, base + kHeap[c] * cube, cube, g);
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
    face.corner_role = d::InkRole::kPrice;
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

}  // namespace mercato::web::merchants_view

namespace mercato::web {

std::unique_ptr<GameView> MakeMerchantsView() {
  return std::make_unique<merchants_view::MerchantsView>();
}

}  // namespace mercato::web

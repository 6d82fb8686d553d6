// The Oregano Market table's choices: the small menu beside a chosen shop,
// the strategy cards to keep, what to do now in words and the action bar.
#include "views/oregano_view_table.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

#include "app/ui_rects.h"

namespace mercato::web::oregano_view {

void OreganoView::DrawPopup() {
  if (sel_seat_ < 0 || sel_cell_ < 0) return;
  const std::vector<Chip> chips = ChipsFor(sel_seat_, sel_cell_);
  if (chips.empty()) return;
  const AreaLayout& a = l_.areas[sel_seat_];
  float w = 0;
  for (const Chip& c : chips) w = std::max(w, d::MeasureText(c.label.c_str()).x + 28);
  w = std::min(std::max(w, 150.0f), ctx_->size.x - 32);
  const float h = 44, gap = 6;  // a thumb's 44 px
  const ImVec2 box(w + 16, float(chips.size()) * (h + gap) + 10);
  ImVec2 at;
  if (sel_cell_ == kWholeSeat) {  // under the seat's row
    at = ImVec2(a.panel.min.x + 8, a.panel.max.y + 4);
  } else {
    const ImVec2 cell_min = a.CellMin(og::CellRow(sel_cell_), og::CellLevel(sel_cell_));
    at = cell_min + ImVec2(a.cell + 8, 0);
    if (at.x + box.x > ctx_->origin.x + ctx_->size.x - 4) at.x = cell_min.x - box.x - 8;
  }
  at.x = std::max(at.x, ctx_->origin.x + 4);
  at.y = std::min(at.y, ctx_->origin.y + ctx_->size.y - box.y - 4);
  at.y = std::max(at.y, ctx_->origin.y + 4);
  d::Shadow(dl_, at, at + box, 10);
  dl_->AddRectFilled(at, at + box, d::Rgba(40, 28, 20, 240), 10);
  d::RecordCover(dl_, at, at + box);
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
  // The deck holds kStrategyCopies of each card (001: 各種 2 枚ずつ): two alike
  // may be drawn together, which the panel says rather than leave a puzzle.
  bool twins = false;
  for (size_t i = 0; i < cards.size(); ++i) {
    for (size_t j = i + 1; j < cards.size(); ++j) twins |= cards[i] == cards[j];
  }
  const ImVec2 box(n * (card.x + 12) + 20, card.y + 56 + (twins ? 34.0f : 0.0f));
  const ImVec2 at = ctx_->origin + (ctx_->size - box) * 0.5f - ImVec2(0, ctx_->size.y * 0.08f);
  d::Shadow(dl_, at, at + box, 12);
  dl_->AddRectFilled(at, at + box, d::Rgba(35, 25, 18, 235), 12);
  d::RecordCover(dl_, at, at + box);
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
  if (twins) {
    const std::string text = Format(T("Two alike: the deck holds %d of each card.",
                                      "同じカード：山札には各%d枚あります。"),
                                    og::kStrategyCopies);
    d::Text(dl_, at + ImVec2(box.x * 0.5f, box.y - 30), text.c_str(), kLightText, d::FontRole::kSmall,
            d::Align::kCenter, 0, box.x - 20);
    d::TestText("oregano:twins", text);
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
  // A phone's chip: the name, and under it the cost at the 14 px of prices (one line).
  const float chip_h = l_.tall ? 36 : r.Height() - 14;
  const float chip_w = l_.tall ? (r.Width() - 16) / 4 - 4 : std::min(112.0f, (r.Width() * 0.5f) / 4 - 6);
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
    // What it costs, where it fits at a readable size (a phone's chips are narrow: the
    // rules and each shop's explanation say it too).
    const float wrap = chip_w - 6;
    const d::InkAs as_price(d::InkRole::kPrice);
    const float size = d::LeastTextSize();
    const ImVec2 cost = d::Font(d::FontRole::kSmall)->CalcTextSizeA(size, FLT_MAX, wrap, costs[c]);
    if (cost.y <= chip_h - 17) {
      d::Text(dl_, min + ImVec2(chip_w * 0.5f, chip_h - cost.y - 2), costs[c],
              light ? d::palette::kLabelSoft : d::palette::kInkSoft,
              d::FontRole::kSmall, d::Align::kCenter, size, wrap);
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

}  // namespace mercato::web::oregano_view

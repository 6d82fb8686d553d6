// The Trade Tycoon table's controls: the buttons of each phase (Pass left,
// Choose style, Reveal, Order, Return, Double deal, End turn), the order
// dialog, the skill draft panel and the named-card panel.
#include "views/trade_tycoon_view_table.h"

#include <algorithm>
#include <cstdio>

namespace mercato::web::trade_tycoon_view {

void TradeTycoonView::DrawControls() {
  const Rect& c = layout_.controls;
  if (!MyTurn() || c.Size().y < 30) return;
  const float bh = std::min(layout_.button_h, c.Size().y);
  const float y_bottom = c.max.y - bh;
  const float primary_w = layout_.compact ? 150 : 190;
  const ImVec2 primary_at(c.max.x - primary_w, y_bottom);
  const ImVec2 primary_size(primary_w, bh);
  float sx = c.min.x;
  auto secondary = [&](const char* label, const char* rect, bool enabled, const char* why) {
    const float w = std::max(110.0f, d::MeasureText(label).x + 28);
    const ImVec2 at(sx, y_bottom);
    d::TestRect(rect, at, at + ImVec2(w, bh));
    const bool clicked = d::SecondaryButton(label, at, ImVec2(w, bh), enabled, why);
    sx += w + 8;
    return clicked;
  };
  auto primary = [&](const char* label, bool enabled, const char* why) {
    d::TestRect("tt:button:primary", primary_at, primary_at + primary_size);
    return d::PrimaryButton(label, primary_at, primary_size, enabled, why);
  };
  switch (obs_->phase) {
    case Phase::kDraftPass: {
      const bool ok = sel_skill_ >= 0 && Legal(tt::kSkillAction + sel_skill_);
      if (primary(T("Pass left", "左隣に渡す"), ok,
                  T("First tap a skill to pass.", "先に渡すスキルをタップ。"))) {
        chosen_ = tt::kSkillAction + sel_skill_;
      }
      break;
    }
    case Phase::kStyle: {
      // "Not yet" is shown on the 10th turn too, saying why it is not allowed.
      const std::string wait_why = Why(tt::kPassAction);
      if (secondary(T("Not yet", "まだ決めない"), "tt:button:wait", Legal(tt::kPassAction),
                    wait_why.c_str())) {
        chosen_ = tt::kPassAction;
      }
      std::string label = T("Choose a style", "スタイルを決める");
      if (sel_card_ >= 0)
        label = std::string(T("Choose ", "決定：")) + StyleName(tt::CardSuit(sel_card_), L());
      if (primary(label.c_str(), sel_card_ >= 0,
                  T("First tap a hand card: its suit will be your style.",
                    "先に手札をタップ（そのスートがスタイルになります）。"))) {
        chosen_ = tt::kCardAction + sel_card_;
      }
      break;
    }
    case Phase::kReveal: {
      if (secondary(T("No reveal", "表にしない"), "tt:button:no-reveal", true, nullptr))
        chosen_ = tt::kPassAction;
      const bool ok = sel_skill_ >= 0 && Legal(tt::kSkillAction + sel_skill_);
      if (primary(T("Reveal", "表にする"), ok,
                  T("First tap one of your face-down skills.", "先に伏せたスキルをタップ。"))) {
        chosen_ = tt::kSkillAction + sel_skill_;
      }
      break;
    }
    case Phase::kPreOrder:
      DrawOrderDialog(c);
      break;
    case Phase::kNamedCard:
      break;  // the panel has its own button
    case Phase::kReturn: {
      const bool can_free =
          obs_->seats[me_].skills.size() > 0 && table_->CanUseSkill(me_, tt::kFreePass);
      if (can_free) {
        const char* label = free_pass_ ? T("Free pass: on", "関所御免：使う")
                                       : T("Free pass: off", "関所御免：使わない");
        if (secondary(label, "tt:button:free-pass", true, nullptr)) {
          free_pass_ = !free_pass_;
          sel_card_ = -1;
        }
      }
      const bool ok = sel_card_ >= 0 && HandCardEnabled(sel_card_);
      if (primary(T("Return", "返す"), ok,
                  T("First tap a card you may return (they glow).",
                    "先に返せるカード（光っている）をタップ。"))) {
        chosen_ = (free_pass_ ? tt::kFreePassAction : tt::kCardAction) + sel_card_;
      }
      const float text_w = primary_at.x - sx - 12;
      if (text_w > 80) {
        const tt::PendingOrder& o = obs_->order;
        d::Text(dl_, ImVec2(sx + 4, y_bottom + 4),
                OrderRule(o.type, o.given_card, o.named_card, L()).c_str(), d::palette::kWhite,
                d::FontRole::kSmall, d::Align::kLeft, 0, text_w);
      }
      break;
    }
    case Phase::kPostOrder: {
      if (Legal(tt::kSkillAction + tt::kDoubleDeal) &&
          secondary(SkillName(tt::kDoubleDeal, L()), "tt:button:double-deal", true, nullptr)) {
        chosen_ = tt::kSkillAction + tt::kDoubleDeal;
      }
      bool warehouseman = false;
      for (Action a : table_->legal())
        warehouseman |= a >= tt::kWarehousemanAction && a < tt::kFreePassAction;
      if (warehouseman) {
        const char* label = warehouseman_mode_
                                ? T("Warehouseman: tap a good", "倉庫番：倉庫のカードをタップ")
                                : SkillName(tt::kWarehouseman, L());
        if (secondary(label, "tt:button:warehouseman", true, nullptr))
          warehouseman_mode_ = !warehouseman_mode_;
      }
      if (primary(T("End turn", "手番を終える"), true, nullptr)) chosen_ = tt::kPassAction;
      break;
    }
    case Phase::kCaravanTake:
    case Phase::kWarehousemanTake:
      d::Text(dl_, ImVec2(c.min.x, y_bottom + 10),
              T("Tap an oasis card to take it.", "オアシスのカードをタップして取る。"),
              d::palette::kGoldText, d::FontRole::kBody);
      break;
    default:
      break;
  }
}

// The order dialog: type buttons, the skills usable before an order, the
// preview in words and the Order button.
void TradeTycoonView::DrawOrderDialog(const Rect& c) {
  const float bh = std::min(layout_.button_h, c.Size().y);
  const bool two_rows = c.Size().y >= 2 * bh + 8;
  const float row1 = two_rows ? c.max.y - 2 * bh - 8 : c.max.y - bh;
  const float row2 = c.max.y - bh;
  float x = c.min.x;
  const bool named_ok = table_->CanUseSkill(me_, tt::kNamedOrder);
  struct TypeButton {
    OrderType type;
    const char* en;
    const char* ja;
    const char* key;
  };
  const TypeButton types[] = {{OrderType::kNumber, "Number", "数字買い", "number"},
                              {OrderType::kSuit, "Suit", "スート買い", "suit"},
                              {OrderType::kNamed, "Named", "指名買い", "named"}};
  for (const TypeButton& t : types) {
    if (t.type == OrderType::kNamed && !named_ok) continue;
    const char* label = T(t.en, t.ja);
    const float w = std::max(layout_.compact ? 86.0f : 110.0f, d::MeasureText(label).x + 24);
    const ImVec2 at(x, row1);
    d::TestRect(std::string("tt:type:") + t.key, at, at + ImVec2(w, bh));
    if (sel_type_ == int(t.type)) {
      dl_->AddRectFilled(at - ImVec2(3, 3), at + ImVec2(w + 3, bh + 3), d::palette::kWhite, 10.0f);
    }
    if (d::SecondaryButton(label, at, ImVec2(w, bh), !informant_mode_ && !caravan_mode_,
                           T("Finish the skill first.", "先にスキルを終えてください。"))) {
      sel_type_ = sel_type_ == int(t.type) ? -1 : int(t.type);
    }
    x += w + 8;
  }
  // Skills usable before the order.
  auto skill_button = [&](tt::SkillId skill, bool& mode, const char* rect) {
    if (!table_->CanUseSkill(me_, skill)) return;
    const std::string label = mode ? std::string(T("Cancel ", "やめる：")) + SkillName(skill, L())
                                   : SkillName(skill, L());
    const float w = std::max(100.0f, d::MeasureText(label.c_str()).x + 24);
    const ImVec2 pos(x, row1);
    d::TestRect(rect, pos, pos + ImVec2(w, bh));
    if (d::SecondaryButton(label.c_str(), pos, ImVec2(w, bh), true, nullptr)) {
      const bool was = mode;
      informant_mode_ = caravan_mode_ = false;
      mode = !was;
      sel_card_ = -1;
    }
    if (ImGui::IsItemHovered()) d::Tooltip(SkillEffect(skill, N(), L()).c_str());
    x += w + 8;
  };
  skill_button(tt::kInformant, informant_mode_, "tt:button:informant");
  skill_button(tt::kCaravan, caravan_mode_, "tt:button:caravan");
  // The preview and the Order button.
  const float primary_w = layout_.compact ? 130 : 170;
  const ImVec2 primary_at(c.max.x - primary_w, row2);
  const std::optional<Action> order = PendingOrderAction();
  const float text_w = primary_at.x - c.min.x - 12;
  const float text_y = two_rows ? row2 + 4 : row1 - 34;
  if (!informant_mode_ && !caravan_mode_ && text_w > 80) {
    d::Text(dl_, ImVec2(c.min.x + 2, text_y), OrderPreview().c_str(), d::palette::kWhite,
            d::FontRole::kSmall, d::Align::kLeft, 0, text_w);
  }
  d::TestRect("tt:button:primary", primary_at, primary_at + ImVec2(primary_w, bh));
  if (d::PrimaryButton(T("Order", "注文"), primary_at, ImVec2(primary_w, bh), order.has_value(),
                       T("Choose a hand card, a partner and number or suit first.",
                         "先に手札、取引先、数字買いかスート買いを選んでください。"))) {
    chosen_ = *order;
  }
}

// The skills dealt for the pass, large in the middle of the table.
void TradeTycoonView::DrawDraftPanel() {
  const Rect& m = layout_.middle;
  const ImVec2 size = layout_.compact ? ImVec2(70, 100) : ImVec2(96, 136);
  const float w = 3 * size.x + 2 * 14 + 24;
  const ImVec2 min(m.Center().x - w * 0.5f, m.min.y - (layout_.compact ? 10 : 30));
  const ImVec2 max(min.x + w, min.y + size.y + 64);
  dl_->AddRectFilled(min, max, d::Rgba(30, 22, 16, 235), 12.0f);
  dl_->AddRect(min, max, d::palette::kGold, 12.0f, 0, 1.5f);
  if (obs_->draft_hand.empty()) {
    d::TextCentered(dl_, (min + max) * 0.5f,
                    T("The skills are being dealt.", "スキルを配っています。"), d::palette::kWhite);
    return;
  }
  const bool chose = obs_->draft_pass >= 0;
  d::Text(dl_, min + ImVec2(12, 8),
          chose ? T("Passed face down; waiting for the others.",
                    "伏せて渡しました。他のプレイヤーを待っています。")
                : T("Your skills: tap the one to pass to the left.",
                    "あなたのスキル：左隣に渡す１枚をタップ。"),
          d::palette::kGoldText, d::FontRole::kSmall, d::Align::kLeft, 0, w - 24);
  ImGui::PushID("draft");
  for (size_t i = 0; i < obs_->draft_hand.size(); ++i) {
    const int skill = obs_->draft_hand[i];
    const ImVec2 at(min.x + 12 + float(i) * (size.x + 14), min.y + 34);
    ImGui::PushID(skill);
    const bool enabled = MyPhase(Phase::kDraftPass) && Legal(tt::kSkillAction + skill);
    const std::string why = Why(tt::kSkillAction + skill);
    const d::Hit hit = d::Interact("skill", at, size, enabled, why.c_str());
    d::TestRect(std::string("tt:draft:") + tt::SkillKey(skill), at, at + size);
    const bool selected = sel_skill_ == skill || obs_->draft_pass == skill;
    const ImVec2 pos = at - ImVec2(0, selected ? 10 : hit.lift);
    if (enabled && !selected) d::Glow(dl_, pos, pos + size);
    if (selected) d::Glow(dl_, pos, pos + size, d::kCardRounding, d::palette::kWhite);
    SkillCard(dl_, pos, size, skill, L());
    if (hit.clicked && enabled) sel_skill_ = skill;
    if (hit.hovered)
      d::Tooltip((std::string(SkillName(skill, L())) + ": " + SkillEffect(skill, N(), L())).c_str());
    ImGui::PopID();
  }
  ImGui::PopID();
}

// Named order: every card in a grid, by suit and number; cards known to be in
// the partner's hand are marked, cards seen elsewhere dimmed.
void TradeTycoonView::DrawNamedPanel() {
  const ImVec2 mini = layout_.compact ? ImVec2(24, 34) : ImVec2(34, 48);
  const float gap = 3;
  const float w = 13 * (mini.x + gap) + 20;
  const float h = 4 * (mini.y + gap) + 40 + layout_.button_h + 10;
  const ImVec2 center = ctx_->origin + ctx_->size * 0.5f;
  const ImVec2 min(center.x - w * 0.5f, center.y - h * 0.5f);
  const ImVec2 max = min + ImVec2(w, h);
  dl_->AddRectFilled(min, max, d::Rgba(30, 22, 16, 240), 12.0f);
  dl_->AddRect(min, max, d::palette::kGold, 12.0f, 0, 1.5f);
  d::Text(dl_, min + ImVec2(10, 8),
          T("Named order: tap the card to name.", "指名買い：指名するカードをタップ。"),
          d::palette::kGoldText, d::FontRole::kSmall);
  const int partner = obs_->order.partner;
  ImGui::PushID("named");
  for (int suit = 0; suit < tt::kNumSuits; ++suit) {
    for (int n = 1; n <= tt::kNumNumbers; ++n) {
      const int card = tt::CardId(n, tt::Suit(suit));
      const ImVec2 at(min.x + 10 + float(n - 1) * (mini.x + gap),
                      min.y + 30 + float(suit) * (mini.y + gap));
      ImGui::PushID(card);
      const bool in_partner =
          std::find(obs_->seats[partner].known_hand.begin(), obs_->seats[partner].known_hand.end(),
                    card) != obs_->seats[partner].known_hand.end();
      bool seen_elsewhere = false;
      for (int s = 0; s < tt::kNumPlayers; ++s) {
        const SeatObservation& so = obs_->seats[s];
        if (s != partner &&
            std::find(so.known_hand.begin(), so.known_hand.end(), card) != so.known_hand.end())
          seen_elsewhere = true;
        if (std::find(so.warehouse.begin(), so.warehouse.end(), card) != so.warehouse.end())
          seen_elsewhere = true;
        if (so.style_card == card) seen_elsewhere = true;
      }
      for (int c : obs_->oasis) seen_elsewhere |= c == card;
      const d::Hit hit = d::Interact("card", at, mini, true);
      d::TestRect("tt:name:" + tt::CardName(card), at, at + mini);
      if (in_partner) d::Glow(dl_, at, at + mini, 5.0f);
      if (sel_named_ == card) d::Glow(dl_, at, at + mini, 5.0f, d::palette::kWhite);
      MiniCard(dl_, at - ImVec2(0, sel_named_ == card ? 5 : hit.lift), mini, card, seen_elsewhere);
      if (hit.clicked) sel_named_ = card;
      if (hit.hovered) {
        std::string tip = CardWords(card, L());
        if (in_partner)
          tip +=
              T(": you saw it go into the partner's hand.", "：取引先の手札に入るのを見たカード。");
        if (seen_elsewhere)
          tip += T(": you can see it elsewhere; naming it orders by its number.",
                   "：他の場所にあるカード（その数字で数字買いになる）。");
        d::Tooltip(tip.c_str());
      }
      ImGui::PopID();
    }
  }
  ImGui::PopID();
  const ImVec2 button_at(max.x - 170, max.y - layout_.button_h - 8);
  d::TestRect("tt:button:primary", button_at, button_at + ImVec2(160, layout_.button_h));
  if (d::PrimaryButton(T("Name it", "指名する"), button_at, ImVec2(160, layout_.button_h),
                       sel_named_ >= 0, T("First tap a card.", "先にカードをタップ。"))) {
    chosen_ = tt::kNamedOrderAction + sel_named_;
  }
  if (sel_named_ >= 0) {
    d::Text(dl_, ImVec2(min.x + 10, max.y - layout_.button_h),
            OrderRule(OrderType::kNamed, obs_->order.given_card, sel_named_, L()).c_str(),
            d::palette::kWhite, d::FontRole::kSmall, d::Align::kLeft, 0, w - 200);
  }
}

}  // namespace mercato::web::trade_tycoon_view

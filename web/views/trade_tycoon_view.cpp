// The Trade Tycoon table: the frame, the opponents and the middle of the table
// (trade_tycoon_view_table.h says which file draws what).
//
// How a person plays here:
//   skill pass  tap one of the three skills dealt, then Pass left;
//   style       tap a hand card, then "Choose <style>" (or Not yet);
//   reveal      tap one of your face-down skills, then Reveal (or No reveal);
//   order       tap a hand card, optionally an oasis card (relay trade), a
//               partner and Number / Suit (/ Named), then Order; a named
//               order then asks for the card to name;
//   return      when someone orders from you: tap an allowed card, Return;
//   after       Double deal / Warehouseman if face up, else End turn.
#include "views/trade_tycoon_view.h"
#include "views/trade_tycoon_view_table.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "draw/change_mark.h"

namespace mercato::web::trade_tycoon_view {

std::string Format(const char* format, int a) {
  char text[200];
  std::snprintf(text, sizeof(text), format, a);
  return text;
}

std::string Format(const char* format, int a, int b) {
  char text[200];
  std::snprintf(text, sizeof(text), format, a, b);
  return text;
}

std::string Format(const char* format, int a, int b, int c) {
  char text[200];
  std::snprintf(text, sizeof(text), format, a, b, c);
  return text;
}

ImVec2 CardSlide(int card, ImVec2 target) {
  static const ImGuiID kSeed = ImHashStr("trade_tycoon_card");
  return d::Slide(ImHashData(&card, sizeof(card), kSeed), target, 0.3f);
}

void MarkSeat(ImDrawList* dl, int seat, const SeatObservation& so, const Rect& hand, const Rect& style,
              const Rect& skills, const Rect& warehouse) {
  const std::string n = std::to_string(seat + 1);
  long long shown = int(so.draft_passed);
  for (const tt::SkillView& v : so.skills) {
    shown = shown * 8 + 1 + int(v.revealed) * 2 + int(v.used) * 4;
    if (v.revealed) shown = shown * 64 + v.skill;
  }
  long long stored = int(so.warehouse.size());
  if (!so.warehouse.empty()) stored = stored * 256 + so.warehouse.back();
  d::ChangeMark(dl, ("changed-hand" + n).c_str(), hand.min, hand.max,
                so.below_balance * 64 + so.above_balance, 6.0f, "tt:hand:" + n);
  d::ChangeMark(dl, ("changed-style" + n).c_str(), style.min, style.max, so.style_card, 6.0f,
                "tt:style:" + n);
  d::ChangeMark(dl, ("changed-skills" + n).c_str(), skills.min, skills.max, shown, 6.0f, "tt:skills:" + n);
  d::ChangeMark(dl, ("changed-warehouse" + n).c_str(), warehouse.min, warehouse.max, stored, 5.0f,
                "tt:warehouse:" + n);
}

void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool active) {
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  d::Mat(dl, r.min, r.max, d::Mix(seat_color, d::Rgba(52, 36, 24), 0.55f), nullptr);
  if (active) d::Glow(dl, r.min, r.max, 14.0f);
  dl->AddCircleFilled(r.min + ImVec2(16, 13), 6, seat_color, 16);
  dl->AddCircle(r.min + ImVec2(16, 13), 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  d::Text(dl, r.min + ImVec2(28, 4), label.c_str(), d::Rgba(255, 250, 240, 240),
          d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
}

void TradeTycoonView::NoteMove(const TradeTycoonObservation& before, Action action) {
  if (before.phase == Phase::kStartPlayer) last_trade_ = Trade();  // a new game
  if (before.phase != Phase::kReturn) return;
  const tt::PendingOrder& o = before.order;
  last_trade_ = {
      before.active_player,
      o.partner,
      o.given_card,
      action >= tt::kFreePassAction ? action - tt::kFreePassAction : action - tt::kCardAction,
      o.type,
      o.relayed};
}

void TradeTycoonView::ResetSelection() {
  sel_card_ = -1;
  sel_relay_ = 0;
  sel_partner_ = -1;
  sel_type_ = -1;
  sel_skill_ = -1;
  sel_named_ = -1;
  sel_warehouse_ = -1;
  free_pass_ = false;
  informant_mode_ = false;
  caravan_mode_ = false;
  warehouseman_mode_ = false;
}

void TradeTycoonView::LayOut() {
  me_ = std::max(0, Seated());
  obs_ = &table_->observation();  // the viewer's: Observe(viewer) of its table
  layout_ = ComputeLayout(ctx_->origin, ctx_->size, me_);
}

void TradeTycoonView::Animate(const TradeTycoonSeatView& before, Action action, double now) {
  if (action >= 0) NoteMove(before.observation(), action);  // not another seat's hidden choice
}

void TradeTycoonView::DrawTable() {
  // A double deal's second order has one partner only: preselect it. So is a
  // return with a single allowed card.
  if (MyPhase(Phase::kPreOrder) && obs_->order.index == 1) sel_partner_ = obs_->order.partner;
  if (MyPhase(Phase::kReturn) && !free_pass_ && sel_card_ < 0) {
    const std::vector<int>& allowed = table_->AllowedReturns();
    if (allowed.size() == 1) sel_card_ = allowed.front();
  }

  ImGui::PushID("trade_tycoon");
  for (int p = 0; p < table_->num_players(); ++p) {
    if (p != me_) DrawOpponent(p);
  }
  DrawMiddle();
  DrawMe();
  if (obs_->phase == Phase::kDraftPass) DrawDraftPanel();
  if (MyPhase(Phase::kNamedCard)) DrawNamedPanel();
  ImGui::PopID();
}

// ------------------------------------------------------------------ opponents

void TradeTycoonView::DrawScore(int seat, ImVec2 top_right) {
  ImGui::PushID(seat);
  const int score = obs_->seats[seat].score;
  const float w = d::MeasureText(T("VP", "ＶＰ"), d::FontRole::kSmall).x;
  d::Text(dl_, top_right + ImVec2(-w, 6), T("VP", "ＶＰ"), d::Rgba(255, 240, 210, 220),
          d::FontRole::kSmall);
  {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Number(dl_, top_right + ImVec2(-w - 5, -2), score, "score", d::FontRole::kBody,
              d::palette::kWhite, d::Align::kRight);
  }
  const ImVec2 hit_min = top_right - ImVec2(w + 44, 0);
  const d::Hit hit = d::Interact("score", hit_min, ImVec2(w + 44, 22), true);
  if (hit.hovered) {
    d::Tooltip(T("Points now: style and face-up value skills (face-down skills count nothing).",
                 "現在の得点：スタイルと表向きの得点スキル（伏せたスキルは０）。"));
  }
  ImGui::PopID();
}

void TradeTycoonView::DrawOpponent(int seat) {
  const SeatArea& a = layout_.seats[seat];
  std::string label = Who(seat);
  if (seat == obs_->start_player) label += T("  · start", "  ・スタート");
  if (obs_->phase == Phase::kReturn && obs_->order.partner == seat)
    label += T("  · ordered from", "  ・注文先");
  const bool active = obs_->current_player == seat;
  SeatMat(dl_, a.mat, seat, label, active);
  ImGui::PushID(100 + seat);
  // During an order the whole mat is the partner button (and the informant's
  // target); it is submitted first so that it takes the click anywhere on it.
  if (MyPhase(Phase::kPreOrder) && !caravan_mode_) {
    const bool informant = informant_mode_ && Legal(tt::kInformantAction + seat);
    const std::string partner_why = Why(tt::kSeatAction + seat);
    const bool enabled = informant || (!informant_mode_ && partner_why.empty());
    const std::string why =
        informant_mode_ ? T("Informant looks at an opponent's hand.", "密偵は相手の手札を見ます。")
                        : partner_why;
    const d::Hit hit = d::Interact("mat", a.mat.min, a.mat.Size(), enabled, why.c_str());
    d::TestRect("tt:partner:p" + std::to_string(seat), a.mat.min, a.mat.max);
    if (enabled && (sel_partner_ != seat || informant)) {
      d::Glow(dl_, a.mat.min, a.mat.max, 14.0f, informant ? d::palette::kSky : d::palette::kGlow);
    }
    if (sel_partner_ == seat && !informant_mode_) {
      dl_->AddRect(a.mat.min - ImVec2(2, 2), a.mat.max + ImVec2(2, 2), d::palette::kWhite, 14.0f, 0,
                   3.0f);
    }
    if (hit.clicked) {
      if (informant) {
        chosen_ = tt::kInformantAction + seat;
      } else if (enabled) {
        sel_partner_ = seat;
      }
    }
    if (hit.hovered && enabled) {
      d::Tooltip(
          informant
              ? Format(T("Look at Seat %d's hand with Informant.", "密偵で席%dの手札を見る。"),
                       seat + 1)
                    .c_str()
              : Format(T("Order from Seat %d.", "席%dに注文する。"), seat + 1).c_str());
    }
  }
  DrawScore(seat, a.score);
  DrawOpponentHand(seat, a.hand);
  DrawStyle(seat, a.style);
  DrawSkills(seat, a.skills, layout_.skill, false);
  DrawWarehouse(seat, a.warehouse, layout_.mini, false);
  MarkSeat(dl_, seat, obs_->seats[seat], a.hand, a.style, a.skills, a.warehouse);
  ImGui::PopID();
}

// The hand as card backs in sorted order: the unseen cards below 7.5, the
// cards seen going in (face up, marked), the balance card, then the same above.
void TradeTycoonView::DrawOpponentHand(int seat, const Rect& area) {
  const SeatObservation& so = obs_->seats[seat];
  std::vector<int> below_known, above_known;
  for (int c : so.known_hand) (tt::IsBelowBalance(c) ? below_known : above_known).push_back(c);
  const int below_unknown = so.below_balance - int(below_known.size());
  const int above_unknown = so.above_balance - int(above_known.size());
  const int slots = so.hand_size + 1;
  const ImVec2 size = layout_.back;
  const float step =
      std::min(size.x * 0.62f, (area.Size().x - size.x) / float(std::max(1, slots - 1)));
  float x = area.min.x;
  const float y = area.min.y;
  auto back = [&]() {
    TradeBack(dl_, ImVec2(x, y), size);
    x += step;
  };
  auto known = [&](int card) {
    const ImVec2 at = CardSlide(card, ImVec2(x, y + 4));
    TradeCard(dl_, at, size, card, L());
    d::Icon(dl_, d::Shape::kCircle, at + ImVec2(size.x - 6, 6), 4,
            d::palette::kSky);  // "seen going in"
    x += step;
  };
  for (int i = 0; i < below_unknown; ++i) back();
  for (int c : below_known) known(c);
  BalanceCard(dl_, ImVec2(x, y - 3), size);
  x += step;
  for (int i = 0; i < above_unknown; ++i) back();
  for (int c : above_known) known(c);
  const float fan_w = x - step + size.x - area.min.x;
  d::Badge(dl_, ImVec2(area.min.x + fan_w - 2, y + size.y - 3), so.hand_size);
  const d::Hit hit = d::Interact("hand", area.min, ImVec2(fan_w, size.y), true);
  if (hit.hovered) {
    std::string tip =
        Format(T("%d cards: %d below 7.5, %d above.", "手札%d枚：７．５より下%d枚、上%d枚。"),
               so.hand_size, so.below_balance, so.above_balance);
    if (!so.known_hand.empty()) {
      tip += T(" Face up: cards you saw go in (where they sit among the unseen ones is not shown).",
               " 表向き：入るのを見たカード（見えないカードとの並びは表示しません）。");
    }
    d::Tooltip(tip.c_str());
  }
}

void TradeTycoonView::DrawStyle(int seat, const Rect& area) {
  const int card = obs_->seats[seat].style_card;
  const ImVec2 at = card >= 0 ? CardSlide(card, area.min) : area.min;
  StyleCard(dl_, at, area.Size(), card, L());
  ImGui::PushID("style");
  const d::Hit hit = d::Interact("style", area.min, area.Size(), true);
  if (hit.hovered) {
    if (card < 0) {
      d::Tooltip(T("No style yet: it must be chosen by the 10th turn.",
                   "スタイル未決定（１０手番目までに必ず決める）。"));
    } else {
      const int suit = tt::CardSuit(card);
      d::Tooltip((std::string(StyleName(suit, L())) + ": " + StyleRule(suit, N(), L())).c_str());
    }
  }
  ImGui::PopID();
}

void TradeTycoonView::DrawSkills(int seat, const Rect& area, ImVec2 size, bool interactive) {
  const SeatObservation& so = obs_->seats[seat];
  ImGui::PushID("skills");
  for (size_t i = 0; i < so.skills.size(); ++i) {
    const tt::SkillView& v = so.skills[i];
    const ImVec2 at(area.min.x + float(i) * (size.x + 4), area.min.y);
    ImGui::PushID(int(i));
    bool enabled = true;
    std::string why;
    if (interactive && v.skill >= 0) {
      // Revealed here, or picked to pass left as on the draft panel.
      enabled = (MyPhase(Phase::kReveal) || MyPhase(Phase::kDraftPass)) &&
                Legal(tt::kSkillAction + v.skill);
      why = Why(tt::kSkillAction + v.skill);
    } else if (interactive) {
      enabled = false;
    }
    const d::Hit hit = d::Interact("skill", at, size, enabled || !interactive, why.c_str());
    if (interactive && v.skill >= 0) {
      d::TestRect(std::string("tt:skill:") + tt::SkillKey(v.skill), at, at + size);
    }
    float lift =
        interactive && enabled ? std::max(4.0f, hit.lift) : 0;  // a choosable skill stands up
    if (interactive && enabled && sel_skill_ != v.skill) {
      d::Glow(dl_, at - ImVec2(0, lift), at + size - ImVec2(0, lift), 6.0f);
    }
    if (interactive && sel_skill_ == v.skill && v.skill >= 0) {
      lift = 8;
      d::Glow(dl_, at - ImVec2(0, lift), at + size - ImVec2(0, lift), 6.0f, d::palette::kWhite);
    }
    SkillCard(dl_, at - ImVec2(0, lift), size, v.skill, L(), v.used, v.skill >= 0 && !v.revealed);
    if (hit.clicked && interactive && enabled) sel_skill_ = sel_skill_ == v.skill ? -1 : v.skill;
    if (hit.hovered && (enabled || !interactive)) {
      std::string tip;
      if (v.skill < 0) {
        tip = T("A face-down skill you have not seen.", "見ていない伏せたスキル。");
      } else {
        tip = std::string(SkillName(v.skill, L())) + ": " + SkillEffect(v.skill, N(), L());
        if (!v.revealed) {
          tip += seat == me_ ? T(" (Face down: only you see it; it works once revealed.)",
                                 "（伏せたまま：あなたにだけ見えます。表にすると有効。）")
                             : T(" (Face down: you passed it to this player.)",
                                 "（伏せたまま：あなたが渡したスキル。）");
        } else if (v.used) {
          tip += T(" (Used.)", "（使用済み）");
        }
      }
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
  }
  ImGui::PopID();
}

void TradeTycoonView::DrawWarehouse(int seat, const Rect& area, ImVec2 mini, bool interactive) {
  const std::vector<int>& cards = obs_->seats[seat].warehouse;
  ImGui::PushID("warehouse");
  if (cards.empty()) {
    d::Text(dl_, area.min + ImVec2(2, mini.y * 0.3f), T("Warehouse: empty", "倉庫：なし"),
            d::palette::kLabelSoft, d::FontRole::kSmall);
  }
  const float step = std::min(
      mini.x + 4, cards.size() > 1 ? (area.Size().x - mini.x) / float(cards.size() - 1) : mini.x);
  for (size_t i = 0; i < cards.size(); ++i) {
    const int card = cards[i];
    const ImVec2 target(area.min.x + float(i) * step, area.min.y);
    ImGui::PushID(card);
    const bool enabled = interactive && warehouseman_mode_ && Legal(tt::kWarehousemanAction + card);
    const d::Hit hit = d::Interact("good", target, mini, true);
    if (enabled) d::TestRect("tt:warehouse:" + tt::CardName(card), target, target + mini);  // a target now
    const ImVec2 at = CardSlide(card, target) - ImVec2(0, enabled ? hit.lift : 0);
    if (enabled) d::Glow(dl_, at, at + mini, 5.0f);
    MiniCard(dl_, at, mini, card);
    if (hit.clicked && enabled) chosen_ = tt::kWarehousemanAction + card;
    if (hit.hovered) {
      std::string tip = CardWords(card, L());
      if (enabled)
        tip += T(": swap it with an oasis card (Warehouseman).",
                 "：オアシスのカードと交換（倉庫番）。");
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
  }
  ImGui::PopID();
}

// ------------------------------------------------------------------ the middle

void TradeTycoonView::DrawMiddle() {
  const Rect& m = layout_.middle;
  d::Mat(dl_, m.min, m.max, d::Rgba(70, 110, 120, 150), nullptr);
  d::Text(dl_, m.min + ImVec2(10, 4), T("Silk Road", "シルクロード"), d::Rgba(240, 250, 250, 220),
          d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  // The deck and the burned card.
  const ImVec2 card = layout_.oasis_card;
  ImGui::PushID("middle");
  if (obs_->deck_size > 0) {
    d::CardPile(dl_, layout_.deck, card, obs_->deck_size, nullptr, d::Rgba(120, 70, 40));
  } else {
    d::CardSlot(dl_, layout_.deck, card, T("deck", "山札"));
  }
  {
    const d::Hit hit = d::Interact("deck", layout_.deck, card, true);
    if (hit.hovered) {
      d::Tooltip(
          Format(
              T("%d cards left: one is drawn each turn; 10 turns each empty it. One more card was "
                "burned "
                "unseen at the start.",
                "残り%d枚。毎手番１枚引き、全員の１０手番で尽きる。開始時に１枚を見ずに除外した。"),
              obs_->deck_size)
              .c_str());
    }
  }
  char turn[48];
  std::snprintf(turn, sizeof(turn), T("Turn %d/30", "手番 %d/30"), std::max(obs_->turn, 0));
  d::Text(dl_, ImVec2(m.max.x - 10, m.min.y + 4), turn, d::Rgba(240, 250, 250, 220),
          d::FontRole::kSmall, d::Align::kRight);
  // The oasis (its label under the draft's panel is not drawn: the panel's words lie there).
  if (obs_->phase != Phase::kDraftPass) {
    d::Text(dl_, layout_.oasis[0] - ImVec2(0, 17), T("Oasis", "オアシス"), d::palette::kWhite,
            d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  }
  for (int i = 0; i < tt::kOasisSize; ++i) {
    const ImVec2 target = layout_.oasis[i];
    if (i >= int(obs_->oasis.size())) {
      d::CardSlot(dl_, target, card);
      continue;
    }
    const int c = obs_->oasis[i];
    ImGui::PushID(i);
    const bool relay_pick = MyPhase(Phase::kPreOrder) && !informant_mode_ && !caravan_mode_;
    const bool take = MyPhase(Phase::kCaravanTake) || MyPhase(Phase::kWarehousemanTake);
    const bool enabled = relay_pick || take;
    std::string why = Why(tt::kCardAction + c);
    if (MyPhase(Phase::kPreOrder) && !relay_pick) {
      why = T("Finish the skill first.", "先にスキルを終えてください。");
    } else if (!MyTurn()) {  // what the oasis is for, after the rules' why not
      why += std::string(why.empty() ? "" : " ") +
             T("Oasis cards are used in relay trades and by some skills.",
               "オアシスは中継貿易と一部のスキルで使います。");
    }
    const d::Hit hit = d::Interact("oasis", target, card, enabled, why.c_str());
    d::TestRect("tt:oasis:" + tt::CardName(c), target, target + card);
    const bool selected = relay_pick && sel_relay_ == i + 1;
    // The card a pending relay trade is giving away: lifted and faded, on its way.
    const bool in_trade = obs_->order.relayed && obs_->order.given_card == c &&
                          (obs_->phase == Phase::kReturn || obs_->phase == Phase::kNamedCard);
    const float lift = selected || in_trade ? 10.0f : hit.lift;
    const ImVec2 at = CardSlide(c, target) - ImVec2(0, lift);
    if (enabled && !selected)
      d::Glow(dl_, at, at + card, d::kCardRounding,
              take ? d::palette::kGlow : d::Rgba(255, 220, 110, 150));
    if (selected) d::Glow(dl_, at, at + card, d::kCardRounding, d::palette::kWhite);
    TradeCard(dl_, at, card, c, L(), in_trade);
    if (in_trade) {
      d::TextCentered(dl_, at + ImVec2(card.x * 0.5f, card.y + 8), T("being traded", "取引中"),
                      d::palette::kGoldText, d::FontRole::kSmall);
    }
    if (hit.clicked && enabled) {
      if (take) {
        chosen_ = tt::kCardAction + c;
      } else {
        sel_relay_ = sel_relay_ == i + 1 ? 0 : i + 1;
      }
    }
    if (hit.hovered && enabled) {
      std::string tip = CardWords(c, L());
      tip += take ? T(": take it.", "：これを取る。")
                  : T(": relay trade: give this card instead of your hand card, which goes to the "
                      "oasis.",
                      "：中継貿易：手札の代わりにこのカードを渡す（手札のカードはオアシスへ）。");
      d::Tooltip(tip.c_str());
    } else if (hit.hovered && !enabled) {
      // Interact already explains why.
    }
    ImGui::PopID();
  }
  ImGui::PopID();
  DrawOrderInfo();
}

// The order in progress (public), or whose turn it is and what they do.
void TradeTycoonView::DrawOrderInfo() {
  const Rect& r = layout_.order_info;
  if (r.Size().x < 60) return;
  dl_->AddRectFilled(r.min, r.max, d::palette::kPanel, 8.0f);
  const float pad = 8;
  const float wrap = r.Size().x - 2 * pad;
  float y = r.min.y + pad;
  auto line = [&](const std::string& text, d::FontRole role, ImU32 color) {
    d::Text(dl_, ImVec2(r.min.x + pad, y), text.c_str(), color, role, d::Align::kLeft, 0, wrap);
    y += d::MeasureText(text.c_str(), role, 0).y *
             (1 + float(int(d::MeasureText(text.c_str(), role).x / wrap))) +
         4;
  };
  const bool ordering = (obs_->phase == Phase::kReturn || obs_->phase == Phase::kNamedCard) &&
                        obs_->order.partner >= 0;
  if (ordering) {
    const tt::PendingOrder& o = obs_->order;
    const ImVec2 mini = layout_.mini;
    const std::string rule = OrderRule(o.type, o.given_card, o.named_card, L());
    const float small = d::FontSize(d::FontRole::kSmall);
    const float rule_h = d::Font(d::FontRole::kSmall)->CalcTextSizeA(small, FLT_MAX, wrap, rule.c_str()).y;
    // A phone's box holds the rule (what comes back) only: who and the card are in the log.
    if (y + small + 4 + mini.y + 4 + rule_h <= r.max.y) {
      line(Who(obs_->active_player) + T(" → ", "→") + Who(o.partner) + T(": an order", "：注文"),
           d::FontRole::kSmall, d::palette::kGoldText);
      MiniCard(dl_, ImVec2(r.min.x + pad, y), mini, o.given_card);
      std::string given = CardWords(o.given_card, L());
      if (o.relayed) given += T(" (relay)", "（中継貿易）");
      d::Text(dl_, ImVec2(r.min.x + pad + mini.x + 6, y + 2), given.c_str(), d::palette::kWhite,
              d::FontRole::kSmall, d::Align::kLeft, 0, wrap - mini.x - 6);
      y += mini.y + 4;
    }
    line(rule, d::FontRole::kSmall, d::Rgba(230, 240, 240, 230));
  } else {
    line(Prompt(), d::FontRole::kSmall, d::palette::kWhite);
    d::TestText("status", Prompt());
    const Trade& t = last_trade_;
    if (t.active >= 0 && y + layout_.mini.y + 20 < r.max.y) {
      y += 4;
      line(std::string(T("Last trade: ", "直前の取引：")) + Who(t.active) + " → " + Who(t.partner),
           d::FontRole::kSmall, d::palette::kGoldText);
      const ImVec2 mini = layout_.mini;
      float x = r.min.x + pad;
      MiniCard(dl_, ImVec2(x, y), mini, t.given);
      x += mini.x + 4;
      d::Text(dl_, ImVec2(x, y + mini.y * 0.3f), T("given,", "を渡し、"), d::palette::kWhite,
              d::FontRole::kSmall);
      x += d::MeasureText(T("given,", "を渡し、"), d::FontRole::kSmall).x + 6;
      MiniCard(dl_, ImVec2(x, y), mini, t.returned);
      x += mini.x + 4;
      const char* types_en[] = {"(number order)", "(suit order)", "(named order)"};
      const char* types_ja[] = {"（数字買い）", "（スート買い）", "（指名買い）"};
      std::string back =
          std::string(T("returned ", "が返った")) +
          (t.type == OrderType::kNone ? "" : T(types_en[int(t.type)], types_ja[int(t.type)]));
      d::Text(dl_, ImVec2(x, y + mini.y * 0.3f), back.c_str(), d::palette::kWhite,
              d::FontRole::kSmall, d::Align::kLeft, 0, r.max.x - x - pad);
    }
  }
}

}  // namespace mercato::web::trade_tycoon_view

namespace mercato::web {

std::unique_ptr<GameView> MakeTradeTycoonView() {
  return std::make_unique<trade_tycoon_view::TradeTycoonView>();
}

}  // namespace mercato::web

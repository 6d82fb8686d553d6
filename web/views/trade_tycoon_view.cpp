// The Trade Tycoon table. Draws only what the viewer may see: its seat view
// (games/trade_tycoon/trade_tycoon_seat_view.h: the observation and the rule
// questions answered in core), turns taps into legal actions and never sees
// the state itself.
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
#include "views/seat_sentence.h"
#include "views/trade_tycoon_view.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "draw/change_mark.h"
#include "views/trade_tycoon_view_layout.h"
#include "views/trade_tycoon_view_style.h"
#include "views/trade_tycoon_view_text.h"

namespace mercato::web {

namespace trade_tycoon_view {

namespace {

using tt::OrderType;
using tt::Phase;
using tt::SeatObservation;
using tt::TradeTycoonObservation;
using tt::TradeTycoonSeatView;

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

// Slides keyed by card id alone, so a card glides from wherever it was drawn
// last (a hand, the oasis, a warehouse) to its new place.
ImVec2 CardSlide(int card, ImVec2 target) {
  static const ImGuiID kSeed = ImHashStr("trade_tycoon_card");
  return d::Slide(ImHashData(&card, sizeof(card), kSeed), target, 0.3f);
}

// A player's mat: the seat colour toned towards the wood, a disc and the name.
// What the last move changed at a seat, marked while it fades: the hand (a
// card ordered, returned, drawn), the style, the skills (one passed, revealed
// or used: never which face-down skill) and the warehouse.
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

class TradeTycoonView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) override;
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return trade_tycoon_view::Words(event, viewer, lang);
  }
  std::string WhyNot(const BlockedMove& blocked, Lang lang) const override {
    const std::string words = trade_tycoon_view::WhyNot(blocked, lang);
    return words.empty() ? GameView::WhyNot(blocked, lang) : words;
  }
  void DrawScoreBreakdown(const SeatView& table, Lang lang) override {
    ScoreBreakdown(static_cast<const TradeTycoonSeatView&>(table), lang);
  }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int s = 0; s < tt::kNumSuits; ++s) {
      items.push_back({kSuitStyles[s].shape, kSuitStyles[s].color, SuitName(s, lang)});
    }
    return items;
  }

 private:
  // The viewer's moves: none unless it may act now.
  bool Legal(Action a) const { return ctx_->can_act && table_->IsLegal(a); }
  // Why the rules block the move `a` for the viewer ("" when they do not):
  // the table's blocked moves, worded.
  std::string Why(Action a) const { return WhyNotFor(*this, table_->blocked(), a, L()); }
  const char* T(const char* en, const char* ja) const { return Tr(ctx_->lang, en, ja); }
  const tt::Numbers& N() const { return table_->numbers(); }  // the numbers in force
  Lang L() const { return ctx_->lang; }
  bool MyTurn() const { return ctx_->can_act; }
  bool MyPhase(Phase phase) const { return MyTurn() && obs_->phase == phase; }
  void ResetSelection();
  std::string Who(int seat) const { return SeatLabel(seat, ctx_->viewer, L()); }

  void DrawOpponent(int seat);
  void DrawOpponentHand(int seat, const Rect& area);
  void DrawWarehouse(int seat, const Rect& area, ImVec2 mini, bool interactive);
  void DrawSkills(int seat, const Rect& area, ImVec2 size, bool interactive);
  void DrawStyle(int seat, const Rect& area);
  void DrawScore(int seat, ImVec2 top_right);
  void DrawMiddle();
  void DrawOrderInfo();
  void DrawMe();
  void DrawMyHand();
  void DrawControls();
  void DrawOrderDialog(const Rect& area);
  void DrawDraftPanel();
  void DrawNamedPanel();
  std::string Prompt() const;
  bool HandCardEnabled(int card) const;
  void ClickHandCard(int card);
  std::optional<Action> PendingOrderAction() const;
  std::string OrderPreview() const;

  // This frame.
  ViewContext* ctx_ = nullptr;
  const TradeTycoonSeatView* table_ = nullptr;
  const TradeTycoonObservation* obs_ = nullptr;
  Layout layout_;
  int me_ = 0;  // the seat drawn at the bottom
  std::optional<Action> chosen_;
  ImDrawList* dl_ = nullptr;

  // The person's choice in progress (cleared whenever the state moves on).
  size_t seen_moves_ = size_t(-1);
  int sel_card_ = -1;  // a hand card (style, order, caravan, return)
  int sel_relay_ = 0;  // 0 = no relay, else 1 + the oasis place
  int sel_partner_ = -1;
  int sel_type_ = -1;   // an OrderType
  int sel_skill_ = -1;  // skill pass / reveal
  int sel_named_ = -1;
  int sel_warehouse_ = -1;
  bool free_pass_ = false;
  bool informant_mode_ = false;
  bool caravan_mode_ = false;
  bool warehouseman_mode_ = false;

  // The last exchange, for the middle panel (kept from frame to frame).
  struct Trade {
    int active = -1, partner = -1, given = -1, returned = -1;
    OrderType type = OrderType::kNone;
    bool relayed = false;
  };
  Trade last_trade_;
  void NoteMove(const TradeTycoonObservation& before, Action action);
};

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

std::optional<Action> TradeTycoonView::Draw(const SeatView& table, ViewContext& ctx) {
  const auto& t = static_cast<const TradeTycoonSeatView&>(table);
  ctx_ = &ctx;
  table_ = &t;
  dl_ = ctx.draw;
  chosen_.reset();
  const bool seated = ctx.viewer >= 0 && ctx.viewer < t.num_players();
  me_ = seated ? ctx.viewer : 0;
  obs_ = &t.observation();  // the viewer's: Observe(viewer) of its table
  layout_ = ComputeLayout(ctx.origin, ctx.size, me_);
  if (size_t(ctx.moves) != seen_moves_) {
    ResetSelection();
    seen_moves_ = size_t(ctx.moves);
  }
  if (!ctx.can_act) ResetSelection();
  if (ctx.previous != nullptr && ctx.last_action >= 0) {
    NoteMove(static_cast<const TradeTycoonSeatView&>(*ctx.previous).observation(), ctx.last_action);
  }
  // A double deal's second order has one partner only: preselect it. So is a
  // return with a single allowed card.
  if (MyPhase(Phase::kPreOrder) && obs_->order.index == 1) sel_partner_ = obs_->order.partner;
  if (MyPhase(Phase::kReturn) && !free_pass_ && sel_card_ < 0) {
    const std::vector<int>& allowed = t.AllowedReturns();
    if (allowed.size() == 1) sel_card_ = allowed.front();
  }

  d::TableBackground(dl_, ctx.origin, ctx.origin + ctx.size, d::Surface::kWood);
  ImGui::PushID("trade_tycoon");
  for (int p = 0; p < t.num_players(); ++p) {
    if (p != me_) DrawOpponent(p);
  }
  DrawMiddle();
  DrawMe();
  if (obs_->phase == Phase::kDraftPass) DrawDraftPanel();
  if (MyPhase(Phase::kNamedCard)) DrawNamedPanel();
  ImGui::PopID();
  return chosen_;
}

// ------------------------------------------------------------------ opponents

void TradeTycoonView::DrawScore(int seat, ImVec2 top_right) {
  ImGui::PushID(seat);
  const int score = obs_->seats[seat].score;
  const float w = d::MeasureText(T("VP", "ＶＰ"), d::FontRole::kSmall).x;
  d::Text(dl_, top_right + ImVec2(-w, 6), T("VP", "ＶＰ"), d::Rgba(255, 240, 210, 220),
          d::FontRole::kSmall);
  d::Number(dl_, top_right + ImVec2(-w - 5, -2), score, "score", d::FontRole::kBody,
            d::palette::kWhite, d::Align::kRight);
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
    if (interactive) d::TestRect("tt:warehouse:" + tt::CardName(card), target, target + mini);
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
  // The oasis.
  d::Text(dl_, layout_.oasis[0] - ImVec2(0, 17), T("Oasis", "オアシス"), d::palette::kWhite,
          d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
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
    line(Who(obs_->active_player) + T(" → ", "→") + Who(o.partner) + T(": an order", "：注文"),
         d::FontRole::kSmall, d::palette::kGoldText);
    const ImVec2 mini = layout_.mini;
    MiniCard(dl_, ImVec2(r.min.x + pad, y), mini, o.given_card);
    std::string given = CardWords(o.given_card, L());
    if (o.relayed) given += T(" (relay)", "（中継貿易）");
    d::Text(dl_, ImVec2(r.min.x + pad + mini.x + 6, y + 2), given.c_str(), d::palette::kWhite,
            d::FontRole::kSmall, d::Align::kLeft, 0, wrap - mini.x - 6);
    y += mini.y + 4;
    line(OrderRule(o.type, o.given_card, o.named_card, L()), d::FontRole::kSmall,
         d::Rgba(230, 240, 240, 230));
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

// ------------------------------------------------------------------ the viewer

void TradeTycoonView::DrawMe() {
  const Rect& r = layout_.me;
  std::string label = Who(me_);
  if (obs_->viewer < 0) label = T("Replay (all cards shown)", "リプレイ（全カード表示）");
  if (me_ == obs_->start_player) label += T("  · start", "  ・スタート");
  SeatMat(dl_, r, me_, label, obs_->current_player == me_ && obs_->phase != Phase::kGameOver);
  ImGui::PushID(200);
  DrawScore(me_, layout_.my_score);
  // The prompt along the top of the mat, after the name (on a phone the
  // middle panel says it).
  const float label_w = d::MeasureText(label.c_str(), d::FontRole::kSmall).x;
  d::TestText("status", Prompt());
  if (!layout_.compact) {
    d::Text(dl_, r.min + ImVec2(40 + label_w, 4), Prompt().c_str(), d::palette::kGoldText,
            d::FontRole::kSmall, d::Align::kLeft, 0, r.Size().x - label_w - 140);
  }
  DrawMyHand();
  DrawStyle(me_, layout_.my_style);
  DrawSkills(me_, layout_.my_skills, layout_.my_style.Size(), true);
  const ImVec2 my_mini = layout_.my_warehouse.Size().y >= 45 ? ImVec2(36, 50) : ImVec2(26, 37);
  DrawWarehouse(me_, layout_.my_warehouse, my_mini, true);
  MarkSeat(dl_, me_, obs_->seats[me_], layout_.hand, layout_.my_style, layout_.my_skills,
           layout_.my_warehouse);
  DrawControls();
  ImGui::PopID();
}

bool TradeTycoonView::HandCardEnabled(int card) const {
  if (!MyTurn()) return false;
  switch (obs_->phase) {
    case Phase::kStyle:
      return Legal(tt::kCardAction + card);
    case Phase::kPreOrder:
      if (informant_mode_) return false;
      if (caravan_mode_) return Legal(tt::kCaravanAction + card);
      return true;
    case Phase::kReturn:
      return free_pass_ ? Legal(tt::kFreePassAction + card) : Legal(tt::kCardAction + card);
    default:
      return false;
  }
}

void TradeTycoonView::ClickHandCard(int card) {
  if (obs_->phase == Phase::kPreOrder && caravan_mode_) {
    chosen_ = tt::kCaravanAction + card;
    return;
  }
  sel_card_ = sel_card_ == card ? -1 : card;
}

// Your hand face up in order, with the balance card at 7.5.
void TradeTycoonView::DrawMyHand() {
  const std::vector<int>& hand = obs_->seats[me_].known_hand;
  const Rect& area = layout_.hand;
  const ImVec2 size = layout_.card;
  const int slots = int(hand.size()) + 1;
  const float step = std::min(size.x + 6, (area.Size().x - size.x) / float(std::max(1, slots - 1)));
  float x = area.min.x;
  bool balance_drawn = false;
  auto balance = [&]() {
    BalanceCard(dl_, ImVec2(x, area.min.y + 6), ImVec2(size.x * 0.8f, size.y * 0.86f));
    x += std::min(step, size.x * 0.8f + 6);
    balance_drawn = true;
  };
  ImGui::PushID("hand");
  for (int card : hand) {
    if (!balance_drawn && !tt::IsBelowBalance(card)) balance();
    const ImVec2 target(x, area.min.y);
    ImGui::PushID(card);
    const bool enabled = HandCardEnabled(card);
    // Why not from the rules; while Informant picks an opponent, the hand waits.
    const std::string why = MyPhase(Phase::kPreOrder) && informant_mode_
                                ? T("Informant: tap an opponent's mat.", "密偵：相手のエリアをタップ。")
                                : Why(tt::kCardAction + card);
    const ImVec2 hit_size(card == hand.back() ? size.x : std::max(step, 20.0f), size.y);
    const d::Hit hit = d::Interact("card", target, hit_size, enabled, why.c_str());
    d::TestRect("tt:hand:" + tt::CardName(card), target, target + hit_size);
    // The suit's symbol names its region and good ("Rome: jade").
    d::NameSymbol(target, target + hit_size,
                  std::string(SuitName(tt::CardSuit(card), L())) + (L() == Lang::kJapanese ? "：" : ": ") +
                      GoodName(card, L()));
    const bool selected = sel_card_ == card;
    const float lift = selected ? 14.0f : hit.lift;
    const ImVec2 at = CardSlide(card, target) - ImVec2(0, lift);
    if (enabled && !selected) d::Glow(dl_, at, at + size);
    if (selected) d::Glow(dl_, at, at + size, d::kCardRounding, d::palette::kWhite);
    TradeCard(dl_, at, size, card, L());
    if (hit.clicked && enabled) ClickHandCard(card);
    if (hit.hovered && enabled) {
      std::string tip = CardWords(card, L());
      if (obs_->phase == Phase::kStyle) {
        tip += std::string(T(": lay it as your style: ", "：スタイルにする：")) +
               StyleName(tt::CardSuit(card), L()) + " (" + StyleRule(tt::CardSuit(card), N(), L()) + ")";
      } else if (obs_->phase == Phase::kReturn) {
        tip += T(": return it.", "：これを返す。");
      } else if (caravan_mode_) {
        tip += T(": Caravan puts it into the oasis; then take an oasis card.",
                 "：隊商でオアシスへ、次にオアシスから１枚取る。");
      } else {
        tip += T(": give it in your order (or relay it: then tap an oasis card).",
                 "：注文で渡す（中継貿易ならオアシスのカードもタップ）。");
      }
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
    x += step;
  }
  if (!balance_drawn) balance();
  ImGui::PopID();
}

// ------------------------------------------------------------------ prompts and controls

std::string TradeTycoonView::Prompt() const {
  const int cp = obs_->current_player;
  const bool mine = MyTurn();
  switch (obs_->phase) {
    case Phase::kDealCards:
    case Phase::kDealSkills:
    case Phase::kBurn:
    case Phase::kOasis:
    case Phase::kStartPlayer:
      return T("Dealing...", "準備中…");
    case Phase::kDraftPass:
      return mine ? T("Choose a skill to pass to the left (face down).",
                      "左隣に渡すスキルを１枚選んでください（伏せて）。")
                  : Tell(cp, ctx_->viewer, L(), "You are choosing a skill to pass.",
                         "{who} is choosing a skill to pass.", "{who}が渡すスキルを選んでいます。");
    case Phase::kStyle:
      return mine ? (Legal(tt::kPassAction)
                         ? T("Style phase: lay a hand card as your style, or not yet.",
                             "スタイル決定：手札１枚をスタイルにするか、まだ決めない。")
                         : T("Your 10th turn: choose your style now.",
                             "１０手番目：スタイルを決めてください。"))
                  : Tell(cp, ctx_->viewer, L(), "You may choose a style.",
                         "{who} may choose a style.", "{who}がスタイルを検討中。");
    case Phase::kReveal:
      return mine ? T("You may reveal one skill.", "スキルを１枚表にできます。")
                  : Tell(cp, ctx_->viewer, L(), "You may reveal a skill.",
                         "{who} may reveal a skill.", "{who}がスキルを表にするか検討中。");
    case Phase::kPreOrder:
      if (!mine) return Tell(cp, ctx_->viewer, L(), "You are placing an order.",
                         "{who} is placing an order.", "{who}が注文を考えています。");
      if (informant_mode_)
        return T("Informant: tap the opponent whose hand you want to see.",
                 "密偵：手札を見たい相手をタップ。");
      if (caravan_mode_)
        return T("Caravan: tap a hand card to put into the oasis.",
                 "隊商：オアシスに置く手札をタップ。");
      return T("Order: a hand card, a partner, number or suit (tap an oasis card for a relay).",
               "注文：手札、取引先、数字買いかスート買いを選ぶ（中継貿易はオアシスをタップ）。");
    case Phase::kCaravanTake:
      return mine ? T("Caravan: take an oasis card.", "隊商：オアシスから１枚取る。")
                  : Tell(cp, ctx_->viewer, L(), "You are using Caravan.",
                         "{who} is using Caravan.", "{who}が隊商を使用中。");
    case Phase::kNamedCard:
      return mine ? T("Named order: name the card you want.", "指名買い：欲しいカードを指名。")
                  : Tell(cp, ctx_->viewer, L(), "You are naming a card.",
                         "{who} is naming a card.", "{who}がカードを指名中。");
    case Phase::kReturn:
      return mine ? T("Someone ordered from you: return an allowed card.",
                      "注文されました：返せるカードを選んでください。")
                  : Tell(cp, ctx_->viewer, L(), "You are choosing the card to return.",
                         "{who} is choosing the card to return.", "{who}が返すカードを選んでいます。");
    case Phase::kPostOrder:
      return mine ? T("Use a skill, or end your turn.", "スキルを使うか、手番を終える。")
                  : Tell(cp, ctx_->viewer, L(), "You are ending the order phase.",
                         "{who} is ending the order phase.", "{who}がオーダーフェイズを終えます。");
    case Phase::kWarehousemanTake:
      return mine ? T("Warehouseman: take an oasis card into your warehouse.",
                      "倉庫番：オアシスから１枚を倉庫へ。")
                  : Tell(cp, ctx_->viewer, L(), "You are using Warehouseman.",
                         "{who} is using Warehouseman.", "{who}が倉庫番を使用中。");
    case Phase::kDraw:
      return T("Drawing a card...", "カードを引いています…");
    case Phase::kGameOver: {
      const int winner = table_->Winner();
      return winner == me_ && obs_->viewer >= 0
                 ? T("Game over: you win!", "ゲーム終了：あなたの勝ち！")
                 : Format(T("Game over: Seat %d wins.", "ゲーム終了：席%dの勝利。"), winner + 1);
    }
  }
  return "";
}

std::optional<Action> TradeTycoonView::PendingOrderAction() const {
  if (sel_card_ < 0 || sel_partner_ < 0 || sel_type_ < 0) return std::nullopt;
  const Action a = tt::OrderAction({sel_partner_, sel_card_, sel_relay_, OrderType(sel_type_)});
  if (!Legal(a)) return std::nullopt;
  return a;
}

std::string TradeTycoonView::OrderPreview() const {
  if (sel_card_ < 0) return T("Tap a hand card to give.", "渡す手札をタップ。");
  const int given = sel_relay_ > 0 ? obs_->oasis[sel_relay_ - 1] : sel_card_;
  std::string text = CardWords(given, L());
  if (sel_relay_ > 0) {
    text += std::string(T(" (relay; your ", "（中継貿易：")) + tt::CardName(sel_card_) +
            T(" goes to the oasis)", "はオアシスへ）");
  }
  if (sel_partner_ < 0)
    return text + T(" - now tap a partner's mat.", " ― 取引先のエリアをタップ。");
  text += Format(T(" to Seat %d. ", " を席%dへ。"), sel_partner_ + 1);
  if (sel_type_ < 0) return text + T("Number or suit?", "数字買いかスート買いか？");
  return text + OrderRule(OrderType(sel_type_), given, -1, L());
}

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

}  // namespace

}  // namespace trade_tycoon_view

std::unique_ptr<GameView> MakeTradeTycoonView() {
  return std::make_unique<trade_tycoon_view::TradeTycoonView>();
}

}  // namespace mercato::web

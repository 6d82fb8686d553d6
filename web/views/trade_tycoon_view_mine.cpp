// The Trade Tycoon table, the viewer's side: the mat (style, skills,
// warehouse, score), the hand, and what to do now in words.
#include "views/trade_tycoon_view_table.h"

#include <algorithm>
#include <cstdio>

namespace mercato::web::trade_tycoon_view {

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
  const d::InkAs as_hand(d::InkRole::kHand);
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

// ------------------------------------------------------------------ what to do now, in words

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

}  // namespace mercato::web::trade_tycoon_view

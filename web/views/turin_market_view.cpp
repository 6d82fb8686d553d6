// The Turin Market table: the frame, the list card and the others' seats
// (turin_market_view_table.h says which file draws what).
//
// How a person plays here:
//   offer    tap a card in your hand, then "Lay face down";
//   bid      set the amount with - and + (or drag the bar), then "Bid";
//   pick     tap a card on the table, then "Take" (or "Remove" under the both-zero rule);
//   sell     tap a card you just took, set a price, "Offer for N" — or "No sale";
//   market   tap a card for sale, then "Buy" — or "Pass";
//   withdraw tap one of your older offers to take it back — or "Keep offers";
//   the loan: the "Loan +10" button on your mat, at any of your decisions.
#include "views/turin_market_view.h"
#include "views/turin_market_view_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>

#include "draw/change_mark.h"

namespace mercato::web::turin_market_view {

void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool compact) {
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  d::Mat(dl, r.min, r.max, d::Mix(seat_color, d::Rgba(52, 36, 24), 0.55f), nullptr);
  const ImVec2 dot = r.min + ImVec2(14, compact ? std::min(r.Height() * 0.5f, 12.0f) : 14);
  dl->AddCircleFilled(dot, 6, seat_color, 16);
  dl->AddCircle(dot, 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  d::Text(dl, dot + ImVec2(12, -9), label.c_str(), kLight, d::FontRole::kSmall, d::Align::kLeft, 0, 0,
          true);
}

void LoanCard(ImDrawList* dl, ImVec2 min, ImVec2 size, int repays, Lang lang) {
  d::CardFace face;
  face.band = kLoanRed;
  face.title = Tr(lang, "LOAN", "ローン");
  const std::string footer = "-" + Num(repays);
  face.footer = footer.c_str();
  face.icon = d::Shape::kCross;
  face.icon_color = kLoanRed;
  d::Card(dl, min, size, face);
}

ImGuiID CardKey(int card) { return ImHashData(&card, sizeof(card), ImHashStr("turin_market_card")); }

namespace {

// A gold ring: this seat holds the good's leader token.
void LeaderRing(ImDrawList* dl, ImVec2 center, float r) {
  dl->AddCircle(center, r + 3.0f, d::palette::kGold, 20, 2.2f);
}

// What the others may see change at a seat: a card laid, a bid made (not its
// value: sealed bids stay sealed), cards taken, money paid, a loan. A change
// of this number marks the seat on the table while it fades.
long long SeatTrace(const tm::PlayerObservation& po) {
  long long h = 0;
  for (long long v : {po.money_visible ? po.money : 0, po.hand_size, int(po.collection.size()),
                      int(po.has_loan), int(po.has_offered), int(po.has_bid), int(po.has_rebid),
                      int(po.has_declared), po.leader_tokens, int(po.payment >= 0)}) {
    h = h * 131 + v;
  }
  return h;
}

}  // namespace

void TurinMarketView::ResetSelection() { selected_ = -1; }

void TurinMarketView::LayOut() {
  viewer_ = Seated();
  obs_ = &table_->observation();  // the viewer's: Observe(viewer) of its table
  layout_ = ComputeLayout(ctx_->origin, ctx_->size, table_->num_players(), std::max(0, viewer_));
}

void TurinMarketView::NewMove() {
  // A loan keeps the decision: keep the choice in progress then.
  const bool loan_only = ctx_->last_move == tm::kLoan && obs_->phase == seen_phase_;
  if (!loan_only) ResetSelection();
  if (obs_->phase != seen_phase_) {
    seen_phase_ = obs_->phase;
    const int me = Bottom();
    amount_ = obs_->phase == Phase::kSellOffer ? std::min(3, std::max(1, obs_->players[me].money)) : 0;
  }
}

void TurinMarketView::DrawTable() {
  DrawListCard();
  for (int p = 0; p < table_->num_players(); ++p) {
    if (p == Bottom()) continue;
    DrawSeat(p);
    d::ChangeMark(dl_, ("changed-seat" + std::to_string(p)).c_str(), layout_.seats[p].min,
                  layout_.seats[p].max, SeatTrace(obs_->players[p]), 10.0f, "tm:seat:" + std::to_string(p + 1));
  }
  DrawAuction();
  DrawRanking();
  DrawMarket();
  DrawMe();
  const Rect mine = layout_.compact ? layout_.me_header : layout_.me;
  d::ChangeMark(dl_, "changed-me", mine.min, mine.max, SeatTrace(obs_->players[Bottom()]), 10.0f,
                "tm:seat:" + std::to_string(Bottom() + 1));
  DrawControls();
}

// ------------------------------------------------------------------ the list card

void TurinMarketView::DrawListCard() {
  const Rect r = layout_.list;
  const bool classic = obs_->list == tm::ListSide::kClassic;
  const ImU32 side_color = classic ? d::Rgba(236, 200, 70) : d::Rgba(200, 70, 60);
  const char* side = classic ? T("Classic (yellow)", "クラシック（黄）") : T("New (red)", "新バージョン（赤）");
  if (layout_.compact) {
    d::Shadow(dl_, r.min, r.max, 8);
    dl_->AddRectFilled(r.min, r.max, d::palette::kPaper, 8);
    dl_->AddRectFilled(r.min, ImVec2(r.min.x + 6, r.max.y), side_color, 8, ImDrawFlags_RoundCornersLeft);
    const float cell = (r.Width() - 10) / float(tm::kNumGoods);
    for (int g = 0; g < tm::kNumGoods; ++g) {
      const ImVec2 c(r.min.x + 8 + cell * (float(g) + 0.5f), r.min.y + 13);
      GoodIcon(dl_, g, c, 7);
      d::NameSymbol(c - ImVec2(7, 7), c + ImVec2(7, 7), GoodName(g, L()));
      const int holder = obs_->leader[g];
      if (holder >= 0) dl_->AddCircleFilled(c + ImVec2(cell * 0.36f, -6), 3.5f, d::palette::kSeat[holder % 6]);
      d::TextCentered(dl_, c + ImVec2(0, 16), Num(table_->Bonus(g)).c_str(), d::palette::kInk,
                      d::FontRole::kSmall, 0, true);
      const ImVec2 cmin(c.x - cell * 0.5f, r.min.y), cmax(c.x + cell * 0.5f, r.max.y);
      if (ImGui::IsMouseHoveringRect(cmin, cmax)) {
        const std::string tip = std::string(GoodName(g, L())) + T(": majority bonus ", "：最多ボーナス ") +
                                Num(table_->Bonus(g)) + T(" (", "（") + side + T(")", "）");
        d::Tooltip(tip.c_str());
      }
    }
    return;
  }
  d::Shadow(dl_, r.min, r.max, 10);
  dl_->AddRectFilled(r.min, r.max, d::palette::kPaper, 10);
  dl_->AddRectFilled(r.min, ImVec2(r.max.x, r.min.y + 40), side_color, 10, ImDrawFlags_RoundCornersTop);
  dl_->AddRect(r.min, r.max, d::palette::kCardEdge, 10, 0, 1.2f);
  const ImU32 band_ink = d::InkOn(side_color);
  d::Text(dl_, r.min + ImVec2(10, 3), T("List card", "一覧カード"), band_ink, d::FontRole::kBody, d::Align::kLeft,
          0, 0, true);
  d::Text(dl_, r.min + ImVec2(10, 22), side, band_ink, d::FontRole::kSmall);
  const float top = r.min.y + 46;
  const float row = (r.max.y - top - 6) / float(tm::kNumGoods);
  const float icon_r = std::min(10.0f, row * 0.3f);
  for (int g = 0; g < tm::kNumGoods; ++g) {
    const float y = top + row * float(g);
    const ImVec2 c(r.min.x + 18, y + row * 0.5f);
    if (g % 2 == 1) dl_->AddRectFilled(ImVec2(r.min.x + 3, y), ImVec2(r.max.x - 3, y + row), d::Rgba(0, 0, 0, 14));
    GoodIcon(dl_, g, c, icon_r);
    d::NameSymbol(c - ImVec2(icon_r, icon_r), c + ImVec2(icon_r, icon_r), GoodName(g, L()));
    d::Text(dl_, ImVec2(r.min.x + 34, y + row * 0.5f - 15), GoodName(g, L()), d::palette::kInk,
            d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
    const std::string total = T("total ", "計") + Num(tm::kGoods[g].total);
    d::Text(dl_, ImVec2(r.min.x + 34, y + row * 0.5f + 1), total.c_str(), d::palette::kInkSoft,
            d::FontRole::kSmall);
    // The bonus, large, and the leader token beside it.
    d::Text(dl_, ImVec2(r.max.x - 34, y + row * 0.5f - 13), Num(table_->Bonus(g)).c_str(),
            d::palette::kInk, d::FontRole::kBody, d::Align::kRight, 22, 0, true);
    const ImVec2 token(r.max.x - 18, y + row * 0.5f);
    const int holder = obs_->leader[g];
    if (holder >= 0) {
      d::Token(dl_, token, 8, d::palette::kSeat[holder % 6]);
      GoodOnPlate(dl_, g, token, 5.0f);
    } else {
      dl_->AddCircle(token, 8, d::Fade(d::palette::kInk, 0.3f), 16, 1.0f);
    }
    if (ImGui::IsMouseHoveringRect(ImVec2(r.min.x, y), ImVec2(r.max.x, y + row))) {
      std::string tip = std::string(GoodName(g, L())) + T(": ", "：") + Num(tm::kGoods[g].total) +
                        T(" units in the game; ", "個。") + Num(obs_->supply[g]) +
                        T(" not yet collected. The majority earns ", "個がまだ誰の手元にもありません。最多のプレイヤーは ") +
                        Num(table_->Bonus(g)) + T(" from the bank and ", "スクードを銀行から、他の所持者から") +
                        Num(N().majority_payment) +
                        T(" from every other holder.", "スクードずつ得ます。");
      if (holder >= 0) {
        tip += std::string(T(" Leader token: ", " 商品チップ：")) + Who(holder) + " (" +
               Num(obs_->players[holder].units[g]) + ")";
      }
      d::Tooltip(tip.c_str());
    }
  }
}

// ------------------------------------------------------------------ seats

void TurinMarketView::DrawGoods(ImVec2 at, float width, int seat, float r, bool all_goods) {
  const tm::PlayerObservation& po = obs_->players[seat];
  const float chip = r * 2 + (r > 7 ? 26 : 18);
  float x = at.x, y = at.y;
  for (int g = 0; g < tm::kNumGoods; ++g) {
    const int units = po.units[g];
    if (units == 0 && !all_goods) continue;
    if (x + chip > at.x + width + 1) {
      x = at.x;
      y += r * 2 + 8;
    }
    const ImVec2 c(x + r + 2, y + r + 2);
    GoodOnPlate(dl_, g, c, r, units > 0 ? 1.0f : 0.3f);
    d::NameSymbol(c - ImVec2(r, r), c + ImVec2(r, r), GoodName(g, L()));
    if (obs_->leader[g] == seat) LeaderRing(dl_, c, r);
    d::Text(dl_, ImVec2(c.x + r + 4, c.y - (r > 7 ? 10 : 8)), Num(units).c_str(), units > 0 ? kLight : kDim,
            r > 7 ? d::FontRole::kBody : d::FontRole::kSmall, d::Align::kLeft, 0, 0, units > 0);
    const ImVec2 cmin(x, y), cmax(x + chip, y + r * 2 + 4);
    if (ImGui::IsMouseHoveringRect(cmin, cmax)) {
      std::string tip = Who(seat) + T(": ", "：") + GoodName(g, L()) + " " + Num(units);
      if (obs_->leader[g] == seat) tip += T(" — holds the leader token", "（商品チップを持つ）");
      d::Tooltip(tip.c_str());
    }
    x += chip;
  }
}

std::string TurinMarketView::SeatStatus(int seat) const {
  const tm::PlayerObservation& po = obs_->players[seat];
  const bool acting = obs_->current_player == seat;
  switch (obs_->phase) {
    case Phase::kOffer:
      return po.has_offered ? T("card laid face down", "カードを伏せた")
                            : (acting ? T("choosing a card…", "カードを選択中…") : T("to lay a card", "カード待ち"));
    case Phase::kBid:
      return po.has_bid ? T("bid gripped", "入札済み") : (acting ? T("gripping a bid…", "入札中…") : T("to bid", "入札待ち"));
    case Phase::kRebid:
      if (!po.in_rebid) break;
      return po.has_rebid ? T("re-bid gripped", "追加の競り済み") : T("re-bidding…", "追加の競り中…");
    case Phase::kDeclare:
      return po.has_declared ? T("decided", "決定済み") : (acting ? T("looking at the market…", "市場を検討中…") : "");
    default:
      break;
  }
  if (po.payment >= 0) {
    std::string s = Num(po.rank + 1) + T(". ", "位 ") + T("paid ", "支払") + Num(po.payment);
    if (po.role == tm::Role::kTaker) s += T(", takes ", "・") + Num(po.takes) + T("", "枚");
    if (po.role == tm::Role::kRemover) s += T(", removes ", "・除外") + Num(po.takes);
    return s;
  }
  if (obs_->bids_revealed && po.bid >= 0) {
    return T("bid ", "入札") + Num(po.bid) + (po.rebid >= 0 && obs_->rebids_revealed ? " +" + Num(po.rebid) : "");
  }
  return "";
}

void TurinMarketView::DrawSeat(int seat) {
  const Rect r = layout_.seats[seat];
  const tm::PlayerObservation& po = obs_->players[seat];
  std::string name = Who(seat);
  if (obs_->start_player == seat) name += T(" · start", "・スタート");
  const bool compact = layout_.compact;
  SeatMat(dl_, r, seat, name, compact);
  if (obs_->current_player == seat) d::Glow(dl_, r.min, r.max, 14.0f, d::Fade(d::palette::kGlow, 0.8f));
  ImGui::PushID(seat);
  const bool hidden_money = !po.money_visible;
  if (compact) {
    // Two lines: name | money | hand | loan | status, then the goods.
    float x = r.min.x + 84;
    const float cy = r.min.y + 12;
    d::Coin(dl_, ImVec2(x + 8, cy), 8, 1);
    {
      const d::InkAs as_score(d::InkRole::kScore);  // money is the score
      d::Text(dl_, ImVec2(x + 20, cy - 10), hidden_money ? "?" : Num(po.money).c_str(), kLight,
              d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
    }
    x += 50;
    d::CardBack(dl_, ImVec2(x, cy - 9), ImVec2(13, 18));
    d::Text(dl_, ImVec2(x + 16, cy - 8), Num(po.hand_size).c_str(), kLight, d::FontRole::kSmall);
    x += 30;
    if (po.has_loan) {
      dl_->AddRectFilled(ImVec2(x, cy - 8), ImVec2(x + 14, cy + 8), kLoanRed, 3);
      x += 18;
    }
    DrawGoods(ImVec2(r.min.x + 24, r.min.y + 24), r.Width() - 30, seat, 5, false);
    const std::string status = SeatStatus(seat);
    d::Text(dl_, ImVec2(r.max.x - 6, cy - 8), status.c_str(), kDim, d::FontRole::kSmall, d::Align::kRight);
    ImGui::PopID();
    return;
  }
  // Money (or "?" under money=private) at the top right.
  const ImVec2 money_at(r.max.x - 76, r.min.y + 4);
  d::Coin(dl_, money_at + ImVec2(10, 12), 10, 1);
  if (hidden_money) {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Text(dl_, money_at + ImVec2(24, 0), "?", kLight, d::FontRole::kTitle, d::Align::kLeft, 24, 0, true);
  } else {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Number(dl_, money_at + ImVec2(24, 0), po.money, "money", d::FontRole::kTitle, kLight);
  }
  if (ImGui::IsMouseHoveringRect(money_at, money_at + ImVec2(70, 28))) {
    d::Tooltip(hidden_money ? T("Money is private: you cannot see this purse.",
                                "お金は非公開です：この所持金は見えません。")
                            : T("Free money (scudi on cards for sale are not counted).",
                                "手元のお金（売りに出したカードの上のスクードは含まない）。"));
  }
  // Hand, loan, face-down offer and sealed bid on the second row.
  float x = r.min.x + 10;
  const float y = r.min.y + 30;
  for (int k = 0; k < po.hand_size; ++k) d::CardBack(dl_, ImVec2(x + float(k) * 7, y), ImVec2(16, 23));
  const float hand_w = 16 + 7 * float(std::max(0, po.hand_size - 1));
  if (ImGui::IsMouseHoveringRect(ImVec2(x, y), ImVec2(x + hand_w, y + 23))) {
    const std::string tip = Num(po.hand_size) + T(" cards in hand (hidden)", "枚の手札（非公開）");
    d::Tooltip(tip.c_str());
  }
  x += hand_w + 12;
  if (po.has_loan) {
    LoanCard(dl_, ImVec2(x, y - 2), ImVec2(30, 28), Repays(seat), L());
    if (ImGui::IsMouseHoveringRect(ImVec2(x, y - 2), ImVec2(x + 30, y + 26))) {
      const std::string tip = T("Took the loan: repays ", "借金あり：終了時に") + Num(Repays(seat)) +
                              T(" at the end.", "スクードを返済。");
      d::Tooltip(tip.c_str());
    }
    x += 38;
  }
  if (obs_->phase == Phase::kOffer && po.has_offered) {
    d::CardBack(dl_, ImVec2(x, y - 2), ImVec2(20, 28), d::Rgba(120, 60, 40));
    x += 28;
  }
  if (obs_->goose_holder == seat && obs_->goose != tm::GooseMode::kNone) {
    d::Token(dl_, ImVec2(x + 12, y + 11), 11, d::Rgba(245, 245, 240), d::Shape::kDrop);
    if (ImGui::IsMouseHoveringRect(ImVec2(x, y), ImVec2(x + 24, y + 24))) {
      d::Tooltip(obs_->goose == tm::GooseMode::kUnderdog
                     ? T("Holds the goose: fewest leader tokens, bids rank 1 higher.",
                         "ガチョウ：商品チップが最も少ないので、入札が1高く扱われます。")
                     : T("Holds the goose: gives it at the next tie.", "ガチョウ：次の同額で渡す相手を決めます。"));
    }
    x += 28;
  }
  // Goods by good with leader tokens.
  DrawGoods(ImVec2(r.min.x + 8, r.min.y + 60), r.Width() - 16, seat, 8, false);
  if (po.collection.empty()) {
    d::Text(dl_, ImVec2(r.min.x + 10, r.min.y + 64), T("no goods yet", "商品なし"), kDim, d::FontRole::kSmall);
  }
  const std::string status = SeatStatus(seat);
  d::Text(dl_, ImVec2(r.min.x + 10, r.max.y - 20), status.c_str(), d::palette::kGlow, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  ImGui::PopID();
}

}  // namespace mercato::web::turin_market_view

namespace mercato::web {

std::unique_ptr<GameView> MakeTurinMarketView() {
  return std::make_unique<turin_market_view::TurinMarketView>();
}

}  // namespace mercato::web

// The Turin Market table. Draws only what the viewer may see (its seat view:
// TurinMarketSeatView, the observation and the rule questions), turns taps into
// legal actions and never changes the state itself.
//
// How a person plays here:
//   offer    tap a card in your hand, then "Lay face down";
//   bid      set the amount with - and + (or drag the bar), then "Bid";
//   pick     tap a card on the table, then "Take" (or "Remove" under the both-zero rule);
//   sell     tap a card you just took, set a price, "Offer for N" — or "No sale";
//   market   tap a card for sale, then "Buy" — or "Pass";
//   withdraw tap one of your older offers to take it back — or "Keep offers";
//   the loan: the "Loan +10" button on your mat, at any of your decisions.
#include "views/seat_sentence.h"
#include "views/turin_market_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

#include "draw/change_mark.h"
#include "views/turin_market_view_layout.h"
#include "views/turin_market_view_style.h"
#include "views/turin_market_view_text.h"

namespace mercato::web {

namespace turin_market_view {

namespace {

using tm::Phase;
using tm::TurinMarketObservation;
using tm::TurinMarketSeatView;

const ImU32 kLight = d::palette::kLabel;
const ImU32 kDim = d::palette::kLabelSoft;
const ImU32 kLoanRed = d::Rgba(170, 50, 40);

std::string Num(int v) { return std::to_string(v); }

bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// A player's mat: the seat colour toned down towards the wood, a seat-coloured
// disc and the name.
void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool compact) {
  const ImU32 seat_color = d::palette::kSeat[seat % 6];
  d::Mat(dl, r.min, r.max, d::Mix(seat_color, d::Rgba(52, 36, 24), 0.55f), nullptr);
  const ImVec2 dot = r.min + ImVec2(14, compact ? std::min(r.Height() * 0.5f, 12.0f) : 14);
  dl->AddCircleFilled(dot, 6, seat_color, 16);
  dl->AddCircle(dot, 6, d::Rgba(255, 255, 255, 200), 16, 1.2f);
  d::Text(dl, dot + ImVec2(12, -9), label.c_str(), kLight, d::FontRole::kSmall, d::Align::kLeft, 0, 0,
          true);
}

// A small loan card: red, "LOAN", and what it repays (with its penalties).
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

// One motion key per card wherever it lies (hand, auction table, just taken),
// so a card laid from the hand slides onto the table and on to its taker.
ImGuiID CardKey(int card) { return ImHashData(&card, sizeof(card), ImHashStr("turin_market_card")); }

// A gold ring: this seat holds the good's leader token.
void LeaderRing(ImDrawList* dl, ImVec2 center, float r) {
  dl->AddCircle(center, r + 3.0f, d::palette::kGold, 20, 2.2f);
}

class TurinMarketView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) override;
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return turin_market_view::Words(event, viewer, lang);
  }
  void DrawScoreBreakdown(const SeatView& table, Lang lang) override {
    ScoreBreakdown(static_cast<const TurinMarketSeatView&>(table), lang);
  }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::string WhyNot(const BlockedMove& blocked, Lang lang) const override {
    const std::string words = turin_market_view::WhyNot(blocked, viewer_, lang);
    return words.empty() ? GameView::WhyNot(blocked, lang) : words;
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int g = 0; g < tm::kNumGoods; ++g) {
      items.push_back({kGoodStyles[g].shape, kGoodStyles[g].icon_color, GoodName(g, lang)});
    }
    return items;
  }

 private:
  // The viewer's moves, while it may act here.
  bool Legal(Action a) const { return MyTurn() && table_->IsLegal(a); }
  // Why the viewer may not make `a` now (the rules' reason), "" when not listed.
  std::string Why(Action a) const { return WhyNotFor(*this, table_->blocked(), a, L()); }
  const char* T(const char* en, const char* ja) const { return Tr(ctx_->lang, en, ja); }
  Lang L() const { return ctx_->lang; }
  int Bottom() const { return layout_.bottom_seat; }
  bool MyTurn() const { return ctx_->can_act; }
  std::string Who(int seat) const { return SeatLabel(seat, ctx_->viewer, L()); }
  const tm::Numbers& N() const { return table_->numbers(); }  // the numbers in force
  // What `seat`'s loan repays at the end: the repayment in force and its penalties.
  int Repays(int seat) const { return N().loan_repayment + obs_->players[seat].loan_penalty; }
  void ResetSelection();

  void DrawListCard();
  void DrawSeat(int seat);
  void DrawGoods(ImVec2 at, float width, int seat, float r, bool all_goods);
  void DrawTable();
  void DrawTableCard(int card, ImVec2 at, ImVec2 size, const std::string& tag, ImU32 tag_color,
                     bool pickable, const char* why_not);
  void DrawRanking();
  void DrawMarket();
  void DrawMe();
  void DrawHand();
  void DrawControls();
  bool Picker(ImVec2 at, float width, int lo, int hi, Action above);
  void Button(const std::string& label, const std::string& name, ImVec2 at, ImVec2 size, Action action,
              bool primary, bool enabled = true, const char* why_not = nullptr);
  std::string Prompt() const;
  std::string SeatStatus(int seat) const;

  // This frame.
  ViewContext* ctx_ = nullptr;
  const TurinMarketSeatView* table_ = nullptr;
  const TurinMarketObservation* obs_ = nullptr;  // table_->observation()
  Layout layout_;
  int viewer_ = -1;       // for WhyNot's seat names
  std::optional<Action> chosen_;
  ImDrawList* dl_ = nullptr;

  // The person's choice in progress (cleared whenever the state moves on).
  size_t seen_moves_ = size_t(-1);
  Phase seen_phase_ = Phase::kGameOver;
  int selected_ = -1;  // a card: in hand (offer), on the table (pick), just taken (sell), on sale (buy, withdraw)
  int amount_ = 0;     // bid, re-bid or price
};

void TurinMarketView::ResetSelection() { selected_ = -1; }

namespace {

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

std::optional<Action> TurinMarketView::Draw(const SeatView& table, ViewContext& ctx) {
  const auto& t = static_cast<const TurinMarketSeatView&>(table);
  ctx_ = &ctx;
  table_ = &t;
  dl_ = ctx.draw;
  chosen_.reset();
  const int n = t.num_players();
  const bool seated = ctx.viewer >= 0 && ctx.viewer < n;
  viewer_ = seated ? ctx.viewer : -1;
  obs_ = &t.observation();  // the viewer's: Observe(viewer) of its table
  layout_ = ComputeLayout(ctx.origin, ctx.size, n, seated ? ctx.viewer : 0);
  if (size_t(ctx.moves) != seen_moves_) {
    seen_moves_ = size_t(ctx.moves);
    // A loan keeps the decision: keep the choice in progress then.
    const bool loan_only = ctx.last_move == tm::kLoan && obs_->phase == seen_phase_;
    if (!loan_only) ResetSelection();
    if (obs_->phase != seen_phase_) {
      seen_phase_ = obs_->phase;
      const int me = Bottom();
      amount_ = obs_->phase == Phase::kSellOffer ? std::min(3, std::max(1, obs_->players[me].money)) : 0;
    }
  }
  if (!ctx.can_act) ResetSelection();

  d::TableBackground(dl_, ctx.origin, ctx.origin + ctx.size, d::Surface::kWood);
  DrawListCard();
  for (int p = 0; p < n; ++p) {
    if (p == Bottom()) continue;
    DrawSeat(p);
    d::ChangeMark(dl_, ("changed-seat" + std::to_string(p)).c_str(), layout_.seats[p].min,
                  layout_.seats[p].max, SeatTrace(obs_->players[p]), 10.0f, "tm:seat:" + std::to_string(p + 1));
  }
  DrawTable();
  DrawRanking();
  DrawMarket();
  DrawMe();
  const Rect mine = layout_.compact ? layout_.me_header : layout_.me;
  d::ChangeMark(dl_, "changed-me", mine.min, mine.max, SeatTrace(obs_->players[Bottom()]), 10.0f,
                "tm:seat:" + std::to_string(Bottom() + 1));
  DrawControls();
  return chosen_;
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
      d::Token(dl_, token, 8, d::palette::kSeat[holder % 6], kGoodStyles[g].shape);
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
    GoodIcon(dl_, g, c, r, units > 0 ? 1.0f : 0.3f);
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
    d::Text(dl_, ImVec2(x + 20, cy - 10), hidden_money ? "?" : Num(po.money).c_str(), kLight,
            d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
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
    d::Text(dl_, money_at + ImVec2(24, 0), "?", kLight, d::FontRole::kTitle, d::Align::kLeft, 24, 0, true);
  } else {
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

// ------------------------------------------------------------------ the auction table

void TurinMarketView::DrawTableCard(int card, ImVec2 at, ImVec2 size, const std::string& tag, ImU32 tag_color,
                                    bool pickable, const char* why_not) {
  ImGui::PushID(card);
  const d::Hit hit = d::Interact("table", at, size, pickable, why_not);
  if (pickable) d::TestRect("turin:table:" + tm::CardName(card), at, at + size);
  if (hit.clicked) selected_ = selected_ == card ? -1 : card;
  const bool chosen = selected_ == card && pickable;
  const float lift = hit.lift + (chosen ? 10 : 0);
  const ImVec2 pos = d::Slide(CardKey(card), at) - ImVec2(0, lift);
  GoodsCard(dl_, pos, size, card);
  if (pickable) d::Glow(dl_, pos, pos + size, d::kCardRounding, chosen ? d::palette::kWhite : d::palette::kGlow);
  if (!tag.empty()) {
    const ImVec2 t(pos.x + size.x * 0.5f, pos.y - 10);
    dl_->AddRectFilled(ImVec2(pos.x + 4, t.y - 9), ImVec2(pos.x + size.x - 4, t.y + 8), d::Fade(tag_color, 0.85f), 6);
    d::TextCentered(dl_, t, tag.c_str(), d::InkOn(tag_color), d::FontRole::kSmall);
  }
  if (hit.hovered && pickable) d::Tooltip(CardText(card, L()).c_str());
  ImGui::PopID();
}

void TurinMarketView::DrawTable() {
  const Rect r = layout_.table;
  d::Mat(dl_, r.min, r.max, d::Rgba(60, 90, 60, 150), nullptr);
  std::string title = T("Round ", "ラウンド ") + Num(std::min(obs_->round + 1, obs_->num_rounds)) + "/" +
                      Num(obs_->num_rounds);
  if (obs_->phase == Phase::kGameOver) title += T(" · game over", "・ゲーム終了");
  if (obs_->series_games > 1) title = T("Game ", "ゲーム ") + Num(obs_->game_index + 1) + "/3 · " + title;
  const bool centre_round = obs_->round == 0 && obs_->table.size() > 0 && obs_->table[0].offered_by < 0;
  if (centre_round) title += T(" · centre cards", "・中央のカード");
  d::Text(dl_, r.min + ImVec2(10, 4), title.c_str(), kLight, d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  const ImVec2 card = layout_.card;
  const float top = r.min.y + (layout_.compact ? 32 : 40);
  auto row_start = [&](int count) {
    const float step = std::min(card.x + 12, (r.Width() - 20) / float(std::max(1, count)));
    const float total = step * float(count) - 12;
    return std::make_pair(r.Center().x - total * 0.5f, step);
  };
  const int n = obs_->num_players;
  if (obs_->phase == Phase::kOffer) {
    // One place per seat: a face-down card once laid (the viewer sees its own).
    auto [x0, step] = row_start(n);
    for (int p = 0; p < n; ++p) {
      const tm::PlayerObservation& po = obs_->players[p];
      const ImVec2 at(x0 + step * float(p), top);
      const std::string tag = Who(p);
      if (po.offered >= 0) {
        DrawTableCard(po.offered, at, card, tag, d::palette::kSeat[p % 6], false,
                      T("Face down: the others see only its back until all have chosen.",
                        "伏せたカード：全員が選ぶまで他のプレイヤーには裏しか見えません。"));
      } else if (po.has_offered) {
        d::CardBack(dl_, at, card, d::Rgba(120, 60, 40));
        dl_->AddRectFilled(ImVec2(at.x + 4, at.y - 19), ImVec2(at.x + card.x - 4, at.y - 2),
                           d::Fade(d::palette::kSeat[p % 6], 0.85f), 6);
        d::TextCentered(dl_, ImVec2(at.x + card.x * 0.5f, at.y - 10), tag.c_str(),
                        d::InkOn(d::palette::kSeat[p % 6]), d::FontRole::kSmall);
      } else {
        d::CardSlot(dl_, at, card, tag.c_str());
      }
    }
    return;
  }
  if (!obs_->table.empty()) {
    auto [x0, step] = row_start(int(obs_->table.size()));
    const bool picking = obs_->phase == Phase::kPick;
    for (size_t i = 0; i < obs_->table.size(); ++i) {
      const tm::TableCard& t = obs_->table[i];
      const ImVec2 at(x0 + step * float(i), top);
      const bool pickable = picking && Legal(tm::kCardBase + t.card);
      const std::string tag = t.offered_by < 0 ? T("centre", "中央") : Who(t.offered_by);
      const std::string why = Why(tm::kCardBase + t.card);
      DrawTableCard(t.card, at, card, tag, t.offered_by < 0 ? d::palette::kGrey : d::palette::kSeat[t.offered_by % 6],
                    pickable, why.c_str());
    }
    return;
  }
  // After the picks: the cards just taken, each under its new owner's name.
  std::vector<std::pair<int, int>> taken;
  for (int p = 0; p < n; ++p) {
    for (int c : obs_->players[p].just_taken) taken.push_back({c, p});
  }
  if (taken.empty()) {
    d::TextCentered(dl_, r.Center(), T("No cards on the table", "卓にカードはありません"), kDim, d::FontRole::kBody);
    return;
  }
  auto [x0, step] = row_start(int(taken.size()));
  for (size_t i = 0; i < taken.size(); ++i) {
    const auto [c, p] = taken[i];
    const ImVec2 at(x0 + step * float(i), top);
    const bool sellable = obs_->phase == Phase::kSellOffer && MyTurn() && p == Bottom() && Legal(tm::SellAction(c, 1));
    const std::string tag = std::string("→ ") + Who(p);
    const std::string why = p == Bottom() ? Why(tm::SellAction(c, 1)) : std::string();
    DrawTableCard(c, at, card, tag, d::palette::kSeat[p % 6], sellable, why.c_str());
  }
}

void TurinMarketView::DrawRanking() {
  const Rect r = layout_.ranking;
  const int n = obs_->num_players;
  const bool compact = layout_.compact;
  if (!compact) d::Mat(dl_, r.min, r.max, d::Rgba(40, 30, 22, 150), nullptr);
  float y = r.min.y + (compact ? 0 : 6);
  const float x = r.min.x + (compact ? 0 : 10);
  auto line = [&](const std::string& text, ImU32 color, bool bold = false) {
    if (y > r.max.y - 14) return;
    d::Text(dl_, ImVec2(x, y), text.c_str(), color, d::FontRole::kSmall, d::Align::kLeft, 0, 0, bold);
    y += compact ? 16 : 19;
  };
  if (compact) {
    // One line: the ranking so far, or the cards per rank.
    std::string text;
    if (obs_->bids_revealed) {
      for (size_t g = 0; g < obs_->ranking.size(); ++g) {
        if (g > 0) text += "  ";
        const tm::RankGroup& group = obs_->ranking[g];
        for (size_t k = 0; k < group.seats.size(); ++k) {
          const int p = group.seats[k];
          text += (k > 0 ? "=" : "") + Who(p) + ":" + Num(obs_->players[p].bid);
        }
      }
    } else {
      text = T("cards by rank: ", "順位ごとの枚数：");
      for (int k = 0; k < n; ++k) text += (k > 0 ? "-" : "") + Num(obs_->rank_takes[k]);
    }
    line(text, kLight);
    return;
  }
  line(obs_->bids_revealed ? T("Bids revealed", "入札の公開") : T("Sealed bids", "秘密の入札"), d::palette::kGlow, true);
  if (!obs_->bids_revealed) {
    std::string takes = T("Cards by rank: ", "順位ごとの枚数：");
    for (int k = 0; k < n; ++k) takes += (k > 0 ? ", " : "") + Num(obs_->rank_takes[k]);
    line(takes, kLight);
    for (int p = 0; p < n; ++p) {
      const tm::PlayerObservation& po = obs_->players[p];
      std::string s = Who(p) + T(": ", "：");
      const bool acting = obs_->current_player == p;
      if (obs_->phase == Phase::kBid) {
        s += po.bid >= 0 ? T("bid ", "入札") + Num(po.bid) + T(" (hidden)", "（非公開）")
                         : (po.has_bid ? T("gripped", "握った") : acting ? T("choosing…", "検討中…") : T("to bid", "入札待ち"));
      } else if (obs_->phase == Phase::kOffer) {
        s += po.has_offered ? T("card laid", "カードを出した") : acting ? T("choosing…", "検討中…") : T("to lay a card", "カード待ち");
      } else {
        s += "-";
      }
      line(s, kLight);
    }
    if (obs_->others_money_total >= 0) {
      line(T("Money is private: the others hold ", "お金は非公開：他のプレイヤーの合計 ") + Num(obs_->others_money_total) +
               T(" in all", ""),
           kDim);
    }
    if (obs_->goose == tm::GooseMode::kUnderdog) {
      line(obs_->goose_holder >= 0 ? T("Goose (bid +1): ", "ガチョウ（+1）：") + Who(obs_->goose_holder)
                                  : T("Goose: nobody (a tie for fewest tokens)", "ガチョウ：なし（最少が同数）"),
           kDim);
    }
    return;
  }
  int rank = 0;
  for (const tm::RankGroup& group : obs_->ranking) {
    const int size = int(group.seats.size());
    for (int k = 0; k < size; ++k) {
      const int p = group.seats[k];
      const tm::PlayerObservation& po = obs_->players[p];
      std::string s = (size > 1 ? T("tie ", "同額 ") : Num(rank + k + 1) + ". ") + Who(p) + T(" bid ", " 入札") + Num(po.bid);
      if (po.rebid >= 0 && obs_->rebids_revealed) s += " +" + Num(po.rebid);
      else if (po.in_rebid && po.has_rebid) s += T(" +?", " +？");
      if (po.payment >= 0) {
        s += T(" · pays ", "・支払") + Num(po.payment);
        if (po.role == tm::Role::kTaker) s += T(" · takes ", "・") + Num(po.takes) + T("", "枚");
        if (po.role == tm::Role::kRemover) s += T(" · removes ", "・除外") + Num(po.takes);
      } else if (size == 1) {
        s += T(" · rank takes ", "・") + Num(obs_->rank_takes[rank + k]) + T("", "枚");
      }
      line(s, d::Mix(d::palette::kSeat[p % 6], d::palette::kWhite, 0.55f), po.role == tm::Role::kTaker);
    }
    if (size > 1) {
      const char* how = group.tie == tm::Tie::kRebid   ? T("  → secret re-bid", "  → 追加の競り")
                        : group.tie == tm::Tie::kToss  ? T("  → coin toss", "  → コイントス")
                        : group.tie == tm::Tie::kGoose ? T("  → the goose decides", "  → ガチョウで決定")
                                                       : "";
      line(how, kDim);
    }
    rank += size;
  }
  if (obs_->goose != tm::GooseMode::kNone && obs_->goose_holder >= 0) {
    line(T("Goose: ", "ガチョウ：") + Who(obs_->goose_holder), kDim);
  }
}

// ------------------------------------------------------------------ the market

void TurinMarketView::DrawMarket() {
  const Rect r = layout_.market;
  d::Mat(dl_, r.min, r.max, d::Rgba(120, 80, 40, 120), nullptr);
  const ImVec2 card = layout_.market_card;
  float x = r.min.x + 10;
  float y = r.min.y + 20;
  if (layout_.compact) {
    // The label to the left of the cards, to save height.
    d::Text(dl_, r.min + ImVec2(6, 6), T("Market", "市場"), kLight, d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
    x = r.min.x + 58;
    y = r.min.y + 2;
  } else {
    d::Text(dl_, r.min + ImVec2(8, 2), T("Market: cards for sale", "市場：売りに出たカード"), kLight,
            d::FontRole::kSmall, d::Align::kLeft, 0, 0, true);
  }
  const bool declaring = obs_->phase == Phase::kDeclare && MyTurn();
  const bool withdrawing = obs_->phase == Phase::kWithdraw && MyTurn();
  if (obs_->on_sale.empty()) {
    d::Text(dl_, ImVec2(x, y + card.y * 0.4f), T("nothing for sale", "売り物なし"), kDim, d::FontRole::kSmall);
  }
  for (const tm::SaleOffer& o : obs_->on_sale) {
    ImGui::PushID(1000 + o.card);
    const Action buy = tm::kCardBase + o.card;
    const bool enabled = (declaring || withdrawing) && Legal(buy);
    const std::string why = Why(buy);
    const d::Hit hit = d::Interact("sale", ImVec2(x, y), card, enabled, why.c_str());
    if (enabled) d::TestRect("turin:sale:" + tm::CardName(o.card), ImVec2(x, y), ImVec2(x, y) + card);
    if (hit.clicked) selected_ = selected_ == o.card ? -1 : o.card;
    const bool chosen = enabled && selected_ == o.card;
    const ImVec2 pos = d::Slide("sale", ImVec2(x, y)) - ImVec2(0, hit.lift + (chosen ? 8 : 0));
    GoodsCard(dl_, pos, card, o.card);
    // The seller's colour along the bottom edge, the price as a coin.
    dl_->AddRectFilled(ImVec2(pos.x + 6, pos.y + card.y - 5), ImVec2(pos.x + card.x - 6, pos.y + card.y - 1),
                       d::palette::kSeat[o.seller % 6], 2);
    d::Coin(dl_, pos + ImVec2(card.x - 4, card.y - 8), 13, o.price);
    if (enabled) d::Glow(dl_, pos, pos + card, d::kCardRounding, chosen ? d::palette::kWhite : d::palette::kGlow);
    if (hit.hovered && enabled) {
      const std::string tip = CardText(o.card, L()) + T(" — seller ", "・売り手 ") + Who(o.seller) +
                              T(", price ", "・価格 ") + Num(o.price);
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
    x += card.x + 18;
  }
  // Out of the game: face up (removed) and, with 2 players, the box.
  float right = r.max.x - 10 - card.x;
  if (!obs_->removed.empty()) {
    const ImVec2 at(right, y);
    GoodsCard(dl_, at, card, obs_->removed.back(), true);
    d::Badge(dl_, at + ImVec2(card.x - 4, 4), int(obs_->removed.size()));
    if (!layout_.compact) {
      d::Text(dl_, ImVec2(at.x + card.x * 0.5f, r.min.y + 2), T("out", "除外"), kDim, d::FontRole::kSmall,
              d::Align::kCenter);
    }
    if (ImGui::IsMouseHoveringRect(at, at + card)) {
      std::string tip = T("Out of the game, face up: ", "ゲームから除外（表向き）：");
      for (size_t i = 0; i < obs_->removed.size(); ++i) tip += (i > 0 ? ", " : "") + tm::CardName(obs_->removed[i]);
      d::Tooltip(tip.c_str());
    }
    right -= card.x + 14;
  }
  if (obs_->box_count > 0) {
    const ImVec2 at(right, y);
    d::CardPile(dl_, at, card, obs_->box_count, nullptr);
    if (!layout_.compact) {
      d::Text(dl_, ImVec2(at.x + card.x * 0.5f, r.min.y + 2), T("box", "箱"), kDim, d::FontRole::kSmall,
              d::Align::kCenter);
    }
    if (ImGui::IsMouseHoveringRect(at, at + card)) {
      d::Tooltip(T("Returned to the box unseen at the start (2 players).", "開始時に見ずに箱に戻したカード（2人）。"));
    }
  }
}

// ------------------------------------------------------------------ the viewer's mat

void TurinMarketView::DrawHand() {
  const tm::PlayerObservation& me = obs_->players[Bottom()];
  const Rect area = layout_.hand;
  const ImVec2 card = layout_.hand_card;
  const bool offering = obs_->phase == Phase::kOffer && MyTurn();
  if (me.hand.empty()) {
    if (me.hand_size > 0) {
      for (int k = 0; k < me.hand_size; ++k) d::CardBack(dl_, area.min + ImVec2(float(k) * 10, 6), card);
    } else {
      d::CardSlot(dl_, area.min + ImVec2(0, 6), card, T("no cards", "手札なし"));
    }
    return;
  }
  float step = card.x + 8;
  if (step * float(me.hand.size()) > area.Width()) step = (area.Width() - card.x) / float(me.hand.size() - 1);
  for (size_t i = 0; i < me.hand.size(); ++i) {
    const int c = me.hand[i];
    const ImVec2 at = area.min + ImVec2(step * float(i), 8);
    ImGui::PushID(2000 + c);
    const bool legal = offering && Legal(tm::kCardBase + c);
    const std::string why = Why(tm::kCardBase + c);
    const d::Hit hit = d::Interact("hand", at, card, legal, why.c_str());
    if (legal) d::TestRect("turin:hand:" + tm::CardName(c), at, at + card);
    if (hit.clicked) selected_ = selected_ == c ? -1 : c;
    const bool chosen = legal && selected_ == c;
    const ImVec2 pos = d::Slide(CardKey(c), at) - ImVec2(0, hit.lift + (chosen ? 12 : 0));
    GoodsCard(dl_, pos, card, c);
    if (legal) d::Glow(dl_, pos, pos + card, d::kCardRounding, chosen ? d::palette::kWhite : d::palette::kGlow);
    if (hit.hovered) d::Tooltip(CardText(c, L()).c_str());
    ImGui::PopID();
  }
}

void TurinMarketView::DrawMe() {
  const Rect r = layout_.me;
  const int me = Bottom();
  const tm::PlayerObservation& po = obs_->players[me];
  std::string name = ctx_->viewer >= 0 ? std::string(T("You", "あなた")) : Who(me);
  if (obs_->start_player == me) name += T(" · start", "・スタート");
  SeatMat(dl_, layout_.compact ? layout_.me_header : r, me, name, layout_.compact);
  if (layout_.compact) d::Mat(dl_, r.min, r.max, d::Fade(d::palette::kSeat[me % 6], 0.12f), nullptr);
  if (obs_->current_player == me) d::Glow(dl_, r.min, r.max, 14.0f, d::Fade(d::palette::kGlow, 0.6f));
  ImGui::PushID(100 + me);
  const Rect h = layout_.me_header;
  const bool compact = layout_.compact;
  // Money, large.
  const ImVec2 money_at = compact ? ImVec2(h.min.x + 62, h.min.y + 12) : ImVec2(h.min.x + 14, h.min.y + 24);
  float x = money_at.x;
  if (po.money_visible && compact) {
    d::Coin(dl_, money_at + ImVec2(10, 10), 10, 1);
    d::Number(dl_, money_at + ImVec2(24, -4), po.money, "my_money", d::FontRole::kTitle, d::palette::kWhite);
    x += 24 + d::MeasureText(Num(po.money).c_str(), d::FontRole::kTitle).x + 10;
  } else if (po.money_visible) {
    x += d::Money(dl_, money_at, po.money, "my_money", 14) + 12;
  }
  // The loan: the card once taken, else a button while it may be taken.
  const ImVec2 loan_at(x, h.min.y + (compact ? 3 : 18));
  if (po.has_loan) {
    LoanCard(dl_, loan_at, ImVec2(34, 40), Repays(Bottom()), L());
    x += 42;
  } else {
    const bool can = Legal(tm::kLoan);
    const std::string why = Why(tm::kLoan);
    const ImVec2 size(compact ? 80 : 104, 40);
    const std::string label = T("Loan +", "借金 +") + Num(N().loan_amount);
    if (d::SecondaryButton(label.c_str(), loan_at, size, can, why.c_str())) chosen_ = tm::kLoan;
    if (can && ImGui::IsMouseHoveringRect(loan_at, loan_at + size)) {
      char tip[200];
      std::snprintf(tip, sizeof(tip),
                    T("Take %d scudi now; repay %d at the end. Once per game.",
                      "今すぐ%dスクードを得て、終了時に%dスクードを返します。1ゲームに1回。"),
                    N().loan_amount, N().loan_repayment);
      d::Tooltip(tip);
    }
    d::TestRect("turin:loan", loan_at, loan_at + size);
    x += size.x + 10;
  }
  // Goods by good, all nine, with the leader tokens held.
  DrawGoods(ImVec2(x + 2, h.min.y + (compact ? 4 : 24)), h.max.x - x - 8, me, compact ? 5 : 8, !compact);
  ImGui::PopID();
  DrawHand();
}

// ------------------------------------------------------------------ controls

// `above`: the move one above `hi`, whose reason the + button gives.
bool TurinMarketView::Picker(ImVec2 at, float width, int lo, int hi, Action above) {
  amount_ = std::clamp(amount_, lo, hi);
  const float bh = layout_.button_h;
  bool changed = false;
  if (d::SecondaryButton("-", at, ImVec2(bh, bh), amount_ > lo, T("That is the least.", "これが最小です。"))) {
    --amount_;
    changed = true;
  }
  d::TestRect("turin:minus", at, at + ImVec2(bh, bh));
  const ImVec2 plus_at(at.x + bh + 84, at.y);
  const std::string why_above = amount_ < hi ? std::string() : Why(above);
  if (d::SecondaryButton("+", plus_at, ImVec2(bh, bh), amount_ < hi, why_above.c_str())) {
    ++amount_;
    changed = true;
  }
  d::TestRect("turin:plus", plus_at, plus_at + ImVec2(bh, bh));
  d::Coin(dl_, ImVec2(at.x + bh + 20, at.y + bh * 0.5f), 12, 1);
  d::Number(dl_, ImVec2(at.x + bh + 36, at.y + bh * 0.5f - 17), amount_, "amount", d::FontRole::kTitle,
            d::palette::kWhite);
  // A bar to drag across the whole range.
  const float track_x = plus_at.x + bh + 14;
  const float track_w = at.x + width - track_x;
  if (track_w > 60 && hi > lo) {
    const ImVec2 tmin(track_x, at.y), tsize(track_w, bh);
    d::Interact("track", tmin, tsize, true);
    d::TestRect("turin:track", tmin, tmin + tsize);
    const float cy = at.y + bh * 0.5f;
    dl_->AddRectFilled(ImVec2(track_x, cy - 4), ImVec2(track_x + track_w, cy + 4), d::Rgba(0, 0, 0, 90), 4);
    const float t = float(amount_ - lo) / float(hi - lo);
    dl_->AddRectFilled(ImVec2(track_x, cy - 4), ImVec2(track_x + track_w * t, cy + 4), d::palette::kGold, 4);
    d::Coin(dl_, ImVec2(track_x + track_w * t, cy), 11, amount_);
    if (ImGui::IsItemActive()) {
      const float mx = ImGui::GetIO().MousePos.x;
      const int value = lo + int(std::lround(std::clamp((mx - track_x) / track_w, 0.0f, 1.0f) * float(hi - lo)));
      changed = changed || value != amount_;
      amount_ = value;
    }
  }
  return changed;
}

void TurinMarketView::Button(const std::string& label, const std::string& name, ImVec2 at, ImVec2 size,
                             Action action, bool primary, bool enabled, const char* why_not) {
  const bool ok = enabled && action >= 0 && Legal(action);
  const bool clicked = primary ? d::PrimaryButton(label.c_str(), at, size, ok, why_not)
                               : d::SecondaryButton(label.c_str(), at, size, ok, why_not);
  d::TestRect(name, at, at + size);
  if (ok) d::TestRect("move:" + table_->Notation(action), at, at + size);
  if (clicked && ok) chosen_ = action;
}

std::string TurinMarketView::Prompt() const {
  const int actor = obs_->current_player;
  if (obs_->phase == Phase::kGameOver) {
    std::string s = T("Game over. Money: ", "ゲーム終了。所持金：");
    for (int p = 0; p < obs_->num_players; ++p) s += (p > 0 ? T(", ", "、") : "") + Who(p) + " " + Num(table_->Score(p));
    return s;
  }
  if (actor < 0) return T("The cards are being dealt…", "カードを配っています…");
  if (!MyTurn()) {
    const auto tell = [&](const char* en_you, const char* en_other, const char* ja) {
      return Tell(actor, ctx_->viewer, L(), en_you, en_other, ja);
    };
    switch (obs_->phase) {
      case Phase::kOffer: return tell("You are choosing a card to lay face down.", "{who} is choosing a card to lay face down.",
                                        "{who}がカードを伏せて出そうとしています。");
      case Phase::kBid: return tell("You are gripping a secret bid.", "{who} is gripping a secret bid.",
                                        "{who}がこっそりスクードを握っています。");
      case Phase::kRebid: return tell("You are gripping a secret re-bid.", "{who} is gripping a secret re-bid.",
                                        "{who}が追加のスクードを握っています。");
      case Phase::kGooseGive: return tell("You are giving the goose to one of the tied players.", "{who} is giving the goose to one of the tied players.",
                                        "{who}がガチョウを渡す相手を選んでいます。");
      case Phase::kPick: return tell("You are choosing a card.", "{who} is choosing a card.",
                                        "{who}がカードを選んでいます。");
      case Phase::kWithdraw: return tell("You may withdraw an older offer.", "{who} may withdraw an older offer.",
                                        "{who}が売り物の取り下げを検討中。");
      case Phase::kSellOffer: return tell("You may offer a card just taken for sale.", "{who} may offer a card just taken for sale.",
                                        "{who}が取ったカードの売り出しを検討中。");
      case Phase::kDeclare: return tell("You are looking at the market.", "{who} is looking at the market.",
                                        "{who}が市場を検討中。");
      case Phase::kChooseBuyer: return tell("You are choosing a buyer.", "{who} is choosing a buyer.",
                                        "{who}が買い手を選んでいます。");
      default: return "";
    }
  }
  const tm::PlayerObservation& me = obs_->players[Bottom()];
  switch (obs_->phase) {
    case Phase::kOffer:
      return T("Tap a card in your hand to lay it face down for this round's auction.",
               "手札から今回の競りに出すカードを選び、伏せて出してください。");
    case Phase::kBid:
      return T("Grip your secret bid (0 takes no card). Winners pay it all, the others half.",
               "こっそり握るスクードを決めてください（0ではカードを得られません）。得た人は全額、他は半額を払います。");
    case Phase::kRebid:
      return T("You are tied at ", "同額 ") + Num(me.bid) +
             T(": grip again, secretly. If all tied players grip 0, none of them takes a card.",
               "：こっそり追加で握ります。全員が0ならカードは得られません。");
    case Phase::kGooseGive:
      return T("You hold the goose: give it to a tied player — they rank last in the tie.",
               "ガチョウを持っています：同額のプレイヤーの1人に渡してください（その人が下位になります）。");
    case Phase::kPick:
      return me.role == tm::Role::kRemover
                 ? T("Both-zero rule: tap a card to remove from the game (", "両者0のルール：箱に戻すカードを選んでください（残り") +
                       Num(table_->PicksLeft(Bottom())) + T(" left).", "枚）。")
                 : T("Tap a card to take (", "取るカードを選んでください（残り") + Num(table_->PicksLeft(Bottom())) +
                       T(" left).", "枚）。");
    case Phase::kWithdraw:
      return T("You may withdraw an older offer (tap it in the market) and take its scudi back.",
               "前に売りに出したカードを取り下げられます（市場でカードを選ぶ）。");
    case Phase::kSellOffer:
      // The deposit is a cost people miss: say it before the tap, with the sum.
      if (selected_ >= 0) {
        char text[320];
        std::snprintf(text, sizeof(text),
                      T("Offering it for %d takes %d scudi from your purse now, as a deposit on the "
                        "card: it comes back with the price when the card sells, or when you "
                        "withdraw it.",
                        "価格%dで売りに出すと、今すぐ所持金から%dスクードをカードの上に預けます"
                        "（売れたら代金と一緒に、取り下げたら戻ります）。"),
                      amount_, amount_);
        return text;
      }
      return T("You may offer one card you just took for sale: tap it, set a price. The price is "
               "taken from your purse as a deposit until it sells.",
               "たった今取ったカード1枚を売りに出せます：カードを選び、価格を決めてください。"
               "価格と同じ額を売れるまで所持金から預けます。");
    case Phase::kDeclare:
      return T("Market: tap a card to buy, or pass. Choices stay secret until all have chosen.",
               "市場：買うカードを選ぶかパス。全員が決めるまで秘密です。");
    case Phase::kChooseBuyer:
      return T("Several players want ", "複数のプレイヤーが ") + tm::CardName(obs_->resolving_card) +
             T(": choose who buys it.", " を希望しています：売る相手を選んでください。");
    default:
      return "";
  }
}

void TurinMarketView::DrawControls() {
  const Rect r = layout_.controls;
  const float bh = layout_.button_h;
  const std::string prompt = Prompt();
  d::TestText("status", prompt);
  const float wrap = r.Width();
  d::Text(dl_, r.min + ImVec2(0, 4), prompt.c_str(), kLight, d::FontRole::kSmall, d::Align::kLeft, 0, wrap, true);
  if (!MyTurn()) return;
  const int me = Bottom();
  const int money = obs_->players[me].money;  // the viewer's own purse
  // Buttons sit at the bottom of the controls; a picker above them.
  const ImVec2 buttons(r.min.x, r.max.y - bh - 4);
  const ImVec2 picker(r.min.x, buttons.y - bh - 10);
  const float primary_w = std::min(r.Width() * 0.62f, 260.0f);
  const ImVec2 primary_size(primary_w, bh);
  const ImVec2 secondary_at(buttons.x + primary_w + 10, buttons.y);
  const ImVec2 secondary_size(std::max(60.0f, r.Width() - primary_w - 10), bh);
  switch (obs_->phase) {
    case Phase::kOffer: {
      const bool ok = selected_ >= 0;
      Button(ok ? T("Lay ", "") + tm::CardName(selected_) + T(" face down", " を伏せて出す") : T("Lay face down", "伏せて出す"),
             "turin:primary", buttons, primary_size, ok ? tm::kCardBase + selected_ : -1, true, ok,
             T("Tap a card in your hand first.", "先に手札のカードを選んでください。"));
      break;
    }
    case Phase::kBid:
    case Phase::kRebid: {
      const bool rebid = obs_->phase == Phase::kRebid;
      const int hi = table_->FreeForBid(me);
      Picker(picker, r.Width(), 0, hi, hi < tm::kMaxAmount ? tm::kBidBase + hi + 1 : -1);
      Button((rebid ? T("Re-bid ", "追加 ") : T("Bid ", "入札 ")) + Num(amount_), "turin:primary", buttons,
             primary_size, tm::kBidBase + amount_, true);
      break;
    }
    case Phase::kGooseGive:
    case Phase::kChooseBuyer: {
      std::vector<int> seats;
      if (obs_->phase == Phase::kChooseBuyer) {
        seats = obs_->resolving_buyers;
      } else {
        for (const tm::RankGroup& g : obs_->ranking) {
          if (g.tie == tm::Tie::kGoose) {
            seats.assign(g.seats.begin(), g.seats.end());
            break;
          }
        }
      }
      const float w = std::min(200.0f, (r.Width() - 10 * float(seats.size() - 1)) / float(std::max<size_t>(1, seats.size())));
      for (size_t i = 0; i < seats.size(); ++i) {
        const int p = seats[i];
        const ImVec2 at(r.min.x + float(i) * (w + 10), buttons.y);
        const std::string label = obs_->phase == Phase::kChooseBuyer ? T("Sell to ", "") + Who(p) + T("", "に売る")
                                                                    : T("Goose to ", "") + Who(p) + T("", "に渡す");
        Button(label, (obs_->phase == Phase::kChooseBuyer ? "turin:buyer:p" : "turin:give:p") + Num(p), at,
               ImVec2(w, bh), tm::kSeatBase + p, i == 0);
      }
      break;
    }
    case Phase::kPick: {
      const bool ok = selected_ >= 0 && Legal(tm::kCardBase + selected_);
      const bool remove = obs_->players[me].role == tm::Role::kRemover;
      std::string label = remove ? T("Remove", "除外する") : T("Take", "取る");
      if (ok) label = (remove ? T("Remove ", "") : T("Take ", "")) + tm::CardName(selected_) + (remove ? T("", " を除外") : T("", " を取る"));
      Button(label, "turin:primary", buttons, primary_size, ok ? tm::kCardBase + selected_ : -1, true, ok,
             T("Tap a card on the table first.", "先に卓のカードを選んでください。"));
      break;
    }
    case Phase::kWithdraw: {
      const bool ok = selected_ >= 0 && Legal(tm::kCardBase + selected_);
      if (ok) {
        const tm::SaleOffer* offer = table_->OfferOf(selected_);
        Button(T("Withdraw ", "取り下げ ") + tm::CardName(selected_) + " (+" + Num(offer ? offer->price : 0) + ")",
               "turin:primary", buttons, primary_size, tm::kCardBase + selected_, true);
        Button(T("Keep offers", "そのまま"), "turin:secondary", secondary_at, secondary_size, tm::kPass, false);
      } else {
        Button(T("Keep offers", "そのまま"), "turin:primary", buttons, primary_size, tm::kPass, true);
      }
      break;
    }
    case Phase::kSellOffer: {
      const bool ok = selected_ >= 0 && Legal(tm::SellAction(selected_, 1));
      if (ok) {
        Picker(picker, r.Width(), 1, money, money < tm::kMaxAmount ? tm::SellAction(selected_, money + 1) : -1);
        Button(T("Offer ", "") + tm::CardName(selected_) + T(" for ", " を ") + Num(amount_) +
                   T(" (deposit ", " で売る（預け ") + Num(amount_) + T(")", "）"),
               "turin:primary", buttons, primary_size, tm::SellAction(selected_, amount_), true);
      } else {
        // A card that cannot be offered says why; else the card is still to be tapped.
        std::string why;
        for (int c : obs_->players[me].just_taken) {
          if (why.empty()) why = Why(tm::SellAction(c, 1));
        }
        if (why.empty()) why = T("Tap a card you just took first.", "先に、たった今取ったカードを選んでください。");
        Button(T("Offer for sale", "売りに出す"), "turin:primary", buttons, primary_size, -1, true, false, why.c_str());
      }
      Button(T("No sale", "売らない"), "turin:secondary", secondary_at, secondary_size, tm::kPass, false);
      break;
    }
    case Phase::kDeclare: {
      const bool ok = selected_ >= 0 && Legal(tm::kCardBase + selected_);
      const tm::SaleOffer* offer = ok ? table_->OfferOf(selected_) : nullptr;
      Button(ok ? T("Buy ", "") + tm::CardName(selected_) + T(" for ", " を ") + Num(offer->price) + T("", " で買う")
                : T("Buy", "買う"),
             "turin:primary", buttons, primary_size, ok ? tm::kCardBase + selected_ : -1, true, ok,
             T("Tap a card for sale first.", "先に売り物のカードを選んでください。"));
      Button(T("Pass", "パス"), "turin:secondary", secondary_at, secondary_size, tm::kPass, false);
      break;
    }
    default:
      break;
  }
}

}  // namespace

}  // namespace turin_market_view

std::unique_ptr<GameView> MakeTurinMarketView() {
  return std::make_unique<turin_market_view::TurinMarketView>();
}

}  // namespace mercato::web

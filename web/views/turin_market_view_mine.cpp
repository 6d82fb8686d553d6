// The Turin Market table, the viewer's side: the mat with money, loan and
// collection, the hand, what to do now in words and the controls (pickers,
// Bid, Take, Offer, Buy, Pass).
#include "views/turin_market_view_table.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace mercato::web::turin_market_view {

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
    {
      const d::InkAs as_hand(d::InkRole::kHand);
      GoodsCard(dl_, pos, card, c);
    }
    if (legal) d::Glow(dl_, pos, pos + card, d::kCardRounding, chosen ? d::palette::kWhite : d::palette::kGlow);
    if (hit.hovered) d::Tooltip(CardText(c, L()).c_str());
    ImGui::PopID();
  }
}

void TurinMarketView::DrawMe() {
  const Rect r = layout_.me;
  const int me = Bottom();
  const tm::PlayerObservation& po = obs_->players[me];
  std::string name = ctx_->viewer >= 0 ? SeatWord(me, ctx_->viewer, L()) : Who(me);
  if (obs_->start_player == me) name += T(" · start", "・スタート");
  SeatMat(dl_, layout_.compact ? layout_.me_header : r, me, name, layout_.compact);
  if (layout_.compact) d::Mat(dl_, r.min, r.max, d::Fade(d::palette::kSeat[me % 6], 0.12f), nullptr);
  if (obs_->current_player == me) d::Glow(dl_, r.min, r.max, 14.0f, d::Fade(d::palette::kGlow, 0.6f));
  ImGui::PushID(100 + me);
  const Rect h = layout_.me_header;
  const bool compact = layout_.compact;
  // Money, large.
  // On a phone the money sits right of the name (a long one, "あなた・スタート", ran under it).
  const float name_end = 26 + d::MeasureText(name.c_str(), d::FontRole::kSmall).x + 8;
  const ImVec2 money_at = compact ? ImVec2(h.min.x + std::clamp(name_end, 62.0f, 150.0f), h.min.y + 12)
                                  : ImVec2(h.min.x + 14, h.min.y + 24);
  float x = money_at.x;
  if (po.money_visible && compact) {
    d::Coin(dl_, money_at + ImVec2(10, 10), 10, 1);
    const d::InkAs as_score(d::InkRole::kScore);  // money is the score
    d::Number(dl_, money_at + ImVec2(24, -4), po.money, "my_money", d::FontRole::kTitle, d::palette::kWhite);
    x += 24 + d::MeasureText(Num(po.money).c_str(), d::FontRole::kTitle).x + 10;
  } else if (po.money_visible) {
    const d::InkAs as_score(d::InkRole::kScore);
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
    const ImVec2 size(compact ? 80 : 104, 44);  // a finger's target
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
  // Two lines in the room above the picker (a phone's Japanese prompt): a size smaller.
  const float room = r.Height() - 2 * bh - 18;
  float size = d::FontSize(d::FontRole::kSmall);
  if (d::Font(d::FontRole::kSmall)->CalcTextSizeA(size, FLT_MAX, wrap, prompt.c_str()).y > room) {
    size = d::kMinTextSize;
  }
  d::Text(dl_, r.min + ImVec2(0, 4), prompt.c_str(), kLight, d::FontRole::kSmall, d::Align::kLeft, size, wrap, true);
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

}  // namespace mercato::web::turin_market_view

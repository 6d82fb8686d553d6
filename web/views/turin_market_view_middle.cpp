// The Turin Market table's middle: the auction table with its cards, the
// ranking of the goods' leaders and the market of cards for sale.
#include "views/turin_market_view_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mercato::web::turin_market_view {

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

void TurinMarketView::DrawAuction() {
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
      // A spectator (no seat) is told what every seat can work out: all the purses together.
      line((Seated() >= 0 ? T("Money is private: the others hold ", "お金は非公開：他のプレイヤーの合計 ")
                          : T("Money is private: the seats hold ", "お金は非公開：全員の合計 ")) +
               Num(obs_->others_money_total) + T(" in all", ""),
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
    {
      const d::InkAs as_price(d::InkRole::kPrice);
      d::Coin(dl_, pos + ImVec2(card.x - 4, card.y - 8), 13, o.price);
    }
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

}  // namespace mercato::web::turin_market_view

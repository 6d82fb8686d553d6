#include "views/turin_market_view_text.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "views/rules_page.h"
#include "views/turin_market_view_style.h"

namespace mercato::web::turin_market_view {

namespace {

using tm::TurinMarketSeatView;

bool Ja(Lang lang) { return lang == Lang::kJapanese; }

// English verbs agree with "You" or "Seat 2".
std::string Say(const std::string& who, bool you, const char* verb_you, const char* verb_other) {
  return who + " " + (you ? verb_you : verb_other);
}

std::string Num(int value) { return std::to_string(value); }

std::string JoinList(const std::vector<std::string>& parts, Lang lang) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += Ja(lang) ? "、" : ", ";
    out += parts[i];
  }
  return out;
}

}  // namespace

std::string WhyNot(const BlockedMove& b, int viewer, Lang lang) {
  const std::string& r = b.reason;
  if (r == kNotYourTurn) {
    return b.action == tm::kLoan ? Tr(lang, "The loan is taken at one of your own decisions.", "借金は自分の判断の時に行えます。")
                                 : "";
  }
  if (r == "lay_at_round_start") {
    return Tr(lang, "You lay a card only at the start of a round.", "カードを出すのはラウンドの始めだけです。");
  }
  if (r == "ranks_not_fixed") {
    return Tr(lang, "Cards are taken after every rank is fixed.", "カードは全員の順位が決まってから取ります。");
  }
  if (r == "not_offer_step") {
    return Tr(lang, "Only a card you took this round can be offered, once.",
              "売りに出せるのは、このラウンドに自分が取ったカード1枚だけです。");
  }
  if (r == "last_auction") {
    return Tr(lang, "The cards of the last auction cannot be offered.", "最後の競りで取ったカードは売りに出せません。");
  }
  if (r == "beyond_free_money") {
    if (b.action >= tm::kSellBase && b.Get("free") == 0) {
      return Tr(lang, "No free money to lay on the card.", "カードの上に置くお金がありません。");
    }
    return Tr(lang, "That is all your free money.", "手元のお金はこれで全部です。");
  }
  if (r == "own_card") return Tr(lang, "Your own card.", "自分のカードです。");
  if (r == "too_poor") return Tr(lang, "Not enough free money for this price.", "手元のお金が足りません。");
  if (r == "not_your_offer") return Tr(lang, "Not your offer.", "自分の売り物ではありません。");
  if (r == "buy_in_window") {
    return Tr(lang, "On sale by ", "売り手：") + SeatWord(b.Get("seller"), viewer, lang) + Tr(lang, " for ", "、") +
           Num(b.Get("price")) + Tr(lang, ". Cards are bought in the market windows.", "スクード。購入は市場の時間に行います。");
  }
  return "";
}

std::string Words(const GameEvent& e, int viewer, Lang lang) {
  const bool ja = Ja(lang);
  const std::string& kind = e.kind;
  const bool you = IsYou(e.seat, viewer);
  const std::string who = e.seat >= 0 ? SeatWord(e.seat, viewer, lang) : std::string();
  const bool seen = e.Has("card");
  const int card = e.Get("card");
  auto cards_text = [&](const std::vector<int>& cards, bool faces) {
    std::vector<std::string> parts;
    for (int c : cards) parts.push_back(faces ? CardText(c, lang) : tm::CardName(c));
    return JoinList(parts, lang);
  };
  if (kind == "start") {
    return ja ? who + "がスタートプレイヤー" : Say(who, you, "are", "is") + " the start player";
  }
  if (kind == "dealt") {
    if (seen) {
      return ja ? who + "に" + CardText(card, lang) + "が配られた"
                : Say(who, you, "are dealt ", "is dealt ") + CardText(card, lang);
    }
    return ja ? who + "にカードが１枚配られた" : who + " is dealt a card";
  }
  if (kind == "centre") return (ja ? "中央のカード：" : "Centre cards: ") + cards_text(e.List("cards"), true);
  if (kind == "toss") return ja ? "コイントス：" + who + "の勝ち" : "Coin toss: " + who + (you ? " win" : " wins");
  if (kind == "goose") {
    return ja ? "ガチョウは" + who + "へ（同額の中で最下位）" : "The goose goes to " + who + ": last of the tie";
  }
  if (kind == "loan") {
    const std::string amount = Num(e.Get("amount")), repay = Num(e.Get("repay"));
    return ja ? who + "がローンを組んだ（+" + amount + "、終了時に" + repay + "返済）"
              : Say(who, you, "take", "takes") + " the loan (+" + amount + " now, " + repay + " back at the end)";
  }
  if (kind == "offer") {
    if (seen) {
      return ja ? who + "は" + tm::CardName(card) + "を伏せて出した"
                : Say(who, you, "lay ", "lays ") + tm::CardName(card) + " face down";
    }
    return ja ? who + "はカードを１枚伏せて出した" : Say(who, you, "lay", "lays") + " a card face down";
  }
  if (kind == "bid") {
    if (e.Has("amount")) {
      const std::string amount = Num(e.Get("amount"));
      return ja ? who + "は" + amount + "スクードを握った" : Say(who, you, "bid ", "bids ") + amount;
    }
    return ja ? who + "はスクードを握った" : Say(who, you, "grip", "grips") + " a secret bid";
  }
  if (kind == "rebid") {
    if (e.Has("amount")) {
      const std::string amount = Num(e.Get("amount"));
      return ja ? who + "は追加で" + amount + "スクードを握った" : Say(who, you, "re-bid ", "re-bids ") + amount;
    }
    return ja ? who + "は追加のスクードを握った" : Say(who, you, "grip", "grips") + " a secret re-bid";
  }
  if (kind == "give_goose") {
    const std::string to = SeatWord(e.Get("to"), viewer, lang);
    return ja ? who + "はガチョウを" + to + "に渡した" : Say(who, you, "give", "gives") + " the goose to " + to;
  }
  if (kind == "take") {
    return ja ? who + "は" + CardText(card, lang) + "を取った" : Say(who, you, "take ", "takes ") + CardText(card, lang);
  }
  if (kind == "remove") {
    return ja ? who + "は" + CardText(card, lang) + "を箱に戻した"
              : Say(who, you, "remove ", "removes ") + CardText(card, lang) + " from the game";
  }
  if (kind == "keep") {
    return ja ? who + "は売りに出したカードをそのままにした" : Say(who, you, "keep", "keeps") + " the offers for sale";
  }
  if (kind == "withdraw") {
    const std::string price = Num(e.Get("price"));
    return ja ? who + "は" + tm::CardName(card) + "の売却を取り下げた（+" + price + "）"
              : Say(who, you, "withdraw", "withdraws") + " the offer of " + tm::CardName(card) + " (+" + price +
                    " back)";
  }
  if (kind == "no_sale") {
    return ja ? who + "はカードを売りに出さない" : Say(who, you, "offer", "offers") + " nothing for sale";
  }
  if (kind == "sell_offer") {
    const std::string price = Num(e.Get("price"));
    return ja ? who + "が" + tm::CardName(card) + "を" + price + "スクードで売りに出した"
              : Say(who, you, "offer ", "offers ") + tm::CardName(card) + " for " + price;
  }
  if (kind == "decide") return ja ? who + "は購入するか決めた" : Say(who, you, "decide", "decides") + " on buying";
  if (kind == "buy_nothing") return ja ? who + "は何も買わない" : Say(who, you, "buy", "buys") + " nothing";
  if (kind == "want") {
    return ja ? who + "は" + tm::CardName(card) + "を買いたい" : Say(who, you, "want ", "wants ") + tm::CardName(card);
  }
  if (kind == "sell_to") {
    const std::string buyer = SeatWord(e.Get("buyer"), viewer, lang);
    const std::string price = Num(e.Get("price"));
    return ja ? who + "は" + tm::CardName(card) + "を" + buyer + "に" + price + "で売った"
              : Say(who, you, "sell ", "sells ") + tm::CardName(card) + " to " + buyer + " for " + price;
  }
  if (kind == "on_offer") return (ja ? "公開：" : "On offer: ") + cards_text(e.List("cards"), false);
  if (kind == "bids") {
    const std::vector<int>& bids = e.List("bids");
    std::vector<std::string> parts;
    for (int p = 0; p < int(bids.size()); ++p) parts.push_back(SeatWord(p, viewer, lang) + " " + Num(bids[p]));
    return (ja ? "入札：" : "Bids: ") + JoinList(parts, lang);
  }
  if (kind == "rebids") {
    const std::vector<int>& seats = e.List("seats");
    const std::vector<int>& rebids = e.List("rebids");
    std::vector<std::string> parts;
    for (size_t i = 0; i < seats.size() && i < rebids.size(); ++i) {
      parts.push_back(SeatWord(seats[i], viewer, lang) + " " + Num(rebids[i]));
    }
    return (ja ? "追加の競り：" : "Re-bids: ") + JoinList(parts, lang);
  }
  if (kind == "ranking") {
    const std::vector<int>& order = e.List("order");
    const std::vector<int>& payment = e.List("payment");
    const std::vector<int>& takes = e.List("takes");
    const std::vector<int>& role = e.List("role");
    std::vector<std::string> parts;
    for (size_t r = 0; r < order.size(); ++r) {
      const int p = order[r];
      const std::string label = SeatWord(p, viewer, lang);
      std::string item = Num(int(r) + 1) + (ja ? "位 " : ". ") +
                         (ja ? label + " 支払" : Say(label, IsYou(p, viewer), "pay ", "pays ")) + Num(payment[r]);
      if (role[r] == static_cast<int>(tm::Role::kTaker)) {
        item += ja ? "（" + Num(takes[r]) + "枚取る）" : " (takes " + Num(takes[r]) + ")";
      } else if (role[r] == static_cast<int>(tm::Role::kRemover)) {
        item += ja ? "（" + Num(takes[r]) + "枚除外）" : " (removes " + Num(takes[r]) + ")";
      }
      parts.push_back(item);
    }
    return JoinList(parts, lang);
  }
  if (kind == "bought") {
    const std::string from = SeatWord(e.Get("from"), viewer, lang);
    const std::string price = Num(e.Get("price"));
    return ja ? who + "が" + from + "から" + tm::CardName(card) + "を" + price + "で購入"
              : Say(who, you, "buy ", "buys ") + tm::CardName(card) + " from " + from + " for " + price;
  }
  if (kind == "got") {
    return ja ? who + "に" + tm::CardName(card) : Say(who, you, "get ", "gets ") + tm::CardName(card);
  }
  if (kind == "out") return (ja ? "ゲームから除外：" : "Out of the game: ") + cards_text(e.List("cards"), false);
  if (kind == "round") {
    const std::string round = Num(e.Get("round") + 1);
    return ja ? "第" + round + "ラウンドへ" : "Round " + round + " begins";
  }
  if (kind == "game_over") {
    const std::vector<int>& finals = e.List("final");
    std::vector<std::string> parts;
    for (int p = 0; p < int(finals.size()); ++p) parts.push_back(SeatWord(p, viewer, lang) + " " + Num(finals[p]));
    return (ja ? "ゲーム終了・得点計算：" : "Game over, scoring: ") + JoinList(parts, lang);
  }
  return e.notation;
}

// ------------------------------------------------------------------ end of game

namespace {

void GameTable(const TurinMarketSeatView& table, const tm::ScoreBreakdown& b, Lang lang, int index) {
  const int n = table.num_players();
  d::ScoreSheet sheet;
  sheet.headers = {Tr(lang, "Good", "商品"), Tr(lang, "Bonus", "ボーナス")};
  for (int p = 0; p < n; ++p) sheet.headers.push_back(PersonName(p, lang));
  std::vector<std::string> row = {Tr(lang, "Money after the auctions", "競り終了時の所持金"), ""};
  for (int p = 0; p < n; ++p) row.push_back(Num(b.money_before[p]));
  sheet.rows.push_back(row);
  for (const tm::GoodScore& g : b.goods) {
    row = {GoodName(g.good, lang), Num(table.Bonus(g.good))};
    for (int p = 0; p < n; ++p) {
      const int units = b.units[p][g.good];
      const int delta = b.delta[p][g.good];
      const bool leader = std::find(g.leaders.begin(), g.leaders.end(), p) != g.leaders.end();
      std::string cell = units == 0 ? std::string("-") : Num(units) + (leader ? "★" : "");
      if (delta != 0) cell += std::string("  ") + (delta > 0 ? "+" : "") + Num(delta);
      if (std::find(g.forced_loans.begin(), g.forced_loans.end(), p) != g.forced_loans.end()) {
        cell += Tr(lang, " (loan forced)", "（強制ローン）");
      }
      if (std::find(g.penalties.begin(), g.penalties.end(), p) != g.penalties.end()) {
        cell += Tr(lang, " (+", "（ローンに+") + Num(table.numbers().loan_penalty) + Tr(lang, " on loan)", "）");
      }
      row.push_back(cell);
    }
    sheet.rows.push_back(row);
  }
  row = {Tr(lang, "Loan repaid", "ローン返済"), ""};
  for (int p = 0; p < n; ++p) row.push_back(b.loan_repaid[p] > 0 ? "-" + Num(b.loan_repaid[p]) : "-");
  sheet.rows.push_back(row);
  row = {Tr(lang, "Final money", "最終所持金"), ""};
  for (int p = 0; p < n; ++p) row.push_back(Num(b.final_money[p]));
  sheet.marked.push_back(int(sheet.rows.size()));
  sheet.rows.push_back(row);
  char id[32];
  std::snprintf(id, sizeof(id), "turin_breakdown_%d", index);
  d::DrawScoreSheet(id, sheet);
}

}  // namespace

void ScoreBreakdown(const TurinMarketSeatView& table, Lang lang) {
  const std::vector<tm::ScoreBreakdown>& results = table.observation().results;
  if (results.empty()) {
    ImGui::TextWrapped("%s", Tr(lang, "No game has been scored yet.", "まだ得点計算は行われていません。"));
    return;
  }
  char intro[600];
  std::snprintf(intro, sizeof(intro),
                Tr(lang,
                   "Per good: units held (★ the majority), then what the majority paid (+) or cost (-). "
                   "The leader takes the list card's bonus and %d from every other holder; tied leaders "
                   "split the whole, rounded up.",
                   "商品ごと：所持個数（★は最多）と、その商品で得た（+）・払った（-）スクード。"
                   "最多のプレイヤーは一覧カードのボーナスと、他の所持者から%dスクードずつを得ます。"
                   "同数の場合は合計を人数で割り、切り上げます。"),
                table.numbers().majority_payment);
  ImGui::TextWrapped("%s", intro);
  ImGui::Spacing();
  for (size_t i = 0; i < results.size(); ++i) {
    if (results.size() > 1) {
      ImGui::Spacing();
      ImGui::Text("%s %d", Tr(lang, "Game", "ゲーム"), int(i + 1));
    }
    GameTable(table, results[i], lang, int(i));
  }
  if (results.size() > 1) {
    ImGui::Spacing();
    std::string totals = Tr(lang, "Series totals: ", "3ゲームの合計：");
    for (int p = 0; p < table.num_players(); ++p) {
      if (p > 0) totals += Tr(lang, ", ", "、");
      totals += SeatWord(p, -1, lang) + " " + Num(table.Score(p));
    }
    ImGui::TextWrapped("%s", totals.c_str());
  }
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr(lang, "The most money wins; a tie is shared.",
                              "最もお金を持っているプレイヤーの勝ち。同点なら勝利を分け合います。"));
}

// ------------------------------------------------------------------ rules

void Rules(Lang lang) {
  ImGui::TextWrapped("%s", Tr(lang,
      "Turin Market (Jordan Draper), 2–5 players, about 30 minutes. Turin, 18th century: you are "
      "traders. Win goods cards at sealed-bid auctions and hold the most of each good: at the end "
      "the majorities pay. The most money (scudi) wins.",
      "トリノ・マーケット（ジョーダン・ドレイパー）、2～5人、約30分。18世紀のトリノで貿易商となり、"
      "秘密の競りで商品カードを集めます。各商品を最も多く持つプレイヤーがゲーム終了時に収入を得ます。"
      "最もお金（スクード）を持っていたプレイヤーの勝ちです。"));
  RulesHeading(Tr(lang, "Components", "内容物"));
  RulesItem(Tr(lang, "18 goods cards, each showing three goods: one x3, one x2, one x1. Nine goods.",
          "商品カード18枚。各カードには3種類の商品が3個・2個・1個描かれています。商品は9種類。"));
  RulesItem(Tr(lang, "The list card: each good's total and its bonus. Classic side (yellow): common goods pay "
                "more; new side (red): scarce goods pay more.",
          "一覧カード：各商品の合計個数とボーナス。クラシック（黄）は多い商品ほど高く、新バージョン（赤）は"
          "少ない商品ほど高くなります。"));
  RulesItem(Tr(lang, "Scudi (the bank never runs out), a loan card per player, nine leader tokens, the goose.",
          "スクード（銀行は無制限）、各プレイヤーのローンカード、商品チップ9枚、ガチョウコマ。"));
  RulesHeading(Tr(lang, "Setup", "準備"));
  RulesItem(Tr(lang, "Everyone gets 15 scudi. Deal the shuffled cards: 2 players 6 each (6 go back to the box "
                "unseen); 3 players 6 each; 4 players 4 each (2 face down in the centre); 5 players 3 each "
                "(3 face down in the centre).",
          "各プレイヤーに15スクード。商品カードを配ります：2人は6枚ずつ（残り6枚は見ずに箱へ）、3人は6枚ずつ、"
          "4人は4枚ずつ（2枚を中央に伏せる）、5人は3枚ずつ（3枚を中央に伏せる）。"));
  RulesHeading(Tr(lang, "A round: the auction", "ラウンド：競り"));
  RulesItem(Tr(lang, "Step 1: everyone lays one card from hand face down; all are turned up together. With 4–5 players "
                "the first round auctions the centre cards instead.",
          "手順1：各プレイヤーは手札から1枚を伏せて出し、全員同時に表にします。4～5人の最初のラウンドは"
          "この手順を飛ばし、中央のカードを使います。"));
  RulesItem(Tr(lang, "Step 2: everyone secretly grips a bid (0 up to their free money); all are revealed together.",
          "手順2：各プレイヤーはこっそりスクードを握り（0～手元のお金）、同時に公開します。"));
  RulesItem(Tr(lang, "Cards by rank: 2 players: the first takes 2. 3 players: 2, 1. 4 players: 2, 1, 1 (first round "
                "1, 1). 5 players: 2, 2, 1 (first round 1, 1, 1).",
          "順位ごとの枚数：2人：1位が2枚。3人：2枚・1枚。4人：2枚・1枚・1枚（最初のラウンドは1枚・1枚）。"
          "5人：2枚・2枚・1枚（最初のラウンドは1枚・1枚・1枚）。"));
  RulesItem(Tr(lang, "Players who take cards pay their whole bid to the bank; the others pay half, rounded down. "
                "A bid of 0 never takes a card.",
          "カードを得たプレイヤーは握ったスクードをすべて銀行に払い、得られなかったプレイヤーは半額"
          "（切り下げ）を払います。0を握ったプレイヤーはカードを得られません。"));
  RulesItem(Tr(lang, "Ties: the tied players grip again secretly; the higher re-bid ranks higher inside the tie "
                "only (never above a higher bid). Still tied: a coin toss. If all tied players re-bid 0, none "
                "of them takes a card: they pay half and, in coin-toss order, remove that many cards from the game.",
          "同額：同額のプレイヤーだけで追加の競りを行い、高い方が上位になります（ただし上の順位は越えません）。"
          "さらに同額ならコイントス。全員が0を握った場合は誰もカードを得られず、半額を払い、"
          "コイントスの順にその枚数のカードを選んで箱に戻します。"));
  RulesItem(Tr(lang, "Nobody takes a card until every rank is fixed; then they choose in rank order. Cards nobody "
                "takes leave the game.",
          "全員の順位が決まるまで誰もカードを選びません。その後、順位の順に選びます。誰も取らないカードは"
          "ゲームから除外されます。"));
  RulesHeading(Tr(lang, "Selling and buying", "売買"));
  RulesItem(Tr(lang, "After taking, you may offer one card you just took, at a price you choose: put that many of "
                "your scudi on it (they cannot be bid). The price never changes; older cards can never be offered.",
          "カードを取った後、たった今取ったカード1枚を好きな金額で売りに出せます。その金額を手元から"
          "カードの上に置きます（競りには使えません）。金額の変更や、前のラウンドのカードを売ることはできません。"));
  RulesItem(Tr(lang, "Anyone else may buy it in a market window: pay the price to the seller, who also takes back "
                "the scudi on the card. If several want it at once, the seller chooses. Right after any later "
                "auction the seller may withdraw the offer and take the scudi back.",
          "他のプレイヤーは市場の時間に購入できます。代金を売り手に払い、売り手はカードの上のスクードも"
          "戻します。同時に複数の希望があれば売り手が選びます。次以降の競りの直後なら、売り手は売却を"
          "取り下げてスクードを戻せます。"));
  RulesItem(Tr(lang, "On this table a market window follows the offers of each round and comes once more before "
                "the scoring: everyone secretly names one card to buy or passes; windows repeat until one "
                "passes without a sale.",
          "この画面では、各ラウンドの売り出しの後と得点計算の前に市場の時間があります。各自こっそり買う"
          "カードを1枚選ぶかパスし、売買がなくなるまで繰り返します。"));
  RulesHeading(Tr(lang, "The loan", "借金"));
  RulesItem(Tr(lang, "Once per game, at any of your decisions: take 10 scudi now, repay 15 at the end.",
          "1ゲームに1回、自分の判断の時ならいつでも：すぐに10スクードを得て、終了時に15スクードを返します。"));
  RulesHeading(Tr(lang, "End of the game and scoring", "ゲームの終了と得点計算"));
  RulesItem(Tr(lang, "2–3 players: when each hand has one card left, that card joins your goods. 4–5 players: when "
                "the hands are empty. The last auction's cards cannot be offered; money on cards comes back.",
          "2～3人：手札が1枚になったら終了し、その1枚は自分の商品に加えます。4～5人：手札がなくなったら終了。"
          "最後の競りのカードは売れません。カードの上のスクードは手元に戻ります。"));
  RulesItem(Tr(lang, "Good by good, down the list card: the player with the most units takes the bonus from the "
                "bank, and every other player holding that good pays them 1. Tied leaders pool the bonus and "
                "the payments and split them, rounded up.",
          "一覧カードの上から商品ごとに：最も多く持つプレイヤーは銀行からボーナスを受け取り、その商品を"
          "持つ他のプレイヤーは1スクードずつ支払います。最多が複数なら合計を人数で割り、切り上げます。"));
  RulesItem(Tr(lang, "Example: A has the most grapes: 6 from the bank, plus 1 from each other player with grapes.",
          "例：Aがぶどうを最も多く持つ：銀行から6スクード、さらにぶどうを持つ他のプレイヤーから1スクードずつ。"));
  RulesItem(Tr(lang, "No money to pay 1: take the loan. Already have it: the bank pays for you and 2 scudi go on "
                "your loan. Then every loan is repaid (15 plus its penalties). The most money wins; ties share.",
          "1スクードを払えない場合は借金をします。すでに借金をしていれば銀行が代わりに払い、ローンカードに"
          "2スクードが追加されます。最後に借金を返済（15＋追加分）。最もお金の多いプレイヤーの勝ち。"
          "同点なら勝利を分け合います。"));
  RulesHeading(Tr(lang, "Options", "オプション"));
  RulesItem(Tr(lang, "List card: classic or new. Money: public or private (others' purses hidden). Series: 1 game or "
                "3 games summed.",
          "一覧カード：クラシック／新バージョン。お金：公開／非公開（他人の所持金は見えない）。"
          "シリーズ：1ゲーム／3ゲームの合計。"));
  RulesItem(Tr(lang, "Goose 'tie loser': instead of re-bids, a tie gives the goose to one tied player (the first time "
                "by chance, then its holder chooses), who ranks last in the tie. Goose 'underdog': the single "
                "player with the fewest leader tokens holds the goose; their bid ranks as 1 higher and they pay "
                "the real bid.",
          "ガチョウ「同額の負け」：追加の競りの代わりに、同額のプレイヤーの1人にガチョウを渡し、その人が"
          "同額の中で最下位になります（最初は偶然で、以後は持ち主が渡す相手を選ぶ）。"
          "ガチョウ「劣勢」：商品チップが単独で最も少ないプレイヤーがガチョウを持ち、競りの金額が1高い"
          "ものとして扱われます（支払いは元の金額）。"));
  RulesHeading(Tr(lang, "On this table", "この画面での操作"));
  RulesItem(Tr(lang, "Tap a card in your hand, then 'Lay face down'. Set your bid with − and + (or drag the bar), "
                "then 'Bid'. Tap a card on the table to take it. Tap a card on sale to buy it.",
          "手札のカードを選び「伏せて出す」。−と＋（またはバー）で金額を決めて「入札」。卓のカードを選んで"
          "取ります。売りに出ているカードを選ぶと購入できます。"));
  RulesItem(Tr(lang, "What you can do now glows; hover over anything else to see why not.",
          "今できることは光ります。できないものにカーソルを合わせると理由が表示されます。"));
}

}  // namespace mercato::web::turin_market_view

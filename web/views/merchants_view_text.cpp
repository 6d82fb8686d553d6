#include "views/merchants_view_text.h"

#include <cstdio>

#include "imgui.h"
#include "views/merchants_view_style.h"
#include "views/rules_page.h"

namespace mercato::web::merchants_view {

namespace {

bool Ja(Lang lang) { return lang == Lang::kJapanese; }

// English verbs agree with "You" or "Seat 2".
std::string Say(const std::string& who, bool you, const char* verb_you, const char* verb_other) {
  return who + " " + (you ? verb_you : verb_other);
}

std::string PileList(int mask) {
  std::string out;
  for (int i = 0; i < mm::kDemandPiles; ++i) {
    if (!(mask & (1 << i))) continue;
    if (!out.empty()) out += ",";
    out += std::to_string(i + 1);
  }
  return out;
}

std::string Format(const char* format, int a, int b = 0) {
  char text[160];
  std::snprintf(text, sizeof(text), format, a, b);
  return text;
}

}  // namespace

std::string WhyNotWords(const BlockedMove& b, Lang lang) {
  const mm::DecodedAction a = mm::DecodeAction(b.action);
  const std::string& r = b.reason;
  if (r == kNotYourTurn) return Tr(lang, "Wait for your turn.", "自分の手番を待ってください。");
  if (r == "none_left") return Tr(lang, "None left.", "残っていません。");
  if (r == "step_1_only") {
    return a.kind == mm::ActionKind::kSwap
               ? Tr(lang, "Cubes are swapped in step 1.", "コマの交換は手順１で行います。")
               : Tr(lang, "Special cards are bought in step 1.", "特殊カードは手順１で購入します。");
  }
  if (r == "step_1_used") {
    return Tr(lang, "You have used step 1 this turn (one swap, purchase or pass).",
              "この手番の手順１はもう使いました（交換・購入・パスのどれか１つ）。");
  }
  if (r == "too_poor") {
    return Format(Tr(lang, "Costs %d coins; you have %d.", "%d金必要です（所持金%d金）。"), b.Get("price"),
                  b.Get("have"));
  }
  if (r == "no_cube_left") return Tr(lang, "No cube is left to load a new ship.", "新しい船に積む荷がもうありません。");
  if (r == "no_cube_of_good") {
    return Tr(lang, "No cubes of this good are left in the supply.", "この商品のコマはストックにありません。");
  }
  if (r == "play_in_step_2") {
    return Tr(lang, "Cards are played in step 2: first swap, buy or pass.",
              "カードを出すのは手順２です。まず交換・購入・パスを。");
  }
  if (r == kNotNow && a.kind == mm::ActionKind::kPlay) {
    return Tr(lang, "No cards are played now.", "今はカードを出せません。");
  }
  if (r == "one_card_per_pile") {
    return Format(Tr(lang, "You hold only %d of that good: one card per pile.",
                     "その商品は%d枚しかありません（１山に１枚）。"),
                  b.Get("have"));
  }
  return "";
}

std::string SpecialHelp(int kind, const mm::Numbers& numbers, Lang lang) {
  switch (kind) {
    case mm::kShip:
      return Tr(lang, "carries one more cube; a bought ship is loaded at once from the supply.",
                "コマをもう１つ積めます。購入した船にはすぐストックからコマを積みます。");
    case mm::kTradingHouse:
      return Tr(lang, "at the end of each of your turns you may draw ", "自分の手番の終わりに、山札から") +
             Numeral(numbers.house_draw, lang) +
             Tr(lang, numbers.house_draw == 1 ? " more card." : " more cards.",
                "枚追加で引けます（引かなくてもよい）。");
    case mm::kAgreement:
      return Tr(lang, "+", "決算でお金を獲得するたびに追加で") + Numeral(numbers.agreement_bonus, lang) +
             Tr(lang, " coins whenever you earn in a settlement, on anyone's turn.",
                "金（他のプレイヤーの手番でも）。");
    case mm::kStevedore:
      return Tr(lang, "one extra cube swap in each step 1, before or after your step-1 choice.",
                "手順１で、手順１を消費せずにコマを１つ交換できます（前でも後でも）。");
    default:
      return "";
  }
}

std::string Words(const GameEvent& e, int viewer, Lang lang) {
  const bool ja = Ja(lang);
  const bool you = IsYou(e.seat, viewer);
  const std::string who = SeatWord(e.seat, viewer, lang);
  const bool seen = e.Has("good");
  const std::string good = seen ? GoodName(e.Get("good"), lang) : std::string();
  const std::string& kind = e.kind;
  if (kind == "start") {
    return ja ? who + "がスタートプレイヤー" : Say(who, you, "are the start player", "is the start player");
  }
  if (kind == "demand") {
    const std::string pile = std::to_string(e.Get("pile") + 1);
    return ja ? "需要の山" + pile + "：" + good : "Demand pile " + pile + ": " + good;
  }
  if (kind == "dealt") {
    if (seen) return ja ? who + "に" + good + "が配られた" : Say(who, you, "are dealt ", "is dealt ") + good;
    return ja ? who + "にカードが１枚配られた" : who + " is dealt a card";
  }
  if (kind == "drew") {
    if (seen) return ja ? who + "は" + good + "を引いた" : Say(who, you, "draw ", "draws ") + good;
    return ja ? who + "はカードを１枚引いた" : who + " draws a card";
  }
  if (kind == "deck_empty") return ja ? "山札が尽きてゲーム終了" : "The deck is empty: game over";
  if (kind == "load") {
    return ja ? who + "が" + good + "のコマを船に積んだ" : Say(who, you, "load ", "loads ") + good + " onto a ship";
  }
  if (kind == "swap") {
    const std::string good2 = GoodName(e.Get("good2"), lang);
    const bool stevedore = e.Get("stevedore") != 0;
    if (ja) return who + "が" + good + "のコマを" + good2 + "と交換" + (stevedore ? "（荷役）" : "");
    return Say(who, you, "swap ", "swaps ") + good + " for " + good2 + (stevedore ? " (stevedore)" : "");
  }
  if (kind == "buy") {
    const std::string price = std::to_string(e.Get("price"));
    const std::string name = SpecialName(e.Get("special"), lang);
    if (ja) return who + "が" + name + "を" + price + "金で購入" + (seen ? "し、" + good + "を積んだ" : "");
    return Say(who, you, "buy ", "buys ") + Article(name) + " " + name + " for " + price + " coins" +
           (seen ? " and load" + std::string(you ? " " : "s ") + good : "");
  }
  if (kind == "pass") return ja ? who + "は手順１をパス" : Say(who, you, "pass", "passes") + " in step 1";
  if (kind == "to_step2") return ja ? who + "は手順２へ" : Say(who, you, "go on", "goes on") + " to step 2";
  if (kind == "draw2") {
    const int n = e.Get("cards");
    return ja ? who + "は" + Numeral(n, lang) + "枚引く"
              : Say(who, you, "draw", "draws") + " " + std::to_string(n) + (n == 1 ? " card" : " cards");
  }
  if (kind == "play") {
    const int count = e.Get("count");
    const std::string piles = PileList(e.Get("piles"));
    const std::string demand = std::to_string(e.Get("demand"));
    const std::vector<int>& pay = e.List("pay");
    std::string earned;
    for (int p = 0; p < int(pay.size()); ++p) {
      if (pay[p] == 0) continue;
      if (!earned.empty()) earned += ja ? "、" : ", ";
      earned += SeatWord(p, viewer, lang) + " +" + std::to_string(pay[p]);
    }
    if (ja) {
      return who + "が" + good + "を" + std::to_string(count) + "枚出した（山" + piles + "）：" + good +
             "の需要" + demand + " — " + (earned.empty() ? std::string("獲得なし") : earned);
    }
    return Say(who, you, "play ", "plays ") + std::to_string(count) + " " + good + " (pile" +
           (count > 1 ? "s " : " ") + piles + "): " + good + " demand " + demand + " — " +
           (earned.empty() ? std::string("nobody earns") : earned);
  }
  if (kind == "house_draw") {
    const int n = e.Get("cards");
    return ja ? who + "は商館で" + Numeral(n, lang) + "枚引く"
              : Say(who, you, "draw", "draws") + " " + std::to_string(n) + (n == 1 ? " more card" : " more cards") +
                    " (trading house)";
  }
  if (kind == "house_skip") return ja ? who + "は商館のドローをしない" : Say(who, you, "skip", "skips") + " the trading-house draw";
  return e.notation;
}

void ScoreBreakdown(const mm::MerchantsSeatView& table, Lang lang) {
  const int n = table.num_players();
  d::ScoreSheet sheet;
  sheet.headers = {Tr(lang, "Player", "プレイヤー"),          Tr(lang, "Own plays", "自分の決算"),
                   Tr(lang, "Others' plays", "他人の決算"), Tr(lang, "Agreements", "協定"),
                   Tr(lang, "Spent", "購入"),        Tr(lang, "Money", "所持金")};
  for (int p = 0; p < n; ++p) {
    const mm::Earnings& e = table.EarningsOf(p);
    sheet.rows.push_back({PersonName(p, lang),
                          "+" + std::to_string(e.own_turns), "+" + std::to_string(e.other_turns),
                          "+" + std::to_string(e.agreements),
                          e.spent > 0 ? "-" + std::to_string(e.spent) : std::string("0"),
                          std::to_string(table.Money(p))});
  }
  d::DrawScoreSheet("merchants_breakdown", sheet);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr(lang, "Special cards owned at the end (worth nothing):",
                              "終了時に持っていた特殊カード（得点にはなりません）："));
  for (int p = 0; p < n; ++p) {
    std::string line = PersonName(p, lang) + Tr(lang, ": ", "：");
    for (int k = 0; k < mm::kNumSpecialKinds; ++k) {
      if (k > 0) line += Tr(lang, ", ", "、");
      line += std::string(SpecialName(k, lang)) + " " + std::to_string(table.Owned(p, mm::Special(k)));
    }
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr(lang, "The most money wins; a tie is shared.",
                              "所持金が最も多いプレイヤーの勝ち。同点なら勝利を分け合います。"));
}

void Rules(Lang lang) {
  ImGui::TextWrapped("%s", Tr(lang,
      "Merchants (Reiner Knizia), 2–4 players, about 30 minutes. Earn the most money by playing "
      "goods onto the demand row — but every player with cubes of that good on their ships earns too.",
      "交易王（ライナー・クニツィア）、2～4人、約30分。手札の商品を需要の場に出してお金を獲得します。"
      "ただし、その商品のコマを船に積んでいるプレイヤーは全員が獲得します。"));
  RulesHeading(Tr(lang, "Components", "内容物"));
  RulesItem(Tr(lang, "60 goods cards: cotton, salt, indigo, hemp, copper and pepper, 10 of each.",
          "商品カード60枚：綿・塩・藍・麻・銅・胡椒が各10枚。"));
  RulesItem(Tr(lang, "30 goods cubes, 5 of each good. Coins.", "商品コマ30個（各色5個）。貨幣。"));
  RulesItem(Tr(lang, "Special cards: 14 ships (10 coins), 2 trading houses (8), 2 agreements (11), 2 stevedores (12).",
          "特殊カード：船14枚（10金）、商館2枚（8金）、協定2枚（11金）、荷役2枚（12金）。"));
  RulesHeading(Tr(lang, "Setup", "準備"));
  RulesItem(Tr(lang, "Shuffle the goods cards; deal 3 to each player (kept secret). The rest is the deck.",
          "商品カードをシャッフルし、各プレイヤーに3枚ずつ配ります（非公開）。残りは山札。"));
  RulesItem(Tr(lang, "Turn 6 cards face up: the 6 demand piles.", "山札から6枚をおもてにして並べます：需要の6つの山。"));
  RulesItem(Tr(lang, "Each player gets 2 ships. A start player is chosen at random; from them, clockwise, "
                "each loads one cube of any good onto an empty ship — two rounds.",
          "各プレイヤーは船を2枚受け取ります。スタートプレイヤーを決め、時計回りに1つずつ好きな商品コマを"
          "空いている船に積みます（2巡）。"));
  RulesHeading(Tr(lang, "Your turn: step 1 (one of)", "手番：手順１（いずれか1つ）"));
  RulesItem(Tr(lang, "Swap: put the cube of one of your ships back and take a cube of another good from the supply.",
          "交換：自分の船のコマを1つストックに戻し、別の商品のコマを積みます。"));
  RulesItem(Tr(lang, "Buy one special card that is still available (a new ship is loaded at once).",
          "残っている特殊カードを1枚購入します（新しい船にはすぐコマを積みます）。"));
  RulesItem(Tr(lang, "Pass.", "パス。"));
  RulesItem(Tr(lang, "Each stevedore you own gives one extra swap in step 1, before or after your step-1 choice.",
          "荷役を持っていれば、手順１を消費せずに1枚につき1回、追加でコマを交換できます（前後どちらでも）。"));
  RulesHeading(Tr(lang, "Your turn: step 2 (one of)", "手番：手順２（いずれか1つ）"));
  RulesItem(Tr(lang, "Play 1–6 cards of one good from your hand, each onto a different demand pile.",
          "手札から1種類の商品カードを1～6枚、それぞれ別の需要の山の上に出します。"));
  RulesItem(Tr(lang, "Or draw 2 cards from the deck. (Never both.)", "または山札から2枚引きます（両方はできません）。"));
  RulesHeading(Tr(lang, "Settlement", "決算"));
  RulesItem(Tr(lang, "After a play of a good, count the demand piles now showing that good on top. Every player "
                "earns that many coins for each cube of that good on their ships.",
          "カードを出したら、その商品が一番上に見えている需要の山を数えます。全プレイヤーが、船に積んだ"
          "その商品のコマ1つにつき、その数だけお金を獲得します。"));
  RulesItem(Tr(lang, "Example: one indigo shows; you play two indigo on other piles: 3 indigo show. One indigo cube "
                "earns 3 coins, two indigo cubes earn 6 — for you and for anyone else holding indigo.",
          "例：藍が1枚見えている場に藍を2枚出すと、藍は3枚。藍のコマ1つなら3金、2つなら6金。"
          "藍のコマを持つ他のプレイヤーも同じく獲得します。"));
  RulesItem(Tr(lang, "Each agreement adds 2 coins whenever its owner earns, also on other players' turns.",
          "協定を持っていると、お金を獲得するたびに1枚につき追加で2金（他のプレイヤーの手番でも）。"));
  RulesHeading(Tr(lang, "End of your turn", "手番の終わり"));
  RulesItem(Tr(lang, "Each trading house you own lets you draw 1 more card (you may decline).",
          "商館1枚につき、山札から1枚追加で引けます（引かなくてもかまいません）。"));
  RulesHeading(Tr(lang, "End of the game", "ゲームの終了"));
  RulesItem(Tr(lang, "The game ends the moment the deck runs out (a draw takes what is left).",
          "山札が尽きたらただちにゲーム終了です（引ける分だけ引いて終了）。"));
  RulesItem(Tr(lang, "Special cards are worth nothing. The most money wins; a tie is shared.",
          "特殊カードは得点になりません。所持金が最も多いプレイヤーの勝ち。同点なら勝利を分け合います。"));
  RulesHeading(Tr(lang, "On this table", "この画面での操作"));
  RulesItem(Tr(lang, "Step 1: tap a cube on one of your ships, then a good in the supply to swap; tap a special card to buy it.",
          "手順１：自分の船のコマ→ストックの商品の順に選ぶと交換。特殊カードを選ぶと購入。"));
  RulesItem(Tr(lang, "Step 2: tap a good in your hand, tap the piles to cover, then Play — or Draw 2 cards.",
          "手順２：手札の商品→重ねる山の順に選び「出す」。または「２枚引く」。"));
  RulesItem(Tr(lang, "What you can do now glows; hover over anything else to see why not.",
          "今できることは光ります。できないものにカーソルを合わせると理由が表示されます。"));
}

}  // namespace mercato::web::merchants_view

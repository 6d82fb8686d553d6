#include "views/oregano_view_text.h"

#include <cstdio>
#include <vector>

#include "imgui.h"
#include "views/seat_sentence.h"

namespace mercato::web::oregano_view {

namespace {

std::string Num(int value) { return std::to_string(value); }

// English verbs agree with "You" or "Seat 2".
std::string Who(int seat, int viewer, Lang lang, const char* verb_you, const char* verb_other,
                const char* verb_ja) {
  std::string out = SeatWord(seat, viewer, lang);
  if (Ja(lang)) {
    out += "が";
    out += verb_ja;
  } else {
    out += " ";
    out += IsYou(seat, viewer) ? verb_you : verb_other;
  }
  return out;
}

std::string Level(int level, Lang lang) {
  return Ja(lang) ? "レベル" + Num(level) : "level " + Num(level);
}

og::ResourceCount CardsOf(const GameEvent& e) {
  og::ResourceCount cards{};
  const std::vector<int>& list = e.List("cards");
  for (int r = 0; r < og::kNumResources && r < int(list.size()); ++r) cards[r] = list[r];
  return cards;
}

// What a turn action set off: a completed strategy card, bonus cards.
std::string Consequences(const GameEvent& e, Lang lang) {
  std::string out;
  if (e.Has("completed")) {
    // The completed card is public: it goes back to the deck face up.
    const std::string card = StrategyName(e.Get("completed"), lang);
    const std::string reward = Num(e.Get("reward"));
    out += Ja(lang) ? "。戦略カード「" + card + "」達成（+" + reward + "ゴールド）"
                    : ", completing " + card + " (+" + reward + " gold)";
  }
  for (int b : e.List("bonuses")) {
    out += Ja(lang) ? std::string("。ボーナス「") + BonusName(b, lang) + "」獲得"
                    : std::string(", winning the bonus card ") + BonusName(b, lang);
  }
  return out;
}

}  // namespace

std::string Words(const GameEvent& e, int viewer, Lang lang) {
  const bool ja = Ja(lang);
  const int seat = e.seat;
  const std::string& kind = e.kind;
  if (kind == "merchant") {
    return Who(seat, viewer, lang, "start with", "starts with", "最初の店に") +
           (ja ? std::string("") : " a ") + ShopName(e.Get("shop"), lang) +
           (ja ? std::string("を選ぶ（") + Num(e.Get("row") + 1) + "行目）"
               : std::string(" in row ") + Num(e.Get("row") + 1));
  }
  if (kind == "draw") {
    if (seat == viewer && e.Has("card")) {
      const std::string card = StrategyName(e.Get("card"), lang);
      if (!IsYou(seat, viewer)) {  // a shared screen: by name
        return SeatWord(seat, viewer, lang) + (ja ? "が戦略カード「" + card + "」を引く" : " draws " + card);
      }
      return ja ? "あなたは戦略カード「" + card + "」を引く" : "You draw " + card;
    }
    return Who(seat, viewer, lang, "draw", "draws", "戦略カードを1枚引く") + (ja ? "" : " a strategy card");
  }
  if (kind == "keep") {
    if (seat == viewer && e.Has("card")) {
      const std::string card = StrategyName(e.Get("card"), lang);
      if (!IsYou(seat, viewer)) {
        return SeatWord(seat, viewer, lang) + (ja ? "が「" + card + "」を選ぶ" : " keeps " + card);
      }
      return ja ? "あなたは「" + card + "」を選ぶ" : "You keep " + card;
    }
    return Who(seat, viewer, lang, "keep", "keeps", "戦略カードを1枚選ぶ") + (ja ? "" : " a strategy card");
  }
  if (kind == "build") {
    const std::string cost = CostText(e.Get("gold"), CardsOf(e), lang);
    const std::string row = Num(e.Get("row") + 1);
    return Who(seat, viewer, lang, "build", "builds", "") +
           (ja ? std::string(ShopName(e.Get("shop"), lang)) + "を誘致（" + row + "行目、" + cost + "）"
               : std::string(" a ") + ShopName(e.Get("shop"), lang) + " in row " + row + " for " + cost) +
           Consequences(e, lang);
  }
  if (kind == "level_up") {
    const std::string shop = ShopName(e.Get("shop"), lang);
    const std::string cost = CostText(e.Get("gold"), CardsOf(e), lang);
    const std::string level = Level(e.Get("level"), lang);
    return (ja ? SeatWord(seat, viewer, lang) + "が" + shop + "を" + level + "にアップ（" + cost + "）"
               : Who(seat, viewer, lang, "level up", "levels up", "") + " " + Article(shop) + " " + shop +
                     " to " + level + " for " + cost) +
           Consequences(e, lang);
  }
  if (kind == "take") {
    const int owner = e.Get("owner");
    const bool own = owner == seat;
    const std::string resource = ResourceName(e.Get("resource"), lang);
    const std::string amount = Num(e.Get("amount"));
    const std::string fee = Num(e.Get("fee"));
    std::string line;
    if (ja) {
      line = SeatWord(seat, viewer, lang) + "が" +
             (own ? std::string("自分の") : SeatWord(owner, viewer, lang) + "の") +
             ShopName(e.Get("shop"), lang) + "から" + resource + "を" + amount + "枚" +
             (own ? std::string("得る") : "得る（" + fee + "ゴールド支払い）");
    } else {
      line = Who(seat, viewer, lang, "take", "takes", "") + " " + amount + " " + resource + " from " +
             (own ? std::string(IsYou(seat, viewer) ? "your" : "their") + " own merchant"
              : IsYou(owner, viewer) ? "your merchant, paying " + fee + " gold"
                                : SeatWord(owner, viewer, lang) + "'s merchant, paying " + fee + " gold");
    }
    return line + Consequences(e, lang);
  }
  if (kind == "sell") {
    const std::string shop = ShopName(e.Get("shop"), lang);
    const std::string level = Level(e.Get("level"), lang);
    const std::string price = Num(e.Get("price"));
    return (ja ? SeatWord(seat, viewer, lang) + "が" + shop + "（" + level + "）を" + price + "ゴールドで売却"
               : Who(seat, viewer, lang, "sell", "sells", "") + " " + Article(shop) + " " + shop + " (" + level +
                     ") for " + price + " gold") +
           Consequences(e, lang);
  }
  if (kind == "buy") {
    const std::string shop = ShopName(e.Get("shop"), lang);
    const std::string level = Level(e.Get("level"), lang);
    const std::string price = Num(e.Get("price"));
    return (ja ? SeatWord(seat, viewer, lang) + "が大通りの" + shop + "（" + level + "）を" + price +
                     "ゴールドで買収"
               : Who(seat, viewer, lang, "buy", "buys", "") + " " + Article(shop) + " " + shop + " (" + level +
                     ") from the main street for " + price + " gold") +
           Consequences(e, lang);
  }
  if (kind == "casino") return Who(seat, viewer, lang, "go to the casino", "goes to the casino", "カジノに行く");
  if (kind == "casino_skip") {
    return Who(seat, viewer, lang, "skip the casino", "skips the casino", "カジノに行かない");
  }
  if (kind == "die") {
    const std::string face = Num(e.Get("face"));
    const std::string gold = Num(e.Get("gold"));
    if (e.Get("win") == 0) {
      return ja ? "ダイスは" + face + "：" + SeatWord(seat, viewer, lang) + "が" + gold + "ゴールドを失う"
                : "The die shows " + face + ": " + Who(seat, viewer, lang, "lose", "loses", "") + " " + gold +
                      " gold";
    }
    return ja ? "ダイスは" + face + "：" + SeatWord(seat, viewer, lang) + "が他のプレイヤーから計" + gold +
                    "ゴールドを奪う"
              : "The die shows " + face + ": " + Who(seat, viewer, lang, "take", "takes", "") + " " + gold +
                    " gold from the others";
  }
  if (kind == "end") {
    std::string out = ja ? "2種類目の店の在庫が尽きた：ゲーム終了" : "A second shop kind has run out: the game ends";
    if (e.Get("round_end") != 0) out += Tr(lang, " after this round", "（このラウンドの終わりに）");
    return out;
  }
  return e.notation;
}

std::string WhyNot(const BlockedMove& blocked, Lang lang) {
  const std::string& code = blocked.reason;
  const bool ja = Ja(lang);
  if (code == "merchant_first") {
    return Tr(lang, "Start with a wood, stone or metal merchant.", "最初は資源店から選びます。");
  }
  if (code == "category_used") {
    return Tr(lang, "You already did this action this turn: the two actions must differ.",
              "この行動は今ターン実行済みです（2つの行動は別々でなければなりません）。");
  }
  if (code == "no_supply") return Tr(lang, "None left in the supply.", "在庫がありません。");
  if (code == "cell_taken") return Tr(lang, "That cell is taken.", "そのマスは埋まっています。");
  if (code == "column_full") {
    if (og::Decode(blocked.action).type == og::ActionType::kBuild) {
      return Tr(lang, "No free cell in your first column.", "1列目に空きマスがありません。");
    }
    return Tr(lang, "No free cell in the column of its level.", "そのレベルの列に空きマスがありません。");
  }
  if (code == "not_enough_gold") {
    const int price = blocked.Get("price"), have = blocked.Get("have");
    return ja ? "ゴールドが足りません。" + Num(price) + "ゴールド必要（所持" + Num(have) + "）。"
              : "Not enough gold. It costs " + Num(price) + ", you have " + Num(have) + ".";
  }
  if (code == "not_enough_resources") {
    std::string out = Tr(lang, "Not enough resource cards.", "資源カードが足りません。");
    for (int r = 0; r < og::kNumResources; ++r) {
      const int need = blocked.Get(std::string("need_") + og::kResourceIds[r]);
      if (need < 0) continue;
      const int have = blocked.Get(std::string("have_") + og::kResourceIds[r]);
      out += ja ? std::string(og::kResourceNamesJa[r]) + Num(need) + "枚必要（所持" + Num(have) + "）。"
                : " " + std::string(og::kResourceNamesEn[r]) + ": " + Num(need) + " needed, you have " + Num(have) + ".";
    }
    return out;
  }
  if (code == "special_limit") {
    return Tr(lang, "You may own only one special shop.", "特殊店は1プレイヤー1店までです。");
  }
  if (code == "needs_builder") {
    return Tr(lang, "Levelling up needs your own builder.", "レベルアップには建築屋が必要です。");
  }
  if (code == "bank_empty") return Tr(lang, "No cards of that resource left.", "その資源カードは残っていません。");
  if (code == "cannot_pay_fee") {
    return Format(Tr(lang, "Using another player's merchant costs %d gold.",
                     "他プレイヤーの資源店を使うには%dゴールド必要です。"), blocked.Get("fee"));
  }
  if (code == "own_sale_this_turn") {
    return Tr(lang, "You cannot buy back the shop you sold this turn.",
              "このターンに自分が売却した店は買収できません。");
  }
  return "";  // not_your_turn, not_now: GameView::WhyNot
}

void ScoreBreakdown(const og::OreganoSeatView& table, Lang lang) {
  const int n = table.num_players();
  d::ScoreSheet sheet;
  sheet.headers.push_back("");
  for (int p = 0; p < n; ++p) sheet.headers.push_back(PersonName(p, lang));
  std::vector<og::ScoreBreakdown> rows;
  for (int p = 0; p < n; ++p) rows.push_back(table.Breakdown(p));
  auto row = [&](const char* label, auto value) {
    std::vector<std::string> cells = {label};
    for (int p = 0; p < n; ++p) cells.push_back(value(p));
    sheet.rows.push_back(cells);
  };
  row(Tr(lang, "Gold", "所持ゴールド"), [&](int p) { return std::to_string(rows[p].gold); });
  const auto& points = table.numbers().score_by_level;  // the table's, not the printed
  for (int level = 1; level <= og::kLevels; ++level) {
    char label[96];
    std::snprintf(label, sizeof(label), Tr(lang, "Shops at level %d (%d each)", "レベル%dの店（各%d）"),
                  level, points[size_t(level - 1)]);
    row(label, [&](int p) {
      const int count = rows[p].shops_by_level[level - 1];
      return std::to_string(count) + " = " + std::to_string(count * points[size_t(level - 1)]);
    });
  }
  row(Format(Tr(lang, "Bonus cards (%d each)", "ボーナスカード（各%d）"), table.numbers().bonus_value).c_str(), [&](int p) {
    return std::to_string(rows[p].bonus_cards) + " = " + std::to_string(rows[p].bonus_points);
  });
  row(Tr(lang, "Strategy cards completed", "達成した戦略カード"),
      [&](int p) { return std::to_string(table.observation().players[p].strategies_completed); });
  sheet.marked.push_back(int(sheet.rows.size()));
  row(Tr(lang, "Total", "合計"), [&](int p) { return std::to_string(rows[p].total); });
  d::DrawScoreSheet("oregano_scores", sheet);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr(lang,
                              "Specials count as level 1. Resource cards count for nothing. A tie "
                              "goes to more gold, then is shared.",
                              "特殊店はレベル1として数えます。資源カードは得点になりません。同点なら所持ゴールドの多い方が勝ち、それも同じなら引き分けです。"));
}

void Rules(Lang lang) {
  auto heading = [](const char* text) {
    ImGui::Spacing();
    ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", text);
  };
  auto para = [](const char* text) { ImGui::TextWrapped("%s", text); };
  para(Tr(lang,
          "Trial rules of a market game: build the busiest corner of a Mediterranean market. "
          "Each player has an area of 4 rows x 4 columns; a shop's column is its level (1 to 4).",
          "地中海の市場の一角を任された商人として、最も繁盛したエリアを作り上げる試遊版ルールです。"
          "各プレイヤーは4行×4列のエリアを持ち、店の列がそのレベル（1～4）です。"));
  heading(Tr(lang, "Setup", "準備"));
  para(Tr(lang,
          "Everyone gets 5 gold and places a wood, stone or metal merchant in a level-1 cell. "
          "Then everyone draws 2 strategy cards (3 with the option), keeps one secretly and "
          "shuffles the other back.",
          "各自5ゴールドを受け取り、木材商・石商・金属商から1つを選んでレベル1のマスに置きます。"
          "戦略カードを2枚（オプションで3枚）引き、1枚を選んで手元に、残りは山札に戻します。"));
  heading(Tr(lang, "Your turn", "手番"));
  para(Tr(lang,
          "1. Dividends: café and variety store 1 gold, clothes 2, restaurant 3, +1 per level "
          "above 1; a fountain adds 1 to each of your general shops.",
          "1. 配当金：カフェ・雑貨屋1ゴールド、服屋2、レストラン3。レベルが1上がるごとに+1。"
          "噴水があれば自分の一般店すべての配当金が+1。"));
  para(Tr(lang,
          "2. Do two different actions of: Build, Resource, Sell, Buy.",
          "2. 誘致・資源・売却・買収のうち、異なる2つの行動を行います。"));
  para(Tr(lang,
          "Build: a new shop from the supply into an empty level-1 cell, paying its cost; or "
          "level up one shop to the next column of its row (the cell must be empty). Level-ups "
          "need your own builder and cost the build cost again plus 3 / 5 / 7 gold. Special "
          "shops never level up, and you may own only one special shop.",
          "誘致：在庫から新しい店をレベル1の空きマスに建てる（建築コストを支払う）か、店を同じ行の"
          "次の列へレベルアップします（移動先は空きマス）。レベルアップには自分の建築屋が必要で、"
          "建築コスト＋3/5/7ゴールドかかります。特殊店はレベルアップできず、1人1店までです。"));
  para(Tr(lang,
          "Resource: use any merchant on the table and take as many cards of its resource as its "
          "level. Another player's merchant costs you 2 gold, paid to its owner.",
          "資源：場にある資源店を1つ選び、そのレベルと同じ数の資源カードを得ます。"
          "他プレイヤーの資源店を使うときは持ち主に2ゴールド払います。"));
  para(Tr(lang,
          "Sell: sell one of your shops; it goes to the main street keeping its level. Prices at "
          "level 1: merchants and builder 5, other specials 8, café/variety 1, clothes 2, "
          "restaurant 3; +3 / +5 / +8 at levels 2 / 3 / 4. A jeweller adds 3 to your sales.",
          "売却：自分の店を売り、大通りへ移します（レベルはそのまま）。レベル1の値段：資源店・建築屋5、"
          "その他の特殊店8、カフェ・雑貨屋1、服屋2、レストラン3。レベル2/3/4で+3/+5/+8。"
          "宝石屋があれば売却額+3。"));
  para(Tr(lang,
          "Buy: buy a shop from the main street for its price minus 1, into an empty cell of the "
          "column of its level. Not the shop you sold this turn.",
          "買収：大通りの店を売却価格−1ゴールドで買い、そのレベルの列の空きマスに置きます。"
          "このターンに自分が売った店は買えません。"));
  para(Tr(lang,
          "3. Casino owners may roll a die at the end of their turn: 1-4 pay 5 gold, 5-6 take 7 "
          "gold from every other player (or all they have).",
          "3. カジノを持っていれば手番の終わりにダイスを振れます。1～4で5ゴールドを失い、5～6で他の"
          "全員から7ゴールドずつ奪います（足りなければ持っている分だけ）。"));
  heading(Tr(lang, "Strategy and bonus cards", "戦略カードとボーナス"));
  para(Tr(lang,
          "Your strategy card is secret; its progress is counted from when you took it. Chain "
          "store: build two shops of one kind. Strategic retreat: sell twice. Aggressive merger: "
          "buy twice. Step by step: level up two shops. Savvy shopper: take two different "
          "resources from other players' merchants. Completing it pays 5 gold; then draw 2 and keep one.",
          "戦略カードは秘密です。達成状況は取ったときから数えます。チェーン店：同じ店を2つ作る。"
          "戦略的撤退：売却を2回。積極合併：買収を2回。ステップ・バイ・ステップ：2店をレベルアップ。"
          "買い物上手：他プレイヤーの資源店から2種類の資源を得る。達成すると5ゴールドを得て、"
          "2枚引いて1枚を残します。"));
  para(Tr(lang,
          "Bonus cards (5 points each) go to the first player to: have a level-4 shop, complete a "
          "strategy card, fill a diagonal, fill a column, fill a row.",
          "ボーナスカード（各5点）は最初に次を達成したプレイヤーが得ます：レベル4の店、戦略カード達成、"
          "斜め一列、縦一列、横一列。"));
  heading(Tr(lang, "End and score", "終了と得点"));
  para(Tr(lang,
          "When the supply of a second shop kind runs out, the game ends at once (or at the end of "
          "the round, with the option). Score: gold + shops (level 1: 2, level 2: 5, level 3: 8, "
          "level 4: 10; specials count as level 1) + 5 per bonus card. Ties: more gold wins.",
          "2種類目の店の在庫がなくなった時点でゲーム終了（オプションでそのラウンドの終わり）。"
          "得点：所持ゴールド＋店（レベル1：2、2：5、3：8、4：10。特殊店はレベル1）＋ボーナス1枚5点。"
          "同点なら所持ゴールドの多い方の勝ち。"));
}

}  // namespace mercato::web::oregano_view

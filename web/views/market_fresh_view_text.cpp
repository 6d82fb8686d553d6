#include "views/market_fresh_view_text.h"

#include <cstdio>

#include "views/rules_page.h"
#include "views/seat_sentence.h"

namespace mercato::web::market_fresh_view {

namespace {

bool Ja(Lang lang) { return lang == Lang::kJapanese; }

std::string Points(int points, Lang lang) {
  char text[48];
  std::snprintf(text, sizeof(text), Ja(lang) ? "%d点" : (points == 1 ? "%d point" : "%d points"),
                points);
  return text;
}

std::string Row(int row, Lang lang) {
  char text[32];
  std::snprintf(text, sizeof(text), Ja(lang) ? "%d行目" : "row %d", row);
  return text;
}

}  // namespace

std::string WhyNotWords(const BlockedMove& blocked, Lang lang) {
  const std::string& r = blocked.reason;
  // The hand's crates (non-solo) are told by their discard id.
  const bool hand_crate = mf::KindOf(blocked.action) == mf::ActionKind::kDiscard;
  if (r == mercato::kNotYourTurn) return Tr(lang, "Wait for your turn.", "自分の手番を待ってください。");
  if (r == "pile_empty") return Tr(lang, "The face-down pile is empty.", "裏向きの木箱はもうありません。");
  if (r == "take_first") return Tr(lang, "First take a crate from the market.", "まず木箱を1つ取ってください。");
  if (r == "place_first") {
    return Tr(lang, "You have taken a crate: place one now.", "木箱は取りました。店先に置いてください。");
  }
  if (r == "score_first") {
    return hand_crate ? Tr(lang, "Score the crate you placed first.", "先に置いた木箱を得点化してください。")
                      : Tr(lang, "Score your crate first.", "先に木箱を得点化してください。");
  }
  if (r == "fits_nowhere") {
    return hand_crate ? Tr(lang, "This crate fits nowhere in your storefront.", "この木箱は店先のどこにも置けません。")
                      : Tr(lang, "This crate fits nowhere now.", "この木箱は今どこにも置けません。");
  }
  if (r == "not_level") {
    return Tr(lang, "Not level: both halves must rest at the same height (no tilted crates).",
              "水平ではありません：両半分を同じ高さに置く必要があります（傾けて置けません）。");
  }
  if (r == "no_picture_match") {
    return Tr(lang, "Over a picture, at least one half must show the produce pictured below it.",
              "絵の上に置くときは、少なくとも半分の1つがすぐ下の絵と一致する必要があります。");
  }
  if (r == "no_crate_match") {
    return Tr(lang, "On crates, at least one half must match the produce directly below it.",
              "木箱の上に置くときは、少なくとも半分の1つがすぐ下の農産物と一致する必要があります。");
  }
  return "";
}

std::string ChoiceText(const mf::ScoreChoice& c, Lang lang) {
  std::string text = ProduceName(c.produce, lang);
  text += Ja(lang) ? "：" : ": ";
  char detail[96];
  if (c.height) {
    std::snprintf(detail, sizeof(detail), Ja(lang) ? "%d個 × 高さ%d" : "%d visible × height %d",
                  c.count, c.multiplier);
  } else {
    std::snprintf(detail, sizeof(detail), Ja(lang) ? "%d個見えている" : "%d visible", c.count);
  }
  text += detail;
  if (c.perfect) {
    std::snprintf(detail, sizeof(detail), Tr(lang, " + %d perfectly fresh", " ＋完全に新鮮な一致%d"),
                  c.PerfectBonus());
    text += detail;
  }
  text += Ja(lang) ? " ＝ " : " = ";
  text += Points(c.points, lang);
  if (c.tile_row > 0) {
    text += Ja(lang) ? "、農家タイル→" : ", farmer tile to ";
    text += Row(c.tile_row, lang);
    if (c.tile_from > 0) text += Tr(lang, " (moves up)", "（上へ移動）");
  }
  return text;
}

std::string ChoiceButtonLabel(const mf::ScoreChoice& c, Lang lang) {
  char text[96];
  if (c.height) {
    std::snprintf(text, sizeof(text), Ja(lang) ? "%s 高さ×%d = %d" : "%s height ×%d = %d",
                  ProduceName(c.produce, lang), c.multiplier, c.points);
  } else {
    std::snprintf(text, sizeof(text), "%s %d", ProduceName(c.produce, lang), c.points);
  }
  return text;
}

namespace {

// The scoring a "score" or "scored" event carries, for ChoiceText.
mf::ScoreChoice ChoiceOf(const GameEvent& e) {
  mf::ScoreChoice c;
  c.produce = e.Get("produce");
  c.height = e.Get("height") != 0;
  c.count = e.Get("count");
  c.multiplier = e.Get("multiplier");
  c.perfect = e.Get("perfect") != 0;
  c.points = e.Get("points");
  c.tile_row = e.Get("tile_row");
  c.tile_from = e.Get("tile_from");
  return c;
}

}  // namespace

std::string Words(const GameEvent& e, int viewer, Lang lang) {
  const bool ja = Ja(lang);
  const bool you = IsYou(e.seat, viewer);
  const std::string who = SeatWord(e.seat, viewer, lang);
  const std::string& kind = e.kind;
  const std::string crate = e.Has("crate") ? CrateLabel(e.Get("crate"), lang) : std::string();
  if (kind == "face_up") return ja ? "表向きに：" + crate : "Face up: " + crate;
  if (kind == "dealt" || kind == "drew") {
    // Others never learn a dealt or drawn crate; the take line said enough.
    if (crate.empty()) return "";
    if (kind == "dealt") {
      return ja ? who + "に配られた木箱：" + crate : who + (you ? " are dealt " : " is dealt ") + crate;
    }
    return ja ? who + "が裏向きで引いた木箱：" + crate : who + (you ? " draw " : " draws ") + crate;
  }
  if (kind == "take") {
    return ja ? who + "が表向きの木箱（" + crate + "）を取りました"
              : who + (you ? " take " : " takes ") + crate + " from the face-up row";
  }
  if (kind == "take_down") {
    return ja ? who + "が裏向きの木箱を取りました" : who + (you ? " take" : " takes") + " a face-down crate";
  }
  if (kind == "discard") {
    const int penalty = e.Get("penalty");
    if (ja) return who + "は置ける木箱がありません：" + crate + "を取り除き、" + std::to_string(penalty) + "点失います";
    return who + " cannot place a crate (not fresh): " + crate + " is removed, -" + Points(penalty, lang);
  }
  if (kind == "place") {
    const std::string a = ProduceName(e.Get("produce_a"), lang);
    const std::string b = ProduceName(e.Get("produce_b"), lang);
    const std::string cell_a = mf::CellName(e.Get("cell_a"));
    const std::string cell_b = mf::CellName(e.Get("cell_b"));
    const std::string height = std::to_string(e.Get("height"));
    const bool perfect = e.Get("perfect") != 0;
    if (ja) {
      return who + "が" + a + "を" + cell_a + "、" + b + "を" + cell_b + "に置きました（高さ" + height + "）" +
             (perfect ? "。完全に新鮮な一致！" : "");
    }
    return who + (you ? " place " : " places ") + a + " on " + cell_a + ", " + b + " on " + cell_b +
           " (height " + height + ")" + (perfect ? ": perfectly fresh!" : "");
  }
  // A double in the standard game, scored at once: the place line goes on.
  if (kind == "scored") return ChoiceText(ChoiceOf(e), lang);
  if (kind == "score") {
    const mf::ScoreChoice c = ChoiceOf(e);
    const char* how = c.height ? Tr(lang, " height-scores ", "が高さスコアリング：")
                               : Tr(lang, " scores ", "の得点：");
    if (!ja && you) how = c.height ? " height-score " : " score ";
    return who + how + ChoiceText(c, lang);
  }
  return e.notation;
}

void ScoreBreakdown(const mf::MarketFreshSeatView& table, Lang lang) {
  const int n = table.num_players();
  const std::vector<mf::FinalBreakdown>& final = table.Final();
  const mf::ScoringMode mode = table.Obs().mode;
  if (final.empty()) {
    ImGui::TextUnformatted(Tr(lang, "The game is not over yet.", "ゲームはまだ終わっていません。"));
    return;
  }
  d::ScoreSheet sheet;
  sheet.headers = {Tr(lang, "Player", "プレイヤー"), Tr(lang, "Crates scored", "木箱の得点")};
  if (mode == mf::ScoringMode::kStandard) {
    sheet.headers.push_back(Tr(lang, "Market columns", "マーケットの列"));
    sheet.headers.push_back(Tr(lang, "Most tiles", "タイル枚数"));
  }
  if (mode == mf::ScoringMode::kSolo) {
    char header[64];
    std::snprintf(header, sizeof(header), Tr(lang, "Crates left (-%d each)", "残った木箱（1つ-%d点）"),
                  table.numbers().solo_leftover_penalty);
    sheet.headers.push_back(header);
  }
  sheet.headers.push_back(Tr(lang, "Total", "合計"));
  char text[96];
  for (int p = 0; p < n; ++p) {
    const mf::FinalBreakdown& f = final[p];
    std::vector<std::string> row = {PersonName(p, lang),
                                    std::to_string(f.play_points)};
    if (mode == mf::ScoringMode::kStandard) {
      row.push_back("+" + std::to_string(f.market.column_total));
      if (f.market.tiles > 0) {
        std::snprintf(text, sizeof(text), Ja(lang) ? "+%d（%d枚・%d位）" : "+%d (%d tiles, #%d)",
                      f.market.tile_count_points, f.market.tiles, f.market.tile_rank);
        row.push_back(text);
      } else {
        row.push_back(Tr(lang, "no tile", "タイルなし"));
      }
    }
    if (mode == mf::ScoringMode::kSolo) {
      std::snprintf(text, sizeof(text), Ja(lang) ? "%d個（-%d点）" : "%d (-%d)", f.leftover_crates,
                    f.leftover_penalty);
      row.push_back(text);
    }
    row.push_back(std::to_string(f.total));
    sheet.rows.push_back(row);
  }
  d::DrawScoreSheet("market_fresh_breakdown", sheet);
  if (mode == mf::ScoringMode::kSolo) {
    const int rank = mf::MarketFreshSeatView::SoloRankOf(final[0].total);
    ImGui::Spacing();
    ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s %s",
                       Tr(lang, "How did it go?", "どうでしたか？"),
                       Ja(lang) ? mf::kSoloRanks[rank].title_ja : mf::kSoloRanks[rank].title_en);
  } else if (mode == mf::ScoringMode::kHeight) {
    ImGui::Spacing();
    ImGui::TextWrapped("%s", Tr(lang, "Crate height variant: the market board is not scored at the end.",
                                "木箱の高さバリアント：最終スコアリングはありません。"));
  }
}

void Rules(Lang lang) {
  ImGui::TextWrapped("%s", Tr(lang,
      "Market Fresh, 1-4 players, about 30 minutes. Stack crates of fresh produce in your "
      "storefront, score the produce you show, and crowd your rivals out of the market.",
      "マーケットフレッシュ、1～4人、約30分。店先に農産物の木箱を積み上げ、見えている農産物で得点し、"
      "競合相手をマーケットから締め出しましょう。"));
  RulesHeading(Tr(lang, "Components", "内容物"));
  RulesItem(Tr(lang, "66 crates: one for every pair of the 11 produce (lemon, pear, carrot, plum, onion, "
                "dragon fruit, tomato, eggplant, broccoli, strawberry, pumpkin), doubles included.",
          "木箱66個：11種類の農産物（レモン・洋梨・ニンジン・プラム・玉葱・ドラゴンフルーツ・トマト・ナス・"
          "ブロッコリー・イチゴ・カボチャ）のすべての組み合わせ（同じもの同士を含む）。"));
  RulesItem(Tr(lang, "A storefront per player (5x5, or 4x4 on the back) with pictured squares; the market "
                "board with a column per produce and rows 1-7; 11 farmer tiles per player.",
          "店先ボード（5x5、裏面は4x4）には絵が描かれたマスがあります。マーケットボードは農産物ごとの列と"
          "1～7行。各プレイヤーの農家タイル11枚。"));
  RulesHeading(Tr(lang, "Setup", "セットアップ"));
  RulesItem(Tr(lang, "Remove crates unseen: 18 with 2 players, 9 with 3, 2 with 4.",
          "見ないまま木箱を取り除きます：2人なら18個、3人なら9個、4人なら2個。"));
  RulesItem(Tr(lang, "Each player takes 3 crates, hidden from the others. Lay 4 crates face up.",
          "各プレイヤーは木箱を3つ取り、他のプレイヤーに見せません。4つを表向きに置きます。"));
  RulesHeading(Tr(lang, "Your turn", "あなたのターン"));
  RulesItem(Tr(lang, "1. Take a face-up crate (a new one is turned up afterwards) or a face-down one.",
          "1. 表向きの木箱（後で新しい1つを表にします）か裏向きの木箱を1つ取ります。"));
  RulesItem(Tr(lang, "2. Add one of your 4 crates to your storefront.", "2. 4つの木箱のうち1つを店先に加えます。"));
  RulesItem(Tr(lang, "3. Choose one produce of that crate: score 1 point for each of it visible in your "
                "storefront (crate tops and uncovered pictures).",
          "3. その木箱の農産物を1つ選び、店先で見えている数（木箱の上面と覆われていない絵）だけ得点します。"));
  RulesItem(Tr(lang, "4. Place or move up a farmer tile on the market board.",
          "4. マーケットボードに農家タイルを置くか、上へ移動させます。"));
  RulesHeading(Tr(lang, "Adding a crate", "新鮮な農産物の追加"));
  RulesItem(Tr(lang, "A crate covers two squares side by side and always lies level.",
          "木箱は隣り合う2マスを覆い、必ず水平に置きます。"));
  RulesItem(Tr(lang, "Over two empty squares: anything goes.", "空いている2マスの上：自由に置けます。"));
  RulesItem(Tr(lang, "Over pictured squares: at least one half must match the picture below it.",
          "絵の上：少なくとも半分の1つがすぐ下の絵と一致しなければなりません。"));
  RulesItem(Tr(lang, "On one crate or straddling two: at least one half must match the produce below it.",
          "1つの木箱の上、または2つにまたがって：少なくとも半分の1つがすぐ下の農産物と一致しなければなりません。"));
  RulesItem(Tr(lang, "Both halves matching is perfectly fresh: +5 points.",
          "両方の半分が一致すれば「完全に新鮮な一致」：5点のボーナス。"));
  RulesItem(Tr(lang, "If none of your crates fits, your produce is not fresh: remove one crate from the "
                "game and lose 1 point.",
          "どの木箱も置けなければ新鮮ではありません：木箱を1つゲームから取り除き、1点失います。"));
  RulesHeading(Tr(lang, "Market board", "マーケットボード"));
  RulesItem(Tr(lang, "Scoring 2 or more with a produce puts your tile in its column on that row (8 or "
                "more: row 7). If the row is taken, the next lower free row (not below row 2).",
          "農産物で2点以上を得たら、その列の該当する行に農家タイルを置きます（8以上は7行目）。埋まっていれば"
          "その列で次に低い空きスペース（2行目まで）。"));
  RulesItem(Tr(lang, "One tile per column per player; a tile only ever moves up.",
          "各列に自分のタイルは1つだけ。タイルは上にしか動きません。"));
  RulesHeading(Tr(lang, "End and final scoring", "ゲーム終了と最終スコアリング"));
  RulesItem(Tr(lang, "When the supply is empty, everyone plays out the crates in hand; then the game ends.",
          "山がなくなったら、手元の木箱を置き切ってゲーム終了です。"));
  RulesItem(Tr(lang, "Each column: highest tile 2 x its row, second its row, third 2 points.",
          "各列：最も上のタイルは行番号の2倍、2番目は行番号、3番目は2点。"));
  RulesItem(Tr(lang, "Most tiles on the board 16, second 8, third 4; tied players share a place and the "
                "next places are skipped.",
          "タイル枚数：最多16点、2番目8点、3番目4点。同数は同じ順位となり、次の順位は飛ばします。"));
  RulesHeading(Tr(lang, "Variants", "その他の遊び方"));
  RulesItem(Tr(lang, "4x4 grid: everyone plays on the smaller side.", "4x4グリッド：全員が小さい面を使います。"));
  RulesItem(Tr(lang, "Crate height: each turn choose basic scoring (no tile) or, once per produce, height "
                "scoring: visible count x the height of your tallest crate showing it (at most 7); "
                "your tile goes to that row, or the next lower free row, which then is the "
                "multiplier. Tiles never move; no final scoring.",
          "木箱の高さ：毎ターン基本スコアリング（タイルなし）か、農産物ごとに1回だけの高さスコアリングを選びます。"
          "見えている数×その農産物の最も高い木箱の高さ（最大7）。タイルはその行か次に低い空き行に置き、"
          "その行番号を掛けます。タイルは動きません。最終スコアリングなし。"));
  RulesItem(Tr(lang, "Solo: 4x4, 25 crates face up, take any. Height scoring at height h needs your tiles "
                "already on every row from 2 to h-1. When no crate fits, -3 per crate left. "
                "Under 100 Moldy, 100+ A bit stale, 110+ Not ripe yet, 120+ Green, 130+ Market-ready, "
                "140+ Stacking up, 150+ Fresh, 160+ Market master.",
          "ソロ：4x4、25個の木箱を表向きに並べ、好きなものを選びます。高さhで高さスコアリングするには、"
          "2行目からh-1行目までのすべての行に自分のタイルが必要です。置けなくなったら残り1つにつき-3点。"
          "100点未満 カビが生えています、100～ 少し古臭いです、110～ まだ熟していません、120～ 青二才、"
          "130～ マーケットに合格、140～ 積み上がっています、150～ 新鮮に感じます、"
          "160～ あなたはマーケットをマスターしました！"));
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr(lang,
      "Where the rule text is silent, Mercato decides: crates set aside at setup stay unseen; a "
      "removed (not fresh) crate is shown to all; your score never drops below 0.",
      "ルールに記載がない点の扱い：セットアップで取り除いた木箱は誰も見ません。新鮮でないため取り除いた"
      "木箱は全員に公開します。得点は0未満になりません。"));
}

}  // namespace mercato::web::market_fresh_view

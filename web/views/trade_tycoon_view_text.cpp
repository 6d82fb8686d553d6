#include "views/trade_tycoon_view_text.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include "imgui.h"
#include "views/seat_sentence.h"
#include "views/trade_tycoon_view_style.h"

namespace mercato::web::trade_tycoon_view {

namespace {

using tt::OrderType;
using tt::TradeTycoonSeatView;

// A seat as the object of a sentence: "you" rather than "You".
std::string Obj(int seat, int viewer, Lang lang) {
  if (IsYou(seat, viewer) && lang == Lang::kEnglish) return "you";
  return SeatWord(seat, viewer, lang);
}

// The verb's ending for the subject: "You order", "Seat 2 orders".
const char* S(int actor, int viewer) { return IsYou(actor, viewer) ? "" : "s"; }

// Which side of the balance card a card went to (its "below" value).
const char* Side(const GameEvent& e, Lang lang) {
  return e.Get("below") != 0 ? Tr(lang, "below 7.5", "７．５より下")
                             : Tr(lang, "above 7.5", "７．５より上");
}

std::string Cat(std::initializer_list<std::string> parts) {
  std::string out;
  for (const std::string& p : parts) out += p;
  return out;
}

std::string OrderWords(const GameEvent& e, int viewer, Lang lang) {
  const int actor = e.seat;
  const std::string who = SeatWord(actor, viewer, lang);
  const std::string partner = Obj(e.Get("partner"), viewer, lang);
  const int hand_card = e.Get("card");
  const int type_index = e.Get("type");
  const char* types_en[] = {"number order", "suit order", "named order"};
  const char* types_ja[] = {"数字買い", "スート買い", "指名買い"};
  const char* type = Tr(lang, types_en[type_index], types_ja[type_index]);
  if (e.Has("given")) {
    const int given = e.Get("given");
    if (lang == Lang::kJapanese) {
      return Cat({who, "が", partner, "に注文：中継貿易で", CardWords(hand_card, lang),
                  "をオアシスの", CardWords(given, lang), "と交換して渡し、", type, "。"});
    }
    return Cat({who, " order", S(actor, viewer), " from ", partner, ": relay trade, ",
                CardWords(hand_card, lang), " to the oasis and ", CardWords(given, lang),
                " given; ", type, "."});
  }
  if (lang == Lang::kJapanese) {
    return Cat({who, "が", partner, "に注文：", CardWords(hand_card, lang), "を渡して", type, "。"});
  }
  return Cat({who, " order", S(actor, viewer), " from ", partner, ": give", S(actor, viewer), " ",
              CardWords(hand_card, lang), ", ", type, "."});
}

}  // namespace

std::string OrderRule(OrderType type, int given_card, int named_card, Lang lang) {
  char text[200];
  const int n = tt::CardNumber(given_card);
  switch (type) {
    case OrderType::kNumber:
      std::snprintf(text, sizeof(text),
                    Tr(lang, "Number order on %d: a %d if held, else the nearest number.",
                       "数字買い（%d）：同じ数字%dがあればそれを、なければ近い数字を返す。"),
                    n, n);
      return text;
    case OrderType::kSuit: {
      const int suit = tt::CardSuit(given_card);
      std::snprintf(
          text, sizeof(text),
          Tr(lang, "Suit order on %s: a %s card if held, else %s, else any card.",
             "スート買い（%s）：%sがあればそれを、なければ%s、それもなければ好きな１枚を返す。"),
          SuitName(suit, lang), SuitName(suit, lang),
          RegionName(tt::SuitRegion(tt::Suit(suit)), lang));
      return text;
    }
    case OrderType::kNamed:
      if (named_card < 0)
        return Tr(lang, "Named order: name a card.", "指名買い：カードを指名する。");
      std::snprintf(text, sizeof(text),
                    Tr(lang, "Named order on %s: that card if held, else a number order on %d.",
                       "指名買い（%s）：持っていればそのカードを、なければ%dで数字買い。"),
                    CardWords(named_card, lang).c_str(), tt::CardNumber(named_card));
      return text;
    case OrderType::kNone:
      break;
  }
  return "";
}

std::string WhyNot(const BlockedMove& b, Lang lang) {
  const auto is = [&](tt::Refusal r) { return b.reason == tt::RefusalCode(r); };
  // The return rules: what the order asks that the partner holds.
  const std::string refused =
      Tr(lang, "The order does not allow this card: ", "この注文ではこのカードは返せません：");
  char text[240];
  if (is(tt::Refusal::kNotYourTurn)) return Tr(lang, "Wait for your turn.", "自分の手番を待ってください。");
  if (is(tt::Refusal::kHandNotUsed))
    return Tr(lang, "Your hand is not used in this step.", "この手順では手札は使いません。");
  if (is(tt::Refusal::kRevealAfterStyle)) {
    return Tr(lang, "Skills are revealed right after a style is chosen.",
              "スキルを表にできるのはスタイル決定の直後です。");
  }
  if (is(tt::Refusal::kAlreadyFaceUp)) return Tr(lang, "Already face up.", "すでに表向きです。");
  if (is(tt::Refusal::kOasisInOrder)) {
    return Tr(lang, "Not now: an oasis card is used in an order (relay trade).",
              "今は使えません（注文時の中継貿易で使います）。");
  }
  if (is(tt::Refusal::kOtherPartner)) {
    return Tr(lang, "Double deal: the second order goes to the other opponent.",
              "二重取引：２回目の注文はもう一人の相手へ。");
  }
  if (is(tt::Refusal::kStyleDue)) {
    return Tr(lang, "Your 10th turn: choose your style now.", "１０手番目：スタイルを決めてください。");
  }
  if (is(tt::Refusal::kNamedCardHeld)) {
    std::snprintf(text, sizeof(text),
                  Tr(lang, "you hold the named card, %s: return it.", "指名されたカード%sを持っているので、それを返します。"),
                  CardWords(b.Get("named"), lang).c_str());
    return refused + text;
  }
  if (is(tt::Refusal::kNotNearest)) {
    const int asked = b.Get("asked"), distance = b.Get("distance");
    if (distance == 0) {
      std::snprintf(text, sizeof(text),
                    Tr(lang, "you hold the number asked, %d: return one of those.",
                       "注文の数字%dを持っているので、それを返します。"),
                    asked);
    } else {
      std::snprintf(text, sizeof(text),
                    Tr(lang, "you hold no %d; the nearest number you hold is %d away: return one of those.",
                       "%dは持っていないので、持っている中で最も近い数字（%d離れたもの）を返します。"),
                    asked, distance);
    }
    return refused + text;
  }
  if (is(tt::Refusal::kNotSameSuit)) {
    const char* suit = SuitName(b.Get("suit"), lang);
    std::snprintf(text, sizeof(text),
                  Tr(lang, "you hold %s cards: return one of those.", "%sのカードを持っているので、それを返します。"),
                  suit);
    return refused + text;
  }
  if (is(tt::Refusal::kNotSameRegion)) {
    std::snprintf(text, sizeof(text),
                  Tr(lang, "you hold no %s card but cards of the %s: return one of those.",
                     "%sのカードはないが%sのカードを持っているので、それを返します。"),
                  SuitName(b.Get("suit"), lang), RegionName(b.Get("region"), lang));
    return refused + text;
  }
  return "";
}

std::string Words(const GameEvent& e, int viewer, Lang lang) {
  const int actor = e.seat;
  const std::string who = actor >= 0 ? SeatWord(actor, viewer, lang) : "";
  const bool ja = lang == Lang::kJapanese;
  const std::string& kind = e.kind;
  const int card = e.Get("card");
  if (kind == "dealt") {
    if (e.Has("card")) {
      return ja ? Cat({who, "に", CardWords(card, lang), "が配られた。"})
                : Cat({who, IsYou(actor, viewer) ? " are" : " is", " dealt ", CardWords(card, lang), "."});
    }
    return ja ? Cat({who, "にカードが１枚配られた（", Side(e, lang), "）。"})
              : Cat({who, " is dealt a card (", Side(e, lang), ")."});
  }
  if (kind == "dealt_skill") {
    if (e.Has("skill")) {
      const int skill = e.Get("skill");
      return ja ? Cat({who, "にスキル「", SkillName(skill, lang), "」が配られた。"})
                : Cat({who, IsYou(actor, viewer) ? " are" : " is", " dealt the skill ",
                       SkillName(skill, lang), "."});
    }
    return ja ? Cat({who, "にスキルが１枚配られた。"}) : Cat({who, " is dealt a skill."});
  }
  if (kind == "pass") {
    if (e.Has("skill")) {
      const int skill = e.Get("skill");
      const std::string left = Obj(e.Get("to"), viewer, lang);
      return ja ? Cat({who, "は「", SkillName(skill, lang), "」を左隣（", left,
                       "）に渡す（伏せたまま）。"})
                : Cat({who, " pass", IsYou(actor, viewer) ? "" : "es", " ", SkillName(skill, lang),
                       " to the left (", left, "), face down."});
    }
    return ja ? Cat({who, "は渡すスキルを伏せて選んだ。"})
              : Cat({who, " picks a skill to pass, face down."});
  }
  if (kind == "receive") return "";  // the seat's own skills on the table show it
  if (kind == "burn") {
    if (e.Has("card")) {
      return ja ? Cat({CardWords(card, lang), "を伏せて除外。"})
                : Cat({CardWords(card, lang), " is burned unseen."});
    }
    return Tr(lang, "One card is burned face down, unseen.", "山札から１枚を見ずに除外した。");
  }
  if (kind == "oasis") {
    return ja ? Cat({CardWords(card, lang), "をオアシスに置いた。"})
              : Cat({CardWords(card, lang), " goes to the oasis."});
  }
  if (kind == "start") {
    return ja ? Cat({who, "がスタートプレイヤー。"})
              : Cat({who, IsYou(actor, viewer) ? " start." : " starts."});
  }
  if (kind == "wait") {
    return ja ? Cat({who, "はまだスタイルを決めない。"})
              : Cat({who, " wait", S(actor, viewer), " to choose a style."});
  }
  if (kind == "style") {
    const int style = e.Get("style");
    return ja ? Cat({who, "は", CardWords(card, lang), "をスタイルカードに置いた：",
                     StyleName(style, lang), "。"})
              : Cat({who, " lay", IsYou(actor, viewer) ? "" : "s", " ", CardWords(card, lang),
                     " on the style card: ", StyleName(style, lang), "."});
  }
  if (kind == "no_reveal") {
    return ja ? Cat({who, "はスキルを表にしない。"})
              : Cat({who, " reveal", IsYou(actor, viewer) ? "" : "s", " no skill."});
  }
  if (kind == "reveal") {
    const int skill = e.Get("skill");
    return ja ? Cat({who, "はスキル「", SkillName(skill, lang), "」を表にした。"})
              : Cat({who, " reveal", IsYou(actor, viewer) ? "" : "s", " ", SkillName(skill, lang), "."});
  }
  if (kind == "order") return OrderWords(e, viewer, lang);
  if (kind == "informant") {
    const int target = e.Get("target");
    std::string line =
        ja ? Cat({who, "は密偵で", SeatWord(target, viewer, lang), "の手札を見た。"})
           : Cat({who, " use", S(actor, viewer), " Informant on ",
                  IsYou(target, viewer) ? std::string("your") : SeatWord(target, viewer, lang) + "'s",
                  " hand."});
    if (e.Has("cards")) {  // its user and the all-seeing viewer
      line += Tr(lang, " Seen:", " 見えたカード：");
      for (int c : e.List("cards")) line += " " + tt::CardName(c);
    }
    return line;
  }
  if (kind == "caravan") {
    return ja ? Cat({who, "は隊商で", CardWords(card, lang), "をオアシスへ。"})
              : Cat({who, " use", IsYou(actor, viewer) ? "" : "s", " Caravan: ", CardWords(card, lang),
                     " to the oasis."});
  }
  if (kind == "take") {
    return ja ? Cat({who, "はオアシスから", CardWords(card, lang), "を取った。"})
              : Cat({who, " take", IsYou(actor, viewer) ? "" : "s", " ", CardWords(card, lang),
                     " from the oasis."});
  }
  if (kind == "name") {
    return ja ? Cat({who, "は", CardWords(card, lang), "を指名。"})
              : Cat({who, " name", IsYou(actor, viewer) ? "" : "s", " ", CardWords(card, lang), "."});
  }
  if (kind == "return") {
    const bool free_pass = e.Get("free_pass") != 0;
    const int to_seat = e.Get("to");
    const std::string to = SeatWord(to_seat, viewer, lang);
    if (ja) {
      return Cat({who, "は", CardWords(card, lang), "を返した", free_pass ? "（関所御免）" : "",
                  "：", to, "の倉庫へ。"});
    }
    const std::string whose = IsYou(to_seat, viewer) ? std::string("your") : to + "'s";
    return Cat({who, " return", IsYou(actor, viewer) ? "" : "s", " ", CardWords(card, lang),
                free_pass ? " with Free pass" : "", " to ", whose, " warehouse."});
  }
  if (kind == "end_orders") {
    return ja ? Cat({who, "はオーダーフェイズを終えた。"})
              : Cat({who, " end", IsYou(actor, viewer) ? "" : "s", " the order phase."});
  }
  if (kind == "double_deal") {
    return ja ? Cat({who, "は二重取引：もう一人にも注文する。"})
              : Cat({who, " use", IsYou(actor, viewer) ? "" : "s", " Double deal: a second order."});
  }
  if (kind == "warehouseman") {
    return ja ? Cat({who, "は倉庫番で", CardWords(card, lang), "をオアシスへ。"})
              : Cat({who, " use", IsYou(actor, viewer) ? "" : "s", " Warehouseman: ",
                     CardWords(card, lang), " to the oasis."});
  }
  if (kind == "drew") {
    if (e.Has("card")) {
      return ja ? Cat({who, "は", CardWords(card, lang), "を引いた。"})
                : Cat({who, IsYou(actor, viewer) ? " draw " : " draws ", CardWords(card, lang), "."});
    }
    return ja ? Cat({who, "はカードを１枚引いた（", Side(e, lang), "）。"})
              : Cat({who, " draws a card (", Side(e, lang), ")."});
  }
  return e.notation;
}

LogGroup GroupOf(const GameEvents& events, int viewer, Lang lang) {
  const bool ja = lang == Lang::kJapanese;
  for (const GameEvent& e : events) {
    const std::string& kind = e.kind;
    if (kind == "dealt" || kind == "dealt_skill") {
      return {"deal", Tr(lang, "Cards and skills are dealt", "カードとスキルの配布")};
    }
    if (kind == "order") {
      const int actor = e.seat;
      const std::string who = SeatWord(actor, viewer, lang);
      const std::string partner = Obj(e.Get("partner"), viewer, lang);
      return {"turn:" + std::to_string(actor),
              ja ? Cat({who, "と", SeatWord(e.Get("partner"), viewer, lang), "の取引"})
                 : Cat({who, " trade", S(actor, viewer), " with ", partner})};
    }
    // The partner returns; the rest is the ordering seat's.
    if (kind == "return") return {"turn:" + std::to_string(e.Get("to")), ""};
    if (kind == "informant" || kind == "caravan" || kind == "take" || kind == "name" ||
        kind == "end_orders" || kind == "double_deal" || kind == "warehouseman" || kind == "drew") {
      return {"turn:" + std::to_string(e.seat), ""};
    }
  }
  return {};
}

// ------------------------------------------------------------------ scores

namespace {

// The suit of the card on the seat's style card (its style), or -1 none.
int StyleOf(const tt::SeatObservation& so) {
  return so.style_card < 0 ? -1 : int(tt::CardSuit(so.style_card));
}

std::string StyleDetail(const tt::SeatObservation& so, const tt::ScoreBreakdown& b, const tt::Numbers& numbers,
                        Lang lang) {
  const int style = StyleOf(so);
  if (style < 0) return Tr(lang, "no style", "スタイルなし");
  std::vector<tt::ScoredCard> cards = tt::ToScoredCards(so.warehouse);
  for (size_t i = 0; i < cards.size(); ++i) {
    if (so.warehouse[i] == b.court_card) cards[i].suit = tt::Suit(b.court_suit);
    if (so.warehouse[i] == b.appraised_card) cards[i].number = b.appraised_number;
  }
  char text[160];
  switch (tt::Style(style)) {
    case tt::kChinaStyle: {
      std::array<bool, 15> present{};
      for (const tt::ScoredCard& c : cards) present[c.number] = true;
      int best = 0, best_end = 0, run = 0;
      for (int n = 1; n <= 13; ++n) {
        run = present[n] ? run + 1 : 0;
        if (run > best) best = run, best_end = n;
      }
      if (best == 0) return Tr(lang, "no run", "連番なし");
      std::snprintf(text, sizeof(text), Tr(lang, "run %d-%d: %d numbers x %d", "連番%d〜%d：%d枚×%d"),
                    best_end - best + 1, best_end, best, numbers.china_vp_per_run_number);
      return text;
    }
    case tt::kJapanStyle: {
      std::array<int, 4> count{};
      for (const tt::ScoredCard& c : cards) ++count[c.suit];
      std::snprintf(text, sizeof(text),
                    Tr(lang, "%d sets (C%d J%d R%d P%d)", "%dセット（中%d 日%d ロ%d ペ%d）"),
                    *std::min_element(count.begin(), count.end()), count[0], count[1], count[2],
                    count[3]);
      return text;
    }
    case tt::kRomeStyle: {
      std::array<int, 2> count{};
      for (const tt::ScoredCard& c : cards) ++count[tt::SuitRegion(c.suit)];
      std::snprintf(text, sizeof(text), Tr(lang, "%s: %d cards, %d pairs x %d", "%s：%d枚、%d組×%d"),
                    RegionName(b.rome_region, lang), count[b.rome_region],
                    count[b.rome_region] / 2, numbers.rome_vp_per_pair);
      return text;
    }
    case tt::kPersiaStyle: {
      std::array<int, 15> count{};
      for (const tt::ScoredCard& c : cards) ++count[c.number];
      std::string out;
      for (int n = 1; n <= 13; ++n) {
        if (count[n] < 2) continue;
        std::snprintf(text, sizeof(text), "%s%dx%d", out.empty() ? "" : ", ", n, count[n]);
        out += text;
      }
      return out.empty() ? Tr(lang, "no number twice", "同じ数字なし") : out;
    }
  }
  return "";
}

// The seat's skill `skill` as the table shows it, or null when the table
// shows no such skill at that seat (not its own, or face down unseen).
const tt::SkillView* ShownSkill(const tt::SeatObservation& so, int skill) {
  for (const tt::SkillView& v : so.skills) {
    if (v.skill == skill) return &v;
  }
  return nullptr;
}

}  // namespace

void ScoreBreakdown(const TradeTycoonSeatView& table, Lang lang) {
  const tt::TradeTycoonObservation& obs = table.observation();
  const int winner = table.Winner();
  d::ScoreSheet sheet;
  sheet.headers = {Tr(lang, "Player", "プレイヤー"), Tr(lang, "Style", "スタイル"),
                   Tr(lang, "How", "内訳"), Tr(lang, "Skills", "スキル"), Tr(lang, "VP", "ＶＰ")};
  std::vector<int> scores;
  for (int seat = 0; seat < table.num_players(); ++seat) {
    const tt::SeatObservation& so = obs.seats[size_t(seat)];
    const tt::ScoreBreakdown b = table.ScoreOf(seat);
    scores.push_back(b.total);
    std::string player = PersonName(seat, lang);
    if (seat == winner) {
      player += Tr(lang, " wins", " 勝利");
      sheet.marked.push_back(seat);
    }
    std::string skills;
    for (int k = 0; k < tt::kNumSkills; ++k) {
      const tt::SkillView* shown = ShownSkill(so, k);
      if (shown == nullptr || !tt::IsValueSkill(k)) continue;
      char line[128];
      if (!shown->revealed) {
        std::snprintf(line, sizeof(line), "%s: %s", SkillName(k, lang),
                      Tr(lang, "face down, 0", "伏せたまま 0"));
      } else if (k == tt::kCourtSupplier) {
        std::snprintf(
            line, sizeof(line), "%s: %s", SkillName(k, lang),
            b.court_card >= 0
                ? (tt::CardName(b.court_card) + " = " + SuitName(b.court_suit, lang)).c_str()
                : Tr(lang, "not needed", "不要"));
      } else if (k == tt::kAppraiser) {
        std::snprintf(line, sizeof(line), "%s: %s", SkillName(k, lang),
                      b.appraised_card >= 0 ? (tt::CardName(b.appraised_card) + " = " +
                                               std::to_string(b.appraised_number))
                                                  .c_str()
                                            : Tr(lang, "not needed", "不要"));
      } else {
        std::snprintf(line, sizeof(line), "%s: +%d", SkillName(k, lang), b.skill_vp[k]);
      }
      skills += (skills.empty() ? "" : "\n") + std::string(line);
    }
    sheet.rows.push_back({player, StyleOf(so) >= 0 ? StyleName(StyleOf(so), lang) : "-",
                          StyleDetail(so, b, table.numbers(), lang) + " = " + std::to_string(b.style_vp),
                          skills.empty() ? "-" : skills, std::to_string(b.total)});
  }
  d::DrawScoreSheet("tt_scores", sheet);
  int tied = 0;
  for (int v : scores) tied += v == scores[winner];
  if (tied > 1) {
    ImGui::TextWrapped(
        "%s", Tr(lang, "A tie: the tied player farthest clockwise from the start player wins.",
                 "同点：スタートプレイヤーから時計回りで遠い方が勝利。"));
  }
}

// ------------------------------------------------------------------ rules

void Rules(Lang lang) {
  auto heading = [](const char* text) {
    ImGui::Spacing();
    ImGui::TextColored(ImVec4(0.95f, 0.8f, 0.45f, 1), "%s", text);
    ImGui::Separator();
  };
  auto para = [](const char* text) { ImGui::TextWrapped("%s", text); };
  const bool ja = lang == Lang::kJapanese;
  heading(Tr(lang, "Trade Tycoon (draft 7a): make the Silk Road trade pay",
             "トレードタイクーン（草案７a）：シルクロード交易を成功させよう"));
  para(Tr(lang,
          "3 players, 10 turns each. 52 trade cards: numbers 1 to 13 in four suits, China and "
          "Japan (east, red) "
          "and Rome and Persia (west, black). Each number is a good: salt, tea, carpets, glass, "
          "spices, jade, "
          "porcelain, silk.",
          "３人用、各自１０手番。トレードカード５２枚：１〜１３の数字と４つのスート、中国・日本（東"
          "域・赤）、"
          "ローマ・ペルシア（西域・黒）。数字ごとに交易品（塩、茶、絨毯、ガラス、香辛料、翡翠、陶磁"
          "器、絹）。"));
  heading(Tr(lang, "Setup", "準備"));
  para(Tr(lang,
          "Everyone gets 6 cards and keeps them sorted by number, with the balance card at 7.5: "
          "the others see "
          "how many of your cards are below and above 7.5, and every card they saw you receive. "
          "Everyone gets 3 "
          "skills and passes one to the left, all at once; skills lie face down. One card is "
          "burned unseen, 3 go "
          "face up to the oasis, and a start player is drawn.",
          "各自６枚の手札を数字の昇順に並べ、天秤カードを７．５として差し込む：他のプレイヤーには７"
          "．５より下と上の枚数、"
          "そして渡されたのを見たカードが分かる。スキルを３枚ずつ配り、同時に１枚を左隣に渡す（伏せ"
          "て置く）。"
          "山から１枚を見ずに除外し、３枚を表向きにオアシスに置き、スタートプレイヤーを決める。"));
  heading(Tr(lang, "Your turn", "手番"));
  para(Tr(lang,
          "1. Style: if you have no style yet, you may lay a hand card on your style card: its "
          "suit is your "
          "style for the game. On your 10th turn you must. Then you, and everyone who already has "
          "a style, may "
          "each reveal one skill: choose early to reveal more.",
          "１．スタイル決定：まだなら手札１枚をスタイルカードに置いてよい（そのスートがスタイル）。"
          "１０手番目には必ず決める。"
          "決めたら自分と既にスタイルを決めた人がスキルを１枚ずつ表にできる。早く決めるほど多く表に"
          "できる。"));
  para(Tr(lang,
          "2. Order: choose a partner and a hand card and give it openly. Relay trade: first swap "
          "it with an "
          "oasis card and give that instead. Number order: the partner returns a card of the same "
          "number, else "
          "the nearest number. Suit order: the same suit, else the same region, else any card. The "
          "partner picks "
          "among the allowed cards. The returned card goes face up to your warehouse; the given "
          "card goes into "
          "the partner's hand, in order, for all to see.",
          "２．オーダー：取引先と手札１枚を選び、公開して渡す。中継貿易：渡す前にオアシスのカードと"
          "交換してそれを渡す。"
          "数字買い：同じ数字、なければ近い数字を返す。スート買い：同じスート、なければ同じ色（地域"
          "）、なければ好きな１枚。"
          "返すカードは取引先が選ぶ。返されたカードは表向きで自分の倉庫へ、渡したカードは取引先の手"
          "札に順番どおり入る。"));
  para(Tr(lang, "3. Draw a card. After everyone's 10th turn the deck is empty and the game ends.",
          "３．山から１枚引く。全員が１０手番を終えると山が尽き、ゲーム終了。"));
  heading(Tr(lang, "Scoring (your warehouse)", "得点計算（倉庫）"));
  for (int s = 0; s < tt::kNumSuits; ++s) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s: %s", StyleName(s, lang), StyleRule(s, tt::TextNumbers(), lang).c_str());
  }
  para(Tr(lang,
          "Plus your face-up value skills. The most VP wins; on a tie, the tied player farthest "
          "clockwise from "
          "the start player wins.",
          "さらに表向きの得点スキルを加える。ＶＰが最も多いプレイヤーの勝利。同点ならスタートプレイ"
          "ヤーから時計回りで遠い方。"));
  heading(Tr(lang, "Skills (proposed list)", "スキル（提案）"));
  para(Tr(lang,
          "A skill works only face up. Trade skills: once per game, on your turn (Free pass: when "
          "someone orders "
          "from you). Value skills: counted at the end.",
          "スキルは表向きのときだけ有効。取引スキルは１ゲーム１回、自分の手番に（関所御免は注文され"
          "たとき）。得点スキルは終了時に加算。"));
  for (int k = 0; k < tt::kNumSkills; ++k) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s (%s): %s", SkillName(k, lang),
                       tt::kSkills[k].kind == tt::SkillKind::kTrade ? Tr(lang, "trade", "取引")
                                                                    : Tr(lang, "value", "得点"),
                       SkillEffect(k, tt::TextNumbers(), lang).c_str());
  }
  heading(Tr(lang, "On this table", "この画面では"));
  para(ja ? "注文：手札のカードをタップ、必要ならオアシスのカード（中継貿易）、取引先、数字買いかス"
            "ート買いを選び「注文」。"
            "相手の手札は裏向きで、天秤カードの位置と見たカードが表示される。自分の伏せたスキルは自"
            "分にだけ見える。"
          : "Order: tap a hand card, an oasis card for a relay trade if you like, the partner and "
            "number or suit "
            "order, then Order. The others' hands show as backs with the balance card and the "
            "cards you saw go in. "
            "Your face-down skills show to you only (marked with a dot).");
}

}  // namespace mercato::web::trade_tycoon_view

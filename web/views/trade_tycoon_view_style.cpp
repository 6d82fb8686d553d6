#include "views/trade_tycoon_view_style.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace mercato::web::trade_tycoon_view {

std::string StyleRule(int suit, const tt::Numbers& n, Lang lang) {
  const bool ja = lang == Lang::kJapanese;
  const auto num = [&](int value) { return Numeral(value, lang); };
  switch (tt::Style(suit)) {
    case tt::kChinaStyle:
      return ja ? "最も長く続いている連番の枚数×" + num(n.china_vp_per_run_number) + "ＶＰ"
                : num(n.china_vp_per_run_number) + " VP per card of your longest run of consecutive numbers";
    case tt::kJapanStyle:
      return ja ? "全スート１枚ずつを１セットとし、１セットにつき" + num(n.japan_vp_per_set) + "ＶＰ"
                : num(n.japan_vp_per_set) + " VP per set of one card of each suit";
    case tt::kRomeStyle:
      return ja ? "東域（赤）か西域（黒）を選び、その色２枚につき" + num(n.rome_vp_per_pair) + "ＶＰ"
                : "choose east (red) or west (black): " + num(n.rome_vp_per_pair) + " VP per 2 cards of it";
    case tt::kPersiaStyle: {
      const auto& vp = n.persia_vp_by_count;
      return ja ? "各数字毎に、２枚で" + num(vp[2]) + "ＶＰ、３枚で" + num(vp[3]) + "ＶＰ、４枚で" + num(vp[4]) + "ＶＰ"
                : "per number: 2 cards " + num(vp[2]) + " VP, 3 cards " + num(vp[3]) + " VP, 4 cards " +
                      num(vp[4]) + " VP";
    }
  }
  return "";
}

std::string SkillEffect(int skill, const tt::Numbers& n, Lang lang) {
  const bool ja = lang == Lang::kJapanese;
  const auto num = [&](int value) { return Numeral(value, lang); };
  switch (skill) {
    case tt::kMonopoly:
      return ja ? "他の誰の倉庫にもない数字の倉庫カード１枚につき＋" + num(n.monopoly_vp_per_card) + "ＶＰ。"
                : "+" + num(n.monopoly_vp_per_card) + " VP per warehouse card whose number is in no other warehouse.";
    case tt::kEastWest:
      return ja ? "倉庫に東域" + num(n.east_west_min_each) + "枚以上と西域" + num(n.east_west_min_each) +
                      "枚以上があれば＋" + num(n.east_west_vp) + "ＶＰ。"
                : "+" + num(n.east_west_vp) + " VP with at least " + num(n.east_west_min_each) + " east and " +
                      num(n.east_west_min_each) + " west cards in your warehouse.";
    case tt::kBalance:
      return ja ? "倉庫の７と８１枚につき＋" + num(n.balance_vp_per_card) + "ＶＰ。"
                : "+" + num(n.balance_vp_per_card) + " VP for each 7 or 8 in your warehouse.";
    case tt::kCaravanserai:
      return ja ? "＋" + num(n.caravanserai_vp) + "ＶＰ。" : "+" + num(n.caravanserai_vp) + " VP.";
    default:
      return ja ? tt::kSkills[skill].effect_ja : tt::kSkills[skill].effect_en;
  }
}

std::string CardWords(int card, Lang lang) {
  char text[96];
  if (lang == Lang::kJapanese) {
    std::snprintf(text, sizeof(text), "%sの%d（%s）", SuitName(tt::CardSuit(card), lang),
                  tt::CardNumber(card), GoodName(card, lang));
  } else {
    std::snprintf(text, sizeof(text), "%d %s (%s)", tt::CardNumber(card),
                  SuitName(tt::CardSuit(card), lang), GoodName(card, lang));
  }
  return text;
}

void TradeCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int card, Lang lang, bool dimmed) {
  const SuitStyle& style = kSuitStyles[tt::CardSuit(card)];
  char number[4];
  std::snprintf(number, sizeof(number), "%d", tt::CardNumber(card));
  d::CardFace face;
  face.band = style.color;
  face.corner = number;
  face.footer = size.y >= 70 ? GoodName(card, lang) : nullptr;
  face.dimmed = dimmed;
  d::Card(dl, at, size, face);
  // A small suit mark under the number, so the left strip of a fanned card
  // still shows both number and suit.
  const float band_h = std::max(size.y * 0.2f, 12.0f);
  const float corner = std::min(d::FontSize(d::FontRole::kTitle), size.y * 0.22f);
  const float r = std::max(4.0f, std::min(size.x * 0.09f, 8.0f));
  d::Icon(dl, style.shape, at + ImVec2(6 + r, band_h + corner + 8 + r), r,
          d::Fade(style.color, dimmed ? 0.45f : 1.0f));
  // The ware in the room right of the number and that mark (the suit is the
  // band and the mark).
  const float number_w = d::MeasureText(number, d::FontRole::kTitle, corner).x;
  const float left = at.x + 8 + std::max(2 * r, number_w), right = at.x + size.x - 4;
  const float top = at.y + band_h + 4, bottom = at.y + size.y - (face.footer != nullptr ? 16 : 4);
  const float ware_r = std::min((right - left) * 0.5f, (bottom - top) * 0.42f);
  d::DrawGood(dl, kWarePictures[tt::CardNumber(card) - 1], ImVec2((left + right) * 0.5f, (top + bottom) * 0.5f + 2),
              ware_r, dimmed ? 0.45f : 1.0f, WareKey(tt::CardNumber(card)));
}

void MiniCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int card, bool dimmed) {
  const SuitStyle& style = kSuitStyles[tt::CardSuit(card)];
  const ImVec2 max = at + size;
  const float rounding = std::min(5.0f, size.x * 0.15f);
  const float alpha = dimmed ? 0.45f : 1.0f;
  d::Shadow(dl, at, max, rounding, dimmed ? 0.4f : 0.8f);
  dl->AddRectFilled(at, max, d::Fade(d::palette::kPaper, alpha), rounding);
  const float band = std::max(4.0f, size.y * 0.14f);
  dl->AddRectFilled(at, ImVec2(max.x, at.y + band), d::Fade(style.color, alpha), rounding,
                    ImDrawFlags_RoundCornersTop);
  dl->AddRect(at, max, d::Fade(d::palette::kCardEdge, alpha), rounding, 0, 1.0f);
  char number[4];
  std::snprintf(number, sizeof(number), "%d", tt::CardNumber(card));
  const float font = std::max(d::LeastTextSize(), std::min(d::FontSize(d::FontRole::kBody), size.y * 0.42f));
  d::TextCentered(dl, ImVec2((at.x + max.x) * 0.5f, at.y + band + font * 0.62f), number,
                  d::Fade(d::palette::kInk, alpha), d::FontRole::kBody, font, true);
  const float r = std::min(size.x * 0.22f, (max.y - at.y - band - font) * 0.36f);
  if (r > 2) {
    d::Icon(dl, style.shape, ImVec2((at.x + max.x) * 0.5f, max.y - r - 3), r,
            d::Fade(style.color, alpha));
  }
}

void TradeBack(ImDrawList* dl, ImVec2 at, ImVec2 size) {
  d::CardBack(dl, at, size, d::Rgba(120, 70, 40));
}

void BalanceCard(ImDrawList* dl, ImVec2 at, ImVec2 size) {
  const ImVec2 max = at + size;
  const float rounding = std::min(d::kCardRounding, size.x * 0.12f);
  d::Shadow(dl, at, max, rounding);
  dl->AddRectFilled(at, max, kBalanceColor, rounding);
  dl->AddRect(at + ImVec2(3, 3), max - ImVec2(3, 3), d::Shade(kBalanceColor, 0.7f), rounding * 0.6f,
              0, 1.2f);
  dl->AddRect(at, max, d::Shade(kBalanceColor, 0.5f), rounding, 0, 1.0f);
  // Scales: a post, a beam and two pans.
  const ImU32 ink = d::Rgba(70, 45, 15);
  const float cx = (at.x + max.x) * 0.5f;
  const float top = at.y + size.y * 0.18f;
  const float w = size.x * 0.36f;
  dl->AddLine(ImVec2(cx, top), ImVec2(cx, top + size.y * 0.4f), ink, 2.0f);
  dl->AddLine(ImVec2(cx - w, top + 4), ImVec2(cx + w, top + 4), ink, 2.0f);
  for (float side : {-1.0f, 1.0f}) {
    const ImVec2 hang(cx + side * w, top + 4);
    dl->AddLine(hang, hang + ImVec2(0, size.y * 0.14f), ink, 1.0f);
    dl->PathArcTo(hang + ImVec2(0, size.y * 0.14f), size.x * 0.12f, 0.0f, 3.14159f, 10);
    dl->PathStroke(ink, 0, 1.6f);
  }
  dl->AddTriangleFilled(ImVec2(cx - 6, top + size.y * 0.42f), ImVec2(cx + 6, top + size.y * 0.42f),
                        ImVec2(cx, top + size.y * 0.34f), ink);
  const float font = std::max(d::LeastTextSize(), std::min(d::FontSize(d::FontRole::kBody), size.y * 0.2f));
  d::TextCentered(dl, ImVec2(cx, max.y - font * 0.9f), "7.5", ink, d::FontRole::kBody, font, true);
}

namespace {

// `text` in small type at *font px (lowered to fit, not below 8) with every
// Latin word at most `width` wide: a longer word is split after a hyphen.
std::string HyphenatedToFit(const char* text, float width, float* font) {
  auto wide = [&](const std::string& s) { return d::MeasureText(s.c_str(), d::FontRole::kSmall, *font).x; };
  std::vector<std::string> words;
  std::string word;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\0') {
      words.push_back(word);
      word.clear();
      if (*p == '\0') break;
    } else {
      word += *p;
    }
  }
  // Japanese wraps between any two characters: only Latin words are kept whole.
  auto latin = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return (unsigned char)c < 0x80; });
  };
  float widest = 0;
  for (const std::string& w : words) widest = std::max(widest, latin(w) ? wide(w) : 0.0f);
  if (widest > width) *font = std::max(d::LeastTextSize(), *font * width / widest);
  std::string out;
  for (const std::string& w : words) {
    if (!out.empty()) out += ' ';
    std::string rest = w;
    while (latin(rest) && wide(rest) > width && rest.size() > 2) {
      size_t cut = rest.size() - 1;
      while (cut > 1 && wide(rest.substr(0, cut) + "-") > width) --cut;
      out += rest.substr(0, cut) + "-\n";
      rest = rest.substr(cut);
    }
    out += rest;
  }
  return out;
}

}  // namespace

void SkillCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int skill, Lang lang, bool used,
               bool face_down_mark) {
  if (skill < 0) {
    d::CardBack(dl, at, size, kSkillBackColor);
    return;
  }
  // Drawn by hand rather than with d::Card: the name must fit on small cards,
  // so it goes in the body, wrapped, with the kind's icon in the band.
  const bool trade = tt::kSkills[skill].kind == tt::SkillKind::kTrade;
  const ImU32 band = trade ? kTradeSkillColor : kValueSkillColor;
  const ImVec2 max = at + size;
  const float rounding = std::min(d::kCardRounding, size.x * 0.12f);
  const float alpha = used ? 0.5f : 1.0f;
  d::Shadow(dl, at, max, rounding, used ? 0.4f : 1.0f);
  dl->AddRectFilled(at, max, d::Fade(d::palette::kPaper, used ? 0.8f : 1.0f), rounding);
  const float band_h = std::max(12.0f, size.y * 0.2f);
  dl->AddRectFilled(at, ImVec2(max.x, at.y + band_h), d::Fade(band, alpha), rounding,
                    ImDrawFlags_RoundCornersTop);
  d::Icon(dl, trade ? d::Shape::kTriangle : d::Shape::kPentagon,
          ImVec2((at.x + max.x) * 0.5f, at.y + band_h * 0.5f), band_h * 0.32f,
          d::Fade(d::palette::kWhite, alpha));
  dl->AddRect(at, max, d::Fade(d::palette::kCardEdge, alpha), rounding, 0, 1.0f);
  const float wrap = size.x - 6;
  // Small enough that the longest word fits the width (no word split in two);
  // a word too long even at the smallest size is hyphenated ("Caravan-serai").
  float font = std::min(d::FontSize(d::FontRole::kSmall), std::max(d::LeastTextSize(), size.x * 0.2f));
  const std::string name = HyphenatedToFit(SkillName(skill, lang), wrap, &font);
  const float text_h =
      d::Font(d::FontRole::kSmall)->CalcTextSizeA(font, FLT_MAX, wrap, name.c_str()).y;
  const bool kind_line = size.y >= 60 && text_h + 18 <= size.y - band_h;  // "trade" / "value" under the name
  const float body_mid = (at.y + band_h + max.y - (kind_line ? 14 : 0)) * 0.5f;
  dl->PushClipRect(at, max, true);
  // A card too small for its name at a readable size shows the band and icon only
  // (a hold names it).
  if (text_h <= max.y - at.y - band_h - 2) {
    d::Text(dl, ImVec2((at.x + max.x) * 0.5f, body_mid - text_h * 0.5f), name.c_str(),
            d::Fade(d::palette::kInk, alpha), d::FontRole::kSmall, d::Align::kCenter, font, wrap,
            true);
  }
  if (kind_line) {
    d::TextCentered(dl, ImVec2((at.x + max.x) * 0.5f, max.y - 9),
                    trade ? Tr(lang, "trade", "取引") : Tr(lang, "value", "得点"),
                    d::Fade(d::Shade(band, 0.45f), alpha), d::FontRole::kSmall,  // 4.5:1 on paper
                    d::LeastTextSize());
  }
  dl->PopClipRect();
  if (face_down_mark) {
    // Still face down on the table: only this viewer sees it.
    dl->AddRectFilled(at, max, d::Fade(kSkillBackColor, 0.22f), rounding);
    d::Icon(dl, d::Shape::kCircle, ImVec2(max.x - 7, max.y - 7), 5, d::Rgba(255, 255, 255, 230),
            kSkillBackColor);
  }
  if (used) {
    const ImVec2 c = at + size * 0.5f;
    dl->AddLine(c - size * 0.3f, c + size * 0.3f, d::Rgba(120, 30, 20, 200), 3.0f);
  }
}

void StyleCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int style_card, Lang lang) {
  if (style_card < 0) {
    d::CardSlot(dl, at, size, Tr(lang, "style", "スタイル"));
    return;
  }
  const int suit = tt::CardSuit(style_card);
  d::CardFace face;
  face.band = kSuitStyles[suit].color;
  face.icon = kSuitStyles[suit].shape;
  // A narrow card says only the suit ("Persia"): "Persia style" would not fit.
  face.title = size.x < 60 ? SuitName(suit, lang) : StyleName(suit, lang);
  char number[4];
  std::snprintf(number, sizeof(number), "%d", tt::CardNumber(style_card));
  face.corner = number;
  d::Card(dl, at, size, face);
}

}  // namespace mercato::web::trade_tycoon_view

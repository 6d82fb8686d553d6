// Cards, coins, cubes, crates, tokens and badges.
#include <cmath>
#include <cstdio>

#include "draw/draw.h"

namespace mercato::web::draw {

float CardBandHeight(ImVec2 size, bool titled) {
  return std::fmax(size.y * 0.2f, titled ? LeastTextSize() / 0.8f : 12.0f);
}

float CardFooterHeight(ImVec2 size) { return std::fmax(LeastTextSize() / 0.8f, std::fmin(18.0f, size.y * 0.18f)); }

void Card(ImDrawList* draw, ImVec2 min, ImVec2 size, const CardFace& face) {
  const ImVec2 max = min + size;
  const float rounding = std::fmin(kCardRounding, size.x * 0.12f);
  const float alpha = face.dimmed ? 0.45f : 1.0f;
  Shadow(draw, min, max, rounding, face.dimmed ? 0.4f : 1.0f);
  draw->AddRectFilled(min, max, Fade(palette::kPaper, face.dimmed ? 0.8f : 1.0f), rounding);
  // The coloured band across the top (room for a title at the least readable size).
  const float band_h = CardBandHeight(size, face.title != nullptr);
  draw->AddRectFilled(min, ImVec2(max.x, min.y + band_h), Fade(face.band, alpha), rounding,
                      ImDrawFlags_RoundCornersTop);
  draw->AddLine(ImVec2(min.x, min.y + band_h), ImVec2(max.x, min.y + band_h),
                Fade(Shade(face.band, 0.6f), alpha), 1.0f);
  // A thin inner frame in the band colour, as printed cards have.
  draw->AddRect(min + ImVec2(3, band_h + 3), max - ImVec2(3, 3), Fade(face.band, 0.35f * alpha),
                rounding * 0.6f, 0, 1.0f);
  draw->AddRect(min, max, Fade(palette::kCardEdge, alpha), rounding, 0, 1.0f);

  const ImU32 band_ink = InkOn(face.band);
  if (face.title != nullptr) {
    // Smaller type rather than a cut title on a narrow card ("Persia style").
    float font = std::fmax(LeastTextSize(), std::fmin(FontSize(FontRole::kSmall), band_h * 0.8f));
    const float room = size.x - 6;
    const float wide = MeasureText(face.title, FontRole::kSmall, font).x;
    if (wide > room) font = font * room / wide;
    // A title that would not be readable at 12 px (14 in a hand) is left out: the band's
    // colour and the icon still say what the card is, and a hold or the legend names it.
    if (font >= LeastTextSize() - 0.01f) {
      draw->PushClipRect(min, ImVec2(max.x - 2, min.y + band_h), true);
      TextCentered(draw, ImVec2((min.x + max.x) * 0.5f, min.y + band_h * 0.5f), face.title,
                   Fade(band_ink, alpha), FontRole::kSmall, font, true);
      draw->PopClipRect();
    }
  }
  const float body_top = min.y + band_h;
  const float footer_h = face.footer != nullptr ? CardFooterHeight(size) : 0.0f;
  const ImVec2 icon_center((min.x + max.x) * 0.5f, (body_top + max.y - footer_h) * 0.5f);
  const float icon_r = std::fmin(size.x * 0.3f, (max.y - footer_h - body_top) * 0.3f);
  if (face.good != GoodPicture::kNone) {
    DrawGood(draw, face.good, icon_center, icon_r * 1.15f, alpha, face.good_key);
  } else if (face.icon != Shape::kNone) {
    const ImU32 color = face.icon_color != 0 ? face.icon_color : face.band;
    Icon(draw, face.icon, icon_center, icon_r, Fade(color, alpha));
  }
  // The corner's value at a readable size, where the card's body has room for it.
  if (face.corner != nullptr) {
    const InkAs as_corner(face.corner_role != InkRole::kOther ? face.corner_role : CurrentInkRole());
    const float corner_font = std::fmax(LeastTextSize(), std::fmin(FontSize(FontRole::kTitle), size.y * 0.22f));
    if (corner_font <= max.y - body_top - 2) {
      Text(draw, ImVec2(min.x + std::fmin(6.0f, size.x * 0.12f), body_top + std::fmin(3.0f, max.y - body_top - corner_font)),
           face.corner, Fade(palette::kInk, alpha), FontRole::kTitle, Align::kLeft, corner_font, 0, true);
    }
  }
  if (face.footer != nullptr) {
    const float font = std::fmax(LeastTextSize(), std::fmin(FontSize(FontRole::kSmall), footer_h * 0.85f));
    TextCentered(draw, ImVec2((min.x + max.x) * 0.5f, max.y - footer_h * 0.6f), face.footer,
                 Fade(palette::kInk, alpha), FontRole::kSmall, font);
  }
}

void CardBack(ImDrawList* draw, ImVec2 min, ImVec2 size, ImU32 color) {
  const ImVec2 max = min + size;
  const float rounding = std::fmin(kCardRounding, size.x * 0.12f);
  Shadow(draw, min, max, rounding);
  draw->AddRectFilled(min, max, Shade(color, 0.8f), rounding);
  const float inset = std::fmax(3.0f, size.x * 0.07f);
  const ImVec2 in_min = min + ImVec2(inset, inset), in_max = max - ImVec2(inset, inset);
  draw->AddRectFilled(in_min, in_max, color, rounding * 0.5f);
  // A diagonal lattice, clipped to the inner panel.
  draw->PushClipRect(in_min, in_max, true);
  const ImU32 line = Shade(color, 1.25f);
  const float step = std::fmax(6.0f, size.x * 0.14f);
  const float span = size.x + size.y;
  for (float d = -span; d < span; d += step) {
    draw->AddLine(ImVec2(in_min.x + d, in_min.y), ImVec2(in_min.x + d + span, in_min.y + span),
                  Fade(line, 0.6f), 1.0f);
    draw->AddLine(ImVec2(in_min.x + d, in_max.y), ImVec2(in_min.x + d + span, in_max.y - span),
                  Fade(line, 0.6f), 1.0f);
  }
  draw->PopClipRect();
  draw->AddRect(in_min, in_max, Shade(color, 1.5f), rounding * 0.5f, 0, 1.0f);
  // The emblem: a gold diamond with an "M".
  const ImVec2 c = (min + max) * 0.5f;
  const float r = std::fmin(size.x, size.y) * 0.2f;
  Icon(draw, Shape::kDiamond, c, r, palette::kGold, Shade(palette::kGold, 0.5f));
  // The letter only where it can be read (12 px); a small back keeps the bare diamond.
  if (r * 0.9f >= kMinTextSize) TextCentered(draw, c, "M", palette::kInk, FontRole::kSmall, r * 0.9f, true);
  draw->AddRect(min, max, Shade(color, 0.5f), rounding, 0, 1.0f);
}

void CardPile(ImDrawList* draw, ImVec2 min, ImVec2 size, int count, const CardFace* top,
              ImU32 back_color) {
  if (count <= 0) {
    CardSlot(draw, min, size);
    return;
  }
  const int edges = count > 12 ? 3 : count > 4 ? 2 : count > 1 ? 1 : 0;
  for (int i = edges; i >= 1; --i) {
    const ImVec2 offset(float(i) * 2.0f, float(i) * 2.0f);
    draw->AddRectFilled(min + offset, min + size + offset, Shade(palette::kPaper, 0.85f),
                        kCardRounding);
    draw->AddRect(min + offset, min + size + offset, palette::kCardEdge, kCardRounding, 0, 1.0f);
  }
  if (top != nullptr) {
    Card(draw, min, size, *top);
  } else {
    CardBack(draw, min, size, back_color);
  }
  Badge(draw, ImVec2(min.x + size.x - 4, min.y + size.y - 4), count);
}

void CardSlot(ImDrawList* draw, ImVec2 min, ImVec2 size, const char* label) {
  const ImVec2 max = min + size;
  const ImU32 color = Rgba(255, 245, 225, 90);
  draw->AddRectFilled(min, max, Rgba(0, 0, 0, 25), kCardRounding);
  // Dashes along the four edges.
  const float dash = 6.0f, gap = 4.0f;
  auto dashed = [&](ImVec2 a, ImVec2 b) {
    const ImVec2 d = b - a;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    for (float t = 0; t < len; t += dash + gap) {
      const float t1 = std::fmin(t + dash, len);
      draw->AddLine(a + d * (t / len), a + d * (t1 / len), color, 1.5f);
    }
  };
  const float k = kCardRounding * 0.5f;
  dashed(ImVec2(min.x + k, min.y), ImVec2(max.x - k, min.y));
  dashed(ImVec2(max.x, min.y + k), ImVec2(max.x, max.y - k));
  dashed(ImVec2(max.x - k, max.y), ImVec2(min.x + k, max.y));
  dashed(ImVec2(min.x, max.y - k), ImVec2(min.x, min.y + k));
  if (label != nullptr) {
    Text(draw, ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f - 8), label, palette::kLabelSoft,
         FontRole::kSmall, Align::kCenter, 0, size.x - 8);
  }
}

void Coin(ImDrawList* draw, ImVec2 c, float r, int value) {
  draw->AddCircleFilled(c + ImVec2(0, r * 0.12f + 1), r, Rgba(0, 0, 0, 60), 32);
  draw->AddCircleFilled(c, r, Shade(palette::kGold, 0.78f), 32);           // the rim
  draw->AddCircleFilled(c - ImVec2(0, r * 0.05f), r * 0.84f, palette::kGold, 32);
  draw->AddCircle(c - ImVec2(0, r * 0.05f), r * 0.7f, Shade(palette::kGold, 0.7f), 32,
                  std::fmax(1.0f, r * 0.06f));
  // A highlight at the top-left.
  draw->PathArcTo(c - ImVec2(0, r * 0.05f), r * 0.78f, 3.5f, 4.6f, 12);
  draw->PathStroke(Rgba(255, 250, 220, 160), 0, std::fmax(1.0f, r * 0.08f));
  draw->AddCircle(c, r, Shade(palette::kGold, 0.45f), 32, 1.0f);
  char text[16];
  std::snprintf(text, sizeof(text), "%d", value);
  TextCentered(draw, c - ImVec2(0, r * 0.05f), text, Rgba(90, 55, 10), FontRole::kBody,
               std::fmax(LeastTextSize(), r * (value >= 10 ? 0.95f : 1.15f)), true);
}

float Money(ImDrawList* draw, ImVec2 pos, int amount, const char* id, float coin_r) {
  Coin(draw, pos + ImVec2(coin_r, coin_r), coin_r, 1);
  const float x = pos.x + coin_r * 2 + 6;
  const float size = coin_r * 1.9f;
  Number(draw, ImVec2(x, pos.y + coin_r - size * 0.55f), amount, id, FontRole::kNumber,
         palette::kWhite, Align::kLeft);
  char text[16];
  std::snprintf(text, sizeof(text), "%d", amount);
  return coin_r * 2 + 6 + MeasureText(text, FontRole::kNumber).x;
}

void Cube(ImDrawList* draw, ImVec2 c, float size, ImU32 color, Shape mark) {
  const float h = size * 0.5f;
  const float depth = std::fmax(2.0f, size * 0.16f);
  const ImVec2 min = c - ImVec2(h, h), max = c + ImVec2(h, h);
  draw->AddRectFilled(min + ImVec2(1, depth + 1), max + ImVec2(1, depth + 1), Rgba(0, 0, 0, 50),
                      size * 0.12f);
  draw->AddRectFilled(min + ImVec2(0, depth), max + ImVec2(0, depth), Shade(color, 0.6f),
                      size * 0.12f);                                  // front edge
  draw->AddRectFilled(min, max, color, size * 0.12f);                // top face
  draw->AddLine(min + ImVec2(size * 0.15f, 1.5f), ImVec2(max.x - size * 0.15f, min.y + 1.5f),
                Shade(color, 1.4f), 1.5f);                            // bevel light
  draw->AddRect(min, max + ImVec2(0, depth), Shade(color, 0.45f), size * 0.12f, 0, 1.0f);
  if (mark != Shape::kNone) {
    Icon(draw, mark, c, size * 0.28f, Shade(color, 0.62f), Shade(color, 0.45f));
  }
}

void Crate(ImDrawList* draw, ImVec2 min, ImVec2 size, ImU32 color, Shape icon) {
  const ImVec2 max = min + size;
  const float rounding = std::fmin(size.x, size.y) * 0.1f;
  Shadow(draw, min, max, rounding, 0.8f);
  draw->AddRectFilled(min, max, Shade(color, 0.7f), rounding);
  const float inset = std::fmax(2.0f, std::fmin(size.x, size.y) * 0.1f);
  draw->AddRectFilled(min + ImVec2(inset, inset), max - ImVec2(inset, inset), color, rounding * 0.5f);
  // Slats.
  const ImU32 slat = Shade(color, 0.82f);
  for (int i = 1; i <= 2; ++i) {
    const float y = min.y + size.y * float(i) / 3.0f;
    draw->AddLine(ImVec2(min.x + inset, y), ImVec2(max.x - inset, y), slat, 1.0f);
  }
  draw->AddRect(min, max, Shade(color, 0.45f), rounding, 0, 1.0f);
  if (icon != Shape::kNone) {
    Icon(draw, icon, (min + max) * 0.5f, std::fmin(size.x, size.y) * 0.26f, palette::kPaper,
         Shade(color, 0.4f));
  }
}

void Token(ImDrawList* draw, ImVec2 c, float r, ImU32 color, Shape icon, const char* label) {
  draw->AddCircleFilled(c + ImVec2(0, r * 0.15f + 1), r, Rgba(0, 0, 0, 60), 32);
  draw->AddCircleFilled(c + ImVec2(0, r * 0.12f), r, Shade(color, 0.6f), 32);  // the edge
  draw->AddCircleFilled(c, r, color, 32);
  draw->AddCircle(c, r * 0.82f, Shade(color, 1.3f), 32, 1.0f);
  draw->AddCircle(c, r, Shade(color, 0.45f), 32, 1.0f);
  if (icon != Shape::kNone) Icon(draw, icon, c, r * 0.5f, palette::kPaper, Shade(color, 0.4f));
  if (label != nullptr) TextCentered(draw, c, label, InkOn(color), FontRole::kBody, r * 0.95f, true);
}

void Badge(ImDrawList* draw, ImVec2 c, const char* text, ImU32 color) {
  // A count in a hand (how many of a card) reads as the hand does: at the key size
  // under a hand's mark (draw.h InkAs), else at the small size.
  const float size = std::fmax(FontSize(FontRole::kSmall), LeastTextSize());
  const ImVec2 extent = MeasureText(text, FontRole::kSmall, size);
  const float r = std::fmax(size * 0.75f, extent.x * 0.5f + 4);
  const ImVec2 half(r, size * 0.75f);
  draw->AddRectFilled(c - half, c + half, color, size * 0.75f);
  draw->AddRect(c - half, c + half, Rgba(255, 255, 255, 200), size * 0.75f, 0, 1.2f);
  TextCentered(draw, c, text, InkOn(color), FontRole::kSmall, size, true);
}

void Badge(ImDrawList* draw, ImVec2 c, int value, ImU32 color) {
  char text[16];
  std::snprintf(text, sizeof(text), "%d", value);
  Badge(draw, c, text, color);
}

}  // namespace mercato::web::draw

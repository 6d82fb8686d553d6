#include "views/market_fresh_view_style.h"

#include <algorithm>
#include <cstdio>

namespace mercato::web::market_fresh_view {

const ProduceStyle kProduceStyles[mf::kNumProduce] = {
    {d::Rgba(238, 214, 60), d::GoodPicture::kLemon},
    {d::Rgba(160, 196, 70), d::GoodPicture::kPear},
    {d::Rgba(240, 130, 30), d::GoodPicture::kCarrot},
    {d::Rgba(120, 70, 160), d::GoodPicture::kPlum},
    {d::Rgba(214, 178, 130), d::GoodPicture::kOnion},
    {d::Rgba(226, 60, 140), d::GoodPicture::kDragonFruit},
    {d::Rgba(210, 45, 40), d::GoodPicture::kTomato},
    {d::Rgba(60, 50, 110), d::GoodPicture::kEggplant},
    {d::Rgba(40, 130, 70), d::GoodPicture::kBroccoli},
    {d::Rgba(245, 120, 150), d::GoodPicture::kStrawberry},
    {d::Rgba(160, 95, 40), d::GoodPicture::kPumpkin},
};

void ProducePicture(ImDrawList* dl, int produce, ImVec2 center, float r, float alpha) {
  d::DrawGood(dl, kProduceStyles[produce].picture, center, r, alpha, mf::kProduceInfo[produce].id);
}

void ProduceOnPlate(ImDrawList* dl, int produce, ImVec2 center, float r, float alpha) {
  d::DrawGoodOnPlate(dl, kProduceStyles[produce].picture, center, r, alpha, mf::kProduceInfo[produce].id);
}

const char* ProduceName(int produce, Lang lang) {
  return lang == Lang::kJapanese ? mf::kProduceInfo[produce].name_ja
                                 : mf::kProduceInfo[produce].name_en;
}

std::string CrateLabel(int crate, Lang lang) {
  const mf::CrateHalves h = mf::kCrates[crate];
  return std::string(ProduceName(h.low, lang)) + " / " + ProduceName(h.high, lang);
}

void CrateHalf(ImDrawList* dl, ImVec2 min, ImVec2 size, int produce, float alpha) {
  const ProduceStyle& s = kProduceStyles[produce];
  const ImVec2 max = min + size;
  const float inset = std::max(1.5f, size.x * 0.07f);
  // Light wood, a compartment lined in the produce's colour (light enough for
  // the picture to read on it), then the produce.
  dl->AddRectFilled(min, max, d::Fade(d::Rgba(214, 170, 110), alpha), 2.0f);
  dl->AddRectFilled(min + ImVec2(inset, inset), max - ImVec2(inset, inset),
                    d::Fade(d::Mix(s.color, d::palette::kPaper, 0.6f), alpha), 2.0f);
  ProducePicture(dl, produce, (min + max) * 0.5f, std::min(size.x, size.y) * 0.36f, alpha);
}

void CrateFlat(ImDrawList* dl, ImVec2 min, float cell, int produce_a, int produce_b,
               bool vertical, float alpha) {
  const ImVec2 half(cell, cell);
  const ImVec2 step = vertical ? ImVec2(0, cell) : ImVec2(cell, 0);
  const ImVec2 max = min + step + half;
  if (alpha >= 1.0f) d::Shadow(dl, min, max, 3.0f, 0.7f);
  CrateHalf(dl, min, half, produce_a, alpha);
  CrateHalf(dl, min + step, half, produce_b, alpha);
  const ImU32 frame = d::Fade(d::Rgba(110, 70, 35), alpha);
  dl->AddRect(min, max, frame, 3.0f, 0, std::max(1.5f, cell * 0.05f));
  // The divider between the two compartments.
  if (vertical) {
    dl->AddLine(min + ImVec2(2, cell), min + ImVec2(cell - 2, cell), frame, 1.5f);
  } else {
    dl->AddLine(min + ImVec2(cell, 2), min + ImVec2(cell, cell - 2), frame, 1.5f);
  }
}

void CrateBack(ImDrawList* dl, ImVec2 min, ImVec2 size) {
  const ImVec2 max = min + size;
  d::Shadow(dl, min, max, 3.0f, 0.6f);
  dl->AddRectFilled(min, max, d::Rgba(170, 120, 70), 3.0f);
  for (int i = 1; i <= 3; ++i) {
    const float y = min.y + size.y * float(i) / 4.0f;
    dl->AddLine(ImVec2(min.x + 3, y), ImVec2(max.x - 3, y), d::Rgba(120, 80, 45), 1.5f);
  }
  dl->AddRect(min, max, d::Rgba(90, 55, 25), 3.0f, 0, 1.5f);
}

void PictureCell(ImDrawList* dl, ImVec2 min, float cell, int produce) {
  const ProduceStyle& s = kProduceStyles[produce];
  const ImVec2 c = min + ImVec2(cell, cell) * 0.5f;
  dl->AddCircleFilled(c, cell * 0.36f, d::Fade(d::palette::kPaper, 0.55f), 24);
  dl->AddCircle(c, cell * 0.36f, d::Fade(s.color, 0.9f), 24, 1.5f);
  ProducePicture(dl, produce, c, cell * 0.26f, 0.85f);
}

void FarmerTile(ImDrawList* dl, ImVec2 center, float size, int seat) {
  const ImVec2 half(size * 0.5f, size * 0.5f);
  const ImU32 color = kSeatColors[seat % mf::kMaxPlayers];
  dl->AddRectFilled(center - half + ImVec2(1, 2), center + half + ImVec2(1, 2), d::Rgba(0, 0, 0, 70), 3.0f);
  dl->AddRectFilled(center - half, center + half, color, 3.0f);
  dl->AddRect(center - half, center + half, d::Shade(color, 0.5f), 3.0f, 0, 1.2f);
  d::Icon(dl, kSeatMarks[seat % mf::kMaxPlayers], center, size * 0.28f, d::palette::kWhite,
          d::Shade(color, 0.4f));
}

void Voucher(ImDrawList* dl, ImVec2 min, ImVec2 size, int value) {
  const ImVec2 max = min + size;
  const ImU32 paper = value >= 100 ? d::Rgba(250, 215, 120) : d::Rgba(240, 236, 210);
  dl->AddRectFilled(min + ImVec2(1, 2), max + ImVec2(1, 2), d::Rgba(0, 0, 0, 60), 3.0f);
  dl->AddRectFilled(min, max, paper, 3.0f);
  dl->AddRect(min + ImVec2(2, 2), max - ImVec2(2, 2), d::Rgba(160, 120, 60), 2.0f, 0, 1.0f);
  char text[8];
  std::snprintf(text, sizeof(text), "%d", value);
  d::TextCentered(dl, (min + max) * 0.5f, text, d::palette::kInk, d::FontRole::kSmall, 0, true);
}

}  // namespace mercato::web::market_fresh_view

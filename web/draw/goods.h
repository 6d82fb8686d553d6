// Goods as pictures: every good of the five games drawn as what its rule text
// names (a tomato, a bundle of silk, a stack of logs), one picture per good, the
// same picture in every game where that good appears, so a shape never means
// one thing here and another there (issue 38, part 3).
//
// The pictures are the project's own drawings, made in code with ImDrawList
// (goods_produce.cpp: vegetables and fruit; goods_wares.cpp: trade goods and
// materials); docs/look.md says so. Each has its own colours AND its own form,
// so a colour-blind player tells them apart by form; each reads at 14 px across
// (r = 7) and shows its details at 60 px.
//
// Views map their game's goods to a picture once, in their *_view_style.h, and
// draw it with DrawGood. The `key` they pass (the game's id of the good: "onion",
// "salt") lets browser tests read which picture was drawn for which good
// (tests/e2e/goods_pictures.test.cjs).
#pragma once

#ifndef IMGUI_DEFINE_MATH_OPERATORS
#define IMGUI_DEFINE_MATH_OPERATORS
#endif
#include "imgui.h"

namespace mercato::web::draw {

enum class GoodPicture {
  kNone,
  // Vegetables and fruit (goods_produce.cpp).
  kArtichoke, kGarlic, kMushroom, kBellPepper, kGrapes, kOnion, kZucchini, kEggplant, kTomato,
  kLemon, kPear, kCarrot, kPlum, kDragonFruit, kBroccoli, kStrawberry, kPumpkin,
  // Trade goods and materials (goods_wares.cpp).
  kCotton, kSalt, kIndigo, kHemp, kCopper, kPeppercorns,
  kWood, kStone, kMetal,
  kTea, kCarpet, kGlass, kSpices, kJade, kPorcelain, kSilk,
};
inline constexpr int kGoodPictureCount = int(GoodPicture::kSilk) + 1;

// Draws the picture in the square of "radius" r around center (like Icon);
// alpha < 1 draws it faded (dimmed cards, ghosts). With a key, records for
// browser tests that this picture was drawn for that good (see below).
void DrawGood(ImDrawList* draw, GoodPicture good, ImVec2 center, float r, float alpha = 1.0f,
              const char* key = nullptr);
// The same on a light round plate, for a picture over a coloured piece (a
// cube, a token, a crate half) whose colour might swallow the picture's own.
void DrawGoodOnPlate(ImDrawList* draw, GoodPicture good, ImVec2 center, float r,
                     float alpha = 1.0f, const char* key = nullptr);
// "tomato", "bell-pepper" ...: the picture's name, for tests and logs.
const char* GoodPictureName(GoodPicture good);

// Where pictures are drawn now: "table" unless a GoodPlace says otherwise (the
// legend draws inside one saying "legend"). Browser tests read, per frame,
// window.mercato.debug.texts()["good:<place>:<key>"] = the picture's name (two
// names joined by "|" when one good was drawn as two pictures in one place).
class GoodPlace {
 public:
  explicit GoodPlace(const char* place);
  ~GoodPlace();
  GoodPlace(const GoodPlace&) = delete;
  GoodPlace& operator=(const GoodPlace&) = delete;

 private:
  const char* previous_;
};

}  // namespace mercato::web::draw

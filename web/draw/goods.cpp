// Goods pictures: which drawing each picture is, its name, the plate, and the
// record browser tests read (see goods.h).
#include "draw/goods.h"

#include <map>
#include <set>
#include <string>

#include "draw/draw.h"
#include "draw/goods_pen.h"

namespace mercato::web::draw {

namespace goods {
// goods_produce.cpp
void Artichoke(const Pen&);
void Garlic(const Pen&);
void Mushroom(const Pen&);
void BellPepper(const Pen&);
void Grapes(const Pen&);
void Onion(const Pen&);
void Zucchini(const Pen&);
void Eggplant(const Pen&);
void Tomato(const Pen&);
void Lemon(const Pen&);
void Pear(const Pen&);
void Carrot(const Pen&);
void Plum(const Pen&);
void DragonFruit(const Pen&);
void Broccoli(const Pen&);
void Strawberry(const Pen&);
void Pumpkin(const Pen&);
// goods_wares.cpp
void Cotton(const Pen&);
void Salt(const Pen&);
void Indigo(const Pen&);
void Hemp(const Pen&);
void Copper(const Pen&);
void Peppercorns(const Pen&);
void Wood(const Pen&);
void Stone(const Pen&);
void Metal(const Pen&);
void Tea(const Pen&);
void Carpet(const Pen&);
void Glass(const Pen&);
void Spices(const Pen&);
void Jade(const Pen&);
void Porcelain(const Pen&);
void Silk(const Pen&);
}  // namespace goods

namespace {

struct Entry {
  const char* name;
  void (*draw)(const goods::Pen&);
};

// Indexed by GoodPicture.
constexpr Entry kEntries[kGoodPictureCount] = {
    {"none", nullptr},
    {"artichoke", goods::Artichoke},
    {"garlic", goods::Garlic},
    {"mushroom", goods::Mushroom},
    {"bell-pepper", goods::BellPepper},
    {"grapes", goods::Grapes},
    {"onion", goods::Onion},
    {"zucchini", goods::Zucchini},
    {"eggplant", goods::Eggplant},
    {"tomato", goods::Tomato},
    {"lemon", goods::Lemon},
    {"pear", goods::Pear},
    {"carrot", goods::Carrot},
    {"plum", goods::Plum},
    {"dragon-fruit", goods::DragonFruit},
    {"broccoli", goods::Broccoli},
    {"strawberry", goods::Strawberry},
    {"pumpkin", goods::Pumpkin},
    {"cotton", goods::Cotton},
    {"salt", goods::Salt},
    {"indigo", goods::Indigo},
    {"hemp", goods::Hemp},
    {"copper", goods::Copper},
    {"peppercorns", goods::Peppercorns},
    {"wood", goods::Wood},
    {"stone", goods::Stone},
    {"metal", goods::Metal},
    {"tea", goods::Tea},
    {"carpet", goods::Carpet},
    {"glass", goods::Glass},
    {"spices", goods::Spices},
    {"jade", goods::Jade},
    {"porcelain", goods::Porcelain},
    {"silk", goods::Silk},
};

const char* g_place = "table";

// This frame's record: "good:<place>:<key>" -> the picture names drawn for it.
// Kept here (not only in TestText) so a second, different picture for the same
// good in the same place is joined on, not written over.
void Record(const char* key, GoodPicture good) {
  static std::map<std::string, std::set<std::string>> drawn;
  static int frame = -1;
  if (ImGui::GetFrameCount() != frame) {
    frame = ImGui::GetFrameCount();
    drawn.clear();
  }
  const std::string name = std::string("good:") + g_place + ":" + key;
  std::set<std::string>& pictures = drawn[name];
  if (!pictures.insert(GoodPictureName(good)).second) return;
  std::string joined;
  for (const std::string& picture : pictures) joined += (joined.empty() ? "" : "|") + picture;
  TestText(name, joined);
}

}  // namespace

const char* GoodPictureName(GoodPicture good) {
  const int i = int(good);
  return i >= 0 && i < kGoodPictureCount ? kEntries[i].name : "none";
}

void DrawGood(ImDrawList* draw, GoodPicture good, ImVec2 center, float r, float alpha, const char* key) {
  const int i = int(good);
  if (i <= 0 || i >= kGoodPictureCount || r <= 0) return;
  kEntries[i].draw(goods::Pen{draw, center, r, alpha});
  if (key != nullptr) Record(key, good);
}

void DrawGoodOnPlate(ImDrawList* draw, GoodPicture good, ImVec2 center, float r, float alpha,
                     const char* key) {
  draw->AddCircleFilled(center, r, Fade(palette::kPaper, 0.92f * alpha), 24);
  draw->AddCircle(center, r, Fade(Rgba(0, 0, 0, 90), alpha), 24, 1.0f);
  DrawGood(draw, good, center, r * 0.8f, alpha, key);
}

GoodPlace::GoodPlace(const char* place) : previous_(g_place) { g_place = place; }
GoodPlace::~GoodPlace() { g_place = previous_; }

}  // namespace mercato::web::draw

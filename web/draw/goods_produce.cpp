// Vegetables and fruit, drawn as themselves (Turin Market's nine goods, Market
// Fresh's eleven produce; onion, tomato and eggplant are in both and drawn the
// same). Each has its own colour and, more importantly, its own outline: the
// form alone tells every one of them apart, for readers who cannot tell the
// colours apart. The project's own drawings (docs/look.md).
#include "draw/goods_pen.h"

namespace mercato::web::draw::goods {

namespace {

const ImU32 kLeafGreen = Rgba(70, 150, 50);
const ImU32 kLeafEdge = Rgba(30, 80, 20);
const ImU32 kStalk = Rgba(110, 80, 40);

// A little leaf on a stalk: the sign of a fruit picked from a tree.
void Leaf(const Pen& p, float x, float y, float length, float angle) {
  Fill(p, Ellipse(x, y, length, length * 0.4f, angle, 16), kLeafGreen, kLeafEdge);
}

}  // namespace

void Tomato(const Pen& p) {
  Fill(p, Ellipse(0, 0.14f, 0.92f, 0.78f), Rgba(214, 48, 38), Rgba(120, 20, 15));
  Shine(p, -0.42f, -0.05f, 0.14f, 0.24f, 0.5f);
  // The calyx: a green star on the crown, and its stalk.
  Fan(p, Star(0, -0.56f, 5, 0.5f, 0.16f, 0.55f), 0, -0.56f, kLeafGreen, kLeafEdge);
  Line(p, {{0, -0.6f}, {0.06f, -0.95f}}, kLeafEdge, 0.12f);
}

void Eggplant(const Pen& p) {
  // A long purple body swelling towards the bottom right, the green cap top left.
  const Part neck = Ellipse(-0.05f, -0.02f, 0.72f, 0.4f, 0.75f);
  const Part belly = Circle(0.32f, 0.36f, 0.54f);
  Body(p, {&neck, &belly}, Rgba(92, 48, 130), Rgba(42, 18, 66));
  Shine(p, 0.05f, 0.35f, 0.1f, 0.28f, 0.75f);
  Fill(p, Ellipse(-0.5f, -0.46f, 0.32f, 0.22f, 0.75f), kLeafGreen, kLeafEdge);
  Fan(p, Turned(Star(-0.42f, -0.38f, 3, 0.34f, 0.12f, 1), -0.42f, -0.38f, 0.75f), -0.42f, -0.38f,
      kLeafGreen, kLeafEdge);
  Line(p, {{-0.62f, -0.6f}, {-0.85f, -0.9f}}, kLeafEdge, 0.14f);
}

void Onion(const Pen& p) {
  // A round bulb drawn up to a point, with the skin's lines and a tuft of roots.
  const ImU32 skin = Rgba(214, 150, 60), edge = Rgba(120, 66, 18), line = Rgba(168, 98, 34);
  Fan(p, Bezier({{0, -0.95f}, {0.12f, -0.55f}, {0.9f, -0.4f}, {0.86f, 0.2f},
                 {0.82f, 0.75f}, {0.35f, 0.88f}, {0, 0.88f},
                 {-0.35f, 0.88f}, {-0.82f, 0.75f}, {-0.86f, 0.2f},
                 {-0.9f, -0.4f}, {-0.12f, -0.55f}, {0, -0.95f}}),
      0, 0.2f, skin, edge);
  Curve(p, {0, -0.8f}, {0.5f, -0.3f}, {0.5f, 0.5f}, {0.1f, 0.84f}, line, 0.06f);
  Curve(p, {0, -0.8f}, {-0.5f, -0.3f}, {-0.5f, 0.5f}, {-0.1f, 0.84f}, line, 0.06f);
  Shine(p, -0.5f, 0.05f, 0.1f, 0.22f, 0.2f);
  for (float x : {-0.16f, 0.0f, 0.16f}) Line(p, {{x * 0.4f, 0.88f}, {x, 1.0f}}, edge, 0.06f);
}

void Garlic(const Pen& p) {
  // Ivory cloves bulging side by side under a pointed neck.
  const ImU32 skin = Rgba(244, 238, 222), edge = Rgba(128, 112, 86), line = Rgba(196, 180, 152);
  const Part left = Ellipse(-0.42f, 0.32f, 0.42f, 0.52f);
  const Part right = Ellipse(0.42f, 0.32f, 0.42f, 0.52f);
  const Part middle = Ellipse(0, 0.26f, 0.46f, 0.62f);
  const Part neck = {{-0.3f, -0.2f}, {-0.04f, -0.92f}, {0.04f, -0.92f}, {0.3f, -0.2f}};
  Body(p, {&left, &right, &middle, &neck}, skin, edge);
  Curve(p, {-0.12f, -0.2f}, {-0.35f, 0.1f}, {-0.3f, 0.6f}, {-0.16f, 0.84f}, line, 0.07f);
  Curve(p, {0.12f, -0.2f}, {0.35f, 0.1f}, {0.3f, 0.6f}, {0.16f, 0.84f}, line, 0.07f);
  Curve(p, {-0.6f, 0.0f}, {-0.75f, 0.25f}, {-0.7f, 0.55f}, {-0.55f, 0.7f}, Rgba(180, 130, 170), 0.05f);
  Line(p, {{-0.1f, 0.9f}, {0.1f, 0.9f}}, edge, 0.08f);
}

void Artichoke(const Pen& p) {
  // A globe of pointed bracts in rows, the lower ones over the upper.
  const ImU32 bract = Rgba(118, 158, 84), edge = Rgba(44, 74, 30), tip = Rgba(130, 80, 120);
  Line(p, {{0, 0.7f}, {0, 1.0f}}, edge, 0.2f);
  auto scale = [&](float x, float y, float w) {
    Fill(p, Bezier({{x - w, y + 0.2f}, {x - w, y - 0.1f}, {x - 0.06f, y - 0.32f}, {x, y - 0.38f},
                    {x + 0.06f, y - 0.32f}, {x + w, y - 0.1f}, {x + w, y + 0.2f},
                    {x + w * 0.5f, y + 0.3f}, {x - w * 0.5f, y + 0.3f}, {x - w, y + 0.2f}}),
         bract, edge);
    if (p.r >= 9) Line(p, {{x, y - 0.36f}, {x, y - 0.24f}}, tip, 0.07f);
  };
  scale(0, -0.55f, 0.28f);
  scale(-0.3f, -0.2f, 0.32f);
  scale(0.3f, -0.2f, 0.32f);
  scale(-0.5f, 0.2f, 0.3f);
  scale(0, 0.16f, 0.36f);
  scale(0.5f, 0.2f, 0.3f);
  scale(-0.24f, 0.5f, 0.32f);
  scale(0.24f, 0.5f, 0.32f);
}

void Mushroom(const Pen& p) {
  // A pale stem under a brown dome.
  const ImU32 stem = Rgba(236, 222, 196), stem_edge = Rgba(130, 110, 80);
  const Part foot = {{-0.3f, 0.0f}, {0.3f, 0.0f}, {0.38f, 0.82f}, {-0.38f, 0.82f}};
  const Part base = Ellipse(0, 0.82f, 0.38f, 0.12f);
  Body(p, {&foot, &base}, stem, stem_edge);
  Fill(p, Bezier({{-0.96f, 0.08f}, {-0.96f, -0.9f}, {0.96f, -0.9f}, {0.96f, 0.08f},
                  {0.6f, 0.2f}, {-0.6f, 0.2f}, {-0.96f, 0.08f}}),
       Rgba(150, 88, 48), Rgba(72, 38, 14));
  Shine(p, -0.4f, -0.42f, 0.22f, 0.1f, -0.5f);
  if (p.r >= 9) Line(p, {{-0.5f, 0.12f}, {0.5f, 0.12f}}, Rgba(200, 170, 130), 0.05f);
}

void BellPepper(const Pen& p) {
  // ピーマン: a blocky green pepper, lobed at the bottom, with a thick curled stalk.
  const ImU32 green = Rgba(76, 166, 52), edge = Rgba(26, 80, 18), groove = Rgba(50, 120, 34);
  Fan(p, Bezier({{0, -0.58f}, {0.5f, -0.76f}, {0.86f, -0.56f}, {0.82f, -0.1f},
                 {0.8f, 0.5f}, {0.7f, 0.88f}, {0.32f, 0.9f},
                 {0.16f, 0.92f}, {0.05f, 0.8f}, {0, 0.8f},
                 {-0.05f, 0.8f}, {-0.16f, 0.92f}, {-0.32f, 0.9f},
                 {-0.7f, 0.88f}, {-0.8f, 0.5f}, {-0.82f, -0.1f},
                 {-0.86f, -0.56f}, {-0.5f, -0.76f}, {0, -0.58f}}),
      0, 0.1f, green, edge);
  Curve(p, {0, -0.48f}, {0.04f, 0.0f}, {0.02f, 0.4f}, {0, 0.76f}, groove, 0.07f);
  Curve(p, {-0.42f, -0.5f}, {-0.55f, 0.0f}, {-0.5f, 0.5f}, {-0.34f, 0.86f}, groove, 0.05f);
  Curve(p, {0.42f, -0.5f}, {0.55f, 0.0f}, {0.5f, 0.5f}, {0.34f, 0.86f}, groove, 0.05f);
  Shine(p, -0.58f, -0.2f, 0.08f, 0.24f);
  Fill(p, Ellipse(0, -0.6f, 0.32f, 0.13f), Rgba(50, 120, 34), edge);
  Curve(p, {0, -0.62f}, {0.02f, -0.85f}, {0.16f, -0.95f}, {0.34f, -0.88f}, edge, 0.16f);
}

void Grapes(const Pen& p) {
  // A bunch: berries in rows of three, two and one, on a stalk with a leaf.
  const ImU32 berry = Rgba(128, 60, 150), edge = Rgba(58, 20, 78);
  Line(p, {{0, -0.62f}, {0.04f, -0.96f}}, kStalk, 0.1f);
  Leaf(p, 0.36f, -0.78f, 0.3f, -0.35f);
  const float rr = 0.27f;
  const ImVec2 berries[] = {{-0.52f, -0.36f}, {0, -0.4f}, {0.52f, -0.36f}, {-0.26f, 0.08f},
                            {0.26f, 0.08f}, {0, 0.52f}};
  for (const ImVec2& b : berries) {
    Fill(p, Circle(b.x, b.y, rr), berry, edge);
    Shine(p, b.x - 0.09f, b.y - 0.09f, 0.06f, 0.06f);
  }
}

void Zucchini(const Pen& p) {
  // Long and dark green from bottom left to top right, pale stripes along it.
  const float a = -0.72f;
  Fill(p, Ellipse(0, 0, 0.98f, 0.3f, a), Rgba(52, 112, 46), Rgba(18, 54, 14));
  const float ca = std::cos(a), sa = std::sin(a);
  for (float off : {-0.12f, 0.0f, 0.12f}) {
    const float ox = -sa * off, oy = ca * off;
    Line(p, {{-0.6f * ca + ox, -0.6f * sa + oy}, {0.6f * ca + ox, 0.6f * sa + oy}}, Rgba(128, 180, 92),
         0.05f);
  }
  Line(p, {{0.9f * ca, 0.9f * sa}, {1.02f * ca - 0.05f, 1.02f * sa - 0.08f}}, Rgba(96, 110, 40), 0.16f);
  Fill(p, Circle(-0.93f * ca, -0.93f * sa, 0.08f), Rgba(214, 196, 90), Rgba(120, 100, 30));
}

void Lemon(const Pen& p) {
  // A yellow oval with a nub at each end, and a leaf.
  const float a = -0.35f;
  const Part body = Ellipse(0, 0.06f, 0.84f, 0.6f, a);
  const Part nub1 = Ellipse(0.86f * std::cos(a), 0.06f + 0.86f * std::sin(a), 0.14f, 0.1f, a);
  const Part nub2 = Ellipse(-0.86f * std::cos(a), 0.06f - 0.86f * std::sin(a), 0.12f, 0.09f, a);
  Body(p, {&body, &nub1, &nub2}, Rgba(246, 214, 50), Rgba(150, 118, 8));
  Shine(p, -0.3f, -0.15f, 0.28f, 0.09f, a);
  Leaf(p, 0.5f, -0.68f, 0.3f, -0.9f);
}

void Pear(const Pen& p) {
  // A narrow top on a round bottom, a stalk and a leaf.
  const Part bottom = Circle(0, 0.36f, 0.58f);
  const Part top = Circle(0, -0.26f, 0.34f);
  const Part waist = {{-0.32f, -0.32f}, {0.32f, -0.32f}, {0.56f, 0.3f}, {-0.56f, 0.3f}};
  Body(p, {&bottom, &top, &waist}, Rgba(180, 202, 72), Rgba(88, 108, 20));
  Shine(p, -0.3f, 0.22f, 0.1f, 0.24f, 0.2f);
  Line(p, {{0, -0.56f}, {0.08f, -0.92f}}, kStalk, 0.1f);
  Leaf(p, 0.32f, -0.78f, 0.26f, -0.5f);
}

void Carrot(const Pen& p) {
  // An orange root tapering to a point, ringed, with its green top.
  const float a = -0.4f;
  auto t = [&](float x, float y) {
    return ImVec2(x * std::cos(a) - y * std::sin(a), x * std::sin(a) + y * std::cos(a));
  };
  for (float x : {-0.2f, 0.02f, 0.24f}) {
    const ImVec2 c = t(x, -0.72f);
    Fill(p, Ellipse(c.x, c.y, 0.1f, 0.3f, a + x * 1.6f, 14), kLeafGreen, kLeafEdge);
  }
  const Part root = {t(-0.42f, -0.44f), t(0.42f, -0.44f), t(0.06f, 0.98f), t(-0.02f, 0.98f)};
  const ImVec2 top = t(0, -0.44f);
  const Part crown = Ellipse(top.x, top.y, 0.42f, 0.14f, a);
  Body(p, {&root, &crown}, Rgba(240, 128, 30), Rgba(140, 60, 0));
  for (float y : {-0.1f, 0.25f, 0.55f}) {
    const float half = 0.3f * (0.98f - y) / 1.42f;
    Line(p, {t(-half, y), t(-half * 0.2f, y + 0.04f)}, Rgba(176, 84, 10), 0.05f);
  }
}

void Plum(const Pen& p) {
  // A round purple fruit with its crease, a stalk and a leaf.
  Fill(p, Ellipse(0, 0.1f, 0.82f, 0.84f), Rgba(112, 62, 150), Rgba(50, 20, 76));
  Curve(p, {0.04f, -0.7f}, {-0.34f, -0.2f}, {-0.28f, 0.5f}, {0.04f, 0.92f}, Rgba(70, 32, 104), 0.07f);
  Shine(p, 0.36f, -0.22f, 0.12f, 0.22f, -0.3f);
  Line(p, {{0.04f, -0.72f}, {0.14f, -0.98f}}, kStalk, 0.1f);
  Leaf(p, 0.44f, -0.84f, 0.3f, -0.3f);
}

void DragonFruit(const Pen& p) {
  // A magenta oval wearing green-tipped flames (its scales).
  const ImU32 pink = Rgba(226, 60, 140), edge = Rgba(120, 20, 70);
  const ImU32 scale = Rgba(120, 196, 64), scale_edge = Rgba(46, 100, 20);
  const float spots[][3] = {{-0.66f, 0.1f, -2.2f}, {0.66f, 0.0f, -0.9f}, {-0.5f, 0.6f, 2.5f},
                            {0.52f, 0.6f, 0.6f},   {-0.3f, -0.72f, -2.0f}, {0.3f, -0.74f, -1.1f}};
  for (const auto& s : spots) {
    Fill(p, Ellipse(s[0] + 0.16f * std::cos(s[2]), s[1] + 0.16f * std::sin(s[2]), 0.3f, 0.1f, s[2], 14),
         scale, scale_edge);
  }
  Fill(p, Ellipse(0, 0.02f, 0.66f, 0.8f), pink, edge);
  for (const auto& s : spots) {
    Line(p, {{s[0] * 0.62f - 0.1f, s[1] * 0.62f + 0.08f}, {s[0] * 0.62f, s[1] * 0.62f},
             {s[0] * 0.62f + 0.1f, s[1] * 0.62f + 0.08f}},
         Rgba(250, 150, 200), 0.05f);
  }
  Fan(p, Star(0, -0.8f, 3, 0.3f, 0.08f, 0.8f), 0, -0.8f, scale, scale_edge);
}

void Broccoli(const Pen& p) {
  // A pale stalk under a cloud of dark green florets.
  Fill(p, Part{{-0.22f, 0.1f}, {0.22f, 0.1f}, {0.32f, 0.9f}, {-0.32f, 0.9f}}, Rgba(160, 200, 110),
       Rgba(70, 110, 40));
  const Part a = Circle(-0.46f, -0.16f, 0.4f), b = Circle(0.46f, -0.16f, 0.4f);
  const Part c = Circle(0, -0.46f, 0.44f), d = Circle(0, 0.02f, 0.4f);
  Body(p, {&a, &b, &c, &d}, Rgba(48, 132, 58), Rgba(16, 66, 24));
  if (p.r >= 9) {
    for (const ImVec2& dot : {ImVec2(-0.5f, -0.2f), ImVec2(0.45f, -0.25f), ImVec2(0, -0.5f),
                              ImVec2(-0.1f, 0), ImVec2(0.2f, -0.05f)}) {
      Fill(p, Circle(dot.x, dot.y, 0.07f), Rgba(80, 164, 80), Rgba(80, 164, 80));
    }
  }
}

void Strawberry(const Pen& p) {
  // A red berry pointed at the bottom, yellow seeds, a leafy cap.
  Fan(p, Bezier({{0, -0.46f}, {0.5f, -0.7f}, {0.96f, -0.46f}, {0.82f, 0.0f},
                 {0.66f, 0.5f}, {0.2f, 0.9f}, {0, 0.96f},
                 {-0.2f, 0.9f}, {-0.66f, 0.5f}, {-0.82f, 0.0f},
                 {-0.96f, -0.46f}, {-0.5f, -0.7f}, {0, -0.46f}}),
      0, 0.1f, Rgba(222, 40, 60), Rgba(118, 10, 24));
  for (const ImVec2& s : {ImVec2(-0.45f, -0.2f), ImVec2(0, -0.15f), ImVec2(0.45f, -0.2f),
                          ImVec2(-0.25f, 0.2f), ImVec2(0.25f, 0.2f), ImVec2(0, 0.56f)}) {
    Fill(p, Ellipse(s.x, s.y, 0.06f, 0.09f, 0, 10), Rgba(252, 222, 100), Rgba(190, 150, 30));
  }
  Fan(p, Star(0, -0.52f, 5, 0.5f, 0.16f, 0.5f), 0, -0.52f, kLeafGreen, kLeafEdge);
  Line(p, {{0, -0.56f}, {0.05f, -0.9f}}, kLeafEdge, 0.1f);
}

void Pumpkin(const Pen& p) {
  // Wide and ribbed, orange, with a thick stalk.
  const ImU32 orange = Rgba(232, 122, 30), edge = Rgba(128, 54, 0);
  Fill(p, Part{{-0.1f, -0.5f}, {0.12f, -0.5f}, {0.22f, -0.94f}, {0.02f, -0.94f}}, Rgba(104, 112, 44),
       Rgba(50, 56, 10));
  Fill(p, Ellipse(-0.46f, 0.16f, 0.5f, 0.66f), orange, edge);
  Fill(p, Ellipse(0.46f, 0.16f, 0.5f, 0.66f), orange, edge);
  Fill(p, Ellipse(0, 0.16f, 0.44f, 0.72f), Rgba(242, 140, 44), edge);
  Shine(p, -0.12f, -0.14f, 0.08f, 0.24f);
}

}  // namespace mercato::web::draw::goods

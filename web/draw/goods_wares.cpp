// Trade goods and materials, drawn as themselves: Merchants' six goods (cotton,
// salt, indigo, hemp, copper, pepper), Oregano Market's three resources (wood,
// stone, metal) and Trade Tycoon's eight wares (salt, tea, carpets, glass,
// spices, jade, porcelain, silk). Salt is in two games and drawn the same.
// Each has its own colour and its own outline (the form alone tells them
// apart). The project's own drawings (docs/look.md).
#include "draw/goods_pen.h"

namespace mercato::web::draw::goods {

void Cotton(const Pen& p) {
  // A white boll bursting from its brown husk.
  const ImU32 husk = Rgba(122, 80, 44), husk_edge = Rgba(60, 36, 14);
  Line(p, {{0, 0.7f}, {0, 1.0f}}, husk_edge, 0.1f);
  Fill(p, Ellipse(-0.36f, 0.62f, 0.32f, 0.11f, 0.5f, 14), husk, husk_edge);
  Fill(p, Ellipse(0.36f, 0.62f, 0.32f, 0.11f, -0.5f, 14), husk, husk_edge);
  const Part a = Circle(-0.42f, -0.02f, 0.38f), b = Circle(0.42f, -0.02f, 0.38f);
  const Part c = Circle(0, -0.42f, 0.4f), d = Circle(0, 0.22f, 0.42f);
  Body(p, {&a, &b, &c, &d}, Rgba(252, 250, 244), Rgba(136, 128, 116));
  if (p.r >= 9) {
    Curve(p, {-0.2f, -0.1f}, {-0.1f, 0.0f}, {0.1f, 0.0f}, {0.2f, -0.1f}, Rgba(200, 194, 182), 0.05f);
    Curve(p, {0, -0.05f}, {0.05f, 0.15f}, {0.05f, 0.3f}, {0, 0.45f}, Rgba(200, 194, 182), 0.05f);
  }
}

void Salt(const Pen& p) {
  // A white heap of crystals in a blue bowl.
  Fill(p, Bezier({{-0.8f, 0.14f}, {-0.5f, -0.78f}, {0.5f, -0.78f}, {0.8f, 0.14f},
                  {0.3f, 0.14f}, {-0.3f, 0.14f}, {-0.8f, 0.14f}}),
       Rgba(252, 252, 252), Rgba(120, 132, 146));
  for (const ImVec2& x : {ImVec2(-0.22f, -0.26f), ImVec2(0.24f, -0.12f), ImVec2(0.02f, -0.46f)}) {
    Fill(p, Turned(Part{{x.x - 0.07f, x.y - 0.07f}, {x.x + 0.07f, x.y - 0.07f}, {x.x + 0.07f, x.y + 0.07f},
                        {x.x - 0.07f, x.y + 0.07f}},
                   x.x, x.y, 0.5f),
         Rgba(232, 240, 248), Rgba(120, 140, 170));
  }
  Fill(p, Bezier({{-0.94f, 0.1f}, {-0.86f, 0.9f}, {0.86f, 0.9f}, {0.94f, 0.1f},
                  {0.3f, 0.1f}, {-0.3f, 0.1f}, {-0.94f, 0.1f}}),
       Rgba(70, 150, 212), Rgba(18, 70, 122));
  Line(p, {{-0.6f, 0.3f}, {0.6f, 0.3f}}, Rgba(150, 200, 236), 0.06f);
}

void Indigo(const Pen& p) {
  // A vat of deep blue dye, and a drop of it falling in.
  const ImU32 dye = Rgba(38, 52, 150), dye_edge = Rgba(12, 18, 70);
  Fill(p, Ellipse(0, 0.34f, 0.8f, 0.56f), Rgba(168, 116, 70), Rgba(80, 50, 22));
  Fill(p, Ellipse(0, -0.08f, 0.72f, 0.2f), Rgba(120, 80, 44), Rgba(80, 50, 22));
  Fill(p, Ellipse(0, -0.06f, 0.6f, 0.14f), dye, dye_edge);
  Line(p, {{-0.3f, 0.06f}, {-0.32f, 0.5f}}, dye, 0.1f);
  Fan(p, Bezier({{0, -0.98f}, {0.1f, -0.8f}, {0.24f, -0.66f}, {0.22f, -0.54f},
                 {0.2f, -0.36f}, {-0.2f, -0.36f}, {-0.22f, -0.54f},
                 {-0.24f, -0.66f}, {-0.1f, -0.8f}, {0, -0.98f}}),
      0, -0.55f, dye, dye_edge);
}

void Hemp(const Pen& p) {
  // The hemp leaf: seven narrow leaflets fanned out from the stalk.
  // The edge close to the fill: at 14 px a dark line round each thin leaflet
  // would leave a dark blot.
  const ImU32 green = Rgba(72, 156, 64), edge = Rgba(36, 104, 34);
  Line(p, {{0, 0.5f}, {0, 1.0f}}, edge, 0.1f);
  const float lengths[7] = {0.62f, 0.9f, 1.14f, 1.3f, 1.14f, 0.9f, 0.62f};
  for (int i = 0; i < 7; ++i) {
    const float a = -kPi / 2 + float(i - 3) * 0.46f;
    const float half = lengths[i] * 0.5f;
    const float x = half * std::cos(a), y = 0.5f + half * std::sin(a);
    Fill(p, Ellipse(x, y, half, 0.13f + 0.02f * lengths[i], a, 16), green, edge);
  }
}

namespace {

// A metal ingot seen from above and in front, centred on (x, y), `s` wide.
void Ingot(const Pen& p, float x, float y, float s, ImU32 face, ImU32 top, ImU32 edge) {
  Fill(p, Part{{x - 0.62f * s, y - 0.16f * s}, {x + 0.62f * s, y - 0.16f * s}, {x + 0.9f * s, y + 0.5f * s},
               {x - 0.9f * s, y + 0.5f * s}},
       face, edge);
  Fill(p, Part{{x - 0.46f * s, y - 0.48f * s}, {x + 0.46f * s, y - 0.48f * s}, {x + 0.62f * s, y - 0.16f * s},
               {x - 0.62f * s, y - 0.16f * s}},
       top, edge);
}

}  // namespace

void Copper(const Pen& p) {
  // One reddish-orange ingot with a stamp.
  Ingot(p, 0, 0.1f, 1.0f, Rgba(196, 104, 48), Rgba(236, 152, 88), Rgba(104, 44, 10));
  Fill(p, Ellipse(0, -0.22f, 0.16f, 0.07f), Rgba(196, 104, 48), Rgba(104, 44, 10));
  Shine(p, -0.5f, 0.18f, 0.05f, 0.18f, 0.4f);
}

void Peppercorns(const Pen& p) {
  // A heap of black peppercorns by a leaf of the pepper vine.
  Fill(p, Ellipse(0.44f, -0.52f, 0.4f, 0.18f, -0.6f), Rgba(70, 140, 60), Rgba(24, 70, 20));
  const ImVec2 corns[] = {{-0.56f, 0.52f}, {0, 0.56f}, {0.56f, 0.52f}, {-0.28f, 0.1f},
                          {0.28f, 0.12f},  {0, -0.3f}};
  for (const ImVec2& c : corns) {
    Fill(p, Circle(c.x, c.y, 0.27f), Rgba(62, 44, 34), Rgba(20, 12, 8));
    if (p.r >= 9) {
      Curve(p, {c.x - 0.16f, c.y - 0.04f}, {c.x - 0.05f, c.y + 0.06f}, {c.x + 0.05f, c.y - 0.1f},
            {c.x + 0.16f, c.y}, Rgba(30, 20, 14), 0.04f);
    }
    Shine(p, c.x - 0.09f, c.y - 0.1f, 0.06f, 0.05f);
  }
}

void Wood(const Pen& p) {
  // Two logs, one on the other, their cut ends showing rings.
  const ImU32 bark = Rgba(132, 84, 46), bark_edge = Rgba(62, 36, 14);
  const ImU32 cut = Rgba(226, 186, 128), ring = Rgba(170, 120, 70);
  auto log = [&](float x0, float x1, float y) {
    const Part body = {{x0, y - 0.3f}, {x1, y - 0.3f}, {x1, y + 0.3f}, {x0, y + 0.3f}};
    const Part back = Ellipse(x0, y, 0.12f, 0.3f);
    Body(p, {&body, &back}, bark, bark_edge);
    Line(p, {{x0 + 0.15f, y - 0.08f}, {x1 - 0.2f, y - 0.1f}}, bark_edge, 0.04f);
    Fill(p, Ellipse(x1, y, 0.17f, 0.3f), cut, bark_edge);
    Fill(p, Ellipse(x1, y, 0.08f, 0.15f), cut, ring);
  };
  log(-0.86f, 0.62f, 0.44f);
  log(-0.62f, 0.8f, -0.2f);
}

void Stone(const Pen& p) {
  // A grey rock, its faces lit differently.
  const ImU32 edge = Rgba(64, 64, 62);
  Fill(p, Part{{-0.88f, 0.58f}, {-0.72f, -0.14f}, {-0.26f, -0.62f}, {0.36f, -0.56f}, {0.88f, -0.04f},
               {0.82f, 0.58f}},
       Rgba(146, 146, 140), edge);
  Fill(p, Part{{-0.72f, -0.14f}, {-0.26f, -0.62f}, {0.36f, -0.56f}, {0.04f, 0.0f}}, Rgba(188, 188, 182),
       edge);
  Line(p, {{0.04f, 0.0f}, {0.88f, -0.04f}}, edge, 0.05f);
  Line(p, {{0.04f, 0.0f}, {-0.1f, 0.58f}}, edge, 0.05f);
}

void Metal(const Pen& p) {
  // Three steel bars stacked: two below, one on top.
  const ImU32 face = Rgba(140, 150, 166), top = Rgba(200, 208, 222), edge = Rgba(52, 58, 74);
  Ingot(p, -0.44f, 0.42f, 0.6f, face, top, edge);
  Ingot(p, 0.44f, 0.42f, 0.6f, face, top, edge);
  Ingot(p, 0, -0.14f, 0.6f, face, top, edge);
}

void Tea(const Pen& p) {
  // Two tea leaves and a bud on a twig.
  const ImU32 green = Rgba(78, 150, 58), edge = Rgba(28, 78, 22), rib = Rgba(150, 200, 110);
  Line(p, {{0, 1.0f}, {0, -0.3f}}, Rgba(110, 80, 40), 0.1f);
  Fill(p, Ellipse(-0.4f, 0.18f, 0.52f, 0.24f, -0.55f), green, edge);
  Fill(p, Ellipse(0.4f, 0.02f, 0.5f, 0.23f, 0.6f), green, edge);
  Fill(p, Ellipse(0, -0.56f, 0.15f, 0.36f), Rgba(150, 200, 90), edge);
  if (p.r >= 9) {
    Line(p, {{-0.82f, 0.46f}, {0, -0.05f}}, rib, 0.04f);
    Line(p, {{0.8f, 0.3f}, {0, -0.2f}}, rib, 0.04f);
  }
}

void Carpet(const Pen& p) {
  // A red rug with a gold border, a medallion and fringed ends.
  const ImU32 fringe = Rgba(240, 228, 200);
  for (float y = -0.5f; y <= 0.51f; y += 0.2f) {
    Line(p, {{-0.96f, y}, {-0.8f, y}}, fringe, 0.06f);
    Line(p, {{0.8f, y}, {0.96f, y}}, fringe, 0.06f);
  }
  Fill(p, Part{{-0.8f, -0.62f}, {0.8f, -0.62f}, {0.8f, 0.62f}, {-0.8f, 0.62f}}, Rgba(168, 36, 40),
       Rgba(80, 12, 14));
  const ImU32 gold = Rgba(236, 186, 72);
  Line(p, {{-0.64f, -0.46f}, {0.64f, -0.46f}, {0.64f, 0.46f}, {-0.64f, 0.46f}, {-0.64f, -0.46f}}, gold,
       0.07f);
  Fill(p, Part{{0, -0.34f}, {0.4f, 0}, {0, 0.34f}, {-0.4f, 0}}, gold, Rgba(120, 80, 10));
  Fill(p, Part{{0, -0.14f}, {0.16f, 0}, {0, 0.14f}, {-0.16f, 0}}, Rgba(30, 70, 130), Rgba(30, 70, 130));
}

void Glass(const Pen& p) {
  // A clear goblet: a bowl on a stem and foot, with a glint.
  const ImU32 glass = Rgba(186, 226, 240, 230), edge = Rgba(34, 104, 136);
  Fill(p, Ellipse(0, 0.8f, 0.46f, 0.12f), glass, edge);
  Fill(p, Part{{-0.06f, 0.1f}, {0.06f, 0.1f}, {0.07f, 0.76f}, {-0.07f, 0.76f}}, glass, edge);
  Fill(p, Bezier({{-0.6f, -0.86f}, {-0.2f, -0.86f}, {0.2f, -0.86f}, {0.6f, -0.86f},
                  {0.64f, -0.1f}, {0.3f, 0.16f}, {0, 0.16f},
                  {-0.3f, 0.16f}, {-0.64f, -0.1f}, {-0.6f, -0.86f}}),
       glass, edge);
  Curve(p, {-0.42f, -0.7f}, {-0.46f, -0.4f}, {-0.38f, -0.16f}, {-0.22f, -0.02f}, Rgba(255, 255, 255, 230),
        0.08f);
}

void Spices(const Pen& p) {
  // An open sack heaped with red-orange spice.
  const ImU32 sack = Rgba(200, 160, 100), sack_edge = Rgba(106, 76, 36);
  Fill(p, Bezier({{-0.56f, -0.2f}, {-0.96f, 0.2f}, {-0.8f, 0.94f}, {0, 0.94f},
                  {0.8f, 0.94f}, {0.96f, 0.2f}, {0.56f, -0.2f},
                  {0.2f, -0.2f}, {-0.2f, -0.2f}, {-0.56f, -0.2f}}),
       sack, sack_edge);
  Fill(p, Bezier({{-0.54f, -0.22f}, {-0.36f, -0.9f}, {0.36f, -0.9f}, {0.54f, -0.22f},
                  {0.2f, -0.22f}, {-0.2f, -0.22f}, {-0.54f, -0.22f}}),
       Rgba(222, 92, 28), Rgba(120, 36, 6));
  Fill(p, Ellipse(0, -0.2f, 0.64f, 0.14f), Rgba(224, 190, 132), sack_edge);
  if (p.r >= 9) {
    Line(p, {{-0.3f, 0.3f}, {-0.26f, 0.7f}}, sack_edge, 0.04f);
    Line(p, {{0.3f, 0.3f}, {0.26f, 0.7f}}, sack_edge, 0.04f);
  }
}

void Jade(const Pen& p) {
  // A green jade disc with a hole in its middle (a bi), hung on a red cord.
  const ImU32 jade = Rgba(64, 164, 112), edge = Rgba(18, 80, 50);
  Line(p, {{0, -0.96f}, {0, -0.6f}}, Rgba(200, 40, 40), 0.1f);
  p.dl->AddCircle(p.c + ImVec2(0, 0.1f) * p.r, p.r * 0.6f, p.C(jade), 32, p.r * 0.56f);
  p.dl->AddCircle(p.c + ImVec2(0, 0.1f) * p.r, p.r * 0.88f, p.C(edge), 32, p.Edge());
  p.dl->AddCircle(p.c + ImVec2(0, 0.1f) * p.r, p.r * 0.32f, p.C(edge), 24, p.Edge());
  if (p.r >= 5) {
    p.dl->PathArcTo(p.c + ImVec2(0, 0.1f) * p.r, p.r * 0.7f, kPi * 1.1f, kPi * 1.45f, 8);
    p.dl->PathStroke(p.C(Rgba(190, 240, 210)), 0, p.W(0.08f));
  }
}

void Porcelain(const Pen& p) {
  // A white vase painted blue.
  const ImU32 white = Rgba(246, 246, 242), blue = Rgba(36, 76, 168);
  const Part body = Ellipse(0, 0.26f, 0.62f, 0.6f);
  const Part neck = {{-0.2f, -0.72f}, {0.2f, -0.72f}, {0.28f, -0.2f}, {-0.28f, -0.2f}};
  const Part lip = Ellipse(0, -0.76f, 0.32f, 0.1f);
  const Part foot = {{-0.34f, 0.7f}, {0.34f, 0.7f}, {0.3f, 0.94f}, {-0.3f, 0.94f}};
  Body(p, {&body, &neck, &lip, &foot}, white, Rgba(30, 56, 120));
  Curve(p, {-0.54f, -0.02f}, {-0.2f, 0.06f}, {0.2f, 0.06f}, {0.54f, -0.02f}, blue, 0.07f);
  Curve(p, {-0.5f, 0.6f}, {-0.2f, 0.66f}, {0.2f, 0.66f}, {0.5f, 0.6f}, blue, 0.07f);
  Fan(p, Star(0, 0.32f, 4, 0.2f, 0.07f), 0, 0.32f, blue, blue);
  if (p.r >= 9) Line(p, {{-0.2f, -0.52f}, {0.2f, -0.52f}}, blue, 0.05f);
}

void Silk(const Pen& p) {
  // A bolt of rose silk: the roll, and a length of cloth falling from it in a
  // soft wave.
  const ImU32 silk = Rgba(216, 84, 136), edge = Rgba(110, 24, 60), sheen = Rgba(248, 176, 206);
  Fan(p, Bezier({{-0.72f, -0.1f}, {-0.3f, -0.1f}, {0.1f, -0.1f}, {0.4f, -0.1f},
                 {0.5f, 0.3f}, {0.62f, 0.6f}, {0.6f, 0.9f},
                 {0.4f, 0.76f}, {0.2f, 0.98f}, {-0.04f, 0.86f},
                 {-0.28f, 0.74f}, {-0.44f, 0.96f}, {-0.62f, 0.84f},
                 {-0.7f, 0.5f}, {-0.72f, 0.2f}, {-0.72f, -0.1f}}),
      -0.05f, 0.4f, silk, edge);
  Curve(p, {-0.36f, 0.0f}, {-0.3f, 0.3f}, {-0.3f, 0.6f}, {-0.22f, 0.8f}, edge, 0.05f);
  Curve(p, {0.04f, 0.0f}, {0.12f, 0.3f}, {0.2f, 0.56f}, {0.3f, 0.84f}, sheen, 0.07f);
  const Part roll = {{-0.8f, -0.64f}, {0.56f, -0.64f}, {0.56f, -0.04f}, {-0.8f, -0.04f}};
  const Part back = Ellipse(-0.8f, -0.34f, 0.12f, 0.3f);
  Body(p, {&roll, &back}, silk, edge);
  Line(p, {{-0.74f, -0.5f}, {0.48f, -0.5f}}, sheen, 0.08f);
  Fill(p, Ellipse(0.56f, -0.34f, 0.14f, 0.3f), sheen, edge);
  Fill(p, Ellipse(0.56f, -0.34f, 0.05f, 0.1f), edge, edge);
}

}  // namespace mercato::web::draw::goods

// Mercato's drawing kit: the table and its components, drawn with ImDrawList.
//
// Every game view uses these so the five tables look like one family of board
// games (see ../shared/LOOK.md): a warm table, cards with a band and an icon,
// coins with a value, cubes and tokens with a darker edge, a colour *and* a shape
// for every good, a glow on what can be done now, a lift on hover, a tooltip that
// says why something cannot be done, one primary button, and motion that shows
// what moved.
//
// Coordinates are logical pixels (CSS pixels), like everything ImGui reports; the
// app renders at devicePixelRatio, and fonts are rasterised at that scale, so
// everything stays crisp on high-DPI screens.
//
// Typical use inside GameView::Draw (an ImGui window covering ctx.origin/ctx.size
// is open, so the Interact/Button helpers work; draw on ctx.draw):
//
//   namespace d = mercato::web::draw;
//   d::TableBackground(ctx.draw, ctx.origin, ctx.origin + ctx.size);
//   ImGui::PushID(card_index);
//   d::Hit hit = d::Interact("card", pos, d::kCardSize, legal,
//                            Tr(ctx.lang, "No pile takes pepper", "胡椒を置ける山がない"));
//   ImVec2 at = d::Slide("card", pos);           // slides when pos changes
//   if (legal && ctx.can_act) d::Glow(ctx.draw, at, at + d::kCardSize, d::kCardRounding);
//   d::Card(ctx.draw, at - ImVec2(0, hit.lift), d::kCardSize,
//           {.band = d::palette::kRed, .icon = d::Shape::kHeart, .title = "Pepper"});
//   ImGui::PopID();
//   if (hit.clicked) chosen = action;
//   if (d::PrimaryButton(Tr(ctx.lang, "Draw 2", "2枚引く"), pos, {160, 44})) ...
#pragma once

#include <cstdint>
#include <string>
#include <vector>

// ImVec2 arithmetic (a + b, a - b, a * 2.0f, a / 2.0f, +=, -=) comes from ImGui's own
// operators, which 1.86 keeps in imgui_internal.h behind this switch.
#ifndef IMGUI_DEFINE_MATH_OPERATORS
#define IMGUI_DEFINE_MATH_OPERATORS
#endif
#include "imgui.h"
#include "imgui_internal.h"

#include "draw/goods.h"

namespace mercato::web::draw {

// ------------------------------------------------------------------ colours

constexpr ImU32 Rgba(int r, int g, int b, int a = 255) {
  return (ImU32(a) << 24) | (ImU32(b) << 16) | (ImU32(g) << 8) | ImU32(r);
}
// factor < 1 darkens, > 1 lightens (towards white), alpha kept.
ImU32 Shade(ImU32 color, float factor);
// The same colour with alpha multiplied by `alpha` (0..1).
ImU32 Fade(ImU32 color, float alpha);
// Linear mix: t = 0 gives a, t = 1 gives b.
ImU32 Mix(ImU32 a, ImU32 b, float t);
// The text colour that reads best on `background`: kInk or white, else kInkDeep
// where neither reaches 4.5:1 (mid-tone bands such as vermilion or green).
ImU32 InkOn(ImU32 background);
// WCAG 2 contrast ratio of two opaque colours (1 to 21).
float ContrastRatio(ImU32 a, ImU32 b);

// Text colours meet WCAG AA (4.5:1; 3:1 for large text) on the surface each is
// named for: tests/e2e/contrast.test.cjs measures every text the canvas draws.
// Secondary text uses a soft ink at full alpha, never a faded one: alpha at or
// under kFadedAlpha is kept for disabled controls and decoration (exempt).
namespace palette {
inline constexpr ImU32 kInk = Rgba(43, 33, 24);          // text on paper
inline constexpr ImU32 kInkSoft = Rgba(92, 78, 64);      // secondary text on paper (7.3:1)
inline constexpr ImU32 kInkDeep = Rgba(10, 6, 2);        // on mid-tone bands where kInk is short
inline constexpr ImU32 kLabel = Rgba(255, 250, 240);     // text straight on the table
inline constexpr ImU32 kLabelSoft = Rgba(250, 238, 216); // secondary text on the table and mats
inline constexpr ImU32 kPaper = Rgba(250, 244, 230);     // card faces
inline constexpr ImU32 kCardEdge = Rgba(120, 100, 80);
inline constexpr ImU32 kCardBack = Rgba(48, 72, 110);    // default card back
inline constexpr ImU32 kGold = Rgba(232, 180, 60);       // coins
inline constexpr ImU32 kGoldText = Rgba(255, 214, 110);  // gold text on the table and panels
inline constexpr ImU32 kGlow = Rgba(255, 220, 110);      // legal targets
inline constexpr ImU32 kPrimary = Rgba(196, 84, 44);     // the primary button
inline constexpr ImU32 kDisabled = Rgba(112, 104, 96);   // unavailable: light text reads on it
inline constexpr ImU32 kDisabledInk = Rgba(238, 232, 226);
inline constexpr float kFadedAlpha = 0.5f;               // at or under: disabled / decoration
inline constexpr ImU32 kPanel = Rgba(40, 30, 22, 200);   // dark translucent panel on the table
inline constexpr ImU32 kWhite = Rgba(255, 255, 255);
// Goods colours after Okabe & Ito (distinct for most colour-blind readers); always
// pair one with a Shape as well.
inline constexpr ImU32 kRed = Rgba(213, 94, 0);
inline constexpr ImU32 kBlue = Rgba(0, 114, 178);
inline constexpr ImU32 kGreen = Rgba(0, 158, 115);
inline constexpr ImU32 kYellow = Rgba(240, 228, 66);
inline constexpr ImU32 kOrange = Rgba(230, 159, 0);
inline constexpr ImU32 kSky = Rgba(86, 180, 233);
inline constexpr ImU32 kPurple = Rgba(204, 121, 167);
inline constexpr ImU32 kBrown = Rgba(140, 90, 50);
inline constexpr ImU32 kGrey = Rgba(120, 120, 120);
inline constexpr ImU32 kBlack = Rgba(30, 30, 30);
// Seat colours, for player mats, markers and the log.
inline constexpr ImU32 kSeat[6] = {Rgba(200, 60, 50), Rgba(40, 110, 190), Rgba(60, 150, 70),
                                   Rgba(220, 170, 40), Rgba(140, 80, 170), Rgba(60, 60, 60)};
}  // namespace palette

// ------------------------------------------------------------------ text

// Three UI sizes plus a large size for deciding numbers (money, points, bids).
enum class FontRole { kSmall, kBody, kTitle, kNumber };
// Logical pixel size of each role: 13, 17, 28, 40.
float FontSize(FontRole role);
// No text is drawn smaller (a phone's reader, issue 38): what would be is drawn at
// this size, or left out where it does not fit (a card back's letter, a narrow card's
// title or corner: its colour, icon, a hold and the legend still say what it is).
inline constexpr float kMinTextSize = 12.0f;
// The font rasterised for a role (set by the app at start-up; falls back to ImGui's).
ImFont* Font(FontRole role);
void SetFonts(ImFont* small, ImFont* body, ImFont* title, ImFont* number);

// What a run of text tells, where a phone's player must read it at a glance (issue 38:
// the hand, prices and scores at kKeyTextSize or more). The views mark where they draw
// these (InkAs); the recorded runs carry the mark (TestInksJson), for the size check.
enum class InkRole { kOther, kHand, kPrice, kScore };
inline constexpr float kKeyTextSize = 14.0f;
// Marks every text drawn while it lives as `role` (the innermost one wins).
class InkAs {
 public:
  explicit InkAs(InkRole role);
  ~InkAs();
  InkAs(const InkAs&) = delete;
  InkAs& operator=(const InkAs&) = delete;

 private:
  InkRole outer_;
};
InkRole CurrentInkRole();
// The least size of the text drawn now: kKeyTextSize inside a hand's, price's or
// score's InkAs, else kMinTextSize. Text() draws no smaller; where a view fits text
// into a box (a card's title), what does not fit at this size is left out.
float LeastTextSize();

enum class Align { kLeft, kCenter, kRight };
// Size of `text` in a role (size 0 = the role's own size).
ImVec2 MeasureText(const char* text, FontRole role = FontRole::kBody, float size = 0);
// Draws text; `pos` is the top-left, top-centre or top-right corner by `align`.
// `wrap` > 0 wraps at that width. `bold` draws a second pass half a pixel over.
void Text(ImDrawList* draw, ImVec2 pos, const char* text, ImU32 color,
          FontRole role = FontRole::kBody, Align align = Align::kLeft, float size = 0,
          float wrap = 0, bool bold = false);
// Text centred on a point, vertically too.
void TextCentered(ImDrawList* draw, ImVec2 center, const char* text, ImU32 color,
                  FontRole role = FontRole::kBody, float size = 0, bool bold = false);

// ------------------------------------------------------------------ the table

enum class Surface { kWood, kLinen, kFelt };
// Fills [min, max] with a warm table top (planks and grain, linen weave or felt)
// and a soft vignette. Deterministic: the grain does not flicker between frames.
void TableBackground(ImDrawList* draw, ImVec2 min, ImVec2 max, Surface surface = Surface::kWood);
// A zone on the table (a player's area, the market): a soft translucent mat with
// a rounded edge and an optional label at its top-left.
void Mat(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 tint, const char* label = nullptr);
// A soft drop shadow under a rounded rectangle.
void Shadow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, float strength = 1.0f);

// ------------------------------------------------------------------ icons

// Icon shapes: each suit, card kind and seat gets a colour AND one of these;
// goods are drawn as pictures instead (draw/goods.h).
enum class Shape {
  kCircle, kSquare, kTriangle, kDiamond, kPentagon, kHexagon,
  kStar, kCross, kHeart, kDrop, kCrescent, kLeaf, kNone
};
inline constexpr int kShapeCount = 12;
// A filled shape of "radius" r around center; edge 0 = a darker shade of fill.
void Icon(ImDrawList* draw, Shape shape, ImVec2 center, float r, ImU32 fill, ImU32 edge = 0);
const char* ShapeName(Shape shape);  // "circle", "star" ... for logs and tests

// ------------------------------------------------------------------ components

inline const ImVec2 kCardSize = ImVec2(72, 104);  // a good default card size
inline constexpr float kCardRounding = 7.0f;

struct CardFace {
  ImU32 band = palette::kGrey;       // coloured band across the top
  Shape icon = Shape::kNone;         // big icon in the middle
  ImU32 icon_color = 0;              // 0 = the band colour
  GoodPicture good = GoodPicture::kNone;  // a good's picture in the middle, instead of icon
  const char* good_key = nullptr;    // the good's id, for tests (see DrawGood)
  const char* title = nullptr;       // small text in the band
  const char* corner = nullptr;      // large text top-left (a value, a number)
  InkRole corner_role = InkRole::kOther;  // what the corner tells (a price), for the size check
  const char* footer = nullptr;      // small text at the bottom (a price, a rule)
  bool dimmed = false;               // drawn faded (not available)
};
// The height of a card's coloured band (titled: tall enough for a 12 px title).
float CardBandHeight(ImVec2 size, bool titled);
float CardFooterHeight(ImVec2 size);  // the strip of a card's footer
// A face-up card: rounded rectangle, thin border, soft shadow, band, icon.
void Card(ImDrawList* draw, ImVec2 min, ImVec2 size, const CardFace& face);
// A face-down card: patterned back with a small emblem.
void CardBack(ImDrawList* draw, ImVec2 min, ImVec2 size, ImU32 color = palette::kCardBack);
// A pile: a few offset edges under the top card (face or back) and a count badge.
// top == nullptr draws the back.
void CardPile(ImDrawList* draw, ImVec2 min, ImVec2 size, int count, const CardFace* top,
              ImU32 back_color = palette::kCardBack);
// An empty place for a card (dashed outline).
void CardSlot(ImDrawList* draw, ImVec2 min, ImVec2 size, const char* label = nullptr);

// A gold coin with its value in the middle.
void Coin(ImDrawList* draw, ImVec2 center, float r, int value);
// Money as a coin plus a large number to its right; the number flashes when it
// changes (key: ImGui ID of the current ID stack + `id`). Returns the width used.
float Money(ImDrawList* draw, ImVec2 pos, int amount, const char* id, float coin_r = 14);
// A cube seen from above-front: flat face, darker edge, light bevel, optional mark.
void Cube(ImDrawList* draw, ImVec2 center, float size, ImU32 color, Shape mark = Shape::kNone);
// A crate / square tile with an icon.
void Crate(ImDrawList* draw, ImVec2 min, ImVec2 size, ImU32 color, Shape icon = Shape::kNone);
// A round token (disc) with an icon or a short label.
void Token(ImDrawList* draw, ImVec2 center, float r, ImU32 color, Shape icon = Shape::kNone,
           const char* label = nullptr);
// A small round count bubble (e.g. cards in a hand).
void Badge(ImDrawList* draw, ImVec2 center, const char* text, ImU32 color = palette::kInk);
void Badge(ImDrawList* draw, ImVec2 center, int value, ImU32 color = palette::kInk);

// ------------------------------------------------------------------ affordances

// A glow around a rounded rectangle: "you can do this now". It holds still while
// things happen (a move, a click, a call: NoteActivity); after a pause it pulses
// a few seconds to call the person, then holds still again, so an idle table
// asks for no frames (a phone's battery; issue 37's tests).
void Glow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding = kCardRounding,
          ImU32 color = palette::kGlow);

struct Hit {
  bool hovered = false;
  bool clicked = false;   // a click, a tap, or Enter/Space on the focused item
  float lift = 0;         // pixels to raise the item by (eases in on hover)
};
// An invisible button over [min, min + size] in the current ImGui window (ID from
// the ID stack + id). When `enabled`, hovering lifts it and a click returns
// clicked; when not, hovering shows `why_not` in a tooltip and nothing is clicked.
Hit Interact(const char* id, ImVec2 min, ImVec2 size, bool enabled,
             const char* why_not = nullptr);
// A wrapped tooltip near the mouse (call while something is hovered). With a
// finger, only a hold shows it (a tap acts), and it stays until the next tap.
void Tooltip(const char* text);
// The same for a reason (why an item is disabled): a finger's tap shows it too.
void Explain(const char* text);
// The single obvious action of the moment: a big warm button (≥ 40 px tall for
// thumbs). Disabled buttons explain themselves with why_not on hover.
bool PrimaryButton(const char* label, ImVec2 min, ImVec2 size, bool enabled = true,
                   const char* why_not = nullptr);
// A quieter button (light, outlined) for secondary choices.
bool SecondaryButton(const char* label, ImVec2 min, ImVec2 size, bool enabled = true,
                     const char* why_not = nullptr);

// ------------------------------------------------------------------ names on symbols

// Says that a symbol (a good, a produce, a suit) was drawn over [min, max] and
// what it is called: a mouse resting on it, or a finger held on it for about
// half a second, shows the name (cleared every frame).
void NameSymbol(ImVec2 min, ImVec2 max, const std::string& name);
// Shows the name under the pointer, if any (the app calls it after the table;
// `show` false only forgets this frame's symbols: a dialog lies over them).
void ShowSymbolName(bool show = true);

// ------------------------------------------------------------------ the hand in use (pointer.cpp)

// The input the person used last: the event loop says so; hints name it.
enum class Pointer { kMouse, kTouch, kKeys };
void SetPointer(Pointer pointer);
Pointer LastPointer();
bool PointerIsTouch();
// A hint in the words of the hand in use: "tap" for a finger, "click" for a
// mouse, "select" for the keys (and each one's way to turn a crate), in both
// languages. `text` must live as long as the program (a string literal).
const char* ForPointer(const char* text);
// The same for a text made at run time (reworded each call).
std::string ForPointerText(const std::string& text);
// A finger went down / lifted (the event loop). After the lift the pointer
// leaves ImGui's window (nothing stays hovered) once ImGui has seen the tap.
void TouchStarted();
void TouchEnded();
// After the platform's NewFrame, before ImGui::NewFrame: the pointer after a
// lift, and the release that ends a hold which explained something is not a
// click (the pointer leaves for a frame).
void PointerAfterTouch();
// A finger held still on an item long enough to explain it.
bool FingerHeld();
// This hold explained something: its release clicks nothing.
void HoldExplained();
// An explanation drawn at `at`: a finger's stays until its next tap.
void KeepExplanation(const char* text, ImVec2 at);
// After the app's frame: the kept explanation, where it was.
void DrawKeptExplanation();
// One line of a table's legend: a symbol and its name. A good shows its
// picture (good, with key as in DrawGood), a thing drawn by its view shows that
// drawing (picture), anything else its shape in its colour.
struct LegendItem {
  Shape shape = Shape::kNone;
  ImU32 color = 0;
  std::string name;
  GoodPicture good = GoodPicture::kNone;
  std::string key;
  void (*picture)(ImDrawList* draw, ImVec2 center, float r) = nullptr;
};
// The legend in the current ImGui window, in as many columns as fit `width`.
void DrawLegend(const std::vector<LegendItem>& items, float width);

// ------------------------------------------------------------------ score sheets

// The end screen's score table, laid out for the width it has: columns where
// they fit, else one card per row (its first cell as the title, then
// "column: value" lines), so nothing is clipped or crushed on a phone.
struct ScoreSheet {
  std::vector<std::string> headers;
  std::vector<std::vector<std::string>> rows;  // cells may hold '\n'
  std::vector<int> marked;                     // rows drawn in gold (winners, leaders)
};
void DrawScoreSheet(const char* id, const ScoreSheet& sheet);
// The last sheet DrawScoreSheet drew since ForgetScoreSheet (nullptr if none):
// the end screen keeps it for the text layer (screen readers read the canvas's
// score breakdown from it).
const ScoreSheet* LastScoreSheet();
void ForgetScoreSheet();

// ------------------------------------------------------------------ motion

// Ease-out cubic on [0, 1].
float EaseOut(float t);
// Returns where to draw something whose resting place is `target`: when the
// target changes, it slides there from where it was drawn last, in `seconds`
// (eased). Keyed by ImGui ID (ID stack + id), so PushID per item.
ImVec2 Slide(const char* id, ImVec2 target, float seconds = 0.25f);
ImVec2 Slide(ImGuiID key, ImVec2 target, float seconds = 0.25f);
// 1 just after `value` changed, fading to 0 over `seconds` (keyed as Slide).
float Flash(const char* id, int value, float seconds = 0.9f);
// A number that flashes gold when it changes (e.g. money, points).
void Number(ImDrawList* draw, ImVec2 pos, int value, const char* id,
            FontRole role = FontRole::kNumber, ImU32 color = palette::kWhite,
            Align align = Align::kLeft);
// Forgets every slide and flash (a new game starts; nothing should fly in).
void ResetMotion();
// An idle page draws no frames (web/main.cpp), so drawing that changes with time
// asks for the frames it needs, in ImGui::GetTime() seconds:
// KeepDrawingUntil(t): every frame until t, and one at t (a slide, a flight, a fade);
// DrawAgainAt(t): one frame at t (a mark starts to fade, a message goes away).
// Asked again each frame while it matters: what a frame asked is forgotten when
// the next is drawn.
void KeepDrawingUntil(double time);
void DrawAgainAt(double time);
// For the main loop: whether the last drawn frame asked for one at ImGui time `now`.
bool FrameAsked(double now);
// The main loop calls this as a frame begins: the asks of the last one are spent.
void ForgetFrameAsks();
// prefers-reduced-motion: things jump to their place, numbers do not flash,
// glows do not pulse and hover lifts are instant (set by the app every frame).
void SetReducedMotion(bool reduced);
bool ReducedMotion();
// For the main loop: something happened at ImGui time `now` (input, a call, a
// computer's move); glows hold still, and pulse after a pause.
void NoteActivity(double now);

// ------------------------------------------------------------------ browser tests

// Names a rectangle of this frame so browser tests can click real pixels
// (window.mercato.debug.rects() in the page; app.click(name) in tests/e2e).
// Views: name each clickable move target "move:<notation>" (the notation of the
// action it chooses), e.g. TestRect("move:play indigo piles=1,4", min, max).
// The list is cleared at the start of every frame.
void TestRect(const std::string& name, ImVec2 min, ImVec2 max);
void ClearTestRects();
std::string TestRectsJson();  // {"name": [x, y, w, h], ...} in CSS pixels
// Names a text of this frame (e.g. "status": the table's prompt) so tests can
// read what a person reads (window.mercato.debug.texts()); cleared with the rects.
void TestText(const std::string& name, const std::string& text);
std::string TestTextsJson();  // {"name": "text", ...}
// Every text Text() drew this frame with its ink, for the contrast check
// (tests/e2e/contrast.test.cjs): [[x, y, w, h, r, g, b, a, px, bold, "text",
// covered, "role"], ...] in CSS pixels, clipped to what is visible (also of windows
// drawn later: a dialog over the table); covered = 1 when nothing is; role "hand",
// "price", "score" or "" (InkAs). Cleared
// with the rects. Recording starts with the first TestInksJson() call (the first
// answer is empty).
void RecordInk(const ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 color, float size, bool bold,
               const char* text, InkRole role = InkRole::kOther);
std::string TestInksJson();
// An opaque panel a view draws over its own table (a dialog on the same draw
// list): the texts drawn before it in that list are hidden where it lies, as a
// window drawn later hides them. Recorded only while inks are.
void RecordCover(const ImDrawList* draw, ImVec2 min, ImVec2 max);

}  // namespace mercato::web::draw

// Market Fresh table: how each produce, seat, crate and farmer tile looks.
// Every produce has a colour AND its own picture (draw/goods.h: the same onion,
// tomato and eggplant as Turin Market's), defined here once for the whole view.
#pragma once

#include <string>

#include "draw/draw.h"
#include "games/market_fresh/market_fresh_seat_view.h"
#include "views/game_view.h"

namespace mercato::web::market_fresh_view {

namespace d = draw;
namespace mf = mercato::market_fresh;

struct ProduceStyle {
  ImU32 color;  // the crate compartment's tint and the market column's
  d::GoodPicture picture;
};

// Indexed by mf::Produce.
extern const ProduceStyle kProduceStyles[mf::kNumProduce];

// Seat colours are the app's (the log's dots match the farmer tiles), each
// with its own mark as well.
inline constexpr ImU32 kSeatColors[mf::kMaxPlayers] = {d::palette::kSeat[0], d::palette::kSeat[1],
                                                       d::palette::kSeat[2], d::palette::kSeat[3]};
inline constexpr d::Shape kSeatMarks[mf::kMaxPlayers] = {d::Shape::kCircle, d::Shape::kSquare,
                                                         d::Shape::kTriangle, d::Shape::kDiamond};

const char* ProduceName(int produce, Lang lang);
// The produce's picture; on a light plate where it lies on a coloured ground.
void ProducePicture(ImDrawList* dl, int produce, ImVec2 center, float r, float alpha = 1.0f);
void ProduceOnPlate(ImDrawList* dl, int produce, ImVec2 center, float r, float alpha = 1.0f);
// "Lemon / Pear" in the language.
std::string CrateLabel(int crate, Lang lang);

// One half of a crate seen from above: the produce's colour, its icon, a
// wooden frame edge. `alpha` < 1 draws a ghost (a preview).
void CrateHalf(ImDrawList* dl, ImVec2 min, ImVec2 size, int produce, float alpha = 1.0f);
// A whole crate lying flat: two halves side by side (vertical = one above the
// other) inside a wooden frame.
void CrateFlat(ImDrawList* dl, ImVec2 min, float cell, int produce_a, int produce_b,
               bool vertical, float alpha = 1.0f);
// A crate seen from the side, still hidden in a hand: slats, no produce.
void CrateBack(ImDrawList* dl, ImVec2 min, ImVec2 size);
// A pictured square of a storefront: the produce drawn on the board.
void PictureCell(ImDrawList* dl, ImVec2 min, float cell, int produce);
// A farmer tile on the market board.
void FarmerTile(ImDrawList* dl, ImVec2 center, float size, int seat);
// A 50-point voucher ticket (flipped to 100 for the second lap).
void Voucher(ImDrawList* dl, ImVec2 min, ImVec2 size, int value);

}  // namespace mercato::web::market_fresh_view

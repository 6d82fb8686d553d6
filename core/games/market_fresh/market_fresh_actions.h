// Market Fresh action ids. One flat range per kind of move:
//   [0, 66)            chance: the crate that comes off the face-down pile
//   [66, 132)          take that face-up crate
//   132                take a face-down crate
//   [133, 199)         discard that crate from the hand (not fresh)
//   [199, 221)         score a produce: 2 * produce + (0 basic, 1 height)
//   [221, 6271)        place: produce on cell_a, produce on cell_b, cell_a, direction
#pragma once

#include "games/market_fresh/market_fresh_board.h"
#include "games/market_fresh/market_fresh_data.h"

namespace mercato::market_fresh {

inline constexpr int kDrawBase = 0;
inline constexpr int kTakeFaceUpBase = kDrawBase + kNumCrates;
inline constexpr int kTakeFaceDown = kTakeFaceUpBase + kNumCrates;
inline constexpr int kDiscardBase = kTakeFaceDown + 1;
inline constexpr int kScoreBase = kDiscardBase + kNumCrates;
inline constexpr int kPlaceBase = kScoreBase + 2 * kNumProduce;
inline constexpr int kNumPlaceActions = kNumProduce * kNumProduce * kFrameCells * 2;
inline constexpr int kNumActions = kPlaceBase + kNumPlaceActions;

enum class ActionKind { kDraw, kTakeFaceUp, kTakeFaceDown, kDiscard, kScore, kPlace };

inline ActionKind KindOf(int action) {
  if (action < kTakeFaceUpBase) return ActionKind::kDraw;
  if (action < kTakeFaceDown) return ActionKind::kTakeFaceUp;
  if (action == kTakeFaceDown) return ActionKind::kTakeFaceDown;
  if (action < kScoreBase) return ActionKind::kDiscard;
  if (action < kPlaceBase) return ActionKind::kScore;
  return ActionKind::kPlace;
}

inline int DrawAction(int crate) { return kDrawBase + crate; }
inline int TakeFaceUpAction(int crate) { return kTakeFaceUpBase + crate; }
inline int DiscardAction(int crate) { return kDiscardBase + crate; }
inline int ScoreAction(int produce, bool height) { return kScoreBase + 2 * produce + (height ? 1 : 0); }

// direction: 0 = cell_b right of cell_a, 1 = cell_b below cell_a.
inline int PlaceAction(int produce_a, int produce_b, int cell_a, int direction) {
  return kPlaceBase + ((produce_a * kNumProduce + produce_b) * kFrameCells + cell_a) * 2 + direction;
}
inline int PlaceAction(const CratePlacement& p) {
  const int direction = p.cell_b == p.cell_a + 1 ? 0 : 1;
  return PlaceAction(p.produce_a, p.produce_b, p.cell_a, direction);
}
// Any placement on the frame, whichever way round the cells are given.
inline int PlaceActionAnyOrder(const CratePlacement& p) {
  if (p.cell_b < p.cell_a) return PlaceAction({p.produce_b, p.produce_a, p.cell_b, p.cell_a});
  return PlaceAction(p);
}

inline CratePlacement PlacementOf(int action) {
  int rest = action - kPlaceBase;
  const int direction = rest % 2;
  rest /= 2;
  CratePlacement p;
  p.cell_a = rest % kFrameCells;
  rest /= kFrameCells;
  p.produce_b = rest % kNumProduce;
  p.produce_a = rest / kNumProduce;
  p.cell_b = NeighbourCell(p.cell_a, direction);
  return p;
}

}  // namespace mercato::market_fresh

// Market Fresh: why a move the table shows a seat may not be made now (issue 17).
//
// Rules: ../shared/seeds/002_5447226c4acaf987.txt (あなたのターン, 新鮮な農産物の追加,
// 積み上げるソロバリアント); decisions: ../shared/rules/market_fresh.md (Placement).
//
// What the table shows a seat as its own choice, and the action id each has here:
//   the face-up row (2-4 players)   take <crate>       TakeFaceUpAction
//   the face-down pile              take facedown      kTakeFaceDown
//   a crate in its hand             choose / remove    DiscardAction (the crate's one id)
//   a crate of the solo row         choose             TakeFaceUpAction (solo never takes)
//   its storefront, while placing   place <halves>     PlaceAction, every way round on
//                                                      every two side-by-side cells
// MoveRefusal is the rules' check for one action (kNone exactly for LegalActions;
// placements are Storefront::Check, whose match rule is the level-spot index's
// SpotAccepts that LegalActions lists from); CrateRefusal says whether a crate
// may be chosen (kNone exactly when a legal move places or removes it).
//
// Reason codes:
//   not_your_turn     another seat is to move (プレイは左隣のプレイヤーに移ります).
//   pile_empty        the face-down pile is used up: only a face-up crate can be
//                     taken (turn step 1 takes 表向きまたは裏向きの木箱から1つ). Values: pile.
//   take_first        step 1 comes before step 2: take a crate, then place one.
//   place_first       a crate was taken this turn (one per turn): place one now.
//   score_first       the crate just added scores first (木箱のスコアリング, step 3).
//   fits_nowhere      this crate cannot be added anywhere, and another one can, so
//                     none is removed (いずれの木箱も追加できない場合 only). Values:
//                     fitting = how many of the seat's crates fit.
//   not_level         the two cells below are at different heights: a crate lies
//                     flat (rules/market_fresh.md). Values: height_a, height_b.
//   no_picture_match  over a pictured square no half matches the picture directly
//                     below (adding 2). Values: picture_a, picture_b (produce, -1 plain).
//   no_crate_match    on crates no half matches the produce directly below (adding 3).
//                     Values: below_a, below_b (produce), height (of the crates below).
#include <algorithm>

#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

bool Holds(const std::vector<int>& crates, int crate) {
  return std::find(crates.begin(), crates.end(), crate) != crates.end();
}

}  // namespace

const char* RefusalCode(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone: return "";
    case Refusal::kNotYourTurn: return "not_your_turn";
    case Refusal::kNotNow: return "not_now";
    case Refusal::kPileEmpty: return "pile_empty";
    case Refusal::kTakeFirst: return "take_first";
    case Refusal::kPlaceFirst: return "place_first";
    case Refusal::kScoreFirst: return "score_first";
    case Refusal::kFitsNowhere: return "fits_nowhere";
    case Refusal::kMustPlace: return "must_place";
    case Refusal::kNotInHand: return "not_in_hand";
    case Refusal::kOffGrid: return "off_grid";
    case Refusal::kNotAdjacent: return "not_adjacent";
    case Refusal::kNotLevel: return "not_level";
    case Refusal::kNoPictureMatch: return "no_picture_match";
    case Refusal::kNoCrateMatch: return "no_crate_match";
  }
  return "";
}

Refusal RefusalOf(PlacementError error) {
  switch (error) {
    case PlacementError::kNone: return Refusal::kNone;
    case PlacementError::kOffGrid: return Refusal::kOffGrid;
    case PlacementError::kNotAdjacent: return Refusal::kNotAdjacent;
    case PlacementError::kNotLevel: return Refusal::kNotLevel;
    case PlacementError::kNoPictureMatch: return Refusal::kNoPictureMatch;
    case PlacementError::kNoCrateMatch: return Refusal::kNoCrateMatch;
  }
  return Refusal::kNotNow;
}

std::vector<std::string> MarketFreshGame::BlockReasons() const {
  std::vector<std::string> codes;
  for (Refusal r : {Refusal::kNotYourTurn, Refusal::kPileEmpty, Refusal::kTakeFirst,
                    Refusal::kPlaceFirst, Refusal::kScoreFirst, Refusal::kFitsNowhere,
                    Refusal::kNotLevel, Refusal::kNoPictureMatch, Refusal::kNoCrateMatch}) {
    codes.emplace_back(RefusalCode(r));
  }
  return codes;
}

Refusal MarketFreshState::MoveRefusal(int seat, Action action) const {
  if (IsChanceNode() || IsTerminal()) return Refusal::kNotNow;
  if (seat != actor_) return Refusal::kNotYourTurn;
  const bool solo = typed_game_->Solo();
  // The step of the turn a move of another step waits for.
  const auto step = [&]() {
    switch (phase_) {
      case Phase::kTake: return Refusal::kTakeFirst;
      case Phase::kPlace: return Refusal::kPlaceFirst;
      default: return Refusal::kScoreFirst;
    }
  };
  switch (KindOf(action)) {
    case ActionKind::kDraw:
      return Refusal::kNotNow;
    case ActionKind::kTakeFaceUp:
      if (solo || !Holds(face_up_, action - kTakeFaceUpBase)) return Refusal::kNotNow;
      return phase_ == Phase::kTake ? Refusal::kNone : step();
    case ActionKind::kTakeFaceDown:
      if (solo) return Refusal::kNotNow;
      if (pile_left_ == 0) return Refusal::kPileEmpty;
      return phase_ == Phase::kTake ? Refusal::kNone : step();
    case ActionKind::kDiscard: {
      const int crate = action - kDiscardBase;
      if (solo) return Refusal::kNotNow;
      if (phase_ != Phase::kPlace) return step();
      if (!Holds(hands_[actor_], crate)) return Refusal::kNotInHand;
      if (!HasPlacement()) return Refusal::kNone;
      return CrateFits(crate) ? Refusal::kMustPlace : Refusal::kFitsNowhere;
    }
    case ActionKind::kScore: {
      if (phase_ != Phase::kScore) return step();
      for (const ScoreChoice& c : PendingChoiceList()) {
        if (c.action == action) return Refusal::kNone;
      }
      return Refusal::kNotNow;
    }
    case ActionKind::kPlace: {
      if (phase_ != Phase::kPlace) return step();
      const CratePlacement p = PlacementOf(action);
      if (p.cell_b < 0) return Refusal::kOffGrid;
      if (!Holds(PlaceableSource(), CrateOf(p.produce_a, p.produce_b))) return Refusal::kNotInHand;
      return RefusalOf(CheckPlacement(p).error);
    }
  }
  return Refusal::kNotNow;
}

Refusal MarketFreshState::CrateRefusal(int seat, int crate) const {
  if (IsChanceNode() || IsTerminal()) return Refusal::kNotNow;
  if (seat != actor_) return Refusal::kNotYourTurn;
  if (phase_ == Phase::kTake) return Refusal::kTakeFirst;
  if (phase_ == Phase::kScore) return Refusal::kScoreFirst;
  if (!Holds(PlaceableSource(), crate)) return Refusal::kNotInHand;
  if (CrateFits(crate)) return Refusal::kNone;
  // Not fresh (none fits, never solo: that game ends then): any crate is removed.
  return HasPlacement() ? Refusal::kFitsNowhere : Refusal::kNone;
}

BlockedMoves MarketFreshState::BlockedMovesFor(int viewer) const {
  BlockedMoves out;
  if (!IsSeat(viewer, num_players_) || IsChanceNode() || IsTerminal()) return out;
  const Storefront& store = stores_[viewer];
  int fitting = 0;  // the mover's crates that fit, for fits_nowhere
  if (viewer == actor_ && phase_ == Phase::kPlace) {
    for (int crate : PlaceableSource()) fitting += CrateFits(crate) ? 1 : 0;
  }
  const auto add = [&](Action action, Refusal refusal) -> BlockedMove& {
    out.emplace_back(action, RefusalCode(refusal));
    BlockedMove& b = out.back();
    if (refusal == Refusal::kPileEmpty) b.With("pile", pile_left_);
    if (refusal == Refusal::kFitsNowhere) b.With("fitting", fitting);
    return b;
  };
  // The crates: the face-up row to take and the hand to choose from, or the solo row.
  if (typed_game_->Solo()) {
    for (int crate : face_up_) {
      const Refusal r = CrateRefusal(viewer, crate);
      if (r != Refusal::kNone) add(TakeFaceUpAction(crate), r);
    }
  } else {
    for (int crate : face_up_) {
      const Refusal r = MoveRefusal(viewer, TakeFaceUpAction(crate));
      if (r != Refusal::kNone) add(TakeFaceUpAction(crate), r);
    }
    const Refusal pile = MoveRefusal(viewer, kTakeFaceDown);
    if (pile != Refusal::kNone) add(kTakeFaceDown, pile);
    for (int crate : hands_[viewer]) {
      const Refusal r = CrateRefusal(viewer, crate);
      if (r != Refusal::kNone) add(DiscardAction(crate), r);
    }
  }
  // The storefront, while the mover places: every way round on every pair of
  // side-by-side cells, for each crate it may place from.
  if (viewer != actor_ || phase_ != Phase::kPlace) return out;
  for (int crate : PlaceableSource()) {
    const CrateHalves h = kCrates[crate];
    for (int turn = 0; turn < (h.low == h.high ? 1 : 2); ++turn) {
      const int pa = turn == 0 ? h.low : h.high;
      const int pb = turn == 0 ? h.high : h.low;
      for (int cell = 0; cell < kFrameCells; ++cell) {
        for (int direction = 0; direction < 2; ++direction) {
          const int other = NeighbourCell(cell, direction);
          if (!store.InGrid(cell) || other < 0 || !store.InGrid(other)) continue;
          const Action action = PlaceAction(pa, pb, cell, direction);
          const Refusal r = MoveRefusal(viewer, action);
          if (r == Refusal::kNone) continue;
          BlockedMove& b = add(action, r);
          if (r == Refusal::kNotLevel) {
            b.With("height_a", store.Height(cell)).With("height_b", store.Height(other));
          } else if (r == Refusal::kNoPictureMatch) {
            b.With("picture_a", store.Top(cell)).With("picture_b", store.Top(other));
          } else if (r == Refusal::kNoCrateMatch) {
            b.With("below_a", store.Top(cell)).With("below_b", store.Top(other));
            b.With("height", store.Height(cell));
          }
        }
      }
    }
  }
  return out;
}

}  // namespace mercato::market_fresh

// Market Fresh notation and the full-state dump.
//
//   deal p0 lemon+pear      chance: a secret crate dealt at setup
//   reveal carrot+plum      chance: a crate laid face up
//   draw p1 onion+onion     chance: the face-down crate a player took
//   take lemon+pear         take that face-up crate
//   take facedown
//   place lemon@a1 pear@b1  the crate's lemon half on a1, pear half on b1
//   score lemon             basic scoring (the only kind in the standard game)
//   height lemon            height scoring (height variant and solo)
//   discard lemon+pear      not fresh: no crate fits
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

std::string ProduceId(int produce) { return kProduceInfo[produce].id; }

std::string CrateName(int crate) {
  return ProduceId(kCrates[crate].low) + "+" + ProduceId(kCrates[crate].high);
}

std::string MarketFreshState::ActionToString(Action action) const {
  switch (KindOf(action)) {
    case ActionKind::kDraw: {
      const std::string crate = CrateName(action - kDrawBase);
      if (phase_ == Phase::kDeal) {
        const int target = DealTarget();
        if (target >= 0) return "deal p" + std::to_string(target) + " " + crate;
        return "reveal " + crate;
      }
      if (phase_ == Phase::kDrawFaceDown) return "draw p" + std::to_string(actor_) + " " + crate;
      return "reveal " + crate;
    }
    case ActionKind::kTakeFaceUp:
      return "take " + CrateName(action - kTakeFaceUpBase);
    case ActionKind::kTakeFaceDown:
      return "take facedown";
    case ActionKind::kDiscard:
      return "discard " + CrateName(action - kDiscardBase);
    case ActionKind::kScore: {
      const int produce = (action - kScoreBase) / 2;
      const bool height = (action - kScoreBase) % 2 == 1;
      return std::string(height ? "height " : "score ") + ProduceId(produce);
    }
    case ActionKind::kPlace: {
      const CratePlacement p = PlacementOf(action);
      if (p.cell_b < 0) return "place off-board";
      return "place " + ProduceId(p.produce_a) + "@" + CellName(p.cell_a) + " " +
             ProduceId(p.produce_b) + "@" + CellName(p.cell_b);
    }
  }
  return "?";
}

std::string MarketFreshState::CrateListKey(const std::vector<int>& crates) const {
  std::string key;
  for (int crate : crates) {
    if (!key.empty()) key += ',';
    key += crate == kHiddenCrate ? "?" : CrateName(crate);
  }
  return key.empty() ? "-" : key;
}

std::string MarketFreshState::ToString() const {
  static const char* kPhaseNames[] = {"deal", "take", "draw", "place", "score", "refill",
                                      "over"};
  std::string out = "market_fresh phase=" + std::string(kPhaseNames[int(phase_)]) +
                    " actor=p" + std::to_string(actor_) +
                    " pile=" + std::to_string(pile_left_) +
                    " aside=" + std::to_string(set_aside_) +
                    " dealt=" + std::to_string(deals_done_) +
                    (took_face_up_ ? " took-face-up" : "") + "\n";
  out += "face-up: " + CrateListKey(face_up_) + "\n";
  out += "discarded: " + CrateListKey(discarded_) + "\n";
  for (int p = 0; p < num_players_; ++p) {
    std::string hand;
    for (int crate : hands_[p]) {
      if (!hand.empty()) hand += ',';
      hand += CrateName(crate) + (spots_[crate].known_to_all ? "(open)" : "");
    }
    out += "p" + std::to_string(p) + " score=" + std::to_string(scores_[p]) +
           " hand=" + (hand.empty() ? "-" : hand) + " store=" + stores_[p].Key() + "\n";
  }
  out += "market: " + market_.Key() + "\n";
  if (pending_) {
    out += "pending: " + CrateName(pending_->crate) + " at " + CellName(pending_->where.cell_a) +
           "-" + CellName(pending_->where.cell_b) + "\n";
  }
  return out;
}

}  // namespace mercato::market_fresh

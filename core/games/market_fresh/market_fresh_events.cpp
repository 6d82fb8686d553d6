// What each seat sees of a Market Fresh move, as events (engine/game_event.h).
//
// Every move is open except the crates that go into a hand unseen: a seat sees
// which crate it was dealt or drew face down, the others only that one went to
// that seat. Placing or discarding a crate shows it to everyone.
//   dealt     {seat[, crate]}       chance: a setup crate (crate: its seat only)
//   drew      {seat[, crate]}       chance: the face-down crate taken (crate: its seat only)
//   face_up   {crate}               chance: a crate laid face up (setup, refill, solo)
//   take      {seat, crate}         takes that face-up crate
//   take_down {seat}                takes a face-down crate (the drew event follows)
//   discard   {seat, crate, penalty}   not fresh: the crate is removed, -penalty points
//   place     {seat, produce_a, cell_a, produce_b, cell_b, height, perfect}
//             the crate's produce_a half on cell_a, produce_b on cell_b, now at
//             that height; perfect: 1 when both halves match
//   scored    {seat, produce, height, count, multiplier, perfect, points, tile_row, tile_from}
//             follows a place that offers one scoring only (a double in the
//             standard game): it is scored at once
//   score     {seat, produce, height, count, multiplier, perfect, points, tile_row, tile_from}
//             the scoring chosen: height 1 = height scoring; count visible,
//             multiplier (1 or the row), points gained, the farmer tile's row
//             (0: none) and the row it moves up from (0: a new tile)
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

GameEvent ScoreEvent(const char* kind, int seat, const ScoreChoice& c) {
  return GameEvent(kind, seat)
      .With("produce", c.produce)
      .With("height", c.height ? 1 : 0)
      .With("count", c.count)
      .With("multiplier", c.multiplier)
      .With("perfect", c.perfect ? 1 : 0)
      .With("points", c.points)
      .With("tile_row", c.tile_row)
      .With("tile_from", c.tile_from);
}

}  // namespace

std::optional<GameEvents> MarketFreshState::EventsSeen(Action action, int viewer) const {
  switch (KindOf(action)) {
    case ActionKind::kDraw: {
      const int crate = action - kDrawBase;
      int seat = -1;  // -1: laid face up
      if (phase_ == Phase::kDeal) seat = DealTarget();
      if (phase_ == Phase::kDrawFaceDown) seat = actor_;
      if (seat < 0) return GameEvents{GameEvent("face_up", kChancePlayer).With("crate", crate)};
      GameEvent event(phase_ == Phase::kDeal ? "dealt" : "drew", seat);
      if (viewer == kAllSeeing || viewer == seat) event.With("crate", crate);
      return GameEvents{event};
    }
    case ActionKind::kTakeFaceUp:
      return GameEvents{GameEvent("take", actor_).With("crate", action - kTakeFaceUpBase)};
    case ActionKind::kTakeFaceDown:
      return GameEvents{GameEvent("take_down", actor_)};
    case ActionKind::kDiscard:
      return GameEvents{GameEvent("discard", actor_)
                            .With("crate", action - kDiscardBase)
                            .With("penalty", typed_game_->N().not_fresh_penalty)};
    case ActionKind::kPlace: {
      const CratePlacement p = PlacementOf(action);
      if (p.cell_b < 0) return std::nullopt;
      const PlacementOutcome outcome = stores_[actor_].Preview(p);
      GameEvents events{GameEvent("place", actor_)
                            .With("produce_a", p.produce_a)
                            .With("cell_a", p.cell_a)
                            .With("produce_b", p.produce_b)
                            .With("cell_b", p.cell_b)
                            .With("height", outcome.check.height)
                            .With("perfect", outcome.check.perfect ? 1 : 0)};
      if (outcome.check.legal()) {
        // A double in the standard game offers one scoring only: it is scored at once.
        const ScoreChoiceList choices = ChoicesFromOutcome(actor_, p, outcome);
        if (choices.size() == 1) events.push_back(ScoreEvent("scored", actor_, choices[0]));
      }
      return events;
    }
    case ActionKind::kScore:
      for (const ScoreChoice& c : PendingChoiceList()) {
        if (c.action == action) return GameEvents{ScoreEvent("score", actor_, c)};
      }
      return std::nullopt;  // not a choice open now: the notation says what it is
  }
  return std::nullopt;
}

}  // namespace mercato::market_fresh

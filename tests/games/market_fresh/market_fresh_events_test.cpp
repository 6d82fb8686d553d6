// What each seat is told of a move (issue 17): market_fresh_events.cpp.
#include <catch2/catch.hpp>

#include <memory>

#include "engine/game_event.h"
#include "market_fresh_test_util.h"

using namespace mercato;
using namespace mercato::market_fresh;
using test::Apply;
using test::ApplyAll;
using test::Crate;

namespace {

// The hands dealt (p0: lemon+pear, carrot+plum, onion+onion), nothing face up yet.
std::unique_ptr<MarketFreshState> Dealt(const std::string& options = "") {
  auto state = test::NewState(2, options);
  ApplyAll(*state, {
      "deal p0 " + Crate("lemon", "pear"), "deal p0 " + Crate("carrot", "plum"),
      "deal p0 " + Crate("onion", "onion"),
      "deal p1 " + Crate("pumpkin", "pumpkin"), "deal p1 " + Crate("broccoli", "strawberry"),
      "deal p1 " + Crate("tomato", "eggplant"),
  });
  return state;
}

// The face-up row laid out too: p0 is to take a crate.
std::unique_ptr<MarketFreshState> BeforeTake(const std::string& options = "") {
  auto state = Dealt(options);
  ApplyAll(*state, {"reveal " + Crate("lemon", "lemon"), "reveal " + Crate("pear", "pear"),
                    "reveal " + Crate("carrot", "carrot"), "reveal " + Crate("plum", "plum")});
  return state;
}

// p0 took a face-down crate and is about to draw it.
std::unique_ptr<MarketFreshState> BeforeDraw() {
  auto state = BeforeTake();
  Apply(*state, "take facedown");
  return state;
}

Action ActionOf(const State& state, const std::string& move) {
  StatusOr<Action> action = state.StringToAction(move);
  INFO(move);
  REQUIRE(action.ok());
  return *action;
}

GameEvents Events(const MarketFreshState& state, const std::string& move, int viewer) {
  std::optional<GameEvents> events = state.EventsSeen(ActionOf(state, move), viewer);
  REQUIRE(events.has_value());
  return *events;
}

// A placement on the ground (height 1, not perfect), as its event reads.
GameEvent Placed(int seat, int produce_a, const char* cell_a, int produce_b, const char* cell_b) {
  return GameEvent("place", seat)
      .With("produce_a", produce_a)
      .With("cell_a", test::Cell(cell_a))
      .With("produce_b", produce_b)
      .With("cell_b", test::Cell(cell_b))
      .With("height", 1)
      .With("perfect", 0);
}

// A basic scoring (not perfect): `kind` is "score" (chosen) or "scored" (at once).
GameEvent Basic(const char* kind, int seat, int produce, int count, int tile_row) {
  return GameEvent(kind, seat)
      .With("produce", produce)
      .With("height", 0)
      .With("count", count)
      .With("multiplier", 1)
      .With("perfect", 0)
      .With("points", count)
      .With("tile_row", tile_row)
      .With("tile_from", 0);
}

}  // namespace

TEST_CASE("market_fresh events: a hidden deal or draw names its crate to its seat only",
          "[market_fresh][events]") {
  auto fresh = test::NewState(2);
  const std::string deal = "deal p0 " + Crate("lemon", "pear");
  const int lemon_pear = CrateOf(test::ProduceIndex("lemon"), test::ProduceIndex("pear"));
  CHECK(Events(*fresh, deal, 1) == GameEvents{GameEvent("dealt", 0)});
  CHECK(Events(*fresh, deal, 0) == GameEvents{GameEvent("dealt", 0).With("crate", lemon_pear)});
  CHECK(Events(*fresh, deal, -1) == GameEvents{GameEvent("dealt", 0).With("crate", lemon_pear)});

  auto state = BeforeDraw();
  const std::string draw = "draw p0 " + Crate("dragonfruit", "dragonfruit");
  const int dragon = CrateOf(test::ProduceIndex("dragonfruit"), test::ProduceIndex("dragonfruit"));
  const GameEvents seen_by_other = Events(*state, draw, 1);
  REQUIRE(seen_by_other.size() == 1);
  CHECK(seen_by_other[0].kind == "drew");
  CHECK(seen_by_other[0].seat == 0);
  CHECK_FALSE(seen_by_other[0].Has("crate"));
  CHECK(seen_by_other[0].values.empty());
  // Every other crate the pile could have held reads the same to p1.
  for (const ChanceOutcome& o : state->ChanceOutcomes()) {
    CHECK(*state->EventsSeen(o.action, 1) == seen_by_other);
  }
  CHECK(Events(*state, draw, 0) == GameEvents{GameEvent("drew", 0).With("crate", dragon)});
  CHECK(Events(*state, draw, -1) == GameEvents{GameEvent("drew", 0).With("crate", dragon)});
  // The take itself is open: a face-down crate, none named.
  auto before_take = BeforeTake();
  CHECK(*before_take->EventsSeen(kTakeFaceDown, 1) == GameEvents{GameEvent("take_down", 0)});
}

TEST_CASE("market_fresh events: placing or discarding a secret crate reveals it to all",
          "[market_fresh][events]") {
  auto state = BeforeDraw();
  Apply(*state, "draw p0 " + Crate("dragonfruit", "dragonfruit"));
  // lemon+pear was dealt to p0 unseen by p1: the placement shows both halves.
  for (int viewer : {1, 0, -1}) {
    const GameEvents events = Events(*state, "place lemon@a1 pear@b1", viewer);
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == "place");
    CHECK(events[0].Get("produce_a") == test::ProduceIndex("lemon"));
    CHECK(events[0].Get("produce_b") == test::ProduceIndex("pear"));
  }
  // A face-up crate laid out is shown to everyone.
  auto setup = Dealt();
  const int lemons = CrateOf(test::ProduceIndex("lemon"), test::ProduceIndex("lemon"));
  for (int viewer : {1, 0, -1}) {
    CHECK(Events(*setup, "reveal " + Crate("lemon", "lemon"), viewer) ==
          GameEvents{GameEvent("face_up", kChancePlayer).With("crate", lemons)});
  }
  // A discard names the crate (and the penalty) to everyone.
  const int carrot_plum = CrateOf(test::ProduceIndex("carrot"), test::ProduceIndex("plum"));
  const GameEvent discard = (*state->EventsSeen(DiscardAction(carrot_plum), 1))[0];
  CHECK(discard == GameEvent("discard", 0).With("crate", carrot_plum).With("penalty", 1));
}

TEST_CASE("market_fresh events: a worked turn with exact values", "[market_fresh][events]") {
  auto state = BeforeDraw();
  Apply(*state, "draw p0 " + Crate("dragonfruit", "dragonfruit"));
  const int lemon = test::ProduceIndex("lemon"), pear = test::ProduceIndex("pear");
  // p0 puts lemon+pear on a1-b1 of an empty storefront: height 1, not perfect.
  CHECK(Events(*state, "place lemon@a1 pear@b1", 1) ==
        GameEvents{Placed(0, lemon, "a1", pear, "b1")});
  Apply(*state, "place lemon@a1 pear@b1");
  // Lemon: 1 visible, 1 point, no tile; pear (a pear picture shows too): 2, tile to row 2.
  for (int viewer : {1, 0, -1}) {
    CHECK(Events(*state, "score lemon", viewer) == GameEvents{Basic("score", 0, lemon, 1, 0)});
    CHECK(Events(*state, "score pear", viewer) == GameEvents{Basic("score", 0, pear, 2, 2)});
  }
  Apply(*state, "score lemon");
  // p1 takes pear+pear face up and places it: a double in the standard game is
  // scored at once, so the place event is followed by its scoring.
  const int pears = CrateOf(pear, pear);
  CHECK(Events(*state, "take " + Crate("pear", "pear"), 0) ==
        GameEvents{GameEvent("take", 1).With("crate", pears)});
  Apply(*state, "take " + Crate("pear", "pear"));
  CHECK(Events(*state, "place pear@c1 pear@d1", 0) ==
        GameEvents{Placed(1, pear, "c1", pear, "d1"), Basic("scored", 1, pear, 2, 2)});
}

TEST_CASE("market_fresh events: two scorings with the same points are told apart",
          "[market_fresh][events]") {
  // check-secrets: "score onion" and "score lemon" worth the same points, with
  // no tile, once left every seat's information state the same while the
  // events differ. The scoring is public: the information state keeps it.
  // In the height variant basic scoring puts no tile: two produce of the new
  // crate visible as often are worth the same and change nothing else.
  auto state = BeforeTake("scoring=height");
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("dragonfruit", "strawberry")});
  bool found = false;
  for (Action place : state->LegalActions()) {
    if (found) break;
    auto placed = std::unique_ptr<State>(state->Clone());
    placed->ApplyAction(place);
    auto& typed = static_cast<MarketFreshState&>(*placed);
    const std::vector<ScoreChoice> choices = typed.PendingScoreChoices();
    for (const ScoreChoice& a : choices) {
      for (const ScoreChoice& b : choices) {
        if (found || a.produce >= b.produce || a.height || b.height || a.points != b.points) continue;
        found = true;
        INFO(state->ActionToString(place) << ": " << typed.ActionToString(a.action) << " / "
                                          << typed.ActionToString(b.action));
        CHECK(*typed.EventsSeen(a.action, 1) != *typed.EventsSeen(b.action, 1));
        auto first = placed->Clone();
        auto second = placed->Clone();
        first->ApplyAction(a.action);
        second->ApplyAction(b.action);
        CHECK(first->Scores() == second->Scores());
        CHECK(first->ObservationJson(1) != second->ObservationJson(1));  // last_score shown to all
        for (int seat : {0, 1}) {
          CHECK(first->InformationStateString(seat) != second->InformationStateString(seat));
        }
      }
    }
  }
  CHECK(found);
}

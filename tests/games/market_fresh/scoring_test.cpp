// Scoring a crate, the seed text's lemon example, perfect freshness and the
// not-fresh penalty, all through the public actions.
#include <catch2/catch.hpp>

#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using test::Apply;
using test::ApplyAll;
using test::Crate;

namespace {

std::set<int> Reserved(std::initializer_list<std::pair<const char*, const char*>> crates) {
  std::set<int> ids;
  for (const auto& [a, b] : crates) ids.insert(CrateOf(test::ProduceIndex(a), test::ProduceIndex(b)));
  return ids;
}

}  // namespace

TEST_CASE("market_fresh example: lemon 3 points, then 3 + 5 perfectly fresh") {
  auto state = test::NewState(2);
  ApplyAll(*state, {
      "deal p0 " + Crate("lemon", "tomato"), "deal p0 " + Crate("carrot", "tomato"),
      "deal p0 " + Crate("lemon", "pear"),
      "deal p1 " + Crate("plum", "plum"), "deal p1 " + Crate("eggplant", "eggplant"),
      "deal p1 " + Crate("strawberry", "strawberry"),
      "reveal " + Crate("tomato", "tomato"), "reveal " + Crate("pumpkin", "pumpkin"),
      "reveal " + Crate("broccoli", "broccoli"), "reveal " + Crate("onion", "pear"),
  });
  const std::set<int> reserved = Reserved({{"carrot", "lemon"}});
  // Turn 1: a lemon on d1 besides the lemon picture on a1.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("carrot", "lemon"),
                    "place lemon@d1 tomato@e1", "score lemon"});
  CHECK(state->Scores()[0] == 2);
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("dragonfruit", "dragonfruit"),
                    "place plum@d1 plum@e1"});
  // Turn 2: the carrot half on the carrot picture.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("onion", "tomato"),
                    "place carrot@b2 tomato@c2", "score carrot"});
  CHECK(state->Scores()[0] == 3);
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("pumpkin", "strawberry"),
                    "place eggplant@a4 eggplant@b4"});

  // Example 1: lemon and pear added, scored with lemon: 3 lemons visible.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("onion", "plum"),
                    "place lemon@b1 pear@c1"});
  REQUIRE(state->GetPhase() == Phase::kScore);
  std::vector<ScoreChoice> choices = state->PendingScoreChoices();
  REQUIRE(choices.size() == 2);
  CHECK(choices[0].produce == kLemon);
  CHECK(choices[0].count == 3);
  CHECK(choices[0].points == 3);
  CHECK_FALSE(choices[0].perfect);
  CHECK(choices[1].produce == kPear);
  CHECK(choices[1].points == 1);  // the pear picture is covered by the crate's pear
  Apply(*state, "score lemon");
  CHECK(state->Scores()[0] == 3 + 3);
  CHECK(state->Market().RowOf(0, kLemon) == 3);

  test::FillerTurn(*state, reserved);
  // Example 2: carrot and lemon straddling two crates, lemon on lemon and
  // carrot on carrot: 3 lemons + 5 for perfect freshness = 8.
  Apply(*state, "take facedown");
  Apply(*state, "draw p0 " + Crate("broccoli", "pumpkin"));
  const mercato::StatusOr<mercato::Action> straddle =
      state->StringToAction("place lemon@b1 carrot@b2");
  REQUIRE(straddle.ok());
  const CratePlacement p = PlacementOf(*straddle);
  CHECK(state->StorefrontOf(0).TopCrate(p.cell_a) != state->StorefrontOf(0).TopCrate(p.cell_b));
  state->ApplyAction(*straddle);
  choices = state->PendingScoreChoices();
  REQUIRE(choices.size() == 2);
  CHECK(choices[0].produce == kLemon);
  CHECK(choices[0].count == 3);
  CHECK(choices[0].perfect);
  CHECK(choices[0].points == 8);
  CHECK(choices[1].produce == kCarrot);
  CHECK(choices[1].points == 1 + 5);
  Apply(*state, "score lemon");
  CHECK(state->Scores()[0] == 6 + 8);
  CHECK(state->Market().RowOf(0, kLemon) == 3);  // 3 visible again: the tile stays
}

TEST_CASE("market_fresh turn: a face-up crate is replaced, a face-down one is not") {
  auto state = test::NewState(2);
  ApplyAll(*state, {
      "deal p0 " + Crate("lemon", "tomato"), "deal p0 " + Crate("carrot", "tomato"),
      "deal p0 " + Crate("lemon", "pear"),
      "deal p1 " + Crate("plum", "plum"), "deal p1 " + Crate("eggplant", "eggplant"),
      "deal p1 " + Crate("strawberry", "strawberry"),
      "reveal " + Crate("tomato", "tomato"), "reveal " + Crate("pumpkin", "pumpkin"),
      "reveal " + Crate("broccoli", "broccoli"), "reveal " + Crate("onion", "pear"),
  });
  CHECK(state->PileLeft() == 66 - 18 - 6 - 4);
  Apply(*state, "take " + Crate("onion", "pear"));
  CHECK(state->FaceUp().size() == 3);
  // p1 sees which crate p0 took; p0's dealt crates stay hidden.
  const MarketFreshObservation seen_by_p1 = state->Observe(1);
  CHECK(seen_by_p1.seats[0].hand ==
        std::vector<int>{CrateOf(kPear, kOnion), kHiddenCrate, kHiddenCrate, kHiddenCrate});
  ApplyAll(*state, {"place onion@a3 pear@b3", "score onion"});
  REQUIRE(state->GetPhase() == Phase::kRefill);
  Apply(*state, "reveal " + Crate("lemon", "lemon"));
  CHECK(state->FaceUp().size() == 4);
  CHECK(state->FaceUp().back() == CrateOf(kLemon, kLemon));
  CHECK(state->CurrentPlayer() == 1);
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("carrot", "carrot"),
                    "place plum@d1 plum@e1"});
  CHECK(state->CurrentPlayer() == 0);  // no refill after a face-down take
  CHECK(state->FaceUp().size() == 4);
  CHECK(state->PileLeft() == 66 - 18 - 6 - 4 - 2);
}

TEST_CASE("market_fresh not fresh: no crate fits, discard one and lose 1 point") {
  // 4x4: p0 covers the storefront with crates showing lemon, pear, carrot,
  // plum, onion, dragon fruit and tomato (and lemon/pear on c4-d4) while
  // holding three crates without any of them; the fourth such crate cannot go.
  auto state = test::NewState(2, "grid=4x4");
  ApplyAll(*state, {
      "deal p0 " + Crate("eggplant", "broccoli"), "deal p0 " + Crate("strawberry", "pumpkin"),
      "deal p0 " + Crate("eggplant", "eggplant"),
      "deal p1 " + Crate("onion", "plum"), "deal p1 " + Crate("onion", "pumpkin"),
      "deal p1 " + Crate("onion", "broccoli"),
      "reveal " + Crate("pear", "plum"), "reveal " + Crate("pear", "onion"),
      "reveal " + Crate("pear", "tomato"), "reveal " + Crate("pear", "eggplant"),
  });
  const std::vector<std::pair<std::string, std::string>> cover = {
      {"lemon+lemon", "place lemon@a1 lemon@b1"},
      {"pear+pear", "place pear@c1 pear@d1"},
      {"carrot+carrot", "place carrot@a2 carrot@b2"},
      {"plum+plum", "place plum@c2 plum@d2"},
      {"onion+onion", "place onion@a3 onion@b3"},
      {"dragonfruit+dragonfruit", "place dragonfruit@c3 dragonfruit@d3"},
      {"tomato+tomato", "place tomato@a4 tomato@b4"},
      {"lemon+pear", "place lemon@c4 pear@d4"},
  };
  std::set<int> reserved = Reserved({{"broccoli", "broccoli"}, {"lemon", "lemon"},
                                     {"pear", "pear"}, {"carrot", "carrot"}, {"plum", "plum"},
                                     {"onion", "onion"}, {"dragonfruit", "dragonfruit"},
                                     {"tomato", "tomato"}, {"lemon", "pear"}});
  for (const auto& [crate, place] : cover) {
    ApplyAll(*state, {"take facedown", "draw p0 " + crate, place});
    if (state->GetPhase() == Phase::kScore) Apply(*state, "score lemon");
    test::FillerTurn(*state, reserved);
  }
  const int before = state->Scores()[0];
  REQUIRE(before > 0);
  ApplyAll(*state, {"take facedown", "draw p0 broccoli+broccoli"});
  const std::vector<mercato::Action> legal = state->LegalActions();
  REQUIRE(legal.size() == 4);
  for (mercato::Action a : legal) CHECK(KindOf(a) == ActionKind::kDiscard);
  Apply(*state, "discard eggplant+broccoli");
  CHECK(state->Scores()[0] == before - 1);
  CHECK(state->Hand(0).size() == 3);
  CHECK(state->Observe(1).discarded == std::vector<int>{CrateOf(kEggplant, kBroccoli)});
  CHECK(state->CurrentPlayer() == 1);
  CHECK(state->CheckInvariants() == "");
}

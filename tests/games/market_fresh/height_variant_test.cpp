// The crate height variant through the public actions: the seed text's pear,
// dragon fruit and onion examples.
#include <catch2/catch.hpp>

#include <optional>

#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using test::Apply;
using test::ApplyAll;
using test::Crate;
using test::FindChoice;

namespace {

int Id(const char* a, const char* b) {
  return CrateOf(test::ProduceIndex(a), test::ProduceIndex(b));
}

}  // namespace

TEST_CASE("market_fresh height example: pear 4 x 3 = 12 on row 3, then dragon fruit 3 x 3 = 9") {
  auto state = test::NewState(2, "scoring=height");
  ApplyAll(*state, {
      "deal p0 " + Crate("pear", "onion"), "deal p0 " + Crate("pear", "carrot"),
      "deal p0 " + Crate("pear", "plum"),
      "deal p1 " + Crate("eggplant", "eggplant"), "deal p1 " + Crate("strawberry", "strawberry"),
      "deal p1 " + Crate("strawberry", "pumpkin"),
      "reveal " + Crate("tomato", "tomato"), "reveal " + Crate("broccoli", "broccoli"),
      "reveal " + Crate("onion", "onion"), "reveal " + Crate("pumpkin", "pumpkin"),
  });
  const std::set<int> reserved = {Id("pear", "broccoli"), Id("pear", "lemon"),
                                  Id("carrot", "plum"), Id("pear", "dragonfruit"),
                                  Id("dragonfruit", "plum"), Id("lemon", "lemon"),
                                  Id("tomato", "pumpkin"), Id("onion", "tomato")};
  // p0 builds two stacks of height 2 side by side, and more pears.
  const std::vector<std::pair<std::string, std::string>> build = {
      {"pear+broccoli", "place pear@d1 onion@e1"},   // crate 1, height 1
      {"lemon+pear", "place pear@d1 carrot@e1"},     // crate 2 on crate 1, height 2
      {"carrot+plum", "place plum@d2 pear@e2"},      // crate 3 on the plum picture
      {"pear+dragonfruit", "place broccoli@d2 pear@e2"},  // crate 4 on crate 3
      {"plum+dragonfruit", "place pear@a4 lemon@a5"},     // crate 5, another pear
      {"lemon+lemon", "place carrot@b2 plum@c2"},         // crate 6 on the carrot picture
  };
  for (const auto& [draw, place] : build) {
    ApplyAll(*state, {"take facedown", "draw p0 " + draw, place});
    // Basic scoring only: it never places a tile.
    Apply(*state, state->ActionToString(state->LegalActions().front()));
    test::FillerTurn(*state, reserved);
  }
  CHECK(state->Market().TilesOf(0) == 0);
  const Storefront& store = state->StorefrontOf(0);
  REQUIRE(store.Height(test::Cell("d1")) == 2);
  REQUIRE(store.Height(test::Cell("d2")) == 2);

  // Wolfgang: pear and dragon fruit straddling two crates, height 3.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("tomato", "pumpkin"),
                    "place pear@d1 dragonfruit@d2"});
  std::vector<ScoreChoice> choices = state->PendingScoreChoices();
  const std::optional<ScoreChoice> pear_height = FindChoice(choices, kPear, true);
  REQUIRE(pear_height.has_value());
  CHECK(pear_height->count == 4);
  CHECK(pear_height->multiplier == 3);
  CHECK(pear_height->points == 12);
  CHECK_FALSE(pear_height->perfect);
  CHECK(FindChoice(choices, kPear, false)->points == 4);
  const int before = state->Scores()[0];
  Apply(*state, "height pear");
  CHECK(state->Scores()[0] == before + 12);
  CHECK(state->Market().Owner(kPear, 3) == 0);
  test::FillerTurn(*state, reserved);

  // Next turn: dragon fruit and plum on one crate at height 2; the tallest
  // dragon fruit is last turn's crate, height 3: 3 x 3 = 9.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("onion", "tomato"),
                    "place dragonfruit@b2 plum@c2"});
  choices = state->PendingScoreChoices();
  const std::optional<ScoreChoice> dragon_height = FindChoice(choices, kDragonFruit, true);
  REQUIRE(dragon_height.has_value());
  CHECK(dragon_height->count == 3);
  CHECK(dragon_height->multiplier == 3);
  CHECK(dragon_height->points == 9);
  // Pear was height-scored already: once per produce.
  ApplyAll(*state, {"height dragonfruit"});
  CHECK(state->Scores()[0] == before + 12 + 9);
  CHECK(state->Market().Owner(kDragonFruit, 3) == 0);
  CHECK(state->Market().TilesOf(0) == 2);
}

TEST_CASE("market_fresh height example: Ina is pushed to row 2 and scores double") {
  // p0 (Michael) and p1 (Ina) each stack three onion crates on the onion
  // picture a3; Michael height-scores first.
  auto state = test::NewState(2, "scoring=height");
  ApplyAll(*state, {
      "deal p0 " + Crate("onion", "lemon"), "deal p0 " + Crate("onion", "pear"),
      "deal p0 " + Crate("onion", "carrot"),
      "deal p1 " + Crate("onion", "plum"), "deal p1 " + Crate("onion", "tomato"),
      "deal p1 " + Crate("onion", "onion"),
      "reveal " + Crate("pumpkin", "pumpkin"), "reveal " + Crate("broccoli", "broccoli"),
      "reveal " + Crate("strawberry", "strawberry"), "reveal " + Crate("eggplant", "eggplant"),
  });
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("lemon", "lemon"),
                    "place onion@a3 lemon@b3", "score onion"});
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("pear", "pear"),
                    "place onion@a3 plum@b3", "score onion"});
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("carrot", "carrot"),
                    "place onion@a3 pear@b3", "score onion"});
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("plum", "plum"),
                    "place onion@a3 tomato@b3", "score onion"});
  CHECK(state->Market().TilesOf(0) + state->Market().TilesOf(1) == 0);
  // Michael: height 3, row 3.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("tomato", "tomato"),
                    "place onion@a3 carrot@b3"});
  const std::optional<ScoreChoice> michael = FindChoice(state->PendingScoreChoices(), kOnion, true);
  REQUIRE(michael.has_value());
  CHECK(michael->multiplier == 3);
  CHECK(michael->points == 1 * 3);
  Apply(*state, "height onion");
  CHECK(state->Market().Owner(kOnion, 3) == 0);
  // Ina: also height 3, two onions showing; row 3 is taken: row 2, double.
  ApplyAll(*state, {"take facedown", "draw p1 " + Crate("lemon", "pear"),
                    "place onion@a3 onion@b3"});
  REQUIRE(state->StorefrontOf(1).Height(test::Cell("a3")) == 3);
  const std::optional<ScoreChoice> ina = FindChoice(state->PendingScoreChoices(), kOnion, true);
  REQUIRE(ina.has_value());
  CHECK(ina->count == 2);
  CHECK(ina->tile_row == 2);
  CHECK(ina->multiplier == 2);
  CHECK(ina->points == 2 * 2);
  CHECK_FALSE(ina->perfect);  // the second onion lies on a tomato
  const int ina_before = state->Scores()[1];
  Apply(*state, "height onion");
  CHECK(state->Scores()[1] == ina_before + 4);
  CHECK(state->Market().Owner(kOnion, 2) == 1);
  // Michael's next onion crate offers no second height scoring of onion.
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("onion", "broccoli"),
                    "place onion@a3 broccoli@b3"});
  CHECK(FindChoice(state->PendingScoreChoices(), kOnion, true) == std::nullopt);
  CHECK(FindChoice(state->PendingScoreChoices(), kOnion, false).has_value());
  const std::optional<ScoreChoice> broccoli = FindChoice(state->PendingScoreChoices(), kBroccoli, true);
  REQUIRE(broccoli.has_value());
  CHECK(broccoli->multiplier == 4);
  CHECK(broccoli->count == 2);  // the crate's broccoli and the picture on d4
}

TEST_CASE("market_fresh height variant: no final scoring") {
  auto game = test::MakeGame(3, "scoring=height");
  mercato::Rng rng(5);
  for (int g = 0; g < 5; ++g) {
    std::unique_ptr<mercato::State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      state->ApplyAction(state->IsChanceNode() ? mercato::SampleChanceOutcome(*state, rng)
                                               : game->HeuristicAction(*state, rng));
    }
    const auto& s = static_cast<const MarketFreshState&>(*state);
    int tiles = 0;
    for (int p = 0; p < 3; ++p) tiles += s.Market().TilesOf(p);
    CHECK(tiles > 0);  // a standard final scoring would have scored these
    for (int p = 0; p < 3; ++p) {
      CHECK(s.Final()[p].market.total() == 0);
      CHECK(s.Final()[p].total == s.Final()[p].play_points);
      CHECK(s.Scores()[p] == s.Final()[p].play_points);
    }
  }
}

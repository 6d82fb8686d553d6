// The three ways of adding a crate, and the placements the text's pictures
// show as wrong.
#include <catch2/catch.hpp>

#include "games/market_fresh/market_fresh_board.h"
#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using test::Cell;

namespace {

CratePlacement At(int produce_a, const char* cell_a, int produce_b, const char* cell_b) {
  return {produce_a, produce_b, Cell(cell_a), Cell(cell_b)};
}

}  // namespace

TEST_CASE("market_fresh data: 66 crates, one per pair of produce") {
  std::set<std::pair<int, int>> pairs;
  for (int id = 0; id < kNumCrates; ++id) {
    const CrateHalves h = kCrates[id];
    REQUIRE(h.low <= h.high);
    CHECK(CrateOf(h.low, h.high) == id);
    CHECK(CrateOf(h.high, h.low) == id);
    pairs.insert({h.low, h.high});
  }
  CHECK(pairs.size() == 66);
  // Every kind once in each storefront's pictures on 5x5; 7 kinds on 4x4.
  std::set<int> kinds5, kinds4;
  for (const PicturedCell& p : kPictures5x5) kinds5.insert(p.produce);
  for (const PicturedCell& p : kPictures4x4) kinds4.insert(p.produce);
  CHECK(kinds5.size() == 11);
  CHECK(kinds4.size() == 7);
}

TEST_CASE("market_fresh placing 1: a crate over two empty cells needs no match") {
  Storefront s(5);
  REQUIRE(s.Picture(Cell("d1")) == kNoProduce);
  REQUIRE(s.Picture(Cell("e1")) == kNoProduce);
  const PlacementCheck check = s.Check(At(kOnion, "d1", kPumpkin, "e1"));
  CHECK(check.legal());
  CHECK(check.height == 1);
  CHECK_FALSE(check.perfect);
}

TEST_CASE("market_fresh placing 2: over a pictured cell one half must match it") {
  Storefront s(5);
  REQUIRE(s.Picture(Cell("a1")) == kLemon);
  SECTION("the lemon half on the lemon picture is right") {
    CHECK(s.Check(At(kLemon, "a1", kPear, "b1")).legal());
  }
  SECTION("a crate over a picture with no match is wrong") {
    CHECK(s.Check(At(kPear, "a1", kLemon, "b1")).error == PlacementError::kNoPictureMatch);
    CHECK(s.Check(At(kCarrot, "a1", kPlum, "a2")).error == PlacementError::kNoPictureMatch);
  }
  SECTION("the picture stays visible until covered, and counts") {
    CHECK(s.VisibleCount(kLemon) == 1);
    s.Place(CrateOf(kPear, kLemon), At(kLemon, "a1", kPear, "b1"));
    CHECK(s.VisibleCount(kLemon) == 1);  // the crate's lemon, the picture is covered
    CHECK(s.VisibleCount(kPear) == 2);   // the crate's pear and the pear picture on c1
  }
}

TEST_CASE("market_fresh placing 3: on one crate or straddling two, one half must match") {
  Storefront t(5);
  t.Place(CrateOf(kLemon, kPear), At(kLemon, "a1", kPear, "b1"));
  t.Place(CrateOf(kCarrot, kOnion), At(kOnion, "a2", kCarrot, "b2"));

  SECTION("stacked on one crate with a match") {
    const PlacementCheck c = t.Check(At(kLemon, "a1", kCarrot, "b1"));
    CHECK(c.legal());
    CHECK(c.height == 2);
    CHECK_FALSE(c.perfect);
  }
  SECTION("stacked on one crate, turned round so nothing matches, is wrong") {
    CHECK(t.Check(At(kPear, "a1", kLemon, "b1")).error == PlacementError::kNoCrateMatch);
  }
  SECTION("straddling two crates with one match is right") {
    const PlacementCheck c = t.Check(At(kLemon, "a1", kTomato, "a2"));
    CHECK(c.legal());
    CHECK(c.height == 2);
    CHECK_FALSE(c.perfect);
  }
  SECTION("straddling two crates with no match is wrong") {
    CHECK(t.Check(At(kTomato, "a1", kPlum, "a2")).error == PlacementError::kNoCrateMatch);
  }
  SECTION("both halves matching is perfectly fresh") {
    const PlacementCheck c = t.Check(At(kPear, "b1", kCarrot, "b2"));
    CHECK(c.legal());
    CHECK(c.perfect);
  }
  SECTION("a tilted crate (one half on a crate, one on the board) is wrong") {
    CHECK(t.Check(At(kPear, "b1", kPear, "c1")).error == PlacementError::kNotLevel);
    CHECK(t.Check(At(kLemon, "a2", kLemon, "a3")).error == PlacementError::kNotLevel);
  }
  SECTION("a covered crate half no longer counts") {
    t.Place(CrateOf(kLemon, kCarrot), At(kLemon, "a1", kCarrot, "b1"));
    CHECK(t.VisibleCount(kPear) == 1);  // only the pear picture on c1
    CHECK(t.VisibleCount(kLemon) == 1);
    CHECK(t.VisibleCount(kCarrot) == 2);
    CHECK(t.Height(Cell("a1")) == 2);
    CHECK(t.TallestVisible(kCarrot) == 2);
    CHECK(t.CheckConsistent() == "");
  }
  SECTION("a crate whose only picture half does not match is wrong") {
    // b2 shows the carrot picture, a2 is plain.
    CHECK(t.Check(At(kOnion, "a3", kTomato, "b3")).legal());
    CHECK(Storefront(5).Check(At(kOnion, "a2", kTomato, "b2")).error ==
          PlacementError::kNoPictureMatch);
  }
}

TEST_CASE("market_fresh placing: cells must be side by side and on the storefront") {
  Storefront s5(5), s4(4);
  CHECK(s5.Check(At(kOnion, "d1", kOnion, "e2")).error == PlacementError::kNotAdjacent);
  CHECK(s4.Check(At(kOnion, "d1", kOnion, "e1")).error == PlacementError::kOffGrid);
  // The 4x4 corner d4 is plain, as the decisions file says.
  CHECK(s4.Picture(Cell("d4")) == kNoProduce);
  CHECK(s4.Check(At(kOnion, "c4", kPumpkin, "d4")).error == PlacementError::kNone);
  CHECK(s4.Picture(Cell("b4")) == kTomato);
}

TEST_CASE("market_fresh placing through actions: only legal placements are offered") {
  auto state = test::NewState(2);
  test::ApplyAll(*state, {"deal p0 " + test::Crate("lemon", "pear"),
                          "deal p0 " + test::Crate("carrot", "plum"),
                          "deal p0 " + test::Crate("onion", "onion")});
  for (int i = 0; i < 3; ++i) state->ApplyAction(state->LegalActions().front());  // p1's hand
  for (int i = 0; i < 4; ++i) state->ApplyAction(state->LegalActions().back());   // face up
  REQUIRE(state->GetPhase() == Phase::kTake);
  test::Apply(*state, "take facedown");
  test::Apply(*state, "draw p0 " + test::Crate("tomato", "tomato"));
  REQUIRE(state->GetPhase() == Phase::kPlace);
  // The pear half may not lie on the lemon picture; the lemon half may.
  CHECK(state->StringToAction("place lemon@a1 pear@b1").ok());
  CHECK_FALSE(state->StringToAction("place pear@a1 lemon@b1").ok());
  CHECK_FALSE(state->StringToAction("place onion@b3 onion@c3").ok());  // c3 shows dragon fruit
  CHECK(state->StringToAction("place onion@a3 onion@b3").ok());
  // A double has one notation per position (no "either way round" twin).
  int doubles_at_d1 = 0;
  for (mercato::Action a : state->LegalActions()) {
    const std::string n = state->ActionToString(a);
    if (n == "place tomato@d1 tomato@e1") ++doubles_at_d1;
  }
  CHECK(doubles_at_d1 == 1);
  test::Apply(*state, "place lemon@a1 pear@b1");
  // A crate once placed stays: the storefront keeps it in place.
  const Storefront& store = state->StorefrontOf(0);
  REQUIRE(store.Placed().size() == 1);
  CHECK(store.Top(Cell("a1")) == kLemon);
  CHECK(store.Top(Cell("b1")) == kPear);
}

TEST_CASE("market_fresh placing: level spots agree with the full placement check") {
  // Random storefronts grown by random legal placements; every position and
  // every produce pair must get the same answer from both.
  mercato::Rng rng(77);
  for (int grid : {4, 5}) {
    Storefront s(grid);
    for (int step = 0; step < 30; ++step) {
      std::array<LevelSpot, kMaxSpots> spots;
      const int n = s.LevelSpots(spots);
      for (int cell = 0; cell < kFrameCells; ++cell) {
        for (int dir = 0; dir < 2; ++dir) {
          const int other = NeighbourCell(cell, dir);
          if (other < 0) continue;
          const LevelSpot* spot = nullptr;
          for (int i = 0; i < n; ++i) {
            if (spots[i].cell_a == cell && spots[i].direction == dir) spot = &spots[i];
          }
          for (int pa = 0; pa < kNumProduce; ++pa) {
            for (int pb = 0; pb < kNumProduce; ++pb) {
              const PlacementCheck c = s.Check({pa, pb, cell, other});
              const bool accepted = spot != nullptr && SpotAccepts(*spot, pa, pb);
              REQUIRE(c.legal() == accepted);
              // The kept index names the same spots, by slot.
              const uint64_t bits = s.Spots().Accepting(pa, pb);
              REQUIRE(((bits >> SpotSlot(cell, dir)) & 1) == (accepted ? 1u : 0u));
              if (accepted) REQUIRE(s.SpotAt(SpotSlot(cell, dir)) == *spot);
              if (accepted) {
                REQUIRE(c.perfect == SpotPerfect(*spot, pa, pb));
                REQUIRE(c.height == spot->height);
              }
            }
          }
        }
      }
      // Grow by a random legal placement of a random crate.
      std::vector<CratePlacement> legal;
      const int crate = int(rng.UniformInt(kNumCrates));
      const CrateHalves h = kCrates[crate];
      for (int i = 0; i < n; ++i) {
        if (SpotAccepts(spots[i], h.low, h.high)) legal.push_back({h.low, h.high, spots[i].cell_a, spots[i].cell_b});
        if (SpotAccepts(spots[i], h.high, h.low)) legal.push_back({h.high, h.low, spots[i].cell_a, spots[i].cell_b});
      }
      if (!legal.empty()) s.Place(crate, legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
    CHECK(s.Placed().size() > 10);
  }
}

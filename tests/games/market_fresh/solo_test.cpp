// The stacking solo variant: setup, the height prerequisite rows, the end and
// the -3 per crate left, the rank titles.
#include <catch2/catch.hpp>

#include <optional>

#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using test::Apply;
using test::ApplyAll;
using test::Crate;
using test::FindChoice;

namespace {

// Reveals 25 crates: the named ones first, then the lowest ids not yet out.
void DealSolo(MarketFreshState& state, const std::vector<std::string>& first) {
  for (const std::string& crate : first) Apply(state, "reveal " + crate);
  while (state.GetPhase() == Phase::kDeal) state.ApplyAction(state.LegalActions().front());
}

}  // namespace

TEST_CASE("market_fresh solo setup: 4x4, 25 crates face up, all choosable") {
  // The grid option does not apply: the solo game is played on the 4x4 side.
  auto state = test::NewState(1, "grid=5x5,scoring=standard");
  CHECK(state->TypedGame().Solo());
  CHECK(state->TypedGame().GridSize() == 4);
  DealSolo(*state, {});
  CHECK(state->FaceUp().size() == 25);
  CHECK(state->PileLeft() == 0);
  CHECK(state->Observe(0).set_aside == 66 - 25);
  CHECK(state->GetPhase() == Phase::kPlace);
  CHECK(state->Hand(0).empty());
  std::set<int> crates_offered;
  for (mercato::Action a : state->LegalActions()) {
    REQUIRE(KindOf(a) == ActionKind::kPlace);
    const CratePlacement p = PlacementOf(a);
    crates_offered.insert(CrateOf(p.produce_a, p.produce_b));
  }
  CHECK(crates_offered.size() == 25);  // on an empty 4x4 every crate fits (c4-d4 is plain)
}

TEST_CASE("market_fresh solo: height scoring at row 3 needs a tile in row 2") {
  auto state = test::NewState(1);
  DealSolo(*state, {Crate("onion", "lemon"), Crate("onion", "pear"), Crate("onion", "carrot")});
  ApplyAll(*state, {"place onion@a3 lemon@b3", "score onion"});
  Apply(*state, "place onion@a3 pear@b3");
  const std::optional<ScoreChoice> pear_height = FindChoice(state->PendingScoreChoices(), kPear, true);
  REQUIRE(pear_height.has_value());  // row 2 has no prerequisite
  CHECK(pear_height->count == 2);   // the crate's pear and the pear picture on c1
  CHECK(pear_height->points == 4);

  SECTION("without a tile in row 2, no height scoring at height 3") {
    Apply(*state, "score onion");
    Apply(*state, "place onion@a3 carrot@b3");
    REQUIRE(state->StorefrontOf(0).Height(test::Cell("a3")) == 3);
    CHECK(FindChoice(state->PendingScoreChoices(), kOnion, true) == std::nullopt);
    CHECK(FindChoice(state->PendingScoreChoices(), kCarrot, true) == std::nullopt);
    CHECK(state->PendingScoreChoices().size() == 2);
  }
  SECTION("with the pear tile in row 2, height 3 is open") {
    const int before = state->Scores()[0];
    Apply(*state, "height pear");
    CHECK(state->Scores()[0] == before + 4);
    CHECK(state->Market().Owner(kPear, 2) == 0);
    Apply(*state, "place onion@a3 carrot@b3");
    const std::optional<ScoreChoice> onion_height = FindChoice(state->PendingScoreChoices(), kOnion, true);
    REQUIRE(onion_height.has_value());
    CHECK(onion_height->multiplier == 3);
    CHECK(onion_height->points == 3);
  }
}

TEST_CASE("market_fresh solo end: no crate fits or none left; -3 per crate left") {
  auto game = test::MakeGame(1);
  mercato::Rng rng(11);
  int games_with_leftovers = 0;
  for (int g = 0; g < 30; ++g) {
    std::unique_ptr<mercato::State> base = game->NewInitialState();
    while (!base->IsTerminal()) {
      if (base->IsChanceNode()) {
        base->ApplyAction(mercato::SampleChanceOutcome(*base, rng));
      } else {
        const std::vector<mercato::Action> legal = base->LegalActions();
        base->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
      }
    }
    const auto& s = static_cast<const MarketFreshState&>(*base);
    const FinalBreakdown& f = s.Final()[0];
    CHECK(f.leftover_crates == int(s.FaceUp().size()));
    CHECK(f.total == std::max(0, f.play_points - 3 * f.leftover_crates));
    CHECK(f.leftover_penalty == f.play_points - f.total);
    CHECK(s.Scores()[0] == f.total);
    CHECK(f.market.total() == 0);  // no final scoring of the market board
    // The game ended because nothing left could go anywhere.
    for (int crate : s.FaceUp()) {
      CHECK_FALSE(s.StorefrontOf(0).CanPlaceAnywhere(kCrates[crate].low, kCrates[crate].high));
    }
    if (f.leftover_crates > 0) ++games_with_leftovers;
  }
  CHECK(games_with_leftovers > 0);  // random stacking gets stuck now and then
}

TEST_CASE("market_fresh solo ranks: the text's score bands") {
  CHECK(std::string(kSoloRanks[MarketFreshState::SoloRankOf(0)].title_en) == "Moldy");
  CHECK(MarketFreshState::SoloRankOf(99) == 0);
  CHECK(MarketFreshState::SoloRankOf(100) == 1);
  CHECK(MarketFreshState::SoloRankOf(119) == 2);
  CHECK(MarketFreshState::SoloRankOf(120) == 3);
  CHECK(MarketFreshState::SoloRankOf(159) == 6);
  CHECK(MarketFreshState::SoloRankOf(160) == 7);
  CHECK(MarketFreshState::SoloRankOf(400) == 7);
  CHECK(std::string(kSoloRanks[7].title_ja) == "あなたはマーケットをマスターしました");
}

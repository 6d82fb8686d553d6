// Setup by player count, playing out the hands, the end of the game and the
// final scoring, the invariant that every crate is in exactly one place,
// notation and records.
#include <catch2/catch.hpp>

#include "market_fresh_test_util.h"
#include "registry/record.h"

using namespace mercato::market_fresh;
using mercato::Action;
using mercato::Rng;
using mercato::State;

namespace {

void DealAll(State& state, Rng& rng) {
  while (state.IsChanceNode()) state.ApplyAction(mercato::SampleChanceOutcome(state, rng));
}

// Plays to the end with the heuristic and random moves mixed; calls `each`
// after every action.
template <typename Each>
void PlayOut(State& state, Rng& rng, Each each) {
  while (!state.IsTerminal()) {
    Action a;
    if (state.IsChanceNode()) {
      a = mercato::SampleChanceOutcome(state, rng);
    } else if (rng.Uniform01() < 0.5) {
      a = state.GetGame().HeuristicAction(state, rng);
    } else {
      const std::vector<Action> legal = state.LegalActions();
      a = legal[rng.UniformInt(uint32_t(legal.size()))];
    }
    const auto& before = static_cast<const MarketFreshState&>(state);
    each(before, a);
    state.ApplyAction(a);
  }
}

}  // namespace

TEST_CASE("market_fresh setup: crates removed, 3 in hand, 4 face up") {
  const int removed[] = {0, 0, 18, 9, 2};
  for (int players = 2; players <= 4; ++players) {
    INFO(players << " players");
    auto state = test::NewState(players);
    Rng rng(players);
    DealAll(*state, rng);
    const MarketFreshObservation o = state->Observe(0);
    CHECK(o.set_aside == removed[players]);
    CHECK(o.pile_left == 66 - removed[players] - 3 * players - 4);
    CHECK(o.face_up.size() == 4);
    for (int p = 0; p < players; ++p) {
      CHECK(state->Hand(p).size() == 3);
      // Others see three hidden crates.
      if (p > 0) CHECK(o.seats[p].hand == std::vector<int>(3, kHiddenCrate));
    }
    CHECK(state->CurrentPlayer() == 0);
    CHECK(state->GetPhase() == Phase::kTake);
    CHECK(state->CheckInvariants() == "");
  }
}

TEST_CASE("market_fresh end: the hands are played out after the supply runs dry") {
  for (int players = 2; players <= 4; ++players) {
    INFO(players << " players");
    auto state = test::NewState(players, players == 3 ? "grid=4x4" : "");
    Rng rng(40 + players);
    int placed = 0, discarded = 0, takes_without_supply = 0, turns_after_supply = 0;
    PlayOut(*state, rng, [&](const MarketFreshState& s, Action a) {
      const ActionKind kind = KindOf(a);
      if (kind == ActionKind::kPlace) ++placed;
      if (kind == ActionKind::kDiscard) ++discarded;
      const bool supply = s.PileLeft() > 0 || !s.FaceUp().empty();
      if (!supply && (kind == ActionKind::kTakeFaceUp || kind == ActionKind::kTakeFaceDown)) {
        ++takes_without_supply;
      }
      if (!supply && s.GetPhase() == Phase::kPlace) ++turns_after_supply;
      REQUIRE(s.CheckInvariants() == "");
    });
    CHECK(takes_without_supply == 0);
    // The player who took the last face-up crate places one of 4 as usual;
    // then every player, holding 3 crates, plays them all out.
    CHECK(turns_after_supply == 3 * players + 1);
    CHECK(placed + discarded == state->TypedGame().CratesInPlay());
    for (int p = 0; p < players; ++p) CHECK(state->Hand(p).empty());
    CHECK(state->PileLeft() == 0);
    CHECK(state->FaceUp().empty());
    // The final scoring adds the market board to the points of play.
    const std::vector<MarketFinalScore> market = ScoreMarketBoard(state->Market(), players);
    for (int p = 0; p < players; ++p) {
      const FinalBreakdown& f = state->Final()[p];
      CHECK(f.market.total() == market[p].total());
      CHECK(f.total == f.play_points + market[p].total());
      CHECK(state->Scores()[p] == f.total);
    }
    // The winner (or the tied winners) get the whole win.
    const std::vector<double> returns = state->Returns();
    const std::vector<int> scores = state->Scores();
    const int best = *std::max_element(scores.begin(), scores.end());
    for (int p = 0; p < players; ++p) {
      CHECK((returns[p] > 0) == (scores[p] == best));
    }
  }
}

TEST_CASE("market_fresh invariant: a crate in two places or lost is caught") {
  auto state = test::NewState(2);
  Rng rng(3);
  DealAll(*state, rng);
  REQUIRE(state->CheckInvariants() == "");
  // Every crate is in exactly one place: supply, face up, a hand, a
  // storefront or removed; counting them gives the 66.
  int total = int(state->FaceUp().size()) + state->PileLeft() + state->Observe(0).set_aside;
  for (int p = 0; p < 2; ++p) total += int(state->Hand(p).size());
  CHECK(total == 66);
}

TEST_CASE("market_fresh notation: readable and parsed back; records replay") {
  auto state = test::NewState(2);
  test::ApplyAll(*state, {"deal p0 lemon+pear", "deal p0 carrot+plum", "deal p0 onion+onion",
                          "deal p1 lemon+lemon", "deal p1 lemon+carrot", "deal p1 lemon+plum",
                          "reveal tomato+tomato", "reveal pear+tomato", "reveal eggplant+broccoli",
                          "reveal strawberry+pumpkin"});
  const std::vector<Action> take = state->LegalActions();
  std::vector<std::string> names;
  for (Action a : take) names.push_back(state->ActionToString(a));
  // In crate order (lemon+lemon, lemon+pear, ..., pumpkin+pumpkin), then face down.
  CHECK(names == std::vector<std::string>{"take pear+tomato", "take tomato+tomato",
                                          "take eggplant+broccoli", "take strawberry+pumpkin",
                                          "take facedown"});
  test::ApplyAll(*state, {"take pear+tomato", "place pear@c1 tomato@c2"});
  CHECK(state->ActionToString(state->LegalActions()[0]) == "score pear");
  CHECK(state->ActionToString(state->LegalActions()[1]) == "score tomato");
  test::Apply(*state, "score pear");
  CHECK(state->ActionToString(state->LegalActions()[0]).rfind("reveal ", 0) == 0);

  Rng rng(9);
  PlayOut(*state, rng, [](const MarketFreshState&, Action) {});
  const mercato::MatchRecord record = mercato::RecordOfState(*state, 9);
  CHECK(record.moves[0] == "deal p0 lemon+pear");
  std::unique_ptr<State> replay = mercato::ReplayPrefix(*state, state->History().size());
  CHECK(replay->ToString() == state->ToString());
  // Each line parses back on the replayed position.
  std::unique_ptr<State> step = state->GetGame().NewInitialState();
  for (const std::string& move : record.moves) {
    mercato::StatusOr<Action> a = step->StringToAction(move);
    REQUIRE(a.ok());
    step->ApplyAction(*a);
  }
  CHECK(step->ToString() == state->ToString());
}

TEST_CASE("market_fresh observation JSON: hidden crates are null for others") {
  auto state = test::NewState(2);
  test::ApplyAll(*state, {"deal p0 lemon+pear", "deal p0 carrot+plum", "deal p0 onion+onion"});
  const std::string for_p1 = state->ObservationJson(1);
  const std::string for_p0 = state->ObservationJson(0);
  CHECK(for_p0.find("\"lemon+pear\"") != std::string::npos);
  CHECK(for_p1.find("lemon+pear") == std::string::npos);
  CHECK(for_p1.find("\"hand\":[null,null,null]") != std::string::npos);
}

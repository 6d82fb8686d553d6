#include <catch2/catch.hpp>

#include <map>
#include <tuple>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "session/play.h"
#include "support/duel_game.h"
#include "support/play_moves.h"

using mercato::testing::PlayMoves;
using namespace mercato;
using namespace mercato::ai;
using mercato::testing::DuelGame;
using mercato::testing::DuelState;

namespace {

// The last trick of a 2-player duel, seat 0 to name the stake holding {8, 4},
// points 1 to 2. Seat 0 has seen 2, 6, 1, 3 played; of {5, 7, 9} seat 1 holds
// two: {7, 9} here (the real cards) or {5, 7} with `seat1_beatable`.
std::unique_ptr<State> LastTrick(bool seat1_beatable) {
  auto game = std::make_shared<DuelGame>(2);
  std::unique_ptr<State> s = game->NewInitialState();
  if (seat1_beatable) {
    PlayMoves(*s, {"deal p0 8", "deal p1 5", "deal p0 3", "deal p1 7", "deal p0 2", "deal p1 6"});
  } else {
    PlayMoves(*s, {"deal p0 8", "deal p1 9", "deal p0 3", "deal p1 7", "deal p0 2", "deal p1 6"});
  }
  PlayMoves(*s, {"stake 2", "play 2", "play 6", "draw p1 1", "stake 1", "play 1", "play 3",
            "draw p0 4"});
  REQUIRE(s->CurrentPlayer() == 0);
  return s;
}

// The first trick of a 2-player duel, seat 0 to name the stake: stake, seat
// 0's card and seat 1's card are decided before the winner draws (chance).
std::unique_ptr<State> FirstTrick() {
  auto game = std::make_shared<DuelGame>(2);
  std::unique_ptr<State> s = game->NewInitialState();
  PlayMoves(*s, {"deal p0 8", "deal p1 9", "deal p0 3", "deal p1 7", "deal p0 2", "deal p1 6"});
  REQUIRE(s->CurrentPlayer() == 0);
  return s;
}

}  // namespace

TEST_CASE("ismcts: the same seed gives the same moves; another seed may not") {
  auto game = std::make_shared<DuelGame>(3);
  const std::vector<std::string> seats = {"ismcts:iters=200", "ismcts:iters=200", "random"};
  StatusOr<session::GameResult> a = session::PlayGame(game, seats, 11);
  StatusOr<session::GameResult> b = session::PlayGame(game, seats, 11);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(a->record.moves == b->record.moves);
  CHECK(a->scores == b->scores);
  // The bot alone, on one position, with one seed.
  std::unique_ptr<State> s = LastTrick(false);
  std::vector<std::pair<Action, int>> visits[2];
  for (int k = 0; k < 2; ++k) {
    IsmctsBot bot("ismcts:iters=300", *ParseIsmctsConfig("iters=300"), 42);
    bot.Start(*s);
    while (!bot.Done()) bot.Step(7);
    CHECK(bot.IterationsDone() == 300);
    visits[k] = bot.RootVisits();
  }
  CHECK(visits[0] == visits[1]);
}

TEST_CASE("ismcts: anytime steps add up to the budget, Best is legal throughout") {
  std::unique_ptr<State> s = LastTrick(false);
  IsmctsBot bot("ismcts:iters=100", *ParseIsmctsConfig("iters=100"), 3);
  bot.Start(*s);
  CHECK_FALSE(bot.Done());
  CHECK(s->IsLegal(bot.Best()));
  bot.Step(40);
  CHECK(bot.IterationsDone() == 40);
  CHECK(bot.Progress() == Approx(0.4));
  CHECK(s->IsLegal(bot.Best()));
  bot.Step(1000);
  CHECK(bot.IterationsDone() == 100);
  CHECK(bot.Done());
  CHECK(bot.Progress() == 1.0);
  // One node per iteration at most, plus the root.
  CHECK(bot.NodeCount() <= 101);
  // A single legal move needs no search: in a 3-player duel, the last trick's
  // follower holds one card.
  auto game3 = std::make_shared<DuelGame>(3);
  std::unique_ptr<State> forced = game3->NewInitialState();
  PlayMoves(*forced, {"deal p0 1", "deal p1 2", "deal p2 3", "deal p0 4", "deal p1 5", "deal p2 6",
                 "deal p0 7", "deal p1 8", "deal p2 9", "stake 1", "play 1", "play 2",
                 "play 3", "stake 1", "play 6", "play 4", "play 5", "stake 1", "play 9",
                 "play 7"});
  REQUIRE(forced->LegalActions() == std::vector<Action>{DuelGame::PlayAction(8)});
  bot.Start(*forced);
  CHECK(bot.Done());
  CHECK(bot.Best() == DuelGame::PlayAction(8));
}

TEST_CASE("ismcts: the node cap bounds the tree") {
  std::unique_ptr<State> s = LastTrick(false);
  IsmctsBot bot("x", *ParseIsmctsConfig("iters=500:nodes=10"), 3);
  bot.Start(*s);
  bot.Step(500);
  CHECK(bot.IterationsDone() == 500);
  CHECK(bot.NodeCount() == 10);
  CHECK(s->IsLegal(bot.Best()));
}

TEST_CASE("ismcts: depth and chance=0 stop the tree where they say") {
  std::unique_ptr<State> s = FirstTrick();
  auto depth_of = [&](const std::string& level) {
    IsmctsBot bot("ismcts:" + level, *ParseIsmctsConfig(level), 5);
    bot.Start(*s);
    bot.Step(3000);
    REQUIRE(bot.IterationsDone() == 3000);
    CHECK(s->IsLegal(bot.Best()));
    return bot.TreeDepth();
  };
  CHECK(depth_of("iters=3000") > 3);  // the whole game has 9 decisions
  CHECK(depth_of("iters=3000:chance=0") == 3);
  CHECK(depth_of("iters=3000:depth=2") == 2);
  CHECK(depth_of("iters=3000:depth=5:chance=0") == 3);
}

TEST_CASE("ismcts: trees=K votes K fresh trees with the budget shared out") {
  std::unique_ptr<State> s = FirstTrick();
  auto search = [&](const std::string& level, int step) {
    IsmctsBot bot("ismcts:" + level, *ParseIsmctsConfig(level), 21);
    bot.Start(*s);
    int most_nodes = 0;
    while (!bot.Done()) {
      bot.Step(step);
      most_nodes = std::max(most_nodes, bot.NodeCount());
      CHECK(s->IsLegal(bot.Best()));
    }
    CHECK(bot.IterationsDone() == 1000);
    int visits = 0;
    for (const auto& [action, n] : bot.RootVisits()) visits += n;
    CHECK(visits == 1000);  // every tree's root visits, summed
    return std::make_tuple(bot.RootVisits(), bot.Best(), most_nodes);
  };
  // One tree is the plain search, move for move.
  CHECK(search("iters=1000:trees=1", 1000) == search("iters=1000", 1000));
  // Three trees: none grows past its share (333 or 334 iterations, a node each).
  const auto [visits, best, most_nodes] = search("iters=1000:trees=3", 1000);
  CHECK(most_nodes <= 335);
  CHECK(std::get<2>(search("iters=1000", 1000)) > 335);
  // Deterministic, and the same whatever the slices (the page steps per frame).
  CHECK(search("iters=1000:trees=3", 1000) == search("iters=1000:trees=3", 7));
  // More trees than iterations: empty shares are skipped, the budget is kept.
  IsmctsBot tiny("x", *ParseIsmctsConfig("iters=5:trees=8"), 1);
  tiny.Start(*s);
  tiny.Step(100);
  CHECK(tiny.IterationsDone() == 5);
  CHECK(s->IsLegal(tiny.Best()));
}

TEST_CASE("ismcts: beats random clearly at the duel") {
  auto game = std::make_shared<DuelGame>(2);
  const std::vector<std::string> bots = {"ismcts:iters=300", "random"};
  double ismcts_wins = 0;
  const int kGames = 200;
  for (int g = 0; g < kGames; ++g) {
    std::vector<std::string> seats = {bots[session::RotatedBotIndex(0, g, 2)],
                                      bots[session::RotatedBotIndex(1, g, 2)]};
    StatusOr<session::GameResult> r = session::PlayGame(game, seats, session::SeriesGameSeed(1, g));
    REQUIRE(r.ok());
    ismcts_wins += r->returns[g % 2 == 0 ? 0 : 1];
  }
  INFO("ismcts won " << ismcts_wins << " of " << kGames);
  // The duel is mostly luck: random vs random is 0.5 and ISMCTS levels off near
  // 0.72 (measured over 2000 games), the heuristic near 0.66.
  CHECK(ismcts_wins >= 0.62 * kGames);
}

TEST_CASE("ismcts: determinizations keep the observer's knowledge and never the real "
          "hidden hand") {
  std::unique_ptr<State> s = LastTrick(false);
  const auto& real = static_cast<const DuelState&>(*s);
  const std::string observer_view = s->InformationStateString(0);
  std::map<DuelState::Mask, int> opponent_hands;
  int samples = 0;
  IsmctsBot bot("ismcts:iters=600", *ParseIsmctsConfig("iters=600"), 9);
  bot.SetDeterminizationHook([&](const State& d) {
    REQUIRE(d.InformationStateString(0) == observer_view);
    const auto& duel = static_cast<const DuelState&>(d);
    REQUIRE(duel.Hand(0) == real.Hand(0));
    opponent_hands[duel.Hand(1)]++;
    ++samples;
  });
  bot.Start(*s);
  bot.Step(600);
  REQUIRE(samples == 600);
  // Seat 1 may hold any 2 of {5, 7, 9}: 3 hands, each about a third of the time.
  REQUIRE(opponent_hands.size() == 3);
  for (const auto& [hand, count] : opponent_hands) {
    INFO("hand mask " << hand);
    CHECK(count > 600 / 3 / 2);
    CHECK(count < 600 / 3 * 2);
  }
  CHECK(opponent_hands.count(real.Hand(1)) == 1);
}

TEST_CASE("ismcts: the choice depends on what the observer knows, not the hidden truth") {
  // Seat 0 leads 8 or 4 at 1 point to 2. Unseen: {5, 7, 9}, two in seat 1's hand.
  // Leading the 8 wins the trick unless seat 1 holds the 9 (a third of deals):
  // stake 2 then wins the game outright (3 to 2), stake 1 only ties. A bot that
  // peeked at seat 1's real {7, 9} would know it loses anyway and, on score
  // margin, name stake 1. An honest bot names stake 2 whatever seat 1 holds.
  for (bool beatable : {false, true}) {
    INFO("seat 1 can be beaten: " << beatable);
    std::unique_ptr<State> s = LastTrick(beatable);
    StatusOr<std::unique_ptr<Bot>> bot = MakeBot("ismcts:iters=2000", 17);
    REQUIRE(bot.ok());
    CHECK(ChooseAction(**bot, *s) == DuelGame::kStakeTwo);
    s->ApplyAction(DuelGame::kStakeTwo);
    CHECK(ChooseAction(**bot, *s) == DuelGame::PlayAction(8));
  }
}

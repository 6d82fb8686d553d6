#include <catch2/catch.hpp>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "registry/registry.h"

using namespace mercato;
using namespace mercato::ai;

TEST_CASE("bot specs: every documented spec makes its bot") {
  for (const char* spec : {"random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard",
                           "ismcts:iters=50", "ismcts:normal:uct=0.5:eps=0.2:score=0"}) {
    INFO(spec);
    StatusOr<std::unique_ptr<Bot>> bot = MakeBot(spec, 1);
    REQUIRE(bot.ok());
    CHECK((*bot)->Spec() == spec);
  }
}

TEST_CASE("bot specs: levels are iteration budgets") {
  CHECK(ParseIsmctsConfig("easy")->iterations == kEasyIterations);
  CHECK(ParseIsmctsConfig("normal")->iterations == kNormalIterations);
  CHECK(ParseIsmctsConfig("hard")->iterations == kHardIterations);
  CHECK(ParseIsmctsConfig("iters=123")->iterations == 123);
  CHECK(kEasyIterations < kNormalIterations);
  CHECK(kNormalIterations < kHardIterations);
  StatusOr<IsmctsConfig> tuned = ParseIsmctsConfig("hard:uct=1.25:eps=0.5:score=0.2:nodes=999");
  REQUIRE(tuned.ok());
  CHECK(tuned->iterations == kHardIterations);
  CHECK(tuned->uct_c == 1.25);
  CHECK(tuned->rollout_random == 0.5);
  CHECK(tuned->score_weight == 0.2);
  CHECK(tuned->max_nodes == 999);
  StatusOr<IsmctsConfig> shaped = ParseIsmctsConfig("iters=9:depth=4:chance=0");
  REQUIRE(shaped.ok());
  CHECK(shaped->max_depth == 4);
  CHECK_FALSE(shaped->past_chance);
  CHECK(ParseIsmctsConfig("normal")->max_depth == 0);
  CHECK(ParseIsmctsConfig("normal")->past_chance);
}

namespace {

// The game's first position with a seat to move (the deal played).
std::unique_ptr<State> FirstTurn(const Game& game) {
  std::unique_ptr<State> state = game.NewInitialState();
  Rng rng(5);
  while (state->IsChanceNode()) state->ApplyLegalAction(SampleChanceOutcome(*state, rng));
  return state;
}

// The iterations an ISMCTS bot plays with after starting on `state`.
int IterationsAfterStart(Bot& bot, const State& state) {
  bot.Start(state);
  return dynamic_cast<IsmctsBot&>(bot).Config().iterations;
}

// The iterations a spec's bot spends on the first seat's turn of `game`.
int IterationsAtStart(const std::string& spec, const Game& game) {
  StatusOr<std::unique_ptr<Bot>> bot = MakeBot(spec, 1);
  REQUIRE(bot.ok());
  return IterationsAfterStart(**bot, *FirstTurn(game));
}

}  // namespace

TEST_CASE("bot specs: a level plays its game's settings") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    INFO(info.id);
    StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, info.max_players);
    REQUIRE(game.ok());
    const int easy = IterationsAtStart("ismcts:easy", **game);
    const int normal = IterationsAtStart("ismcts:normal", **game);
    const int hard = IterationsAtStart("ismcts:hard:uct=0.7", **game);
    // Each level its game's spec, a larger search than the one below, hard
    // within the page's budget (play_session.cpp's kPageMaxIterations).
    CHECK(easy == ParseIsmctsConfig(info.levels.easy)->iterations);
    CHECK(normal == ParseIsmctsConfig(info.levels.normal)->iterations);
    CHECK(hard == ParseIsmctsConfig(info.levels.hard)->iterations);
    CHECK(0 < easy);
    CHECK(easy < normal);
    CHECK(normal < hard);
    CHECK(hard <= 100000);
    // A setting given after the level wins; a number alone is kept.
    CHECK(IterationsAtStart("ismcts:hard:iters=77", **game) == 77);
    CHECK(IterationsAtStart("ismcts:iters=123", **game) == 123);
  }
}

TEST_CASE("bot specs: one bot moving in two games plays each game's level") {
  StatusOr<std::unique_ptr<Bot>> bot = MakeBot("ismcts:normal", 1);
  REQUIRE(bot.ok());
  for (const char* id : {"turin_market", "merchants", "turin_market"}) {
    INFO(id);
    StatusOr<std::shared_ptr<const Game>> game = LoadGame(id, 2);
    REQUIRE(game.ok());
    CHECK(IterationsAfterStart(**bot, *FirstTurn(**game)) ==
          ParseIsmctsConfig((*game)->Info().levels.normal)->iterations);
  }
}

TEST_CASE("bot specs: a level's tail applies over the game's settings") {
  GameInfo info;
  info.id = "made_up";
  info.levels.hard = "iters=900:uct=0.9";
  IsmctsConfig tuned = *ParseIsmctsConfig("hard:score=0.1");
  StatusOr<IsmctsConfig> resolved = ResolveLevel(tuned, info);
  REQUIRE(resolved.ok());
  CHECK(resolved->iterations == 900);
  CHECK(resolved->uct_c == 0.9);
  CHECK(resolved->score_weight == 0.1);
  CHECK(resolved->level == IsmctsLevel::kNone);
  info.levels.hard = "iters=lots";
  CHECK(ResolveLevel(tuned, info).message() ==
        "made_up's level 'iters=lots:score=0.1': iters must be a whole number from 1 to "
        "10000000, not 'lots'");
  // A spec without a level is played as it is.
  CHECK(ResolveLevel(*ParseIsmctsConfig("iters=5"), info)->iterations == 5);
}

TEST_CASE("bot specs: bad specs get clear errors") {
  CHECK(MakeBot("alphazero", 1).message() ==
        "unknown bot 'alphazero' (use random, heuristic, ismcts:easy, ismcts:normal, "
        "ismcts:hard or ismcts:iters=N)");
  CHECK(MakeBot("", 1).message().rfind("empty bot spec", 0) == 0);
  CHECK(MakeBot("ismcts", 1).message() ==
        "'ismcts' needs a level: ismcts:easy, ismcts:normal, ismcts:hard or ismcts:iters=N");
  CHECK(MakeBot("ismcts:medium", 1).message().rfind(
            "bot 'ismcts:medium': 'medium' is not an ismcts level", 0) == 0);
  CHECK(MakeBot("ismcts:iters=0", 1).message() ==
        "bot 'ismcts:iters=0': iters must be a whole number from 1 to 10000000, not '0'");
  CHECK(MakeBot("ismcts:iters=lots", 1).message() ==
        "bot 'ismcts:iters=lots': iters must be a whole number from 1 to 10000000, not 'lots'");
  CHECK(MakeBot("ismcts:normal:uct=-1", 1).message() ==
        "bot 'ismcts:normal:uct=-1': uct must be a decimal number such as 0.5, not '-1'");
  CHECK(MakeBot("ismcts:normal:eps=2", 1).message() ==
        "bot 'ismcts:normal:eps=2': eps must be between 0 and 1, not '2'");
  CHECK(MakeBot("ismcts:normal:width=3", 1).message().rfind(
            "bot 'ismcts:normal:width=3': unknown ismcts setting 'width'", 0) == 0);
  CHECK(MakeBot("ismcts:normal:depth=-1", 1).message() ==
        "bot 'ismcts:normal:depth=-1': depth must be a whole number from 0 (no limit) to 1000, "
        "not '-1'");
  CHECK(MakeBot("ismcts:normal:chance=2", 1).message() ==
        "bot 'ismcts:normal:chance=2': chance must be 0 or 1, not '2'");
  CHECK(MakeBot("ismcts:normal:hard", 1).message().rfind(
            "bot 'ismcts:normal:hard': 'hard' is not an ismcts level", 0) == 0);
  CHECK_FALSE(CheckBotSpec("human").ok());
  CHECK(CheckBotSpec("ismcts:easy").ok());
}

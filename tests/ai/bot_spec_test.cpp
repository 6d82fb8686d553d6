#include <catch2/catch.hpp>

#include "ai/bot.h"
#include "ai/ismcts.h"

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

#include "ai/bot.h"

#include "ai/ismcts.h"
#include "ai/simple_bots.h"
#include "engine/check.h"
#include "engine/text.h"

namespace mercato::ai {

namespace {

constexpr char kSpecHelp[] =
    "random, heuristic, ismcts:easy, ismcts:normal, ismcts:hard or ismcts:iters=N";

}  // namespace

StatusOr<std::unique_ptr<Bot>> MakeBot(const std::string& spec, uint64_t seed) {
  if (spec == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (spec == "heuristic") return std::unique_ptr<Bot>(std::make_unique<HeuristicBot>(seed));
  if (spec == "ismcts") {
    return Status::Error("'ismcts' needs a level: ismcts:easy, ismcts:normal, ismcts:hard "
                         "or ismcts:iters=N");
  }
  if (StartsWith(spec, "ismcts:")) {
    StatusOr<IsmctsConfig> config = ParseIsmctsConfig(spec.substr(7));
    if (!config.ok()) return Status::Error("bot '" + spec + "': " + config.message());
    return std::unique_ptr<Bot>(std::make_unique<IsmctsBot>(spec, *config, seed));
  }
  if (spec.empty()) return Status::Error(std::string("empty bot spec (use ") + kSpecHelp + ")");
  return Status::Error("unknown bot '" + spec + "' (use " + kSpecHelp + ")");
}

Status CheckBotSpec(const std::string& spec) {
  StatusOr<std::unique_ptr<Bot>> bot = MakeBot(spec, 0);
  return bot.ok() ? Status::Ok() : bot.status();
}

Action ChooseAction(Bot& bot, const State& state) {
  bot.Start(state);
  while (!bot.Done()) bot.Step(1 << 20);
  const Action action = bot.Best();
  MERCATO_CHECK(state.IsLegal(action), "a bot chose an illegal move");
  return action;
}

}  // namespace mercato::ai

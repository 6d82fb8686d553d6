// Fuzz target "options": LoadGame with arbitrary player counts and options
// text for every registered game, and the same text as a bot spec.
#include <memory>

#include "ai/bot.h"
#include "byte_reader.h"
#include "engine/options.h"
#include "fuzz_checks.h"
#include "registry/registry.h"
#include "state_checks.h"

namespace mercato::fuzz {

std::string CheckOptionsInput(const uint8_t* data, size_t size) {
  const std::vector<GameEntry>& games = RegisteredGames();
  if (games.empty()) return "";
  ByteReader reader(data, size);
  const GameInfo& info = games[reader.Index(games.size())].info();
  const int players = int(reader.Byte() % 8);
  const size_t head = size < 2 ? size : 2;
  const std::string text(reinterpret_cast<const char*>(data) + head, size - head);

  StatusOr<GameOptions> parsed = ParseOptions(info.options, info.params, players, text);
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, text);
  const bool players_ok = players >= info.min_players && players <= info.max_players;
  if (game.ok() != (players_ok && parsed.ok())) {
    return "LoadGame and ParseOptions disagree on '" + text + "'";
  }
  if (!game.ok() && game.message().empty()) return "LoadGame failed without a message";
  if (game.ok()) {
    // The canonical options text loads the same game.
    const std::string canonical = (*game)->Options().ToString();
    StatusOr<std::shared_ptr<const Game>> again = LoadGame(info.id, players, canonical);
    if (!again.ok()) return "canonical options '" + canonical + "' do not load: " + again.message();
    if ((*again)->Options().ToString() != canonical) return "canonical options are not stable";
    for (const OptionSpec& spec : info.options) {
      bool valid = false;
      for (const std::string& c : spec.choices) valid = valid || c == (*game)->Options().Get(spec.key);
      if (!valid) return "option " + spec.key + " holds a value outside its choices";
    }
    // A few random moves of the loaded game.
    Rng rng(size);
    std::unique_ptr<State> state = (*game)->NewInitialState();
    for (int step = 0; step < 40 && !state->IsTerminal(); ++step) {
      std::string bad = CheckStateContract(*state);
      if (!bad.empty()) return bad;
      const std::vector<Action> legal = state->LegalActions();
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }

  // The same text as a computer player's spec ("ismcts:hard:uct=0.5" ...).
  Status spec = ai::CheckBotSpec(text);
  StatusOr<std::unique_ptr<ai::Bot>> bot = ai::MakeBot(text, 1);
  if (spec.ok() != bot.ok()) return "CheckBotSpec and MakeBot disagree on '" + text + "'";
  if (bot.ok() && (*bot)->Spec() != text) return "a bot does not keep its spec";
  return "";
}

}  // namespace mercato::fuzz

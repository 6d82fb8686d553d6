// Computer players. Every bot is "anytime": Start(state) begins thinking about
// a position, Step(n) spends up to n iterations of work, Done() says the move's
// budget is spent, and Best() is the move it would play now. The web page runs a
// slice of Step per frame so it never freezes; the CLI simply calls ChooseAction.
//
// Budgets are iteration counts, never wall-clock time, so a bot given the same
// seed and position always plays the same move, natively and in wasm.
//
// Bot specs (the text used on the command line, in records and by the page):
//   random               a uniformly random legal move
//   heuristic            the game's HeuristicAction (cheap, sensible)
//   ismcts:easy          ISMCTS as the game's easy level (GameInfo::levels: each
//   ismcts:normal        game names its own settings for the three, spaced about
//   ismcts:hard          200 Elo apart on its ladder, docs/strength.md)
//   ismcts:iters=N       ISMCTS with N iterations per move
// ISMCTS specs may add tuning after more colons: ismcts:normal:uct=0.5:eps=0.1,
// and the tree's shape: ismcts:hard:trees=4 (four trees, one vote),
// ismcts:hard:depth=3, ismcts:hard:chance=0 (see IsmctsConfig). So a ladder
// can rate variants of a level side by side. A spec has no spaces and no commas.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "engine/game.h"
#include "engine/status.h"

namespace mercato::ai {

class Bot {
 public:
  virtual ~Bot() = default;

  // Begins choosing a move for state.CurrentPlayer() (a seat, not chance, not
  // terminal). Drops any previous search. The bot keeps its own copy.
  virtual void Start(const State& state) = 0;
  // Spends at most `iterations` units of search; does nothing once Done().
  virtual void Step(int iterations) = 0;
  // The move's budget is spent (immediately so for bots that do not search,
  // and for positions with a single legal move).
  virtual bool Done() const = 0;
  // The move chosen so far: always legal in the started state, also before Done().
  virtual Action Best() const = 0;
  // Share of the move's budget spent, 0..1 (for a progress indicator).
  virtual double Progress() const { return Done() ? 1.0 : 0.0; }
  // Restarts the bot's random stream (the Match reseeds per move, so a move
  // depends only on the match seed and the position, also after undo or reload).
  virtual void Reseed(uint64_t seed) = 0;
  // The spec this bot was made from, e.g. "ismcts:normal".
  const std::string& Spec() const { return spec_; }

 protected:
  explicit Bot(std::string spec) : spec_(std::move(spec)) {}

 private:
  std::string spec_;
};

// Makes a bot from its spec (see above). Errors say what is allowed.
StatusOr<std::unique_ptr<Bot>> MakeBot(const std::string& spec, uint64_t seed);
// Checks a spec without making a bot.
Status CheckBotSpec(const std::string& spec);

// Runs the bot to the end of its budget on `state` and returns its move.
Action ChooseAction(Bot& bot, const State& state);

}  // namespace mercato::ai

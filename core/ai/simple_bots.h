// The bots that do not search: they choose in Start and are Done at once.
#pragma once

#include "ai/bot.h"
#include "engine/rng.h"

namespace mercato::ai {

// A uniformly random legal move.
class RandomBot : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : Bot("random"), rng_(seed) {}
  void Start(const State& state) override;
  void Step(int) override {}
  bool Done() const override { return true; }
  Action Best() const override { return best_; }
  void Reseed(uint64_t seed) override { rng_ = Rng(seed); }

 private:
  Rng rng_;
  Action best_ = -1;
};

// The game's own Game::HeuristicAction: cheap and sensible (the ISMCTS rollout
// policy, and a gentle opponent).
class HeuristicBot : public Bot {
 public:
  explicit HeuristicBot(uint64_t seed) : Bot("heuristic"), rng_(seed) {}
  void Start(const State& state) override;
  void Step(int) override {}
  bool Done() const override { return true; }
  Action Best() const override { return best_; }
  void Reseed(uint64_t seed) override { rng_ = Rng(seed); }

 private:
  Rng rng_;
  Action best_ = -1;
};

}  // namespace mercato::ai

// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012),
// generic over State.
//
// One tree per move, from the point of view of the seat to move (the
// observer). Each iteration:
//   1. determinize: ResampleFromInfostate(observer) deals everything the
//      observer cannot see anew, so the search never uses hidden facts;
//   2. select with UCT among the children whose action is legal in this
//      determinization, counting how often each was available ("availability",
//      used in place of the parent's visit count);
//   3. expand one untried action legal in this determinization;
//   4. roll out to the end with the game's HeuristicAction (a uniformly random
//      move with probability `rollout_random`);
//   5. back up the reward of the player who chose each edge.
// Chance nodes are not stored: their outcome is sampled on the way down (open
// loop), so a node is identified by the decisions leading to it.
// The reward is the win share (Returns), blended with a small score-margin term
// so the bot keeps playing well once the winner is decided.
//
// Nodes live in one pool, keyed by action, linked parent -> first child ->
// next sibling; the pool is reused move after move and capped by `max_nodes`
// (once full, the search keeps running iterations without growing the tree).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/rng.h"

namespace mercato::ai {

// The levels' budgets before a game is known (ParseIsmctsConfig, and a game
// that names no levels: GameInfo::levels' defaults). Start replaces a level's
// settings with the game's own, chosen from its ladder (docs/strength.md).
// A hard move stays under the page's 0.9 s of wasm search in every game
// (docs/performance.md).
inline constexpr int kEasyIterations = 300;
inline constexpr int kNormalIterations = 4000;
inline constexpr int kHardIterations = 16000;

enum class IsmctsLevel { kNone, kEasy, kNormal, kHard };

struct IsmctsConfig {
  int iterations = kNormalIterations;  // per move
  // A named level: Start takes its settings from the game (GameInfo::levels),
  // then applies `level_tail`, the settings the spec gave after the level
  // ("uct=0.7" of "ismcts:hard:uct=0.7"). kNone: the settings as given.
  IsmctsLevel level = IsmctsLevel::kNone;
  std::string level_tail;
  // Defaults tuned on Merchants, 2 players, 1000 iterations against the
  // heuristic (60 games each): uct 0.5 / score 0.3 won 71%, uct 0.4 / score 0.5
  // 61%, uct 0.7 / score 0.5 68% (40 games); random rollout moves (eps 0.1)
  // and expanding at random (prior=0) both did worse.
  double uct_c = 0.5;           // exploration constant (rewards are in [0, 1])
  double rollout_random = 0.0;  // share of uniformly random moves in rollouts
  double score_weight = 0.3;    // weight of the score-margin term in the reward
  int max_nodes = 1 << 20;      // tree cap (about 32 MB); also capped by iterations + 1
  bool heuristic_first = true;  // expand the game's HeuristicAction before other moves
  // Where the tree stops growing. Below a chance outcome the open-loop tree
  // would share one node among every outcome (a card the observer will draw,
  // the opponent's), so its moves there cannot depend on what was drawn; the
  // heuristic rollout can. 0 = unlimited.
  int max_depth = 0;            // decisions stored below the root
  bool past_chance = true;      // false: a path ends at its first chance outcome
  // Root parallelization, played one tree after another: the budget is split
  // among `trees` independent searches and the move is the most visited in
  // all of them together, a vote that steadies a choice one tree makes by luck.
  int trees = 1;
};

// A level's settings in `levels` (a game's), as spec text.
const char* LevelSpec(const LevelSpecs& levels, IsmctsLevel level);
// The settings `config` plays with in `game`: its level's there, then its tail.
StatusOr<IsmctsConfig> ResolveLevel(const IsmctsConfig& config, const GameInfo& game);

// Parses the part of a spec after "ismcts:", e.g. "normal" or "iters=500:uct=0.5".
StatusOr<IsmctsConfig> ParseIsmctsConfig(const std::string& text);

class IsmctsBot : public Bot {
 public:
  IsmctsBot(std::string spec, const IsmctsConfig& config, uint64_t seed);

  void Start(const State& state) override;
  void Step(int iterations) override;
  bool Done() const override;
  Action Best() const override;
  double Progress() const override;
  void Reseed(uint64_t seed) override { rng_ = Rng(seed); }

  const IsmctsConfig& Config() const { return config_; }
  int IterationsDone() const { return iterations_done_; }
  int NodeCount() const { return int(nodes_.size()); }
  // The most decisions on one stored path below the root (0: the root alone).
  int TreeDepth() const;
  // Visits of each root move so far, in the order of the root's legal actions.
  std::vector<std::pair<Action, int>> RootVisits() const;
  // Test hook: sees every determinized state before the iteration uses it.
  void SetDeterminizationHook(std::function<void(const State&)> hook) {
    hook_ = std::move(hook);
  }

 private:
  struct Node {
    Action action = -1;       // the edge from the parent
    int32_t player = -1;      // who chose `action`
    int32_t first_child = -1;
    int32_t next_sibling = -1;
    int32_t visits = 0;
    int32_t available = 0;    // times this edge was legal when its parent was selected from
    double reward = 0;        // sum of `player`'s rewards
  };

  void RunIteration();
  // Clears the pool to a lone root for the next tree.
  void ResetTree();
  // Adds the finished tree's root statistics to the vote.
  void FoldTreeIntoVote();
  // Iterations done when tree `k` starts (tree `trees` = the whole budget).
  int TreeStart(int k) const;
  // Visits and reward sums per root action (root_legal_'s order), every tree so far.
  void RootTotals(std::vector<int>& visits, std::vector<double>& reward) const;
  // Picks the child to descend to, expanding an untried action when there is
  // one; -1 when the pool is full and no child is available.
  int32_t SelectOrExpand(int32_t node, const State& state);
  void Rollout(State& state);
  void Reward(const State& state, std::vector<double>& out) const;

  IsmctsConfig spec_config_;  // as the spec says (a level unresolved)
  IsmctsConfig config_;       // as this move plays: the level resolved for its game
  const GameInfo* resolved_for_ = nullptr;  // the game config_ was resolved for
  Rng rng_;
  std::unique_ptr<State> root_;
  int observer_ = -1;
  std::vector<Action> root_legal_;
  int iterations_done_ = 0;
  int tree_ = 0;                     // the tree being grown
  std::vector<int> vote_visits_;     // finished trees' root visits, per root action
  std::vector<double> vote_reward_;  // and reward sums
  std::vector<Node> nodes_;
  // Reused scratch space, so an iteration allocates only what the game does.
  std::vector<int32_t> path_;
  std::vector<char> has_child_;
  std::vector<Action> legal_;  // reused for each node's legal actions
  std::vector<double> rewards_;
  std::function<void(const State&)> hook_;
};

}  // namespace mercato::ai

#include "ai/ismcts.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

#include "engine/check.h"
#include "engine/text.h"

namespace mercato::ai {

namespace {

constexpr int kMaxIterations = 10000000;

// A positive finite decimal such as "0.7" (no exponent, no sign).
bool ParseFraction(const std::string& text, double& out) {
  if (text.empty() || text.size() > 12) return false;
  int dots = 0;
  for (char c : text) {
    if (c == '.') {
      ++dots;
    } else if (c < '0' || c > '9') {
      return false;
    }
  }
  if (dots > 1 || text == ".") return false;
  out = std::strtod(text.c_str(), nullptr);
  return true;
}

// ln(x) for x >= 1, bit-identical on every build: std::log may differ in the
// last bit between glibc (native) and musl (wasm), which could flip a UCT choice
// and make a seed play differently. frexp is exact and the series below uses
// only +, * and /, which IEEE 754 rounds the same everywhere.
double PortableLog(double x) {
  int exponent = 0;
  double m = std::frexp(x, &exponent);  // x = m * 2^exponent, m in [0.5, 1)
  if (m < 0.70710678118654752) {
    m *= 2;
    exponent -= 1;
  }
  // ln(m) = 2 atanh(z), z = (m-1)/(m+1), |z| < 0.172: 12 terms reach double precision.
  const double z = (m - 1) / (m + 1);
  const double z2 = z * z;
  double term = z, sum = 0;
  for (int k = 1; k <= 23; k += 2) {
    sum += term / k;
    term *= z2;
  }
  return 2 * sum + exponent * 0.69314718055994531;
}

}  // namespace

const char* LevelSpec(const LevelSpecs& levels, IsmctsLevel level) {
  switch (level) {
    case IsmctsLevel::kEasy: return levels.easy;
    case IsmctsLevel::kNormal: return levels.normal;
    case IsmctsLevel::kHard: return levels.hard;
    case IsmctsLevel::kNone: break;
  }
  MERCATO_CHECK(false, "a level's settings asked without a level");
  return "";
}

StatusOr<IsmctsConfig> ResolveLevel(const IsmctsConfig& config, const GameInfo& game) {
  if (config.level == IsmctsLevel::kNone) return config;
  std::string text = LevelSpec(game.levels, config.level);
  if (!config.level_tail.empty()) text += ":" + config.level_tail;
  StatusOr<IsmctsConfig> resolved = ParseIsmctsConfig(text);
  if (!resolved.ok()) {
    return Status::Error(game.id + "'s level '" + text + "': " + resolved.message());
  }
  return resolved;
}

StatusOr<IsmctsConfig> ParseIsmctsConfig(const std::string& text) {
  IsmctsConfig config;
  const std::string kAllowed =
      "easy, normal, hard or iters=N, optionally followed by :uct=C, :eps=E, :score=W, "
      ":nodes=N, :prior=0|1, :depth=N, :chance=0|1, :trees=K";
  const std::vector<std::string> parts = Split(text, ':');
  for (size_t i = 0; i < parts.size(); ++i) {
    const std::string& part = parts[i];
    if (i == 0) {
      const std::tuple<const char*, IsmctsLevel, int> kLevels[] = {
          {"easy", IsmctsLevel::kEasy, kEasyIterations},
          {"normal", IsmctsLevel::kNormal, kNormalIterations},
          {"hard", IsmctsLevel::kHard, kHardIterations}};
      bool named = false;
      for (const auto& [name, level, iterations] : kLevels) {
        if (part != name) continue;
        config.level = level;
        config.iterations = iterations;
        named = true;
      }
      if (named) {
        if (parts.size() > 1) config.level_tail = text.substr(part.size() + 1);
        continue;
      }
    }
    const size_t eq = part.find('=');
    if (eq == std::string::npos) {
      return Status::Error("'" + part + "' is not an ismcts level (use " + kAllowed + ")");
    }
    const std::string key = part.substr(0, eq);
    const std::string value = part.substr(eq + 1);
    if (key == "prior" || key == "chance") {
      if (value != "0" && value != "1") {
        return Status::Error(key + " must be 0 or 1, not '" + value + "'");
      }
      (key == "prior" ? config.heuristic_first : config.past_chance) = value == "1";
      continue;
    }
    if (key == "depth") {
      const std::optional<int64_t> n = ParseInt(value);
      if (!n || *n < 0 || *n > 1000) {
        return Status::Error("depth must be a whole number from 0 (no limit) to 1000, not '" +
                             value + "'");
      }
      config.max_depth = int(*n);
      continue;
    }
    if (key == "trees") {
      const std::optional<int64_t> n = ParseInt(value);
      if (!n || *n < 1 || *n > 64) {
        return Status::Error("trees must be a whole number from 1 to 64, not '" + value + "'");
      }
      config.trees = int(*n);
      continue;
    }
    if (key == "iters" || key == "nodes") {
      const std::optional<int64_t> n = ParseInt(value);
      if (!n || *n < 1 || *n > kMaxIterations) {
        return Status::Error(key + " must be a whole number from 1 to " +
                             std::to_string(kMaxIterations) + ", not '" + value + "'");
      }
      (key == "iters" ? config.iterations : config.max_nodes) = int(*n);
      continue;
    }
    double x = 0;
    if (key == "uct" || key == "eps" || key == "score") {
      if (!ParseFraction(value, x)) {
        return Status::Error(key + " must be a decimal number such as 0.5, not '" + value + "'");
      }
      if (key == "uct") {
        if (x > 10) return Status::Error("uct must be at most 10, not '" + value + "'");
        config.uct_c = x;
      } else if (x > 1) {
        return Status::Error(key + " must be between 0 and 1, not '" + value + "'");
      } else {
        (key == "eps" ? config.rollout_random : config.score_weight) = x;
      }
      continue;
    }
    return Status::Error("unknown ismcts setting '" + key + "' (use " + kAllowed + ")");
  }
  return config;
}

IsmctsBot::IsmctsBot(std::string spec, const IsmctsConfig& config, uint64_t seed)
    : Bot(std::move(spec)), spec_config_(config), config_(config), rng_(seed) {}

void IsmctsBot::Start(const State& state) {
  MERCATO_CHECK(!state.IsTerminal() && !state.IsChanceNode(),
                "a bot starts on a seat's turn");
  // A level means the game's settings, resolved once per game (the same bot
  // could move in another), not parsed again every move.
  const GameInfo& game = state.GetGame().Info();
  if (&game != resolved_for_) {
    StatusOr<IsmctsConfig> resolved = ResolveLevel(spec_config_, game);
    MERCATO_CHECK(resolved.ok(), resolved.message().c_str());  // tests check every game's
    config_ = *resolved;
    resolved_for_ = &game;
  }
  root_ = state.Clone();
  observer_ = state.CurrentPlayer();
  root_legal_ = state.LegalActions();
  iterations_done_ = 0;
  tree_ = 0;
  vote_visits_.assign(root_legal_.size(), 0);
  vote_reward_.assign(root_legal_.size(), 0.0);
  ResetTree();
}

void IsmctsBot::ResetTree() {
  nodes_.clear();
  const int tree_budget = TreeStart(tree_ + 1) - TreeStart(tree_);
  const size_t cap = size_t(std::min(config_.max_nodes, tree_budget + 1));
  if (nodes_.capacity() < cap) nodes_.reserve(cap);
  nodes_.push_back(Node());
}

int IsmctsBot::TreeStart(int k) const {
  return int(int64_t(config_.iterations) * k / config_.trees);
}

void IsmctsBot::FoldTreeIntoVote() {
  for (int32_t c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
    const auto it = std::lower_bound(root_legal_.begin(), root_legal_.end(), nodes_[c].action);
    const size_t i = size_t(it - root_legal_.begin());
    vote_visits_[i] += nodes_[c].visits;
    vote_reward_[i] += nodes_[c].reward;
  }
}

void IsmctsBot::RootTotals(std::vector<int>& visits, std::vector<double>& reward) const {
  visits = vote_visits_;
  reward = vote_reward_;
  for (int32_t c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
    const auto it = std::lower_bound(root_legal_.begin(), root_legal_.end(), nodes_[c].action);
    const size_t i = size_t(it - root_legal_.begin());
    visits[i] += nodes_[c].visits;
    reward[i] += nodes_[c].reward;
  }
}

bool IsmctsBot::Done() const {
  return root_legal_.size() <= 1 || iterations_done_ >= config_.iterations;
}

double IsmctsBot::Progress() const {
  if (Done()) return 1.0;
  return double(iterations_done_) / double(config_.iterations);
}

void IsmctsBot::Step(int iterations) {
  MERCATO_CHECK(root_ != nullptr, "Step before Start");
  for (int i = 0; i < iterations && !Done(); ++i) {
    // This tree's share is spent (a share may be empty when trees > iterations).
    while (tree_ + 1 < config_.trees && iterations_done_ >= TreeStart(tree_ + 1)) {
      FoldTreeIntoVote();
      ++tree_;
      ResetTree();
    }
    RunIteration();
    ++iterations_done_;
  }
}

Action IsmctsBot::Best() const {
  MERCATO_CHECK(root_ != nullptr, "Best before Start");
  std::vector<int> visits;
  std::vector<double> reward;
  RootTotals(visits, reward);
  Action best = root_legal_.front();
  int best_visits = -1;
  double best_mean = -1;
  for (size_t i = 0; i < root_legal_.size(); ++i) {
    if (visits[i] == 0) continue;  // never expanded in any tree
    const double mean = reward[i] / visits[i];
    // Most visits; equal visits go to the better mean, then the lower action.
    if (visits[i] > best_visits ||
        (visits[i] == best_visits &&
         (mean > best_mean || (mean == best_mean && root_legal_[i] < best)))) {
      best = root_legal_[i];
      best_visits = visits[i];
      best_mean = mean;
    }
  }
  return best;
}

int IsmctsBot::TreeDepth() const {
  int deepest = 0;
  std::vector<std::pair<int32_t, int>> stack = {{0, 0}};
  while (!stack.empty()) {
    const auto [node, depth] = stack.back();
    stack.pop_back();
    deepest = std::max(deepest, depth);
    for (int32_t c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
      stack.push_back({c, depth + 1});
    }
  }
  return deepest;
}

std::vector<std::pair<Action, int>> IsmctsBot::RootVisits() const {
  std::vector<int> visits;
  std::vector<double> reward;
  RootTotals(visits, reward);
  std::vector<std::pair<Action, int>> out;
  for (size_t i = 0; i < root_legal_.size(); ++i) out.push_back({root_legal_[i], visits[i]});
  return out;
}

void IsmctsBot::RunIteration() {
  std::unique_ptr<State> state = root_->ResampleFromInfostate(observer_, rng_);
  if (hook_) hook_(*state);
  path_.clear();
  path_.push_back(0);
  int32_t node = 0;
  bool expanded = false;
  bool after_chance = false;
  while (!state->IsTerminal() && !expanded) {
    if (state->IsChanceNode()) {
      state->ApplyLegalAction(SampleChanceOutcome(*state, rng_));
      after_chance = true;
      continue;
    }
    if (after_chance && !config_.past_chance) break;
    if (config_.max_depth > 0 && int(path_.size()) > config_.max_depth) break;
    const size_t before = nodes_.size();
    const int32_t child = SelectOrExpand(node, *state);
    if (child < 0) break;
    expanded = nodes_.size() > before;
    state->ApplyLegalAction(nodes_[child].action);
    path_.push_back(child);
    node = child;
  }
  Rollout(*state);
  Reward(*state, rewards_);
  nodes_[0].visits++;
  for (size_t i = 1; i < path_.size(); ++i) {
    Node& n = nodes_[path_[i]];
    n.visits++;
    n.reward += rewards_[n.player];
  }
}

int32_t IsmctsBot::SelectOrExpand(int32_t node, const State& state) {
  std::vector<Action>& legal = legal_;
  state.LegalActionsInto(legal);
  has_child_.assign(legal.size(), 0);
  int available = 0;
  for (int32_t c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
    auto it = std::lower_bound(legal.begin(), legal.end(), nodes_[c].action);
    if (it != legal.end() && *it == nodes_[c].action) {
      has_child_[it - legal.begin()] = 1;
      ++available;
    }
  }
  const int untried = int(legal.size()) - available;
  if (untried > 0 && int(nodes_.size()) < config_.max_nodes) {
    // Expand the heuristic's choice first (a cheap prior: good moves get
    // visits early), then the other untried actions at random.
    size_t index = legal.size();
    if (config_.heuristic_first) {
      const Action h = state.GetGame().HeuristicAction(state, rng_);
      auto it = std::lower_bound(legal.begin(), legal.end(), h);
      if (it != legal.end() && *it == h && !has_child_[it - legal.begin()]) {
        index = size_t(it - legal.begin());
      }
    }
    if (index == legal.size()) {
      int pick = int(rng_.UniformInt(uint32_t(untried)));
      for (index = 0; index < legal.size(); ++index) {
        if (has_child_[index]) continue;
        if (pick-- == 0) break;
      }
    }
    Node fresh;
    fresh.action = legal[index];
    fresh.player = state.CurrentPlayer();
    fresh.next_sibling = nodes_[node].first_child;
    nodes_.push_back(fresh);
    const int32_t id = int32_t(nodes_.size()) - 1;
    nodes_[node].first_child = id;
    return id;
  }
  if (available == 0) return -1;
  // UCT over the available children; availability stands in for parent visits.
  int32_t best = -1;
  double best_value = -1;
  for (int32_t c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
    if (!std::binary_search(legal.begin(), legal.end(), nodes_[c].action)) continue;
    Node& child = nodes_[c];
    child.available++;
    const double value =
        child.visits == 0
            ? 1e9
            : child.reward / child.visits +
                  config_.uct_c * std::sqrt(PortableLog(double(child.available)) / child.visits);
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  return best;
}

void IsmctsBot::Rollout(State& state) {
  const Game& game = state.GetGame();
  while (!state.IsTerminal()) {
    Action action;
    if (state.IsChanceNode()) {
      action = SampleChanceOutcome(state, rng_);
    } else if (rng_.Uniform01() < config_.rollout_random) {
      state.LegalActionsInto(legal_);
      action = legal_[rng_.UniformInt(uint32_t(legal_.size()))];
    } else {
      action = game.HeuristicAction(state, rng_);
    }
    state.ApplyLegalAction(action);
  }
}

void IsmctsBot::Reward(const State& state, std::vector<double>& out) const {
  out = state.Returns();
  const double w = config_.score_weight;
  if (w <= 0) return;
  const std::vector<int> scores = state.Scores();
  const int n = int(scores.size());
  for (int p = 0; p < n; ++p) {
    int best_other = 0;
    bool any = false;
    for (int q = 0; q < n; ++q) {
      if (q == p) continue;
      if (!any || scores[q] > best_other) best_other = scores[q];
      any = true;
    }
    // Margin over the best opponent, scaled into (-1, 1) whatever the game's unit.
    const double margin = double(scores[p] - best_other) /
                          (std::abs(scores[p]) + std::abs(best_other) + 1.0);
    out[p] = (1 - w) * out[p] + w * 0.5 * (1 + margin);
  }
}

}  // namespace mercato::ai

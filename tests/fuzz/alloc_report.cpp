// Counts heap allocations made inside State::ApplyAction, for every registered
// game and player count, over random games (the ISMCTS hot path applies
// actions millions of times, so an allocation there is paid per iteration).
//
//   build/native-asan/bin/alloc_report [--games N] [--strict]
//
// A counting global operator new is only counting while an ApplyAction runs.
// ApplyAction = IsLegal (one LegalActions() call) + the game's DoApplyAction +
// a history push_back: what LegalActions() allocates is measured by a separate
// call and reported apart, and the history vector's amortised growth is left
// out, so "DoApply allocs" are the game's own move code. --strict
// exits 1 when any game allocates (the target in issue 10; not yet met by all).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include "engine/registry.h"

namespace {

bool g_counting = false;
long long g_allocations = 0;

}  // namespace

void* operator new(std::size_t size) {
  if (g_counting) ++g_allocations;
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) std::abort();
  return p;
}
void* operator new[](std::size_t size) { return operator new(size); }
// The nothrow forms too (std::stable_sort's buffer), so every new meets our delete.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  if (g_counting) ++g_allocations;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept {
  return operator new(size, tag);
}
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

int main(int argc, char** argv) {
  using namespace mercato;
  int games = 200;
  bool strict = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--strict") == 0) {
      strict = true;
    } else if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
      games = std::atoi(argv[++i]);
    } else {
      std::fprintf(stderr, "usage: alloc_report [--games N] [--strict]\n");
      return 2;
    }
  }
  std::printf("%-14s %7s %9s %14s %11s %17s\n", "game", "players", "actions",
              "DoApply allocs", "per action", "LegalActions allocs per call");
  bool any = false;
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (int n = info.min_players; n <= info.max_players; ++n) {
      std::shared_ptr<const Game> game = *LoadGame(info.id, n);
      Rng rng(uint64_t(n) * 7919 + 1);
      long long actions = 0, allocations = 0, allocating = 0, legal_allocations = 0;
      for (int g = 0; g < games; ++g) {
        std::unique_ptr<State> state = game->NewInitialState();
        while (!state->IsTerminal()) {
          Action a;
          if (state->IsChanceNode()) {
            a = SampleChanceOutcome(*state, rng);
          } else {
            const std::vector<Action> legal = state->LegalActions();
            a = legal[rng.UniformInt(uint32_t(legal.size()))];
          }
          // ApplyAction first checks legality through LegalActions(); what that
          // call allocates is counted apart (legal_allocations).
          g_allocations = 0;
          g_counting = true;
          { const std::vector<Action> check = state->LegalActions(); }
          g_counting = false;
          const long long legal_cost = g_allocations;
          legal_allocations += legal_cost;
          const size_t capacity = state->History().capacity();
          g_allocations = 0;
          g_counting = true;
          state->ApplyAction(a);
          g_counting = false;
          long long own = g_allocations - legal_cost;
          if (state->History().capacity() != capacity) own -= 1;
          if (own < 0) own = 0;
          allocations += own;
          allocating += own > 0 ? 1 : 0;
          ++actions;
        }
      }
      any = any || allocations > 0;
      std::printf("%-14s %7d %9lld %14lld %11.3f %17.2f   (%.1f%% of actions allocate)\n",
                  info.id.c_str(), n, actions, allocations, double(allocations) / double(actions),
                  double(legal_allocations) / double(actions),
                  100.0 * double(allocating) / double(actions));
    }
  }
  return strict && any ? 1 : 0;
}

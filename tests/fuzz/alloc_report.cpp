// Counts heap allocations made inside State::ApplyAction, for every registered
// game and player count, over random games (the ISMCTS hot path applies
// actions millions of times, so an allocation there is paid per iteration).
//
//   build/native-asan/bin/alloc_report [--games N] [--strict]
//
// A counting global operator new is only counting while an ApplyAction runs.
// The growth of the engine's own history vector (amortised, a few times per
// game) is counted apart, so "game allocations" are the game's own. --strict
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
  std::printf("%-14s %7s %9s %12s %12s %10s\n", "game", "players", "actions", "game allocs",
              "per action", "allocating");
  bool any = false;
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (int n = info.min_players; n <= info.max_players; ++n) {
      std::shared_ptr<const Game> game = *LoadGame(info.id, n);
      Rng rng(uint64_t(n) * 7919 + 1);
      long long actions = 0, allocations = 0, allocating = 0;
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
          const size_t capacity = state->History().capacity();
          g_allocations = 0;
          g_counting = true;
          state->ApplyAction(a);
          g_counting = false;
          // ApplyAction checks legality through LegalActions(), whose vector is
          // the engine's own allocation (not the game's): one per call.
          long long own = g_allocations - 1;
          if (state->History().capacity() != capacity) own -= 1;
          if (own < 0) own = 0;
          allocations += own;
          allocating += own > 0 ? 1 : 0;
          ++actions;
        }
      }
      any = any || allocations > 0;
      std::printf("%-14s %7d %9lld %12lld %12.3f %9.1f%%\n", info.id.c_str(), n, actions,
                  allocations, double(allocations) / double(actions),
                  100.0 * double(allocating) / double(actions));
    }
  }
  return strict && any ? 1 : 0;
}

// No heap allocation inside State::ApplyAction (issue 10): searches apply
// actions millions of times, so an allocation there is paid per iteration.
//
// This binary (alloc_tests) replaces the global operator new with one that
// counts while a flag is set, so it is kept apart from mercato_tests. Random
// games of every registered game and player count are played; now and then the
// game continues on a Clone() or a ResampleFromInfostate() copy, since those are
// the states searches apply actions to. After a warm-up (the legality check's
// per-thread buffer), every ApplyAction must allocate nothing, the one that
// ends a game (final scoring) included; both are counted apart.
//
// MERCATO_ALLOC_TRAP=1 calls AllocationTrap() at each counted allocation: run
// under gdb with `break AllocationTrap` to see where one comes from
// (MERCATO_ALLOC_GAME=<id> plays that game only; MERCATO_ALLOC_GAMES=N games).
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <new>
#include <sstream>

#include "registry/registry.h"

namespace {

bool g_counting = false;
long long g_allocations = 0;
const bool g_trap = std::getenv("MERCATO_ALLOC_TRAP") != nullptr;

}  // namespace

extern "C" __attribute__((noinline)) void AllocationTrap() { asm volatile(""); }

namespace {

void* CountedAlloc(std::size_t size) {
  if (g_counting) {
    ++g_allocations;
    if (g_trap) AllocationTrap();
  }
  return std::malloc(size == 0 ? 1 : size);
}

}  // namespace

void* operator new(std::size_t size) {
  void* p = CountedAlloc(size);
  if (p == nullptr) std::abort();
  return p;
}
void* operator new[](std::size_t size) { return operator new(size); }
// The nothrow forms too (std::stable_sort's buffer), so every new meets our delete.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return CountedAlloc(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return CountedAlloc(size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace mercato {
namespace {

struct Tally {
  long long actions = 0;
  long long allocations = 0;  // in every action but the one that ends the game
  long long allocating_actions = 0;
  long long end_allocations = 0;  // in the action that ends the game (final scoring)
};

// Plays `games` random games; counts only inside ApplyAction when `count`.
void PlayRandomGames(const Game& game, Rng& rng, int games, bool count, Tally& tally) {
  std::vector<Action> legal;
  for (int g = 0; g < games; ++g) {
    std::unique_ptr<State> state = game.NewInitialState();
    while (!state->IsTerminal()) {
      Action a;
      if (state->IsChanceNode()) {
        a = SampleChanceOutcome(*state, rng);
      } else {
        // Continue on a copy now and then, as a search does.
        const uint32_t roll = rng.UniformInt(16);
        if (roll == 0) state = state->Clone();
        if (roll == 1) state = state->ResampleFromInfostate(state->CurrentPlayer(), rng);
        state->LegalActionsInto(legal);
        a = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      g_allocations = 0;
      g_counting = count;
      state->ApplyAction(a);
      g_counting = false;
      tally.actions += 1;
      if (state->IsTerminal()) {
        tally.end_allocations += g_allocations;
      } else {
        tally.allocations += g_allocations;
        tally.allocating_actions += g_allocations > 0 ? 1 : 0;
      }
    }
  }
}

TEST_CASE("the counting allocator sees an allocation", "[alloc]") {
  g_allocations = 0;
  g_counting = true;
  std::vector<int>* v = new std::vector<int>(3);
  g_counting = false;
  delete v;
  REQUIRE(g_allocations == 2);  // the vector object and its buffer
}

TEST_CASE("ApplyAction allocates nothing in random games of every game", "[alloc]") {
  const char* games_text = std::getenv("MERCATO_ALLOC_GAMES");
  const int games = games_text != nullptr ? std::atoi(games_text) : 100;
  std::printf("%-14s %7s %9s %12s %16s %22s\n", "game", "players", "actions", "allocations",
              "allocating moves", "allocations at the end");
  const char* only = std::getenv("MERCATO_ALLOC_GAME");  // one game id, when tracing
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    if (only != nullptr && info.id != only) continue;
    for (int n = info.min_players; n <= info.max_players; ++n) {
      std::shared_ptr<const Game> game = *LoadGame(info.id, n);
      Rng rng(uint64_t(n) * 7919 + 17);
      Tally warm, tally;
      PlayRandomGames(*game, rng, 2, false, warm);
      PlayRandomGames(*game, rng, games, true, tally);
      std::printf("%-14s %7d %9lld %12lld %15.1f%% %22lld\n", info.id.c_str(), n, tally.actions,
                  tally.allocations, 100.0 * double(tally.allocating_actions) / double(tally.actions),
                  tally.end_allocations);
      std::fflush(stdout);
      std::ostringstream where;
      where << info.id << " with " << n << " players: " << tally.allocations
            << " allocations in " << tally.actions << " actions, " << tally.end_allocations
            << " in the actions that ended the games";
      INFO(where.str());
      CHECK(tally.allocations == 0);
      CHECK(tally.end_allocations == 0);
    }
  }
}

}  // namespace
}  // namespace mercato

// mercato: list, simulate, play, replay and benchmark the games from a terminal.
// The same program builds natively and, under Emscripten, as mercato.js for node.
#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"

namespace {

constexpr char kUsage[] =
    "usage: mercato <command> [flags]\n"
    "\n"
    "  list [--json]                  the games, their player counts and options\n"
    "  sim --game G --players N --bots B1,B2,... [--games K] [--seed S] [--option k=v ...]\n"
    "      [--jobs J]                 plays K games (default 100, seed 1), rotating the bots\n"
    "                                 over the seats game by game, on J threads (default 1,\n"
    "                                 same results whatever J); prints one JSON object\n"
    "  play --game G --players N --seats human,ismcts:normal,... [--seed S] [--option k=v ...]\n"
    "                                 plays in the terminal (type a move, its number, 'undo',\n"
    "                                 'record' or 'quit')\n"
    "  lab --game G --players N --bots B1,B2,... [--games K] [--seed S] [--option k=v ...]\n"
    "      [--jobs J] [--compare k=v] [--json FILE|-] [--html FILE] [--shard i/n]\n"
    "                                 balance report of K games (docs/lab.md); jobs default:\n"
    "                                 all cores, same results whatever J\n"
    "  lab merge A.json B.json ... [--json FILE|-] [--html FILE]\n"
    "                                 combines the shards' JSON into one report\n"
    "  replay FILE                    checks a match record; prints final scores and a state hash\n"
    "  bench --game G --players N [--seconds T] [--option k=v ...]\n"
    "                                 random playouts/s, actions/s and ISMCTS iterations/s (JSON)\n"
    "\n"
    "bots: random, heuristic, ismcts:easy, ismcts:normal, ismcts:hard, ismcts:iters=N\n"
    "exit codes: 0 done, 1 failed, 2 bad arguments or bad record\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace mercato::cli;
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return kExitUsage;
  }
  const std::string command = argv[1];
  const std::vector<std::string> rest(argv + 2, argv + argc);
  if (command == "help" || command == "--help" || command == "-h") {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  if (command == "list") return RunList(rest);
  if (command == "sim") return RunSim(rest);
  if (command == "play") return RunPlay(rest);
  if (command == "replay") return RunReplay(rest);
  if (command == "bench") return RunBench(rest);
  if (command == "soak") return RunSoak(rest);      // invariant-checked games, docs/robustness.md
  if (command == "memory") return RunMemory(rest);  // ISMCTS memory per level, docs/robustness.md
  if (command == "lab") return RunLab(rest);        // balance reports, docs/lab.md
  std::string message = "unknown command '";
  message += command;
  message += "' (commands: list, sim, play, replay, bench, lab)";
  return UsageError(message);
}

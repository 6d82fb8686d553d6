// mercato: list, simulate, play, replay and benchmark the games from a terminal.
// The same program builds natively and, under Emscripten, as mercato.js for node.
#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "help.h"

int main(int argc, char** argv) {
  using namespace mercato::cli;
  if (argc < 2) {
    std::fputs(Usage().c_str(), stderr);
    return kExitUsage;
  }
  const std::string command = argv[1];
  const std::vector<std::string> rest(argv + 2, argv + argc);
  if (command == "--version" || command == "version") {
    std::fputs(VersionLine().c_str(), stdout);
    return kExitOk;
  }
  if (command == "help" || command == "--help" || command == "-h") {
    // `mercato help sim` is `mercato sim --help`.
    const CommandHelp* about = rest.empty() ? nullptr : FindCommand(rest[0]);
    if (!rest.empty() && about == nullptr) return UsageError("no command '" + rest[0] + "'");
    std::fputs(about ? CommandUsage(*about).c_str() : Usage().c_str(), stdout);
    return kExitOk;
  }
  if (const CommandHelp* about = FindCommand(command); about != nullptr && WantsHelp(rest)) {
    std::fputs(CommandUsage(*about).c_str(), stdout);
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
  if (command == "check-secrets") return RunCheckSecrets(rest);  // docs/secrets.md
  if (command == "tune") return RunTune(rest);     // Optuna over the Python module, docs/lab.md
  if (command == "ladder") return RunLadder(rest);  // bot ratings, docs/strength.md
  std::string message = "unknown command '";
  message += command;
  message += "' (commands:";
  for (const CommandHelp& known : Commands()) message += std::string(" ") + known.name;
  message += ")";
  return UsageError(message);
}

// The `mercato` subcommands. Each takes the arguments after its name and
// returns the process exit code (see args.h).
#pragma once

#include <string>
#include <vector>

namespace mercato::cli {

int RunList(const std::vector<std::string>& argv);
int RunSim(const std::vector<std::string>& argv);
int RunPlay(const std::vector<std::string>& argv);
int RunReplay(const std::vector<std::string>& argv);
int RunBench(const std::vector<std::string>& argv);
int RunSoak(const std::vector<std::string>& argv);    // cmd_soak.cpp (robustness)
int RunMemory(const std::vector<std::string>& argv);  // cmd_memory.cpp (robustness)
int RunLab(const std::vector<std::string>& argv);     // cmd_lab.cpp (docs/lab.md)
int RunCheckSecrets(const std::vector<std::string>& argv);  // docs/secrets.md
int RunTune(const std::vector<std::string>& argv);    // cmd_tune.cpp (docs/lab.md)
int RunLadder(const std::vector<std::string>& argv);  // cmd_ladder.cpp (docs/strength.md)

}  // namespace mercato::cli

// The `mercato` command table: every command's one-line usage (for `mercato
// help`) and its own page (for `mercato <command> --help`). A new command or a
// new flag is one entry or one line here.
#pragma once

#include <string>
#include <vector>

namespace mercato::cli {

struct CommandHelp {
  const char* name;
  const char* synopsis;  // the lines under "usage:" in `mercato help`
  const char* details;   // the rest of `mercato <name> --help`
};

const std::vector<CommandHelp>& Commands();
// The command's entry, or null.
const CommandHelp* FindCommand(const std::string& name);
// `mercato help`: every command's synopsis, the bots and the exit codes.
std::string Usage();
// `mercato <name> --help`: its synopsis and details.
std::string CommandUsage(const CommandHelp& command);
// "mercato 0.1.0"
std::string VersionLine();
// True when argv asks for help (--help or -h anywhere).
bool WantsHelp(const std::vector<std::string>& argv);

}  // namespace mercato::cli

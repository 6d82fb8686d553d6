// Commands whose work is Python over the mercato module (tune, the ladder's fit)
// find the package beside the program and run it with Debian's interpreter.
#pragma once

#include <string>
#include <vector>

namespace mercato::cli {

// The folder holding the `mercato` package with `file` (e.g. "tune.py"):
// $MERCATO_PYTHONPATH, else the build tree's python/ beside bin/
// (build/native/python), else the installed one; "" when none has it.
std::string FindModuleDir(const std::string& file);

// Argument list for /usr/bin/python3 -m mercato.<module> ARGS, with PYTHONPATH
// set to `module_dir` (ahead of any given).
std::vector<std::string> PythonCommand(const std::string& module_dir, const std::string& module,
                                       const std::vector<std::string>& args);

// Replaces this process by the command; returns only on failure (after saying so).
int ExecCommand(const std::vector<std::string>& words, const std::string& who);

// Runs the command and waits; returns its exit code (1 if it could not start
// or was killed).
int RunCommand(const std::vector<std::string>& words, const std::string& who);

}  // namespace mercato::cli

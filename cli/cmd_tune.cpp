// mercato tune: the search itself is Python (python/mercato/tune.py, on
// Optuna over the Python module); this command finds that module beside the
// program and hands it the arguments, so the designer has one command line.
#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "python_module.h"

namespace mercato::cli {

int RunTune(const std::vector<std::string>& argv) {
  const std::string module_dir = FindModuleDir("tune.py");
  if (module_dir.empty()) {
    std::fputs("mercato tune: the mercato Python module was not built (it needs Debian's "
               "pybind11-dev and python3-optuna: ./tools/bootstrap, then ./tools/test python; "
               "docs/python.md)\n", stderr);
    return kExitFailure;
  }
  return ExecCommand(PythonCommand(module_dir, "tune", argv), "mercato tune");
}

}  // namespace mercato::cli

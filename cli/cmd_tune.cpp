// mercato tune: the search itself is Python (python/mercato/tune.py, on
// Optuna over the Python module); this command finds that module beside the
// program and hands it the arguments, so the designer has one command line.
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"

namespace mercato::cli {

namespace {

namespace fs = std::filesystem;

// The folder holding the `mercato` package: $MERCATO_PYTHONPATH, else the build
// tree's python/ beside bin/ (build/native/python), else the installed one.
std::string FindModuleDir() {
  if (const char* dir = std::getenv("MERCATO_PYTHONPATH"); dir != nullptr && *dir) return dir;
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (error) return "";
  for (const fs::path& candidate : {exe.parent_path().parent_path() / "python",
                                    exe.parent_path().parent_path() / "lib" / "mercato" / "python"}) {
    if (fs::exists(candidate / "mercato" / "tune.py", error)) return candidate.string();
  }
  return "";
}

}  // namespace

int RunTune(const std::vector<std::string>& argv) {
  const std::string module_dir = FindModuleDir();
  if (module_dir.empty()) {
    std::fputs("mercato tune: the mercato Python module was not built (it needs Debian's "
               "pybind11-dev and python3-optuna: ./tools/bootstrap, then ./tools/test python; "
               "docs/python.md)\n", stderr);
    return kExitFailure;
  }
  const char* old_path = std::getenv("PYTHONPATH");
  const std::string path = module_dir + (old_path && *old_path ? ":" + std::string(old_path) : "");
  setenv("PYTHONPATH", path.c_str(), 1);
  // Debian's interpreter: the module is built for its ABI, and pandas/optuna are its packages.
  std::vector<std::string> words = {"/usr/bin/python3", "-m", "mercato.tune"};
  words.insert(words.end(), argv.begin(), argv.end());
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  args.push_back(nullptr);
  execv(args[0], args.data());
  std::perror("mercato tune: cannot start /usr/bin/python3");
  return kExitFailure;
}

}  // namespace mercato::cli

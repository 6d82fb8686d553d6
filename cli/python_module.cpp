#include "python_module.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "args.h"

namespace mercato::cli {

namespace fs = std::filesystem;

std::string FindModuleDir(const std::string& file) {
  if (const char* dir = std::getenv("MERCATO_PYTHONPATH"); dir != nullptr && *dir) return dir;
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (error) return "";
  for (const fs::path& candidate : {exe.parent_path().parent_path() / "python",
                                    exe.parent_path().parent_path() / "lib" / "mercato" / "python"}) {
    if (fs::exists(candidate / "mercato" / file, error)) return candidate.string();
  }
  return "";
}

std::vector<std::string> PythonCommand(const std::string& module_dir, const std::string& module,
                                       const std::vector<std::string>& args) {
  const char* old_path = std::getenv("PYTHONPATH");
  const std::string path = module_dir + (old_path && *old_path ? ":" + std::string(old_path) : "");
  setenv("PYTHONPATH", path.c_str(), 1);
  // Debian's interpreter: the module is built for its ABI, and pandas, optuna
  // and scipy are its packages.
  std::vector<std::string> words = {"/usr/bin/python3", "-m", "mercato." + module};
  words.insert(words.end(), args.begin(), args.end());
  return words;
}

int ExecCommand(const std::vector<std::string>& words, const std::string& who) {
  std::vector<char*> args;
  for (const std::string& word : words) args.push_back(const_cast<char*>(word.c_str()));
  args.push_back(nullptr);
  execv(args[0], args.data());
  std::perror((who + ": cannot start " + words[0]).c_str());
  return kExitFailure;
}

int RunCommand(const std::vector<std::string>& words, const std::string& who) {
  std::fflush(stdout);
  const pid_t child = fork();
  if (child < 0) {
    std::perror((who + ": cannot fork").c_str());
    return kExitFailure;
  }
  if (child == 0) _exit(ExecCommand(words, who));
  int status = 0;
  if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status)) return kExitFailure;
  return WEXITSTATUS(status);
}

}  // namespace mercato::cli

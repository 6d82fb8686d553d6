// Replays every stored fuzz input through its target: the seed corpus
// (tests/fuzz/corpus/<target>/) and each input a fuzzer once broke
// (tests/fuzz/regressions/<target>/, kept forever). Runs in any build, without
// libFuzzer; tools/fuzz and ./tools/test run it after the bounded fuzz runs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "fuzz_checks.h"

namespace fs = std::filesystem;
using mercato::fuzz::FuzzTarget;

namespace {

std::vector<fs::path> InputsOf(const std::string& kind, const std::string& target) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path(MERCATO_FUZZ_DIR) / kind / target;
  if (!fs::is_directory(dir)) return out;
  for (const fs::directory_entry& e : fs::directory_iterator(dir)) {
    if (e.is_regular_file()) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string ReadBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

int ReplayAll(const std::string& kind) {
  int count = 0;
  for (const FuzzTarget& target : mercato::fuzz::FuzzTargets()) {
    for (const fs::path& path : InputsOf(kind, target.name)) {
      const std::string bytes = ReadBytes(path);
      INFO(target.name << " input " << path.filename().string());
      CHECK(target.check(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()) == "");
      ++count;
    }
  }
  return count;
}

}  // namespace

TEST_CASE("fuzz: every stored input passes its target") {
  // The corpus has inputs for every target; too few means a wrong path.
  for (const FuzzTarget& target : mercato::fuzz::FuzzTargets()) {
    INFO(target.name);
    CHECK(InputsOf("corpus", target.name).size() >= 5);
  }
  CHECK(ReplayAll("corpus") + ReplayAll("regressions") >= 15);
}

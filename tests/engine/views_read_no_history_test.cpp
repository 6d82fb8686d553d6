// Views draw what their seat may know (issue 17): they are told the moves by
// the page (ViewContext::moves, last_move), never read the state's action
// history, which a State rebuilt from a seat state does not have.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

TEST_CASE("no file under web/views/ reads the state's History()", "[views][seat_state]") {
  const fs::path views = fs::path(MERCATO_SOURCE_DIR) / "web" / "views";
  REQUIRE(fs::is_directory(views));
  int files = 0;
  std::vector<std::string> readers;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(views)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    ++files;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().find("History()") != std::string::npos) readers.push_back(entry.path().string());
  }
  CHECK(files >= 5);  // the five games' views at least: the folder was read
  std::string named;
  for (const std::string& file : readers) named += "\n  " + file;
  INFO("these read History(); use ViewContext::moves and last_move instead:" << named);
  CHECK(readers.empty());
}

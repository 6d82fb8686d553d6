// The one wire format for a seat's knowledge (issue 39; session/online_view.h):
// what the server writes, the page reads back into the very same view, for
// every registered game at every move; the seat's table and legal moves come
// from its seat state alone; a damaged view is an error, never a crash.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "registry/registry.h"
#include "session/online_table.h"
#include "session/online_view.h"

using namespace mercato;
using namespace mercato::session;

TEST_CASE("every seat's view reads back as written, and its legal moves are the table's", "[online][online_view]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    const int players = info.max_players;
    DYNAMIC_SECTION(info.id << " at " << players) {
      StatusOr<OnlineTable> created =
          OnlineTable::Create(info.id, players, "", std::vector<std::string>(size_t(players), "human"), 17);
      REQUIRE(created.ok());
      OnlineTable& table = *created;
      int checked = 0;
      for (int move = 0; move < 400 && !table.match().IsOver(); ++move) {
        if (move % 7 == 0 || move < 5) {  // every seat, at a spread of moves
          for (int seat = 0; seat < players; ++seat) {
            const std::string json = table.SeatViewJson(seat).value();
            StatusOr<OnlineView> view = ParseOnlineView(json);
            REQUIRE(view.ok());
            CHECK(OnlineViewJson(*view) == json);
            CHECK(view->seat == seat);
            const std::vector<std::string> legal = LegalMovesOf(*view).value();
            CHECK(legal == (table.match().ToMove() == seat ? table.match().LegalMoves() : std::vector<std::string>{}));
            ++checked;
          }
        }
        const std::vector<std::string> legal = table.match().LegalMoves();
        REQUIRE(table.Act(table.match().ToMove(), legal[size_t(move * 7) % legal.size()]).ok());
      }
      CHECK(checked > players);
    }
  }
}

TEST_CASE("a damaged or foreign view is refused with a reason", "[online][online_view]") {
  StatusOr<OnlineTable> table = OnlineTable::Create("merchants", 3, "", {"human", "human", "human"}, 2);
  REQUIRE(table.ok());
  const std::string json = table->SeatViewJson(1).value();
  REQUIRE(ParseOnlineView(json).ok());
  // Every cut of a real view: an error or (never) a crash.
  for (size_t cut = 0; cut < json.size(); cut += 3) {
    CHECK_FALSE(ParseOnlineView(json.substr(0, cut)).ok());
  }
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string out = json;
    const size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    return out.replace(at, from.size(), to);
  };
  const StatusOr<OnlineView> wrong_type = ParseOnlineView(replaced("\"seat\":1", "\"seat\":\"1\""));
  REQUIRE_FALSE(wrong_type.ok());
  CHECK_THAT(wrong_type.message(), Catch::Contains("'seat'"));
  CHECK_FALSE(ParseOnlineView(replaced("\"seat\":1", "\"seat\":9")).ok());
  CHECK_FALSE(ParseOnlineView(replaced("\"players\":3", "\"players\":2")).ok());
  CHECK_FALSE(ParseOnlineView(replaced("\"toMove\":", "\"toMove\":7,\"x\":")).ok());
  CHECK_FALSE(ParseOnlineView("[]").ok());
  CHECK_FALSE(ParseOnlineView(std::string(100000, '[')).ok());
  // A view that reads but whose seat state does not: no legal moves, an error.
  StatusOr<OnlineView> view = ParseOnlineView(json);
  view->state = "mercato-seat-state 1 merchants 1\nnot a field";
  view->to_move = 1;
  CHECK_FALSE(LegalMovesOf(*view).ok());
  view->game = "no_such_game";
  CHECK_FALSE(SeatStateOf(*view).ok());
}

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

TEST_CASE("a hostile view (from a crafted server= link) is refused, never trusted", "[online][online_view]") {
  StatusOr<OnlineTable> table = OnlineTable::Create("merchants", 3, "", {"human", "human", "human"}, 4);
  REQUIRE(table.ok());
  const std::string json = table->SeatViewJson(0).value();
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string out = json;
    const size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    return out.replace(at, from.size(), to);
  };
  // Numbers out of int's range, fractions and exponents are not whole numbers.
  for (const char* seat : {"\"seat\":4294967296", "\"seat\":1e0", "\"seat\":0.5", "\"seat\":-0x1"}) {
    CHECK_FALSE(ParseOnlineView(replaced("\"seat\":0", seat)).ok());
  }
  // A huge table is refused by the registry before anything is built.
  StatusOr<OnlineView> huge = ParseOnlineView(replaced("\"players\":3", "\"players\":2000000000"));
  if (huge.ok()) CHECK_FALSE(SeatStateOf(*huge).ok());
  // __proto__ and NUL are only text here: read as given, never a crash.
  const StatusOr<OnlineView> proto = ParseOnlineView(replaced("\"game\":\"merchants\"", "\"__proto__\":{},\"game\":\"merchants\\u0000\""));
  REQUIRE(proto.ok());
  CHECK_FALSE(SeatStateOf(*proto).ok());
  CHECK_FALSE(ParseOnlineView(replaced("\"log\":[", "\"log\":[{\"index\":0,\"player\":0,\"events\":[{\"kind\":\"x\",\"seat\":0,\"v\":{}}]},")).ok());
}

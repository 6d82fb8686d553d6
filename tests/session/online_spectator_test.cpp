// An online table's spectator (issue 41): SeatViewJson(kSpectator) is the one
// view document (session/online_view.h) with only the public information: no
// purse under money=private, no sealed bid's amount, no legal moves; its seat
// state rebuilds the table the spectator may know; at the end every score.
// The server sends it as it is (server/core/table_core.cpp: tc_view(id,
// tc_spectator())).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "registry/registry.h"
#include "session/online_table.h"
#include "session/online_view.h"

using namespace mercato;
using namespace mercato::session;

namespace {

// The spectator's view now, read back as the page reads it.
OnlineView SpectatorView(OnlineTable& table) {
  StatusOr<std::string> json = table.SeatViewJson(kSpectator);
  REQUIRE(json.ok());
  StatusOr<OnlineView> view = ParseOnlineView(*json);
  INFO(view.message());
  REQUIRE(view.ok());
  CHECK(OnlineViewJson(*view) == *json);
  CHECK(view->seat == kSpectator);
  CHECK(LegalMovesOf(*view).value().empty());
  // The table it draws shows what the real one shows a spectator.
  StatusOr<std::unique_ptr<State>> drawn = SeatStateOf(*view);
  REQUIRE(drawn.ok());
  CHECK((*drawn)->ObservationJson(kSpectator) == table.match().GetState().ObservationJson(kSpectator));
  return std::move(*view);
}

}  // namespace

TEST_CASE("an online Turin Market spectator sees no purse and no sealed bid, and every score at the end",
          "[online][spectator]") {
  StatusOr<OnlineTable> created =
      OnlineTable::Create("turin_market", 3, "money=private", {"human", "human", "human"}, 11);
  REQUIRE(created.ok());
  OnlineTable& table = *created;
  bool hidden_bid = false;
  for (int move = 0; !table.match().IsOver(); ++move) {
    REQUIRE(move < 2000);
    const OnlineView view = SpectatorView(table);
    for (const std::optional<int>& score : view.scores) CHECK_FALSE(score.has_value());
    for (const SeenMove& seen : view.seen) hidden_bid = hidden_bid || seen.move == "bid ?";
    // A bid reaches the spectator's log without its amount.
    for (const LoggedMove& logged : view.log) {
      for (const GameEvent& event : logged.events) {
        if (event.kind == "bid") CHECK(EventsJson({event}).find("amount") == std::string::npos);
      }
    }
    const std::vector<std::string> legal = table.match().LegalMoves();
    REQUIRE(table.Act(table.match().ToMove(), legal[size_t(move * 7) % legal.size()]).ok());
  }
  CHECK(hidden_bid);
  const OnlineView end = SpectatorView(table);
  const std::vector<int> scores = table.match().GetState().Scores();
  REQUIRE(end.scores.size() == scores.size());
  for (size_t seat = 0; seat < scores.size(); ++seat) CHECK(end.scores[seat] == scores[seat]);
}

TEST_CASE("every game's online spectator view reads back, with no moves", "[online][spectator]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    const int players = info.max_players;
    DYNAMIC_SECTION(info.id << " at " << players) {
      StatusOr<OnlineTable> created =
          OnlineTable::Create(info.id, players, "", std::vector<std::string>(size_t(players), "human"), 23);
      REQUIRE(created.ok());
      OnlineTable& table = *created;
      for (int move = 0; move < 300 && !table.match().IsOver(); ++move) {
        if (move % 11 == 0) SpectatorView(table);
        const std::vector<std::string> legal = table.match().LegalMoves();
        REQUIRE(table.Act(table.match().ToMove(), legal[size_t(move * 5) % legal.size()]).ok());
      }
      SpectatorView(table);
    }
  }
}

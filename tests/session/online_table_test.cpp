// The online table's core (issue 19): each seat's view holds only what that
// seat may know, a move from anyone but the person to move is refused with a
// reason and changes nothing, and a table restored from its record goes on
// exactly as the original.
#include <catch2/catch.hpp>

#include "engine/seat_state.h"
#include "session/online_table.h"
#include "session/online_view.h"

using namespace mercato;
using namespace mercato::session;

namespace {

OnlineTable NewTable(const std::string& game, int players, const std::string& options,
                     const std::vector<std::string>& seats, uint64_t seed) {
  StatusOr<OnlineTable> table = OnlineTable::Create(game, players, options, seats, seed);
  REQUIRE(table.ok());
  return std::move(*table);
}

// Plays until a person is to move (computers in slices of 48 iterations).
void RunComputers(OnlineTable& table) {
  while (table.ComputerToMove()) table.StepComputer(48);
}

// The person to move plays their `pick`-th legal move.
void PlayPerson(OnlineTable& table, size_t pick) {
  const std::vector<std::string> legal = table.match().LegalMoves();
  REQUIRE(!legal.empty());
  const ActResult result = table.Act(table.match().ToMove(), legal[pick % legal.size()]);
  REQUIRE(result.ok());
}

}  // namespace

TEST_CASE("an online table refuses what is not the mover's legal move, and nothing changes",
          "[online]") {
  OnlineTable table = NewTable("merchants", 3, "", {"human", "human", "ismcts:easy"}, 7);
  RunComputers(table);
  const int mover = table.match().ToMove();
  REQUIRE((mover == 0 || mover == 1));
  const int other = 1 - mover;
  const std::string before = table.RecordText();
  const std::string legal = table.match().LegalMoves().front();

  CHECK(table.Act(other, legal).refusal == Refusal::kNotYourTurn);
  CHECK(table.Act(2, legal).refusal == Refusal::kNotYourSeat);
  CHECK(table.Act(mover, "fly to the moon").refusal == Refusal::kIllegal);
  CHECK(table.Act(mover, "").refusal == Refusal::kMalformed);
  CHECK(table.Act(mover, legal + "\nx").refusal == Refusal::kMalformed);
  CHECK(table.Act(mover, std::string(500, 'a')).refusal == Refusal::kMalformed);
  CHECK(table.Act(9, legal).refusal == Refusal::kMalformed);
  CHECK(table.Act(-1, legal).refusal == Refusal::kMalformed);
  CHECK(std::string(RefusalCode(Refusal::kNotYourTurn)) == "not_your_turn");
  CHECK(table.RecordText() == before);

  CHECK(table.Act(mover, legal).ok());
  CHECK(table.RecordText() != before);
}

TEST_CASE("an online seat reads its legal moves from its view, only on its turn", "[online]") {
  OnlineTable table = NewTable("merchants", 3, "", {"human", "human", "ismcts:easy"}, 3);
  RunComputers(table);
  const int mover = table.match().ToMove();
  StatusOr<std::string> mine = table.SeatViewJson(mover);
  StatusOr<std::string> theirs = table.SeatViewJson(1 - mover);
  REQUIRE(mine.ok());
  REQUIRE(theirs.ok());
  // The table travels once, as the seat state: no observation, no move list.
  for (const char* twice : {"\"legal\"", "\"observation\""}) {
    CHECK(mine->find(twice) == std::string::npos);
    CHECK(theirs->find(twice) == std::string::npos);
  }
  StatusOr<OnlineView> my_view = ParseOnlineView(*mine);
  StatusOr<OnlineView> their_view = ParseOnlineView(*theirs);
  REQUIRE(my_view.ok());
  REQUIRE(their_view.ok());
  CHECK(their_view->seat == 1 - mover);
  CHECK(LegalMovesOf(*my_view).value() == table.match().LegalMoves());
  CHECK(LegalMovesOf(*their_view).value().empty());
  CHECK_FALSE(table.SeatViewJson(3).ok());
}

TEST_CASE("an online seat's view carries its table as a seat state the page can rebuild",
          "[online][seat_state]") {
  OnlineTable table = NewTable("merchants", 3, "", {"human", "human", "ismcts:easy"}, 5);
  RunComputers(table);
  const State& real = table.match().GetState();
  for (int seat = 0; seat < 3; ++seat) {
    const std::string view = table.SeatViewJson(seat).value();
    const std::string text = SeatStateText(real, seat);
    REQUIRE_FALSE(text.empty());
    // The JSON string holds the text with its line breaks escaped.
    std::string escaped;
    for (char c : text) escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
    CHECK(view.find("\"state\":\"" + escaped + "\"") != std::string::npos);
    StatusOr<std::unique_ptr<State>> rebuilt = StateFromSeatText(real.GetGame(), text);
    REQUIRE(rebuilt.ok());
    CHECK((*rebuilt)->ObservationJson(seat) == real.ObservationJson(seat));
  }
}

TEST_CASE("an online Turin Market seat never sees another's private money or sealed bid",
          "[online]") {
  OnlineTable table = NewTable("turin_market", 5, "money=private",
                               {"human", "human", "human", "human", "human"}, 11);
  bool hidden_bid_seen = false;
  for (int move = 0; move < 120 && !table.match().IsOver(); ++move) {
    const int mover = table.match().ToMove();
    for (int seat = 0; seat < 5; ++seat) {
      StatusOr<std::string> view = table.SeatViewJson(seat);
      REQUIRE(view.ok());
      // Scores: its own known, every other seat's null while the game runs.
      std::string scores = "\"scores\":[";
      for (int other = 0; other < 5; ++other) {
        if (other > 0) scores += ",";
        scores += other == seat ? std::to_string(table.match().GetState().Scores()[size_t(other)])
                                : "null";
      }
      CHECK(view->find(scores + "]") != std::string::npos);
      if (view->find("\"move\":\"bid ?\"") != std::string::npos) hidden_bid_seen = true;
    }
    PlayPerson(table, size_t(move) * 7 + size_t(mover));
  }
  CHECK(hidden_bid_seen);
}

namespace {

// The moves in a view's "log" (each entry has its "events").
int LogEntries(const std::string& view) {
  REQUIRE(view.find("\"log\":[") != std::string::npos);
  int entries = 0;
  for (size_t at = view.find("\"events\":["); at != std::string::npos; at = view.find("\"events\":[", at + 1)) {
    ++entries;
  }
  return entries;
}

}  // namespace

TEST_CASE("an online seat's log tells it the moves as events, another's sealed bid without its amount",
          "[online]") {
  OnlineTable table = NewTable("turin_market", 3, "", {"human", "human", "human"}, 5);
  bool own_bid = false, others_bid = false;
  for (int move = 0; move < 200 && !table.match().IsOver() && !(own_bid && others_bid); ++move) {
    const int mover = table.match().ToMove();
    const bool bidding = table.match().LegalMoves()[0].rfind("bid ", 0) == 0;
    PlayPerson(table, size_t(move) * 5 + 1);
    if (!bidding) continue;
    const std::string bid = "{\"kind\":\"bid\",\"seat\":" + std::to_string(mover);
    StatusOr<std::string> mine = table.SeatViewJson(mover);
    StatusOr<std::string> theirs = table.SeatViewJson((mover + 1) % 3);
    REQUIRE(mine.ok());
    REQUIRE(theirs.ok());
    // The bidder is told its amount; the next seat only that a bid was made.
    CHECK(mine->find(bid + ",\"amount\":") != std::string::npos);
    CHECK(theirs->find(bid + "}") != std::string::npos);
    CHECK(theirs->find(bid + ",\"amount\"") == std::string::npos);
    own_bid = others_bid = true;
  }
  CHECK(own_bid);
  // The log is the last moves only: a view does not grow with the game.
  StatusOr<std::string> view = table.SeatViewJson(0);
  REQUIRE(view.ok());
  CHECK(table.match().Log().size() > 40);
  CHECK(LogEntries(*view) > 0);
  CHECK(LogEntries(*view) <= 40);
}

TEST_CASE("an online table restored from its record goes on as the original", "[online]") {
  OnlineTable original = NewTable("merchants", 3, "", {"human", "ismcts:easy", "human"}, 21);
  OnlineTable copy = NewTable("merchants", 3, "", {"human", "ismcts:easy", "human"}, 21);
  for (int i = 0; i < 10; ++i) {
    RunComputers(original);
    RunComputers(copy);
    PlayPerson(original, size_t(i));
    PlayPerson(copy, size_t(i));
  }
  // The server is killed: the copy comes back from its record text alone.
  StatusOr<OnlineTable> restored = OnlineTable::Restore(copy.RecordText());
  REQUIRE(restored.ok());
  CHECK(restored->MoveCount() == original.MoveCount());
  for (int i = 10; !original.match().IsOver(); ++i) {
    RunComputers(original);
    RunComputers(*restored);
    if (original.match().IsOver()) break;
    PlayPerson(original, size_t(i));
    PlayPerson(*restored, size_t(i));
  }
  CHECK(restored->match().IsOver());
  CHECK(restored->RecordText() == original.RecordText());
  CHECK(restored->SeatViewJson(0).value() == original.SeatViewJson(0).value());
  CHECK(original.MovesSince(original.MoveCount() - 1).size() == 1);
  CHECK_FALSE(OnlineTable::Restore("not a record").ok());
}

TEST_CASE("an online seat handed to a computer plays on from the same position", "[online]") {
  OnlineTable table = NewTable("merchants", 3, "", {"human", "human", "ismcts:easy"}, 5);
  RunComputers(table);
  PlayPerson(table, 1);
  RunComputers(table);
  const std::string before = table.RecordText();
  const std::string seen = table.SeatViewJson(0).value();
  CHECK_FALSE(table.HandToComputer(2, "heuristic").ok());  // a computer's already
  CHECK_FALSE(table.HandToComputer(1, "human").ok());
  CHECK_FALSE(table.HandToComputer(1, "genius").ok());
  CHECK_FALSE(table.HandToComputer(7, "heuristic").ok());
  REQUIRE(table.HandToComputer(1, "heuristic").ok());
  CHECK(table.match().Seats()[1] == "heuristic");
  CHECK(table.SeatViewJson(0).value().find(seen.substr(seen.find("\"seen\""), 40)) != std::string::npos);
  CHECK(table.Act(1, "pass").refusal == Refusal::kNotYourSeat);
  // Seat 0 plays alone to the end.
  for (int i = 0; !table.match().IsOver(); ++i) {
    RunComputers(table);
    if (!table.match().IsOver()) PlayPerson(table, size_t(i));
  }
  CHECK(table.RecordText().find(before.substr(before.find('\n'))) != std::string::npos);
}

TEST_CASE("an online undo takes back the asker's last move, never another seat's", "[online]") {
  OnlineTable table = NewTable("merchants", 3, "", {"human", "human", "ismcts:easy"}, 9);
  CHECK_FALSE(table.CanUndo(0).ok());  // nobody has moved
  bool undone = false;
  for (int i = 0; i < 200 && !undone && !table.match().IsOver(); ++i) {
    RunComputers(table);
    if (table.match().IsOver()) break;
    const int seat = table.match().ToMove();
    const std::string before = table.RecordText();
    const std::string view = table.SeatViewJson(1 - seat).value();
    PlayPerson(table, size_t(i));
    if (!table.CanUndo(seat).ok()) continue;
    CHECK_FALSE(table.CanUndo(1 - seat).ok());
    CHECK_FALSE(table.Undo(1 - seat).ok());
    REQUIRE(table.Undo(seat).ok());
    CHECK(table.RecordText() == before);
    CHECK(table.SeatViewJson(1 - seat).value() == view);
    undone = true;
  }
  CHECK(undone);
}

TEST_CASE("a computer's move thought elsewhere is played once, only where it is legal", "[online]") {
  // The room (here `table`) and a think worker (`worker`, restored from the
  // room's record, as server/think_worker.cjs does) play the same game: the move
  // the worker's computer chooses, played at the room, gives the record the room
  // would have made by thinking itself (`in_place`).
  OnlineTable table = NewTable("merchants", 3, "", {"human", "ismcts:easy", "ismcts:easy"}, 31);
  OnlineTable in_place = NewTable("merchants", 3, "", {"human", "ismcts:easy", "ismcts:easy"}, 31);
  int thought_elsewhere = 0;
  for (int i = 0; i < 40 && !table.match().IsOver(); ++i) {
    if (table.ComputerToMove()) {
      StatusOr<OnlineTable> worker = OnlineTable::Restore(table.RecordText());
      REQUIRE(worker.ok());
      const size_t before = worker->MoveCount();
      while (worker->MoveCount() == before) worker->StepComputer(48);
      const std::string move = worker->MovesSince(before).front();
      const std::string record = table.RecordText();
      // A person's seat cannot be played this way, nor an illegal move.
      CHECK(table.PlayComputer("fly to the moon").refusal == Refusal::kIllegal);
      CHECK(table.PlayComputer("").refusal == Refusal::kMalformed);
      CHECK(table.RecordText() == record);
      REQUIRE(table.PlayComputer(move).ok());
      ++thought_elsewhere;
      while (in_place.MoveCount() < table.MoveCount()) in_place.StepComputer(48);
      CHECK(in_place.RecordText() == table.RecordText());
    } else {
      const std::string legal = table.match().LegalMoves().front();
      CHECK(table.PlayComputer(legal).refusal == Refusal::kNotYourTurn);
      PlayPerson(table, size_t(i));
      PlayPerson(in_place, size_t(i));
    }
  }
  CHECK(thought_elsewhere >= 5);
}

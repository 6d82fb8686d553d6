// The replay viewer's model: stepping a recorded game shows exactly the
// positions the live match showed, forwards, backwards and by jumps.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "registry/registry.h"
#include "session/match.h"
#include "session/replay.h"

using namespace mercato;
using namespace mercato::session;

namespace {

// Plays a bots-only merchants game, keeping the table after every seat's move.
Match PlayMerchants(uint64_t seed, std::vector<std::string>* seen) {
  StatusOr<Match> m = Match::Create("merchants", 3, "", {"heuristic", "random", "heuristic"}, seed);
  REQUIRE(m.ok());
  seen->push_back(m->GetState().ToString());
  while (!m->IsOver()) {
    REQUIRE(m->StepBots(1 << 20));
    seen->push_back(m->GetState().ToString());
  }
  return std::move(*m);
}

}  // namespace

TEST_CASE("replay: every position is a table the live game showed", "[replay]") {
  std::vector<std::string> seen;
  const Match match = PlayMerchants(11, &seen);
  StatusOr<Replay> replay = Replay::FromRecordText(match.RecordText());
  INFO(replay.message());
  REQUIRE(replay.ok());
  REQUIRE(replay->Steps() == int(seen.size()) - 1);
  CHECK(replay->Position() == 0);
  CHECK(replay->GetState().ToString() == seen[0]);
  // Forwards one step at a time, then backwards, then by jumps.
  for (int k = 1; k <= replay->Steps(); ++k) {
    replay->Step(1);
    REQUIRE(replay->GetState().ToString() == seen[size_t(k)]);
  }
  CHECK(replay->GetState().IsTerminal());
  for (int k = replay->Steps() - 1; k >= 0; --k) {
    replay->Step(-1);
    REQUIRE(replay->GetState().ToString() == seen[size_t(k)]);
  }
  for (int k : {37, 5, replay->Steps(), 16, 0, 33}) {
    replay->Goto(k);
    REQUIRE(replay->GetState().ToString() == seen[size_t(k)]);
  }
  CHECK(replay->MovesAt(replay->Steps()) == int(match.Log().size()));
}

TEST_CASE("replay: steps stop at both ends; the mover of each step", "[replay]") {
  std::vector<std::string> seen;
  const Match match = PlayMerchants(3, &seen);
  StatusOr<Replay> replay = Replay::FromRecord(match.Record());
  REQUIRE(replay.ok());
  replay->Step(-5);
  CHECK(replay->Position() == 0);
  replay->Goto(replay->Steps() + 10);
  CHECK(replay->Position() == replay->Steps());
  CHECK(replay->MoverAt(0) == -1);
  // Each step is one seat's move: its mover is the first non-chance entry after the stop.
  int step = 0;
  for (const MoveLogEntry& entry : match.Log()) {
    if (entry.player < 0) continue;
    ++step;
    REQUIRE(replay->MoverAt(step) == entry.player);
  }
  CHECK(step == replay->Steps());
}

TEST_CASE("replay: a bad record is refused with its line", "[replay]") {
  std::vector<std::string> seen;
  const Match match = PlayMerchants(5, &seen);
  MatchRecord record = match.Record();
  record.moves[record.moves.size() / 2] = "fly to the moon";
  StatusOr<Replay> bad = Replay::FromRecord(record);
  REQUIRE_FALSE(bad.ok());
  const std::string line = "line " + std::to_string(record.moves.size() / 2 + 2) + ": ";
  CHECK(bad.message() == line + "'fly to the moon' is not a legal move here");
  record = match.Record();
  record.game = "chess";
  CHECK_FALSE(Replay::FromRecord(record).ok());
  CHECK(Replay::FromRecord(record).message().rfind("line 1: unknown game 'chess'", 0) == 0);
}

TEST_CASE("replay: an unfinished record ends where it stops", "[replay]") {
  std::vector<std::string> seen;
  const Match match = PlayMerchants(9, &seen);
  MatchRecord record = match.Record();
  record.moves.resize(record.moves.size() / 3);
  StatusOr<Replay> replay = Replay::FromRecord(record);
  REQUIRE(replay.ok());
  replay->Goto(replay->Steps());
  CHECK_FALSE(replay->GetState().IsTerminal());
  CHECK(replay->MovesAt(replay->Steps()) == int(record.moves.size()));
}

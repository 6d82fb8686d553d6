// What each viewer is told of every move (issue 17): the match keeps every
// seat's events as the moves are played; the page's log is worded from them.
#include <catch2/catch.hpp>

#include "engine/event_log.h"
#include "engine/seen_moves.h"
#include "registry/registry.h"
#include "session/match.h"
#include "support/duel_game.h"
#include "support/merchants_match.h"

using namespace mercato;
using namespace mercato::session;
using mercato::testing::NewMerchants;
using mercato::testing::DuelGame;

namespace {

// Every viewer's events of every move, as JSON, for comparing two logs.
std::vector<std::string> AllEvents(const EventLog& log, int players) {
  std::vector<std::string> out;
  for (size_t i = 0; i < log.size(); ++i) {
    for (int viewer = kAllSeeing; viewer < players; ++viewer) {
      out.push_back(std::to_string(log.Mover(i)) + " " + EventsJson(log.Seen(i, viewer)));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("match events: none unless asked; then one entry per move, kept while playing") {
  Match m = NewMerchants({"heuristic", "heuristic", "heuristic"}, 9);
  CHECK(m.Events() == nullptr);
  CHECK(m.BeforeLastMove() == nullptr);
  m.KeepEvents();
  REQUIRE(m.Events() != nullptr);
  CHECK(m.Events()->size() == m.Log().size());  // the deal, replayed once
  for (int k = 0; k < 40 && m.IsBotTurn(); ++k) m.StepBots(1 << 20);
  REQUIRE(m.Events()->size() == m.Log().size());
  // Kept move by move or rebuilt from the record at once: the same events.
  Match again = NewMerchants({"heuristic", "heuristic", "heuristic"}, 9);
  REQUIRE(again.LoadRecordText(m.RecordText()).ok());
  again.KeepEvents();
  CHECK(AllEvents(*again.Events(), 3) == AllEvents(*m.Events(), 3));
  // The position before the last move is the one the last move was played from.
  REQUIRE(m.BeforeLastMove() != nullptr);
  CHECK(m.BeforeLastMove()->History().size() + 1 == m.GetState().History().size());
}

TEST_CASE("match events: a card dealt is named to its seat and the all-seeing viewer only") {
  Match m = NewMerchants({"heuristic", "heuristic"}, 4);
  m.KeepEvents();
  const EventLog& log = *m.Events();
  int dealt = 0;
  for (size_t i = 0; i < log.size(); ++i) {
    const GameEvents& all = log.Seen(i, kAllSeeing);
    if (all.empty() || all[0].kind != "dealt") continue;
    ++dealt;
    const int to = all[0].seat;
    CHECK(all[0].Has("good"));
    CHECK(log.Seen(i, to)[0].Get("good") == all[0].Get("good"));
    const GameEvents& other = log.Seen(i, 1 - to);
    REQUIRE(other.size() == 1);
    CHECK(other[0].kind == "dealt");
    CHECK(other[0].seat == to);
    CHECK_FALSE(other[0].Has("good"));
  }
  CHECK(dealt == 6);  // 3 cards each
}

TEST_CASE("match events: an undo forgets the taken-back moves' events") {
  Match m = NewMerchants({"human", "heuristic"}, 7);
  m.KeepEvents();
  m.RunBotsToHumanOrEnd();
  const size_t before = m.Events()->size();
  REQUIRE(m.Act(m.LegalMoves().back()).ok());  // a load: public, so it can be taken back
  m.RunBotsToHumanOrEnd();
  CHECK(m.Events()->size() == m.Log().size());
  REQUIRE(m.CanUndo());
  REQUIRE(m.Undo());
  CHECK(m.Events()->size() == before);
  CHECK(m.Events()->size() == m.Log().size());
  CHECK(m.BeforeLastMove()->History().size() + 1 == m.GetState().History().size());
}

TEST_CASE("events: a game without its own gives the move as the viewer may see it") {
  // Duel (a test game) has no events of its own: a seat's move is its notation
  // as SeeMove shows it, a deal reaches only the all-seeing viewer (the seat's
  // state shows what it was dealt).
  std::shared_ptr<const Game> duel = std::make_shared<DuelGame>(2);
  std::unique_ptr<State> state = duel->NewInitialState();
  REQUIRE(state->IsChanceNode());
  const Action deal = state->LegalActions()[0];
  CHECK(SeenEvents(*state, deal, 0).empty());
  CHECK(SeenEvents(*state, deal, 1).empty());
  const GameEvents all = SeenEvents(*state, deal, kAllSeeing);
  REQUIRE(all.size() == 1);
  CHECK(all[0].kind == "chance");
  CHECK(all[0].notation == state->ActionToString(deal));
  while (state->IsChanceNode()) state->ApplyAction(state->LegalActions()[0]);
  REQUIRE(state->CurrentPlayer() == 0);
  CHECK(EventsJson(SeenEvents(*state, DuelGame::kStakeTwo, 1)) ==
        "[{\"kind\":\"move\",\"seat\":0,\"notation\":\"stake 2\"}]");
}

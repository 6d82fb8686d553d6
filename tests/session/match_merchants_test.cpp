// The Match session on the first real game: computer seats, chance, undo.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/text.h"
#include "registry/registry.h"
#include "session/match.h"
#include "support/merchants_match.h"

using namespace mercato;
using namespace mercato::session;
using mercato::testing::NewMerchants;

TEST_CASE("match on merchants: undo over loads, never over a draw or a played hand") {
  Match m = NewMerchants({"human", "heuristic"}, 7);
  m.RunBotsToHumanOrEnd();
  REQUIRE(m.IsHumanTurn());
  REQUIRE(StartsWith(m.LegalMoves()[0], "load "));
  // Loading a cube is public: it can be taken back, also after the bot's load.
  const std::vector<std::string> loads = m.LegalMoves();
  REQUIRE(m.Act(loads.back()).ok());
  m.RunBotsToHumanOrEnd();
  CHECK(m.CanUndo());
  CHECK(m.UndoSeat() == 0);
  const size_t before_undo = m.Log().size();
  REQUIRE(m.Undo());
  CHECK(m.Log().size() < before_undo);
  CHECK(m.LegalMoves() == loads);
  // Play on with the first legal move until the human draws cards: a draw is
  // chance, and undo never crosses it.
  bool drew = false;
  for (int guard = 0; guard < 200 && !drew && !m.IsOver(); ++guard) {
    if (m.IsBotTurn()) {
      m.StepBots(1 << 20);
      continue;
    }
    const std::vector<std::string> moves = m.LegalMoves();
    const bool can_draw = std::find(moves.begin(), moves.end(), "draw") != moves.end();
    REQUIRE(m.Act(can_draw ? "draw" : moves[0]).ok());
    drew = can_draw;
  }
  REQUIRE(drew);
  CHECK_FALSE(m.CanUndo());
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kChance);
  // A computer playing goods cards reveals its hand: no undo across it either.
  bool bot_played = false;
  for (int guard = 0; guard < 400 && !bot_played && !m.IsOver(); ++guard) {
    if (m.IsHumanTurn()) {
      REQUIRE(m.Act(m.LegalMoves().back()).ok());
      continue;
    }
    m.StepBots(1 << 20);
    bot_played = m.Log().back().player == 1 && StartsWith(m.Log().back().notation, "play ");
  }
  REQUIRE(bot_played);
  CHECK_FALSE(m.CanUndo());
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kReveal);
}

TEST_CASE("match on merchants: bots finish a 3-player game; the record reloads") {
  Match m = NewMerchants({"ismcts:iters=30", "heuristic", "random"}, 4);
  m.RunBotsToHumanOrEnd();
  REQUIRE(m.IsOver());
  const std::string text = m.RecordText();
  StatusOr<Match> back = Match::FromRecordText(text);
  REQUIRE(back.ok());
  CHECK(back->IsOver());
  CHECK(back->GetState().Scores() == m.GetState().Scores());
  CHECK(back->RecordText() == text);
  // A wrong move on line 5 is named.
  MatchRecord broken = m.Record();
  broken.moves[3] = "play gold piles=1";
  Status s = m.LoadRecordText(RecordToText(broken));
  CHECK(s.message() == "line 5: 'play gold piles=1' is not a legal move here");
  CHECK(m.RecordText() == text);
}

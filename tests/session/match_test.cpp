#include <catch2/catch.hpp>

#include "session/match.h"
#include "session/play.h"
#include "session/seeds.h"
#include "support/duel_game.h"

using namespace mercato;
using namespace mercato::session;
using mercato::testing::DuelGame;
using mercato::testing::LoadDuel;

namespace {

Match NewDuel(const std::vector<std::string>& seats, uint64_t seed) {
  StatusOr<Match> m = Match::Create("duel", int(seats.size()), "", seats, seed, LoadDuel);
  INFO(m.message());
  REQUIRE(m.ok());
  return std::move(*m);
}

int CountChance(const Match& m) {
  int n = 0;
  for (const MoveLogEntry& e : m.Log()) n += e.player == kChancePlayer;
  return n;
}

}  // namespace

TEST_CASE("match: chance is applied by the match, from its seed") {
  Match m = NewDuel({"human", "human"}, 5);
  // The 6 deals are done: seat 0 names the first stake.
  CHECK(m.ToMove() == 0);
  CHECK(m.IsHumanTurn());
  CHECK(m.GetState().History().size() == 6);
  CHECK(CountChance(m) == 6);
  CHECK(m.Log()[0].notation.rfind("deal p0 ", 0) == 0);
  CHECK(m.LegalMoves() == std::vector<std::string>{"stake 1", "stake 2"});
  // The same seed deals the same cards; another seed (here) does not.
  CHECK(NewDuel({"human", "human"}, 5).RecordText() == m.RecordText());
  CHECK(NewDuel({"human", "human"}, 6).RecordText() != m.RecordText());
  // After a trick the winner's draw is applied too.
  REQUIRE(m.Act("stake 1").ok());
  const std::vector<std::string> moves0 = m.LegalMoves();
  REQUIRE(m.Act(moves0[0]).ok());
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());
  CHECK(CountChance(m) == 7);
  CHECK(m.Log().back().notation.rfind("draw p", 0) == 0);
  CHECK_FALSE(m.GetState().IsChanceNode());
}

TEST_CASE("match: moves get clear errors and change nothing") {
  Match m = NewDuel({"human", "ismcts:iters=50"}, 5);
  const std::string before = m.RecordText();
  CHECK(m.Act("play 10").message() == "'play 10' is not a legal move here");
  CHECK(m.Act(DuelGame::PlayAction(1)).message() == "action 0 is not a legal move here");
  CHECK(m.RecordText() == before);
  REQUIRE(m.Act("  stake 2 ").ok());  // spaces around are forgiven
  const std::string legal_play = m.LegalMoves()[0];
  REQUIRE(m.Act(legal_play).ok());
  CHECK(m.IsBotTurn());
  CHECK(m.Act("stake 1").message() ==
        "it is seat 1's turn, a computer player (ismcts:iters=50)");
  CHECK_FALSE(m.IsHumanTurn());
}

TEST_CASE("match: bots think in slices and move once their budget is spent") {
  Match m = NewDuel({"ismcts:iters=50", "human"}, 3);
  REQUIRE(m.IsBotTurn());
  CHECK(m.BotProgress() == 0.0);
  CHECK_FALSE(m.StepBots(20));
  CHECK(m.BotProgress() == Approx(0.4));
  CHECK_FALSE(m.StepBots(20));
  CHECK(m.GetState().History().size() == 6);
  // Think to the end without playing, then play when the page is ready.
  CHECK(m.StepBots(20, /*apply=*/false));
  const Action chosen = m.PendingBotMove();
  CHECK(m.GetState().IsLegal(chosen));
  CHECK(m.GetState().History().size() == 6);
  CHECK(m.StepBots(0));
  CHECK(m.GetState().History()[6] == chosen);
  CHECK(m.PendingBotMove() == -1);
  // Slices do not change the choice: the same match stepped at once agrees.
  Match once = NewDuel({"ismcts:iters=50", "human"}, 3);
  CHECK(once.StepBots(1000));
  CHECK(once.GetState().History()[6] == chosen);
  // A human's turn: StepBots does nothing.
  while (m.IsBotTurn()) m.StepBots(1000);
  if (!m.IsOver()) {
    const size_t length = m.GetState().History().size();
    CHECK_FALSE(m.StepBots(1000));
    CHECK(m.GetState().History().size() == length);
  }
}

TEST_CASE("match: a bots-only match is the sim's game") {
  auto game = std::make_shared<DuelGame>(3);
  const std::vector<std::string> seats = {"heuristic", "random", "ismcts:iters=30"};
  StatusOr<GameResult> played = PlayGame(game, seats, 77);
  REQUIRE(played.ok());
  StatusOr<Match> m = Match::Create(game, seats, 77);
  REQUIRE(m.ok());
  m->RunBotsToHumanOrEnd();
  CHECK(m->IsOver());
  CHECK(m->Record().moves == played->record.moves);
  CHECK(m->Record().seats == "heuristic,random,ismcts:iters=30");
  CHECK(played->actions == int(played->record.moves.size()));
  CHECK(played->scores == m->GetState().Scores());
}

TEST_CASE("match: undo takes back public moves, to the human's last decision") {
  Match m = NewDuel({"human", "human"}, 5);
  CHECK_FALSE(m.CanUndo());  // only chance so far
  CHECK(m.UndoSeat() == -1);
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kNoMove);
  REQUIRE(m.Act("stake 2").ok());
  // Naming a stake reveals nothing: it can be taken back.
  CHECK(m.CanUndo());
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kNone);
  CHECK(m.UndoSeat() == 0);
  const std::string after_stake = m.RecordText();
  REQUIRE(m.Undo());
  CHECK(m.ToMove() == 0);
  CHECK(m.GetState().History().size() == 6);
  CHECK(m.Log().size() == 6);
  REQUIRE(m.Act("stake 1").ok());
  CHECK(m.RecordText() != after_stake);
  // Seat 0 leads a card: its own card is no secret to itself, undo allowed.
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());
  CHECK(m.CanUndo());
  CHECK(m.UndoSeat() == 0);
  // Seat 1 answers; undo would give seat 1 its decision back.
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());
  // ...but the trick ended with a draw (chance): nothing can be taken back.
  CHECK(m.Log().back().player == kChancePlayer);
  CHECK_FALSE(m.CanUndo());
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kChance);
  CHECK_FALSE(m.Undo());
}

TEST_CASE("match: undo never crosses a card an opponent revealed") {
  // Human seat 0 names the stake, the bot seat 1... is not to move until seat 0
  // has led. Use 3 seats: human 0 leads, bot 1 and bot 2 follow, revealing cards.
  Match m = NewDuel({"human", "random", "random"}, 8);
  REQUIRE(m.Act("stake 1").ok());
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());
  CHECK(m.CanUndo());  // nobody else has moved yet
  REQUIRE(m.StepBots(1));  // seat 1 plays a card from its hidden hand
  CHECK(m.Log().back().player == 1);
  CHECK_FALSE(m.CanUndo());
  CHECK(m.WhyNoUndo() == Match::UndoBlock::kReveal);
  CHECK(m.UndoSeat() == -1);
}

TEST_CASE("match: undo steps back one human decision at a time") {
  Match m = NewDuel({"human", "human", "human"}, 8);
  REQUIRE(m.Act("stake 1").ok());
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());  // seat 0 leads
  REQUIRE(m.Act(m.LegalMoves()[0]).ok());  // seat 1 follows, revealing nothing to itself
  CHECK(m.UndoSeat() == 1);
  REQUIRE(m.Undo());
  CHECK(m.ToMove() == 1);
  // Seat 0's lead is still there; undo again gives seat 0 its decision back.
  CHECK(m.UndoSeat() == 0);
  REQUIRE(m.Undo());
  CHECK(m.ToMove() == 0);
  CHECK(m.UndoSeat() == 0);  // the stake
  REQUIRE(m.Undo());
  CHECK_FALSE(m.CanUndo());
  CHECK(m.GetState().History().size() == 9);
}

TEST_CASE("match: undo takes back a computer's public move after the human's") {
  // Bots in seats 0 and 1 lead and follow; the human, seat 2, plays last. When
  // a bot wins the trick it names the next stake (public): undo then returns to
  // the human's card, taking the bot's stake back too.
  bool found = false;
  for (uint64_t seed = 1; seed < 60 && !found; ++seed) {
    Match m = NewDuel({"heuristic", "heuristic", "human"}, seed);
    m.RunBotsToHumanOrEnd();
    REQUIRE(m.ToMove() == 2);
    const std::vector<std::string> moves = m.LegalMoves();
    REQUIRE(m.Act(moves[0]).ok());  // the human's lowest card
    if (!m.IsBotTurn()) continue;   // the human won the trick
    found = true;
    const size_t human_move = m.Log().size() - 1;
    REQUIRE(m.StepBots(1));  // the winning bot names its stake
    CHECK(m.Log().back().notation.rfind("stake ", 0) == 0);
    CHECK(m.UndoSeat() == 2);
    REQUIRE(m.Undo());
    CHECK(m.Log().size() == human_move);
    CHECK(m.IsHumanTurn());
    CHECK(m.LegalMoves() == moves);
    // Once the bot has led a card from its hidden hand, no more undo.
    REQUIRE(m.Act(moves[0]).ok());
    REQUIRE(m.StepBots(1));
    REQUIRE(m.StepBots(1));
    CHECK(m.Log().back().notation.rfind("play ", 0) == 0);
    CHECK_FALSE(m.CanUndo());
  }
  CHECK(found);
}

TEST_CASE("match: records round-trip with their seats; a resumed match goes on the same way") {
  Match m = NewDuel({"human", "ismcts:iters=40"}, 21);
  REQUIRE(m.Act("stake 2").ok());
  REQUIRE(m.Act(m.LegalMoves().back()).ok());
  m.RunBotsToHumanOrEnd();
  const std::string text = m.RecordText();
  CHECK(text.rfind("mercato-record v1 game=duel players=2 options= seed=21 "
                   "seats=human,ismcts:iters=40 moves=", 0) == 0);
  StatusOr<Match> back = Match::FromRecordText(text, {}, LoadDuel);
  REQUIRE(back.ok());
  CHECK(back->RecordText() == text);
  CHECK(back->Seats() == m.Seats());
  CHECK(back->GetState().ToString() == m.GetState().ToString());
  // Both go on identically (same chance draws, same bot moves).
  for (Match* x : {&m, &*back}) {
    while (!x->IsOver()) {
      if (x->IsHumanTurn()) {
        REQUIRE(x->Act(x->LegalMoves()[0]).ok());
      } else {
        x->StepBots(1000);
      }
    }
  }
  CHECK(back->RecordText() == m.RecordText());
  // Seats may be replaced when loading.
  StatusOr<Match> hot = Match::FromRecordText(text, {"human", "human"}, LoadDuel);
  REQUIRE(hot.ok());
  CHECK(hot->Seats() == std::vector<std::string>{"human", "human"});
}

TEST_CASE("match: bad records and bad setups get clear errors; the match is unchanged") {
  Match m = NewDuel({"human", "human"}, 4);
  REQUIRE(m.Act("stake 1").ok());
  const std::string before = m.RecordText();
  const std::string header = "mercato-record v1 game=duel players=2 options= seed=4 moves=";
  struct Case {
    std::string text;
    std::string error;
  };
  const std::vector<Case> cases = {
      {"", "the record is empty"},
      {"mercato-record v1 game=chess players=2 options= seed=4 moves=0\n",
       "line 1: unknown game 'chess' (games: duel)"},
      {"mercato-record v1 game=duel players=5 options= seed=4 moves=0\n",
       "line 1: duel is for 2-3 players, not 5"},
      {header + "2\ndeal p0 1\n", "the record is truncated: the header says 2 moves, the file holds 1"},
      {header + "2\ndeal p0 1\ndeal p1 1\n", "line 3: 'deal p1 1' is not a legal move here"},
      {header + "1\nstake 1\n", "line 2: 'stake 1' is not a legal move here"},
      {"mercato-record v1 game=duel players=2 options= seed=4 seats=human,god moves=0\n",
       "line 1: seat 1: unknown bot 'god' (use random, heuristic, ismcts:easy, ismcts:normal, "
       "ismcts:hard or ismcts:iters=N); or 'human'"},
      {"mercato-record v1 game=duel players=2 options= seed=4 seats=human moves=0\n",
       "line 1: expected 2 seats (one per player), got 1"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    Status s = m.LoadRecordText(c.text, {}, LoadDuel);
    CHECK(s.message() == c.error);
    CHECK(m.RecordText() == before);
  }
  // New matches: seats and seed are checked.
  CHECK(Match::Create("duel", 2, "", {"human"}, 1, LoadDuel).message() ==
        "expected 2 seats (one per player), got 1");
  CHECK(Match::Create("duel", 2, "", {"human", "ismcts"}, 1, LoadDuel).message() ==
        "seat 1: 'ismcts' needs a level: ismcts:easy, ismcts:normal, ismcts:hard or "
        "ismcts:iters=N; or 'human'");
  CHECK(Match::Create("duel", 2, "", {"human", "human"}, kMaxSeed + 1, LoadDuel).message() ==
        "the seed must be at most 9007199254740991, not 9007199254740992");
  CHECK(Match::Create("duel", 2, "x=1", {"human", "human"}, 1, LoadDuel).message() ==
        "duel has no options, not 'x=1'");
  // A good record replaces the match.
  Match other = NewDuel({"human", "heuristic"}, 99);
  REQUIRE(m.LoadRecordText(other.RecordText(), {}, LoadDuel).ok());
  CHECK(m.RecordText() == other.RecordText());
  CHECK(m.Seats()[1] == "heuristic");
}

TEST_CASE("match: a record cut before a chance event continues with the seeded draws") {
  Match m = NewDuel({"human", "human"}, 12);
  MatchRecord cut = m.Record();
  cut.moves.resize(3);  // three of the six deals
  StatusOr<Match> resumed = Match::FromRecordText(RecordToText(cut), {}, LoadDuel);
  REQUIRE(resumed.ok());
  CHECK(resumed->RecordText() == m.RecordText());
}

TEST_CASE("match: the default viewer follows the humans") {
  Match m = NewDuel({"ismcts:iters=20", "human", "random"}, 2);
  CHECK(m.DefaultViewer() == 1);  // seat 0 (a bot) to move; the only human
  Match bots = NewDuel({"random", "random"}, 2);
  CHECK(bots.DefaultViewer() == 0);
}

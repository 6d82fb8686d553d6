// The seat's state on another device (issues 17 and 19): a position written as
// text (engine/seat_state.h) and rebuilt must be the same table. Over every game
// that has its Fields, every player count and option set:
//   1. the real position round-trips: same texts, moves, scores and, playing
//      the same moves on, the same results (a forgotten field shows up here);
//   2. a seat's text rebuilds what that seat sees and may do;
//   3. a seat's text is the same for every position the seat cannot tell apart
//      (the hidden parts depend only on what the seat knows).
// 2 and 3 hold for the spectator (kSpectator) too: it gets a text like a seat.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/seat_state.h"
#include "registry/registry.h"
#include "session/secrets_check.h"
#include "support/duel_game.h"

using namespace mercato;

namespace {

// Every registered game encodes its positions: online tables need it.
bool Supported(const GameEntry& entry) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(entry.info().id, entry.info().min_players);
  return game.ok() && HasSeatState(*(*game)->NewInitialState());
}

std::unique_ptr<State> Rebuilt(const Game& game, const std::string& text) {
  StatusOr<std::unique_ptr<State>> state = StateFromSeatText(game, text);
  INFO(state.message() << "\n" << text.substr(0, 300));
  REQUIRE(state.ok());
  return std::move(*state);
}

Action RandomMove(const State& state, Rng& rng) {
  if (state.IsChanceNode()) return SampleChanceOutcome(state, rng);
  const std::vector<Action> legal = state.LegalActions();
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

std::string Chances(const State& state) {
  std::string out;
  for (const ChanceOutcome& c : state.ChanceOutcomes()) {
    out += std::to_string(c.action) + ':' + std::to_string(c.probability) + ' ';
  }
  return out;
}

// 1. The real position, every field, there and back.
void CheckRoundTrip(const State& real, uint64_t seed) {
  const std::string text = FullStateText(real);
  REQUIRE_FALSE(text.empty());
  std::unique_ptr<State> copy = Rebuilt(real.GetGame(), text);
  CHECK(FullStateText(*copy) == text);
  CHECK(copy->ToString() == real.ToString());
  for (int p = 0; p < real.NumPlayers(); ++p) {
    CHECK(copy->ObservationJson(p) == real.ObservationJson(p));
    CHECK(copy->InformationStateString(p) == real.InformationStateString(p));
  }
  CHECK(copy->CurrentPlayer() == real.CurrentPlayer());
  CHECK(copy->LegalActions() == real.LegalActions());
  CHECK(Chances(*copy) == Chances(real));
  CHECK(copy->Scores() == real.Scores());
  // The same moves on both to the end.
  std::unique_ptr<State> on = real.Clone();
  Rng rng(seed);
  while (!on->IsTerminal()) {
    const Action a = RandomMove(*on, rng);
    REQUIRE(copy->IsLegal(a));
    on->ApplyAction(a);
    copy->ApplyAction(a);
  }
  CHECK(copy->IsTerminal());
  CHECK(copy->Returns() == on->Returns());
  CHECK(copy->Scores() == on->Scores());
  CHECK(copy->ToString() == on->ToString());
}

// 2 and 3. What the seat gets.
void CheckSeatText(const State& real, int seat, Rng& rng) {
  const std::string text = SeatStateText(real, seat);
  REQUIRE_FALSE(text.empty());
  CHECK(text.rfind("mercato-seat-state 1 " + real.GetGame().Info().id + " " +
                       std::to_string(seat) + "\n",
                   0) == 0);
  std::unique_ptr<State> seen = Rebuilt(real.GetGame(), text);
  CHECK(seen->ObservationJson(seat) == real.ObservationJson(seat));
  CHECK(seen->InformationStateString(seat) == real.InformationStateString(seat));
  CHECK(seen->CurrentPlayer() == real.CurrentPlayer());
  if (real.CurrentPlayer() == seat) CHECK(seen->LegalActions() == real.LegalActions());
  std::unique_ptr<State> other = real.ResampleFromInfostate(seat, rng);
  CHECK(SeatStateText(*other, seat) == text);
}

// Plays one game (heuristic or random) and checks every `stride`-th position.
int CheckGame(const std::shared_ptr<const Game>& game, bool heuristic, uint64_t seed,
              int stride) {
  Rng rng(seed);
  Rng resample_rng(seed + 17);
  std::unique_ptr<State> state = game->NewInitialState();
  int checked = 0;
  for (int step = 0;; ++step) {
    if (step % stride == 0 || state->IsTerminal()) {
      INFO("move " << state->History().size());
      CheckRoundTrip(*state, seed + uint64_t(step));
      for (int seat = 0; seat < state->NumPlayers(); ++seat) CheckSeatText(*state, seat, resample_rng);
      CheckSeatText(*state, kSpectator, resample_rng);
      ++checked;
    }
    if (state->IsTerminal()) break;
    const Action a = heuristic && !state->IsChanceNode() ? game->HeuristicAction(*state, rng)
                                                          : RandomMove(*state, rng);
    state->ApplyAction(a);
  }
  return checked;
}

}  // namespace

TEST_CASE("seat states round-trip and keep each seat's secrets: every game with Fields",
          "[seat_state]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    INFO(info.id);
    REQUIRE(Supported(entry));
    // Rounds over every player count and option set, heuristic and random games
    // in turn, until a few hundred positions of the game are checked.
    int positions = 0;
    for (int round = 0; positions < 200 && round < 8; ++round) {
      for (int n = info.min_players; n <= info.max_players; ++n) {
        for (const std::string& options : session::OptionSetsToCheck(info.id)) {
          INFO(info.id << " players=" << n << " options=" << options << " round " << round);
          StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, n, options);
          REQUIRE(game.ok());
          const bool heuristic = (n + round) % 2 == 0;
          positions += CheckGame(*game, heuristic, uint64_t(n) * 31 + uint64_t(round) * 7 + 1, 3);
        }
      }
    }
    INFO(info.id);
    CHECK(positions >= 200);
  }
}

TEST_CASE("a game without Fields says so instead of sending a wrong state", "[seat_state]") {
  // Duel (tests/support) keeps State's default EncodeFields / DecodeFields.
  auto game = std::make_shared<testing::DuelGame>(2);
  std::unique_ptr<State> state = game->NewInitialState();
  CHECK_FALSE(HasSeatState(*state));
  CHECK(SeatStateText(*state, 0).empty());
  CHECK(FullStateText(*state).empty());
  const std::string id = game->Info().id;
  StatusOr<std::unique_ptr<State>> back =
      StateFromSeatText(*game, "mercato-seat-state 1 " + id + " 0\nphase 0");
  REQUIRE_FALSE(back.ok());
  CHECK(back.message() == id + " positions cannot be sent as a seat state yet");
  // Every registered game has its Fields.
  for (const GameEntry& entry : RegisteredGames()) {
    INFO(entry.info().id);
    CHECK(Supported(entry));
  }
}

TEST_CASE("a damaged seat state gets a clear error, never a crash", "[seat_state]") {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame("merchants", 3);
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(5);
  for (int i = 0; i < 40; ++i) state->ApplyAction(RandomMove(*state, rng));
  const std::string text = SeatStateText(*state, 1);
  REQUIRE(StateFromSeatText(**game, text).ok());

  auto error = [&](const std::string& bad) {
    StatusOr<std::unique_ptr<State>> back = StateFromSeatText(**game, bad);
    REQUIRE_FALSE(back.ok());
    INFO(back.message());
    return back.message();
  };
  CHECK(error("") .find("not a seat state") != std::string::npos);
  CHECK(error("hello\nphase 1").find("not a seat state") != std::string::npos);
  const size_t header_end = text.find('\n');
  const std::string body = text.substr(header_end);
  CHECK(error("mercato-seat-state 2 merchants 1" + body).find("version 2") != std::string::npos);
  CHECK(error("mercato-seat-state 1 oregano 1" + body).find("of oregano, not of merchants") !=
        std::string::npos);
  CHECK(error("mercato-seat-state 1 merchants 7" + body).find("seat '7'") != std::string::npos);
  CHECK(error(text + "\nextra 1").find("extra line") != std::string::npos);
  CHECK(error(text.substr(0, text.rfind('\n'))).find("missing") != std::string::npos);
  std::string wrong = text;
  wrong.replace(wrong.find("\nphase ") + 7, 1, "x");
  CHECK(error(wrong).find("field 'phase'") != std::string::npos);
  wrong = text;
  wrong.replace(wrong.find("\nphase ") + 7, 1, "99");
  CHECK(error(wrong).find("out of range") != std::string::npos);
  wrong = text;
  wrong.replace(wrong.find("\nhands ") + 7, 1, "9");
  CHECK(error(wrong).find("field 'hands': 9 entries, expected 3") != std::string::npos);
  wrong = text;
  wrong.replace(wrong.find("\nmoney 3 ") + 9, 0, "1");  // money no longer matches earnings
  const std::string money_error = error(wrong);
  INFO(money_error);
  CHECK(money_error.find("money and earnings differ") != std::string::npos);
  // Every cut and every changed byte: an error or a consistent state, no crash.
  for (size_t cut = 0; cut < text.size(); cut += 7) {
    CHECK_FALSE(StateFromSeatText(**game, text.substr(0, cut)).ok());
  }
  for (size_t at = 0; at < text.size(); ++at) {
    for (char c : {'0', '9', '-', ' ', '\n'}) {
      std::string changed = text;
      changed[at] = c;
      StatusOr<std::unique_ptr<State>> back = StateFromSeatText(**game, changed);
      if (back.ok()) {
        CHECK((*back)->CheckInvariants().empty());
        (void)(*back)->ToString();
        (void)(*back)->LegalActions();
      } else {
        CHECK_FALSE(back.message().empty());
      }
    }
  }
}

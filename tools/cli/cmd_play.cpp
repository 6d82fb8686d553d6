// mercato play: a match in the terminal, for trying the rules by hand. Each
// human seat sees its own observation (never other seats' hidden cards) and
// the numbered legal moves; computer seats move by themselves.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "ai/match.h"
#include "ai/seeds.h"
#include "args.h"
#include "commands.h"
#include "engine/text.h"
#include "game_args.h"

namespace mercato::cli {

namespace {

// Puts each top-level key of a JSON object on its own line, and each object of
// a top-level array of objects (e.g. the seats) on its own line too.
std::string TopLevelLines(const std::string& json) {
  std::string out;
  std::string open;  // the containers we are in
  bool in_string = false, escaped = false;
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (in_string) {
      out += c;
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '}' || c == ']') {
      open.pop_back();
      if (open.empty()) out += '\n';
    }
    const bool object_in_array = c == '{' && open.size() == 2 && open.back() == '[';
    if (object_in_array) out += "\n    ";
    out += c;
    if (c == '{' || c == '[') {
      if (open.empty()) out += "\n  ";
      open += c;
    } else if (c == ',' && open.size() == 1) {
      out += "\n  ";
    }
  }
  return out;
}

void PrintTurn(const ai::Match& match) {
  const int seat = match.ToMove();
  std::printf("\n=== seat %d (you) to move; what seat %d sees:\n%s\n", seat, seat,
              TopLevelLines(match.GetState().ObservationJson(seat)).c_str());
  const std::vector<std::string> moves = match.LegalMoves();
  for (size_t i = 0; i < moves.size(); ++i) std::printf("  %2zu. %s\n", i + 1, moves[i].c_str());
  std::printf("move (text or number; 'undo', 'record', 'quit')> ");
  std::fflush(stdout);
}

void PrintNewMoves(const ai::Match& match, size_t& printed, bool show_all) {
  const std::vector<ai::MoveLogEntry>& log = match.Log();
  if (printed > log.size()) printed = log.size();  // after an undo
  for (; printed < log.size(); ++printed) {
    const ai::MoveLogEntry& e = log[printed];
    if (e.player == kChancePlayer) {
      if (show_all) std::printf("  chance: %s\n", e.notation.c_str());
    } else {
      std::printf("  seat %d (%s): %s\n", e.player, match.Seats()[e.player].c_str(),
                  e.notation.c_str());
    }
  }
}

bool Save(const ai::Match& match, const std::string& path) {
  if (path.empty()) return true;
  std::ofstream out(path, std::ios::binary);
  out << match.RecordText();
  if (!out) {
    std::fprintf(stderr, "mercato: cannot write '%s'\n", path.c_str());
    return false;
  }
  std::printf("record saved to %s\n", path.c_str());
  return true;
}

}  // namespace

int RunPlay(const std::vector<std::string>& argv) {
  std::vector<std::string> flags = kGameFlags;
  flags.insert(flags.end(), {"seats", "seed", "save", "load"});
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"}, {"show-all"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("play takes no positional argument");
  const bool show_all = args->Has("show-all");

  StatusOr<ai::Match> match = Status::Error("");
  std::vector<std::string> seats;
  if (args->Has("seats")) {
    StatusOr<std::vector<std::string>> list = SplitList("seats", args->Get("seats"));
    if (!list.ok()) return UsageError(list.message());
    seats = *list;
  }
  if (args->Has("load")) {
    std::ifstream in(args->Get("load"), std::ios::binary);
    if (!in) return UsageError("cannot read '" + args->Get("load") + "'");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    match = ai::Match::FromRecordText(text, seats);
  } else {
    StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
    if (!game.ok()) return UsageError(game.message());
    if (seats.empty()) return UsageError("--seats is required, e.g. --seats human,ismcts:normal");
    const int64_t clock_seed =
        std::chrono::system_clock::now().time_since_epoch().count() & 0xFFFFFF;
    StatusOr<int64_t> seed = args->GetInt("seed", clock_seed, 0, int64_t(ai::kMaxSeed));
    if (!seed.ok()) return UsageError(seed.message());
    match = ai::Match::Create(*game, seats, uint64_t(*seed));
  }
  if (!match.ok()) return UsageError(match.message());
  std::printf("%s, %d players, seed %llu, seats %s\n", match->GetGame().Info().name_en.c_str(),
              match->NumPlayers(), (unsigned long long)match->Seed(),
              Join(match->Seats(), ",").c_str());

  size_t printed = 0;
  std::string line;
  while (!match->IsOver()) {
    if (match->IsBotTurn()) {
      match->StepBots(1 << 20);
      PrintNewMoves(*match, printed, show_all);
      continue;
    }
    PrintNewMoves(*match, printed, show_all);
    PrintTurn(*match);
    if (!std::getline(std::cin, line)) {
      std::printf("\n(end of input)\n");
      Save(*match, args->Get("save"));
      return kExitOk;
    }
    line = Trim(line);
    if (line.empty()) continue;
    if (line == "quit") {
      Save(*match, args->Get("save"));
      return kExitOk;
    }
    if (line == "record") {
      std::printf("%s", match->RecordText().c_str());
      continue;
    }
    if (line == "undo") {
      if (match->Undo()) {
        std::printf("taken back to seat %d's last decision\n", match->ToMove());
        printed = match->Log().size();
      } else {
        std::printf("nothing to undo (undo never crosses a draw or a revealed card)\n");
      }
      continue;
    }
    const std::vector<std::string> moves = match->LegalMoves();
    const std::optional<int64_t> number = ParseInt(line);
    if (number && *number >= 1 && *number <= int64_t(moves.size())) line = moves[*number - 1];
    Status s = match->Act(line);
    if (!s.ok()) std::printf("%s\n", s.message().c_str());
  }
  PrintNewMoves(*match, printed, show_all);
  const std::vector<int> scores = match->GetState().Scores();
  const std::vector<double> returns = match->GetState().Returns();
  std::printf("\ngame over\n");
  for (int p = 0; p < match->NumPlayers(); ++p) {
    std::printf("  seat %d (%s): score %d%s\n", p, match->Seats()[p].c_str(), scores[p],
                returns[p] > 0 ? (returns[p] < 1 ? "  (shared win)" : "  (wins)") : "");
  }
  return Save(*match, args->Get("save")) ? kExitOk : kExitFailure;
}

}  // namespace mercato::cli

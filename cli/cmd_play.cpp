// mercato play: a match in the terminal, for trying the rules by hand. Each
// human seat sees its own observation as a text table (never other seats'
// hidden cards), the numbered legal moves, and the other seats' moves as it may
// know them (a sealed bid reads "bid ?" until revealed); computers move by themselves.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "args.h"
#include "commands.h"
#include "engine/seen_moves.h"
#include "engine/text.h"
#include "game_args.h"
#include "record_file.h"
#include "session/match.h"
#include "session/seeds.h"
#include "text_table.h"

namespace mercato::cli {

namespace {

void PrintTurn(const session::Match& match) {
  const int seat = match.ToMove();
  const std::string json = match.GetState().ObservationJson(seat);
  StatusOr<std::string> table = ObservationText(json);
  std::printf("\n=== seat %d (you) to move; what seat %d sees:\n%s", seat, seat,
              table.ok() ? table->c_str() : (json + "\n").c_str());
  const std::vector<std::string> moves = match.LegalMoves();
  for (size_t i = 0; i < moves.size(); ++i) std::printf("  %2zu. %s\n", i + 1, moves[i].c_str());
  std::printf("move (text or number; 'undo', 'record', 'quit')> ");
  std::fflush(stdout);
}

// The moves played since the last call, as the person at the terminal may
// know them: another seat's secret choice reads "bid ?" until the game shows
// it ("seat 1 shows: bid 3"). With --show-all, everything, chance included.
class MovePrinter {
 public:
  MovePrinter(const session::Match& match, bool show_all) : match_(match), show_all_(show_all) {
    for (int seat = 0; seat < match.NumPlayers(); ++seat) seen_.emplace_back(seat);
  }
  void Print() {
    const std::vector<session::MoveLogEntry>& log = match_.Log();
    if (printed_ > log.size()) Reset();
    if (show_all_) {
      for (; printed_ < log.size(); ++printed_) {
        const session::MoveLogEntry& e = log[printed_];
        if (e.player == kChancePlayer) {
          std::printf("  chance: %s\n", e.notation.c_str());
        } else {
          std::printf("  %s: %s\n", Who(e.player).c_str(), e.notation.c_str());
        }
      }
      return;
    }
    const int viewer = match_.DefaultViewer();
    for (const SeenMoves::Step& step : seen_[size_t(viewer)].Sync(match_.GetState())) {
      if (size_t(step.move.index) < printed_) continue;  // printed for an earlier viewer
      std::printf("  %s: %s\n", Who(step.move.player).c_str(), step.move.move.c_str());
      for (const SeenMove& shown : step.revealed) {
        std::printf("    %s shows: %s\n", Who(shown.player).c_str(), shown.move.c_str());
      }
    }
    printed_ = log.size();
  }
  // After an undo: what is on the table now was printed already.
  void Reset() {
    for (SeenMoves& s : seen_) s.Reset();
    printed_ = match_.Log().size();
  }

 private:
  std::string Who(int seat) const {
    return "seat " + std::to_string(seat) + " (" + match_.Seats()[size_t(seat)] + ")";
  }
  const session::Match& match_;
  bool show_all_;
  std::vector<SeenMoves> seen_;
  size_t printed_ = 0;
};

bool Save(const session::Match& match, const std::string& path) {
  if (path.empty()) return true;
  std::ofstream out(path, std::ios::binary);
  out << match.RecordText();
  out.close();
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

  StatusOr<session::Match> match = Status::Error("");
  std::vector<std::string> seats;
  if (args->Has("seats")) {
    StatusOr<std::vector<std::string>> list = SplitList("seats", args->Get("seats"));
    if (!list.ok()) return UsageError(list.message());
    seats = *list;
  }
  if (args->Has("load")) {
    StatusOr<std::string> text = ReadRecordFile(args->Get("load"));
    if (!text.ok()) return UsageError(text.message());
    match = session::Match::FromRecordText(*text, seats);
  } else {
    StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
    if (!game.ok()) return UsageError(game.message());
    if (seats.empty()) return UsageError("--seats is required, e.g. --seats human,ismcts:normal");
    const int64_t clock_seed =
        std::chrono::system_clock::now().time_since_epoch().count() & 0xFFFFFF;
    StatusOr<int64_t> seed = args->GetInt("seed", clock_seed, 0, int64_t(session::kMaxSeed));
    if (!seed.ok()) return UsageError(seed.message());
    match = session::Match::Create(*game, seats, uint64_t(*seed));
  }
  if (!match.ok()) return UsageError(match.message());
  std::printf("%s, %d players, seed %llu, seats %s\n", match->GetGame().Info().name_en.c_str(),
              match->NumPlayers(), (unsigned long long)match->Seed(),
              Join(match->Seats(), ",").c_str());

  MovePrinter printer(*match, show_all);
  std::string line;
  while (!match->IsOver()) {
    if (match->IsBotTurn()) {
      match->StepBots(1 << 20);
      printer.Print();
      continue;
    }
    printer.Print();
    PrintTurn(*match);
    if (!std::getline(std::cin, line)) {
      std::printf("\n(end of input)\n");
      return Save(*match, args->Get("save")) ? kExitOk : kExitFailure;
    }
    line = Trim(line);
    if (line.empty()) continue;
    if (line == "quit") {
      return Save(*match, args->Get("save")) ? kExitOk : kExitFailure;
    }
    if (line == "record") {
      std::printf("%s", match->RecordText().c_str());
      continue;
    }
    if (line == "undo") {
      if (match->Undo()) {
        std::printf("taken back to seat %d's last decision\n", match->ToMove());
        printer.Reset();
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
  printer.Print();
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

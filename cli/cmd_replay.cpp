// mercato replay FILE: checks a match record move by move and prints the final
// scores and a hash of the final state, as JSON. A bad record (the same checks
// as the page's) gets a message naming the line and exit code 2. The record's own parameters make the replay
// exact; `--params k=v,...` replays the same moves under other numbers (what
// the scores would have been), refusing a move those numbers make illegal.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "record_file.h"
#include "registry/record.h"
#include "session/match.h"

namespace mercato::cli {

int RunReplay(const std::vector<std::string>& argv) {
  StatusOr<Args> args = Args::Parse(argv, {"params"});
  if (!args.ok()) return UsageError(args.message());
  if (args->Positional().size() != 1) return UsageError("replay takes one record file");
  const std::string path = args->Positional()[0];
  StatusOr<std::string> text = ReadRecordFile(path);
  if (!text.ok()) {
    return UsageError(text.message().rfind("cannot read", 0) == 0 ? text.message()
                                                                   : path + ": " + text.message());
  }
  StatusOr<MatchRecord> record = ParseRecord(*text);
  if (!record.ok()) return UsageError(path + ": " + record.message());
  // The page's checks too (seats, the seed's range): what replays here opens there.
  StatusOr<session::Match> checked = session::Match::FromRecordText(*text);
  if (!checked.ok()) return UsageError(path + ": " + checked.message());
  if (args->Has("params")) {
    record->options = OverrideOptionsText(record->options, args->Get("params"));
  }
  StatusOr<std::unique_ptr<State>> state = ReplayRecord(*record);
  if (!state.ok()) return UsageError(path + ": " + state.message());
  const State& s = **state;

  JsonWriter w;
  w.BeginObject();
  w.Field("game", record->game);
  w.Field("players", record->players);
  w.Field("options", s.GetGame().Options().ToString());
  w.Field("seed", int64_t(record->seed));
  w.Field("seats", record->seats);
  w.Field("moves", int64_t(record->moves.size()));
  w.Field("finished", s.IsTerminal());
  w.Key("scores").IntArray(s.Scores());
  w.Key("returns").BeginArray();
  for (double r : s.Returns()) w.Double(r);
  w.EndArray();
  const std::string invariants = s.CheckInvariants();
  w.Field("invariants", invariants.empty() ? std::string("ok") : invariants);
  w.Field("state_hash", Hex64(Fnv1a(s.ToString())));
  w.EndObject();
  std::printf("%s\n", w.str().c_str());
  return invariants.empty() ? kExitOk : kExitFailure;
}

}  // namespace mercato::cli

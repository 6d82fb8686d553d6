// Fuzz target "record": arbitrary text as a match record (a save file, a
// pasted bug report, a replay). See fuzz_checks.h.
#include <memory>

#include "fuzz_checks.h"
#include "registry/record.h"
#include "session/match.h"
#include "state_checks.h"

namespace mercato::fuzz {

namespace {

bool SameRecord(const MatchRecord& a, const MatchRecord& b) {
  return a.game == b.game && a.players == b.players && a.options == b.options &&
         a.seed == b.seed && a.seats == b.seats && a.moves == b.moves;
}

}  // namespace

std::string CheckRecordInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  StatusOr<MatchRecord> record = ParseRecord(text);
  StatusOr<session::Match> match = session::Match::FromRecordText(text);
  if (!record.ok()) {
    if (record.message().empty()) return "ParseRecord failed without a message";
    if (match.ok()) return "Match::FromRecordText accepts a record ParseRecord refuses";
    return "";
  }
  // What parses is written back in canonical form, which parses the same.
  StatusOr<MatchRecord> again = ParseRecord(RecordToText(*record));
  if (!again.ok()) return "canonical text does not parse: " + again.message();
  if (!SameRecord(*record, *again)) return "canonical text parses to another record";

  StatusOr<std::unique_ptr<State>> state = ReplayRecord(*record);
  if (!state.ok()) {
    if (state.message().empty()) return "ReplayRecord failed without a message";
    if (match.ok()) return "Match::FromRecordText accepts a record ReplayRecord refuses";
    return "";
  }
  const State& replayed = **state;
  std::string bad = CheckStateContract(replayed);
  if (bad.empty() && replayed.IsTerminal()) bad = CheckTerminal(replayed);
  if (bad.empty()) bad = CheckRecordRoundTrip(replayed, record->seed);
  if (!bad.empty()) return bad;
  const MatchRecord own = RecordOfState(replayed, record->seed, record->seats);
  if (own.moves != record->moves) return "the notation of a replayed move changed";

  if (match.ok()) {
    // The loaded match shows the same moves (it may have drawn chance moves after them).
    const session::Match& m = *match;
    if (m.Log().size() < record->moves.size()) return "the match lost moves of its record";
    for (size_t i = 0; i < record->moves.size(); ++i) {
      if (m.Log()[i].notation != record->moves[i]) return "the match log differs from the record";
    }
    StatusOr<session::Match> reloaded = session::Match::FromRecordText(m.RecordText());
    if (!reloaded.ok()) return "a loaded match's own record does not load: " + reloaded.message();
    if (reloaded->GetState().ToString() != m.GetState().ToString()) {
      return "a loaded match's own record loads another state";
    }
    if (!m.IsOver() && m.LegalMoves().empty()) return "a live match has no legal move";
  }
  return "";
}

}  // namespace mercato::fuzz

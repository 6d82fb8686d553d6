#include "registry/record.h"

#include <map>

#include "engine/seat_names.h"
#include "engine/text.h"
#include "registry/registry.h"

namespace mercato {

namespace {

constexpr char kMagic[] = "mercato-record";
// The first line of a record is its header; moves start on line 2.
constexpr int kFirstMoveLine = 2;

}  // namespace

std::string RecordToText(const MatchRecord& record) {
  std::string out = std::string(kMagic) + " v" + std::to_string(kRecordVersion) +
                    " game=" + record.game + " players=" + std::to_string(record.players) +
                    " options=" + record.options + " seed=" + std::to_string(record.seed);
  if (!record.seats.empty()) out += " seats=" + record.seats;
  if (const std::string names = EncodeSeatNames(record.names); !names.empty()) out += " names=" + names;
  out += " moves=" + std::to_string(record.moves.size()) + "\n";
  for (const std::string& move : record.moves) out += move + "\n";
  return out;
}

Status RecordTooLarge(size_t bytes) {
  // Tenths of a megabyte are enough to tell a person how far over it is.
  const size_t tenths = (bytes * 10 + (1 << 19)) >> 20;
  return Status::Error("not a Mercato record: the file is " + std::to_string(tenths / 10) + "." +
                       std::to_string(tenths % 10) + " MB, over the " +
                       std::to_string(kMaxRecordBytes >> 20) + " MB limit for a record");
}

StatusOr<MatchRecord> ParseRecord(const std::string& text) {
  if (text.size() > kMaxRecordBytes) return RecordTooLarge(text.size());
  // A UTF-8 byte order mark (some editors write one) is not part of the record;
  // CRLF line ends are trimmed with the lines.
  const bool bom = text.compare(0, 3, "\xEF\xBB\xBF") == 0;
  std::vector<std::string> lines = Split(bom ? text.substr(3) : text, '\n');
  while (!lines.empty() && Trim(lines.back()).empty()) lines.pop_back();
  if (lines.empty()) return Status::Error("the record is empty");

  const std::vector<std::string> header = Split(Trim(lines[0]), ' ');
  if (header.empty() || header[0] != kMagic) {
    return Status::Error("not a Mercato record: line 1 must start with '" +
                         std::string(kMagic) + "'");
  }
  if (header.size() < 2 || header[1].size() < 2 || header[1][0] != 'v') {
    return Status::Error("line 1: the record has no version");
  }
  const std::optional<int64_t> version = ParseInt(header[1].substr(1));
  if (!version || *version < 1) return Status::Error("line 1: bad version '" + header[1] + "'");
  if (*version > kRecordVersion) {
    return Status::Error("the record is version " + std::to_string(*version) +
                         ", newer than this Mercato (version " +
                         std::to_string(kRecordVersion) + "): update Mercato to open it");
  }

  std::map<std::string, std::string> fields;
  for (size_t i = 2; i < header.size(); ++i) {
    if (header[i].empty()) continue;
    const size_t eq = header[i].find('=');
    if (eq == std::string::npos) {
      return Status::Error("line 1: '" + header[i] + "' is not of the form key=value");
    }
    fields[header[i].substr(0, eq)] = header[i].substr(eq + 1);
  }
  for (const char* required : {"game", "players", "seed", "moves"}) {
    if (!fields.count(required)) {
      return Status::Error(std::string("line 1: the header has no '") + required + "='");
    }
  }

  MatchRecord record;
  record.game = fields["game"];
  record.options = fields["options"];
  record.seats = fields["seats"];
  const std::optional<int64_t> players = ParseInt(fields["players"]);
  if (!players || *players < 1 || *players > 16) {
    return Status::Error("line 1: bad player count '" + fields["players"] + "'");
  }
  record.players = int(*players);
  if (fields.count("names")) {
    StatusOr<std::vector<std::string>> names = DecodeSeatNames(fields["names"], record.players);
    if (!names.ok()) return Status::Error("line 1: " + names.message());
    record.names = *names;
  }
  const std::optional<int64_t> seed = ParseInt(fields["seed"]);
  if (!seed || *seed < 0) return Status::Error("line 1: bad seed '" + fields["seed"] + "'");
  record.seed = uint64_t(*seed);
  const std::optional<int64_t> moves = ParseInt(fields["moves"]);
  if (!moves || *moves < 0) return Status::Error("line 1: bad move count '" + fields["moves"] + "'");

  for (size_t i = 1; i < lines.size(); ++i) record.moves.push_back(Trim(lines[i]));
  if (int64_t(record.moves.size()) < *moves) {
    return Status::Error("the record is truncated: the header says " + std::to_string(*moves) +
                         " moves, the file holds " + std::to_string(record.moves.size()));
  }
  if (int64_t(record.moves.size()) > *moves) {
    return Status::Error("line " + std::to_string(*moves + kFirstMoveLine) +
                         ": more moves than the header's " + std::to_string(*moves));
  }
  return record;
}

StatusOr<std::unique_ptr<State>> ReplayRecord(const MatchRecord& record) {
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame(record.game, record.players, record.options);
  if (!game.ok()) return Status::Error("line 1: " + game.message());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const std::string where = "line " + std::to_string(i + kFirstMoveLine) + ": ";
    StatusOr<Action> action = state->StringToAction(record.moves[i]);
    if (!action.ok()) return Status::Error(where + action.message());
    state->ApplyAction(*action);
  }
  return state;
}

MatchRecord RecordOfState(const State& state, uint64_t seed, const std::string& seats) {
  const Game& game = state.GetGame();
  MatchRecord record;
  record.game = game.Info().id;
  record.players = game.NumPlayers();
  record.options = game.Options().ToString();
  record.seed = seed;
  record.seats = seats;
  std::unique_ptr<State> replay = game.NewInitialState();
  for (Action a : state.History()) {
    record.moves.push_back(replay->ActionToString(a));
    replay->ApplyAction(a);
  }
  return record;
}

std::unique_ptr<State> ReplayPrefix(const State& state, size_t count) {
  std::unique_ptr<State> replay = state.GetGame().NewInitialState();
  const std::vector<Action>& history = state.History();
  for (size_t i = 0; i < count && i < history.size(); ++i) replay->ApplyAction(history[i]);
  return replay;
}

}  // namespace mercato

#include "engine/seat_state.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "engine/field_archive.h"
#include "engine/rng.h"
#include "engine/seat_sample.h"

namespace mercato {

namespace {

constexpr std::string_view kMagic = "mercato-seat-state";
constexpr int kVersion = 1;
// Fixed, so that two positions a seat cannot tell apart give the same text.
constexpr uint64_t kSampleSeed = 0x5EA757A7E0000001ULL;
// A seat state is a table, not a library: anything longer is not one of ours.
constexpr size_t kMaxTextBytes = 1 << 20;

std::string Encode(const State& state, int seat) {
  FieldWriter writer;
  if (!state.EncodeFields(writer)) return "";
  return std::string(kMagic) + ' ' + std::to_string(kVersion) + ' ' +
         state.GetGame().Info().id + ' ' + std::to_string(seat) + '\n' + writer.Take();
}

bool ParseInt(std::string_view token, int& out) {
  const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), out);
  return error == std::errc() && end == token.data() + token.size() && !token.empty();
}

// "mercato-seat-state 1 <game> <seat>": checks it against `game`.
Status CheckHeader(const Game& game, std::string_view header) {
  std::string_view parts[4];
  size_t count = 0;
  while (!header.empty() && count < 4) {
    const size_t end = std::min(header.find(' '), header.size());
    parts[count++] = header.substr(0, end);
    header.remove_prefix(std::min(end + 1, header.size()));
  }
  if (count < 1 || parts[0] != kMagic) {
    return Status::Error("not a seat state (it does not start with 'mercato-seat-state')");
  }
  int version = 0;
  if (count < 4 || !header.empty()) return Status::Error("a seat state's first line is damaged");
  if (!ParseInt(parts[1], version)) return Status::Error("a seat state's version is damaged");
  if (version != kVersion) {
    return Status::Error("a seat state of version " + std::to_string(version) +
                         "; this build reads version " + std::to_string(kVersion));
  }
  if (parts[2] != game.Info().id) {
    return Status::Error("a seat state of " + std::string(parts[2].substr(0, 40)) + ", not of " +
                         game.Info().id);
  }
  int seat = 0;
  if (!ParseInt(parts[3], seat) ||
      !(IsSeat(seat, game.NumPlayers()) || seat == kAllSeeing || seat == kSpectator)) {
    return Status::Error("a seat state for seat '" + std::string(parts[3].substr(0, 20)) +
                         "', which this table does not have");
  }
  return Status::Ok();
}

}  // namespace

std::string SeatStateText(const State& state, int seat) {
  Rng rng(kSampleSeed);
  const std::unique_ptr<State> sample = SeatDeterminization(state, seat, rng);
  return Encode(*sample, seat);
}

std::string FullStateText(const State& state) { return Encode(state, -1); }

std::unique_ptr<State> SeatTable(const State& real, int seat) {
  if (seat == kAllSeeing) return real.Clone();
  const std::string text = SeatStateText(real, seat);
  if (text.empty()) return nullptr;
  StatusOr<std::unique_ptr<State>> table = StateFromSeatText(real.GetGame(), text);
  // A text this process just wrote reads back (seat_state_test): a failure is
  // a bug, told on stderr, and the caller has no seat table to draw.
  if (!table.ok()) {
    std::fprintf(stderr, "SeatTable: %s\n", table.message().c_str());
    return nullptr;
  }
  return std::move(*table);
}

bool HasSeatState(const State& state) {
  FieldWriter probe;
  return state.EncodeFields(probe);
}

StatusOr<std::unique_ptr<State>> StateFromSeatText(const Game& game, std::string_view text) {
  if (text.size() > kMaxTextBytes) return Status::Error("a seat state over 1 MB");
  const size_t end = std::min(text.find('\n'), text.size());
  if (Status header = CheckHeader(game, text.substr(0, end)); !header.ok()) return header;
  std::unique_ptr<State> state = game.NewInitialState();
  FieldReader reader(text.substr(std::min(end + 1, text.size())));
  if (!HasSeatState(*state)) return state->DecodeFields(reader);  // its "unsupported" error
  Status decoded = state->DecodeFields(reader);
  if (decoded.ok()) decoded = reader.Finish();
  if (!decoded.ok()) return Status::Error("damaged seat state: " + decoded.message());
  if (const std::string broken = state->CheckInvariants(); !broken.empty()) {
    return Status::Error("damaged seat state: " + broken);
  }
  return state;
}

}  // namespace mercato

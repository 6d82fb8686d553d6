// People's names for the seats of a game ("Ana", "はな"): user text, so it is
// cleaned before it is kept (control characters stripped, spaces trimmed,
// length limited) and stored in a record's header percent-encoded, one name
// per seat ("names=Ana,,%E3%81%AF%E3%81%AA": an empty name is the default
// "Seat N"). Names are not part of the game: they never change its moves,
// its determinism or a records_hash.
#pragma once

#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato {

// Characters a name may have after cleaning, counted as a reader counts them
// (grapheme clusters, engine/graphemes.h), not bytes or code points.
inline constexpr int kMaxSeatNameChars = 20;

// The name as kept: control characters (C0, DEL, C1, bidi overrides) and line
// breaks removed, outer spaces trimmed. Errors: not UTF-8, longer than
// kMaxSeatNameChars characters.
StatusOr<std::string> CleanSeatName(const std::string& text);

// "" when every name is empty, else the header value: each name
// percent-encoded (all but A-Z a-z 0-9 - . _ ~), joined by commas.
std::string EncodeSeatNames(const std::vector<std::string>& names);
// The names of a header value, one per seat, each cleaned; errors name the fault.
StatusOr<std::vector<std::string>> DecodeSeatNames(const std::string& value, int players);

}  // namespace mercato

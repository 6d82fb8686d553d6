// A move the table shows a seat that the seat may not make now, and why: a
// reason code from the rules, never words (issue 17).
//
// "Why not" comes from the one legality check: a game's LegalActions keeps the
// moves its check passes, and BlockedMoves lists the ones it stops with the
// check's own reason, so the page cannot say a move is allowed that the rules
// refuse, or the other way round (tests/engine/blocked_moves_test.cpp). The view
// only words the code (GameView::WhyNot), as it words events.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/game_event.h"

namespace mercato {

using Action = int;  // as in game.h, which includes this header

// Reasons every game may give.
inline constexpr std::string_view kNotYourTurn = "not_your_turn";  // another seat is to move
inline constexpr std::string_view kNotNow = "not_now";             // this step of the turn takes other moves

struct BlockedMove {
  Action action = -1;   // the move, an id of the game's action space
  std::string reason;   // the rules' code: "too_poor", "no_cube_left" ...
  // Numbers that explain it ("price" 3, "have" 1); only what the seat may know.
  std::vector<std::pair<std::string, int>> values;

  BlockedMove() = default;
  BlockedMove(Action action, std::string_view reason) : action(action), reason(reason) {}
  BlockedMove& With(std::string key, int value) {
    values.emplace_back(std::move(key), value);
    return *this;
  }
  // The value named `key`, or `missing`.
  int Get(std::string_view key, int missing = -1) const;
  bool operator==(const BlockedMove& other) const = default;
};

using BlockedMoves = std::vector<BlockedMove>;

// The reason `action` is blocked in `blocked`, or null when it is not listed.
const BlockedMove* FindBlocked(const BlockedMoves& blocked, Action action);

// [{"action":12,"reason":"too_poor","price":3,"have":1}, ...]; with `words`
// (the page's view), each also has "why": the reason in words (mercato.blockedMoves()).
std::string BlockedMovesJson(const BlockedMoves& blocked,
                             const std::function<std::string(const BlockedMove&)>& words = nullptr);

}  // namespace mercato

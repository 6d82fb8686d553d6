// One row per game of a lab (`mercato lab --rows FILE`): what a designer loads
// into pandas or a spreadsheet to ask their own questions. CSV or JSON Lines.
//
// Columns: game (index in the lab), run ("base" or the --compare text), seed,
// options (canonical, parameters included), first_player, actions (length,
// chance included), winners ("0;2": the seats sharing the win), then per seat
// seat<i>_bot, seat<i>_score, seat<i>_win (its win share), then every counter
// of the game. Rows come in game order, the base run before the variant, so a
// --compare lab's rows pair up by `game` (the same seed on both sides).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lab/aggregate.h"

namespace mercato::lab {

struct LabConfig;

struct GameRow {
  int64_t game = 0;
  size_t run = 0;  // index into LabResult::runs
  uint64_t seed = 0;
  GameOutcome outcome;
};

struct RowTable {
  std::vector<std::string> run_labels;
  std::vector<std::string> run_options;
  std::vector<std::string> bots;
  int players = 0;
  std::vector<GameRow> rows;  // sorted by (game, run)
};

// Sorts the rows into their order (threads finish games in any order).
void SortRows(std::vector<GameRow>& rows);

std::string RowsToCsv(const RowTable& table);
std::string RowsToJsonLines(const RowTable& table);

}  // namespace mercato::lab

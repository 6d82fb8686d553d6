#include "lab/rows.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/json_writer.h"
#include "engine/text.h"

namespace mercato::lab {

namespace {

// Every counter name in the order of first appearance (games of one id share
// their counters, but a name missing from a row is written as 0).
std::vector<std::string> CounterNames(const RowTable& table) {
  std::vector<std::string> names;
  for (const GameRow& row : table.rows) {
    for (const Counter& c : row.outcome.counters) {
      if (std::find(names.begin(), names.end(), c.name) == names.end()) names.push_back(c.name);
    }
  }
  return names;
}

int64_t CounterValue(const GameRow& row, const std::string& name) {
  for (const Counter& c : row.outcome.counters) {
    if (c.name == name) return c.value;
  }
  return 0;
}

std::string Winners(const GameOutcome& o) {
  std::vector<std::string> seats;
  for (size_t s = 0; s < o.returns.size(); ++s) {
    if (o.returns[s] > 0) seats.push_back(std::to_string(s));
  }
  return Join(seats, ";");
}

// A win share as text: 1, 0, 0.5, 0.333333 ...
std::string Share(double x) {
  if (x == std::floor(x)) return std::to_string(int(x));
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.6g", x);
  return buffer;
}

// RFC 4180: quote a field holding a comma, a quote or a line break.
std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

void SortRows(std::vector<GameRow>& rows) {
  std::sort(rows.begin(), rows.end(), [](const GameRow& a, const GameRow& b) {
    return a.game != b.game ? a.game < b.game : a.run < b.run;
  });
}

std::string RowsToCsv(const RowTable& table) {
  const std::vector<std::string> counters = CounterNames(table);
  std::vector<std::string> header = {"game", "run", "seed", "options", "first_player", "actions",
                                     "winners"};
  for (int s = 0; s < table.players; ++s) {
    const std::string seat = "seat" + std::to_string(s);
    header.insert(header.end(), {seat + "_bot", seat + "_score", seat + "_win"});
  }
  header.insert(header.end(), counters.begin(), counters.end());
  std::string out = Join(header, ",") + "\n";
  for (const GameRow& row : table.rows) {
    const GameOutcome& o = row.outcome;
    std::vector<std::string> fields = {std::to_string(row.game),
                                       CsvField(table.run_labels[row.run]),
                                       std::to_string(row.seed),
                                       CsvField(table.run_options[row.run]),
                                       std::to_string(o.first_player),
                                       std::to_string(o.actions),
                                       Winners(o)};
    for (int s = 0; s < table.players; ++s) {
      fields.push_back(CsvField(table.bots[size_t(o.seat_bots[size_t(s)])]));
      fields.push_back(std::to_string(o.scores[size_t(s)]));
      fields.push_back(Share(o.returns[size_t(s)]));
    }
    for (const std::string& name : counters) fields.push_back(std::to_string(CounterValue(row, name)));
    out += Join(fields, ",") + "\n";
  }
  return out;
}

std::string RowsToJsonLines(const RowTable& table) {
  const std::vector<std::string> counters = CounterNames(table);
  std::string out;
  for (const GameRow& row : table.rows) {
    const GameOutcome& o = row.outcome;
    JsonWriter w;
    w.BeginObject();
    w.Field("game", row.game).Field("run", table.run_labels[row.run]);
    w.Field("seed", int64_t(row.seed)).Field("options", table.run_options[row.run]);
    w.Field("first_player", o.first_player).Field("actions", o.actions);
    w.Key("winners").BeginArray();
    for (size_t s = 0; s < o.returns.size(); ++s) {
      if (o.returns[s] > 0) w.Int(int64_t(s));
    }
    w.EndArray();
    w.Key("bots").BeginArray();
    for (int b : o.seat_bots) w.String(table.bots[size_t(b)]);
    w.EndArray();
    w.Key("scores").IntArray(o.scores);
    w.Key("wins").BeginArray();
    for (double r : o.returns) w.Double(r);
    w.EndArray();
    w.Key("counters").BeginObject();
    for (const std::string& name : counters) w.Field(name, CounterValue(row, name));
    w.EndObject();
    w.EndObject();
    out += w.str() + "\n";
  }
  return out;
}

}  // namespace mercato::lab

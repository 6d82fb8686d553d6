#include "lab/report_json.h"

#include <cstdlib>

#include "engine/json_writer.h"
#include "engine/text.h"
#include "engine/json_value.h"
#include "lab/summary.h"

namespace mercato::lab {
namespace {

// ---- writing

void WriteMoments(JsonWriter& w, const Moments& m) {
  w.BeginObject().Field("n", m.n).Field("sum", m.sum).Field("sum_squares", m.sum_squares).EndObject();
}

void WriteHistogram(JsonWriter& w, const Histogram& h) {
  w.BeginArray();
  for (const auto& [value, n] : h) w.BeginArray().Int(value).Int(n).EndArray();
  w.EndArray();
}

// "key": [items], each written by write(w, item).
template <typename Items, typename Write>
void WriteArray(JsonWriter& w, const char* key, const Items& items, Write write) {
  w.Key(key).BeginArray();
  for (const auto& item : items) write(w, item);
  w.EndArray();
}

// The per-seat wins and scores, the first player's wins and the length: a run's
// paired part, a comparison and its paired part all report these four.
template <typename Item, typename Write>
void WriteSeatFigures(JsonWriter& w, const char* wins_key, const char* first_key,
                      const std::vector<Item>& seat_wins, const std::vector<Item>& seat_scores,
                      const Item& first_player, const Item& length, Write write) {
  WriteArray(w, wins_key, seat_wins, write);
  WriteArray(w, "seat_score", seat_scores, write);
  w.Key(first_key);
  write(w, first_player);
  w.Key("length");
  write(w, length);
}

void WriteAggregate(JsonWriter& w, const RunAggregate& a) {
  w.BeginObject();
  w.Field("games", a.games);
  w.Field("win_units_per_game", kWinUnits);
  w.Key("seats").BeginArray();
  for (const SeatAggregate& s : a.seats) {
    w.BeginObject().Field("win_units", s.win_units);
    w.Key("score");
    WriteMoments(w, s.score);
    w.Key("score_histogram");
    WriteHistogram(w, s.score_histogram);
    w.EndObject();
  }
  w.EndArray();
  w.Key("bots").BeginArray();
  for (const BotAggregate& b : a.bots) {
    w.BeginObject().Field("win_units", b.win_units);
    w.Key("score");
    WriteMoments(w, b.score);
    w.EndObject();
  }
  w.EndArray();
  w.Field("first_player_win_units", a.first_player_win_units);
  w.Key("length");
  WriteMoments(w, a.length);
  w.Key("length_histogram");
  WriteHistogram(w, a.length_histogram);
  w.Key("counters").BeginObject();
  for (const auto& [name, m] : a.counters) {
    w.Key(name);
    WriteMoments(w, m);
  }
  w.EndObject();
  w.Field("records_hash", Hex64(a.records_hash));
  if (a.paired_length.n > 0) {
    w.Key("paired").BeginObject();
    WriteSeatFigures(w, "seat_win_units", "first_player_win_units", a.paired_seat_win,
                     a.paired_seat_score, a.paired_first_player, a.paired_length, WriteMoments);
    w.EndObject();
  }
  w.EndObject();
}

void WriteRate(JsonWriter& w, const Rate& r) {
  w.BeginObject().Field("wins", r.wins).Field("trials", r.trials).Field("rate", r.rate);
  w.Field("ci_low", r.ci.low).Field("ci_high", r.ci.high).EndObject();
}

void WriteMeanSd(JsonWriter& w, const MeanSd& m) {
  w.BeginObject().Field("mean", m.mean).Field("sd", m.sd).EndObject();
}

void WriteDifference(JsonWriter& w, const NamedDifference& d) {
  w.BeginObject().Field("name", d.name).Field("difference", d.difference.estimate);
  w.Field("ci_low", d.difference.ci.low).Field("ci_high", d.difference.ci.high).EndObject();
}

void WriteSummary(JsonWriter& w, const RunSummary& s) {
  w.BeginObject();
  WriteArray(w, "seat_win_rate", s.seat_win, WriteRate);
  WriteArray(w, "seat_score", s.seat_score, WriteMeanSd);
  WriteArray(w, "bot_win_rate", s.bot_win, WriteRate);
  WriteArray(w, "bot_score", s.bot_score, WriteMeanSd);
  w.Key("first_player_win_rate");
  WriteRate(w, s.first_player);
  w.Field("fair_share", s.fair_share);
  w.Key("length");
  WriteMeanSd(w, s.length);
  w.Key("counters").BeginObject();
  for (const CounterSummary& c : s.counters) {
    w.Key(c.name).BeginObject().Field("mean", c.per_game.mean).Field("sd", c.per_game.sd);
    w.Field("total", c.total).EndObject();
  }
  w.EndObject();
  w.Key("ratios").BeginObject();
  for (const RatioSummary& r : s.ratios) w.Field(r.name, r.value);
  w.EndObject();
  w.EndObject();
}

void WriteComparison(JsonWriter& w, const ComparisonSummary& c) {
  w.BeginObject();
  WriteSeatFigures(w, "seat_win_rate", "first_player_win_rate", c.seat_win, c.seat_score,
                   c.first_player, c.length, WriteDifference);
  WriteArray(w, "counters", c.counters, WriteDifference);
  if (c.paired_games > 0) {
    w.Key("paired").BeginObject().Field("games", c.paired_games);
    WriteSeatFigures(w, "seat_win_rate", "first_player_win_rate", c.paired_seat_win,
                     c.paired_seat_score, c.paired_first_player, c.paired_length,
                     WriteDifference);
    w.EndObject();
  }
  w.EndObject();
}

// ---- reading

class Reader {
 public:
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  const JsonValue* Member(const JsonValue& v, const std::string& key, const std::string& where) {
    const JsonValue* m = v.IsObject() ? v.Find(key) : nullptr;
    if (m == nullptr) Fail(where + "." + key + " is missing");
    return m;
  }
  int64_t Int(const JsonValue& v, const std::string& key, const std::string& where) {
    const JsonValue* m = Member(v, key, where);
    if (m == nullptr) return 0;
    return IntOf(*m, where + "." + key);
  }
  int64_t IntOf(const JsonValue& v, const std::string& where) {
    const std::optional<int64_t> n = v.IsNumber() ? ParseInt(v.text()) : std::nullopt;
    if (!n) Fail(where + " must be a whole number");
    return n.value_or(0);
  }
  std::string String(const JsonValue& v, const std::string& key, const std::string& where) {
    const JsonValue* m = Member(v, key, where);
    if (m != nullptr && !m->IsString()) Fail(where + "." + key + " must be a string");
    return m != nullptr ? m->text() : "";
  }
  const std::vector<JsonValue>& Array(const JsonValue& v, const std::string& key,
                                      const std::string& where) {
    static const std::vector<JsonValue> kEmpty;
    const JsonValue* m = Member(v, key, where);
    if (m != nullptr && !m->IsArray()) Fail(where + "." + key + " must be an array");
    return m != nullptr && m->IsArray() ? m->items() : kEmpty;
  }
  Moments ReadMoments(const JsonValue& v, const std::string& key, const std::string& where) {
    const JsonValue* o = Member(v, key, where);
    if (o == nullptr) return Moments();
    return ReadMomentsOf(*o, where + "." + key);
  }
  Moments ReadMomentsOf(const JsonValue& o, const std::string& at) {
    Moments m;
    m.n = Int(o, "n", at);
    m.sum = Int(o, "sum", at);
    m.sum_squares = Int(o, "sum_squares", at);
    return m;
  }
  Histogram ReadHistogram(const JsonValue& v, const std::string& key, const std::string& where) {
    Histogram h;
    for (const JsonValue& pair : Array(v, key, where)) {
      if (!pair.IsArray() || pair.items().size() != 2) {
        Fail(where + "." + key + " must hold [value, games] pairs");
        break;
      }
      h[IntOf(pair.items()[0], where + "." + key)] += IntOf(pair.items()[1], where + "." + key);
    }
    return h;
  }
  RunAggregate ReadAggregate(const JsonValue& v, int players, int bots, const std::string& at) {
    RunAggregate a(players, bots);
    a.games = Int(v, "games", at);
    if (Int(v, "win_units_per_game", at) != kWinUnits && ok()) Fail(at + ": unknown win units");
    const std::vector<JsonValue>& seats = Array(v, "seats", at);
    if (int(seats.size()) != players && ok()) Fail(at + ".seats must have one entry per player");
    for (size_t s = 0; s < seats.size() && s < a.seats.size(); ++s) {
      const std::string where = at + ".seats[" + std::to_string(s) + "]";
      a.seats[s].win_units = Int(seats[s], "win_units", where);
      a.seats[s].score = ReadMoments(seats[s], "score", where);
      a.seats[s].score_histogram = ReadHistogram(seats[s], "score_histogram", where);
    }
    const std::vector<JsonValue>& bot_items = Array(v, "bots", at);
    if (int(bot_items.size()) != bots && ok()) Fail(at + ".bots must have one entry per bot");
    for (size_t b = 0; b < bot_items.size() && b < a.bots.size(); ++b) {
      const std::string where = at + ".bots[" + std::to_string(b) + "]";
      a.bots[b].win_units = Int(bot_items[b], "win_units", where);
      a.bots[b].score = ReadMoments(bot_items[b], "score", where);
    }
    a.first_player_win_units = Int(v, "first_player_win_units", at);
    a.length = ReadMoments(v, "length", at);
    a.length_histogram = ReadHistogram(v, "length_histogram", at);
    const JsonValue* counters = Member(v, "counters", at);
    if (counters != nullptr) {
      for (const auto& [name, m] : counters->members()) {
        a.counters[name] = ReadMoments(*counters, name, at + ".counters");
      }
    }
    const std::string hash = String(v, "records_hash", at);
    char* end = nullptr;
    a.records_hash = std::strtoull(hash.c_str(), &end, 16);
    if ((hash.empty() || *end != '\0') && ok()) Fail(at + ".records_hash must be hexadecimal");
    // Optional: only --compare variants played since pairing have it.
    const JsonValue* paired = v.IsObject() ? v.Find("paired") : nullptr;
    if (paired != nullptr) {
      const std::string where = at + ".paired";
      const std::vector<JsonValue>& wins = Array(*paired, "seat_win_units", where);
      const std::vector<JsonValue>& scores = Array(*paired, "seat_score", where);
      if ((int(wins.size()) != players || int(scores.size()) != players) && ok()) {
        Fail(where + " must have one entry per player");
      }
      a.paired_seat_win.resize(size_t(players));
      a.paired_seat_score.resize(size_t(players));
      for (size_t s = 0; s < wins.size() && s < scores.size() && s < size_t(players); ++s) {
        const std::string seat = "[" + std::to_string(s) + "]";
        a.paired_seat_win[s] = ReadMomentsOf(wins[s], where + ".seat_win_units" + seat);
        a.paired_seat_score[s] = ReadMomentsOf(scores[s], where + ".seat_score" + seat);
      }
      a.paired_first_player = ReadMoments(*paired, "first_player_win_units", where);
      a.paired_length = ReadMoments(*paired, "length", where);
    }
    return a;
  }

 private:
  void Fail(const std::string& message) {
    if (error_.empty()) error_ = message;
  }
  std::string error_;
};

}  // namespace

std::string ResultToJson(const LabResult& result) {
  const LabConfig& c = result.config;
  JsonWriter w;
  w.BeginObject();
  w.Field("format", kLabFormat);
  w.Field("game", c.game);
  w.Field("players", c.players);
  w.Field("options", result.options);
  w.Key("bots").StringArray(c.bots);
  w.Field("games", c.games);
  w.Field("seed", int64_t(c.seed));
  w.Field("compare", c.compare);
  w.Field("shard_count", c.shard_count);
  w.Key("shards").IntArray(c.shards);
  w.Field("games_played", result.GamesPlayed());
  w.Key("runs").BeginArray();
  for (const LabRun& run : result.runs) {
    w.BeginObject().Field("label", run.label).Field("options", run.options);
    w.Key("aggregate");
    WriteAggregate(w, run.aggregate);
    w.Key("summary");
    WriteSummary(w, Summarize(c.game, run.aggregate));
    w.EndObject();
  }
  w.EndArray();
  if (result.runs.size() == 2) {
    w.Key("comparison");
    WriteComparison(w, Compare(result.runs[0].aggregate, result.runs[1].aggregate));
  }
  w.EndObject();
  return w.str() + "\n";
}

StatusOr<LabResult> ResultFromJson(const std::string& text) {
  StatusOr<JsonValue> doc = JsonValue::Parse(text);
  if (!doc.ok()) return doc.status();
  Reader r;
  const JsonValue& v = *doc;
  if (r.String(v, "format", "") != kLabFormat) {
    return Status::Error(std::string("not a lab report (format must be '") + kLabFormat + "')");
  }
  LabResult result;
  LabConfig& c = result.config;
  c.game = r.String(v, "game", "");
  c.players = int(r.Int(v, "players", ""));
  result.options = c.options = r.String(v, "options", "");
  for (const JsonValue& b : r.Array(v, "bots", "")) c.bots.push_back(b.text());
  c.games = r.Int(v, "games", "");
  c.seed = uint64_t(r.Int(v, "seed", ""));
  c.compare = r.String(v, "compare", "");
  c.shard_count = int(r.Int(v, "shard_count", ""));
  c.shards.clear();
  for (const JsonValue& s : r.Array(v, "shards", "")) c.shards.push_back(int(r.IntOf(s, "shards")));
  if (!r.ok()) return Status::Error(r.error());
  if (c.players < 1 || c.players > 8 || c.bots.empty()) {
    return Status::Error("bad players or bots in the lab report");
  }
  const std::vector<JsonValue>& runs = r.Array(v, "runs", "");
  for (size_t i = 0; i < runs.size(); ++i) {
    const std::string at = "runs[" + std::to_string(i) + "]";
    LabRun run;
    run.label = r.String(runs[i], "label", at);
    run.options = r.String(runs[i], "options", at);
    const JsonValue* aggregate = r.Member(runs[i], "aggregate", at);
    if (aggregate != nullptr) {
      run.aggregate = r.ReadAggregate(*aggregate, c.players, int(c.bots.size()), at + ".aggregate");
    }
    result.runs.push_back(std::move(run));
  }
  if (!r.ok()) return Status::Error(r.error());
  if (result.runs.empty() || result.runs.size() != (c.compare.empty() ? 1u : 2u)) {
    return Status::Error("the lab report must hold one run (two with compare)");
  }
  return result;
}

}  // namespace mercato::lab

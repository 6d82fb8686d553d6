// mercato._core: the rules core for Python, shaped like OpenSpiel's pyspiel
// (load_game, new_initial_state, legal_actions, apply_action ...). The package
// around it (python/mercato/__init__.py) adds mercato.lab(), which
// returns the lab's rows as a pandas DataFrame. docs/python.md.
//
// Errors the core returns as values (a bad game, option, parameter, action)
// are raised as ValueError with the core's message.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "lab/lab.h"
#include "lab/report_json.h"
#include "lab/rows.h"
#include "registry/record.h"
#include "registry/registry.h"

namespace py = pybind11;
using namespace mercato;

namespace {

[[noreturn]] void Raise(const std::string& message) { throw py::value_error(message); }

// {key: value} (a list gives one value per seat) -> "k=v,k=v".
std::string ItemsText(const py::dict& items) {
  std::string out;
  for (const auto& [key, value] : items) {
    std::string text;
    if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value)) {
      for (const py::handle& v : value) {
        if (!text.empty()) text += '/';
        text += py::str(v).cast<std::string>();
      }
    } else if (py::isinstance<py::bool_>(value)) {
      text = value.cast<bool>() ? "true" : "false";
    } else {
      text = py::str(value).cast<std::string>();
    }
    if (!out.empty()) out += ',';
    out += py::str(key).cast<std::string>();
    out += '=';
    out += text;
  }
  return out;
}

std::string OptionsText(const py::dict& options, const py::dict& params) {
  const std::string a = ItemsText(options), b = ItemsText(params);
  return a.empty() ? b : b.empty() ? a : a + "," + b;
}

std::shared_ptr<Game> LoadGameOrRaise(const std::string& id, int players, const std::string& text) {
  int n = players;
  if (n <= 0) {
    const GameEntry* entry = FindGame(id);
    n = entry != nullptr ? entry->info().min_players : 2;
  }
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(id, n, text);
  if (!game.ok()) Raise(game.message());
  return std::const_pointer_cast<Game>(*game);
}

py::dict ParamDict(const ParamSpec& p) {
  py::dict d;
  d["key"] = p.key;
  d["default"] = p.default_value;
  d["min"] = p.min_value;
  d["max"] = p.max_value;
  d["per_seat"] = p.per_seat;
  d["group"] = p.group;
  d["help_en"] = p.help_en;
  d["help_ja"] = p.help_ja;
  return d;
}

void CheckSeat(const State& s, int seat) {
  if (seat < -1 || seat >= s.NumPlayers()) {
    Raise("seat " + std::to_string(seat) + " is not in 0.." + std::to_string(s.NumPlayers() - 1) +
          " (or -1: all-seeing)");
  }
}

// The lab's rows as a dict of columns (what pandas.DataFrame takes) and its
// JSON report, from the same arguments as `mercato lab`.
py::tuple LabRows(const std::string& game, int players, const std::vector<std::string>& bots,
                  int64_t games, uint64_t seed, const py::dict& options, const py::dict& params,
                  const std::string& compare, int jobs) {
  std::shared_ptr<Game> loaded = LoadGameOrRaise(game, players, OptionsText(options, params));
  lab::LabConfig config;
  config.game = game;
  config.players = loaded->NumPlayers();
  config.options = loaded->Options().ToString();
  config.bots = bots;
  config.games = games;
  config.seed = seed;
  config.compare = compare;
  std::vector<lab::GameRow> rows;
  StatusOr<lab::LabResult> result = [&] {
    py::gil_scoped_release release;  // the lab plays on its own threads
    return lab::RunLab(config, jobs, &rows);
  }();
  if (!result.ok()) Raise(result.message());
  const lab::RowTable table = lab::MakeRowTable(*result, std::move(rows));

  std::vector<std::string> counter_names;
  for (const lab::GameRow& row : table.rows) {
    for (const lab::Counter& c : row.outcome.counters) {
      if (std::find(counter_names.begin(), counter_names.end(), c.name) == counter_names.end()) {
        counter_names.push_back(c.name);
      }
    }
  }
  std::map<std::string, py::list> columns;
  std::vector<std::string> order = {"game", "run", "seed", "options", "first_player", "actions",
                                    "winners"};
  for (int s = 0; s < table.players; ++s) {
    const std::string seat = "seat" + std::to_string(s);
    order.insert(order.end(), {seat + "_bot", seat + "_score", seat + "_win"});
  }
  order.insert(order.end(), counter_names.begin(), counter_names.end());
  for (const lab::GameRow& row : table.rows) {
    const lab::GameOutcome& o = row.outcome;
    columns["game"].append(row.game);
    columns["run"].append(table.run_labels[row.run]);
    columns["seed"].append(row.seed);
    columns["options"].append(table.run_options[row.run]);
    columns["first_player"].append(o.first_player);
    columns["actions"].append(o.actions);
    py::list winners;
    for (size_t s = 0; s < o.returns.size(); ++s) {
      if (o.returns[s] > 0) winners.append(int(s));
    }
    columns["winners"].append(winners);
    for (int s = 0; s < table.players; ++s) {
      const std::string seat = "seat" + std::to_string(s);
      columns[seat + "_bot"].append(table.bots[size_t(o.seat_bots[size_t(s)])]);
      columns[seat + "_score"].append(o.scores[size_t(s)]);
      columns[seat + "_win"].append(o.returns[size_t(s)]);
    }
    for (const std::string& name : counter_names) {
      int64_t value = 0;
      for (const lab::Counter& c : o.counters) {
        if (c.name == name) value = c.value;
      }
      columns[name].append(value);
    }
  }
  py::dict data;
  for (const std::string& name : order) data[py::str(name)] = columns[name];
  return py::make_tuple(data, py::cast(order), lab::ResultToJson(*result));
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "Mercato's rules core: five trading board games, their parameters and the lab.";

  py::class_<Game, std::shared_ptr<Game>>(m, "Game")
      .def("new_initial_state", [](const Game& g) { return g.NewInitialState(); })
      .def("num_players", &Game::NumPlayers)
      .def("num_distinct_actions", &Game::NumDistinctActions)
      .def("max_game_length", &Game::MaxGameLength)
      .def("id", [](const Game& g) { return g.Info().id; })
      .def("name", [](const Game& g, const std::string& lang) {
             return lang == "ja" ? g.Info().name_ja : g.Info().name_en;
           }, py::arg("lang") = "en")
      .def("options_text", [](const Game& g) { return g.Options().ToString(); },
           "canonical options, non-default parameters included (as in a record)")
      .def("params", [](const Game& g) {
             py::dict d;
             for (const ParamSpec& p : g.Params().specs()) {
               if (p.per_seat) {
                 py::list seats;
                 for (int s = 0; s < g.NumPlayers(); ++s) seats.append(g.Params().Get(p.key, s));
                 d[py::str(p.key)] = seats;
               } else {
                 d[py::str(p.key)] = g.Params().Get(p.key);
               }
             }
             return d;
           }, "every parameter's value in force (a list per seat for per-seat ones)")
      .def("__repr__", [](const Game& g) {
        return "<mercato.Game " + g.Info().id + " players=" + std::to_string(g.NumPlayers()) +
               " options='" + g.Options().ToString() + "'>";
      });

  py::class_<State>(m, "State")
      .def("current_player", &State::CurrentPlayer,
           "a seat, -1 at a chance node (CHANCE_PLAYER) or -2 at the end (TERMINAL_PLAYER)")
      .def("legal_actions", [](const State& s) { return s.LegalActions(); })
      .def("is_chance_node", &State::IsChanceNode)
      .def("is_terminal", &State::IsTerminal)
      .def("chance_outcomes", [](const State& s) {
        std::vector<std::pair<int, double>> out;
        for (const ChanceOutcome& c : s.ChanceOutcomes()) out.emplace_back(c.action, c.probability);
        return out;
      })
      .def("action_to_string", [](const State& s, int action) {
        if (!s.IsLegal(action)) Raise("action " + std::to_string(action) + " is not legal here");
        return s.ActionToString(action);
      })
      .def("string_to_action", [](const State& s, const std::string& text) {
        StatusOr<Action> a = s.StringToAction(text);
        if (!a.ok()) Raise(a.message());
        return *a;
      })
      .def("apply_action", [](State& s, int action) {
        if (!s.IsLegal(action)) Raise("action " + std::to_string(action) + " is not legal here");
        s.ApplyAction(action);
      })
      .def("returns", &State::Returns, "win shares at the end: the winners split 1")
      .def("scores", &State::Scores, "each seat's score in the game's own unit")
      .def("observation_json", [](const State& s, int seat) {
        CheckSeat(s, seat);
        return s.ObservationJson(seat);
      }, py::arg("seat"), "what `seat` sees, as JSON text (-1: all-seeing)")
      .def("information_state_string", [](const State& s, int seat) {
        CheckSeat(s, seat);
        return s.InformationStateString(seat);
      })
      .def("history", [](const State& s) { return s.History(); })
      .def("num_players", &State::NumPlayers)
      .def("clone", [](const State& s) { return s.Clone(); })
      .def("record", [](const State& s, uint64_t seed) {
        return RecordToText(RecordOfState(s, seed));
      }, py::arg("seed") = 0, "the match record text (a .mercato file) of this state's history")
      .def("get_game", [](const State& s) { return std::const_pointer_cast<Game>(s.GameRef()); })
      .def("__str__", &State::ToString);

  m.attr("CHANCE_PLAYER") = kChancePlayer;
  m.attr("TERMINAL_PLAYER") = kTerminalPlayer;

  m.def("registered_games", [] {
    std::vector<std::string> ids;
    for (const GameEntry& e : RegisteredGames()) ids.push_back(e.info().id);
    return ids;
  });
  m.def("load_game", [](const std::string& id, int players, const py::dict& options,
                        const py::dict& params) {
    return LoadGameOrRaise(id, players, OptionsText(options, params));
  }, py::arg("game"), py::arg("players") = 0, py::arg("options") = py::dict(),
     py::arg("params") = py::dict(),
     "the game with a player count (default: its minimum), options and parameters");
  m.def("game_parameters", [](const std::string& id) {
    const GameEntry* entry = FindGame(id);
    if (entry == nullptr) Raise("unknown game '" + id + "'");
    py::list out;
    for (const ParamSpec& p : entry->info().params) out.append(ParamDict(p));
    return out;
  }, py::arg("game"), "the game's parameter table (as `mercato list --params`)");
  m.def("load_record", [](const std::string& text) {
    StatusOr<MatchRecord> record = ParseRecord(text);
    if (!record.ok()) Raise(record.message());
    StatusOr<std::unique_ptr<State>> state = ReplayRecord(*record);
    if (!state.ok()) Raise(state.message());
    return std::move(*state);
  }, py::arg("text"), "the state a match record's text replays to");
  m.def("_lab_rows", &LabRows, py::arg("game"), py::arg("players"), py::arg("bots"),
        py::arg("games"), py::arg("seed"), py::arg("options"), py::arg("params"),
        py::arg("compare"), py::arg("jobs"));
}

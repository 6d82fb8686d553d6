#include "app/lab_screen.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

#include "app/app.h"
#include "app/catalog.h"
#include "app/lab_charts.h"
#include "app/lab_numbers.h"
#include "app/lab_sweep.h"
#include "app/option_choices.h"
#include "app/variant_files.h"
#include "app/option_text.h"
#include "app/screen_frame.h"
#include "draw/draw.h"
#include "engine/json_writer.h"
#include "lab/lab.h"
#include "lab/summary.h"
#include "lab/variant.h"

namespace mercato::web {

namespace d = draw;

namespace {

// Bots the page offers: quick ones first (ISMCTS is slow for hundreds of games).
struct LabBot {
  const char* spec;
  const char* en;
  const char* ja;
};
constexpr LabBot kLabBots[] = {
    {"random", "Random", "ランダム"},
    {"heuristic", "Heuristic", "ヒューリスティック"},
    {"ismcts:easy", "ISMCTS easy", "ISMCTS やさしい"},
    {"ismcts:normal", "ISMCTS normal", "ISMCTS ふつう"},
};
constexpr int kNumLabBots = int(sizeof(kLabBots) / sizeof(kLabBots[0]));
// Time spent playing per frame: the rest of the frame stays with the page.
constexpr double kSliceSeconds = 0.008;

struct LabState {
  // The form.
  std::string game = "turin_market";
  int players = 3;
  std::vector<int> bot = std::vector<int>(8, 1);
  std::vector<int> option_choice;
  int games = 100;
  int seed = 1;
  LabNumbers numbers;
  // The sweep's form: which number (index into numbers.specs()), which seat of
  // a per-seat one (-1: all), the values and the games at each.
  int sweep_param = 0;
  int sweep_seat = -1;
  int sweep_from = 0, sweep_to = 0, sweep_step = 1;
  int sweep_games = 60;
  // The run: a lab, or a sweep (the charts show whichever ran last).
  std::unique_ptr<LabSweep> sweep;
  bool sweeping = false;
  bool shown_sweep = false;  // the sweep ran after the lab: the charts and progress are its
  std::unique_ptr<lab::LabRunner> runner;
  bool running = false;
  bool stopped = false;
  std::string error;
  double seconds = 0;
};

LabState& Lab() {
  static LabState state;
  return state;
}

bool ShowsSweep(const LabState& s) { return s.sweep && s.shown_sweep; }

void ResetSweepRange(LabState& s) {
  const std::vector<ParamSpec>& specs = s.numbers.specs();
  if (specs.empty()) return;
  s.sweep_param = std::clamp(s.sweep_param, 0, int(specs.size()) - 1);
  const ParamSpec& spec = specs[size_t(s.sweep_param)];
  s.sweep_from = std::max(spec.min_value, spec.default_value - 2);
  s.sweep_to = std::min(spec.max_value, spec.default_value + 2);
  s.sweep_step = 1;
  s.sweep_seat = -1;
}

void ResetOptions(LabState& s) {
  const GameInfo* info = RegisteredInfo(s.game);
  s.option_choice.assign(info ? info->options.size() : 0, 0);
  if (info) s.players = std::clamp(s.players, info->min_players, info->max_players);
  s.numbers.Reset(s.game, s.players);
  s.sweep_param = 0;
  ResetSweepRange(s);
}

// Plays until this frame's slice is spent.
void RunSlice(LabState& s) {
  if (s.sweeping && s.sweep) {
    if (s.sweep->Step(kSliceSeconds) && s.sweep->Done()) s.sweeping = false;
    return;
  }
  if (!s.running || !s.runner) return;
  const auto start = std::chrono::steady_clock::now();
  double spent = 0;
  while (!s.runner->Done() && spent < kSliceSeconds) {
    s.runner->Step(64);
    spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  s.seconds += spent;
  if (s.runner->Done()) s.running = false;
}

void DrawForm(App& app, LabState& s) {
  const Lang lang = app.lang();
  const bool idle = !s.running;
  ImGui::BeginDisabled(!idle);
  ImGui::TextUnformatted(Tr(lang, "Game", "ゲーム"));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##game", GameName(s.game, lang).c_str())) {
    for (const CatalogEntry& entry : Catalog()) {
      if (RegisteredInfo(entry.id) == nullptr) continue;
      if (ImGui::Selectable(GameName(entry.id, lang).c_str(), s.game == entry.id)) {
        s.game = entry.id;
        ResetOptions(s);
      }
    }
    ImGui::EndCombo();
  }
  const GameInfo* info = RegisteredInfo(s.game);
  if (info != nullptr) {
    ImGui::TextUnformatted(Tr(lang, "Players", "人数"));
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderInt("##players", &s.players, info->min_players, info->max_players)) {
      s.numbers.SetPlayers(s.players);
    }
    ImGui::TextUnformatted(Tr(lang, "Bots (they rotate over the seats game by game)",
                              "コンピュータ（ゲームごとに席を交代）"));
    for (int seat = 0; seat < s.players; ++seat) {
      ImGui::PushID(seat);
      char label[32];
      std::snprintf(label, sizeof label, "%d", seat + 1);
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(label);
      ImGui::SameLine(30);
      ImGui::SetNextItemWidth(-1);
      const LabBot& chosen = kLabBots[s.bot[size_t(seat)]];
      if (ImGui::BeginCombo("##bot", Tr(lang, chosen.en, chosen.ja))) {
        for (int b = 0; b < kNumLabBots; ++b) {
          if (ImGui::Selectable(Tr(lang, kLabBots[b].en, kLabBots[b].ja), s.bot[size_t(seat)] == b)) {
            s.bot[size_t(seat)] = b;
          }
        }
        ImGui::EndCombo();
      }
      ImGui::PopID();
    }
    for (size_t i = 0; i < info->options.size() && i < s.option_choice.size(); ++i) {
      const OptionSpec& spec = info->options[i];
      ImGui::PushID(int(100 + i));
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(OptionLabel(s.game, spec.key, lang));
      const char* help = OptionHelp(s.game, spec.key, lang);
      if (help == nullptr) help = spec.help.c_str();
      if (*help != 0 && ImGui::IsItemHovered()) d::Tooltip(help);
      ImGui::SetNextItemWidth(-1);
      const std::string& current = spec.choices[size_t(s.option_choice[i])];
      if (ImGui::BeginCombo("##option", ChoiceLabel(s.game, spec.key, current, lang))) {
        for (size_t c = 0; c < spec.choices.size(); ++c) {
          if (ImGui::Selectable(ChoiceLabel(s.game, spec.key, spec.choices[c], lang),
                                s.option_choice[i] == int(c))) {
            s.option_choice[i] = int(c);
          }
        }
        ImGui::EndCombo();
      }
      ImGui::PopID();
    }
  }
  ImGui::TextUnformatted(Tr(lang, "Games", "ゲーム数"));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputInt("##games", &s.games, 10, 100);
  s.games = std::clamp(s.games, 1, 100000);
  ImGui::TextUnformatted(Tr(lang, "Seed", "シード"));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputInt("##seed", &s.seed);
  s.seed = std::max(0, s.seed);
  ImGui::EndDisabled();
  DrawNumbersEditor(s.numbers, lang, idle);
}

LabRequest RequestFromForm(const LabState& s) {
  LabRequest r;
  r.game = s.game;
  r.players = s.players;
  for (int seat = 0; seat < s.players; ++seat) r.bots.push_back(kLabBots[s.bot[size_t(seat)]].spec);
  r.games = s.games;
  r.seed = uint64_t(s.seed);
  if (const GameInfo* info = RegisteredInfo(s.game); info != nullptr) {
    r.options = OptionsTextOf(*info, s.option_choice);
  }
  const std::string numbers = s.numbers.Text();
  if (!numbers.empty()) r.options += (r.options.empty() ? "" : ",") + numbers;
  return r;
}

// The form as a variant file: the game, the player count, the options and the
// changed numbers (checked by the registry, so what is saved plays).
StatusOr<lab::Variant> FormVariant() {
  const LabRequest r = RequestFromForm(Lab());
  return lab::MakeVariant(r.game, r.players, r.options,
                          "made in the Lab: " + std::to_string(Lab().numbers.Changed()) +
                              " numbers changed from the rule text");
}

// The sweep's part of the form: one number, its seat, the values, games each.
void DrawSweepForm(App& app, LabState& s) {
  const Lang lang = app.lang();
  const std::vector<ParamSpec>& specs = s.numbers.specs();
  if (specs.empty()) return;
  if (!ImGui::CollapsingHeader(Tr(lang, "Sweep one number", "数値を1つ掃引"))) return;
  d::TestRect("lab:sweep-form", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  const bool idle = !s.running && !s.sweeping;
  ImGui::BeginDisabled(!idle);
  s.sweep_param = std::clamp(s.sweep_param, 0, int(specs.size()) - 1);
  const ParamSpec& spec = specs[size_t(s.sweep_param)];
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##sweep-param", spec.key.c_str())) {
    for (size_t i = 0; i < specs.size(); ++i) {
      if (ImGui::Selectable(specs[i].key.c_str(), s.sweep_param == int(i))) {
        s.sweep_param = int(i);
        ResetSweepRange(s);
      }
    }
    ImGui::EndCombo();
  }
  if (spec.per_seat) {
    char current[32];
    std::snprintf(current, sizeof current, Tr(lang, "seat %d", "席%d"), s.sweep_seat + 1);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##sweep-seat", s.sweep_seat < 0 ? Tr(lang, "every seat", "全席") : current)) {
      if (ImGui::Selectable(Tr(lang, "every seat", "全席"), s.sweep_seat < 0)) s.sweep_seat = -1;
      for (int seat = 0; seat < s.players; ++seat) {
        char label[32];
        std::snprintf(label, sizeof label, Tr(lang, "seat %d", "席%d"), seat + 1);
        if (ImGui::Selectable(label, s.sweep_seat == seat)) s.sweep_seat = seat;
      }
      ImGui::EndCombo();
    }
  }
  const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  ImGui::TextUnformatted(Tr(lang, "from / to / step", "開始 / 終了 / 刻み"));
  ImGui::SetNextItemWidth(third);
  ImGui::InputInt("##from", &s.sweep_from, 0);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(third);
  ImGui::InputInt("##to", &s.sweep_to, 0);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(third);
  ImGui::InputInt("##step", &s.sweep_step, 0);
  s.sweep_from = std::clamp(s.sweep_from, spec.min_value, spec.max_value);
  s.sweep_to = std::clamp(s.sweep_to, spec.min_value, spec.max_value);
  s.sweep_step = std::max(1, s.sweep_step);
  ImGui::TextUnformatted(Tr(lang, "Games at each value", "各値のゲーム数"));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputInt("##sweep-games", &s.sweep_games, 10, 100);
  s.sweep_games = std::clamp(s.sweep_games, 1, 100000);
  if (ImGui::Button(Tr(lang, "Sweep", "掃引"))) {
    SweepSpec sweep;
    sweep.lab = RequestFromForm(s);
    sweep.lab.games = s.sweep_games;
    sweep.key = spec.key;
    sweep.seat = spec.per_seat ? s.sweep_seat : -1;
    sweep.from = s.sweep_from;
    sweep.to = s.sweep_to;
    sweep.step = s.sweep_step;
    const Status status = StartSweep(app, sweep);
    s.error = status.ok() ? "" : status.message();
  }
  d::TestRect("lab:sweep", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::EndDisabled();
}

// Save the form as a variant file, or play it at the table against computers:
// a row of its own under Run and Back, so it never scrolls out of sight.
void DrawVariantButtons(App& app, LabState& s, ImVec2 at, float width) {
  const Lang lang = app.lang();
  const bool enabled = !s.running && !s.sweeping;
  const ImVec2 size((width - 10) / 2, 40);
  if (d::SecondaryButton(Tr(lang, "Save variant…", "バリアントを保存…"), at, size, enabled)) {
    StatusOr<lab::Variant> variant = FormVariant();
    if (variant.ok()) DownloadVariant(*variant);
    s.error = variant.ok() ? "" : variant.message();
  }
  d::TestRect("lab:save-variant", at, at + size);
  const ImVec2 play = at + ImVec2(size.x + 10, 0);
  if (d::SecondaryButton(Tr(lang, "Play it at the table", "この設定で遊ぶ"), play, size, enabled)) {
    StatusOr<lab::Variant> variant = FormVariant();
    const Status status = variant.ok() ? app.OpenVariant(lab::VariantToText(*variant))
                                       : variant.status();
    s.error = status.ok() ? "" : status.message();
  }
  d::TestRect("lab:play-variant", play, play + size);
}

void DrawSweep(App& app, const LabState& s, ImVec2 min, ImVec2 max) {
  const Lang lang = app.lang();
  const SweepRequest& request = s.sweep->request();
  // The first player's line first, so a seat that always starts draws over it.
  std::vector<SweepLine> lines(size_t(request.base.players) + 1);
  lines[0].label = Tr(lang, "first", "先手");
  lines[0].color = d::palette::kGrey;
  for (size_t p = 0; p + 1 < lines.size(); ++p) {
    char label[16];
    std::snprintf(label, sizeof label, Tr(lang, "seat %zu", "席%zu"), p + 1);
    lines[p + 1].label = label;
    lines[p + 1].color = d::palette::kSeat[p % 6];
  }
  for (const SweepPoint& point : s.sweep->Points()) {
    lines[0].points.emplace_back(point.value, point.first_player);
    for (size_t p = 0; p < point.seat_win.size() && p + 1 < lines.size(); ++p) {
      lines[p + 1].points.emplace_back(point.value, point.seat_win[p]);
    }
  }
  int text_value = 0;
  for (const ParamSpec& spec : s.numbers.specs()) {
    if (spec.key == request.key) text_value = spec.default_value;
  }
  char title[160];
  std::snprintf(title, sizeof title,
                Tr(lang, "Win rate against %s%s (95%% intervals; grey line: the rule text's value)",
                   "%s%s と勝率（95%%信頼区間、灰色の線：原文の値）"),
                request.key.c_str(),
                request.seat >= 0 ? (" [" + std::to_string(request.seat + 1) + "]").c_str() : "");
  DrawSweepChart(ImGui::GetWindowDrawList(), min, max, lines, request.from, request.to, text_value,
                 s.sweep->fair_share(), title);
  draw::TestRect("lab:sweep-chart", min, max);
}

void DrawCharts(App& app, const LabState& s, ImVec2 min, ImVec2 max) {
  const Lang lang = app.lang();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw::TestRect("lab:chart", min, max);
  if (ShowsSweep(s)) {
    DrawSweep(app, s, min, max);
    return;
  }
  if (!s.runner) {
    d::TextCentered(dl, (min + max) * 0.5f,
                    Tr(lang, "Choose a game and bots, then Run.",
                       "ゲームとコンピュータを選んで「実行」を押してください。"),
                    d::palette::kWhite);
    return;
  }
  const lab::LabResult& result = s.runner->Result();
  const lab::RunAggregate& run = result.runs[0].aggregate;
  const lab::RunSummary summary = lab::Summarize(result.config.game, run);
  std::vector<LabBar> bars;
  for (size_t p = 0; p < summary.seat_win.size(); ++p) {
    char label[16];
    std::snprintf(label, sizeof label, Tr(lang, "seat %zu", "席%zu"), p + 1);
    bars.push_back({label, summary.seat_win[p], d::palette::kSeat[p % 6]});
  }
  bars.push_back({Tr(lang, "first", "先手"), summary.first_player, d::palette::kGrey});
  const float height = max.y - min.y;
  const ImVec2 bars_max(max.x, min.y + std::min(260.0f, height * 0.4f));
  d::Text(dl, min, Tr(lang, "Win rate by seat (95% interval; ties share the win)",
                      "席ごとの勝率（95%信頼区間、同点は勝ちを分け合う）"),
          d::palette::kWhite, d::FontRole::kSmall);
  DrawWinRateBars(dl, min + ImVec2(0, 20), bars_max, bars, summary.fair_share);
  // Score histograms, two per row; a narrow one (a phone) titles on two lines.
  const int seats = int(run.seats.size());
  const float top = bars_max.y + 12;
  const int cols = 2, rows = (seats + 1) / 2;
  const float cw = (max.x - min.x - 10) / cols;
  const bool two_lines = cw < 330;
  const float ch = std::max(60.0f, (max.y - top - 10 * float(rows - 1)) / float(std::max(rows, 1)));
  for (int p = 0; p < seats; ++p) {
    const ImVec2 a(min.x + float(p % cols) * (cw + 10), top + float(p / cols) * (ch + 10));
    char title[96];
    std::snprintf(title, sizeof title,
                  two_lines ? Tr(lang, "seat %d final score\nmean %.1f, sd %.1f",
                                 "席%d 最終得点\n平均%.1f 標準偏差%.1f")
                            : Tr(lang, "seat %d final score: mean %.1f, sd %.1f",
                                 "席%d 最終得点：平均 %.1f、標準偏差 %.1f"),
                  p + 1, summary.seat_score[size_t(p)].mean, summary.seat_score[size_t(p)].sd);
    DrawHistogram(dl, a, a + ImVec2(cw, ch), run.seats[size_t(p)].score_histogram,
                  d::palette::kSeat[p % 6], title);
    // Named for the tests, which check that each title fits its card.
    const std::string name = "lab:histogram:" + std::to_string(p + 1);
    draw::TestRect(name, a, a + ImVec2(cw, ch));
    draw::TestRect(name + ":title", a + ImVec2(8, 4),
                   a + ImVec2(8, 4) + d::MeasureText(title, d::FontRole::kSmall));
  }
}

}  // namespace

Status StartLab(App& app, const LabRequest& request) {
  const GameInfo* info = RegisteredInfo(request.game);
  if (info == nullptr) return Status::Error("unknown or unplayable game '" + request.game + "'");
  lab::LabConfig config;
  config.game = request.game;
  config.players = request.players == 0 ? info->min_players : request.players;
  config.options = request.options;
  config.bots = request.bots.empty() ? std::vector<std::string>{"heuristic"} : request.bots;
  config.games = request.games;
  config.seed = request.seed;
  if (request.games < 1 || request.games > 100000) {
    return Status::Error("games must be from 1 to 100000, not " + std::to_string(request.games));
  }
  StatusOr<lab::LabRunner> runner = lab::LabRunner::Create(config);
  if (!runner.ok()) return runner.status();
  LabState& s = Lab();
  s.runner = std::make_unique<lab::LabRunner>(std::move(*runner));
  s.running = true;
  s.stopped = false;
  s.error.clear();
  s.seconds = 0;
  // The form shows what runs (bots and options the form cannot show keep its choice).
  s.game = config.game;
  s.players = config.players;
  ResetOptions(s);
  for (size_t seat = 0; seat < size_t(config.players) && seat < s.bot.size(); ++seat) {
    const std::string& spec = config.bots[seat % config.bots.size()];
    for (int b = 0; b < kNumLabBots; ++b) {
      if (spec == kLabBots[b].spec) s.bot[seat] = b;
    }
  }
  const std::string& canonical = s.runner->Result().options;  // "k=v,k=v", spec order
  s.option_choice = OptionChoicesOf(*info, canonical);
  s.numbers.Take(canonical);
  s.games = request.games;
  s.seed = int(std::min<uint64_t>(request.seed, 2147483647));
  s.shown_sweep = false;
  app.OpenLab();
  return Status::Ok();
}

Status StartSweep(App& app, const SweepSpec& spec) {
  const GameInfo* info = RegisteredInfo(spec.lab.game);
  if (info == nullptr) return Status::Error("unknown or unplayable game '" + spec.lab.game + "'");
  if (spec.lab.games < 1 || spec.lab.games > 100000) {
    return Status::Error("games must be from 1 to 100000, not " + std::to_string(spec.lab.games));
  }
  const ParamSpec* param = nullptr;
  for (const ParamSpec& p : info->params) {
    if (p.key == spec.key) param = &p;
  }
  if (param == nullptr) {
    return Status::Error("no number '" + spec.key + "' in " + spec.lab.game +
                         " (mercato list --params)");
  }
  if (spec.seat >= 0 && !param->per_seat) {
    return Status::Error(spec.key + " is one number for every seat: sweep it without a seat");
  }
  if (spec.from < param->min_value || spec.to > param->max_value) {
    return Status::Error(spec.key + ": the sweep must stay within " + RangeText(*param));
  }
  SweepRequest request;
  request.base.game = spec.lab.game;
  request.base.players = spec.lab.players == 0 ? info->min_players : spec.lab.players;
  request.base.options = spec.lab.options;
  request.base.bots = spec.lab.bots.empty() ? std::vector<std::string>{"heuristic"} : spec.lab.bots;
  request.base.games = spec.lab.games;
  request.base.seed = spec.lab.seed;
  request.key = spec.key;
  request.seat = spec.seat;
  request.from = spec.from;
  request.to = spec.to;
  request.step = spec.step;
  if (spec.seat >= 0) {
    // The other seats keep the value the options give them (or the text's).
    LabNumbers numbers;
    numbers.Reset(request.base.game, request.base.players);
    numbers.Take(spec.lab.options);
    for (size_t i = 0; i < numbers.specs().size(); ++i) {
      if (numbers.specs()[i].key == spec.key) request.seat_values = numbers.Values(i);
    }
  }
  StatusOr<LabSweep> sweep = LabSweep::Create(request);
  if (!sweep.ok()) return sweep.status();
  LabState& s = Lab();
  if (s.running) StopLab();
  if (s.game != request.base.game) {
    s.game = request.base.game;
    s.players = request.base.players;
    ResetOptions(s);
  }
  s.sweep = std::make_unique<LabSweep>(std::move(*sweep));
  s.sweeping = true;
  s.shown_sweep = true;
  s.stopped = false;
  s.error.clear();
  app.OpenLab();
  return Status::Ok();
}

void StopLab() {
  LabState& s = Lab();
  if (s.running || s.sweeping) s.stopped = true;
  s.running = false;
  s.sweeping = false;
}

bool LabRunning() { return Lab().running || Lab().sweeping; }

std::string LabProgressJson() {
  const LabState& s = Lab();
  JsonWriter w;
  w.BeginObject();
  w.Field("running", s.running).Field("stopped", s.stopped);
  w.Field("done", s.runner ? s.runner->GamesDone() : int64_t(0));
  w.Field("total", s.runner ? s.runner->GamesTotal() : int64_t(0));
  w.Field("game", s.runner ? s.runner->Result().config.game : std::string());
  w.Field("seconds", s.seconds);
  w.Field("error", s.error);
  w.Key("seatWinRate").BeginArray();
  if (s.runner) {
    const lab::RunAggregate& run = s.runner->Result().runs[0].aggregate;
    for (const lab::SeatAggregate& seat : run.seats) {
      w.Double(lab::RateOf(seat.win_units, run.games).rate);
    }
  }
  w.EndArray();
  // The sweep, when one ran: its points so far, in value order.
  w.Field("sweeping", s.sweeping);
  w.Key("sweep").BeginArray();
  if (s.sweep) {
    for (const SweepPoint& point : s.sweep->Points()) {
      w.BeginObject().Field("value", int64_t(point.value)).Field("games", point.games);
      w.Field("firstPlayer", point.first_player.rate);
      w.Key("seatWinRate").BeginArray();
      for (const lab::Rate& rate : point.seat_win) w.Double(rate.rate);
      w.EndArray().EndObject();
    }
  }
  w.EndArray();
  w.Field("numbers", s.numbers.Text());
  w.EndObject();
  return w.str();
}

void DrawLab(App& app) {
  LabState& s = Lab();
  if (s.numbers.game() != s.game) ResetOptions(s);
  RunSlice(s);
  const Lang lang = app.lang();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display, d::Surface::kFelt);
  BeginCanvasWindow("##lab_bar", ImVec2(0, 0), display);
  const float switch_w = DrawLanguageSwitch(app, ImVec2(display.x - 24, 16));
  ImDrawList* bar = ImGui::GetWindowDrawList();
  d::Text(bar, ImVec2(24, 18), Tr(lang, "Lab", "ラボ"), d::palette::kWhite, d::FontRole::kTitle);
  // The subtitle sits beside the title; on a phone the language switch takes
  // that room, so it goes on a line of its own and the panel moves down.
  const char* subtitle = Tr(lang, "simulate many games between computer players",
                            "コンピュータ同士で多数のゲームを試す");
  const ImVec2 subtitle_size = d::MeasureText(subtitle);
  const bool beside = 110 + subtitle_size.x + 16 <= display.x - 24 - switch_w;
  const ImVec2 subtitle_at = beside ? ImVec2(110, 30) : ImVec2(24, 66);
  d::Text(bar, subtitle_at, subtitle, d::Rgba(255, 236, 200), d::FontRole::kBody);
  draw::TestRect("lab:subtitle", subtitle_at, subtitle_at + subtitle_size);
  ImGui::End();

  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  const float panel_top = beside ? 76.0f : 96.0f;
  const ImVec2 size(display.x - 32, display.y - panel_top - 16);
  ImGui::SetNextWindowPos(ImVec2(16, panel_top));
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##lab", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  const bool narrow = size.x < 760;
  const float form_w = narrow ? size.x - 36 : 340.0f;
  // On a phone the form scrolls in a short box so the charts keep some height.
  ImGui::BeginChild("##form", ImVec2(form_w, narrow ? 230.0f : -180.0f), false);
  DrawForm(app, s);
  DrawSweepForm(app, s);
  ImGui::EndChild();
  // Run / Stop, progress.
  const ImVec2 buttons = ImGui::GetCursorScreenPos();
  if (s.running || s.sweeping) {
    if (d::SecondaryButton(Tr(lang, "Stop", "停止"), buttons, ImVec2(150, 44))) StopLab();
    draw::TestRect("lab:stop", buttons, buttons + ImVec2(150, 44));
  } else {
    if (d::PrimaryButton(Tr(lang, "Run", "実行"), buttons, ImVec2(150, 44))) {
      const Status status = StartLab(app, RequestFromForm(s));
      s.error = status.ok() ? "" : status.message();
    }
    draw::TestRect("lab:start", buttons, buttons + ImVec2(150, 44));
  }
  const ImVec2 back = buttons + ImVec2(form_w - 110, 0);
  if (d::SecondaryButton(Tr(lang, "Back", "戻る"), back, ImVec2(110, 44))) {
    StopLab();
    app.GoHome();
  }
  draw::TestRect("lab:back", back, back + ImVec2(110, 44));
  DrawVariantButtons(app, s, buttons + ImVec2(0, 52), form_w);
  ImGui::SetCursorScreenPos(buttons + ImVec2(0, 102));
  const bool sweep_shown = ShowsSweep(s);
  const int64_t done = sweep_shown ? s.sweep->GamesDone() : s.runner ? s.runner->GamesDone() : 0;
  const int64_t total = sweep_shown ? s.sweep->GamesTotal() : s.runner ? s.runner->GamesTotal() : 0;
  char progress[96];
  std::snprintf(progress, sizeof progress, Tr(lang, "%lld of %lld games%s", "%lld / %lld ゲーム%s"),
                static_cast<long long>(done), static_cast<long long>(total),
                s.stopped ? Tr(lang, " (stopped)", "（停止）") : "");
  ImGui::ProgressBar(total > 0 ? float(done) / float(total) : 0.0f, ImVec2(form_w, 0), progress);
  draw::TestRect("lab:progress", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (!s.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    ImGui::TextWrapped("%s", s.error.c_str());
    ImGui::PopStyleColor();
  }
  // Charts: right of the form, or under it on a narrow screen.
  const ImVec2 win_min = ImGui::GetWindowPos(), win_max = win_min + ImGui::GetWindowSize();
  ImVec2 chart_min = narrow ? ImVec2(win_min.x + 18, ImGui::GetCursorScreenPos().y + 8)
                            : ImVec2(win_min.x + 18 + form_w + 24, win_min.y + 16);
  const ImVec2 chart_max = win_max - ImVec2(18, 16);
  if (chart_max.y - chart_min.y > 120) DrawCharts(app, s, chart_min, chart_max);
  ImGui::End();
}

}  // namespace mercato::web

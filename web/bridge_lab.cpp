// window.mercato.lab (see shell.html): start a lab run on the Lab screen,
// read its progress, stop it. For the browser test and for pages that embed
// Mercato's lab.
#include <emscripten.h>

#include <string>

#include "app/app.h"
#include "app/lab_screen.h"
#include "bridge_files.h"
#include "engine/json_writer.h"
#include "engine/text.h"

namespace {

// The JS API's arguments as a lab request; a bad seed is refused.
mercato::Status ParseRequest(const char* game, int players, const char* bots, int games,
                             const char* seed, const char* options,
                             mercato::web::LabRequest& request) {
  request.game = game;
  request.players = players;
  if (*bots != 0) {
    for (const std::string& bot : mercato::Split(bots, ',')) {
      request.bots.push_back(mercato::Trim(bot));
    }
  }
  request.games = games;
  request.options = options;
  if (*seed != 0) {
    const std::optional<int64_t> value = mercato::ParseInt(seed);
    if (!value.has_value() || *value < 0) {
      return mercato::Status::Error(std::string("bad seed '") + seed + "' (a whole number >= 0)");
    }
    request.seed = uint64_t(*value);
  }
  return mercato::Status::Ok();
}

}  // namespace

extern "C" {

// bots and options: comma-separated; seed: decimal text ("" = 1).
EMSCRIPTEN_KEEPALIVE const char* mercato_lab_start(const char* game, int players, const char* bots,
                                                   int games, const char* seed,
                                                   const char* options) {
  static std::string out;
  mercato::web::LabRequest request;
  mercato::Status status = ParseRequest(game, players, bots, games, seed, options, request);
  if (status.ok()) status = mercato::web::StartLab(mercato::web::App::Get(), request);
  out = mercato::web::bridge::ResultJson(status);
  return out.c_str();
}

// One number swept: `key` from..to by step (seat >= 0: that seat of a per-seat number).
EMSCRIPTEN_KEEPALIVE const char* mercato_lab_sweep(const char* game, int players, const char* bots,
                                                   int games, const char* seed,
                                                   const char* options, const char* key,
                                                   int seat, int from, int to, int step) {
  static std::string out;
  mercato::web::SweepSpec spec;
  mercato::Status status = ParseRequest(game, players, bots, games, seed, options, spec.lab);
  spec.key = key;
  spec.seat = seat;
  spec.from = from;
  spec.to = to;
  spec.step = step;
  if (status.ok()) status = mercato::web::StartSweep(mercato::web::App::Get(), spec);
  out = mercato::web::bridge::ResultJson(status);
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_lab_progress() {
  static std::string out;
  out = mercato::web::LabProgressJson();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE void mercato_lab_stop() { mercato::web::StopLab(); }

}  // extern "C"

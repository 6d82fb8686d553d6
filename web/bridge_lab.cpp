// window.mercato.lab (see shell.html): start a lab run on the Lab screen,
// read its progress, stop it. For the browser test and for pages that embed
// Mercato's lab.
#include <emscripten.h>

#include <string>

#include "app/app.h"
#include "app/lab_screen.h"
#include "engine/json_writer.h"
#include "engine/text.h"

extern "C" {

// bots and options: comma-separated; seed: decimal text ("" = 1).
EMSCRIPTEN_KEEPALIVE const char* mercato_lab_start(const char* game, int players, const char* bots,
                                                   int games, const char* seed,
                                                   const char* options) {
  static std::string out;
  mercato::web::LabRequest request;
  request.game = game;
  request.players = players;
  if (*bots != 0) {
    for (const std::string& bot : mercato::Split(bots, ',')) {
      request.bots.push_back(mercato::Trim(bot));
    }
  }
  request.games = games;
  request.options = options;
  mercato::Status status = mercato::Status::Ok();
  if (*seed != 0) {
    const std::optional<int64_t> value = mercato::ParseInt(seed);
    if (!value.has_value() || *value < 0) {
      status = mercato::Status::Error(std::string("bad seed '") + seed + "' (a whole number >= 0)");
    } else {
      request.seed = uint64_t(*value);
    }
  }
  if (status.ok()) status = mercato::web::StartLab(mercato::web::App::Get(), request);
  mercato::JsonWriter w;
  w.BeginObject().Field("ok", status.ok());
  if (!status.ok()) w.Field("error", status.message());
  w.EndObject();
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_lab_progress() {
  static std::string out;
  out = mercato::web::LabProgressJson();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE void mercato_lab_stop() { mercato::web::StopLab(); }

}  // extern "C"

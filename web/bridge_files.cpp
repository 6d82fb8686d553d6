// `.mercato` files between the page and the app: downloads, the file picker,
// and the JS API's exportRecord / importRecord / replay.* (see bridge_files.h;
// shell.html holds the JS side).
//
// Text from the page is not passed as a ccall string (that would be copied
// onto the 1 MB wasm stack): the page keeps it in Module.mercatoPendingText,
// the app first asks its size, refuses oversized text without copying it, and
// only then takes a heap copy.
#include "bridge_files.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "app/app.h"
#include "app/notice.h"
#include "app/play_session.h"
#include "app/record_files.h"
#include "app/replay_viewer.h"
#include "bridge.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "registry/record.h"

namespace mercato::web::bridge {

EM_JS(void, JsDownloadRecord, (const char* game, const char* text), {
  var date = new Date().toISOString().slice(0, 10);
  var blob = new Blob([UTF8ToString(text)], { type: 'text/plain' });
  var link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = UTF8ToString(game) + '-' + date + '.mercato';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(function () { URL.revokeObjectURL(link.href); }, 1000);
});
EM_JS(void, JsPickRecordFile, (), {
  if (Module['mercatoPickFile']) Module['mercatoPickFile']();
});
EM_JS(double, JsPendingTextBytes, (), {
  return lengthBytesUTF8(Module['mercatoPendingText'] || '');
});
EM_JS(void, JsDropPendingText, (), { Module['mercatoPendingText'] = ''; });
EM_JS(char*, JsTakePendingText, (), {
  var text = Module['mercatoPendingText'] || '';
  Module['mercatoPendingText'] = '';
  var size = lengthBytesUTF8(text) + 1;
  var out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

const char* ResultJson(const Status& status) {
  static std::string out;
  JsonWriter w;
  w.BeginObject().Field("ok", status.ok());
  if (!status.ok()) w.Field("error", status.message());
  w.EndObject();
  out = w.str();
  return out.c_str();
}

void DownloadRecordFile(const std::string& game, const std::string& text) {
  DownloadFile(game, game, text);
}

void DownloadFile(const std::string& stem, const std::string& game, const std::string& text) {
  JsDownloadRecord(stem.c_str(), text.c_str());
  // The same file as an event (and, embedded, a message to the host page): an
  // iframe pasted without sandbox allow-downloads cannot download, its host can.
  JsonWriter w;
  w.BeginObject().Field("game", game).Field("text", text).EndObject();
  Emit("fileSaved", w.str());
}

void PickRecordFile() { JsPickRecordFile(); }

size_t PendingTextBytes() { return size_t(JsPendingTextBytes()); }

void DropPendingText() { JsDropPendingText(); }

std::string TakePendingText() {
  char* text = JsTakePendingText();
  std::string out = text;
  std::free(text);
  return out;
}

}  // namespace mercato::web::bridge

namespace {

using mercato::JsonWriter;
using mercato::Status;
using mercato::web::App;
using mercato::web::ReplayViewer;
namespace bridge = mercato::web::bridge;

const char* ResultText(const Status& status) { return bridge::ResultJson(status); }

// The page's text, or the refusal (with its notice) of a text too large to
// be a record, which is then never copied into the app.
Status TakeRecordText(std::string* text) {
  const size_t bytes = bridge::PendingTextBytes();
  if (bytes > mercato::kMaxRecordBytes) {
    bridge::DropPendingText();
    return mercato::web::ShowRecordRefusal(mercato::RecordTooLarge(bytes));
  }
  *text = bridge::TakePendingText();
  return Status::Ok();
}

const char* Position(ReplayViewer* replay) {
  static std::string out;
  out = replay == nullptr ? "null" : replay->PositionJson();
  return out.c_str();
}

}  // namespace

extern "C" {

// The record of the game on the table (or of the replay being viewed); "" when none.
EMSCRIPTEN_KEEPALIVE const char* mercato_export_record() {
  static std::string out;
  App& app = App::Get();
  if (app.screen() == mercato::web::Screen::kReplay && app.replay() != nullptr) {
    out = mercato::RecordToText(app.replay()->replay().Record());
  } else if (app.session() != nullptr) {
    out = app.session()->match().RecordText();
  } else {
    out.clear();
  }
  return out.c_str();
}

// Opens Module.mercatoPendingText as a file (finished: replay; unfinished: play).
EMSCRIPTEN_KEEPALIVE const char* mercato_import_record() {
  std::string text;
  const Status taken = TakeRecordText(&text);
  if (!taken.ok()) return ResultText(taken);
  return ResultText(App::Get().OpenRecord(text));
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_open() {
  std::string text;
  const Status taken = TakeRecordText(&text);
  if (!taken.ok()) return ResultText(taken);
  return ResultText(App::Get().OpenReplay(text));
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_step(int delta) {
  ReplayViewer* replay = App::Get().replay();
  if (replay != nullptr) replay->replay().Step(delta);
  return Position(replay);
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_goto(int position) {
  ReplayViewer* replay = App::Get().replay();
  if (replay != nullptr) replay->replay().Goto(position);
  return Position(replay);
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_position() { return Position(App::Get().replay()); }

// "all" or a seat number.
EMSCRIPTEN_KEEPALIVE const char* mercato_replay_view(const char* who) {
  ReplayViewer* replay = App::Get().replay();
  if (replay == nullptr) return ResultText(Status::Error("no replay is open"));
  const std::string text = who;
  if (text == "all") {
    replay->SetViewer(mercato::web::kAllSeeing);
    return ResultText(Status::Ok());
  }
  const std::optional<int64_t> seat = mercato::ParseInt(text);
  if (!seat || *seat < 0 || *seat >= replay->replay().NumPlayers()) {
    return ResultText(Status::Error("no seat '" + text + "' (use 0-" +
                                std::to_string(replay->replay().NumPlayers() - 1) + " or 'all')"));
  }
  replay->SetViewer(int(*seat));
  return ResultText(Status::Ok());
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_state() {
  static std::string out;
  ReplayViewer* replay = App::Get().replay();
  out = replay == nullptr ? "null" : replay->StateJson();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_replay_log() {
  static std::string out;
  ReplayViewer* replay = App::Get().replay();
  if (replay == nullptr) return "null";
  mercato::JsonWriter w;
  w.BeginArray();
  for (const mercato::web::LogLine& line : replay->Log()) {
    w.BeginObject().Field("player", line.player).Field("en", line.en).Field("ja", line.ja).EndObject();
  }
  w.EndArray();
  out = w.str();
  return out.c_str();
}

// The notice on the canvas ("" when none), for tests.
EMSCRIPTEN_KEEPALIVE const char* mercato_notice() {
  static std::string out;
  out = mercato::web::NoticeText();
  return out.c_str();
}

}  // extern "C"

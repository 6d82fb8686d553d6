// The app's side of the save store (see bridge_saves.h and web/page/save_store.js).
#include "bridge_saves.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "app/app.h"
#include "bridge_files.h"

namespace mercato::web::bridge {

namespace {

EM_JS(char*, JsSavesCall, (const char* what, const char* a, const char* b, const char* c), {
  var saves = Module['mercatoSaves'];
  var out = '';
  var what_ = UTF8ToString(what), a_ = UTF8ToString(a), b_ = UTF8ToString(b), c_ = UTF8ToString(c);
  if (saves) {
    if (what_ === 'begin') {
      out = saves.begin(Module['mercatoNextSlot'] || a_);
      Module['mercatoNextSlot'] = '';
    } else if (what_ === 'save') {
      var meta = {};
      try { meta = JSON.parse(c_); } catch (e) { meta = {}; }
      out = saves.save(a_, b_, meta);
    } else if (what_ === 'list') {
      // (No escapes inside EM_JS: its text passes through JSON as it is.)
      var TAB = String.fromCharCode(9), NL = String.fromCharCode(10);
      var clean = function (v) { return String(v).split(TAB).join(' ').split(NL).join(' '); };
      out = saves.list().map(function (e) {
        return [clean(e.id), clean(e.game), e.players | 0, e.moves | 0, e.over ? 1 : 0,
                e.updated ? saves.when(e.updated) : '', (e.scores || []).join(' '),
                e.damaged ? e.reason : ''].join(TAB);
      }).join(NL);
    } else if (what_ === 'version') {
      out = String(saves.version());
    } else if (what_ === 'open') {
      if (Module['mercatoOpenSlot']) Module['mercatoOpenSlot'](a_);
    } else if (what_ === 'record') {
      var slot = saves.get(a_);
      out = slot ? slot.record : '';
    } else if (what_ === 'remove') {
      saves.remove(a_);
    } else if (what_ === 'aside') {
      saves.setAside(a_, b_);
    } else if (what_ === 'download') {
      var text = saves.damagedText(a_);
      if (text !== null && Module['mercatoDownloadText']) {
        Module['mercatoDownloadText']('mercato-save-' + new Date().toISOString().slice(0, 10) + '.mercato', text);
      }
    }
  } else if (what_ === 'save') {
    out = 'unavailable';
  }
  var size = lengthBytesUTF8(out) + 1;
  var ptr = _malloc(size);
  stringToUTF8(out, ptr, size);
  return ptr;
});

std::string Call(const char* what, const std::string& a = "", const std::string& b = "",
                 const std::string& c = "") {
  char* text = JsSavesCall(what, a.c_str(), b.c_str(), c.c_str());
  std::string out = text;
  std::free(text);
  return out;
}

}  // namespace

std::string BeginSaveSlot(const std::string& preferred) { return Call("begin", preferred); }

std::string SaveToSlot(const std::string& id, const std::string& record,
                       const std::string& meta_json) {
  return Call("save", id, record, meta_json);
}

std::string SaveListText() { return Call("list"); }
int SaveListVersion() { return std::atoi(Call("version").c_str()); }
void OpenSaveSlot(const std::string& id) { Call("open", id); }
std::string SlotRecord(const std::string& id) { return Call("record", id); }
void RemoveSaveSlot(const std::string& id) { Call("remove", id); }
void SetSaveAside(const std::string& id, const std::string& reason) { Call("aside", id, reason); }
void DownloadSavedText(const std::string& id) { Call("download", id); }

}  // namespace mercato::web::bridge

extern "C" {

// Resumes slot `id` with the record in Module.mercatoPendingText (the page holds
// the slot's lock). A record that cannot be resumed is kept aside and told.
EMSCRIPTEN_KEEPALIVE const char* mercato_saves_resume(const char* id) {
  std::string text = mercato::web::bridge::TakePendingText();
  return mercato::web::bridge::ResultJson(mercato::web::App::Get().ResumeSlot(id, text));
}

// The slot is being played in another tab: says so.
EMSCRIPTEN_KEEPALIVE const char* mercato_saves_busy() {
  return mercato::web::bridge::ResultJson(mercato::web::App::Get().TellPlayedElsewhere());
}

// A slot was removed through the JS API: the game on the table stops saving to it.
EMSCRIPTEN_KEEPALIVE void mercato_saves_removed(const char* id) {
  mercato::web::App::Get().ForgetSlot(id);
}

}  // extern "C"

#include "app/name_field.h"

#include <emscripten.h>

#include <algorithm>
#include <cstring>
#include <map>

#include "draw/draw.h"
#include "engine/graphemes.h"
#include "engine/seat_names.h"

namespace mercato::web {

namespace d = draw;

namespace {

struct Field {
  char* buffer = nullptr;
  size_t size = 0;
  bool changed = false;
  int frame = -1;  // the last frame it was drawn in
};
std::map<std::string, Field>& Fields() {
  static std::map<std::string, Field> fields;
  return fields;
}

// Lays (or moves) the input `name` over the canvas rectangle, in CSS pixels.
EM_JS(void, PlaceInput, (const char* name, float x, float y, float w, float h, const char* value,
                         const char* hint, float font_px, int max_chars), {
  var key = UTF8ToString(name);
  var fields = Module.mercatoNameFields || (Module.mercatoNameFields = {});
  var input = fields[key];
  if (!input) {
    input = document.createElement('input');
    input.type = 'text';
    input.dataset.field = key;
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.maxLength = 8 * max_chars;  // a bound; the real limit counts what is drawn, below
    input.style.cssText = 'position:fixed;margin:0;box-sizing:border-box;border:0;outline:0;' +
        'background:transparent;color:#fff;padding:0 8px;z-index:5;font-family:sans-serif;';
    // Composed (NFC: an accent typed apart joins its letter) and cut at max_chars
    // grapheme clusters, never inside one; not while an IME is composing.
    var tidy = function () {
      var text = input.value.normalize('NFC');
      var parts = typeof Intl.Segmenter === 'function'
          ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
                       function (s) { return s.segment; })
          : Array.from(text);
      if (parts.length > max_chars) text = parts.slice(0, max_chars).join("");
      if (text !== input.value) input.value = text;
    };
    var send = function (e) {
      if (!e.isComposing) tidy();
      Module.ccall('mercato_name_field_input', null, ['string', 'string'], [key, input.value]);
    };
    input.addEventListener('input', send);
    input.addEventListener('compositionend', send);
    // Enter or Escape ends the typing: the canvas takes the keys again.
    input.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' || e.key === 'Escape') input.blur();
    });
    document.body.appendChild(input);
    fields[key] = input;
  }
  var box = Module['canvas'].getBoundingClientRect();
  input.style.left = (box.left + x) + 'px';
  input.style.top = (box.top + y) + 'px';
  input.style.width = w + 'px';
  input.style.height = h + 'px';
  input.style.fontSize = Math.max(16, font_px) + 'px';  // 16 px: phones do not zoom in
  input.placeholder = UTF8ToString(hint);
  input.setAttribute('aria-label', UTF8ToString(hint));
  var text = UTF8ToString(value);
  if (document.activeElement !== input && input.value !== text) input.value = text;
  input.style.display = '';
});

EM_JS(void, RemoveInput, (const char* name), {
  var fields = Module.mercatoNameFields || {};
  var input = fields[UTF8ToString(name)];
  if (input) {
    if (document.activeElement === input) input.blur();
    input.remove();
    delete fields[UTF8ToString(name)];
  }
});

}  // namespace

bool NameField(const std::string& name, const char* hint, char* buffer, size_t size, float width) {
  Field& f = Fields()[name];
  f.buffer = buffer;
  f.size = size;
  f.frame = ImGui::GetFrameCount();
  const float height = ImGui::GetFrameHeight() + 8;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));
  // The field's box on the canvas; the browser draws the text and caret in it.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(at, at + ImVec2(width, height), d::Rgba(30, 20, 14, 200), 6.0f);
  dl->AddRect(at, at + ImVec2(width, height), d::Rgba(255, 230, 190, 140), 6.0f, 0, 1.5f);
  d::TestRect(name, at, at + ImVec2(width, height));
  // Clipped by a scrolled window: only the visible part takes taps.
  const ImVec2 clip_min = dl->GetClipRectMin(), clip_max = dl->GetClipRectMax();
  const float top = std::max(at.y, clip_min.y), bottom = std::min(at.y + height, clip_max.y);
  if (bottom - top < height * 0.5f) {
    RemoveInput(name.c_str());
  } else {
    PlaceInput(name.c_str(), at.x, at.y, width, height, buffer, hint, ImGui::GetFontSize(),
               kMaxSeatNameChars);
  }
  const bool changed = f.changed;
  f.changed = false;
  return changed;
}

void EndNameFieldsFrame() {
  const int frame = ImGui::GetFrameCount();
  for (auto it = Fields().begin(); it != Fields().end();) {
    if (it->second.frame == frame) {
      ++it;
      continue;
    }
    RemoveInput(it->first.c_str());
    it = Fields().erase(it);
  }
}

}  // namespace mercato::web

// The page's input changed: the text goes into the field's buffer (cut between
// two grapheme clusters to fit, never inside a character or a cluster).
extern "C" EMSCRIPTEN_KEEPALIVE void mercato_name_field_input(const char* name, const char* value) {
  auto& fields = mercato::web::Fields();
  auto it = fields.find(name);
  if (it == fields.end() || it->second.buffer == nullptr) return;
  const size_t n = mercato::GraphemePrefixBytes(value, it->second.size - 1);
  std::memcpy(it->second.buffer, value, n);
  it->second.buffer[n] = 0;
  it->second.changed = true;
}

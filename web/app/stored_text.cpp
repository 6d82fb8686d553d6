#include "app/stored_text.h"

#include <emscripten.h>

#include <cstdlib>

namespace mercato::web {

namespace {

EM_JS(char*, LoadStored, (const char* key), {
  var text = '';
  try { text = window.localStorage.getItem(UTF8ToString(key)) || ''; } catch (e) {}
  var size = lengthBytesUTF8(text) + 1;
  var ptr = _malloc(size);
  stringToUTF8(text, ptr, size);
  return ptr;
});

EM_JS(void, SaveStored, (const char* key, const char* text), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(text)); } catch (e) {}
});

}  // namespace

std::string StoredText(const char* key) {
  char* text = LoadStored(key);
  std::string out = text;
  std::free(text);
  return out;
}

void StoreText(const char* key, const std::string& text) { SaveStored(key, text.c_str()); }

}  // namespace mercato::web

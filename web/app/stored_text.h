// The page's settings that outlive a visit (the people's names, the guides seen):
// a localStorage text each, under its own key. Storage that is off or full
// (private mode) reads as "" and forgets what is stored; nothing else breaks.
#pragma once

#include <string>

namespace mercato::web {

// localStorage text under `key` ("" when none or storage is off), and storing it.
std::string StoredText(const char* key);
void StoreText(const char* key, const std::string& text);

}  // namespace mercato::web

// The page's side of `.mercato` files (see bridge_files.cpp): downloading a
// record, the file picker, and the text handed over by mercato.importRecord /
// mercato.replay.open or a file dropped on the page.
#pragma once

#include <cstddef>
#include <string>

#include "engine/status.h"

namespace mercato::web::bridge {

// {"ok":true} or {"ok":false,"error":"..."}, valid until the next call: the
// reply of the JS API's calls.
const char* ResultJson(const Status& status);

// Downloads `text` as `<game>-<YYYY-MM-DD>.mercato`.
void DownloadRecordFile(const std::string& game, const std::string& text);
// Downloads `text` as `<stem>-<YYYY-MM-DD>.mercato` (a record or a variant of `game`).
void DownloadFile(const std::string& stem, const std::string& game, const std::string& text);
// Opens the browser's file picker; the chosen file goes to mercato.importRecord.
void PickRecordFile();
// The size in UTF-8 bytes of the text the page handed over (read before copying it).
size_t PendingTextBytes();
// Forgets the text the page handed over, without copying it.
void DropPendingText();
// Takes the text the page handed over (then forgets it on the page).
std::string TakePendingText();

}  // namespace mercato::web::bridge

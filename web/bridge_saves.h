// The page's save store (web/page/save_store.js) seen from the app: one slot
// per game, so no game replaces another (issue 18). The JS side of the JS API's
// mercato.saves.* is in shell.html; it calls the extern "C" functions of
// bridge_saves.cpp.
#pragma once

#include <string>

namespace mercato::web::bridge {

// A slot for the game starting in this tab: the page's link key when the page
// starts the game of its URL parameters, else `preferred` if given, else a new one.
std::string BeginSaveSlot(const std::string& preferred = "");
// Saves a game's record in its slot with the list's summary (`meta_json`:
// {game, players, seats, moves, over, scores}). Returns "" or why it failed:
// "quota" (storage full), "blocked" (private mode, refused) or "unavailable".
std::string SaveToSlot(const std::string& id, const std::string& record,
                       const std::string& meta_json);
// The list, one line per slot, fields separated by tabs:
//   id, game, players, moves, over (0/1), when ("2026-12-01 20:50"), scores ("12 8"),
//   damaged ("" | "damaged" | "newer")
std::string SaveListText();
// Changes whenever the list may have changed (in this tab or another).
int SaveListVersion();
// Continue: the page takes the slot's lock, then resumes it (mercato_saves_resume)
// or says it is being played in another tab.
void OpenSaveSlot(const std::string& id);
// The record kept in a slot ("" when none).
std::string SlotRecord(const std::string& id);
void RemoveSaveSlot(const std::string& id);
// Keeps a slot that cannot be resumed aside, unchanged, with the reason.
void SetSaveAside(const std::string& id, const std::string& reason);
// Downloads a slot's text as it is (for a save kept aside).
void DownloadSavedText(const std::string& id);

}  // namespace mercato::web::bridge

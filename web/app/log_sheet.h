// The log on a phone is a sheet along the bottom of the screen (issue 38, part 4): its
// header is a handle that a tap, or a finger drawing it up, pulls up to most of the
// screen, and a tap or a drag down lets back down. The desk's log is a column: no sheet.
#pragma once

#include "imgui.h"

namespace mercato::web::log_sheet {

// Where the log window goes this frame: the resting panel [min, min + size], or the
// sheet as far as it is pulled (its top no higher than `top`; top < 0: not a sheet).
struct Place {
  ImVec2 min, size;
  bool sheet = false;
};
Place PlaceLog(ImVec2 min, ImVec2 size, float top);

// The handle over [min, min + size] in the log window: a grab bar and a chevron
// (drawn here), a tap or a drag (followed here). Named "log:sheet" for the tests.
void Handle(ImVec2 min, ImVec2 size);

// Pulled up (or being pulled): the sheet covers the table.
bool Pulled();

// In the log's window, every frame: as it starts to be pulled, the sheet goes over the
// table's window (once: a dialog that opens later still lies over the sheet).
void RaiseWhenPulled();

}  // namespace mercato::web::log_sheet

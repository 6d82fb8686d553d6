// Touch drag scrolls, with momentum; a tap still clicks.
//
// SDL turns a touch into mouse events, so by itself ImGui sees a press, a drag
// and a release and scrolls nothing (only the thin scrollbar would move). Once
// a finger has moved a few pixels more up/down than sideways it becomes a
// scroll of the scrollable window under it: ImGui sees the pointer leave (so
// the button under the finger does not fire), the window follows the finger,
// and after the release it glides on and slows down, as a phone's lists do, and
// stops at the content's end (the physics: app/scroll_glide.h).
#pragma once

namespace mercato::web::touch_scroll {

// From the browser's touch events, in CSS pixels; `now` is the event's own time
// (its timeStamp, in seconds): the glide's speed needs the real spacing of the moves.
void TouchDown(float x, float y, double now);
void TouchMove(float x, float y, double now);
void TouchUp(double now);
// After the platform backend's NewFrame, before ImGui::NewFrame: hides the
// pointer from ImGui while a drag scrolls, and moves the window. `now`: the
// frame's time on the events' clock (performance.now(), in seconds).
void BeforeNewFrame(double now);
// Still gliding after a release (the page must keep drawing).
bool Gliding();
// Names each scrollable window's scroll for tests: "scroll:<window>" ->
// "<scroll y> <max y>" (window.mercato.debug.texts()). After the app's frame.
void PublishScrolls();

}  // namespace mercato::web::touch_scroll

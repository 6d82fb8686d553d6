// The page's program: SDL2 window + WebGL2 context + Dear ImGui, one frame per
// browser animation frame (emscripten_set_main_loop), the App drawing each frame.
//
// High-DPI: the canvas backing store is CSS size x devicePixelRatio (SDL's
// ALLOW_HIGHDPI does that), ImGui works in CSS pixels with
// DisplayFramebufferScale = dpr, and fonts are rasterised at dpr and scaled back
// (FontGlobalScale = 1/dpr), so text stays sharp. The canvas follows its parent
// element's size every frame (window resizes, phone rotations).
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/fonts.h"
#include "app/touch_scroll.h"
#include "bridge.h"
#include "draw/draw.h"
#include "draw/picture_fingerprint.h"
#include "engine/json_writer.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;
int g_css_w = 0, g_css_h = 0;
float g_dpr = 0;
int g_frames = 0;     // frames drawn
double g_awake_until = 0;  // seconds (emscripten_get_now() / 1000): draw every frame until then
double g_last_draw = 0;
bool g_woken = false;      // the page called the JS API since the last frame
int g_call_frames = 0;     // frames still to draw for the last call
int g_input_frames = 0;    // frames still to draw for the last input
// Draw every animation frame, as the page did before it learnt to idle (issue
// 21): only for ./tools/bench --idle, which measures both ways.
bool g_always_draw = false;

// After input the page draws every frame for this long (buttons answer, a tooltip's
// window settles); then only while App::Busy() or the drawing asks for frames
// (draw::KeepDrawingUntil: slides, flights, fading marks, hover lifts easing, a
// held finger's explanation, a glow's pulse), plus a slow heartbeat for anything
// that changes with time and does not ask (cheap: an unchanged picture is not drawn).
constexpr double kAwakeSeconds = 0.5;
// After input, and after a JS API call that changes something, at least this many
// frames: ImGui acts on a click in one frame and shows what it did in the next, a
// new screen's layout settles in its second.
constexpr int kFramesAfterInput = 3;
constexpr int kFramesAfterCall = 3;
constexpr double kHeartbeatSeconds = 0.5;
// A computer searching needs the main thread, not pictures: its progress is
// drawn this often, and the animation frames between only search (a frame drawn
// in software costs ~200 ms, which left the search ~9 ms of it).
constexpr double kSearchDrawSeconds = 0.25;

// The size the canvas should have: its parent's box (the page sets it to the
// viewport; an embedding page can give it any box).
EM_JS(int, CanvasParentWidth, (), {
  var c = Module['canvas'];
  var p = c && c.parentElement;
  return Math.max(1, Math.floor(p ? p.clientWidth : window.innerWidth));
});
EM_JS(int, CanvasParentHeight, (), {
  var c = Module['canvas'];
  var p = c && c.parentElement;
  return Math.max(1, Math.floor(p ? p.clientHeight : window.innerHeight));
});

// Returns true when the canvas changed size or pixel ratio.
bool FollowPageSize() {
  const int w = CanvasParentWidth();
  const int h = CanvasParentHeight();
  const float dpr = float(emscripten_get_device_pixel_ratio());
  if (dpr != g_dpr) {
    g_dpr = dpr;
    mercato::web::LoadFonts(dpr);
    g_css_w = 0;  // SDL recomputes the backing store for the new ratio
  }
  if (w != g_css_w || h != g_css_h) {
    g_css_w = w;
    g_css_h = h;
    SDL_SetWindowSize(g_window, w, h);
    return true;
  }
  return false;
}

// ImGui 1.86 reads keys as "down this frame": a key pressed and released within
// one frame (a quick tap, or a test's keyboard.press) would never be seen. A
// release that follows its own press in the same frame waits for the next one.
std::vector<SDL_Event> g_deferred_key_ups;

// SDL reports a finger as the mouse with `which` == SDL_TOUCH_MOUSEID: the
// hints speak of tapping while one is down (its scroll: OnTouch below).
void WatchTouch(const SDL_Event& event) {
  namespace draw = mercato::web::draw;
  switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.which != SDL_TOUCH_MOUSEID) {
        draw::SetPointer(draw::Pointer::kMouse);
      } else if (event.button.button == SDL_BUTTON_LEFT) {
        draw::TouchStarted();
      }
      break;
    case SDL_MOUSEMOTION:
      if (event.motion.which != SDL_TOUCH_MOUSEID) draw::SetPointer(draw::Pointer::kMouse);
      break;
    case SDL_MOUSEBUTTONUP:
      if (event.button.which == SDL_TOUCH_MOUSEID && event.button.button == SDL_BUTTON_LEFT) {
        draw::TouchEnded();
      }
      break;
    case SDL_KEYDOWN:
      // Moving the focus with keys: the hints speak of selecting.
      switch (event.key.keysym.scancode) {
        case SDL_SCANCODE_TAB: case SDL_SCANCODE_UP: case SDL_SCANCODE_DOWN:
        case SDL_SCANCODE_LEFT: case SDL_SCANCODE_RIGHT:
          draw::SetPointer(draw::Pointer::kKeys);
          break;
        default:
          break;
      }
      break;
    default:
      break;
  }
}

// The finger that may scroll (the first one down; -1: none) goes to
// app/touch_scroll.h straight from the browser's touch events, with their own
// times (timeStamp): SDL's events carry when SDL saw them, and a browser hands
// a frame's moves over together, so their spacing there says nothing of speed.
long g_scroll_finger = -1;

EM_BOOL OnTouch(int type, const EmscriptenTouchEvent* event, void*) {
  namespace ts = mercato::web::touch_scroll;
  const double now = event->timestamp / 1000.0;
  for (int i = 0; i < event->numTouches; ++i) {
    const EmscriptenTouchPoint& p = event->touches[i];
    if (!p.isChanged) continue;
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
      if (g_scroll_finger >= 0) continue;
      g_scroll_finger = p.identifier;
      ts::TouchDown(float(p.targetX), float(p.targetY), now);
    } else if (p.identifier != g_scroll_finger) {
      continue;
    } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
      ts::TouchMove(float(p.targetX), float(p.targetY), now);
    } else {  // lifted, or cancelled
      g_scroll_finger = -1;
      ts::TouchUp(now);
    }
  }
  return EM_FALSE;  // SDL's own listeners still turn the touch into the mouse (a tap clicks)
}

// Returns true when any input came.
bool PumpEvents() {
  bool any = !g_deferred_key_ups.empty();
  for (const SDL_Event& event : g_deferred_key_ups) ImGui_ImplSDL2_ProcessEvent(&event);
  g_deferred_key_ups.clear();
  std::vector<SDL_Scancode> pressed;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_KEYDOWN) pressed.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP) {
      bool pressed_now = false;
      for (SDL_Scancode code : pressed) pressed_now |= code == event.key.keysym.scancode;
      if (pressed_now) {
        g_deferred_key_ups.push_back(event);
        continue;
      }
    }
    any = true;
    WatchTouch(event);
    ImGui_ImplSDL2_ProcessEvent(&event);
  }
  return any;
}

// Why a frame was drawn, counted for mercato.debug.frameReasons() (which frames a
// test or a host page costs): the first frames, input, a JS API call that changes
// something, the awake time after input, the app's own work (a computer thinking,
// the Lab, a touch scroll gliding), drawing that asked for it (a slide, a fading
// mark: draw::KeepDrawingUntil), the heartbeat, or debug.alwaysDraw.
enum DrawReason { kStartFrame, kInputFrame, kCallFrame, kAwakeFrame, kBusyFrame, kAskedFrame,
                  kHeartbeatFrame, kAlwaysFrame, kDrawReasons };
constexpr const char* kDrawReasonNames[kDrawReasons] = {"start", "input", "call", "awake", "busy",
                                                        "asked", "heartbeat", "always"};
int g_frames_by_reason[kDrawReasons] = {};
// Frames built whose picture was the last one's (draw::PictureFingerprint): not
// rasterised, the canvas keeps showing what it shows.
int g_frames_unchanged = 0;
uint64_t g_last_picture = 0;

// What an animation frame does: nothing (idle means idle: no input, nothing
// moving, nothing asked), a slice of a computer's search, or draw.
enum class FrameWork { kNothing, kSearch, kDraw };
FrameWork Decide(bool input) {
  namespace web = mercato::web;
  const double now = emscripten_get_now() / 1000.0;
  // The drawing's asks are in ImGui's time, which stands still between drawn frames.
  const double imgui_now = ImGui::GetTime() + (now - g_last_draw);
  const DrawReason reason = g_frames < 3 ? kStartFrame
                            : input      ? kInputFrame
                            : g_woken || g_call_frames > 0 ? kCallFrame
                            : now < g_awake_until || g_input_frames > 0 ? kAwakeFrame
                            : web::App::Get().Busy() || web::touch_scroll::Gliding() ? kBusyFrame
                            : web::draw::FrameAsked(imgui_now) ? kAskedFrame
                            : g_always_draw ? kAlwaysFrame
                                            : kHeartbeatFrame;
  // Input keeps the page awake a while (hover lifts ease in, tooltips open); a call
  // for the frames that draw what it changed; moving things for as long as they move.
  if (input) {
    g_awake_until = now + kAwakeSeconds;
    g_input_frames = kFramesAfterInput;
  } else if (reason == kAwakeFrame && g_input_frames > 0) {
    --g_input_frames;
  }
  if (g_woken) g_call_frames = kFramesAfterCall - 1;  // this one and the next ones
  else if (reason == kCallFrame) --g_call_frames;
  g_woken = false;
  if (reason == kHeartbeatFrame && now - g_last_draw < kHeartbeatSeconds) return FrameWork::kNothing;
  // Only a computer's search runs between frames; the Lab, a gliding scroll and
  // anything moving (a slide asks for its frames) draw.
  if (reason == kBusyFrame && now - g_last_draw < kSearchDrawSeconds && web::App::Get().SearchingAlone() &&
      !web::draw::FrameAsked(imgui_now)) {
    if (web::App::Get().ThinkBetweenFrames(imgui_now)) g_woken = true;  // chosen: the next frame plays it
    return FrameWork::kSearch;
  }
  g_last_draw = now;
  ++g_frames_by_reason[reason];
  // Glows hold still while things happen, and pulse after a pause (frames that
  // only keep time, the heartbeat or a mark fading, are not something happening).
  if (reason != kHeartbeatFrame && reason != kAskedFrame && reason != kAlwaysFrame) {
    web::draw::NoteActivity(imgui_now);
  }
  return FrameWork::kDraw;
}

void Frame() {
  bool input = PumpEvents();
  input |= FollowPageSize();
  input |= mercato::web::LoadNewGlyphs();  // characters the last frame drew as boxes (names)
  if (Decide(input) != FrameWork::kDraw) return;

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  mercato::web::touch_scroll::BeforeNewFrame(emscripten_get_now() / 1000.0);
  mercato::web::draw::PointerAfterTouch();
  // Enter activates the focused item as Space does (ImGui 1.86 maps Enter to
  // text input only), so the keyboard alone can play.
  ImGuiIO& io = ImGui::GetIO();
  if (io.KeysDown[SDL_SCANCODE_RETURN] || io.KeysDown[SDL_SCANCODE_KP_ENTER]) {
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
  }
  ImGui::NewFrame();
  mercato::web::draw::ForgetFrameAsks();
  mercato::web::draw::SetReducedMotion(EM_ASM_INT({ return Module['mercatoReducedMotion'] ? 1 : 0; }) != 0);
  mercato::web::App::Get().Frame();
  mercato::web::draw::DrawKeptExplanation();
  mercato::web::touch_scroll::PublishScrolls();
  ImGui::Render();

  int fb_w = 0, fb_h = 0;
  SDL_GL_GetDrawableSize(g_window, &fb_w, &fb_h);
  const uint64_t font_atlas = uint64_t(mercato::web::FontBuilds()) << 32 | uint32_t(mercato::web::GlyphAdds());
  const uint64_t picture = mercato::web::draw::PictureFingerprint(*ImGui::GetDrawData(), fb_w, fb_h, font_atlas);
  const bool same_picture = picture == g_last_picture && g_frames >= 3;
  g_last_picture = picture;
  if (same_picture) ++g_frames_unchanged;
  // The same picture is not drawn into the WebGL canvas: the browser keeps showing
  // the last one, and SwiftShader (or a phone's GPU) rests. debug.alwaysDraw
  // (./tools/bench --idle) draws every frame, as before the page idled.
  if (!same_picture || g_always_draw) {
    glViewport(0, 0, fb_w, fb_h);
    glClearColor(0.36f, 0.24f, 0.15f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(g_window);
  }

  // The page's loading screen waits for drawn frames, not just for main().
  if (++g_frames == 3) mercato::web::bridge::NotifyReady();
}

}  // namespace

// The page calls this before every JS API call (shell.html), so what the call
// changed is drawn at once.
extern "C" EMSCRIPTEN_KEEPALIVE void mercato_wake() { g_woken = true; }

// For the idle benchmark: 1 = draw every frame (the page before issue 21), 0 = idle when idle.
extern "C" EMSCRIPTEN_KEEPALIVE void mercato_set_always_draw(int on) { g_always_draw = on != 0; }

// Frames drawn so far (tests check that an idle page stops drawing).
extern "C" EMSCRIPTEN_KEEPALIVE int mercato_drawn_frames() { return g_frames; }

// Frames drawn so far by reason, {"start": n, "input": n, ...} (mercato.debug.frameReasons()).
extern "C" EMSCRIPTEN_KEEPALIVE const char* mercato_debug_frame_reasons() {
  static std::string out;
  mercato::JsonWriter w;
  w.BeginObject();
  for (int r = 0; r < kDrawReasons; ++r) w.Field(kDrawReasonNames[r], g_frames_by_reason[r]);
  w.Field("unchanged", g_frames_unchanged);
  w.EndObject();
  out = w.str();
  return out.c_str();
}

int main() {
  // Touch becomes mouse (tap = click); keys go to the page, not the whole window.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  // Before the first touch or click: a phone's hints speak of tapping.
  if (EM_ASM_INT({ return window.matchMedia && matchMedia('(pointer: coarse)').matches ? 1 : 0; })) {
    mercato::web::draw::SetPointer(mercato::web::draw::Pointer::kTouch);
  }
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    mercato::web::bridge::Fail(std::string("SDL could not start: ") + SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

  const int w = CanvasParentWidth(), h = CanvasParentHeight();
  g_window = SDL_CreateWindow("Mercato", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, w, h,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (g_window == nullptr) {
    mercato::web::bridge::Fail(std::string("Could not create the window: ") + SDL_GetError());
    return 1;
  }
  g_gl = SDL_GL_CreateContext(g_window);
  // No WebGL 2: WebGL 1 (OpenGL ES 2.0); ImGui's backend then uses GLSL ES 1.00.
  bool webgl1 = false;
  if (g_gl == nullptr) {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2);
    g_gl = SDL_GL_CreateContext(g_window);
    webgl1 = g_gl != nullptr;
  }
  if (g_gl == nullptr) {
    mercato::web::bridge::Fail(std::string("WebGL is not available: ") + SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini in the browser's file system
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init(webgl1 ? "#version 100" : "#version 300 es");
  EM_ASM({ Module['mercatoWebGL'] = $0; }, webgl1 ? 1 : 2);
  ImGui_ImplOpenGL3_CreateDeviceObjects();  // so LoadFonts can replace the font texture
  mercato::web::App::Get().Start();

  emscripten_set_touchstart_callback("#canvas", nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchmove_callback("#canvas", nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchend_callback("#canvas", nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchcancel_callback("#canvas", nullptr, EM_FALSE, OnTouch);

  FollowPageSize();
  emscripten_set_main_loop(Frame, 0, true);
  return 0;
}

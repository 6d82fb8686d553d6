// How a finger scrolls a list, as numbers only: the list follows the finger, and
// after a flick it glides on, slows down and stops, at the content's end at the
// latest. Touch samples come in with the browser's event times, the scroll goes
// out for a frame's time. No ImGui and no clock, so the physics is tested natively
// (tests/web/scroll_glide_test.cpp); app/touch_scroll.cpp feeds it and applies it.
#pragma once

namespace mercato::web {

class ScrollGlide {
 public:
  // The finger took hold of content scrolled to `scroll` (CSS px): any glide stops.
  void Hold(double t, float finger_y, float scroll);
  // Where the finger is at event time `t` (seconds; events in order).
  void Move(double t, float finger_y);
  // The finger lifted at event time `t`: the content glides on at the speed the
  // finger had over its last 100 ms (none when it was held still that long).
  void Lift(double t);
  // Ends the glide where it is (another scroll moved the content, the list is gone).
  void Stop();
  // The scroll at frame time `now` (the events' clock) for content that scrolls
  // from 0 to `max`. A glide that reaches either end stops there.
  float ScrollAt(double now, float max);

  bool Held() const { return held_; }
  bool Gliding() const { return gliding_; }
  // The glide's speed at the lift, px/s (+ = the scroll grows).
  float LiftSpeed() const { return lift_speed_; }

 private:
  // The finger's last moves, oldest first (a ring of the newest kSamples).
  static constexpr int kSamples = 32;
  struct Sample {
    double t;
    float y;
  };
  Sample samples_[kSamples] = {};
  int count_ = 0;  // samples kept (at most kSamples)
  int next_ = 0;   // where the next one goes
  float FingerAt(double t) const;
  float FingerScroll() const;  // where the finger has put the content (not yet clamped)
  const Sample& Nth(int i) const { return samples_[(next_ - count_ + i + kSamples) % kSamples]; }

  bool held_ = false;
  bool gliding_ = false;
  float hold_scroll_ = 0, hold_y_ = 0;  // the content under the finger: scroll = hold_scroll_ + hold_y_ - y
  float scroll_ = 0;                    // the last scroll given out
  float lift_speed_ = 0;
  double glide_start_ = -1;  // frame time of the glide's first frame (< 0: not yet drawn)
  float glide_from_ = 0;     // the scroll at the lift
};

}  // namespace mercato::web

#include "app/scroll_glide.h"

#include <algorithm>
#include <cmath>

namespace mercato::web {

namespace {

// The finger's speed at the lift is its mean over this long: one late or early
// sample cannot fling the list, and a finger that stopped this long has none.
constexpr double kSpeedWindow = 0.1;  // s
// The glide's speed falls by e^-kDecay a second; it ends below kStopSpeed.
constexpr float kDecay = 3.5f;
constexpr float kStopSpeed = 30;    // px/s
constexpr float kMaxSpeed = 8000;   // px/s, as fast as a phone's lists go

}  // namespace

void ScrollGlide::Hold(double t, float finger_y, float scroll) {
  held_ = true;
  gliding_ = false;
  lift_speed_ = 0;
  hold_scroll_ = scroll_ = scroll;
  hold_y_ = finger_y;
  count_ = next_ = 0;
  Move(t, finger_y);
}

void ScrollGlide::Move(double t, float finger_y) {
  if (!held_) return;
  samples_[next_] = Sample{t, finger_y};
  next_ = (next_ + 1) % kSamples;
  count_ = std::min(count_ + 1, kSamples);
}

// Where the finger was at event time `t`: between two samples on the line joining
// them, before the first at the first, after the last (held still) at the last.
float ScrollGlide::FingerAt(double t) const {
  if (t <= Nth(0).t) return Nth(0).y;
  for (int i = 1; i < count_; ++i) {
    const Sample &a = Nth(i - 1), &b = Nth(i);
    if (t <= b.t) return b.t > a.t ? a.y + float((t - a.t) / (b.t - a.t)) * (b.y - a.y) : b.y;
  }
  return Nth(count_ - 1).y;
}

float ScrollGlide::FingerScroll() const { return hold_scroll_ + (hold_y_ - Nth(count_ - 1).y); }

void ScrollGlide::Lift(double t) {
  if (!held_) return;
  held_ = false;
  // Over the last kSpeedWindow before the lift, or since the hold if shorter.
  const double from = std::max(t - kSpeedWindow, Nth(0).t);
  const float finger_speed = t - from > 1e-3 ? float((FingerAt(t) - FingerAt(from)) / (t - from)) : 0.0f;
  lift_speed_ = std::clamp(-finger_speed, -kMaxSpeed, kMaxSpeed);  // finger up: the scroll grows
  gliding_ = std::fabs(lift_speed_) >= kStopSpeed;
  glide_from_ = FingerScroll();
  glide_start_ = -1;
}

void ScrollGlide::Stop() { held_ = gliding_ = false; }

float ScrollGlide::ScrollAt(double now, float max) {
  max = std::max(0.0f, max);
  if (held_) {
    const float wanted = FingerScroll();
    scroll_ = std::clamp(wanted, 0.0f, max);
    // Drawn past an end: the content stays there, and answers as soon as the
    // finger turns back (no slack to take up first).
    if (scroll_ != wanted) hold_scroll_ += scroll_ - wanted;
    return scroll_;
  }
  if (!gliding_) return scroll_ = std::clamp(scroll_, 0.0f, max);
  // The glide runs on the frames' clock from its first frame: the distance at a
  // time is the same at any frame rate (v0/k (1 - e^-kt), stopped at kStopSpeed).
  if (glide_start_ < 0) glide_start_ = now;
  const double stop_after = std::log(std::fabs(lift_speed_) / kStopSpeed) / kDecay;
  const double t = std::clamp(now - glide_start_, 0.0, stop_after);
  const float wanted = glide_from_ + lift_speed_ / kDecay * float(1 - std::exp(-kDecay * t));
  scroll_ = std::clamp(wanted, 0.0f, max);
  // At an end, or slow enough: the glide is over, right there.
  if (scroll_ != wanted || t >= stop_after) gliding_ = false;
  return scroll_;
}

}  // namespace mercato::web

// A finger's scroll and its glide (issue 38: "scrolling without overshoot"), from
// synthetic touch samples with their event times: the glide takes the finger's speed
// over its last 100 ms, a finger held still before it lifts does not glide, the glide
// goes as far whatever the frame rate, and it stops at the content's end, never past.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "app/scroll_glide.h"

using mercato::web::ScrollGlide;

namespace {

constexpr double kFrame = 1.0 / 60;

// A finger that takes hold at y = 600 over content scrolled to `scroll`, then moves
// up at `speed` px/s for `seconds`, one sample every 1/120 s (a phone's touch rate).
// Returns the time of its last sample.
double Flick(ScrollGlide& glide, float scroll, float speed, double seconds, double t0 = 10.0) {
  glide.Hold(t0, 600, scroll);
  const int steps = int(std::lround(seconds * 120));
  double t = t0;
  for (int i = 1; i <= steps; ++i) {
    t = t0 + i / 120.0;
    glide.Move(t, float(600 - speed * (t - t0)));
  }
  return t;
}

// Frames every `frame` seconds from `from` until the glide ends (at most 10 s): each
// frame's scroll.
std::vector<float> Frames(ScrollGlide& glide, double from, float max, double frame = kFrame) {
  std::vector<float> out;
  for (double t = from; glide.Gliding() && t < from + 10; t += frame) out.push_back(glide.ScrollAt(t, max));
  if (out.empty()) out.push_back(glide.ScrollAt(from, max));
  return out;
}

}  // namespace

TEST_CASE("scroll glide: the content follows the finger while it is held", "[scroll_glide]") {
  ScrollGlide glide;
  const double t = Flick(glide, 100, 500, 0.2);  // 100 px up
  CHECK(glide.Held());
  CHECK(glide.ScrollAt(t, 1000) == Approx(200).margin(0.5));
  // Drawn past the top, then back: the content answers at once, not after the overshoot.
  glide.Move(t + 0.02, 900);  // 300 px down from the hold: scroll would be -200
  CHECK(glide.ScrollAt(t + 0.03, 1000) == 0);
  glide.Move(t + 0.04, 850);
  CHECK(glide.ScrollAt(t + 0.05, 1000) == Approx(50).margin(0.5));
}

TEST_CASE("scroll glide: a flick glides on at the finger's speed and slows to a stop", "[scroll_glide]") {
  ScrollGlide glide;
  const double t = Flick(glide, 0, 1000, 0.25);
  glide.ScrollAt(t, 5000);
  glide.Lift(t + 0.004);
  CHECK(glide.LiftSpeed() == Approx(1000).epsilon(0.1));
  const std::vector<float> frames = Frames(glide, t + kFrame, 5000);
  CHECK_FALSE(glide.Gliding());
  const float glided = frames.back() - 250;
  CHECK(glided > 150);
  CHECK(glided < 600);
  for (size_t i = 1; i < frames.size(); ++i) CHECK(frames[i] >= frames[i - 1]);
}

TEST_CASE("scroll glide: a finger held still before it lifts does not glide", "[scroll_glide]") {
  for (double still : {0.1, 0.15, 0.25}) {
    INFO("held still " << still << " s");
    ScrollGlide glide;
    const double t = Flick(glide, 0, 1000, 0.25);
    const float at_lift = glide.ScrollAt(t + still, 5000);
    glide.Lift(t + still);
    CHECK(glide.LiftSpeed() == 0);
    const std::vector<float> frames = Frames(glide, t + still + kFrame, 5000);
    CHECK(frames.back() == at_lift);
    CHECK_FALSE(glide.Gliding());
  }
}

TEST_CASE("scroll glide: the speed is the last 100 ms', not the last pair of samples'", "[scroll_glide]") {
  // The same flick at 600 px/s, once with a last sample 4 ms after the one before and
  // 8 px on (a finger rolling off the glass): the glide may not fling much farther.
  ScrollGlide plain;
  const double t = Flick(plain, 0, 600, 0.25);
  plain.Lift(t + 0.005);
  const float plain_speed = plain.LiftSpeed();
  const float plain_glide = Frames(plain, t + kFrame, 5000).back() - 150;
  ScrollGlide rolled;
  Flick(rolled, 0, 600, 0.25);
  rolled.Move(t + 0.004, float(600 - 600 * 0.25 - 8));
  rolled.Lift(t + 0.005);
  CHECK(rolled.LiftSpeed() < 1.25f * plain_speed);
  CHECK(Frames(rolled, t + kFrame, 5000).back() - 158 < 1.25f * plain_glide);
}

TEST_CASE("scroll glide: the glide goes as far at 10 frames a second as at 60", "[scroll_glide]") {
  // On a loaded phone the frames come slower: the glide may not then overshoot.
  float ends[2];
  const double rates[2] = {1.0 / 60, 1.0 / 10};
  for (int i = 0; i < 2; ++i) {
    ScrollGlide glide;
    const double t = Flick(glide, 0, 1200, 0.25);
    glide.Lift(t);
    ends[i] = Frames(glide, t + rates[i], 8000, rates[i]).back();
  }
  CHECK(ends[1] == Approx(ends[0]).margin(2));
}

TEST_CASE("scroll glide: a fling stops at the content's end, never past it, and stays", "[scroll_glide]") {
  for (const float max : {260.0f, 400.0f}) {
    INFO("content scrolls to " << max);
    ScrollGlide glide;
    const double t = Flick(glide, 0, 2500, 0.1);  // 250 px drawn, then fast on
    glide.Lift(t);
    const std::vector<float> frames = Frames(glide, t + kFrame, max);
    CHECK_FALSE(glide.Gliding());
    for (size_t i = 0; i < frames.size(); ++i) {
      CHECK(frames[i] <= max);
      if (i > 0) CHECK(frames[i] >= frames[i - 1]);  // no bounce back
    }
    CHECK(frames.back() == max);
    CHECK(glide.ScrollAt(t + 3, max) == max);
  }
  // And at the top, flung down.
  ScrollGlide glide;
  glide.Hold(10, 300, 120);
  for (int i = 1; i <= 12; ++i) glide.Move(10 + i / 120.0, 300 + 25.0f * i);
  glide.Lift(10 + 0.1);
  const std::vector<float> frames = Frames(glide, 10.1 + kFrame, 1000);
  for (float f : frames) CHECK(f >= 0);
  CHECK(frames.back() == 0);
  CHECK_FALSE(glide.Gliding());
}

TEST_CASE("scroll glide: a new touch stops a glide where it is", "[scroll_glide]") {
  ScrollGlide glide;
  const double t = Flick(glide, 0, 1500, 0.2);
  glide.Lift(t);
  glide.ScrollAt(t + kFrame, 5000);
  const float mid = glide.ScrollAt(t + 0.1, 5000);
  CHECK(glide.Gliding());
  glide.Hold(t + 0.11, 500, mid);
  CHECK_FALSE(glide.Gliding());
  CHECK(glide.ScrollAt(t + 0.5, 5000) == mid);
}

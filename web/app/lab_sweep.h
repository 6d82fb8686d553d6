// A sweep of one number in the Lab: the same lab (game, bots, options, seed)
// played at each value of one parameter, so a designer sees how the seats'
// win rates move with it: a line per seat with 95% error bars.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/status.h"
#include "lab/lab.h"
#include "lab/summary.h"

namespace mercato::web {

struct SweepRequest {
  lab::LabConfig base;        // options: every other number as the form has it
  std::string key;            // the parameter swept, "oregano.start_gold"
  int seat = -1;              // a per-seat parameter: the seat swept (-1: every seat)
  std::vector<int> seat_values;  // a per-seat parameter: the other seats' values
  int from = 0, to = 0, step = 1;
};

struct SweepPoint {
  int value = 0;
  std::vector<lab::Rate> seat_win;
  lab::Rate first_player;
  int64_t games = 0;
};

class LabSweep {
 public:
  // Checks every point's options before any game (a value out of range fails here).
  static StatusOr<LabSweep> Create(const SweepRequest& request);
  // Plays for about `seconds` of this frame; true once every point is done.
  bool Step(double seconds);
  bool Done() const { return next_point_ >= values_.size(); }
  const SweepRequest& request() const { return request_; }
  // The finished points, then the one being played (partial).
  std::vector<SweepPoint> Points() const;
  int64_t GamesDone() const;
  int64_t GamesTotal() const;
  double fair_share() const { return request_.base.players > 0 ? 1.0 / request_.base.players : 0; }

 private:
  lab::LabConfig PointConfig(int value) const;
  SweepPoint Point(size_t index, const lab::LabRunner& runner) const;

  SweepRequest request_;
  std::vector<int> values_;
  std::vector<SweepPoint> done_;
  std::unique_ptr<lab::LabRunner> runner_;
  size_t next_point_ = 0;
};

}  // namespace mercato::web

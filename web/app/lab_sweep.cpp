#include "app/lab_sweep.h"

#include <chrono>

#include "engine/options.h"
#include "registry/registry.h"

namespace mercato::web {

lab::LabConfig LabSweep::PointConfig(int value) const {
  std::string item = request_.key + "=";
  if (request_.seat < 0) {
    item += std::to_string(value);
  } else {
    for (size_t seat = 0; seat < request_.seat_values.size(); ++seat) {
      item += (seat ? "/" : "") +
              std::to_string(int(seat) == request_.seat ? value : request_.seat_values[seat]);
    }
  }
  lab::LabConfig config = request_.base;
  config.options = OverrideOptionsText(request_.base.options, item);
  config.compare.clear();
  return config;
}

StatusOr<LabSweep> LabSweep::Create(const SweepRequest& request) {
  if (request.step < 1) return Status::Error("the sweep's step must be 1 or more");
  if (request.to < request.from) return Status::Error("the sweep runs from a low value to a high one");
  if ((request.to - request.from) / request.step + 1 > 40) {
    return Status::Error("a sweep has at most 40 values: raise the step");
  }
  if (request.seat >= 0 && size_t(request.seat) >= request.seat_values.size()) {
    return Status::Error("the sweep's seat is not at the table");
  }
  LabSweep sweep;
  sweep.request_ = request;
  for (int v = request.from; v <= request.to; v += request.step) sweep.values_.push_back(v);
  // Every point's options are checked now, so a bad value fails before any
  // game is played; the first point's runner also checks the bots and starts.
  for (int v : sweep.values_) {
    const lab::LabConfig config = sweep.PointConfig(v);
    if (v == sweep.values_.front()) {
      StatusOr<lab::LabRunner> runner = lab::LabRunner::Create(config);
      if (!runner.ok()) return runner.status();
      sweep.runner_ = std::make_unique<lab::LabRunner>(std::move(*runner));
    } else if (StatusOr<std::shared_ptr<const Game>> game =
                   LoadGame(config.game, config.players, config.options);
               !game.ok()) {
      return game.status();
    }
  }
  return sweep;
}

bool LabSweep::Step(double seconds) {
  const auto start = std::chrono::steady_clock::now();
  while (!Done()) {
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > seconds) {
      return false;
    }
    runner_->Step(64);
    if (!runner_->Done()) continue;
    done_.push_back(Point(next_point_, *runner_));
    ++next_point_;
    runner_.reset();
    if (Done()) break;
    StatusOr<lab::LabRunner> runner = lab::LabRunner::Create(PointConfig(values_[next_point_]));
    if (!runner.ok()) {  // checked in Create: cannot happen, but never loop forever
      next_point_ = values_.size();
      break;
    }
    runner_ = std::make_unique<lab::LabRunner>(std::move(*runner));
  }
  return true;
}

SweepPoint LabSweep::Point(size_t index, const lab::LabRunner& runner) const {
  const lab::RunAggregate& run = runner.Result().runs[0].aggregate;
  const lab::RunSummary summary = lab::Summarize(request_.base.game, run);
  SweepPoint point;
  point.value = values_[index];
  point.seat_win = summary.seat_win;
  point.first_player = summary.first_player;
  point.games = run.games;
  return point;
}

std::vector<SweepPoint> LabSweep::Points() const {
  std::vector<SweepPoint> points = done_;
  if (runner_ && runner_->GamesDone() > 0) points.push_back(Point(next_point_, *runner_));
  return points;
}

int64_t LabSweep::GamesDone() const {
  return int64_t(next_point_) * request_.base.games + (runner_ ? runner_->GamesDone() : 0);
}

int64_t LabSweep::GamesTotal() const { return int64_t(values_.size()) * request_.base.games; }

}  // namespace mercato::web

// A new game's table as one seat sees it, for the seat-view tests of the
// numbers in force: the game loaded with options (parameters), its first
// position, and that seat's view of it, typed.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "engine/seat_view.h"
#include "registry/registry.h"

namespace mercato::testing {

template <class View>
struct NewTableView {
  std::unique_ptr<State> state;
  std::unique_ptr<SeatView> made;
  const View* view = nullptr;  // made, typed
};

template <class View>
NewTableView<View> ViewOfNewGame(const std::string& id, int players, const std::string& options,
                                 int viewer = 0) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(id, players, options);
  REQUIRE(game.ok());
  NewTableView<View> out;
  out.state = (*game)->NewInitialState();
  out.made = MakeSeatView(*out.state, viewer);
  out.view = dynamic_cast<const View*>(out.made.get());
  REQUIRE(out.view != nullptr);
  return out;
}

}  // namespace mercato::testing

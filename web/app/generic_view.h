// The table of a registered game whose own view is not in the build yet: the
// scores, whose turn it is, and every legal move as a button (in notation). It
// keeps every registered game playable end to end while its table is drawn.
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeGenericView();

}  // namespace mercato::web

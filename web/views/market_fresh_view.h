// The Market Fresh / マーケットフレッシュ table: every storefront as a grid seen
// slightly from above with its stacked crates, the face-up row and the
// face-down pile (solo: the 25 crates), the market board with everyone's farmer
// tiles, scores with 50-point vouchers. A person picks a crate, hovers the
// storefront to see where it would go (green when legal, red with the reason
// when not), rotates it (R, right click or the button) and clicks; then picks
// the produce to score from buttons that show the points.
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeMarketFreshView();

}  // namespace mercato::web

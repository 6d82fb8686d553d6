// The Trade Tycoon / トレードタイクーン table: the others' hands as fans of card
// backs in sorted order with the balance card at 7.5 and the cards seen
// entering them marked, the viewer's hand face up in order, warehouses as rows
// of goods, the oasis, style cards, skills (face down, with a peek at one's
// own) and an order dialog (partner, card, number or suit order, relay).
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeTradeTycoonView();

}  // namespace mercato::web

// Trade Tycoon in words: log lines, the end-of-game breakdown and the rules
// page, in English and Japanese.
#pragma once

#include <string>

#include "games/trade_tycoon/trade_tycoon_actions.h"
#include "games/trade_tycoon/trade_tycoon_seat_view.h"
#include "views/game_view.h"

namespace mercato::web::trade_tycoon_view {

// One event of a move in words, as told to `viewer` (-1 sees everything): the
// rules left out what the viewer may not know (TradeTycoonState::EventsSeen:
// others' dealt and drawn cards, skills and passes), so this only words it.
// "" = nothing to say ("receive": the table shows the skill received).
std::string Words(const GameEvent& event, int viewer, Lang lang);
// The log group of a move (GameView::GroupOf): the deal's cards and skills are one group,
// and a turn's order (what comes before it, the order, the named card, the return, Double
// deal, the end of orders, Warehouseman and the draw) is one group per turn, "Seat 2 trades
// with Seat 3". Style and skill reveals stand alone.
LogGroup GroupOf(const GameEvents& events, int viewer, Lang lang);
// What an order asks of the partner, e.g. "number order on 9: a 9, else the nearest number".
std::string OrderRule(trade_tycoon::OrderType type, int given_card, int named_card, Lang lang);
// Why a move the table shows is blocked (TradeTycoonState::BlockedMovesFor):
// the words for the game's reason codes, "" for a code it leaves to
// GameView::WhyNot.
std::string WhyNot(const BlockedMove& blocked, Lang lang);
// How each player's points came about, as the table shows them (an ImGui
// window body is open).
void ScoreBreakdown(const trade_tycoon::TradeTycoonSeatView& table, Lang lang);
// The rules page (an ImGui window body is open).
void Rules(Lang lang);

}  // namespace mercato::web::trade_tycoon_view

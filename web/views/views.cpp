// The table of game views, in the registry's order. A view is compiled in with
// its game (MERCATO_HAS_<id>, from MERCATO_REGISTERED_GAMES).
#include "views/game_view.h"

#ifdef MERCATO_HAS_turin_market
#include "views/turin_market_view.h"
#endif
#ifdef MERCATO_HAS_oregano
#include "views/oregano_view.h"
#endif
#ifdef MERCATO_HAS_market_fresh
#include "views/market_fresh_view.h"
#endif
#ifdef MERCATO_HAS_merchants
#include "views/merchants_view.h"
#endif
#ifdef MERCATO_HAS_trade_tycoon
#include "views/trade_tycoon_view.h"
#endif

namespace mercato::web {

std::unique_ptr<GameView> MakeGameView(const std::string& game_id) {
#ifdef MERCATO_HAS_turin_market
  if (game_id == "turin_market") return MakeTurinMarketView();
#endif
#ifdef MERCATO_HAS_oregano
  if (game_id == "oregano") return MakeOreganoView();
#endif
#ifdef MERCATO_HAS_market_fresh
  if (game_id == "market_fresh") return MakeMarketFreshView();
#endif
#ifdef MERCATO_HAS_merchants
  if (game_id == "merchants") return MakeMerchantsView();
#endif
#ifdef MERCATO_HAS_trade_tycoon
  if (game_id == "trade_tycoon") return MakeTradeTycoonView();
#endif
  return nullptr;
}

}  // namespace mercato::web

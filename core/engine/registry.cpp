#include "engine/registry.h"

#include "engine/text.h"

// One include per game: its Info() and Make(). A game is compiled in when its
// id is listed in MERCATO_REGISTERED_GAMES (CMakeLists.txt), which defines
// MERCATO_HAS_<id>; the order below is the order of the home screen.
#ifdef MERCATO_HAS_turin_market
#include "games/turin_market/turin_market.h"
#endif
#ifdef MERCATO_HAS_oregano
#include "games/oregano/oregano.h"
#endif
#ifdef MERCATO_HAS_market_fresh
#include "games/market_fresh/market_fresh.h"
#endif
#ifdef MERCATO_HAS_merchants
#include "games/merchants/merchants.h"
#endif
#ifdef MERCATO_HAS_trade_tycoon
#include "games/trade_tycoon/trade_tycoon.h"
#endif

namespace mercato {

namespace {

const std::vector<GameEntry> kGames = {
#ifdef MERCATO_HAS_turin_market
    {turin_market::Info, turin_market::Make},
#endif
#ifdef MERCATO_HAS_oregano
    {oregano::Info, oregano::Make},
#endif
#ifdef MERCATO_HAS_market_fresh
    {market_fresh::Info, market_fresh::Make},
#endif
#ifdef MERCATO_HAS_merchants
    {merchants::Info, merchants::Make},
#endif
#ifdef MERCATO_HAS_trade_tycoon
    {trade_tycoon::Info, trade_tycoon::Make},
#endif
};

}  // namespace

const std::vector<GameEntry>& RegisteredGames() { return kGames; }

const GameEntry* FindGame(const std::string& id) {
  for (const GameEntry& entry : kGames) {
    if (entry.info().id == id) return &entry;
  }
  return nullptr;
}

StatusOr<std::shared_ptr<const Game>> LoadGame(const std::string& id, int num_players,
                                              const std::string& options_text) {
  const GameEntry* entry = FindGame(id);
  if (entry == nullptr) {
    std::vector<std::string> ids;
    for (const GameEntry& e : kGames) ids.push_back(e.info().id);
    return Status::Error("unknown game '" + id + "' (games: " + Join(ids, ", ") + ")");
  }
  const GameInfo& info = entry->info();
  if (num_players < info.min_players || num_players > info.max_players) {
    return Status::Error(info.id + " is for " + std::to_string(info.min_players) + "-" +
                         std::to_string(info.max_players) + " players, not " +
                         std::to_string(num_players));
  }
  StatusOr<GameOptions> options = ParseOptions(info.options, info.params, num_players, options_text);
  if (!options.ok()) return options.status();
  if (info.check_params != nullptr) {
    Status checked = info.check_params(options->Params(), num_players);
    if (!checked.ok()) return checked;
  }
  return entry->make(num_players, *options);
}

}  // namespace mercato

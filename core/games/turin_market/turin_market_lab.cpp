// Turin Market's counters for the lab (core/lab/counters.h): auctions and
// their winning bids, loans, cards offered and sold, found by walking the
// history so the rules keep no extra fields.
#include <algorithm>

#include "engine/game_counters.h"
#include "engine/history_walk.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

std::vector<lab::Counter> LabCounters(const State& final_state) {
  int64_t auctions = 0, winning_bid_sum = 0, loans = 0, offered = 0, sold = 0;
  WalkHistory<TurinMarketState>(
      final_state, [&](const TurinMarketState& before, Action action,
                       const TurinMarketState& after) {
        const int actor = before.CurrentPlayer();
        const std::string notation = before.ActionToString(action);
        if (actor >= 0 && notation == "loan") ++loans;
        if (actor >= 0 && notation.rfind("sell ", 0) == 0 && notation.find(" for ") != std::string::npos) {
          ++offered;
        }
        // An auction's ranks are fixed: its highest bid is the winning bid.
        if (after.last_auction().serial != before.last_auction().serial) {
          const AuctionRecord& a = after.last_auction();
          ++auctions;
          winning_bid_sum += a.bid.empty() ? 0 : *std::max_element(a.bid.begin(), a.bid.end());
        }
        // A card leaving the offers for another seat's collection was sold.
        for (const SaleOffer& offer : before.on_sale()) {
          if (after.OfferOf(offer.card) != nullptr) continue;
          for (int s = 0; s < after.NumPlayers(); ++s) {
            const std::vector<int>& c = after.collection(s);
            if (s != offer.seller && std::find(c.begin(), c.end(), offer.card) != c.end()) ++sold;
          }
        }
      });
  const auto& state = static_cast<const TurinMarketState&>(final_state);
  int64_t loans_at_end = 0;
  for (int s = 0; s < state.NumPlayers(); ++s) loans_at_end += state.has_loan(s) ? 1 : 0;
  return {{"auctions", auctions},         {"winning_bid_sum", winning_bid_sum},
          {"loans_taken", loans},         {"loans_held_at_end", loans_at_end},
          {"cards_offered", offered},     {"cards_sold", sold}};
}

// The seat that moved first (drawn at setup).
int LabFirstPlayer(const State& final_state) {
  return static_cast<const TurinMarketState&>(final_state).start_player();
}

}  // namespace mercato::turin_market

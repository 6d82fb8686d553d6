// Turin Market: what a seat's table shows, as types: the action encoding, the
// phases and roles, sale offers and table cards, the end-of-game breakdown and
// the observation (Observe). The state header (turin_market.h) includes this;
// the view draws from it through turin_market_seat_view.h without the State.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/fixed_vector.h"
#include "games/turin_market/turin_market_data.h"

namespace mercato {
using Action = int;  // as in engine/game.h
}  // namespace mercato

namespace mercato::turin_market {

using GoodCounts = std::array<int, kNumGoods>;

// ---- Actions: one integer range per kind; the phase gives the meaning. ----
inline constexpr Action kLoan = 0;
inline constexpr Action kPass = 1;        // "no sale", "keep offers", "pass"
inline constexpr Action kSeatBase = 2;    // start / toss / goose / buyer choice: + seat
inline constexpr Action kCardBase = kSeatBase + kMaxPlayers;  // deal/offer/take/...: + card
inline constexpr Action kBidBase = kCardBase + kNumCards;     // bid, re-bid: + amount
inline constexpr Action kSellBase = kBidBase + kMaxAmount + 1;  // + card * kMaxAmount + price-1
inline constexpr int kNumDistinctActions = kSellBase + kNumCards * kMaxAmount;

inline constexpr Action SellAction(int card, int price) {
  return kSellBase + card * kMaxAmount + (price - 1);
}

enum class Phase {
  kChooseStart,  // chance: the start player
  kDeal,         // chance: the next card off the deck for the next seat
  kOffer,        // secret: each seat lays a hand card face down
  kBid,          // secret: each seat grips a bid
  kRebid,        // secret: tied players grip again
  kToss,         // chance: a coin toss orders a tied group
  kGooseChance,  // chance: the first tie of the game gives the goose out
  kGooseGive,    // the goose holder gives the goose to a tied player
  kPick,         // in rank order, takers take (and both-zero players remove) cards
  kWithdraw,     // sellers of older offers may take them back
  kSellOffer,    // takers may offer one card just taken
  kDeclare,      // secret: market window, each seat names a card to buy or passes
  kChooseBuyer,  // a seller picks among several buyers
  kGameOver,
};

enum class ListSide { kClassic, kNew };
enum class GooseMode { kNone, kTieLoser, kUnderdog };
enum class Role { kNone, kTaker, kRemover };
// What still has to order a group of tied players.
enum class Tie { kNone, kRebid, kToss, kGoose };

const char* PhaseName(Phase phase);

GoodCounts UnitsOfCards(const std::vector<int>& cards);
std::string CardName(int card);  // "c7"

struct SaleOffer {
  int card = -1;
  int seller = -1;
  int price = 0;
  int round = 0;  // the round it was offered in
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

struct TableCard {
  int card = -1;
  int offered_by = -1;  // -1 for a centre card
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

// Seats in some order (no heap: rankings are rebuilt inside ApplyAction).
using SeatList = FixedVector<int, kMaxPlayers>;
// Cards held or shown somewhere: room for every card, kept in copies, so that
// moving cards inside ApplyAction never allocates (issue 10).
using CardList = KeptVector<int, kNumCards>;

struct RankGroup {
  SeatList seats;
  Tie tie = Tie::kNone;
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

// ---- End scoring (a pure function, so the rules can be tested on their own). ----
// Fixed-size containers throughout: the game's last action scores it, and no
// action may allocate (issue 10).
template <typename T>
using PerSeat = FixedVector<T, kMaxPlayers>;

struct GoodScore {
  int good = 0;
  SeatList leaders;      // seats with the most units (none if nobody has any)
  int leader_units = 0;
  int bonus = 0;                 // from the list card
  SeatList payers;       // other holders, each paying 1
  SeatList forced_loans; // payers who had to take the loan to pay
  SeatList penalties;    // payers whose 1 the bank paid (+2 on their loan)
  int pool = 0;                  // bonus + payments
  int share = 0;                 // per leader: pool / leaders, rounded up
  int bank_extra = 0;            // what the bank added for rounding up
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

struct ScoreBreakdown {
  PerSeat<GoodCounts> units;       // per seat
  PerSeat<int> money_before;       // purse after the money on cards came back
  FixedVector<GoodScore, kNumGoods> goods;  // in list-card order
  PerSeat<GoodCounts> delta;       // per seat, money won (+) or paid (-) per good
  PerSeat<int> loan_repaid;        // per seat: 15 + penalties, or 0
  PerSeat<int> final_money;        // the game's score
  // The table the game ended on (EndGame fills them, not ScoreGame): each seat's
  // collection in order of acquisition and the cards removed face up, in order.
  // Public, and remembered after a game of a series (the next game clears the
  // table): the information state tells apart how the last auction went.
  PerSeat<FixedVector<int, kNumCards>> collections;
  FixedVector<int, kNumCards> removed;
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

// ---- What one seat may see: the view draws from this, ObservationJson writes its Fields. ----
struct PlayerObservation {
  int seat = 0;
  bool money_visible = true;    // false: money=private and another seat
  int money = 0;                // the purse when visible (below 0 only after the final repayment)
  bool has_loan = false;
  int loan_penalty = 0;
  int hand_size = 0;
  std::vector<int> hand;        // the viewer's own (all for kAllSeeing), else empty
  std::vector<int> collection;  // in order of acquisition
  GoodCounts units{};
  int leader_tokens = 0;
  bool has_offered = false;     // laid a card this round (face down until the reveal)
  int offered = -1;             // that card, when the viewer may see it
  bool has_bid = false;
  int bid = -1;                 // revealed (or own) bid
  bool in_rebid = false;
  bool has_rebid = false;
  int rebid = -1;
  bool both_zero = false;
  int rank = -1;                // 0-based, once every rank is fixed
  Role role = Role::kNone;
  int takes = 0;                // cards this rank takes (or removes)
  int payment = -1;             // paid this round, once paid
  std::vector<int> just_taken;
  bool has_declared = false;
  int declared = -1;            // card named in the market window (-1 pass / hidden)
  int series_total = 0;         // completed games of a series
  template <class Json>
  void Fields(Json& ar) const;  // turin_market_observe.cpp
};

struct TurinMarketObservation {
  int viewer = 0;               // a seat, kAllSeeing (-1) or kSpectator (game.h)
  Phase phase = Phase::kChooseStart;
  int current_player = 0;
  int num_players = 0;
  int round = 0;                // 0-based
  int num_rounds = 0;
  int game_index = 0;           // 0-based game of a series
  int series_games = 1;
  int start_player = -1;
  ListSide list = ListSide::kClassic;
  bool money_private = false;
  GooseMode goose = GooseMode::kNone;
  int goose_holder = -1;        // tie_loser: holder; underdog: this auction's holder
  std::vector<PlayerObservation> players;
  std::vector<TableCard> table; // cards on the auction table, face up
  bool bids_revealed = false;
  bool rebids_revealed = false;
  std::vector<RankGroup> ranking;  // highest first; tied groups still to be ordered
  std::array<int, kMaxPlayers> rank_takes{};  // cards per rank this round
  std::vector<SaleOffer> on_sale;
  std::vector<int> removed;     // face up, out of the game
  int box_count = 0;            // face down, out of the game (2p)
  int deck_count = 0;
  std::vector<int> box;         // kAllSeeing only
  std::vector<int> deck;        // kAllSeeing only
  std::array<int, kNumGoods> leader{};  // seat holding each leader token, -1 none
  std::array<int, kNumGoods> supply{};  // units not yet in any collection or removed
  bool declarations_revealed = false;
  int resolving_card = -1;      // kChooseBuyer: the card whose seller chooses
  std::vector<int> resolving_buyers;
  int others_money_total = -1;  // money=private: the other seats' purses together
  std::vector<ScoreBreakdown> results;  // one per finished game
  template <class Json>
  void Fields(Json& ar) const;  // turin_market_observe.cpp
};

}  // namespace mercato::turin_market

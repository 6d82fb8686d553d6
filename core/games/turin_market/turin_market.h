// Turin Market (Jordan Draper, 2016), 2-5 players.
//
// Implements the seed text ../shared/seeds/000_e881f24f589098ae.txt; where it is
// silent, the decisions in ../shared/rules/turin_market.md. Tables (goods, the
// 18 cards, both list-card sides, the deal by player count): turin_market_data.h.
//
// Rules summary
// - Setup: 15 scudi each, the bank is unlimited. A start player is drawn. The 18
//   goods cards are dealt: 2p 6 each (6 go back to the box unseen), 3p 6 each,
//   4p 4 each (2 to the centre), 5p 3 each (3 to the centre).
// - A round is an auction. Each player secretly lays one hand card face down,
//   then all are revealed (4-5p: the first round auctions the centre cards
//   instead). Each player then secretly grips a bid (0..free money); all are
//   revealed together.
// - Ranking by bid. Tied players whose shared ranks take a card re-bid secretly
//   (0..free money - bid); the re-bid orders them inside the group only, equal
//   positive re-bids go to a coin toss. Tied players who all re-bid 0 take no
//   card: they pay half and, in coin-toss order, remove as many cards as their
//   ranks would have taken. A bid of 0 never takes a card. Players tied at 0
//   never re-bid.
// - Cards by rank: 2p 2; 3p 2,1; 4p 2,1,1 (first round 1,1); 5p 2,2,1 (first
//   round 1,1,1). Takers pay bid + re-bid, the others half of it rounded down.
//   When every rank is fixed, takers choose their cards in rank order; cards
//   nobody takes leave the game.
// - Selling: each taker may offer one card just taken, at price p >= 1, putting p
//   of their own money on it (locked). Buyers pay p to the seller, who also gets
//   the p back. Offers cannot change; the seller may withdraw an offer right
//   after any later auction. Buying happens in market windows (after the sale
//   offers of each round and before final scoring): every seat secretly names one
//   card to buy or passes; a card wanted by several goes to the one its seller
//   chooses; windows repeat until one passes without a purchase.
// - The loan (once per player, at any of their decisions): +10 now, 15 back at the
//   end. Leader tokens mark the strict majority of each good; ties do not move them.
// - End: 2-3p when each hand has one card left (it joins the collection), 4-5p
//   when the hands are empty. The last auction's cards cannot be offered. Money
//   on cards goes back. Per good, in list-card order: the leader gets the list
//   card's bonus from the bank and 1 from every other holder of the good; tied
//   leaders pool bonus and payments and split them rounding up. A payer with no
//   money must take the loan; one who has it already makes the bank pay and puts
//   a 2-scudo penalty on the loan. Loans are repaid (15 + penalties). Most money
//   wins; ties share.
// - Options: list=classic|new, money=public|private, goose=none|tie_loser|underdog,
//   series=1|3 (three games, money summed).
//
// Modelling choices where neither text says
// - Simultaneous secret choices (offer, bid, re-bid, buy declaration) are taken one
//   seat at a time from the start player; each stays hidden until all have chosen.
//   Sale offers, withdrawals and picks are open, in rank (or seat) order.
// - After the picks of a round: withdrawals of older offers, then this round's
//   sale offers, then market windows. Ties that decide no card are not re-bid.
// - Leader tokens are updated whenever a collection changes (the text: at the end
//   of the round; the same at every auction). A token moves only to a strict
//   majority; a holder overtaken by a tie of others puts it back on the table.
// - With money=private every payment is still made in the open, so the total held
//   by the other players is known, but not who holds how much: a determinization
//   deals that total out anew. Seats remember what lies on the table (collections,
//   offers, removed cards, this round's revealed bids), not past rounds' bids.
// - Notation: "deal p0 c7", "start p1", "offer c7", "bid 3", "rebid 1", "toss p2
//   wins", "goose to p1" (chance), "give goose p1", "take c7", "remove c7", "loan",
//   "withdraw c7", "keep offers", "sell c7 for 4", "no sale", "buy c7", "pass",
//   "sell c7 to p2". Cards are named c1..c18 as in the rules file's table.
#pragma once

#ifdef MERCATO_VIEW_TU
#error "web/views/ draws turin_market_seat_view.h, never the game's State (issue 17)"
#endif

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/game.h"
#include "engine/private_scores.h"
#include "engine/secret_choices.h"
#include "games/turin_market/turin_market_data.h"
#include "games/turin_market/turin_market_observation.h"
#include "games/turin_market/turin_market_params.h"

namespace mercato::turin_market {

const GameInfo& Info();
std::shared_ptr<const Game> Make(int num_players, const GameOptions& options);

// Why the seat to move may not make a move its table shows it: the one legality
// check (turin_market.cpp) that LegalActions keeps kNone of and
// BlockedMovesFor (turin_market_blocked.cpp) words the rest with.
enum class Refusal : uint8_t {
  kNone,
  kLayAtRoundStart,  // a hand card: cards are laid only at the start of a round
  kRanksNotFixed,    // a table card: taken once every rank is fixed
  kNotOfferStep,     // a card just taken: offered only at the sale offers, once
  kLastAuction,      // a card just taken: the last auction's cards cannot be offered
  kBeyondFreeMoney,  // a bid, re-bid or price above the free money
  kOwnCard,          // buying: one's own offer
  kTooPoor,          // buying: the price is above the free money
  kNotYourOffer,     // withdrawing: another seller's offer
  kBuyInWindow,      // a card on sale: bought only in a market window
};
// The reason code ("too_poor", ...); "" for kNone.
const char* RefusalCode(Refusal refusal);

// The outcome of the latest auction, once every rank was fixed (for the log:
// revealed in the open at that moment, it is not part of what seats remember).
struct AuctionRecord {
  int serial = 0;               // counts auctions since the state was made
  KeptVector<int, kMaxPlayers> order;       // seats by rank
  KeptVector<int, kMaxPlayers> bid, rebid, payment, takes;  // by seat (rebid -1: none)
  KeptVector<Role, kMaxPlayers> role;       // by seat
  template <class Archive>
  void Fields(Archive& ar);  // turin_market_fields.cpp
};

// ---- End scoring (a pure function, so the rules can be tested on their own). ----
// Its result (GoodScore, ScoreBreakdown): turin_market_observation.h.
struct ScoringInput {
  ListSide list = ListSide::kClassic;
  Numbers numbers = TextNumbers();
  PerSeat<GoodCounts> units;
  PerSeat<int> money;
  PerSeat<bool> has_loan;
  PerSeat<int> loan_penalty;
};

struct ScoringResult {
  ScoreBreakdown breakdown;
  PerSeat<bool> has_loan;      // after forced loans
  PerSeat<int> loan_penalty;   // after penalties
  int bank_in = 0;                 // net scudi the bank received (negative: paid out)
};

ScoringResult ScoreGame(const ScoringInput& input);

// ---- What one seat may see (PlayerObservation, TurinMarketObservation): ----
// turin_market_observation.h; Observe below makes it.

class TurinMarketGame final : public Game {
 public:
  TurinMarketGame(int num_players, GameOptions options);

  std::unique_ptr<State> NewInitialState() const override;
  int NumDistinctActions() const override { return kNumDistinctActions; }
  int MaxGameLength() const override;
  Action HeuristicAction(const State& state, Rng& rng) const override;

  ListSide list() const { return list_; }
  bool money_private() const { return money_private_; }
  GooseMode goose() const { return goose_; }
  int series_games() const { return series_games_; }
  // Every code BlockedMovesFor gives (turin_market_blocked.cpp).
  std::vector<std::string> BlockReasons() const override;
  const PlayerCountRules& count_rules() const { return kPlayerCountRules[NumPlayers()]; }
  // The numbers in force (the text's, unless parameters changed them).
  const Numbers& N() const { return numbers_; }

 private:
  Numbers numbers_;
  ListSide list_;
  bool money_private_;
  GooseMode goose_;
  int series_games_;
};

class TurinMarketState final : public State, public PrivateScores, public SecretChoices {
 public:
  explicit TurinMarketState(std::shared_ptr<const Game> game);

  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  void LegalActionsInto(std::vector<Action>& out) const override;
  void ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const override;
  std::vector<double> Returns() const override;
  std::vector<int> Scores() const override;
  bool ScoreVisible(int seat, int viewer) const override;
  std::string SecretMask(Action action) const override;
  bool SecretsShown(const std::string& mask) const override;
  std::string ActionToString(Action action) const override;
  std::string InformationStateString(int player) const override;
  std::string ObservationJson(int player) const override;
  std::string ToString() const override;
  std::unique_ptr<State> Clone() const override;
  std::unique_ptr<State> ResampleFromInfostate(int player, Rng& rng) const override;
  std::string CheckInvariants() const override;
  // What `viewer` sees of `action` (turin_market_events.cpp; kinds listed there).
  std::optional<GameEvents> EventsSeen(Action action, int viewer) const override;
  // Every field once, both ways (engine/field_archive.h; turin_market_fields.cpp).
  template <class Archive>
  void Fields(Archive& ar);
  bool EncodeFields(FieldWriter& out) const override;
  Status DecodeFields(FieldReader& in) override;

  // What `viewer` (a seat, kAllSeeing or kSpectator) may see.
  TurinMarketObservation Observe(int viewer) const;
  // What `viewer`'s table shows, for the view (turin_market_seat_view.h): the
  // observation once, and the rule questions the view asks.
  std::unique_ptr<SeatView> ViewFor(int viewer) const override;

  // The moves `viewer`'s table shows it that it may not make now, with the
  // rules' reason (turin_market_blocked.cpp).
  BlockedMoves BlockedMovesFor(int viewer) const override;
  // The one legality check of each move the table shows (turin_market.cpp):
  // kNone when `seat`, to move in the current phase, may make it; LegalActions
  // keeps exactly those. The card is one the seat holds, took, or sees on sale.
  Refusal OfferRefusal() const;                    // a card in the seat's hand
  Refusal PickRefusal() const;                     // a card on the auction table
  int FreeForBid(int seat) const;                  // the most a bid (re-bid) may be
  Refusal BidRefusal(int seat, int amount) const;  // bid or re-bid `amount`
  Refusal SellRefusal(int seat, int price) const;  // offer a card just taken at `price`
  Refusal MarketRefusal(int seat, const SaleOffer& offer) const;  // buy it or withdraw it
  Refusal WithdrawRefusal(int seat, const SaleOffer& offer) const;  // in (or opening) kWithdraw

  // Read access for the heuristic, the view and tests.
  Phase phase() const { return phase_; }
  int round() const { return round_; }
  int num_rounds() const { return Rules().rounds; }
  bool IsLastRound() const { return round_ == Rules().rounds - 1; }
  int money(int seat) const { return seats_[seat].money; }
  bool has_loan(int seat) const { return seats_[seat].has_loan; }
  const std::vector<int>& hand(int seat) const { return seats_[seat].hand; }
  const std::vector<int>& collection(int seat) const { return seats_[seat].collection; }
  GoodCounts Units(int seat) const { return UnitsOfCards(seats_[seat].collection); }
  int bid(int seat) const { return seats_[seat].bid; }
  int rebid(int seat) const { return seats_[seat].rebid; }
  int rank_of(int seat) const { return seats_[seat].rank; }
  Role role(int seat) const { return seats_[seat].role; }
  int takes(int seat) const { return seats_[seat].takes; }
  int picks_left(int seat) const { return seats_[seat].picks_left; }
  int payment(int seat) const { return seats_[seat].payment; }
  const std::vector<int>& just_taken(int seat) const { return seats_[seat].just_taken; }
  int declared(int seat) const { return seats_[seat].declared; }
  const std::vector<TableCard>& table() const { return table_; }
  const std::vector<SaleOffer>& on_sale() const { return on_sale_; }
  const std::vector<int>& removed() const { return removed_; }
  const std::vector<RankGroup>& ranking() const { return ranking_; }
  int leader(int good) const { return leader_[good]; }
  int LeaderTokens(int seat) const;
  int goose_holder() const { return goose_holder_; }
  int underdog() const { return underdog_; }
  int start_player() const { return start_player_; }
  int deal_seat() const { return deal_seat_; }  // the seat the next dealt card goes to
  int game_index() const { return game_index_; }
  int resolving_card() const { return resolving_card_; }
  SeatList Buyers(int card) const;
  const std::vector<ScoreBreakdown>& results() const { return results_; }
  const AuctionRecord& last_auction() const { return last_auction_; }
  int TakesAtRank(int rank) const;
  // Units of each good not yet in a collection nor removed face up.
  GoodCounts Supply() const;
  // The offer this card is under, or null.
  const SaleOffer* OfferOf(int card) const;
  const TurinMarketGame& TmGame() const {
    return static_cast<const TurinMarketGame&>(GetGame());
  }

 protected:
  void DoApplyAction(Action action) override;

 private:
  struct Seat {
    int money = kStartMoney;
    bool has_loan = false;
    int loan_penalty = 0;
    CardList hand;        // sorted
    CardList collection;  // in order of acquisition
    int series_total = 0;
    // This round.
    int offered = -1;             // face down until every seat has chosen
    int bid = -1;
    int rebid = -1;
    bool in_rebid = false;
    bool both_zero = false;
    int rank = -1;
    Role role = Role::kNone;
    int takes = 0;
    int picks_left = 0;
    int payment = -1;
    CardList just_taken;
    int declared = -1;            // market window: -1 none/pass, else a card
    bool has_declared = false;
    template <class Archive>
    void Fields(Archive& ar);
  };

  const PlayerCountRules& Rules() const { return TmGame().count_rules(); }
  int Seats() const { return NumPlayers(); }
  SeatList SeatsFromStart() const;
  bool SeatActs() const;  // a decision phase (not chance, not over)
  int Actor() const { return turn_queue_[turn_pos_]; }
  void SetQueue(const SeatList& seats);
  // Moves the turn on; returns true when the queue is exhausted.
  bool AdvanceTurn();

  // Flow (turin_market.cpp).
  void StartGame();
  void FinishDeal();
  void StartRound();
  void BeginOffers();
  void RevealOffers();
  void BeginBidding();
  void EndRound();
  void EndGame();
  void UpdateLeaders();
  void TakeLoan(int seat);

  // Auction (turin_market_auction.cpp).
  void ComputeRanking();
  void ResolveRebids();
  void AdvanceRanking();
  void PlaceFirst(int seat);  // toss winner: first of the open group
  void PlaceLast(int seat);   // goose receiver: last of the open group
  void FinishRanking();
  void NextPick();
  void PickCard(int seat, int card);
  bool AnyTakes(int from_rank, int count) const;
  int OpenGroup() const;      // first group still to be ordered, or -1

  // Market (turin_market_market.cpp).
  void BeginWithdraw();
  void BeginSaleOffers();
  void BeginWindow();
  void RevealDeclarations();
  void ResolveWindow();
  void Sell(int card, int buyer);
  void Withdraw(int card);
  FixedVector<int, kNumCards> WithdrawableCards(int seat) const;
  bool CanBuySomething(int seat) const;

  // Legal actions by phase.
  template <typename Visit>
  void VisitChanceOutcomes(Visit visit) const;
  void AddDecisionActions(int seat, std::vector<Action>& out) const;

  Phase phase_ = Phase::kChooseStart;
  int game_index_ = 0;
  int round_ = 0;
  int start_player_ = -1;
  int deal_seat_ = 0;
  std::vector<Seat> seats_;
  KeptVector<int, kMaxPlayers> turn_queue_;
  int turn_pos_ = 0;
  CardList deck_;     // undealt, unordered (sorted)
  CardList box_;      // 2p: face down, unseen
  CardList removed_;  // face up, out of the game
  KeptVector<TableCard, kNumCards> table_;
  bool bids_revealed_ = false;
  bool rebids_revealed_ = false;
  KeptVector<RankGroup, kMaxPlayers> ranking_;
  KeptVector<int, kMaxPlayers> order_;    // final rank order once fixed
  int pick_pos_ = 0;
  KeptVector<SaleOffer, kNumCards> on_sale_;
  bool declarations_revealed_ = false;
  CardList pending_cards_;  // window: cards still to be handed to buyers
  int resolving_card_ = -1;
  int window_purchases_ = 0;
  std::array<int, kNumGoods> leader_{};
  int goose_holder_ = -1;     // tie_loser: whoever holds the goose
  int underdog_ = -1;         // underdog: the goose holder of this auction
  int bank_ = 0;              // net scudi the bank has received this game
  KeptVector<ScoreBreakdown, kSeriesGames> results_;
  AuctionRecord last_auction_;
};

}  // namespace mercato::turin_market

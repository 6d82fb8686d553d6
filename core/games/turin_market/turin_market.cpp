// Turin Market: the game, the state's turn structure and the round flow.
// Auction details: turin_market_auction.cpp; selling and buying:
// turin_market_market.cpp; notation and observation: turin_market_observe.cpp.
#include "games/turin_market/turin_market.h"

#include <algorithm>

#include "engine/check.h"

namespace mercato::turin_market {

// ---------------------------------------------------------------- helpers

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kChooseStart: return "start";
    case Phase::kDeal: return "deal";
    case Phase::kOffer: return "offer";
    case Phase::kBid: return "bid";
    case Phase::kRebid: return "rebid";
    case Phase::kToss: return "toss";
    case Phase::kGooseChance: return "goose_chance";
    case Phase::kGooseGive: return "goose_give";
    case Phase::kPick: return "pick";
    case Phase::kWithdraw: return "withdraw";
    case Phase::kSellOffer: return "sell_offer";
    case Phase::kDeclare: return "declare";
    case Phase::kChooseBuyer: return "choose_buyer";
    case Phase::kGameOver: return "game_over";
  }
  return "?";
}

GoodCounts UnitsOfCards(const std::vector<int>& cards) {
  GoodCounts units{};
  for (int card : cards) {
    units[kCards[card].three] += 3;
    units[kCards[card].two] += 2;
    units[kCards[card].one] += 1;
  }
  return units;
}

std::string CardName(int card) { return "c" + std::to_string(card + 1); }

// ---------------------------------------------------------------- game

const GameInfo& Info() {
  static const GameInfo* info = new GameInfo{
      "turin_market",
      "Turin Market",
      "トリノ・マーケット",
      kMinPlayers,
      kMaxPlayers,
      30,
      "000_e881f24f589098ae.txt",
      {
          {"list", {"classic", "new"}, "list card side: classic (yellow) or new (red) bonuses"},
          {"money", {"public", "private"}, "whether each player's money is open information"},
          {"goose", {"none", "tie_loser", "underdog"}, "optional goose rule"},
          {"series", {"1", "3"}, "games in a match (3: money summed over three games)"},
      },
      ParamSpecs(),
      CheckParams,
      {"iters=1", "iters=8", "iters=16000"}};  // levels: docs/strength.md
  return *info;
}

std::shared_ptr<const Game> Make(int num_players, const GameOptions& options) {
  return std::make_shared<TurinMarketGame>(num_players, options);
}

TurinMarketGame::TurinMarketGame(int num_players, GameOptions options)
    : Game(turin_market::Info(), num_players, std::move(options)) {
  MERCATO_CHECK(num_players >= kMinPlayers && num_players <= kMaxPlayers, "player count");
  list_ = Options().Is("list", "new") ? ListSide::kNew : ListSide::kClassic;
  money_private_ = Options().Is("money", "private");
  const std::string& goose = Options().Get("goose");
  goose_ = goose == "tie_loser"  ? GooseMode::kTieLoser
           : goose == "underdog" ? GooseMode::kUnderdog
                                 : GooseMode::kNone;
  series_games_ = Options().Is("series", "3") ? kSeriesGames : 1;
  numbers_ = NumbersFrom(Params(), num_players);
}

std::unique_ptr<State> TurinMarketGame::NewInitialState() const {
  return std::make_unique<TurinMarketState>(shared_from_this());
}

int TurinMarketGame::MaxGameLength() const {
  // Per game: the start and the deal, then per round one offer, bid, re-bid,
  // toss/goose and withdraw-or-keep per seat plus at most 5 picks; every loan and
  // withdrawal once; a market window costs a declaration and at most one buyer
  // choice per seat, and there is at most one window per round plus one per sale.
  const int n = NumPlayers();
  const int rounds = count_rules().rounds;
  const int offers = rounds * n;
  const int windows = rounds + offers;
  const int per_game = 1 + kNumCards + rounds * (6 * n + 5) + n + offers + windows * 2 * n;
  return per_game * series_games_;
}

// ---------------------------------------------------------------- state basics

TurinMarketState::TurinMarketState(std::shared_ptr<const Game> game) : State(std::move(game)) {
  StartGame();
}

SeatList TurinMarketState::SeatsFromStart() const {
  SeatList seats;
  const int first = start_player_ < 0 ? 0 : start_player_;
  for (int i = 0; i < Seats(); ++i) seats.push_back((first + i) % Seats());
  return seats;
}

void TurinMarketState::SetQueue(const SeatList& seats) {
  turn_queue_.assign(seats.begin(), seats.end());
  turn_pos_ = 0;
}

bool TurinMarketState::AdvanceTurn() {
  ++turn_pos_;
  return turn_pos_ >= int(turn_queue_.size());
}

bool TurinMarketState::SeatActs() const {
  switch (phase_) {
    case Phase::kChooseStart:
    case Phase::kDeal:
    case Phase::kToss:
    case Phase::kGooseChance:
    case Phase::kGameOver:
      return false;
    default:
      return true;
  }
}

int TurinMarketState::CurrentPlayer() const {
  if (phase_ == Phase::kGameOver) return kTerminalPlayer;
  if (!SeatActs()) return kChancePlayer;
  return Actor();
}

int TurinMarketState::TakesAtRank(int rank) const {
  if (rank < 0 || rank >= kMaxPlayers) return 0;
  const bool centre_round = round_ == 0 && Rules().centre_cards > 0;
  return centre_round ? Rules().first_round_takes[rank] : Rules().takes[rank];
}

int TurinMarketState::LeaderTokens(int seat) const {
  return int(std::count(leader_.begin(), leader_.end(), seat));
}

GoodCounts TurinMarketState::Supply() const {
  GoodCounts supply{};
  for (int g = 0; g < kNumGoods; ++g) supply[g] = kGoods[g].total;
  auto subtract = [&](const std::vector<int>& cards) {
    const GoodCounts units = UnitsOfCards(cards);
    for (int g = 0; g < kNumGoods; ++g) supply[g] -= units[g];
  };
  for (const Seat& s : seats_) subtract(s.collection);
  subtract(removed_);
  return supply;
}

const SaleOffer* TurinMarketState::OfferOf(int card) const {
  for (const SaleOffer& o : on_sale_) {
    if (o.card == card) return &o;
  }
  return nullptr;
}

SeatList TurinMarketState::Buyers(int card) const {
  SeatList buyers;
  if (!declarations_revealed_) return buyers;
  for (int p = 0; p < Seats(); ++p) {
    if (seats_[p].declared == card) buyers.push_back(p);
  }
  return buyers;
}

std::unique_ptr<State> TurinMarketState::Clone() const {
  return std::make_unique<TurinMarketState>(*this);
}

std::vector<double> TurinMarketState::Returns() const {
  std::vector<double> returns(Seats(), 0.0);
  if (phase_ != Phase::kGameOver) return returns;
  const std::vector<int> scores = Scores();
  const int best = *std::max_element(scores.begin(), scores.end());
  const int winners = int(std::count(scores.begin(), scores.end(), best));
  for (int p = 0; p < Seats(); ++p) {
    if (scores[p] == best) returns[p] = 1.0 / winners;
  }
  return returns;
}

std::vector<int> TurinMarketState::Scores() const {
  // Completed games of a series plus, during a game, the purse as it stands.
  std::vector<int> scores;
  for (const Seat& s : seats_) {
    scores.push_back(s.series_total + (phase_ == Phase::kGameOver ? 0 : s.money));
  }
  return scores;
}

bool TurinMarketState::ScoreVisible(int seat, int viewer) const {
  // money=private: another seat's purse (hence its score) is known only at the end.
  const bool money_private = TmGame().money_private();
  return viewer == kAllSeeing || seat == viewer || !money_private || phase_ == Phase::kGameOver;
}

// Offers, bids, re-bids and market declarations are sealed until every seat
// has chosen; a declaration hides even whether it buys ("?"). The loan is open.
std::string TurinMarketState::SecretMask(Action action) const {
  if (action == kLoan) return "";
  switch (phase_) {
    case Phase::kOffer: return "offer ?";
    case Phase::kBid: return "bid ?";
    case Phase::kRebid: return "rebid ?";
    case Phase::kDeclare: return "?";
    default: return "";
  }
}

bool TurinMarketState::SecretsShown(const std::string& mask) const {
  if (mask == "offer ?") return phase_ != Phase::kOffer;
  if (mask == "bid ?") return phase_ != Phase::kBid;
  if (mask == "rebid ?") return phase_ != Phase::kRebid;
  return phase_ != Phase::kDeclare;
}

// ---------------------------------------------------------------- legal actions

// ---------------------------------------------------------------- the legality check
// One check per move the table shows; LegalActions keeps what it passes and
// BlockedMovesFor (turin_market_blocked.cpp) gives its reason for the rest.

Refusal TurinMarketState::OfferRefusal() const {
  return phase_ == Phase::kOffer ? Refusal::kNone : Refusal::kLayAtRoundStart;
}

Refusal TurinMarketState::PickRefusal() const {
  return phase_ == Phase::kPick ? Refusal::kNone : Refusal::kRanksNotFixed;
}

int TurinMarketState::FreeForBid(int seat) const {
  // A bid is 0..free money; a re-bid 0..free money - bid.
  const Seat& s = seats_[seat];
  return phase_ == Phase::kRebid ? s.money - s.bid : s.money;
}

Refusal TurinMarketState::BidRefusal(int seat, int amount) const {
  return amount <= FreeForBid(seat) ? Refusal::kNone : Refusal::kBeyondFreeMoney;
}

Refusal TurinMarketState::SellRefusal(int seat, int price) const {
  if (IsLastRound()) return Refusal::kLastAuction;
  if (phase_ != Phase::kSellOffer) return Refusal::kNotOfferStep;
  return price <= seats_[seat].money ? Refusal::kNone : Refusal::kBeyondFreeMoney;
}

Refusal TurinMarketState::WithdrawRefusal(int seat, const SaleOffer& offer) const {
  // Withdrawals come right after the picks, before this round's offers: every
  // offer on sale then is from an earlier round.
  return offer.seller == seat ? Refusal::kNone : Refusal::kNotYourOffer;
}

Refusal TurinMarketState::MarketRefusal(int seat, const SaleOffer& offer) const {
  if (phase_ == Phase::kWithdraw) return WithdrawRefusal(seat, offer);
  if (phase_ != Phase::kDeclare) return Refusal::kBuyInWindow;
  if (offer.seller == seat) return Refusal::kOwnCard;
  return offer.price <= seats_[seat].money ? Refusal::kNone : Refusal::kTooPoor;
}

void TurinMarketState::AddDecisionActions(int seat, std::vector<Action>& out) const {
  const Seat& s = seats_[seat];
  // The loan may be taken at any of the player's own decisions.
  if (!s.has_loan) out.push_back(kLoan);
  switch (phase_) {
    case Phase::kOffer:
      if (OfferRefusal() == Refusal::kNone) {
        for (int card : s.hand) out.push_back(kCardBase + card);
      }
      break;
    case Phase::kBid:
    case Phase::kRebid:
      for (int amount = 0; BidRefusal(seat, amount) == Refusal::kNone; ++amount) out.push_back(kBidBase + amount);
      break;
    case Phase::kGooseGive: {
      const int g = OpenGroup();
      for (int p : ranking_[g].seats) out.push_back(kSeatBase + p);
      break;
    }
    case Phase::kPick:
      if (PickRefusal() == Refusal::kNone) {
        for (const TableCard& t : table_) out.push_back(kCardBase + t.card);
      }
      break;
    case Phase::kWithdraw:
      out.push_back(kPass);
      for (int card : WithdrawableCards(seat)) out.push_back(kCardBase + card);
      break;
    case Phase::kSellOffer:
      out.push_back(kPass);
      for (int card : s.just_taken) {
        for (int price = 1; SellRefusal(seat, price) == Refusal::kNone; ++price) out.push_back(SellAction(card, price));
      }
      break;
    case Phase::kDeclare:
      out.push_back(kPass);
      for (const SaleOffer& o : on_sale_) {
        if (MarketRefusal(seat, o) == Refusal::kNone) out.push_back(kCardBase + o.card);
      }
      break;
    case Phase::kChooseBuyer:
      for (int p : Buyers(resolving_card_)) out.push_back(kSeatBase + p);
      break;
    default:
      MERCATO_CHECK(false, "not a decision phase");
  }
  std::sort(out.begin(), out.end());
}

std::vector<Action> TurinMarketState::LegalActions() const {
  std::vector<Action> actions;
  LegalActionsInto(actions);
  return actions;
}

void TurinMarketState::LegalActionsInto(std::vector<Action>& actions) const {
  actions.clear();
  if (phase_ == Phase::kGameOver) return;
  if (!SeatActs()) {
    VisitChanceOutcomes([&](Action a, double) { actions.push_back(a); });
    return;
  }
  AddDecisionActions(Actor(), actions);
}

// Calls visit(action, probability) for each chance outcome, in action order.
template <typename Visit>
void TurinMarketState::VisitChanceOutcomes(Visit visit) const {
  auto uniform = [&](auto items, Action base) {
    std::sort(items.begin(), items.end());
    for (int item : items) visit(base + item, 1.0 / double(items.size()));
  };
  switch (phase_) {
    case Phase::kChooseStart: {
      SeatList seats;
      for (int p = 0; p < Seats(); ++p) seats.push_back(p);
      uniform(seats, kSeatBase);
      break;
    }
    case Phase::kDeal:
      uniform(FixedVector<int, kNumCards>(deck_.begin(), deck_.end()), kCardBase);
      break;
    case Phase::kToss:
    case Phase::kGooseChance:
      uniform(ranking_[OpenGroup()].seats, kSeatBase);
      break;
    default:
      break;
  }
}

void TurinMarketState::ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const {
  out.clear();
  VisitChanceOutcomes([&](Action a, double p) { out.push_back({a, p}); });
}

// ---------------------------------------------------------------- applying actions

void TurinMarketState::TakeLoan(int seat) {
  Seat& s = seats_[seat];
  MERCATO_CHECK(!s.has_loan, "second loan");
  s.has_loan = true;
  s.money += TmGame().N().loan_amount;
  bank_ -= TmGame().N().loan_amount;
}

void TurinMarketState::DoApplyAction(Action action) {
  if (SeatActs() && action == kLoan) {
    TakeLoan(Actor());  // the same decision is still to be made
    return;
  }
  switch (phase_) {
    case Phase::kChooseStart:
      start_player_ = action - kSeatBase;
      phase_ = Phase::kDeal;
      deal_seat_ = 0;
      break;
    case Phase::kDeal: {
      const int card = action - kCardBase;
      deck_.erase(std::find(deck_.begin(), deck_.end(), card));
      std::vector<int>& hand = seats_[deal_seat_].hand;
      hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
      deal_seat_ = (deal_seat_ + 1) % Seats();
      if (int(seats_[Seats() - 1].hand.size()) == Rules().hand_size) FinishDeal();
      break;
    }
    case Phase::kOffer: {
      Seat& s = seats_[Actor()];
      const int card = action - kCardBase;
      s.hand.erase(std::find(s.hand.begin(), s.hand.end(), card));
      s.offered = card;
      if (AdvanceTurn()) RevealOffers();
      break;
    }
    case Phase::kBid:
      seats_[Actor()].bid = action - kBidBase;
      if (AdvanceTurn()) {
        bids_revealed_ = true;
        ComputeRanking();
      }
      break;
    case Phase::kRebid:
      seats_[Actor()].rebid = action - kBidBase;
      if (AdvanceTurn()) {
        rebids_revealed_ = true;
        ResolveRebids();
      }
      break;
    case Phase::kToss:
      PlaceFirst(action - kSeatBase);
      AdvanceRanking();
      break;
    case Phase::kGooseChance:
    case Phase::kGooseGive:
      goose_holder_ = action - kSeatBase;
      PlaceLast(goose_holder_);
      AdvanceRanking();
      break;
    case Phase::kPick:
      PickCard(Actor(), action - kCardBase);
      NextPick();
      break;
    case Phase::kWithdraw:
      if (action == kPass) {
        if (AdvanceTurn()) BeginSaleOffers();
      } else {
        Withdraw(action - kCardBase);
        if (WithdrawableCards(Actor()).empty() && AdvanceTurn()) BeginSaleOffers();
      }
      break;
    case Phase::kSellOffer: {
      if (action != kPass) {
        const int card = (action - kSellBase) / kMaxAmount;
        const int price = (action - kSellBase) % kMaxAmount + 1;
        Seat& s = seats_[Actor()];
        s.money -= price;  // the price lies on the card, locked
        on_sale_.push_back({card, Actor(), price, round_});
      }
      if (AdvanceTurn()) BeginWindow();
      break;
    }
    case Phase::kDeclare: {
      Seat& s = seats_[Actor()];
      s.has_declared = true;
      s.declared = action == kPass ? -1 : action - kCardBase;
      if (AdvanceTurn()) RevealDeclarations();
      break;
    }
    case Phase::kChooseBuyer:
      Sell(resolving_card_, action - kSeatBase);
      resolving_card_ = -1;
      ResolveWindow();
      break;
    case Phase::kGameOver:
      MERCATO_CHECK(false, "the game is over");
  }
}

// ---------------------------------------------------------------- flow

void TurinMarketState::StartGame() {
  const int n = Seats();
  std::vector<int> totals;
  for (const Seat& s : seats_) totals.push_back(s.series_total);
  seats_.assign(n, Seat{});
  for (int p = 0; p < int(totals.size()); ++p) seats_[p].series_total = totals[p];
  for (int p = 0; p < n; ++p) seats_[p].money = TmGame().N().start_money[p];
  phase_ = Phase::kChooseStart;
  round_ = 0;
  start_player_ = -1;
  deal_seat_ = 0;
  turn_queue_.clear();
  turn_pos_ = 0;
  deck_.clear();
  for (int c = 0; c < kNumCards; ++c) deck_.push_back(c);
  box_.clear();
  removed_.clear();
  table_.clear();
  ranking_.clear();
  order_.clear();
  on_sale_.clear();
  pending_cards_.clear();
  resolving_card_ = -1;
  leader_.fill(-1);
  goose_holder_ = -1;
  underdog_ = -1;
  bank_ = 0;
  bids_revealed_ = rebids_revealed_ = declarations_revealed_ = false;
}

void TurinMarketState::FinishDeal() {
  // What is left of the deck is the centre (4-5p, auctioned in round 1) or the
  // box (2p, never seen).
  MERCATO_CHECK(int(deck_.size()) == Rules().centre_cards + Rules().box_cards, "deal");
  if (Rules().centre_cards > 0) {
    for (int card : deck_) table_.push_back({card, -1});
  } else {
    box_ = deck_;
  }
  deck_.clear();
  StartRound();
}

void TurinMarketState::StartRound() {
  for (Seat& s : seats_) {
    s.offered = s.bid = s.rebid = s.rank = s.payment = -1;
    s.in_rebid = s.both_zero = false;
    s.role = Role::kNone;
    s.takes = s.picks_left = 0;
    s.just_taken.clear();
    s.declared = -1;
    s.has_declared = false;
  }
  ranking_.clear();
  order_.clear();
  bids_revealed_ = rebids_revealed_ = declarations_revealed_ = false;
  if (round_ == 0 && Rules().centre_cards > 0) {
    BeginBidding();  // the centre cards are already on the table
  } else {
    BeginOffers();
  }
}

void TurinMarketState::BeginOffers() {
  MERCATO_CHECK(table_.empty(), "table not cleared");
  phase_ = Phase::kOffer;
  SetQueue(SeatsFromStart());
}

void TurinMarketState::RevealOffers() {
  for (int p = 0; p < Seats(); ++p) {
    table_.push_back({seats_[p].offered, p});
    seats_[p].offered = -1;
  }
  BeginBidding();
}

void TurinMarketState::BeginBidding() {
  underdog_ = -1;
  if (TmGame().goose() == GooseMode::kUnderdog) {
    // The single player with the fewest leader tokens holds the goose.
    int fewest = kNumGoods + 1, holders = 0;
    for (int p = 0; p < Seats(); ++p) {
      const int tokens = LeaderTokens(p);
      if (tokens < fewest) {
        fewest = tokens;
        holders = 1;
        underdog_ = p;
      } else if (tokens == fewest) {
        ++holders;
      }
    }
    if (holders != 1) underdog_ = -1;
  }
  phase_ = Phase::kBid;
  SetQueue(SeatsFromStart());
}

void TurinMarketState::EndRound() {
  ++round_;
  if (round_ == Rules().rounds) {
    EndGame();
  } else {
    StartRound();
  }
}

void TurinMarketState::UpdateLeaders() {
  // Markers only: a token moves to a strict majority; a tie leaves it with a tied
  // holder; a holder overtaken by a tie of others puts it back on the table.
  std::array<GoodCounts, kMaxPlayers> units{};
  for (int p = 0; p < Seats(); ++p) units[p] = Units(p);
  for (int g = 0; g < kNumGoods; ++g) {
    int most = 0, tops = 0;
    for (int p = 0; p < Seats(); ++p) most = std::max(most, units[p][g]);
    for (int p = 0; p < Seats(); ++p) {
      if (most > 0 && units[p][g] == most) ++tops;
    }
    const int holder = leader_[g];
    if (most > 0 && tops == 1) {
      for (int p = 0; p < Seats(); ++p) {
        if (units[p][g] == most) leader_[g] = p;
      }
    } else if (holder >= 0 && (most == 0 || units[holder][g] != most)) {
      leader_[g] = -1;
    }
  }
}

void TurinMarketState::EndGame() {
  // 2-3 players: the last hand card joins its owner's collection.
  for (Seat& s : seats_) {
    for (int card : s.hand) s.collection.push_back(card);
    s.hand.clear();
  }
  // Money on cards offered for sale comes back.
  for (const SaleOffer& o : on_sale_) seats_[o.seller].money += o.price;
  on_sale_.clear();
  UpdateLeaders();

  ScoringInput input;
  input.list = TmGame().list();
  input.numbers = TmGame().N();
  for (int p = 0; p < Seats(); ++p) {
    input.units.push_back(Units(p));
    input.money.push_back(seats_[p].money);
    input.has_loan.push_back(seats_[p].has_loan);
    input.loan_penalty.push_back(seats_[p].loan_penalty);
  }
  ScoringResult result = ScoreGame(input);
  for (int p = 0; p < Seats(); ++p) {
    Seat& s = seats_[p];
    s.money = result.breakdown.final_money[p];
    s.has_loan = result.has_loan[p];
    s.loan_penalty = result.loan_penalty[p];
    s.series_total += s.money;
  }
  bank_ += result.bank_in;
  for (const Seat& s : seats_) {
    FixedVector<int, kNumCards> cards;
    for (int card : s.collection) cards.push_back(card);
    result.breakdown.collections.push_back(cards);
  }
  for (int card : removed_) result.breakdown.removed.push_back(card);
  results_.push_back(result.breakdown);

  if (game_index_ + 1 < TmGame().series_games()) {
    ++game_index_;
    StartGame();
  } else {
    phase_ = Phase::kGameOver;
    turn_queue_.clear();
  }
}

}  // namespace mercato::turin_market

// Merchants: the game object and the rules (legal actions, applying them).
// Notation, observations and the heuristic live in their own files.
#include "games/merchants/merchants.h"

#include <algorithm>
#include <bit>

#include "engine/check.h"
#include "engine/rng.h"

namespace mercato::merchants {

const GameInfo& Info() {
  static const GameInfo kInfo = {
      "merchants",
      "Merchants",
      "交易王",
      kMinPlayers,
      kMaxPlayers,
      30,
      "003_43611f68cd448751.txt",
      {},  // no variants: merchants.md marks no decision as an option
      ParamSpecs(),
      CheckParams,
      {"iters=30", "iters=200", "iters=16000"},  // levels: docs/strength.md
  };
  return kInfo;
}

std::shared_ptr<const Game> Make(int num_players, const GameOptions& options) {
  return std::make_shared<MerchantsGame>(num_players, options);
}

MerchantsGame::MerchantsGame(int num_players, GameOptions options)
    : Game(merchants::Info(), num_players, std::move(options)) {
  MERCATO_CHECK(num_players >= kMinPlayers && num_players <= kMaxPlayers,
                "merchants is for 2-4 players");
  numbers_ = NumbersFrom(Params(), num_players);
}

std::unique_ptr<State> MerchantsGame::NewInitialState() const {
  return std::make_unique<MerchantsState>(shared_from_this());
}

int MerchantsGame::MaxGameLength() const {
  // Every turn moves at least one card (a play from a hand, or a draw from the
  // deck), so turns <= cards drawn after setup + cards that can ever be played.
  const int n = NumPlayers();
  const int setup = numbers_.start_hand * n + kDemandPiles + 1 + numbers_.start_ships * n;
  const int drawable = kTotalCards - kDemandPiles - numbers_.start_hand * n;
  const int playable = kTotalCards - kDemandPiles;
  const int stevedores = numbers_.count[kStevedore];
  const int houses = numbers_.count[kTradingHouse];
  // Step 1: stevedore swaps, the step-1 action, a closing pass. Step 2: the
  // choice and up to 2 draws. End of turn: a decision and a draw per house.
  const int per_turn = (stevedores + 2) + (1 + numbers_.draw_count) + houses * (1 + numbers_.house_draw);
  return setup + (drawable + playable) * per_turn;
}

MerchantsState::MerchantsState(std::shared_ptr<const Game> game)
    : State(std::move(game)), num_players_(game_->NumPlayers()) {
  deck_.fill(kCardsPerGood);
  cube_supply_.fill(kCubesPerGood);
  const Numbers& numbers = N();
  for (int k = 0; k < kNumSpecialKinds; ++k) specials_left_[k] = numbers.count[k];
  hands_.assign(num_players_, GoodCounts{});
  cubes_.assign(num_players_, GoodCounts{});
  owned_.assign(num_players_, std::array<int, kNumSpecialKinds>{});
  money_.assign(numbers.start_money.begin(), numbers.start_money.begin() + num_players_);
  earnings_.assign(num_players_, Earnings{});
  for (int p = 0; p < num_players_; ++p) earnings_[p].start = money_[p];
  for (int p = 0; p < num_players_; ++p) owned_[p][kShip] = numbers.start_ships;
  specials_left_[kShip] -= numbers.start_ships * num_players_;
}

int MerchantsState::CurrentPlayer() const {
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kDemand:
    case Phase::kChooseStart:
    case Phase::kDraw:
      return kChancePlayer;
    case Phase::kGameOver:
      return kTerminalPlayer;
    default:
      return acting_;
  }
}

int MerchantsState::ships(int p) const { return owned_[p][kShip]; }

int MerchantsState::deck_size() const { return Sum(deck_); }

int MerchantsState::TopsShowing(int good) const { return std::popcount(unsigned(showing_[good])); }

void MerchantsState::TopsChanged() {
  showing_.fill(0);
  for (int i = 0; i < kDemandPiles; ++i) {
    if (!piles_[i].empty()) showing_[piles_[i].back()] |= 1 << i;
  }
  pile_choices_.clear();
  if (phase_ > Phase::kDemand) pile_choices_ = CanonicalPileChoices();
}

int MerchantsState::stevedore_swaps_left() const {
  return owned_[acting_][kStevedore] - stevedore_swaps_used_;
}

// Calls visit(action, probability) for each chance outcome, in action order.
template <typename Visit>
void MerchantsState::VisitChanceOutcomes(Visit visit) const {
  if (phase_ == Phase::kChooseStart) {
    for (int p = 0; p < num_players_; ++p) visit(StartAction(p), 1.0 / num_players_);
    return;
  }
  if (!IsChanceNode()) return;
  const int total = deck_size();
  for (int g = 0; g < kNumGoods; ++g) {
    if (deck_[g] > 0) visit(CardAction(g), double(deck_[g]) / total);
  }
}

void MerchantsState::ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const {
  out.clear();
  VisitChanceOutcomes([&](Action a, double p) { out.push_back({a, p}); });
}

std::vector<Action> MerchantsState::LegalActions() const {
  std::vector<Action> legal;
  LegalActionsInto(legal);
  return legal;
}

void MerchantsState::LegalActionsInto(std::vector<Action>& legal) const {
  legal.clear();
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kDemand:
    case Phase::kChooseStart:
    case Phase::kDraw:
      VisitChanceOutcomes([&](Action a, double) { legal.push_back(a); });
      break;
    case Phase::kLoad:
      for (int g = 0; g < kNumGoods; ++g) {
        if (WhyNotLoad(g) == Refusal::kNone) legal.push_back(LoadAction(g));
      }
      break;
    case Phase::kStep1:
      LegalStep1(legal);
      break;
    case Phase::kStep2:
      legal.push_back(kDrawAction);
      LegalPlays(legal);
      break;
    case Phase::kHouse:
      legal.push_back(kHouseDrawAction);
      legal.push_back(kHouseSkipAction);
      break;
    case Phase::kGameOver:
      break;
  }
}

Refusal MerchantsState::WhyNotLoad(int good) const {
  if (phase_ != Phase::kLoad) return Refusal::kNotNow;
  if (cube_supply_[good] == 0) return Refusal::kNoCubeOfGood;
  return Refusal::kNone;
}

Refusal MerchantsState::WhyNotSwap(int from, int to) const {
  if (phase_ != Phase::kStep1) return Refusal::kNotStep1;
  if (cubes_[acting_][from] == 0) return Refusal::kNotAboard;
  if (to == from) return Refusal::kSameGood;
  if (cube_supply_[to] == 0) return Refusal::kNoCubeOfGood;
  // Step 1 used: only a stevedore's swap is left (never so in step 1 today:
  // the step ends when neither is left).
  if (step1_used_ && stevedore_swaps_left() <= 0) return Refusal::kStep1Used;
  return Refusal::kNone;
}

bool MerchantsState::CanBuy(Special kind) const {
  return WhyNotBuy(acting_, kind) == Refusal::kNone;
}

Refusal MerchantsState::WhyNotBuy(int seat, Special kind) const {
  if (specials_left_[kind] == 0) return Refusal::kNoneLeft;
  if (seat < 0 || seat >= NumPlayers() || CurrentPlayer() != seat) return Refusal::kNotYourTurn;
  if (phase_ != Phase::kStep1) return Refusal::kNotStep1;
  if (step1_used_) return Refusal::kStep1Used;
  if (money_[seat] < N().price[kind]) return Refusal::kTooPoor;
  if (kind == kShip) {
    bool any_cube = false;
    for (int g = 0; g < kNumGoods; ++g) any_cube = any_cube || cube_supply_[g] > 0;
    if (!any_cube) return Refusal::kNoCubeLeft;
  }
  return Refusal::kNone;
}

Refusal MerchantsState::WhyNotBuyShip(int good) const {
  const Refusal refusal = WhyNotBuy(acting_, kShip);
  if (refusal != Refusal::kNone) return refusal;
  return cube_supply_[good] > 0 ? Refusal::kNone : Refusal::kNoCubeOfGood;
}

Refusal MerchantsState::WhyNotPlay(int good, int pile_mask) const {
  if (phase_ == Phase::kStep1) return Refusal::kPlayInStep2;
  if (phase_ != Phase::kStep2) return Refusal::kNotNow;
  if (hands_[acting_][good] == 0) return Refusal::kNotInHand;
  if (pile_mask <= 0 || pile_mask >= internal::kMasks || !IsCanonicalPileMask(pile_mask)) {
    return Refusal::kNotCanonical;
  }
  if (std::popcount(unsigned(pile_mask)) > hands_[acting_][good]) return Refusal::kTooFewCards;
  return Refusal::kNone;
}

void MerchantsState::LegalStep1(std::vector<Action>& out) const {
  for (int from = 0; from < kNumGoods; ++from) {
    if (cubes_[acting_][from] == 0) continue;  // CanSwap says no to every `to`
    for (int to = 0; to < kNumGoods; ++to) {
      if (CanSwap(from, to)) out.push_back(SwapAction(from, to));
    }
  }
  for (int g = 0; g < kNumGoods; ++g) {
    if (CanBuyShip(g)) out.push_back(BuyShipAction(g));
  }
  for (Special kind : {kTradingHouse, kAgreement, kStevedore}) {
    if (CanBuy(kind)) out.push_back(BuyAction(kind));
  }
  out.push_back(kPassAction);
}

std::array<int, kDemandPiles> MerchantsState::SameTopsToTheLeft() const {
  std::array<int, kDemandPiles> same_left{};
  for (int i = 0; i < kDemandPiles; ++i) {
    for (int j = 0; j < i; ++j) {
      if (PileTop(j) == PileTop(i)) same_left[i] |= 1 << j;
    }
  }
  return same_left;
}

namespace {

// A pile may be covered only if every pile to its left with the same top is.
bool CoversLeftmostFirst(int pile_mask, const std::array<int, kDemandPiles>& same_left) {
  for (int i = 0; i < kDemandPiles; ++i) {
    if ((pile_mask & (1 << i)) && (same_left[i] & ~pile_mask) != 0) return false;
  }
  return true;
}

}  // namespace

bool MerchantsState::IsCanonicalPileMask(int pile_mask) const {
  return CoversLeftmostFirst(pile_mask, SameTopsToTheLeft());
}

MerchantsState::PileChoices MerchantsState::CanonicalPileChoices() const {
  // required[mask]: the piles that must be covered along with `mask`, built from
  // the mask without its lowest pile, so each mask costs one step.
  const std::array<int, kDemandPiles> same_left = SameTopsToTheLeft();
  std::array<int, internal::kMasks> required{};
  PileChoices choices;
  for (int mask = 1; mask < internal::kMasks; ++mask) {
    required[mask] = required[mask & (mask - 1)] | same_left[std::countr_zero(unsigned(mask))];
    if ((required[mask] & ~mask) == 0) {
      choices.push_back({uint8_t(mask), uint8_t(std::popcount(unsigned(mask)))});
    }
  }
  return choices;
}

Action MerchantsState::CanonicalPlay(int good, int pile_mask) const {
  if (good < 0 || good >= kNumGoods || pile_mask <= 0 || pile_mask >= internal::kMasks) return -1;
  GoodCounts covered{};
  for (int i = 0; i < kDemandPiles; ++i) {
    if (pile_mask & (1 << i)) ++covered[PileTop(i)];
  }
  int canonical = 0;
  for (int i = 0; i < kDemandPiles; ++i) {
    if (covered[PileTop(i)] > 0) {
      --covered[PileTop(i)];
      canonical |= 1 << i;
    }
  }
  const Action action = PlayAction(good, canonical);
  return IsLegal(action) ? action : -1;
}

void MerchantsState::LegalPlays(std::vector<Action>& out) const {
  VisitPlays([&](int good, int pile_mask) { out.push_back(PlayAction(good, pile_mask)); });
}

std::vector<int> MerchantsState::SettlementFor(int good, int pile_mask) const {
  const Payouts pay = PayoutsFor(good, pile_mask);
  return std::vector<int>(pay.begin(), pay.begin() + num_players_);
}

void MerchantsState::DoApplyAction(Action action) {
  const DecodedAction a = DecodeAction(action);
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kDemand:
    case Phase::kChooseStart:
    case Phase::kDraw:
      ApplyChance(a);
      return;
    case Phase::kLoad:
      ++cubes_[acting_][a.good];
      --cube_supply_[a.good];
      ++loaded_;
      acting_ = (acting_ + 1) % num_players_;
      if (loaded_ == N().start_ships * num_players_) {
        phase_ = Phase::kStep1;  // back at the start player
      }
      return;
    case Phase::kStep1:
      if (a.kind == ActionKind::kSwap) {
        ApplySwap(a.good, a.good2);
      } else if (a.kind == ActionKind::kBuy) {
        ApplyBuy(a.special, a.good);
      } else {
        FinishStep1();
      }
      return;
    case Phase::kStep2:
      if (a.kind == ActionKind::kDraw) {
        house_left_ = owned_[acting_][kTradingHouse];
        pending_draws_ = N().draw_count;
        phase_ = Phase::kDraw;
      } else {
        ApplyPlay(a.good, a.pile_mask);
        house_left_ = owned_[acting_][kTradingHouse];
        ContinueEndOfTurn();
      }
      return;
    case Phase::kHouse:
      --house_left_;
      if (a.kind == ActionKind::kHouseDraw) {
        pending_draws_ = N().house_draw;
        phase_ = Phase::kDraw;
      } else {
        ContinueEndOfTurn();
      }
      return;
    case Phase::kGameOver:
      MERCATO_CHECK(false, "no action after the game is over");
  }
}

void MerchantsState::ApplyChance(const DecodedAction& a) {
  if (phase_ == Phase::kChooseStart) {
    start_player_ = a.seat;
    acting_ = a.seat;
    phase_ = Phase::kLoad;
    return;
  }
  MERCATO_CHECK(deck_[a.good] > 0, "no such card left in the deck");
  --deck_[a.good];
  if (phase_ == Phase::kDeal) {
    ++hands_[acting_][a.good];
    ++dealt_;
    acting_ = dealt_ / N().start_hand;
    if (dealt_ == N().start_hand * num_players_) {
      acting_ = 0;
      phase_ = Phase::kDemand;
    }
    return;
  }
  if (phase_ == Phase::kDemand) {
    int next = 0;
    while (!piles_[next].empty()) ++next;
    piles_[next].push_back(a.good);
    if (next + 1 == kDemandPiles) phase_ = Phase::kChooseStart;
    TopsChanged();
    return;
  }
  // A draw in play: the game ends the moment the deck is empty.
  ++hands_[acting_][a.good];
  --pending_draws_;
  if (deck_size() == 0) {
    pending_draws_ = 0;
    house_left_ = 0;
    phase_ = Phase::kGameOver;
    return;
  }
  if (pending_draws_ == 0) ContinueEndOfTurn();
}

void MerchantsState::ApplySwap(int from, int to) {
  const int p = acting_;
  --cubes_[p][from];
  ++cube_supply_[from];
  --cube_supply_[to];
  ++cubes_[p][to];
  // A stevedore swap first: it keeps the step-1 action for later.
  if (stevedore_swaps_left() > 0) {
    ++stevedore_swaps_used_;
  } else {
    step1_used_ = true;
  }
  if (step1_used_ && stevedore_swaps_left() == 0) FinishStep1();
}

void MerchantsState::ApplyBuy(int special, int good) {
  const int p = acting_;
  const int price = N().price[special];
  money_[p] -= price;
  earnings_[p].spent += price;
  --specials_left_[special];
  ++owned_[p][special];
  if (special == kShip) {
    ++cubes_[p][good];
    --cube_supply_[good];
  }
  step1_used_ = true;
  // A stevedore bought now may swap at once; otherwise step 1 is over.
  if (stevedore_swaps_left() == 0) FinishStep1();
}

void MerchantsState::ApplyPlay(int good, int pile_mask) {
  for (int i = 0; i < kDemandPiles; ++i) {
    if (pile_mask & (1 << i)) {
      piles_[i].push_back(good);
      --hands_[acting_][good];
    }
  }
  TopsChanged();
  const int tops = TopsShowing(good);
  for (int p = 0; p < num_players_; ++p) {
    if (cubes_[p][good] == 0) continue;
    const int base = tops * cubes_[p][good];
    const int bonus = N().agreement_bonus * owned_[p][kAgreement];
    money_[p] += base + bonus;
    (p == acting_ ? earnings_[p].own_turns : earnings_[p].other_turns) += base;
    earnings_[p].agreements += bonus;
  }
}

void MerchantsState::FinishStep1() { phase_ = Phase::kStep2; }

void MerchantsState::ContinueEndOfTurn() {
  if (house_left_ > 0) {
    phase_ = Phase::kHouse;
  } else {
    NextTurn();
  }
}

void MerchantsState::NextTurn() {
  acting_ = (acting_ + 1) % num_players_;
  step1_used_ = false;
  stevedore_swaps_used_ = 0;
  pending_draws_ = 0;
  house_left_ = 0;
  phase_ = Phase::kStep1;
}

std::vector<int> MerchantsState::Scores() const { return money_; }

std::vector<double> MerchantsState::Returns() const {
  std::vector<double> returns(num_players_, 0.0);
  if (phase_ != Phase::kGameOver) return returns;
  const int best = *std::max_element(money_.begin(), money_.end());
  const int winners = int(std::count(money_.begin(), money_.end(), best));
  for (int p = 0; p < num_players_; ++p) {
    if (money_[p] == best) returns[p] = 1.0 / winners;
  }
  return returns;
}

std::unique_ptr<State> MerchantsState::Clone() const {
  return std::make_unique<MerchantsState>(*this);
}

std::unique_ptr<State> MerchantsState::ResampleFromInfostate(int player, Rng& rng) const {
  // The cards `player` has not seen: everything outside their hand and the piles
  // (a spectator, kSpectator, has no hand: every hand is dealt anew).
  // Built from counts in good order, so the result depends only on what the
  // player knows (never on where the hidden cards really are).
  const bool seated = IsSeat(player, num_players_);
  std::vector<int> unseen;
  for (int g = 0; g < kNumGoods; ++g) {
    int count = kCardsPerGood - (seated ? hands_[player][g] : 0);
    for (const std::vector<int>& pile : piles_) {
      count -= int(std::count(pile.begin(), pile.end(), g));
    }
    for (int i = 0; i < count; ++i) unseen.push_back(g);
  }
  rng.Shuffle(unseen);
  auto sample = std::make_unique<MerchantsState>(*this);
  size_t next = 0;
  for (int q = 0; q < num_players_; ++q) {
    if (q == player) continue;
    const int size = Sum(hands_[q]);
    sample->hands_[q].fill(0);
    for (int i = 0; i < size; ++i) ++sample->hands_[q][unseen[next++]];
  }
  sample->deck_.fill(0);
  for (; next < unseen.size(); ++next) ++sample->deck_[unseen[next]];
  // Note: the sample keeps this state's action history, which does not replay
  // to the resampled hands; searches use the state, never its history.
  return sample;
}

std::string MerchantsState::CheckInvariants() const {
  for (int g = 0; g < kNumGoods; ++g) {
    int cards = deck_[g];
    for (const GoodCounts& hand : hands_) cards += hand[g];
    for (const std::vector<int>& pile : piles_) {
      cards += int(std::count(pile.begin(), pile.end(), g));
    }
    if (cards != kCardsPerGood) {
      return "cards of " + std::string(kGoods[g].id) + ": " + std::to_string(cards) + " not " +
             std::to_string(kCardsPerGood);
    }
    int cubes = cube_supply_[g];
    for (const GoodCounts& ship_cubes : cubes_) cubes += ship_cubes[g];
    if (cubes != kCubesPerGood) {
      return "cubes of " + std::string(kGoods[g].id) + ": " + std::to_string(cubes) + " not " +
             std::to_string(kCubesPerGood);
    }
    if (deck_[g] < 0 || cube_supply_[g] < 0) return "negative count";
  }
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    int total = specials_left_[k];
    for (const auto& owned : owned_) total += owned[k];
    if (total != N().count[k] || specials_left_[k] < 0) {
      return std::string("special cards ") + kSpecials[k].id + " not conserved";
    }
  }
  const bool loading = phase_ <= Phase::kLoad;
  for (int p = 0; p < num_players_; ++p) {
    if (money_[p] < 0) return "negative money for seat " + std::to_string(p);
    if (money_[p] != earnings_[p].Total()) return "money and earnings differ";
    for (int g = 0; g < kNumGoods; ++g) {
      if (hands_[p][g] < 0 || cubes_[p][g] < 0) return "negative hand or cubes";
    }
    const int loaded = Sum(cubes_[p]);
    if (loading ? loaded > owned_[p][kShip] : loaded != owned_[p][kShip]) {
      return "seat " + std::to_string(p) + " has " + std::to_string(loaded) + " cubes on " +
             std::to_string(owned_[p][kShip]) + " ships";
    }
  }
  if (phase_ > Phase::kDemand) {
    for (const std::vector<int>& pile : piles_) {
      if (pile.empty()) return "an empty demand pile";
    }
  }
  MerchantsState fresh = *this;
  fresh.TopsChanged();
  if (fresh.showing_ != showing_ || !(fresh.pile_choices_ == pile_choices_)) {
    return "cached pile tops out of date";
  }
  return "";
}

}  // namespace mercato::merchants

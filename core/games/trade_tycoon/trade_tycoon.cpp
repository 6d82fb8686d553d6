// Trade Tycoon: the game, the state's fields and the turn sequence.
// Notation, observation, resampling, skills and the heuristic are in the
// neighbouring trade_tycoon_*.cpp files.
#include "games/trade_tycoon/trade_tycoon.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "engine/check.h"

namespace mercato::trade_tycoon {

namespace {

constexpr int kTotalTurns = kTurnsEach * kNumPlayers;

const GameInfo kInfo = {
    "trade_tycoon",
    "Trade Tycoon",
    "トレードタイクーン",
    kNumPlayers,
    kNumPlayers,
    30,
    "004_dfdd031ff4f86a6f.txt",
    {},
    ParamSpecs(),
    nullptr,
    {"iters=4", "iters=200", "iters=16000"},  // levels: docs/strength.md
};

}  // namespace

const GameInfo& Info() { return kInfo; }

std::shared_ptr<const Game> Make(int num_players, const GameOptions& options) {
  return std::make_shared<TradeTycoonGame>(num_players, options);
}

TradeTycoonGame::TradeTycoonGame(int num_players, GameOptions options)
    : Game(kInfo, num_players, std::move(options)) {
  MERCATO_CHECK(num_players == kNumPlayers, "Trade Tycoon is for exactly 3 players");
  numbers_ = NumbersFrom(Params());
}

std::unique_ptr<State> TradeTycoonGame::NewInitialState() const {
  return std::make_unique<TradeTycoonState>(shared_from_this());
}

int TradeTycoonGame::MaxGameLength() const { return kMaxGameLength; }

TradeTycoonState::TradeTycoonState(std::shared_ptr<const Game> game) : State(std::move(game)) {
  for (int c = 0; c < kNumCards; ++c) {
    location_[c] = {Place::kDeck, -1};
    known_by_[c] = 0;
    deal_index_[c] = -1;
  }
  style_card_.fill(-1);
  skill_owner_.fill(-1);
  skill_known_by_.fill(0);
  skill_revealed_.fill(false);
  skill_used_.fill(false);
  skill_deal_index_.fill(-1);
  pass_choice_.fill(-1);
  pass_index_.fill(-1);
  last_draw_index_.fill(-1);
  turns_taken_.fill(0);
}

std::unique_ptr<State> TradeTycoonState::Clone() const {
  return std::make_unique<TradeTycoonState>(*this);
}

int TradeTycoonState::CurrentPlayer() const {
  switch (phase_) {
    case Phase::kDealCards:
    case Phase::kDealSkills:
    case Phase::kBurn:
    case Phase::kOasis:
    case Phase::kStartPlayer:
    case Phase::kDraw:
      return kChancePlayer;
    case Phase::kDraftPass:
      return draft_seat_;
    case Phase::kReveal:
      return reveal_queue_.front();
    case Phase::kReturn:
      return order_.partner;
    case Phase::kGameOver:
      return kTerminalPlayer;
    default:
      return active_;
  }
}

int TradeTycoonState::deck_size() const {
  int n = 0;
  for (const Location& l : location_) n += l.place == Place::kDeck;
  return n;
}

uint64_t TradeTycoonState::KnownCards(int viewer) const {
  // Eight cards at a time (the heuristic reads a hand at every order): each
  // byte's bit for the viewer moved to bit 0 of the byte, then the multiply
  // gathers byte i's bit into bit 56 + i.
  static_assert(std::endian::native == std::endian::little, "KnownCards reads bytes in order");
  constexpr uint64_t kLowBitOfEachByte = 0x0101010101010101;
  constexpr uint64_t kGather = 0x0102040810204080;
  uint64_t known = 0;
  int c = 0;
  for (; c + 8 <= kNumCards; c += 8) {
    uint64_t bytes;
    std::memcpy(&bytes, &known_by_[c], sizeof(bytes));  // little-endian: card c in the low byte
    const uint64_t bits = (bytes >> viewer) & kLowBitOfEachByte;
    known |= ((bits * kGather) >> 56) << c;
  }
  for (; c < kNumCards; ++c) known |= uint64_t(KnowsCard(viewer, c)) << c;
  return known;
}

void TradeTycoonState::ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (phase_ == Phase::kStartPlayer) {
    for (int s = 0; s < kNumPlayers; ++s) out.push_back({kSeatAction + s, 1.0 / kNumPlayers});
    return;
  }
  if (phase_ == Phase::kDealSkills) {
    const int left = int(std::count_if(skill_owner_.begin(), skill_owner_.end(),
                                       [](int owner) { return owner < 0; }));
    for (int s = 0; s < kNumSkills; ++s) {
      if (skill_owner_[s] < 0) out.push_back({kSkillAction + s, 1.0 / double(left)});
    }
    return;
  }
  if (!IsChanceNode()) return;
  // One pass over the cards without a branch per card (rollouts sample a
  // draw every turn): each card is written, the next one overwrites it when
  // it is not in the deck.
  out.resize(kNumCards);
  int deck = 0;
  for (int c = 0; c < kNumCards; ++c) {
    out[deck].action = kCardAction + c;
    deck += location_[c].place == Place::kDeck;
  }
  out.resize(deck);
  for (ChanceOutcome& o : out) o.probability = 1.0 / deck;
}

std::vector<Action> TradeTycoonState::LegalActions() const {
  std::vector<Action> out;
  LegalActionsInto(out);
  return out;
}

void TradeTycoonState::LegalActionsInto(std::vector<Action>& out) const {
  out.clear();
  if (IsTerminal()) return;
  if (phase_ == Phase::kStartPlayer) {
    for (int s = 0; s < kNumPlayers; ++s) out.push_back(kSeatAction + s);
  } else if (phase_ == Phase::kDealSkills) {
    for (int s = 0; s < kNumSkills; ++s) {
      if (skill_owner_[s] < 0) out.push_back(kSkillAction + s);
    }
  } else if (IsChanceNode()) {
    for (int c = 0; c < kNumCards; ++c) {
      if (location_[c].place == Place::kDeck) out.push_back(kCardAction + c);
    }
  } else {
    AddPlayerActions(out);
    // Most phases list their actions in order already; sorting is the exception.
    if (!std::is_sorted(out.begin(), out.end())) std::sort(out.begin(), out.end());
  }
}

bool TradeTycoonState::CanUseSkill(int seat, SkillId skill) const {
  return skill_owner_[skill] == seat && skill_revealed_[skill] && !skill_used_[skill] &&
         kSkills[skill].kind == SkillKind::kTrade;
}

// --- The rules' checks (LegalActions keeps what they allow; BlockedMovesFor,
// trade_tycoon_blocked.cpp, says why the rest is refused) ---------------------

ReturnRule TradeTycoonState::PendingReturnRule() const {
  ReturnRule rule;
  const std::vector<int>& hand = hands_[order_.partner];
  rule.type = order_.type;
  rule.number = CardNumber(order_.given_card);
  if (order_.type == OrderType::kNamed) {
    rule.named_card = order_.named_card;
    if (std::binary_search(hand.begin(), hand.end(), order_.named_card)) {  // hands are sorted
      rule.allowed = uint64_t(1) << order_.named_card;
      rule.refused = Refusal::kNamedCardHeld;
      return rule;
    }
    rule.type = OrderType::kNumber;  // else a number order on the named number
    rule.number = CardNumber(order_.named_card);
  }
  if (rule.type == OrderType::kSuit) {
    // The same suit, else the same region, else any card.
    rule.suit = CardSuit(order_.given_card);
    uint64_t held = 0;
    for (int c : hand) held |= uint64_t(1) << c;
    uint64_t region = 0;
    for (int s = 0; s < kNumSuits; ++s) {
      if (SuitRegion(Suit(s)) == SuitRegion(rule.suit)) region |= SuitCards(Suit(s));
    }
    if ((held & SuitCards(rule.suit)) != 0) {
      rule.allowed = SuitCards(rule.suit);
      rule.refused = Refusal::kNotSameSuit;
    } else if ((held & region) != 0) {
      rule.allowed = region;
      rule.refused = Refusal::kNotSameRegion;
    } else {
      rule.allowed = ~uint64_t(0);
    }
    return rule;
  }
  // Number order: the same number, else the nearest (the partner chooses
  // between equally near numbers and between suits).
  rule.distance = kNumNumbers;
  for (int c : hand) rule.distance = std::min(rule.distance, std::abs(CardNumber(c) - rule.number));
  const int low = rule.number - rule.distance, high = rule.number + rule.distance;
  if (low >= 1) rule.allowed |= NumberCards(low);
  if (high <= kNumNumbers) rule.allowed |= NumberCards(high);
  rule.refused = Refusal::kNotNearest;
  return rule;
}

Refusal TradeTycoonState::RevealRefusal(int skill) const {
  if (skill_revealed_[skill]) return Refusal::kAlreadyFaceUp;
  if (phase_ != Phase::kReveal) return Refusal::kRevealAfterStyle;
  return Refusal::kNone;
}

Refusal TradeTycoonState::PartnerRefusal(int partner) const {
  // Double deal: the second order goes to the opponent not ordered from yet
  // (UseDoubleDeal sets it as the partner).
  return order_.index == 1 && partner != order_.partner ? Refusal::kOtherPartner : Refusal::kNone;
}

Refusal TradeTycoonState::StyleWaitRefusal(int seat) const {
  return turns_taken_[seat] >= kTurnsEach - 1 ? Refusal::kStyleDue : Refusal::kNone;
}

std::vector<int> TradeTycoonState::AllowedReturns() const {
  FixedVector<int, kNumCards> allowed;
  AllowedReturnsInto(allowed);
  return std::vector<int>(allowed.begin(), allowed.end());
}

void TradeTycoonState::AllowedReturnsInto(FixedVector<int, kNumCards>& out) const {
  out.clear();
  if (phase_ != Phase::kReturn) return;
  const ReturnRule rule = PendingReturnRule();
  for (int c : hands_[order_.partner]) {
    if (ReturnRefusal(rule, c) == Refusal::kNone) out.push_back(c);
  }
}

bool TradeTycoonState::HasPostOrderOption() const {
  if (CanDoubleDeal(active_)) return true;
  return CanUseSkill(active_, kWarehouseman) && !warehouses_[active_].empty();
}

void TradeTycoonState::AddPlayerActions(std::vector<Action>& out) const {
  const int me = CurrentPlayer();
  switch (phase_) {
    case Phase::kDraftPass:
      for (int s = 0; s < kNumSkills; ++s) {
        if (skill_owner_[s] == me) out.push_back(kSkillAction + s);
      }
      break;
    case Phase::kStyle:
      for (int c : hands_[me]) out.push_back(kCardAction + c);
      if (StyleWaitRefusal(me) == Refusal::kNone) out.push_back(kPassAction);  // forced on the 10th
      break;
    case Phase::kReveal:
      for (int s = 0; s < kNumSkills; ++s) {
        if (skill_owner_[s] == me && RevealRefusal(s) == Refusal::kNone)
          out.push_back(kSkillAction + s);
      }
      out.push_back(kPassAction);
      break;
    case Phase::kPreOrder:
      for (int q = 0; q < kNumPlayers; ++q) {
        if (q == me) continue;
        if (CanUseSkill(me, kInformant)) out.push_back(kInformantAction + q);
        if (PartnerRefusal(q) != Refusal::kNone) continue;  // double deal: the other one
        const int types = CanUseSkill(me, kNamedOrder) ? kOrderTypes : 2;
        for (int c : hands_[me]) {
          for (int relay = 0; relay < kRelayChoices; ++relay) {
            for (int t = 0; t < types; ++t) out.push_back(OrderAction({q, c, relay, OrderType(t)}));
          }
        }
      }
      if (CanUseSkill(me, kCaravan)) {
        for (int c : hands_[me]) out.push_back(kCaravanAction + c);
      }
      break;
    case Phase::kCaravanTake:
    case Phase::kWarehousemanTake:
      for (int c : oasis_) out.push_back(kCardAction + c);
      break;
    case Phase::kNamedCard:
      for (int c = 0; c < kNumCards; ++c) out.push_back(kNamedOrderAction + c);
      break;
    case Phase::kReturn: {
      FixedVector<int, kNumCards> allowed;
      AllowedReturnsInto(allowed);
      for (int c : allowed) out.push_back(kCardAction + c);
      if (CanUseSkill(me, kFreePass)) {
        for (int c : hands_[me]) out.push_back(kFreePassAction + c);
      }
      break;
    }
    case Phase::kPostOrder:
      out.push_back(kPassAction);
      if (CanDoubleDeal(me)) out.push_back(kSkillAction + kDoubleDeal);
      if (CanUseSkill(me, kWarehouseman)) {
        for (int c : warehouses_[me]) out.push_back(kWarehousemanAction + c);
      }
      break;
    default:
      break;
  }
}

// --- Card movements -----------------------------------------------------------

void TradeTycoonState::MoveCard(int card, Location to, uint8_t known_by) {
  location_[card] = to;
  known_by_[card] = known_by;
}

void TradeTycoonState::RemoveFromHand(int seat, int card) {
  std::vector<int>& hand = hands_[seat];
  auto it = std::find(hand.begin(), hand.end(), card);
  MERCATO_CHECK(it != hand.end(), "card not in hand");
  hand.erase(it);
}

void TradeTycoonState::AddToHand(int seat, int card) {
  std::vector<int>& hand = hands_[seat];
  hand.insert(std::lower_bound(hand.begin(), hand.end(), card), card);  // stays sorted
}

// `card_out` (from a hand or a warehouse) takes the place of `oasis_card` in
// the oasis; the caller puts `oasis_card` where `card_out` was.
void TradeTycoonState::SwapWithOasis(int card_out, int oasis_card, Location out_from) {
  auto it = std::find(oasis_.begin(), oasis_.end(), oasis_card);
  MERCATO_CHECK(it != oasis_.end(), "card not in the oasis");
  *it = card_out;
  MoveCard(card_out, {Place::kOasis, -1}, AllSeats());
  MoveCard(oasis_card, out_from, AllSeats());
}

void TradeTycoonState::Log(int actor, Action action, bool hidden) {
  public_log_.push_back((actor + 2) * 1000 + (hidden ? 999 : action));
}

// --- Applying actions -----------------------------------------------------------

void TradeTycoonState::DoApplyAction(Action action) {
  if (IsChanceNode()) {
    ApplyChance(action);
    return;
  }
  const int actor = CurrentPlayer();
  Log(actor, action, phase_ == Phase::kDraftPass);
  switch (phase_) {
    case Phase::kDraftPass:
      ApplyDraftPass(action - kSkillAction);
      break;
    case Phase::kStyle:
      ApplyStyle(action);
      break;
    case Phase::kReveal:
      ApplyReveal(action);
      break;
    case Phase::kPreOrder:
      ApplyPreOrder(action);
      break;
    case Phase::kCaravanTake:
      UseCaravan(caravan_card_, action - kCardAction);
      caravan_card_ = -1;
      phase_ = Phase::kPreOrder;
      break;
    case Phase::kNamedCard:
      order_.named_card = action - kNamedOrderAction;
      phase_ = Phase::kReturn;
      break;
    case Phase::kReturn:
      if (action >= kFreePassAction) {
        skill_used_[kFreePass] = true;
        ApplyReturn(action - kFreePassAction);
      } else {
        RecordReturnDeduction(action - kCardAction);
        ApplyReturn(action - kCardAction);
      }
      break;
    case Phase::kPostOrder:
      ApplyPostOrder(action);
      break;
    case Phase::kWarehousemanTake:
      // The warehouseman acts after the order phase (rules/trade_tycoon.md),
      // so it closes it: no double deal after it this turn.
      UseWarehouseman(warehouseman_card_, action - kCardAction);
      warehouseman_card_ = -1;
      phase_ = Phase::kDraw;
      break;
    default:
      MERCATO_CHECK(false, "no player acts in this phase");
  }
}

void TradeTycoonState::ApplyChance(Action action) {
  const int16_t index = int16_t(history_.size() - 1);
  switch (phase_) {
    case Phase::kDealCards: {
      const int seat = dealt_cards_ / kHandSize;
      const int card = action - kCardAction;
      Log(kChancePlayer, action, /*hidden=*/true);
      MoveCard(card, {Place::kHand, int8_t(seat)}, uint8_t(1 << seat));
      AddToHand(seat, card);
      deal_index_[card] = index;
      last_draw_index_[seat] = index;
      if (++dealt_cards_ == kHandSize * kNumPlayers) phase_ = Phase::kDealSkills;
      break;
    }
    case Phase::kDealSkills: {
      const int seat = dealt_skills_ / kSkillsDealt;
      const int skill = action - kSkillAction;
      Log(kChancePlayer, action, /*hidden=*/true);
      skill_owner_[skill] = int8_t(seat);
      skill_known_by_[skill] = uint8_t(1 << seat);
      skill_deal_index_[skill] = index;
      if (++dealt_skills_ == kSkillsDealt * kNumPlayers) {
        phase_ = Phase::kDraftPass;
        draft_seat_ = 0;
      }
      break;
    }
    case Phase::kBurn: {
      const int card = action - kCardAction;
      Log(kChancePlayer, action, /*hidden=*/true);
      MoveCard(card, {Place::kBurned, -1}, 0);
      burned_card_ = card;
      deal_index_[card] = index;
      phase_ = Phase::kOasis;
      break;
    }
    case Phase::kOasis: {
      const int card = action - kCardAction;
      Log(kChancePlayer, action, /*hidden=*/false);
      MoveCard(card, {Place::kOasis, -1}, AllSeats());
      oasis_.push_back(card);
      deal_index_[card] = index;
      if (++oasis_drawn_ == kOasisSize) phase_ = Phase::kStartPlayer;
      break;
    }
    case Phase::kStartPlayer:
      Log(kChancePlayer, action, /*hidden=*/false);
      start_player_ = action - kSeatAction;
      StartTurn();
      break;
    case Phase::kDraw: {
      const int card = action - kCardAction;
      Log(kChancePlayer, action, /*hidden=*/true);
      MoveCard(card, {Place::kHand, int8_t(active_)}, uint8_t(1 << active_));
      AddToHand(active_, card);
      deal_index_[card] = index;
      last_draw_index_[active_] = index;
      EndTurn();
      break;
    }
    default:
      MERCATO_CHECK(false, "not a chance phase");
  }
}

void TradeTycoonState::ApplyDraftPass(int skill) {
  pass_choice_[draft_seat_] = skill;
  pass_index_[draft_seat_] = int16_t(history_.size() - 1);
  if (++draft_seat_ == kNumPlayers) FinishDraft();
}

// All have chosen: the passed skills change hands at once. The passer keeps
// knowing the skill it passed.
void TradeTycoonState::FinishDraft() {
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    const int skill = pass_choice_[seat];
    const int left = (seat + 1) % kNumPlayers;
    skill_owner_[skill] = int8_t(left);
    skill_known_by_[skill] = uint8_t((1 << seat) | (1 << left));
  }
  phase_ = Phase::kBurn;
}

void TradeTycoonState::StartTurn() {
  active_ = (start_player_ + turn_) % kNumPlayers;
  ++turn_;
  order_ = PendingOrder();
  caravan_card_ = -1;
  warehouseman_card_ = -1;
  phase_ = style_card_[active_] < 0 ? Phase::kStyle : Phase::kPreOrder;
}

void TradeTycoonState::EndTurn() {
  ++turns_taken_[active_];
  if (turn_ == kTotalTurns) {
    phase_ = Phase::kGameOver;
    return;
  }
  StartTurn();
}

void TradeTycoonState::ApplyStyle(Action action) {
  if (action == kPassAction) {
    phase_ = Phase::kPreOrder;
    return;
  }
  const int card = action - kCardAction;
  RemoveFromHand(active_, card);
  MoveCard(card, {Place::kStyle, int8_t(active_)}, AllSeats());
  style_card_[active_] = card;
  // The chooser, then everyone who already has a style, may reveal a skill.
  reveal_queue_.clear();
  for (int k = 0; k < kNumPlayers; ++k) {
    const int seat = (active_ + k) % kNumPlayers;
    if (style_card_[seat] >= 0) reveal_queue_.push_back(seat);
  }
  AdvanceRevealQueue();
}

// Drops the seats with nothing left to reveal; the order phase follows.
void TradeTycoonState::AdvanceRevealQueue() {
  while (!reveal_queue_.empty()) {
    const int seat = reveal_queue_.front();
    bool has_hidden = false;
    for (int s = 0; s < kNumSkills; ++s)
      has_hidden |= skill_owner_[s] == seat && !skill_revealed_[s];
    if (has_hidden) break;
    reveal_queue_.erase(reveal_queue_.begin());
  }
  phase_ = reveal_queue_.empty() ? Phase::kPreOrder : Phase::kReveal;
}

void TradeTycoonState::ApplyReveal(Action action) {
  if (action != kPassAction) {
    const int skill = action - kSkillAction;
    skill_revealed_[skill] = true;
    skill_known_by_[skill] = AllSeats();
  }
  reveal_queue_.erase(reveal_queue_.begin());
  AdvanceRevealQueue();
}

void TradeTycoonState::ApplyPreOrder(Action action) {
  if (IsOrderAction(action)) {
    ApplyOrder(DecodeOrder(action));
  } else if (action >= kInformantAction && action < kInformantAction + kNumPlayers) {
    UseInformant(action - kInformantAction);
  } else {
    caravan_card_ = action - kCaravanAction;
    known_by_[caravan_card_] = AllSeats();  // it is about to go face up to the oasis
    phase_ = Phase::kCaravanTake;
  }
}

// The order is declared in public: the partner, the hand card shown, the
// relay (carried out with the exchange) and the type.
void TradeTycoonState::ApplyOrder(const OrderChoice& order) {
  known_by_[order.hand_card] = AllSeats();
  order_.partner = order.partner;
  order_.hand_card = order.hand_card;
  order_.relayed = order.relay > 0;
  order_.given_card = order.relay > 0 ? oasis_[order.relay - 1] : order.hand_card;
  order_.type = order.type;
  phase_ = order.type == OrderType::kNamed ? Phase::kNamedCard : Phase::kReturn;
}

// The exchange: the returned card goes to the active player's warehouse, the
// given card into the partner's hand, both in public.
void TradeTycoonState::ApplyReturn(int card) {
  const int partner = order_.partner;
  if (order_.type == OrderType::kNamed) skill_used_[kNamedOrder] = true;
  RemoveFromHand(partner, card);
  MoveCard(card, {Place::kWarehouse, int8_t(active_)}, AllSeats());
  warehouses_[active_].push_back(card);
  RemoveFromHand(active_, order_.hand_card);
  if (order_.relayed) {
    SwapWithOasis(order_.hand_card, order_.given_card, {Place::kHand, int8_t(partner)});
  } else {
    MoveCard(order_.hand_card, {Place::kHand, int8_t(partner)}, AllSeats());
  }
  AddToHand(partner, order_.given_card);
  EnterPostOrder();
}

// A return by the rules shows what the partner did not hold: the named card,
// every number nearer than the one returned, the asked suit or region.
void TradeTycoonState::RecordReturnDeduction(int card) {
  uint64_t forbidden = 0;
  auto forbid_nearer = [&](int number) {  // the numbers less than `distance` away
    const int distance = std::abs(CardNumber(card) - number);
    forbidden |= NumberRangeCards(std::max(1, number - distance + 1),
                                  std::min(kNumNumbers, number + distance - 1));
  };
  if (order_.type == OrderType::kNamed) {
    if (card != order_.named_card) {
      forbidden |= uint64_t(1) << order_.named_card;
      forbid_nearer(CardNumber(order_.named_card));
    }
  } else if (order_.type == OrderType::kNumber) {
    forbid_nearer(CardNumber(order_.given_card));
  } else {
    const Suit suit = CardSuit(order_.given_card);
    if (CardSuit(card) != suit) forbidden |= SuitCards(suit);
    if (CardRegion(card) != SuitRegion(suit)) {
      for (int s = 0; s < kNumSuits; ++s) {
        if (SuitRegion(Suit(s)) == SuitRegion(suit)) forbidden |= SuitCards(Suit(s));
      }
    }
  }
  if (forbidden != 0) {
    hand_constraints_.push_back({int8_t(order_.partner), int16_t(history_.size() - 1), forbidden});
  }
}

void TradeTycoonState::EnterPostOrder() {
  phase_ = HasPostOrderOption() ? Phase::kPostOrder : Phase::kDraw;
}

void TradeTycoonState::ApplyPostOrder(Action action) {
  if (action == kPassAction) {
    phase_ = Phase::kDraw;
  } else if (action == kSkillAction + kDoubleDeal) {
    UseDoubleDeal();
  } else {
    warehouseman_card_ = action - kWarehousemanAction;
    phase_ = Phase::kWarehousemanTake;
  }
}

// --- Scores -------------------------------------------------------------------

ScoreBreakdown TradeTycoonState::ScoreOf(int seat) const {
  ScoreInput input;
  input.numbers = &static_cast<const TradeTycoonGame&>(GetGame()).N();
  input.style = style(seat);
  input.warehouse = warehouses_[seat];
  input.value_skills.reserve(kNumSkills);  // one allocation (rollouts score every game)
  for (int s = 0; s < kNumSkills; ++s) {
    if (skill_owner_[s] == seat && skill_revealed_[s] && IsValueSkill(s))
      input.value_skills.push_back(s);
  }
  for (int q = 0; q < kNumPlayers; ++q) {
    if (q == seat) continue;
    for (int c : warehouses_[q]) input.others_numbers[CardNumber(c)] = true;
  }
  return ScorePlayer(input);
}

std::vector<int> TradeTycoonState::Scores() const {
  std::vector<int> out(kNumPlayers);
  for (int seat = 0; seat < kNumPlayers; ++seat) out[seat] = ScoreOf(seat).total;
  return out;
}

int TradeTycoonState::Winner() const { return WinnerOf(Scores(), std::max(start_player_, 0)); }

std::vector<double> TradeTycoonState::Returns() const {
  std::vector<double> out(kNumPlayers, 0.0);
  if (!IsTerminal()) return out;
  out[Winner()] = 1.0;
  return out;
}

// --- Invariants ---------------------------------------------------------------

std::string TradeTycoonState::CheckInvariants() const {
  // 52 cards, each in exactly one place, and the lists agree with location_.
  std::array<int, kNumCards> seen{};
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    if (!std::is_sorted(hands_[seat].begin(), hands_[seat].end())) return "a hand is not sorted";
    for (int c : hands_[seat]) {
      ++seen[c];
      if (!(location_[c] == Location{Place::kHand, int8_t(seat)}))
        return "hand card misplaced: " + CardName(c);
      if (!KnowsCard(seat, c)) return "a player does not know a card in hand";
    }
    for (int c : warehouses_[seat]) {
      ++seen[c];
      if (!(location_[c] == Location{Place::kWarehouse, int8_t(seat)}))
        return "warehouse card misplaced";
    }
    if (style_card_[seat] >= 0) {
      ++seen[style_card_[seat]];
      if (!(location_[style_card_[seat]] == Location{Place::kStyle, int8_t(seat)}))
        return "style card misplaced";
    }
  }
  for (int c : oasis_) {
    ++seen[c];
    if (location_[c].place != Place::kOasis) return "oasis card misplaced";
  }
  if (burned_card_ >= 0) {
    ++seen[burned_card_];
    if (location_[burned_card_].place != Place::kBurned) return "burned card misplaced";
  }
  int deck = 0;
  for (int c = 0; c < kNumCards; ++c) {
    if (location_[c].place == Place::kDeck) {
      ++seen[c];
      ++deck;
    }
    if (seen[c] != 1)
      return "card " + CardName(c) + " is in " + std::to_string(seen[c]) + " places";
    if (location_[c].place != Place::kHand && location_[c].place != Place::kDeck &&
        location_[c].place != Place::kBurned && known_by_[c] != AllSeats()) {
      return "a face-up card is not known to everyone";
    }
  }
  if (phase_ > Phase::kOasis && oasis_.size() != size_t(kOasisSize))
    return "the oasis must hold 3 cards";
  if (phase_ >= Phase::kStyle) {
    // Each turn moves one card off the deck: 30 left at the start, 0 at the end.
    const int expected_deck =
        kTurnsEach * kNumPlayers - (turn_ - (phase_ == Phase::kGameOver ? 0 : 1));
    if (deck != expected_deck)
      return "deck size " + std::to_string(deck) + " != " + std::to_string(expected_deck);
    int skills_held = 0;
    for (int s = 0; s < kNumSkills; ++s) skills_held += skill_owner_[s] >= 0;
    if (skills_held != kSkillsDealt * kNumPlayers) return "9 skills must be in play";
    for (int seat = 0; seat < kNumPlayers; ++seat) {
      int own = 0;
      for (int s = 0; s < kNumSkills; ++s) own += skill_owner_[s] == seat;
      if (own != kSkillsDealt) return "every player holds 3 skills";
      if (hands_[seat].empty()) return "a hand is empty";
    }
  }
  for (int s = 0; s < kNumSkills; ++s) {
    if (skill_used_[s] && !skill_revealed_[s]) return "a skill was used face down";
    if (skill_revealed_[s] && skill_owner_[s] < 0) return "a revealed skill has no owner";
  }
  return "";
}

}  // namespace mercato::trade_tycoon

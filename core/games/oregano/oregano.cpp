// Oregano Market: game setup and the flow of a turn (see oregano.h for the rules).
#include "games/oregano/oregano.h"

#include <algorithm>
#include <functional>

#include "engine/check.h"

namespace mercato::oregano {

namespace {

const GameInfo kInfo = {
    "oregano",
    "Oregano Market",
    "オレガノ・マーケット",
    kMinPlayers,
    kMaxPlayers,
    40,
    "001_3ca1287a5111f01d.txt",
    {
        {"strategy_draw", {"2", "3"}, "strategy cards drawn to keep one (the text says 2 and 3)"},
        {"special_limit", {"one_total", "per_kind"},
         "special shops per player: one in total, or one of each kind"},
        {"end", {"immediate", "round"},
         "when a second shop kind runs out: end at once, or finish the round"},
        {"end_kinds", {"any", "regular"},
         "which empty shop kinds end the game: any, or only merchants and general shops"},
    },
    ParamSpecs(),
    nullptr,
    {"iters=8:eps=0.3", "iters=30", "iters=16000"},  // levels: docs/strength.md
};

}  // namespace

const GameInfo& Info() { return kInfo; }

std::shared_ptr<const Game> Make(int num_players, const GameOptions& options) {
  return std::make_shared<OreganoGame>(num_players, options);
}

// ---- Game ------------------------------------------------------------------------

OreganoGame::OreganoGame(int num_players, GameOptions options)
    : Game(kInfo, num_players, std::move(options)) {
  MERCATO_CHECK(num_players >= kMinPlayers && num_players <= kMaxPlayers, "player count");
  strategy_draw_ = Options().GetInt("strategy_draw");
  special_per_kind_ = Options().Is("special_limit", "per_kind");
  end_at_round_ = Options().Is("end", "round");
  end_regular_only_ = Options().Is("end_kinds", "regular");
  numbers_ = NumbersFrom(Params(), num_players);
}

std::unique_ptr<State> OreganoGame::NewInitialState() const {
  return std::make_unique<OreganoState>(shared_from_this());
}

int OreganoGame::InitialSupply(int kind) const {
  const int supply = numbers_.supply[kind];
  return supply == kOnePerPlayer ? NumPlayers() : supply;
}

int OreganoGame::MaxGameLength() const {
  // Setup: a merchant, the draws and a keep per seat. A turn: two actions, each
  // of which may complete a strategy (draws + keep), then the casino and its die.
  const int setup = NumPlayers() * (2 + strategy_draw_);
  const int per_turn = 2 * (1 + strategy_draw_ + 1) + 2;
  return setup + kMaxRounds * NumPlayers() * per_turn;
}

// ---- State: construction and the flow ---------------------------------------------------

OreganoState::OreganoState(std::shared_ptr<const Game> game)
    : State(std::move(game)), players_(NumPlayers()) {
  for (int k = 0; k < kNumShopKinds; ++k) supply_[k] = Rules().InitialSupply(k);
  bank_.fill(Rules().N().resource_cards);
  for (int seat = 0; seat < NumPlayers(); ++seat) players_[seat].gold = Rules().N().start_gold[seat];
  deck_.fill(kStrategyCopies);
  bonus_owner_.fill(kEmpty);
}

int OreganoState::CurrentPlayer() const {
  switch (phase_) {
    case Phase::kChooseMerchant:
      return setup_seat_;
    case Phase::kStrategyDraw:
    case Phase::kCasinoRoll:
      return kChancePlayer;
    case Phase::kStrategyKeep:
      return drawing_seat_;
    case Phase::kAction:
    case Phase::kCasinoChoice:
      return turn_player_;
    case Phase::kGameOver:
      return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

std::vector<Action> OreganoState::LegalActions() const {
  std::vector<Action> legal;
  LegalActionsInto(legal);
  return legal;
}

void OreganoState::LegalActionsInto(std::vector<Action>& legal) const {
  legal.clear();
  switch (phase_) {
    case Phase::kChooseMerchant:
      for (int kind = kWoodMerchant; kind <= kMetalMerchant; ++kind) {
        for (int row = 0; row < kRows; ++row) {
          if (CheckPickMerchant(kind, row) == Blocker::kOk) legal.push_back(PickMerchantAction(kind, row));
        }
      }
      break;
    case Phase::kStrategyDraw:
    case Phase::kCasinoRoll:
      VisitChanceOutcomes([&](Action a, double) { legal.push_back(a); });
      break;
    case Phase::kStrategyKeep: {
      const std::vector<int>& drawn = players_[drawing_seat_].drawn;
      FixedVector<int, 3> cards(drawn.begin(), drawn.end());
      StableSortSmall(cards.begin(), cards.end(), std::less<int>());  // std::sort warns on 3 slots
      cards.erase(std::unique(cards.begin(), cards.end()), cards.end());
      for (int card : cards) legal.push_back(KeepStrategyAction(card));
      break;
    }
    case Phase::kAction:
      AddActionPhaseActions(legal);
      break;
    case Phase::kCasinoChoice:
      legal.push_back(action_ids::kCasinoRoll);
      legal.push_back(action_ids::kCasinoSkip);
      break;
    case Phase::kGameOver:
      break;
  }
  // No sort needed: every phase lists its actions in increasing id order (the
  // ids nest like the loops that build them; the conformance tests check it).
}

bool OreganoState::HasActionPhaseMove() const {
  // A sale is possible whenever the category is open and a shop stands: the
  // usual answer, found without listing every move.
  if (!categories_done_[int(Category::kSell)]) {
    for (int kind : players_[turn_player_].area) {
      if (kind != kEmpty) return true;
    }
  }
  // One buffer per thread with room for every action: asking never allocates.
  thread_local std::vector<Action> scratch;
  if (scratch.capacity() < size_t(action_ids::kNumActions)) scratch.reserve(action_ids::kNumActions);
  scratch.clear();
  AddActionPhaseActions(scratch);
  return !scratch.empty();
}

int OreganoState::FirstEmptyRow(int seat, int level) const {
  for (int row = 0; row < kRows; ++row) {
    if (ShopAt(seat, row, level) == kEmpty) return row;
  }
  return kEmpty;
}

bool OreganoState::CanBuildAnywhere(int kind) const {
  // CheckBuild gives every row with an empty level-1 cell the same answer.
  const int row = FirstEmptyRow(turn_player_, 1);
  return row != kEmpty && CheckBuild(kind, row) == Blocker::kOk;
}

// The checks run once per kind (or owner) rather than once per cell where
// their answer cannot depend on the cell; the moves listed are exactly those
// the Check* functions allow, in increasing id order.
void OreganoState::AddActionPhaseActions(std::vector<Action>& legal) const {
  const int seat = turn_player_;
  const std::array<int, kCells>& area = players_[seat].area;
  if (!categories_done_[int(Category::kBuild)]) {
    for (int kind = 0; kind < kNumShopKinds; ++kind) {
      if (!CanBuildAnywhere(kind)) continue;
      for (int row = 0; row < kRows; ++row) {
        if (ShopAt(seat, row, 1) == kEmpty) legal.push_back(BuildAction(kind, row));
      }
    }
    // Every level-up needs an own builder.
    if (OwnsKind(seat, kBuilder)) {
      for (int row = 0; row < kRows; ++row) {
        for (int level = 1; level < kLevels; ++level) {
          if (CheckLevelUp(row, level) == Blocker::kOk) legal.push_back(LevelUpAction(row, level));
        }
      }
    }
  }
  if (!categories_done_[int(Category::kResource)]) {
    for (int owner = 0; owner < Seats(); ++owner) {
      if (owner != seat && players_[seat].gold < Rules().N().merchant_fee) continue;  // no fee, no use
      for (int cell = 0; cell < kCells; ++cell) {
        const int kind = players_[owner].area[cell];
        if (kind == kEmpty || kShops[kind].produces < 0) continue;  // not a merchant
        if (CheckTakeResource(owner, CellRow(cell), CellLevel(cell)) == Blocker::kOk) {
          legal.push_back(TakeResourceAction(owner, cell));
        }
      }
    }
  }
  if (!categories_done_[int(Category::kSell)]) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (area[cell] != kEmpty) legal.push_back(SellAction(cell));
    }
  }
  if (!categories_done_[int(Category::kBuy)]) {
    for (int kind = 0; kind < kNumShopKinds; ++kind) {
      for (int level = 1; level <= kLevels; ++level) {
        if (main_street_[kind][level - 1] == 0) continue;
        // CheckBuy gives every row with an empty cell at `level` the same answer.
        const int row = FirstEmptyRow(seat, level);
        if (row == kEmpty || CheckBuy(kind, level, row) != Blocker::kOk) continue;
        for (int r = row; r < kRows; ++r) {
          if (ShopAt(seat, r, level) == kEmpty) legal.push_back(BuyAction(kind, level, r));
        }
      }
    }
  }
}

// Calls visit(action, probability) for each chance outcome, in action order.
template <typename Visit>
void OreganoState::VisitChanceOutcomes(Visit visit) const {
  if (phase_ == Phase::kStrategyDraw) {
    int total = 0;
    for (int n : deck_) total += n;
    for (int card = 0; card < kNumStrategyCards; ++card) {
      if (deck_[card] > 0) visit(DrawStrategyAction(card), double(deck_[card]) / total);
    }
  } else if (phase_ == Phase::kCasinoRoll) {
    for (int face = 1; face <= kDieFaces; ++face) visit(DieAction(face), 1.0 / kDieFaces);
  }
}

void OreganoState::ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const {
  out.clear();
  VisitChanceOutcomes([&](Action a, double p) { out.push_back({a, p}); });
}

void OreganoState::DoApplyAction(Action action) {
  const DecodedAction d = Decode(action);
  switch (d.type) {
    case ActionType::kPickMerchant:
      ApplyPickMerchant(d);
      break;
    case ActionType::kDrawStrategy:
      ApplyDraw(d.card);
      break;
    case ActionType::kKeepStrategy:
      ApplyKeep(d.card);
      break;
    case ActionType::kCasinoRoll:
      phase_ = Phase::kCasinoRoll;
      break;
    case ActionType::kCasinoSkip:
      EndTurn();
      break;
    case ActionType::kDie:
      ApplyDie(d.face);
      break;
    default:
      ApplyTurnAction(d);
      break;
  }
}

void OreganoState::ApplyPickMerchant(const DecodedAction& d) {
  players_[setup_seat_].area[CellIndex(d.row, 1)] = d.kind;
  --supply_[d.kind];
  ++setup_seat_;
  if (setup_seat_ < Seats()) return;
  // Every seat has its merchant: now the strategy draws, in seat order.
  setup_seat_ = 0;
  StartStrategyDraw(0);
}

void OreganoState::StartStrategyDraw(int seat) {
  drawing_seat_ = seat;
  players_[seat].drawn.clear();
  phase_ = Phase::kStrategyDraw;
}

void OreganoState::ApplyDraw(int card) {
  PlayerState& p = players_[drawing_seat_];
  --deck_[card];
  p.drawn.push_back(card);
  int left = 0;
  for (int n : deck_) left += n;
  // rules/oregano.md: `strategy_draw` is for setup; after a completion the text says 2.
  const int target = in_setup_ ? Rules().StrategyDraw() : kStrategyRedraw;
  if (int(p.drawn.size()) >= target || left == 0) phase_ = Phase::kStrategyKeep;
}

void OreganoState::ApplyKeep(int card) {
  PlayerState& p = players_[drawing_seat_];
  p.strategy = card;
  bool kept = false;
  for (int c : p.drawn) {
    if (c == card && !kept) {
      kept = true;
    } else {
      ++deck_[c];  // shuffled back: the deck is a multiset, drawn from at random
    }
  }
  p.drawn.clear();
  p.progress = StrategyProgress();
  if (in_setup_) {
    if (drawing_seat_ + 1 < Seats()) {
      StartStrategyDraw(drawing_seat_ + 1);
      return;
    }
    in_setup_ = false;
    if (!BeginTurn(0)) EndTurn();
    return;
  }
  ContinueTurn();
}

void OreganoState::ApplyTurnAction(const DecodedAction& d) {
  const int seat = turn_player_;
  PlayerState& p = players_[seat];
  switch (d.type) {
    case ActionType::kBuild: {
      const ShopSpec& spec = kShops[d.kind];
      Pay(seat, Rules().N().cost_gold[d.kind], spec.cost);
      --supply_[d.kind];
      p.area[CellIndex(d.row, 1)] = d.kind;
      ++p.progress.builds_by_kind[d.kind];
      break;
    }
    case ActionType::kLevelUp: {
      const int from = CellIndex(d.row, d.level);
      const int to = CellIndex(d.row, d.level + 1);
      const int kind = p.area[from];
      Pay(seat, LevelUpGold(kind, d.level), kShops[kind].cost);
      p.area[to] = kind;
      p.area[from] = kEmpty;
      // Step by step counts different shops: a shop levelled again is the same one.
      p.progress.leveled_cells &= ~(1 << from);
      p.progress.leveled_cells |= 1 << to;
      break;
    }
    case ActionType::kTakeResource: {
      const int kind = ShopAt(d.owner, d.row, d.level);
      const int resource = kShops[kind].produces;
      const int amount = std::min(d.level, bank_[resource]);
      bank_[resource] -= amount;
      p.resources[resource] += amount;
      last_take_ = d.owner * kCells + CellIndex(d.row, d.level);
      if (d.owner != seat) {
        p.gold -= Rules().N().merchant_fee;
        players_[d.owner].gold += Rules().N().merchant_fee;
        p.progress.resource_kinds_from_others |= 1 << resource;
      }
      break;
    }
    case ActionType::kSell: {
      const int cell = CellIndex(d.row, d.level);
      const int kind = p.area[cell];
      p.gold += SalePrice(seat, kind, d.level);
      p.area[cell] = kEmpty;
      ++main_street_[kind][d.level - 1];
      RemoveFromProgress(seat, cell);
      ++p.progress.sales;
      sold_kind_ = kind;
      sold_level_ = d.level;
      break;
    }
    case ActionType::kBuy: {
      p.gold -= BuyPrice(d.kind, d.level);
      --main_street_[d.kind][d.level - 1];
      p.area[CellIndex(d.row, d.level)] = d.kind;
      ++p.progress.purchases;
      break;
    }
    default:
      MERCATO_CHECK(false, "not a turn action");
  }
  categories_done_[int(CategoryOf(d.type))] = true;
  ++actions_this_turn_;
  AfterTurnAction(seat);
}

void OreganoState::RemoveFromProgress(int seat, int cell) {
  StrategyProgress& progress = players_[seat].progress;
  if (progress.leveled_cells & (1 << cell)) {
    progress.leveled_cells &= ~(1 << cell);
    ++progress.leveled_gone;
  }
}

void OreganoState::AfterTurnAction(int seat) {
  PlayerState& p = players_[seat];
  bool completed = false;
  if (p.strategy != kEmpty && p.progress.Count(p.strategy) >= kStrategyTarget) {
    completed = true;
    p.gold += Rules().N().strategy_reward;
    ++p.strategies_completed;
    ++deck_[p.strategy];  // returned to the deck
    p.strategy = kEmpty;
    p.progress = StrategyProgress();
  }
  AwardBonuses(seat);
  if (!end_triggered_ && EmptyKindsForEnd() >= 2) end_triggered_ = true;
  if (end_triggered_ && !Rules().EndAtRoundEnd()) {
    phase_ = Phase::kGameOver;
    return;
  }
  if (completed) {
    StartStrategyDraw(seat);
    return;
  }
  ContinueTurn();
}

void OreganoState::ContinueTurn() {
  phase_ = Phase::kAction;  // the checks behind the legal actions ask for it
  if (actions_this_turn_ < 2 && HasActionPhaseMove()) return;
  EndOfActions();
}

void OreganoState::EndOfActions() {
  if (OwnsKind(turn_player_, kCasino)) {
    phase_ = Phase::kCasinoChoice;
    return;
  }
  EndTurn();
}

void OreganoState::ApplyDie(int face) {
  const int seat = turn_player_;
  PlayerState& p = players_[seat];
  last_die_ = face;
  last_die_player_ = seat;
  ++p.casino_rolls;
  if (face <= Rules().N().casino_losing_faces) {
    const int loss = std::min(Rules().N().casino_loss, p.gold);
    p.gold -= loss;
    p.casino_gain -= loss;
  } else {
    for (int other = 0; other < Seats(); ++other) {
      if (other == seat) continue;
      const int take = std::min(Rules().N().casino_payout, players_[other].gold);
      players_[other].gold -= take;
      p.gold += take;
      p.casino_gain += take;
    }
  }
  EndTurn();
}

void OreganoState::EndTurn() {
  // Turns with nothing to decide pass on by themselves, so loop until a decision.
  while (true) {
    if (end_triggered_ && turn_player_ == Seats() - 1) {
      phase_ = Phase::kGameOver;  // end=round: the round is finished
      return;
    }
    const int next = (turn_player_ + 1) % Seats();
    if (next == 0) {
      ++round_;
      if (round_ > kMaxRounds) {
        phase_ = Phase::kGameOver;
        return;
      }
    }
    if (BeginTurn(next)) return;
  }
}

bool OreganoState::BeginTurn(int seat) {
  turn_player_ = seat;
  players_[seat].gold += DividendOf(seat);
  categories_done_.fill(false);
  actions_this_turn_ = 0;
  sold_kind_ = kEmpty;
  sold_level_ = 0;
  phase_ = Phase::kAction;  // the checks behind the legal actions ask for it
  if (HasActionPhaseMove()) return true;
  if (OwnsKind(seat, kCasino)) {
    phase_ = Phase::kCasinoChoice;
    return true;
  }
  return false;
}

}  // namespace mercato::oregano

// Oregano Market: what each seat may see, information states, resampling and
// invariants. The only hidden things are the strategy cards: the one each player
// holds, the ones being chosen from, and the order of the deck.
#include <algorithm>
#include <functional>

#include "engine/check.h"
#include "games/oregano/oregano.h"

namespace mercato::oregano {

OreganoObservation OreganoState::Observe(int viewer) const {
  OreganoObservation o;
  o.viewer = viewer;
  o.num_players = Seats();
  o.phase = phase_;
  o.current_player = CurrentPlayer();
  o.turn_player = turn_player_;
  o.round = round_;
  o.supply = supply_;
  o.main_street = main_street_;
  o.bank = bank_;
  for (int n : deck_) o.deck_size += n;
  o.bonus_owner = bonus_owner_;
  o.categories_done = categories_done_;
  o.actions_this_turn = actions_this_turn_;
  o.sold_kind = sold_kind_;
  o.sold_level = sold_level_;
  o.last_die = last_die_;
  o.last_die_player = last_die_player_;
  o.empty_kinds = EmptyKindsForEnd();
  o.end_triggered = end_triggered_;
  for (int seat = 0; seat < Seats(); ++seat) {
    const PlayerState& p = players_[seat];
    const bool sees = viewer == kAllSeeing || viewer == seat;
    PlayerObservation po;
    po.gold = p.gold;
    po.resources = p.resources;
    po.area = p.area;
    po.strategy = p.strategy == kEmpty ? kEmpty : (sees ? p.strategy : kHidden);
    if (sees) po.drawn = p.drawn;
    po.drawn_count = int(p.drawn.size());
    po.progress = p.progress;
    po.bonuses = p.bonuses;
    po.dividend = DividendOf(seat);
    po.score = Breakdown(seat).total;
    po.strategies_completed = p.strategies_completed;
    po.casino_rolls = p.casino_rolls;
    po.casino_gain = p.casino_gain;
    o.players.push_back(po);
  }
  return o;
}

const char* PhaseId(Phase phase) {
  switch (phase) {
    case Phase::kChooseMerchant: return "choose_merchant";
    case Phase::kStrategyDraw: return "strategy_draw";
    case Phase::kStrategyKeep: return "strategy_keep";
    case Phase::kAction: return "action";
    case Phase::kCasinoChoice: return "casino_choice";
    case Phase::kCasinoRoll: return "casino_roll";
    case Phase::kGameOver: return "game_over";
  }
  return "?";
}

std::string CardId(int card) {
  if (card == kEmpty) return "none";
  if (card == kHidden) return "hidden";
  return kStrategyIds[card];
}

std::string OreganoState::ObservationJson(int player) const {
  return JsonOf(Observe(player));
}

std::string OreganoState::InformationStateString(int player) const {
  // A spectator (kSpectator) holds no cards: the public part alone.
  if (!IsSeat(player, Seats())) return "viewer=spectator\n" + PublicString();
  std::string out = std::string("viewer=p") + std::to_string(player + 1) + "\n" + PublicString();
  const PlayerState& p = players_[player];
  out += std::string("mine=") + CardId(p.strategy) + " drawn=";
  for (int c : p.drawn) out += std::string(kStrategyIds[c]) + ";";
  return out;
}

std::unique_ptr<State> OreganoState::Clone() const {
  return std::make_unique<OreganoState>(*this);
}

namespace {

// Weighted order of the card kinds still in `pool` that `allowed` accepts.
std::vector<int> RandomCardOrder(const std::array<int, kNumStrategyCards>& pool,
                                 const std::array<bool, kNumStrategyCards>& allowed, Rng& rng) {
  std::array<double, kNumStrategyCards> weights{};
  for (int c = 0; c < kNumStrategyCards; ++c) weights[c] = allowed[c] ? pool[c] : 0;
  std::vector<int> order;
  while (true) {
    double total = 0;
    for (double w : weights) total += w;
    if (total <= 0) break;
    const int c = int(rng.Weighted(weights));
    order.push_back(c);
    weights[c] = 0;
  }
  return order;
}

}  // namespace

std::unique_ptr<State> OreganoState::ResampleFromInfostate(int player, Rng& rng) const {
  auto sample = std::make_unique<OreganoState>(*this);
  // The cards `player` cannot see: every copy minus the ones in the player's
  // own hand (a spectator, kSpectator, has none: every hand is dealt anew).
  std::array<int, kNumStrategyCards> pool;
  pool.fill(kStrategyCopies);
  if (IsSeat(player, Seats())) {
    const PlayerState& me = players_[player];
    if (me.strategy != kEmpty) --pool[me.strategy];
    for (int c : me.drawn) --pool[c];
  }

  std::vector<int> holders;  // opponents holding a card
  for (int seat = 0; seat < Seats(); ++seat) {
    if (seat == player) continue;
    sample->players_[seat].strategy = kEmpty;
    if (players_[seat].strategy != kEmpty) holders.push_back(seat);
  }
  // A held card is never one whose public progress already completes it, so
  // deal with that constraint (depth-first, random order: some deal always fits).
  std::vector<int> dealt(holders.size(), kEmpty);
  std::function<bool(size_t)> deal = [&](size_t i) -> bool {
    if (i == holders.size()) return true;
    std::array<bool, kNumStrategyCards> allowed{};
    for (int c = 0; c < kNumStrategyCards; ++c) {
      allowed[c] = players_[holders[i]].progress.Count(c) < kStrategyTarget;
    }
    for (int c : RandomCardOrder(pool, allowed, rng)) {
      --pool[c];
      dealt[i] = c;
      if (deal(i + 1)) return true;
      ++pool[c];
    }
    return false;
  };
  MERCATO_CHECK(deal(0), "no consistent deal of strategy cards");
  for (size_t i = 0; i < holders.size(); ++i) sample->players_[holders[i]].strategy = dealt[i];

  // Cards an opponent is choosing from right now: any from what is left.
  for (int seat = 0; seat < Seats(); ++seat) {
    if (seat == player) continue;
    std::vector<int>& drawn = sample->players_[seat].drawn;
    for (int& c : drawn) {
      std::array<bool, kNumStrategyCards> any;
      any.fill(true);
      c = RandomCardOrder(pool, any, rng).front();
      --pool[c];
    }
  }
  sample->deck_ = pool;  // the rest is the deck
  return sample;
}

std::string OreganoState::CheckInvariants() const {
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    int count = supply_[kind];
    if (supply_[kind] < 0) return std::string("negative supply of ") + kShops[kind].id;
    for (int n : main_street_[kind]) count += n;
    for (const PlayerState& p : players_) {
      for (int cell = 0; cell < kCells; ++cell) {
        if (p.area[cell] != kind) continue;
        ++count;
        if (kShops[kind].group == ShopGroup::kSpecial && CellLevel(cell) != 1) {
          return std::string("a special shop above level 1: ") + kShops[kind].id;
        }
      }
    }
    if (count != Rules().InitialSupply(kind)) {
      return std::string("shop tokens not conserved: ") + kShops[kind].id;
    }
  }
  for (int r = 0; r < kNumResources; ++r) {
    int count = bank_[r];
    for (const PlayerState& p : players_) {
      if (p.resources[r] < 0) return "negative resource cards";
      count += p.resources[r];
    }
    if (bank_[r] < 0 || count != Rules().N().resource_cards) {
      return std::string("resource cards not conserved: ") + kResourceIds[r];
    }
  }
  std::array<int, kNumStrategyCards> cards = deck_;
  for (const PlayerState& p : players_) {
    if (p.strategy != kEmpty) {
      ++cards[p.strategy];
      if (p.progress.Count(p.strategy) >= kStrategyTarget) return "a completed card still held";
    }
    for (int c : p.drawn) ++cards[c];
  }
  for (int c = 0; c < kNumStrategyCards; ++c) {
    if (cards[c] != kStrategyCopies) return "strategy cards not conserved";
  }
  for (int seat = 0; seat < Seats(); ++seat) {
    const PlayerState& p = players_[seat];
    if (p.gold < 0) return "negative gold";
    int specials = 0;
    std::array<int, kNumShopKinds> held{};
    for (int kind : p.area) {
      if (kind == kEmpty) continue;
      ++held[kind];
      if (kShops[kind].group == ShopGroup::kSpecial) ++specials;
    }
    if (!Rules().SpecialLimitPerKind() && specials > 1) return "more than one special shop";
    for (int kind = kFountain; kind <= kBuilder; ++kind) {
      if (held[kind] > 1) return "two special shops of one kind";
    }
    for (int b = 0; b < kNumBonusCards; ++b) {
      if (p.bonuses[b] != (bonus_owner_[b] == seat)) return "bonus cards disagree";
    }
  }
  return "";
}

// ---- Test-only setup ------------------------------------------------------------

void OreganoState::SetGoldForTest(int seat, int gold) {
  MERCATO_CHECK(gold >= 0, "gold");
  players_[seat].gold = gold;
}

void OreganoState::SetResourcesForTest(int seat, const ResourceCount& resources) {
  for (int r = 0; r < kNumResources; ++r) {
    bank_[r] += players_[seat].resources[r] - resources[r];
    MERCATO_CHECK(bank_[r] >= 0, "not enough cards in the bank");
  }
  players_[seat].resources = resources;
}

void OreganoState::PlaceShopForTest(int seat, int row, int level, int kind) {
  MERCATO_CHECK(supply_[kind] > 0, "no such shop in the supply");
  MERCATO_CHECK(ShopAt(seat, row, level) == kEmpty, "cell taken");
  --supply_[kind];
  players_[seat].area[CellIndex(row, level)] = kind;
}

void OreganoState::SetStrategyForTest(int seat, int card) {
  PlayerState& p = players_[seat];
  p.progress = StrategyProgress();
  if (p.strategy == card) return;
  MERCATO_CHECK(deck_[card] > 0, "card not in the deck");
  if (p.strategy != kEmpty) ++deck_[p.strategy];
  --deck_[card];
  p.strategy = card;
  p.progress = StrategyProgress();
}

}  // namespace mercato::oregano

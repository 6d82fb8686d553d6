// What each seat sees of an Oregano Market move, as events (engine/game_event.h).
//
// Every move is open except the strategy cards: a seat sees which card it drew
// and kept, the others only that a card was drawn or kept. A completed card is
// public (it goes back to the deck face up), so the move that completes it
// carries it for everyone.
//   merchant  {seat, kind, row}                      setup: the starting merchant
//   draw      {seat[, card]}                         chance: a strategy card drawn (card: its seat only)
//   keep      {seat[, card]}                         the card kept of those drawn (card: its seat only)
//   build     {seat, kind, row, gold} cards          cards: the wood, stone, metal paid
//   level_up  {seat, kind, row, level, gold} cards   level: the level it reaches
//   take      {seat, owner, kind, row, level, resource, amount[, fee]}
//                                                    fee: paid to the owner (another seat's merchant)
//   sell      {seat, kind, row, level, price}
//   buy       {seat, kind, row, level, price}        from the main street
//   casino    {seat} / casino_skip {seat}            the casino at the end of a turn
//   die       {seat, face, win, gold}                chance: the casino die; gold: the roller's
//                                                    loss (win 0) or takings from the others (win 1)
//   end       {round_end}                            a second shop kind ran out: the game ends now
//                                                    (round_end 0) or after this round (1)
// A turn action (build, level_up, take, sell, buy) also carries what it set off:
//   completed, reward   the strategy card it completed and the gold that paid
//   bonuses (list)      the bonus cards it won
#include <algorithm>
#include <memory>
#include <vector>

#include "games/oregano/oregano.h"

namespace mercato::oregano {

namespace {

std::vector<int> Cards(const ResourceCount& cards) { return {cards.begin(), cards.end()}; }

}  // namespace

std::optional<GameEvents> OreganoState::EventsSeen(Action action, int viewer) const {
  const DecodedAction a = Decode(action);
  const int seat = CurrentPlayer();
  switch (a.type) {
    case ActionType::kPickMerchant:
      return GameEvents{GameEvent("merchant", seat).With("shop", a.kind).With("row", a.row)};
    case ActionType::kDrawStrategy: {
      GameEvent draw("draw", drawing_seat_);
      if (viewer == kAllSeeing || viewer == drawing_seat_) draw.With("card", a.card);
      return GameEvents{draw};
    }
    case ActionType::kKeepStrategy: {
      GameEvent keep("keep", seat);
      if (viewer == kAllSeeing || viewer == seat) keep.With("card", a.card);
      return GameEvents{keep};
    }
    case ActionType::kCasinoRoll:
      return GameEvents{GameEvent("casino", seat)};
    case ActionType::kCasinoSkip:
      return GameEvents{GameEvent("casino_skip", seat)};
    case ActionType::kDie: {
      const int roller = turn_player_;
      const bool win = a.face > Rules().N().casino_losing_faces;
      int gold = 0;
      if (win) {
        for (int other = 0; other < Seats(); ++other) {
          if (other != roller) gold += std::min(Rules().N().casino_payout, players_[other].gold);
        }
      } else {
        gold = std::min(Rules().N().casino_loss, players_[roller].gold);
      }
      return GameEvents{GameEvent("die", roller).With("face", a.face).With("win", win ? 1 : 0).With("gold", gold)};
    }
    case ActionType::kBuild:
    case ActionType::kLevelUp:
    case ActionType::kTakeResource:
    case ActionType::kSell:
    case ActionType::kBuy:
      break;
    default:
      return std::nullopt;  // not a legal action: the engine's notation says what it is
  }
  if (seat < 0) return std::nullopt;
  GameEvent move;
  switch (a.type) {
    case ActionType::kBuild:
      move = GameEvent("build", seat);
      move.With("shop", a.kind).With("row", a.row).With("gold", Rules().N().cost_gold[a.kind]);
      move.WithList("cards", Cards(kShops[a.kind].cost));
      break;
    case ActionType::kLevelUp: {
      const int kind = ShopAt(seat, a.row, a.level);
      move = GameEvent("level_up", seat);
      move.With("shop", kind).With("row", a.row).With("level", a.level + 1);
      move.With("gold", LevelUpGold(kind, a.level)).WithList("cards", Cards(kShops[kind].cost));
      break;
    }
    case ActionType::kTakeResource: {
      const int kind = ShopAt(a.owner, a.row, a.level);
      const int resource = kShops[kind].produces;
      move = GameEvent("take", seat);
      move.With("owner", a.owner).With("shop", kind).With("row", a.row).With("level", a.level);
      move.With("resource", resource).With("amount", std::min(a.level, bank_[resource]));
      if (a.owner != seat) move.With("fee", Rules().N().merchant_fee);
      break;
    }
    case ActionType::kSell: {
      const int kind = ShopAt(seat, a.row, a.level);
      move = GameEvent("sell", seat);
      move.With("shop", kind).With("row", a.row).With("level", a.level);
      move.With("price", SalePrice(seat, kind, a.level));
      break;
    }
    default:  // kBuy
      move = GameEvent("buy", seat);
      move.With("shop", a.kind).With("row", a.row).With("level", a.level);
      move.With("price", BuyPrice(a.kind, a.level));
      break;
  }
  // What the action set off, from the position after it.
  std::unique_ptr<State> after_state = Clone();
  after_state->ApplyAction(action);
  const auto& after = static_cast<const OreganoState&>(*after_state);
  const PlayerState& was = players_[seat];
  const PlayerState& is = after.players_[seat];
  if (is.strategies_completed > was.strategies_completed) {
    move.With("completed", was.strategy).With("reward", Rules().N().strategy_reward);
  }
  std::vector<int> bonuses;
  for (int b = 0; b < kNumBonusCards; ++b) {
    if (is.bonuses[b] && !was.bonuses[b]) bonuses.push_back(b);
  }
  if (!bonuses.empty()) move.WithList("bonuses", std::move(bonuses));
  GameEvents events{move};
  if (after.end_triggered_ && !end_triggered_) {
    events.push_back(GameEvent("end", kChancePlayer).With("round_end", after.IsTerminal() ? 0 : 1));
  }
  return events;
}

}  // namespace mercato::oregano

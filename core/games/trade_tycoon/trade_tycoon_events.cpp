// What each seat sees of a Trade Tycoon move, as events (engine/game_event.h).
//
// Hidden: a trade card dealt or drawn (its seat sees it; the others see only
// on which side of the balance card it went), a skill dealt (its seat), the
// skill passed left in the draft (its passer; the receiver learns it when the
// last seat has passed: "receive"), the burned card (nobody; the all-seeing
// viewer) and the hand an informant looks at (its user). Everything else is
// played in the open. Values (cards and skills are ids, seats 0-based):
//   dealt       {seat, below[, card]}     chance: a setup card (card: its seat only)
//   dealt_skill {seat[, skill]}           chance: a setup skill (skill: its seat only)
//   pass        {seat, to[, skill]}       a skill passed left, face down (skill: its passer only)
//   receive     {seat, from, skill}       with the last pass: the skill `seat` gets from `from`
//                                         (told to `seat` only; no words, the table shows it)
//   burn        {[card]}                  chance: a card out unseen (card: all-seeing only)
//   oasis       {card}                    chance: a card face up to the oasis
//   start       {seat}                    chance: the start player
//   wait        {seat}                    no style chosen this turn
//   style       {seat, card, style}       a hand card laid on the style card; style = its suit
//   reveal      {seat, skill}             a skill turned face up
//   no_reveal   {seat}
//   order       {seat, partner, card, type[, given]}  type: 0 number, 1 suit, 2 named;
//                                         given: the oasis card given instead (relay trade)
//   informant   {seat, target} cards: target's hand (its user and all-seeing only)
//   caravan     {seat, card}              a hand card to the oasis
//   take        {seat, card}              caravan / warehouseman: the oasis card taken
//   name        {seat, card}              the card a named order names
//   return      {seat, card, to, free_pass}  the partner's card to `to`'s warehouse
//   end_orders  {seat}                    the order phase ends
//   double_deal {seat}                    a second order follows
//   warehouseman {seat, card}             a warehouse card to the oasis
//   drew        {seat, below[, card]}     chance: the turn's draw (card: its seat only)
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

bool Sees(int viewer, int seat) { return viewer == kAllSeeing || viewer == seat; }

}  // namespace

std::optional<GameEvents> TradeTycoonState::EventsSeen(Action action, int viewer) const {
  const int actor = CurrentPlayer();
  const int card = action - kCardAction;
  switch (phase_) {
    case Phase::kDealCards: {
      const int seat = dealt_cards_ / kHandSize;
      GameEvent dealt("dealt", seat);
      dealt.With("below", IsBelowBalance(card) ? 1 : 0);
      if (Sees(viewer, seat)) dealt.With("card", card);
      return GameEvents{dealt};
    }
    case Phase::kDealSkills: {
      const int seat = dealt_skills_ / kSkillsDealt;
      GameEvent dealt("dealt_skill", seat);
      if (Sees(viewer, seat)) dealt.With("skill", action - kSkillAction);
      return GameEvents{dealt};
    }
    case Phase::kDraftPass: {
      const int skill = action - kSkillAction;
      GameEvent pass("pass", actor);
      pass.With("to", (actor + 1) % kNumPlayers);
      if (Sees(viewer, actor)) pass.With("skill", skill);
      GameEvents events{pass};
      if (draft_seat_ == kNumPlayers - 1) {
        // The last pass: every passed skill changes hands, and each receiver
        // now knows the one it got (FinishDraft).
        for (int seat = 0; seat < kNumPlayers; ++seat) {
          if (!Sees(viewer, seat)) continue;
          const int from = (seat + kNumPlayers - 1) % kNumPlayers;
          events.push_back(GameEvent("receive", seat)
                               .With("from", from)
                               .With("skill", from == actor ? skill : pass_choice_[from]));
        }
      }
      return events;
    }
    case Phase::kBurn: {
      GameEvent burn("burn", kChancePlayer);
      if (viewer == kAllSeeing) burn.With("card", card);
      return GameEvents{burn};
    }
    case Phase::kOasis:
      return GameEvents{GameEvent("oasis", kChancePlayer).With("card", card)};
    case Phase::kStartPlayer:
      return GameEvents{GameEvent("start", action - kSeatAction)};
    case Phase::kStyle:
      if (action == kPassAction) return GameEvents{GameEvent("wait", actor)};
      return GameEvents{
          GameEvent("style", actor).With("card", card).With("style", int(CardSuit(card)))};
    case Phase::kReveal:
      if (action == kPassAction) return GameEvents{GameEvent("no_reveal", actor)};
      return GameEvents{GameEvent("reveal", actor).With("skill", action - kSkillAction)};
    case Phase::kPreOrder: {
      if (IsOrderAction(action)) {
        const OrderChoice o = DecodeOrder(action);
        GameEvent order("order", actor);
        order.With("partner", o.partner).With("card", o.hand_card).With("type", int(o.type));
        if (o.relay > 0) order.With("given", oasis_[o.relay - 1]);
        return GameEvents{order};
      }
      if (action >= kInformantAction && action < kInformantAction + kNumPlayers) {
        const int target = action - kInformantAction;
        GameEvent informant("informant", actor);
        informant.With("target", target);
        if (Sees(viewer, actor)) {
          informant.WithList("cards", std::vector<int>(hands_[target].begin(), hands_[target].end()));
        }
        return GameEvents{informant};
      }
      return GameEvents{GameEvent("caravan", actor).With("card", action - kCaravanAction)};
    }
    case Phase::kCaravanTake:
    case Phase::kWarehousemanTake:
      return GameEvents{GameEvent("take", actor).With("card", card)};
    case Phase::kNamedCard:
      return GameEvents{GameEvent("name", actor).With("card", action - kNamedOrderAction)};
    case Phase::kReturn: {
      const bool free_pass = action >= kFreePassAction;
      return GameEvents{GameEvent("return", actor)
                            .With("card", free_pass ? action - kFreePassAction : card)
                            .With("to", active_)
                            .With("free_pass", free_pass ? 1 : 0)};
    }
    case Phase::kPostOrder:
      if (action == kPassAction) return GameEvents{GameEvent("end_orders", actor)};
      if (action == kSkillAction + kDoubleDeal) return GameEvents{GameEvent("double_deal", actor)};
      return GameEvents{
          GameEvent("warehouseman", actor).With("card", action - kWarehousemanAction)};
    case Phase::kDraw: {
      GameEvent drew("drew", active_);
      drew.With("below", IsBelowBalance(card) ? 1 : 0);
      if (Sees(viewer, active_)) drew.With("card", card);
      return GameEvents{drew};
    }
    case Phase::kGameOver:
      break;
  }
  return std::nullopt;  // no move is legal here: the engine's notation says what it is
}

}  // namespace mercato::trade_tycoon

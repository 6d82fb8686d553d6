// Notation: one short line per action, read relative to the state's phase.
//   deal p0 7C | deal p1 caravan | burn 3R | oasis 9J | start p2 | draw p1 12P
//   pass informant | style 4C | wait | reveal balance | no-reveal
//   order p1 7C number | order p2 3R relay 9J suit | order p1 5C named
//   name 7J | informant p2 | caravan 5J | take 9J
//   return 8P | return 2C free-pass (any card)
//   double-deal | warehouseman 6R | end
#include <sstream>

#include "engine/check.h"
#include "engine/text.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

std::string Seat(int seat) {
  std::string out = "p";
  out += std::to_string(seat);
  return out;
}

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kDealCards:
      return "deal cards";
    case Phase::kDealSkills:
      return "deal skills";
    case Phase::kDraftPass:
      return "skill pass";
    case Phase::kBurn:
      return "burn";
    case Phase::kOasis:
      return "oasis";
    case Phase::kStartPlayer:
      return "start player";
    case Phase::kStyle:
      return "style phase";
    case Phase::kReveal:
      return "skill reveals";
    case Phase::kPreOrder:
      return "order phase";
    case Phase::kCaravanTake:
      return "caravan";
    case Phase::kNamedCard:
      return "order: name a card";
    case Phase::kReturn:
      return "order: return";
    case Phase::kPostOrder:
      return "after the order";
    case Phase::kWarehousemanTake:
      return "warehouseman";
    case Phase::kDraw:
      return "draw phase";
    case Phase::kGameOver:
      return "game over";
  }
  return "?";
}

std::string Cards(const std::vector<int>& cards) {
  std::vector<std::string> names;
  for (int c : cards) names.push_back(CardName(c));
  return Join(names, " ");
}

}  // namespace

std::string TradeTycoonState::OrderNotation(const OrderChoice& o) const {
  static const char* kTypes[] = {"number", "suit", "named"};
  std::string out = "order " + Seat(o.partner) + " " + CardName(o.hand_card);
  if (o.relay > 0) out += " relay " + CardName(oasis_[o.relay - 1]);
  out += ' ';
  out += kTypes[int(o.type)];
  return out;
}

std::string TradeTycoonState::ActionToString(Action action) const {
  const int card = action - kCardAction;
  switch (phase_) {
    case Phase::kDealCards:
      return "deal " + Seat(dealt_cards_ / kHandSize) + " " + CardName(card);
    case Phase::kDealSkills:
      return "deal " + Seat(dealt_skills_ / kSkillsDealt) + " " + SkillKey(action - kSkillAction);
    case Phase::kBurn:
      return "burn " + CardName(card);
    case Phase::kOasis:
      return "oasis " + CardName(card);
    case Phase::kStartPlayer:
      return "start " + Seat(action - kSeatAction);
    case Phase::kDraw:
      return "draw " + Seat(active_) + " " + CardName(card);
    case Phase::kGameOver:
      return "game over";
    default:
      return PlayerActionToString(action);
  }
}

std::string TradeTycoonState::PlayerActionToString(Action action) const {
  const int card = action - kCardAction;
  switch (phase_) {
    case Phase::kDraftPass:
      return std::string("pass ") + SkillKey(action - kSkillAction);
    case Phase::kStyle:
      return action == kPassAction ? "wait" : "style " + CardName(card);
    case Phase::kReveal:
      return action == kPassAction ? "no-reveal"
                                   : std::string("reveal ") + SkillKey(action - kSkillAction);
    case Phase::kPreOrder:
      if (IsOrderAction(action)) return OrderNotation(DecodeOrder(action));
      if (action >= kInformantAction && action < kInformantAction + kNumPlayers) {
        return "informant " + Seat(action - kInformantAction);
      }
      return "caravan " + CardName(action - kCaravanAction);
    case Phase::kCaravanTake:
    case Phase::kWarehousemanTake:
      return "take " + CardName(card);
    case Phase::kNamedCard:
      return "name " + CardName(action - kNamedOrderAction);
    case Phase::kReturn:
      if (action >= kFreePassAction)
        return "return " + CardName(action - kFreePassAction) + " free-pass";
      return "return " + CardName(card);
    case Phase::kPostOrder:
      if (action == kPassAction) return "end";
      if (action == kSkillAction + kDoubleDeal) return "double-deal";
      return "warehouseman " + CardName(action - kWarehousemanAction);
    default:
      return "?";
  }
}

std::string TradeTycoonState::ToString() const {
  std::ostringstream out;
  out << "turn " << turn_ << "/" << kTurnsEach * kNumPlayers << ", " << PhaseName(phase_);
  if (active_ >= 0) out << ", active " << Seat(active_);
  out << ", start " << (start_player_ >= 0 ? Seat(start_player_) : "-") << "\n";
  out << "deck " << deck_size() << (burned_card_ >= 0 ? ", burned " + CardName(burned_card_) : "")
      << ", oasis [" << Cards(oasis_) << "]\n";
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    std::vector<std::string> tokens;
    bool balance_drawn = false;
    for (int c : hands_[seat]) {
      if (!balance_drawn && !IsBelowBalance(c)) {
        tokens.push_back("|7.5|");
        balance_drawn = true;
      }
      tokens.push_back(CardName(c));
    }
    if (!balance_drawn) tokens.push_back("|7.5|");
    out << Seat(seat) << ": hand [" << Join(tokens, " ");
    out << "] warehouse [" << Cards(warehouses_[seat]) << "] style "
        << (style_card_[seat] >= 0 ? CardName(style_card_[seat]) : "-") << " skills";
    for (int s = 0; s < kNumSkills; ++s) {
      if (skill_owner_[s] != seat) continue;
      out << " " << SkillKey(s)
          << (skill_revealed_[s] ? (skill_used_[s] ? "(used)" : "(up)") : "(down)");
    }
    out << " turns " << turns_taken_[seat] << "\n";
  }
  if (phase_ == Phase::kDraftPass || phase_ == Phase::kBurn) {
    out << "passes:";
    for (int seat = 0; seat < kNumPlayers; ++seat) {
      out << " " << (pass_choice_[seat] >= 0 ? SkillKey(pass_choice_[seat]) : "-");
    }
    out << "\n";
  }
  if (order_.partner >= 0) {
    out << "order " << order_.index << ": partner " << Seat(order_.partner);
    if (order_.hand_card >= 0) out << ", card " << CardName(order_.hand_card);
    if (order_.relayed) out << ", relay for " << CardName(order_.given_card);
    if (order_.type == OrderType::kNumber) out << ", number";
    if (order_.type == OrderType::kSuit) out << ", suit";
    if (order_.type == OrderType::kNamed) {
      out << ", named " << (order_.named_card >= 0 ? CardName(order_.named_card) : "?");
    }
    out << "\n";
  }
  if (caravan_card_ >= 0) out << "caravan swapping " << CardName(caravan_card_) << "\n";
  if (warehouseman_card_ >= 0)
    out << "warehouseman swapping " << CardName(warehouseman_card_) << "\n";
  if (!reveal_queue_.empty()) {
    out << "reveal queue:";
    for (int seat : reveal_queue_) out << " " << Seat(seat);
    out << "\n";
  }
  return out.str();
}

}  // namespace mercato::trade_tycoon

// What a seat sees: the observation struct the view draws from, its JSON for
// the page's API, and the information state string built from both plus the
// public log of what everyone saw happen.
#include <algorithm>

#include "engine/json_fields.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

const char* PhaseKey(Phase phase) {
  switch (phase) {
    case Phase::kDealCards:
      return "deal_cards";
    case Phase::kDealSkills:
      return "deal_skills";
    case Phase::kDraftPass:
      return "draft_pass";
    case Phase::kBurn:
      return "burn";
    case Phase::kOasis:
      return "oasis";
    case Phase::kStartPlayer:
      return "start_player";
    case Phase::kStyle:
      return "style";
    case Phase::kReveal:
      return "reveal";
    case Phase::kPreOrder:
      return "pre_order";
    case Phase::kCaravanTake:
      return "caravan_take";
    case Phase::kNamedCard:
      return "named_card";
    case Phase::kReturn:
      return "return";
    case Phase::kPostOrder:
      return "post_order";
    case Phase::kWarehousemanTake:
      return "warehouseman_take";
    case Phase::kDraw:
      return "draw";
    case Phase::kGameOver:
      return "game_over";
  }
  return "?";
}

const char* OrderTypeKey(OrderType type) {
  switch (type) {
    case OrderType::kNone:
      return "";
    case OrderType::kNumber:
      return "number";
    case OrderType::kSuit:
      return "suit";
    case OrderType::kNamed:
      return "named";
  }
  return "";
}

std::string Card(int card) { return CardName(card); }
std::string Skill(int skill) { return SkillKey(skill); }
// A card or a skill, or null for none / not known.
constexpr JsonAs kCardAsName{.name = Card, .null_below_zero = true};
constexpr JsonAs kSkill{.name = Skill, .null_below_zero = true};

}  // namespace

bool TradeTycoonState::Knows(int viewer, uint8_t known_by) {
  constexpr uint8_t kEverySeat = uint8_t((1 << kNumPlayers) - 1);
  if (viewer == kAllSeeing) return true;
  if (viewer == kSpectator) return known_by == kEverySeat;
  return IsSeat(viewer, kNumPlayers) && ((known_by >> viewer) & 1);
}

TradeTycoonObservation TradeTycoonState::Observe(int viewer) const {
  TradeTycoonObservation obs;
  obs.viewer = viewer;
  obs.phase = phase_;
  obs.current_player = CurrentPlayer();
  obs.active_player = phase_ >= Phase::kStyle ? active_ : -1;
  obs.start_player = start_player_;
  obs.turn = turn_;
  obs.deck_size = deck_size();
  obs.burned_cards = burned_card_ >= 0 ? 1 : 0;
  for (int s = 0; s < kNumSkills; ++s) {
    if (skill_owner_[s] < 0 && phase_ > Phase::kDealSkills) ++obs.removed_skills;
  }
  obs.oasis = oasis_;
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    SeatObservation& so = obs.seats[seat];
    so.hand_size = int(hands_[seat].size());
    for (int c : hands_[seat]) {
      (IsBelowBalance(c) ? so.below_balance : so.above_balance) += 1;
      if (Knows(viewer, known_by_[c])) so.known_hand.push_back(c);
    }
    so.warehouse = warehouses_[seat];
    so.style_card = style_card_[seat];
    int unknown = 0;
    for (int s = 0; s < kNumSkills; ++s) {  // face up first
      if (skill_owner_[s] == seat && skill_revealed_[s])
        so.skills.push_back({s, true, skill_used_[s]});
    }
    for (int s = 0; s < kNumSkills; ++s) {  // then face down, known or not
      if (skill_owner_[s] != seat || skill_revealed_[s]) continue;
      if (Knows(viewer, skill_known_by_[s])) {
        so.skills.push_back({s, false, false});
      } else {
        ++unknown;
      }
    }
    for (int i = 0; i < unknown; ++i) so.skills.push_back({-1, false, false});
    so.turns_taken = turns_taken_[seat];
    so.draft_passed = phase_ == Phase::kDraftPass && pass_choice_[seat] >= 0;
    so.score = ScoreOf(seat).total;
  }
  if (phase_ == Phase::kDraftPass && IsSeat(viewer, kNumPlayers)) {  // a seat's own draft
    for (int s = 0; s < kNumSkills; ++s) {
      if (skill_owner_[s] == viewer) obs.draft_hand.push_back(s);
    }
    obs.draft_pass = pass_choice_[viewer];
  }
  obs.order = order_;
  obs.reveal_queue = reveal_queue_;
  obs.caravan_card = caravan_card_;
  obs.warehouseman_card = warehouseman_card_;
  return obs;
}

template <class Json>
void SkillView::Fields(Json& ar) const {
  ar("skill", skill, kSkill);
  ar("revealed", revealed);
  ar("used", used);
}

template <class Json>
void SeatObservation::Fields(Json& ar) const {
  ar("hand_size", hand_size);
  ar("below_balance", below_balance);
  ar("above_balance", above_balance);
  ar("known_hand", known_hand, kCardAsName);
  ar("warehouse", warehouse, kCardAsName);
  ar("style_card", style_card, kCardAsName);
  ar("skills", skills);
  ar("turns_taken", turns_taken);
  ar("draft_passed", draft_passed);
  ar("score", score);
}

template <class Json>
void TradeTycoonObservation::Fields(Json& ar) const {
  ar("game", "trade_tycoon");
  ar("viewer", viewer);
  ar("phase", phase, {.name = [](int p) -> std::string { return PhaseKey(Phase(p)); }});
  ar("current_player", current_player);
  ar("active_player", active_player);
  ar("start_player", start_player);
  ar("turn", turn);
  ar("deck_size", deck_size);
  ar("burned_cards", burned_cards);
  ar("removed_skills", removed_skills);
  ar("oasis", oasis, kCardAsName);
  ar("seats", seats);
  ar("draft_hand", draft_hand, kSkill);
  ar("draft_pass", draft_pass, kSkill);
  ar.Object("order", [&] {
    ar("index", order.index);
    ar("partner", order.partner);
    ar("hand_card", order.hand_card, kCardAsName);
    ar("given_card", order.given_card, kCardAsName);
    ar("relayed", order.relayed);
    ar("type", order.type, {.name = [](int t) -> std::string { return OrderTypeKey(OrderType(t)); }});
    ar("named_card", order.named_card, kCardAsName);
  });
  ar("reveal_queue", reveal_queue);
  ar("caravan_card", caravan_card, kCardAsName);
  ar("warehouseman_card", warehouseman_card, kCardAsName);
}

std::string TradeTycoonState::ObservationJson(int player) const {
  return JsonOf(Observe(player));
}

// The observation (own hand and skills, the counts and known cards of the
// others' hands, everything face up) plus the public log, which carries what
// can be deduced from past orders. Hidden events appear in the log only as
// "someone drew/passed". Not recorded: the order of one's own past draws,
// which changes nothing that can happen next.
std::string TradeTycoonState::InformationStateString(int player) const {
  std::string out = "p";
  out += std::to_string(player);
  out += ' ';
  out += ObservationJson(player);
  out += " log";
  for (int e : public_log_) {
    out += ' ';
    out += std::to_string(e);
  }
  return out;
}

}  // namespace mercato::trade_tycoon

// What a seat sees: the observation struct the view draws from, its JSON for
// the page's API, and the information state string built from both plus the
// public log of what everyone saw happen.
#include <algorithm>

#include "engine/json_writer.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

bool Sees(int viewer, uint8_t known_by) { return viewer < 0 || ((known_by >> viewer) & 1); }

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

void CardList(JsonWriter& w, const std::string& key, const std::vector<int>& cards) {
  std::vector<std::string> names;
  for (int c : cards) names.push_back(CardName(c));
  w.Key(key).StringArray(names);
}

void CardField(JsonWriter& w, const std::string& key, int card) {
  if (card < 0) {
    w.Key(key).Null();
  } else {
    w.Field(key, CardName(card));
  }
}

}  // namespace

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
      if (Sees(viewer, known_by_[c])) so.known_hand.push_back(c);
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
      if (Sees(viewer, skill_known_by_[s])) {
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
  if (phase_ == Phase::kDraftPass && viewer >= 0) {
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

std::string TradeTycoonState::ObservationJson(int player) const {
  const TradeTycoonObservation obs = Observe(player);
  JsonWriter w;
  w.BeginObject();
  w.Field("game", "trade_tycoon");
  w.Field("viewer", obs.viewer);
  w.Field("phase", PhaseKey(obs.phase));
  w.Field("current_player", obs.current_player);
  w.Field("active_player", obs.active_player);
  w.Field("start_player", obs.start_player);
  w.Field("turn", obs.turn);
  w.Field("deck_size", obs.deck_size);
  w.Field("burned_cards", obs.burned_cards);
  w.Field("removed_skills", obs.removed_skills);
  CardList(w, "oasis", obs.oasis);
  w.Key("seats").BeginArray();
  for (const SeatObservation& so : obs.seats) {
    w.BeginObject();
    w.Field("hand_size", so.hand_size);
    w.Field("below_balance", so.below_balance);
    w.Field("above_balance", so.above_balance);
    CardList(w, "known_hand", so.known_hand);
    CardList(w, "warehouse", so.warehouse);
    CardField(w, "style_card", so.style_card);
    w.Key("skills").BeginArray();
    for (const SkillView& sv : so.skills) {
      w.BeginObject();
      if (sv.skill < 0) {
        w.Key("skill").Null();
      } else {
        w.Field("skill", SkillKey(sv.skill));
      }
      w.Field("revealed", sv.revealed);
      w.Field("used", sv.used);
      w.EndObject();
    }
    w.EndArray();
    w.Field("turns_taken", so.turns_taken);
    w.Field("draft_passed", so.draft_passed);
    w.Field("score", so.score);
    w.EndObject();
  }
  w.EndArray();
  std::vector<std::string> draft;
  for (int s : obs.draft_hand) draft.push_back(SkillKey(s));
  w.Key("draft_hand").StringArray(draft);
  if (obs.draft_pass >= 0) {
    w.Field("draft_pass", SkillKey(obs.draft_pass));
  } else {
    w.Key("draft_pass").Null();
  }
  w.Key("order").BeginObject();
  w.Field("index", obs.order.index);
  w.Field("partner", obs.order.partner);
  CardField(w, "hand_card", obs.order.hand_card);
  CardField(w, "given_card", obs.order.given_card);
  w.Field("relayed", obs.order.relayed);
  w.Field("type", OrderTypeKey(obs.order.type));
  CardField(w, "named_card", obs.order.named_card);
  w.EndObject();
  w.Key("reveal_queue").IntArray(obs.reveal_queue);
  CardField(w, "caravan_card", obs.caravan_card);
  CardField(w, "warehouseman_card", obs.warehouseman_card);
  w.EndObject();
  return w.str();
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

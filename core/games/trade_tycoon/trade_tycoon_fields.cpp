// Trade Tycoon's position as fields (engine/field_archive.h), for the seat
// state that travels to a seat's device (engine/seat_state.h). Fields holding a
// history index (when a card or skill was dealt, a pass, a return) keep the
// real game's index: they order events; the rebuilt state has no history.
#include "engine/field_archive.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

constexpr Bounds kCardBounds{.lo = 0, .hi = kNumCards - 1};
constexpr Bounds kCardOrNoneBounds{.lo = -1, .hi = kNumCards - 1};
constexpr Bounds kSkillOrNone{.lo = -1, .hi = kNumSkills - 1};
constexpr Bounds kSeatOrNone{.lo = -1, .hi = kNumPlayers - 1};
constexpr Bounds kSeats{.lo = 0, .hi = (1 << kNumPlayers) - 1};  // a bit per seat
constexpr Bounds kIndex{.lo = -1, .hi = kMaxGameLength};

}  // namespace

template <class Archive>
void Location::Fields(Archive& ar) {
  ar("place", place, {.lo = 0, .hi = int(Place::kBurned)});
  ar("seat", seat, kSeatOrNone);
}

template <class Archive>
void HandConstraint::Fields(Archive& ar) {
  ar("seat", seat, {.lo = 0, .hi = kNumPlayers - 1});
  ar("time", time, kIndex);
  ar("forbidden", forbidden);
}

template <class Archive>
void PendingOrder::Fields(Archive& ar) {
  ar("index", index, {.lo = 0, .hi = 1});
  ar("partner", partner, kSeatOrNone);
  ar("hand_card", hand_card, kCardOrNoneBounds);
  ar("given_card", given_card, kCardOrNoneBounds);
  ar("relayed", relayed);
  ar("type", type, {.lo = 0, .hi = int(OrderType::kNone)});
  ar("named_card", named_card, kCardOrNoneBounds);
}

template <class Archive>
void TradeTycoonState::Fields(Archive& ar) {
  ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
  ar("dealt_cards", dealt_cards_, {.lo = 0, .hi = kNumCards});
  ar("dealt_skills", dealt_skills_, {.lo = 0, .hi = kNumSkills});
  ar("oasis_drawn", oasis_drawn_, {.lo = 0, .hi = kNumCards});
  ar("location", location_);
  ar("known_by", known_by_, kSeats);
  ar("deal_index", deal_index_, kIndex);
  ar("hands", hands_, kCardBounds);
  ar("warehouses", warehouses_, kCardBounds);
  ar("style_card", style_card_, kCardOrNoneBounds);
  ar("oasis", oasis_, kCardBounds);
  ar("burned_card", burned_card_, kCardOrNoneBounds);
  ar("skill_owner", skill_owner_, kSeatOrNone);
  ar("skill_known_by", skill_known_by_, kSeats);
  ar("skill_revealed", skill_revealed_);
  ar("skill_used", skill_used_);
  ar("skill_deal_index", skill_deal_index_, kIndex);
  ar("pass_choice", pass_choice_, kSkillOrNone);
  ar("pass_index", pass_index_, kIndex);
  ar("draft_seat", draft_seat_, {.lo = 0, .hi = kNumPlayers});
  ar("start_player", start_player_, kSeatOrNone);
  ar("turn", turn_, {.lo = 0, .hi = kTurnsEach * kNumPlayers + 1});
  ar("active", active_, kSeatOrNone);
  ar("turns_taken", turns_taken_, {.lo = 0, .hi = kTurnsEach});
  ar("reveal_queue", reveal_queue_, {.lo = 0, .hi = kNumPlayers - 1});
  ar("order", order_);
  ar("caravan_card", caravan_card_, kCardOrNoneBounds);
  ar("warehouseman_card", warehouseman_card_, kCardOrNoneBounds);
  ar("hand_constraints", hand_constraints_);
  ar("last_draw_index", last_draw_index_, kIndex);
  ar("public_log", public_log_, {.lo = 0, .hi = (kNumPlayers + 2) * 1000 + kNumActions});
}

bool TradeTycoonState::EncodeFields(FieldWriter& out) const { return WriteFields(*this, out); }

Status TradeTycoonState::DecodeFields(FieldReader& in) {
  Fields(in);
  return in.status();
}

}  // namespace mercato::trade_tycoon

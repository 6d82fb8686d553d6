// Oregano's position as fields (engine/field_archive.h), for the seat state
// that travels to a seat's device (engine/seat_state.h).
#include "engine/field_archive.h"
#include "games/oregano/oregano.h"

namespace mercato::oregano {

namespace {

constexpr Bounds kGold{.lo = 0, .hi = 100000};
constexpr Bounds kSmallCount{.lo = 0, .hi = 1000};
constexpr Bounds kStrategyCard{.lo = kEmpty, .hi = kNumStrategyCards - 1};

}  // namespace

template <class Archive>
void StrategyProgress::Fields(Archive& ar) {
  ar("builds_by_kind", builds_by_kind, kSmallCount);
  ar("sales", sales, kSmallCount);
  ar("purchases", purchases, kSmallCount);
  ar("leveled_cells", leveled_cells, {.lo = 0, .hi = (1 << kCells) - 1});
  ar("leveled_gone", leveled_gone, kSmallCount);
  ar("resource_kinds_from_others", resource_kinds_from_others,
     {.lo = 0, .hi = (1 << kNumResources) - 1});
}

template <class Archive>
void PlayerState::Fields(Archive& ar) {
  ar("gold", gold, kGold);
  ar("resources", resources, {.lo = 0, .hi = kResourceCardsPerKind});
  ar("area", area, {.lo = kEmpty, .hi = kNumShopKinds - 1});
  ar("strategy", strategy, kStrategyCard);
  ar("drawn", drawn, {.lo = 0, .hi = kNumStrategyCards - 1});
  ar("progress", progress);
  ar("bonuses", bonuses);
  ar("strategies_completed", strategies_completed, kSmallCount);
  ar("casino_rolls", casino_rolls, kSmallCount);
  ar("casino_gain", casino_gain, {.lo = -kGold.hi, .hi = kGold.hi});
}

template <class Archive>
void OreganoState::Fields(Archive& ar) {
  const int n = Seats();
  const Bounds seat{.lo = 0, .hi = n - 1};
  ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
  ar("players", players_, {.size = n});
  ar("supply", supply_, kSmallCount);
  ar("main_street", main_street_, kSmallCount);
  ar("bank", bank_, {.lo = 0, .hi = kResourceCardsPerKind});
  ar("deck", deck_, {.lo = 0, .hi = kStrategyCopies});
  ar("bonus_owner", bonus_owner_, {.lo = kEmpty, .hi = n - 1});
  ar("setup_seat", setup_seat_, seat);
  ar("in_setup", in_setup_);
  ar("drawing_seat", drawing_seat_, seat);
  ar("turn_player", turn_player_, seat);
  ar("round", round_, kSmallCount);
  ar("categories_done", categories_done_);
  ar("actions_this_turn", actions_this_turn_, kSmallCount);
  ar("sold_kind", sold_kind_, {.lo = kEmpty, .hi = kNumShopKinds - 1});
  ar("sold_level", sold_level_, {.lo = 0, .hi = kLevels});
  ar("last_die", last_die_, {.lo = 0, .hi = kDieFaces});
  ar("last_die_player", last_die_player_, {.lo = kEmpty, .hi = n - 1});
  ar("last_take", last_take_, {.lo = kEmpty, .hi = n * kCells - 1});
  ar("end_triggered", end_triggered_);
}

bool OreganoState::EncodeFields(FieldWriter& out) const { return WriteFields(*this, out); }

Status OreganoState::DecodeFields(FieldReader& in) {
  Fields(in);
  return in.status();
}

}  // namespace mercato::oregano

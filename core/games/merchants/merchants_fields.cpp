// Merchants' position as fields (engine/field_archive.h), for the seat state
// that travels to a seat's device (engine/seat_state.h). The caches of the
// pile tops are not fields: they are rebuilt from the piles.
#include "engine/field_archive.h"
#include "games/merchants/merchants.h"

namespace mercato::merchants {

template <class Archive>
void MerchantsState::Fields(Archive& ar) {
  const int n = num_players_;
  ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
  ar("acting", acting_, {.lo = 0, .hi = n - 1});
  ar("start_player", start_player_, {.lo = -1, .hi = n - 1});
  ar("dealt", dealt_, {.lo = 0, .hi = kTotalCards});
  ar("loaded", loaded_, {.lo = 0, .hi = kTotalCubes});
  ar("deck", deck_, {.lo = 0, .hi = kCardsPerGood});
  ar("piles", piles_, {.lo = 0, .hi = kNumGoods - 1});
  ar("cube_supply", cube_supply_, {.lo = 0, .hi = kCubesPerGood});
  ar("specials_left", specials_left_, {.lo = 0, .hi = kTotalCards});
  ar("hands", hands_, {.lo = 0, .hi = kCardsPerGood, .size = n});
  ar("cubes", cubes_, {.lo = 0, .hi = kCubesPerGood, .size = n});
  ar("owned", owned_, {.lo = 0, .hi = kTotalCards, .size = n});
  ar("money", money_, {.size = n});
  ar("earnings", earnings_, {.size = n});
  ar("step1_used", step1_used_);
  ar("stevedore_swaps_used", stevedore_swaps_used_, {.lo = 0, .hi = kTotalCards});
  ar("pending_draws", pending_draws_, {.lo = 0, .hi = kTotalCards});
  ar("house_left", house_left_, {.lo = 0, .hi = kTotalCards});
}

bool MerchantsState::EncodeFields(FieldWriter& out) const { return WriteFields(*this, out); }

Status MerchantsState::DecodeFields(FieldReader& in) {
  Fields(in);
  if (!in.status().ok()) return in.status();
  // The tops' caches read every pile's top once setup has turned them up.
  for (const std::vector<int>& pile : piles_) {
    if (phase_ > Phase::kDemand && pile.empty()) return Status::Error("an empty demand pile");
  }
  TopsChanged();
  return Status::Ok();
}

}  // namespace mercato::merchants

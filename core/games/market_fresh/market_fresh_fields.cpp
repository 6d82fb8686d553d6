// Market Fresh's position as fields (engine/field_archive.h), for the seat
// state that travels to a seat's device (engine/seat_state.h). Storefronts and
// the market board keep derived tables for speed: only what they derive from is
// a field, and reading builds the tables again.
#include "engine/field_archive.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

constexpr Bounds kPoints{.lo = -100000, .hi = 100000};
constexpr Bounds kCrate{.lo = 0, .hi = kNumCrates - 1};
constexpr Bounds kProduce{.lo = 0, .hi = kNumProduce - 1};
constexpr Bounds kCell{.lo = 0, .hi = kFrameCells - 1};
constexpr Bounds kRow{.lo = 0, .hi = kMarketRows};
constexpr Bounds kSmall{.lo = 0, .hi = 1000};

}  // namespace

template <class Archive>
void CratePlacement::Fields(Archive& ar) {
  ar("produce_a", produce_a, kProduce);
  ar("produce_b", produce_b, kProduce);
  ar("cell_a", cell_a, kCell);
  ar("cell_b", cell_b, kCell);
}

template <class Archive>
void PlacedCrate::Fields(Archive& ar) {
  ar("crate", crate, kCrate);
  ar("where", where);
  ar("height", height, {.lo = 1, .hi = kNumCrates});
}

template <class Archive>
void PlacementCheck::Fields(Archive& ar) {
  ar("error", error, {.lo = 0, .hi = int(PlacementError::kNoCrateMatch)});
  ar("height", height, {.lo = 0, .hi = kNumCrates});
  ar("perfect", perfect);
}

template <class Archive>
void PlacementOutcome::Fields(Archive& ar) {
  ar("check", check);
  ar("count_a", count_a, kSmall);
  ar("count_b", count_b, kSmall);
  ar("tallest_a", tallest_a, kSmall);
  ar("tallest_b", tallest_b, kSmall);
}

template <class Archive>
void Storefront::Fields(Archive& ar) {
  ar("placed", placed_);
}

StatusOr<Storefront> Storefront::Rebuilt(int grid_size, const std::vector<PlacedCrate>& placed) {
  Storefront store(grid_size);
  for (const PlacedCrate& c : placed) {
    const CrateHalves halves = kCrates[c.crate];
    const int lo = std::min(c.where.produce_a, c.where.produce_b);
    const int hi = std::max(c.where.produce_a, c.where.produce_b);
    if (halves.low != lo || halves.high != hi) return Status::Error("a placed crate shows the wrong produce");
    const PlacementCheck check = store.Check(c.where);
    if (!check.legal() || check.height != c.height) {
      return Status::Error("a placed crate could not have been placed there");
    }
    store.Place(c.crate, c.where, check);
  }
  return store;
}

template <class Archive>
void MarketBoard::Fields(Archive& ar) {
  ar("owner", owner_, {.lo = kNoTile, .hi = kMaxPlayers - 1});
}

Status MarketBoard::RebuildKept(int num_players) {
  row_of_ = {};
  taken_ = {};
  for (int produce = 0; produce < kNumProduce; ++produce) {
    if (owner_[produce][0] != kNoTile) return Status::Error("a market tile in row 0");
    for (int row = 1; row <= kMarketRows; ++row) {
      const int owner = owner_[produce][row];
      if (owner == kNoTile) continue;
      if (owner >= num_players) return Status::Error("a market tile of a seat this table does not have");
      if (row_of_[owner][produce] != 0) return Status::Error("two tiles of one seat in a market column");
      row_of_[owner][produce] = row;
      taken_[produce] |= uint32_t{1} << row;
    }
  }
  return Status::Ok();
}

template <class Archive>
void MarketFinalScore::Fields(Archive& ar) {
  ar("column_points", column_points, kPoints);
  ar("column_total", column_total, kPoints);
  ar("tiles", tiles, kSmall);
  ar("tile_rank", tile_rank, kSmall);
  ar("tile_count_points", tile_count_points, kPoints);
}

template <class Archive>
void ScoreChoice::Fields(Archive& ar) {
  ar("produce", produce, kProduce);
  ar("height", height);
  ar("count", count, kSmall);
  ar("multiplier", multiplier, kSmall);
  ar("perfect", perfect);
  ar("points", points, kPoints);
  ar("tile_row", tile_row, kRow);
  ar("tile_from", tile_from, kRow);
  ar("action", action, {.lo = 0, .hi = 1 << 20});
}

template <class Archive>
void LastScore::Fields(Archive& ar) {
  ar("player", player, {.lo = -1, .hi = kMaxPlayers - 1});
  ar("choice", choice);
}

template <class Archive>
void FinalBreakdown::Fields(Archive& ar) {
  ar("play_points", play_points, kPoints);
  ar("market", market);
  ar("leftover_crates", leftover_crates, kSmall);
  ar("leftover_penalty", leftover_penalty, kPoints);
  ar("total", total, kPoints);
}

template <class Archive>
void MarketFreshState::CrateSpot::Fields(Archive& ar) {
  ar("where", where, {.lo = 0, .hi = int(Where::kDiscarded)});
  ar("owner", owner, {.lo = -1, .hi = kMaxPlayers - 1});
  ar("known_to_all", known_to_all);
}

template <class Archive>
void MarketFreshState::Fields(Archive& ar) {
  const int n = num_players_;
  ar("spots", spots_, {.size = kNumCrates});
  ar("hands", hands_, {.lo = 0, .hi = kNumCrates - 1, .size = n});
  ar("face_up", face_up_, kCrate);
  ar("discarded", discarded_, kCrate);
  ar("stores", stores_, {.size = n});
  ar("market", market_);
  ar("scores", scores_, {.lo = kPoints.lo, .hi = kPoints.hi, .size = n});
  ar("pile_left", pile_left_, {.lo = 0, .hi = kNumCrates});
  ar("set_aside", set_aside_, {.lo = 0, .hi = kNumCrates});
  ar("deals_done", deals_done_, {.lo = 0, .hi = kNumCrates});
  ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
  ar("actor", actor_, {.lo = 0, .hi = n - 1});
  ar("took_face_up", took_face_up_);
  ar("pending", pending_);
  ar("pending_outcome", pending_outcome_);
  ar("pending_choices", pending_choices_);
  ar("last_score", last_score_);
  ar("final", final_);
}

bool MarketFreshState::EncodeFields(FieldWriter& out) const { return WriteFields(*this, out); }

Status MarketFreshState::DecodeFields(FieldReader& in) {
  Fields(in);
  if (!in.status().ok()) return in.status();
  for (int p = 0; p < num_players_; ++p) {
    StatusOr<Storefront> store = Storefront::Rebuilt(typed_game_->GridSize(), stores_[p].Placed());
    if (!store.ok()) return store.status();
    stores_[p] = std::move(*store);
  }
  if (Status market = market_.RebuildKept(num_players_); !market.ok()) return market;
  for (int crate = 0; crate < kNumCrates; ++crate) {
    if (spots_[crate].owner >= num_players_) return Status::Error("a crate of a seat this table does not have");
    File(crate, spots_[crate]);
  }
  return Status::Ok();
}

}  // namespace mercato::market_fresh

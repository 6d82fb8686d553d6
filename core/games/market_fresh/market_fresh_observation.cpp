// What each seat may see: the observation struct, its JSON, the information
// state, and resampling the hidden crates (opponents' secret hands and the pile).
#include <algorithm>

#include "engine/json_fields.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kDeal: return "deal";
    case Phase::kTake: return "take";
    case Phase::kDrawFaceDown: return "draw";
    case Phase::kPlace: return "place";
    case Phase::kScore: return "score";
    case Phase::kRefill: return "refill";
    case Phase::kGameOver: return "over";
  }
  return "?";
}

const char* ModeName(ScoringMode mode) {
  switch (mode) {
    case ScoringMode::kStandard: return "standard";
    case ScoringMode::kHeight: return "height";
    case ScoringMode::kSolo: return "solo";
  }
  return "?";
}

void WriteCrate(JsonWriter& w, int crate) {
  if (crate == kHiddenCrate) {
    w.Null();
    return;
  }
  w.BeginObject();
  w.Field("id", crate);
  w.Field("name", CrateName(crate));
  w.Field("low", ProduceId(kCrates[crate].low));
  w.Field("high", ProduceId(kCrates[crate].high));
  w.EndObject();
}

void WriteCrates(JsonWriter& w, const std::vector<int>& crates) {
  w.BeginArray();
  for (int crate : crates) WriteCrate(w, crate);
  w.EndArray();
}

void ChoiceFields(JsonFields& ar, const ScoreChoice& c) {
  ar("produce", ProduceId(c.produce));
  ar("height", c.height);
  ar("count", c.count);
  ar("multiplier", c.multiplier);
  ar("perfect", c.perfect);
  ar("points", c.points);
  ar("tile_row", c.tile_row);
  ar("tile_from", c.tile_from);
  ar("action", c.action);
}

void WriteStorefront(JsonWriter& w, const Storefront& s) {
  w.BeginObject();
  w.Field("grid", s.GridSize());
  w.Key("cells").BeginArray();
  for (int cell = 0; cell < kFrameCells; ++cell) {
    if (!s.InGrid(cell)) continue;
    w.BeginObject();
    w.Field("cell", CellName(cell));
    w.Field("height", s.Height(cell));
    if (s.Top(cell) == kNoProduce) {
      w.Key("top").Null();
    } else {
      w.Field("top", ProduceId(s.Top(cell)));
    }
    if (s.Picture(cell) != kNoProduce) w.Field("picture", ProduceId(s.Picture(cell)));
    w.EndObject();
  }
  w.EndArray();
  w.Key("crates").BeginArray();
  for (const PlacedCrate& c : s.Placed()) {
    w.BeginObject();
    w.Field("crate", CrateName(c.crate));
    w.Field("a", ProduceId(c.where.produce_a) + "@" + CellName(c.where.cell_a));
    w.Field("b", ProduceId(c.where.produce_b) + "@" + CellName(c.where.cell_b));
    w.Field("height", c.height);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
}

}  // namespace

MarketFreshObservation MarketFreshState::Observe(int viewer) const {
  MarketFreshObservation o;
  o.viewer = viewer;
  o.num_players = num_players_;
  o.grid = typed_game_->GridSize();
  o.mode = typed_game_->Mode();
  o.phase = phase_;
  o.current_player = CurrentPlayer();
  o.actor = actor_;
  for (int p = 0; p < num_players_; ++p) {
    SeatObservation seat;
    seat.score = scores_[p];
    int hidden = 0;
    for (int crate : hands_[p]) {
      if (KnowsCrate(viewer, crate)) {
        seat.hand.push_back(crate);
      } else {
        ++hidden;
      }
    }
    seat.hand.insert(seat.hand.end(), hidden, kHiddenCrate);
    seat.storefront = stores_[p];
    seat.tiles = market_.TilesOf(p);
    o.seats.push_back(std::move(seat));
  }
  o.face_up = face_up_;
  o.pile_left = pile_left_;
  o.set_aside = set_aside_;
  o.discarded = discarded_;
  o.market = market_;
  o.pending = pending_;
  o.score_choices = PendingScoreChoices();
  o.last_score = last_score_;
  o.game_over = phase_ == Phase::kGameOver;
  if (o.game_over) {
    o.final = final_;
    if (typed_game_->Solo()) o.solo_rank = SoloRankOf(scores_[0]);
  }
  return o;
}

template <class Json>
void SeatObservation::Fields(Json& ar) const {
  ar("score", score);
  ar("vouchers", score / kVoucherPoints);
  ar.Custom("hand", [&](JsonWriter& w) { WriteCrates(w, hand); });
  ar("tiles", tiles);
  ar.Custom("storefront", [&](JsonWriter& w) { WriteStorefront(w, storefront); });
}

template <class Json>
void MarketFreshObservation::Fields(Json& ar) const {
  ar("game", "market_fresh");
  ar("viewer", viewer);
  ar("players", num_players);
  ar("grid", grid);
  ar("mode", mode, {.name = [](int m) -> std::string { return ModeName(ScoringMode(m)); }});
  ar("phase", phase, {.name = [](int p) -> std::string { return PhaseName(Phase(p)); }});
  ar("current_player", current_player);
  ar("actor", actor);
  ar("seats", seats);
  ar.Custom("face_up", [&](JsonWriter& w) { WriteCrates(w, face_up); });
  ar("pile_left", pile_left);
  ar("set_aside", set_aside);
  ar.Custom("discarded", [&](JsonWriter& w) { WriteCrates(w, discarded); });
  // Per produce, the owner of each row's tile (rows 1..kMarketRows).
  std::array<std::array<int, kMarketRows>, kNumProduce> owners{};
  for (int produce = 0; produce < kNumProduce; ++produce) {
    for (int row = 1; row <= kMarketRows; ++row) owners[produce][row - 1] = market.Owner(produce, row);
  }
  ar("market", owners);
  if (pending) {
    ar.Object("pending", [&] {
      ar("crate", CrateName(pending->crate));
      ar("height", pending->height);
    });
  }
  ar.Objects("score_choices", score_choices, [&](const ScoreChoice& c) { ChoiceFields(ar, c); });
  if (last_score.player >= 0) {
    ar.Object("last_score", [&] {
      ar("player", last_score.player);
      ar.Object("choice", [&] { ChoiceFields(ar, last_score.choice); });
    });
  }
  ar("game_over", game_over);
  if (!game_over) return;
  ar.Objects("final", final, [&](const FinalBreakdown& f) {
    ar("play_points", f.play_points);
    ar("column_points", f.market.column_total);
    ar("tiles", f.market.tiles);
    ar("tile_count_points", f.market.tile_count_points);
    ar("leftover_crates", f.leftover_crates);
    ar("leftover_penalty", f.leftover_penalty);
    ar("total", f.total);
  });
  if (solo_rank >= 0) {
    ar("solo_rank_en", kSoloRanks[solo_rank].title_en);
    ar("solo_rank_ja", kSoloRanks[solo_rank].title_ja);
  }
}

std::string MarketFreshState::ObservationJson(int player) const {
  return JsonOf(Observe(player));
}

std::string MarketFreshState::InformationStateString(int player) const {
  // Built from what the seat sees now: its own hand, the opponents' crates
  // taken from the face-up row, and everything public. Never the history.
  const MarketFreshObservation o = Observe(player);
  std::string out = "v" + std::to_string(player) + " " + PhaseName(phase_) + " a" +
                    std::to_string(actor_) + (took_face_up_ ? " t" : "") +
                    " pile" + std::to_string(pile_left_) + " aside" + std::to_string(set_aside_) +
                    " dealt" + std::to_string(deals_done_) + "\n";
  for (int p = 0; p < num_players_; ++p) {
    out += "p" + std::to_string(p) + " " + std::to_string(o.seats[p].score) + " " +
           CrateListKey(o.seats[p].hand) + " " + o.seats[p].storefront.Key() + "\n";
  }
  out += "up " + CrateListKey(face_up_) + "\nout " + CrateListKey(discarded_) + "\nm " +
         market_.Key() + "\n";
  if (pending_) {
    out += "pending " + std::to_string(pending_->crate) + " " +
           std::to_string(pending_outcome_.check.perfect) + "\n";
  }
  // The last scoring is shown to all: which produce was scored, and how, even
  // when another choice would have left the same points and market board.
  if (last_score_.player >= 0) {
    out += "last p" + std::to_string(last_score_.player) + " " +
           std::to_string(last_score_.choice.action) + "\n";
  }
  return out;
}

std::unique_ptr<State> MarketFreshState::ResampleFromInfostate(int player, Rng& rng) const {
  return Resample(player, rng, /*seat_order=*/false);
}

std::unique_ptr<State> MarketFreshState::SeatResample(int player, Rng& rng) const {
  return Resample(player, rng, /*seat_order=*/true);
}

std::unique_ptr<State> MarketFreshState::Resample(int player, Rng& rng, bool seat_order) const {
  auto sample = std::make_unique<MarketFreshState>(*this);
  // The crates `player` cannot place: the unseen ones (pile and set aside) and
  // the opponents' secret crates (every seat's, for a spectator: kSpectator owns
  // none). Shuffle them and deal the secret slots anew.
  std::vector<int> pool;
  std::vector<std::pair<int, int>> slots;  // (seat, old crate)
  for (int crate = 0; crate < kNumCrates; ++crate) {
    const CrateSpot& s = spots_[crate];
    if (s.where == Where::kUnseen) pool.push_back(crate);
    if (s.where == Where::kHand && s.owner != player && !s.known_to_all) {
      pool.push_back(crate);
      slots.push_back({s.owner, crate});
    }
  }
  if (slots.empty()) return sample;
  // The search's order is the real crates' (kept: its goldens); the seat
  // state's is by seat, which the seat knows, so its deal does not depend on
  // which crates are really hidden where.
  if (seat_order) std::sort(slots.begin(), slots.end());
  rng.Shuffle(pool);
  std::vector<int> replacement(kNumCrates, -1);  // old secret crate -> new one
  for (const auto& [seat, old_crate] : slots) {
    std::vector<int>& hand = sample->hands_[seat];
    hand.erase(std::find(hand.begin(), hand.end(), old_crate));
    sample->File(old_crate, CrateSpot());
  }
  for (size_t i = 0; i < slots.size(); ++i) {
    const int seat = slots[i].first;
    const int new_crate = pool[i];
    replacement[slots[i].second] = new_crate;
    sample->hands_[seat].push_back(new_crate);
    sample->File(new_crate, {Where::kHand, seat, false});
  }
  for (int seat = 0; seat < num_players_; ++seat) {
    std::sort(sample->hands_[seat].begin(), sample->hands_[seat].end());
  }
  // Rewrite the chance actions that dealt the secret crates, so the sample's
  // history replays to the sample and shows no trace of the real crates.
  for (Action& a : sample->history_) {
    if (KindOf(a) == ActionKind::kDraw && replacement[a - kDrawBase] >= 0) {
      a = DrawAction(replacement[a - kDrawBase]);
    }
  }
  return sample;
}

}  // namespace mercato::market_fresh

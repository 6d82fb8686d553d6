// Market Fresh: the game, the turn sequence and scoring.
#include "games/market_fresh/market_fresh.h"

#include <algorithm>
#include <bit>

#include "engine/check.h"

namespace mercato::market_fresh {

namespace {

ScoringMode ModeFor(int num_players, const GameOptions& options) {
  if (num_players == 1) return ScoringMode::kSolo;
  return options.Is("scoring", "height") ? ScoringMode::kHeight : ScoringMode::kStandard;
}

int GridFor(int num_players, const GameOptions& options) {
  if (num_players == 1) return kSoloGrid;
  return options.Is("grid", "4x4") ? 4 : 5;
}

void InsertSorted(std::vector<int>& crates, int crate) {
  crates.insert(std::upper_bound(crates.begin(), crates.end(), crate), crate);
}

void Erase(std::vector<int>& crates, int crate) {
  auto it = std::find(crates.begin(), crates.end(), crate);
  MERCATO_CHECK(it != crates.end(), "crate not where expected");
  crates.erase(it);
}

}  // namespace

const GameInfo& Info() {
  static const GameInfo info = {
      "market_fresh",
      "Market Fresh",
      "マーケットフレッシュ",
      kMinPlayers,
      kMaxPlayers,
      30,
      "seeds/002_5447226c4acaf987.txt",
      {
          {"grid", {"5x5", "4x4"}, "storefront grid for 2-4 players (solo always plays 4x4)"},
          {"scoring", {"standard", "height"},
           "standard, or the crate height variant (2-4 players; solo has its own)"},
      },
      ParamSpecs(),
      nullptr,
      {"iters=50", "iters=300", "iters=16000"},  // levels: docs/strength.md
  };
  return info;
}

std::shared_ptr<const Game> Make(int num_players, const GameOptions& options) {
  return std::make_shared<MarketFreshGame>(num_players, options);
}

// ---- Game ----------------------------------------------------------------

MarketFreshGame::MarketFreshGame(int num_players, GameOptions options)
    : Game(market_fresh::Info(), num_players, std::move(options)) {
  MERCATO_CHECK(num_players >= kMinPlayers && num_players <= kMaxPlayers, "1-4 players");
  mode_ = ModeFor(num_players, Options());
  grid_ = GridFor(num_players, Options());
  numbers_ = NumbersFrom(Params());
  crates_in_play_ =
      Solo() ? numbers_.solo_crates : kNumCrates - kCratesRemovedAtSetup[num_players];
}

std::unique_ptr<State> MarketFreshGame::NewInitialState() const {
  return std::make_unique<MarketFreshState>(shared_from_this());
}

int MarketFreshGame::MaxGameLength() const {
  // Every crate in play comes off the pile once (a chance action) and leaves a
  // hand once; a turn is at most take + place + score.
  return 4 * crates_in_play_;
}

// ---- State: setup and queries ---------------------------------------------

MarketFreshState::MarketFreshState(std::shared_ptr<const Game> game)
    : State(std::move(game)),
      typed_game_(static_cast<const MarketFreshGame*>(game_.get())),
      num_players_(game_->NumPlayers()),
      spots_(kNumCrates),
      hands_(num_players_),
      stores_(num_players_, Storefront(typed_game_->GridSize())),
      scores_(num_players_, 0) {
  pile_left_ = typed_game_->CratesInPlay();
  set_aside_ = kNumCrates - pile_left_;
  for (int crate = 0; crate < kNumCrates; ++crate) unseen_[crate / 64] |= uint64_t{1} << (crate % 64);
}

int MarketFreshState::CurrentPlayer() const {
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kDrawFaceDown:
    case Phase::kRefill:
      return kChancePlayer;
    case Phase::kGameOver:
      return kTerminalPlayer;
    default:
      return actor_;
  }
}

int MarketFreshState::DealTarget() const {
  if (typed_game_->Solo()) return -1;
  return deals_done_ < num_players_ * kHandSize ? deals_done_ / kHandSize : -1;
}

const std::vector<int>& MarketFreshState::PlaceableSource() const {
  return typed_game_->Solo() ? face_up_ : hands_[actor_];
}

PlacementCheck MarketFreshState::CheckPlacement(const CratePlacement& p) const {
  return stores_[actor_].Check(p);
}

// Calls visit(action) for each chance outcome (an unseen crate), in action order.
template <typename Visit>
void MarketFreshState::VisitChanceOutcomes(Visit visit) const {
  if (!IsChanceNode()) return;
  for (int word = 0; word < int(unseen_.size()); ++word) {
    for (uint64_t bits = unseen_[word]; bits != 0; bits &= bits - 1) {
      visit(DrawAction(64 * word + std::countr_zero(bits)));
    }
  }
}

// Into the caller's buffer: rollouts sample a chance outcome at every draw.
void MarketFreshState::ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const {
  out.clear();
  VisitChanceOutcomes([&](Action a) { out.push_back({a, 0.0}); });
  // Every unseen crate is equally likely (one pass, then the shares).
  const int unseen = int(out.size());
  for (ChanceOutcome& o : out) o.probability = 1.0 / unseen;
}

// Appends the placements (sorted) to `actions`, which must be empty.
// Placement ids order by (produce_a, produce_b) first, then by spot, and the
// spots come in (cell, direction) order: sorting the orientations of the
// crates (each unique) and listing the accepting spots of each is the sort
// of all placements, at a fraction of its cost.
void MarketFreshState::AddPlaceActions(std::vector<Action>& actions) const {
  const Storefront& store = stores_[actor_];
  // Each way round a crate can lie, as produce_a * kNumProduce + produce_b.
  FixedVector<int, 2 * kNumCrates> orientations;
  for (int crate : PlaceableSource()) {
    const CrateHalves halves = kCrates[crate];
    orientations.push_back(halves.low * kNumProduce + halves.high);
    if (halves.low != halves.high) orientations.push_back(halves.high * kNumProduce + halves.low);
  }
  std::sort(orientations.begin(), orientations.end());
  for (int orientation : orientations) {
    const int pa = orientation / kNumProduce;
    const int pb = orientation % kNumProduce;
    store.ForEachSpotAccepting(pa, pb, [&](const LevelSpot& spot) {
      actions.push_back(PlaceAction(pa, pb, spot.cell_a, spot.direction));
    });
  }
}

bool MarketFreshState::CrateFits(int crate) const {
  return stores_[actor_].Spots().FitsAnywhere(kCrates[crate].low, kCrates[crate].high);
}

bool MarketFreshState::HasPlacement() const {
  for (int crate : PlaceableSource()) {
    if (CrateFits(crate)) return true;
  }
  return false;
}

std::vector<Action> MarketFreshState::LegalActions() const {
  std::vector<Action> actions;
  LegalActionsInto(actions);
  return actions;
}

void MarketFreshState::LegalActionsInto(std::vector<Action>& actions) const {
  actions.clear();
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kDrawFaceDown:
    case Phase::kRefill:
      VisitChanceOutcomes([&](Action a) { actions.push_back(a); });
      break;
    case Phase::kTake: {
      FixedVector<int, kNumCrates> sorted(face_up_.begin(), face_up_.end());
      std::sort(sorted.begin(), sorted.end());
      for (int crate : sorted) actions.push_back(TakeFaceUpAction(crate));
      if (pile_left_ > 0) actions.push_back(kTakeFaceDown);
      break;
    }
    case Phase::kPlace:
      AddPlaceActions(actions);
      if (actions.empty()) {
        for (int crate : hands_[actor_]) actions.push_back(DiscardAction(crate));
      }
      break;
    case Phase::kScore:
      for (const ScoreChoice& c : PendingChoiceList()) actions.push_back(c.action);
      break;
    case Phase::kGameOver:
      break;
  }
}

MarketFreshState::ScoreChoiceList MarketFreshState::ChoicesFromOutcome(
    int player, const CratePlacement& p, const PlacementOutcome& outcome) const {
  ScoreChoiceList choices;
  const bool perfect = outcome.check.perfect;
  const int bonus = perfect ? typed_game_->N().perfect_bonus : 0;
  const ScoringMode mode = typed_game_->Mode();
  for (int produce : {p.produce_a, p.produce_b}) {
    if (produce == p.produce_b && p.produce_a == p.produce_b && !choices.empty()) break;
    const int count = produce == p.produce_a ? outcome.count_a : outcome.count_b;
    const int tallest = produce == p.produce_a ? outcome.tallest_a : outcome.tallest_b;
    ScoreChoice basic;
    basic.produce = produce;
    basic.count = count;
    basic.perfect = perfect;
    basic.points = count + bonus;
    basic.action = ScoreAction(produce, false);
    if (mode == ScoringMode::kStandard) {
      basic.tile_row = market_.StandardTarget(player, produce, count);
      if (basic.tile_row > 0) basic.tile_from = market_.RowOf(player, produce);
    }
    choices.push_back(basic);
    if (mode == ScoringMode::kStandard) continue;
    const int row = market_.HeightTarget(player, produce, std::min(tallest, kMaxHeightMultiplier));
    if (row == 0) continue;
    if (mode == ScoringMode::kSolo && !SoloHeightRowAllowed(market_, player, row)) continue;
    ScoreChoice height = basic;
    height.height = true;
    height.multiplier = row;
    height.points = count * row + bonus;
    height.tile_row = row;
    height.action = ScoreAction(produce, true);
    choices.push_back(height);
  }
  StableSortSmall(choices.begin(), choices.end(),
                  [](const ScoreChoice& a, const ScoreChoice& b) { return a.action < b.action; });
  return choices;
}

std::vector<ScoreChoice> MarketFreshState::ScoreChoicesFor(const CratePlacement& p) const {
  const PlacementOutcome outcome = stores_[actor_].Preview(p);
  if (!outcome.check.legal()) return {};
  const ScoreChoiceList choices = ChoicesFromOutcome(actor_, p, outcome);
  return std::vector<ScoreChoice>(choices.begin(), choices.end());
}

MarketFreshState::ScoreChoiceList MarketFreshState::PendingChoiceList() const {
  if (phase_ != Phase::kScore || !pending_) return {};
  return pending_choices_;
}

std::vector<ScoreChoice> MarketFreshState::PendingScoreChoices() const {
  const ScoreChoiceList choices = PendingChoiceList();
  return std::vector<ScoreChoice>(choices.begin(), choices.end());
}

std::vector<double> MarketFreshState::Returns() const {
  std::vector<double> returns(num_players_, 0.0);
  if (!IsTerminal()) return returns;
  const int best = *std::max_element(scores_.begin(), scores_.end());
  int winners = 0;
  for (int s : scores_) winners += s == best ? 1 : 0;
  for (int p = 0; p < num_players_; ++p) {
    if (scores_[p] == best) returns[p] = 1.0 / winners;
  }
  return returns;
}

std::vector<int> MarketFreshState::Scores() const { return scores_; }

int MarketFreshState::SoloRankOf(int score) {
  int rank = 0;
  for (int i = 0; i < int(kSoloRanks.size()); ++i) {
    if (score >= kSoloRanks[i].min_score) rank = i;
  }
  return rank;
}

bool MarketFreshState::KnowsCrate(int viewer, int crate) const {
  const CrateSpot& s = spots_[crate];
  if (viewer == kAllSeeing) return true;
  if (s.where == Where::kUnseen) return false;
  // A secret crate: its owner's; a spectator (kSpectator) only knows those shown to all.
  if (s.where == Where::kHand) return s.owner == viewer || s.known_to_all;
  return true;
}

std::unique_ptr<State> MarketFreshState::Clone() const {
  return std::make_unique<MarketFreshState>(*this);
}

// ---- State: applying actions ----------------------------------------------

void MarketFreshState::DoApplyAction(Action action) {
  switch (KindOf(action)) {
    case ActionKind::kDraw:
      ApplyChance(action - kDrawBase);
      break;
    case ActionKind::kTakeFaceUp: {
      const int crate = action - kTakeFaceUpBase;
      Erase(face_up_, crate);
      InsertSorted(hands_[actor_], crate);
      File(crate, {Where::kHand, actor_, true});
      took_face_up_ = true;
      phase_ = Phase::kPlace;
      break;
    }
    case ActionKind::kTakeFaceDown:
      phase_ = Phase::kDrawFaceDown;
      break;
    case ActionKind::kDiscard:
      ApplyDiscard(action - kDiscardBase);
      break;
    case ActionKind::kScore: {
      for (const ScoreChoice& c : PendingChoiceList()) {
        if (c.action == action) {
          ApplyScore(c);
          return;
        }
      }
      MERCATO_CHECK(false, "score choice not found");
      break;
    }
    case ActionKind::kPlace:
      ApplyPlace(PlacementOf(action));
      break;
  }
}

void MarketFreshState::File(int crate, const CrateSpot& spot) {
  spots_[crate] = spot;
  const uint64_t bit = uint64_t{1} << (crate % 64);
  if (spot.where == Where::kUnseen) {
    unseen_[crate / 64] |= bit;
  } else {
    unseen_[crate / 64] &= ~bit;
  }
}

void MarketFreshState::ApplyChance(int crate) {
  MERCATO_CHECK(spots_[crate].where == Where::kUnseen, "drawn crate is not in the pile");
  --pile_left_;
  if (phase_ == Phase::kDeal) {
    const int target = DealTarget();
    if (target >= 0) {
      InsertSorted(hands_[target], crate);
      File(crate, {Where::kHand, target, false});
    } else {
      face_up_.push_back(crate);
      File(crate, {Where::kFaceUp, -1, true});
    }
    ++deals_done_;
    const int total = typed_game_->Solo() ? typed_game_->N().solo_crates : num_players_ * kHandSize + kFaceUpCount;
    if (deals_done_ == total) StartTurn(0);
    return;
  }
  if (phase_ == Phase::kDrawFaceDown) {
    InsertSorted(hands_[actor_], crate);
    File(crate, {Where::kHand, actor_, false});
    phase_ = Phase::kPlace;
    return;
  }
  MERCATO_CHECK(phase_ == Phase::kRefill, "chance outcome outside a chance node");
  face_up_.push_back(crate);
  File(crate, {Where::kFaceUp, -1, true});
  AdvanceToNextPlayer();
}

void MarketFreshState::ApplyPlace(const CratePlacement& p) {
  const int crate = CrateOf(p.produce_a, p.produce_b);
  Storefront& store = stores_[actor_];
  const PlacementOutcome outcome = store.Preview(p);
  MERCATO_CHECK(outcome.check.legal(), "illegal placement");
  if (typed_game_->Solo()) {
    Erase(face_up_, crate);
  } else {
    Erase(hands_[actor_], crate);
  }
  store.Place(crate, p, outcome.check);
  File(crate, {Where::kStore, actor_, true});
  pending_ = PlacedCrate{crate, p, outcome.check.height};
  pending_outcome_ = outcome;
  pending_choices_ = ChoicesFromOutcome(actor_, p, outcome);
  phase_ = Phase::kScore;
  MERCATO_CHECK(!pending_choices_.empty(), "a placed crate always scores");
  // A double in the standard game offers one choice only: no need to ask.
  if (pending_choices_.size() == 1) ApplyScore(pending_choices_[0]);
}

void MarketFreshState::ApplyScore(const ScoreChoice& choice) {
  AddPoints(actor_, choice.points);
  if (choice.tile_row > 0) market_.Put(actor_, choice.produce, choice.tile_row);
  last_score_ = {actor_, choice};
  pending_.reset();
  EndTurn();
}

void MarketFreshState::ApplyDiscard(int crate) {
  Erase(hands_[actor_], crate);
  discarded_.push_back(crate);
  File(crate, {Where::kDiscarded, -1, true});
  AddPoints(actor_, -typed_game_->N().not_fresh_penalty);
  last_score_ = LastScore();
  EndTurn();
}

void MarketFreshState::AddPoints(int player, int delta) {
  // The score cube cannot move below its start.
  scores_[player] = std::max(0, scores_[player] + delta);
}

void MarketFreshState::StartTurn(int player) {
  actor_ = player;
  took_face_up_ = false;
  pending_.reset();
  if (typed_game_->Solo()) {
    phase_ = Phase::kPlace;
    if (face_up_.empty() || !HasPlacement()) FinishGame();
    return;
  }
  phase_ = (pile_left_ > 0 || !face_up_.empty()) ? Phase::kTake : Phase::kPlace;
}

void MarketFreshState::EndTurn() {
  if (typed_game_->Solo()) {
    StartTurn(0);
    return;
  }
  if (took_face_up_ && pile_left_ > 0) {
    phase_ = Phase::kRefill;
    return;
  }
  AdvanceToNextPlayer();
}

void MarketFreshState::AdvanceToNextPlayer() {
  const bool supply = pile_left_ > 0 || !face_up_.empty();
  for (int i = 1; i <= num_players_; ++i) {
    const int next = (actor_ + i) % num_players_;
    if (supply || !hands_[next].empty()) {
      StartTurn(next);
      return;
    }
  }
  FinishGame();
}

void MarketFreshState::FinishGame() {
  phase_ = Phase::kGameOver;
  pending_.reset();
  final_.assign(num_players_, FinalBreakdown());
  const bool standard = typed_game_->Mode() == ScoringMode::kStandard;
  std::array<MarketFinalScore, kMaxPlayers> market;
  if (standard) ScoreMarketBoardInto(market_, num_players_, market, typed_game_->N().market);
  for (int p = 0; p < num_players_; ++p) {
    FinalBreakdown& f = final_[p];
    f.play_points = scores_[p];
    if (standard) {
      f.market = market[p];
      scores_[p] += market[p].total();
    }
    if (typed_game_->Solo()) {
      f.leftover_crates = int(face_up_.size());
      const int before = scores_[p];
      AddPoints(p, -typed_game_->N().solo_leftover_penalty * f.leftover_crates);
      f.leftover_penalty = before - scores_[p];
    }
    f.total = scores_[p];
  }
}

// ---- Invariants -------------------------------------------------------------

std::string MarketFreshState::CheckInvariants() const {
  // Every crate is in exactly one place, and the containers agree with it.
  std::vector<int> seen(kNumCrates, 0);
  auto mark = [&](int crate, Where where, int owner) -> std::string {
    if (crate < 0 || crate >= kNumCrates) return "crate id out of range";
    if (++seen[crate] > 1) return "crate " + CrateName(crate) + " is in two places";
    if (spots_[crate].where != where) return "crate " + CrateName(crate) + " is misfiled";
    if (owner >= 0 && spots_[crate].owner != owner) return "crate has the wrong owner";
    return "";
  };
  std::string error;
  for (int p = 0; p < num_players_ && error.empty(); ++p) {
    for (int crate : hands_[p]) {
      if (error.empty()) error = mark(crate, Where::kHand, p);
    }
    for (const PlacedCrate& c : stores_[p].Placed()) {
      if (error.empty()) error = mark(c.crate, Where::kStore, p);
    }
  }
  for (int crate : face_up_) {
    if (error.empty()) error = mark(crate, Where::kFaceUp, -1);
  }
  for (int crate : discarded_) {
    if (error.empty()) error = mark(crate, Where::kDiscarded, -1);
  }
  if (!error.empty()) return error;
  int unseen = 0;
  for (int crate = 0; crate < kNumCrates; ++crate) {
    if (seen[crate] == 0) {
      if (spots_[crate].where != Where::kUnseen) return "crate " + CrateName(crate) + " is lost";
      ++unseen;
    }
    const bool unseen_bit = (unseen_[crate / 64] >> (crate % 64)) & 1;
    if (unseen_bit != (spots_[crate].where == Where::kUnseen)) return "the unseen crate set is stale";
  }
  if (unseen != pile_left_ + set_aside_) return "pile and removed crates do not add up";
  if (pile_left_ < 0) return "negative pile";
  const bool solo = typed_game_->Solo();
  const int max_face_up = solo ? typed_game_->N().solo_crates : kFaceUpCount;
  if (int(face_up_.size()) > max_face_up) return "too many face-up crates";
  for (int p = 0; p < num_players_; ++p) {
    const int limit = (phase_ == Phase::kPlace && p == actor_) ? kHandSize + 1 : kHandSize;
    if (int(hands_[p].size()) > limit) return "a hand is too large";
    if (!std::is_sorted(hands_[p].begin(), hands_[p].end())) return "a hand is not sorted";
    if (scores_[p] < 0) return "a negative score";
    const std::string store = stores_[p].CheckConsistent();
    if (!store.empty()) return store;
  }
  if (solo && !hands_[0].empty()) return "the solo game has no hand";
  if (phase_ == Phase::kScore && pending_) {
    const ScoreChoiceList fresh = ChoicesFromOutcome(actor_, pending_->where, pending_outcome_);
    const auto same = [](const ScoreChoice& a, const ScoreChoice& b) {
      return a.action == b.action && a.points == b.points && a.tile_row == b.tile_row &&
             a.tile_from == b.tile_from;
    };
    if (!std::equal(fresh.begin(), fresh.end(), pending_choices_.begin(), pending_choices_.end(),
                    same)) {
      return "the kept scoring choices are stale";
    }
  }
  return market_.CheckConsistent(num_players_);
}

}  // namespace mercato::market_fresh

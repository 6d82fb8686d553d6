#include "session/match.h"

#include "engine/check.h"
#include "engine/text.h"
#include "registry/registry.h"
#include "session/seeds.h"

namespace mercato::session {

namespace {

// Stream ids under the match seed (see seeds.h).
constexpr uint64_t kBotStream = 1ULL << 40;
constexpr uint64_t kRevealStream = 2ULL << 40;
// Re-deals tried per move when deciding whether it revealed hidden information.
constexpr int kRevealSamples = 8;

Status CheckSeats(const Game& game, const std::vector<std::string>& seats) {
  if (int(seats.size()) != game.NumPlayers()) {
    return Status::Error("expected " + std::to_string(game.NumPlayers()) +
                         " seats (one per player), got " + std::to_string(seats.size()));
  }
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] == kHumanSeat) continue;
    Status s = ai::CheckBotSpec(seats[i]);
    if (!s.ok()) {
      return Status::Error("seat " + std::to_string(i) + ": " + s.message() +
                           "; or 'human'");
    }
  }
  return Status::Ok();
}

}  // namespace

StatusOr<Match> Match::Create(const std::string& game_id, int players,
                              const std::string& options,
                              const std::vector<std::string>& seats, uint64_t seed,
                              const GameLoader& loader) {
  StatusOr<std::shared_ptr<const Game>> game =
      loader ? loader(game_id, players, options) : LoadGame(game_id, players, options);
  if (!game.ok()) return game.status();
  return Create(*game, seats, seed);
}

StatusOr<Match> Match::Create(std::shared_ptr<const Game> game,
                              const std::vector<std::string>& seats, uint64_t seed) {
  MERCATO_CHECK(game != nullptr, "no game");
  Status s = CheckSeats(*game, seats);
  if (!s.ok()) return s;
  if (seed > kMaxSeed) {
    return Status::Error("the seed must be at most " + std::to_string(kMaxSeed) + ", not " +
                         std::to_string(seed));
  }
  Match match;
  match.game_ = std::move(game);
  match.seats_ = seats;
  match.names_.resize(seats.size());
  match.seed_ = seed;
  match.state_ = match.game_->NewInitialState();
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] == kHumanSeat) {
      match.bots_.push_back(nullptr);
    } else {
      StatusOr<std::unique_ptr<ai::Bot>> bot = ai::MakeBot(seats[i], MixSeed(seed, kBotStream + i));
      match.bots_.push_back(std::move(*bot));
    }
  }
  match.AdvanceChance();
  return match;
}

StatusOr<Match> Match::FromRecordText(const std::string& text,
                                      const std::vector<std::string>& seats,
                                      const GameLoader& loader) {
  StatusOr<MatchRecord> record = ParseRecord(text);
  if (!record.ok()) return record.status();
  StatusOr<std::shared_ptr<const Game>> game =
      loader ? loader(record->game, record->players, record->options)
             : LoadGame(record->game, record->players, record->options);
  if (!game.ok()) return Status::Error("line 1: " + game.message());
  std::vector<std::string> seat_list = seats;
  if (seat_list.empty()) {
    seat_list = record->seats.empty()
                    ? std::vector<std::string>(size_t(record->players), kHumanSeat)
                    : Split(record->seats, ',');
  }
  if (record->seed > kMaxSeed) return Status::Error("line 1: the seed is too large");
  Status s = CheckSeats(**game, seat_list);
  if (!s.ok()) return Status::Error((seats.empty() ? "line 1: " : "") + s.message());

  StatusOr<Match> created = Create(*game, seat_list, record->seed);
  MERCATO_CHECK(created.ok(), "seats and seed were checked");
  Match match = std::move(*created);
  match.set_names(record->names);
  // Replay the record move by move (chance moves included), from a fresh state.
  match.state_ = match.game_->NewInitialState();
  match.log_.clear();
  for (size_t i = 0; i < record->moves.size(); ++i) {
    const std::string where = "line " + std::to_string(i + 2) + ": ";
    StatusOr<Action> action = match.state_->StringToAction(record->moves[i]);
    if (!action.ok()) return Status::Error(where + action.message());
    match.log_.push_back({match.state_->CurrentPlayer(), *action, record->moves[i]});
    match.state_->ApplyAction(*action);
  }
  // A record cut just before a chance event continues with the seeded draws.
  match.AdvanceChance();
  return match;
}

Status Match::LoadRecordText(const std::string& text, const std::vector<std::string>& seats,
                             const GameLoader& loader) {
  StatusOr<Match> loaded = FromRecordText(text, seats, loader);
  if (!loaded.ok()) return loaded.status();
  const bool kept_events = events_.has_value();
  *this = std::move(*loaded);
  if (kept_events) KeepEvents();
  return Status::Ok();
}

int Match::DefaultViewer() const {
  if (IsHumanTurn()) return ToMove();
  for (auto it = log_.rbegin(); it != log_.rend(); ++it) {
    if (it->player >= 0 && IsHumanSeat(it->player)) return it->player;
  }
  for (int s = 0; s < NumPlayers(); ++s) {
    if (IsHumanSeat(s)) return s;
  }
  return 0;
}

std::vector<std::string> Match::LegalMoves() const {
  std::vector<std::string> moves;
  if (IsOver()) return moves;
  for (Action a : state_->LegalActions()) moves.push_back(state_->ActionToString(a));
  return moves;
}

Status Match::Act(const std::string& notation) {
  if (IsOver()) return Status::Error("the game is over");
  if (!IsHumanSeat(ToMove())) return Act(Action(-1));  // the turn error
  StatusOr<Action> action = state_->StringToAction(Trim(notation));
  if (!action.ok()) return action.status();
  return Act(*action);
}

Status Match::Act(Action action) {
  if (IsOver()) return Status::Error("the game is over");
  const int seat = ToMove();
  if (!IsHumanSeat(seat)) {
    return Status::Error("it is seat " + std::to_string(seat) + "'s turn, a computer player (" +
                         seats_[seat] + ")");
  }
  if (!state_->IsLegal(action)) {
    return Status::Error("action " + std::to_string(action) + " is not a legal move here");
  }
  ApplyAndAdvance(action);
  return Status::Ok();
}

bool Match::StepBots(int iterations, bool apply) {
  if (!IsBotTurn()) return false;
  const int seat = ToMove();
  ai::Bot& bot = *bots_[seat];
  if (thinking_seat_ != seat) {
    bot.Reseed(MixSeed(seed_, kBotStream + uint64_t(seat) * 1000003ULL +
                                  uint64_t(state_->History().size())));
    bot.Start(*state_);
    thinking_seat_ = seat;
    bot_chosen_ = false;
  }
  if (!bot_chosen_) {
    bot.Step(iterations);
    bot_chosen_ = bot.Done();
  }
  if (!bot_chosen_) return false;
  if (apply) {
    const Action action = bot.Best();
    MERCATO_CHECK(state_->IsLegal(action), "a bot chose an illegal move");
    ApplyAndAdvance(action);
  }
  return true;
}

Status Match::PlayBotMove(const std::string& notation) {
  if (IsOver()) return Status::Error("the game is over");
  if (IsHumanSeat(ToMove())) {
    return Status::Error("it is seat " + std::to_string(ToMove()) + "'s turn, a person's");
  }
  StatusOr<Action> action = state_->StringToAction(Trim(notation));
  if (!action.ok()) return action.status();
  if (!state_->IsLegal(*action)) return Status::Error("'" + notation + "' is not a legal move here");
  ApplyAndAdvance(*action);
  return Status::Ok();
}

double Match::BotProgress() const {
  if (thinking_seat_ < 0) return 0.0;
  return bots_[thinking_seat_]->Progress();
}

void Match::StopThinking() {
  if (thinking_seat_ >= 0) bot_chosen_ = true;
}

Action Match::PendingBotMove() const {
  if (thinking_seat_ < 0 || !bot_chosen_) return -1;
  return bots_[thinking_seat_]->Best();
}

int Match::RunBotsToHumanOrEnd() {
  int moves = 0;
  while (IsBotTurn()) {
    if (StepBots(1 << 20)) ++moves;
  }
  return moves;
}

void Match::ApplyAndAdvance(Action action) {
  ResetThinking();
  log_.push_back({state_->CurrentPlayer(), action, state_->ActionToString(action)});
  RecordEvents(action);
  state_->ApplyAction(action);
  AdvanceChance();
}

void Match::AdvanceChance() {
  while (state_->IsChanceNode()) {
    Rng rng(ChanceSeed(seed_, state_->History().size()));
    const Action outcome = SampleChanceOutcome(*state_, rng);
    log_.push_back({kChancePlayer, outcome, state_->ActionToString(outcome)});
    RecordEvents(outcome);
    state_->ApplyAction(outcome);
  }
}

void Match::KeepEvents() {
  events_.emplace();
  before_last_.reset();
  std::unique_ptr<State> replay = game_->NewInitialState();
  for (size_t i = 0; i < log_.size(); ++i) {
    events_->Record(*replay, log_[i].action);
    if (i + 1 == log_.size()) before_last_ = replay->Clone();
    replay->ApplyAction(log_[i].action);
  }
}

void Match::RecordEvents(Action action) {
  if (!events_) return;
  events_->Record(*state_, action);
  before_last_ = state_->Clone();
}

void Match::ResetThinking() {
  thinking_seat_ = -1;
  bot_chosen_ = false;
}

bool Match::IsBarrier(const State& before, Action action, int index, int viewer) const {
  if (before.IsChanceNode()) return true;
  std::unique_ptr<State> after = before.Clone();
  after->ApplyAction(action);
  const std::string known = after->InformationStateString(viewer);
  Rng rng(MixSeed(seed_, kRevealStream + uint64_t(index)));
  for (int k = 0; k < kRevealSamples; ++k) {
    std::unique_ptr<State> other = before.ResampleFromInfostate(viewer, rng);
    if (!other->IsLegal(action)) return true;
    other->ApplyAction(action);
    if (other->InformationStateString(viewer) != known) return true;
  }
  return false;
}

int Match::UndoTarget() const {
  const int length = int(log_.size());
  if (undo_cache_length_ == length) return undo_cache_target_;
  int target = -1;
  UndoBlock block = UndoBlock::kNoMove;
  for (int i = length - 1; i >= 0; --i) {
    if (log_[i].player == kChancePlayer) {
      // A draw since the person's last move, or (at the start) no move at all.
      for (int j = 0; j < i && block != UndoBlock::kChance; ++j) {
        if (log_[j].player != kChancePlayer && IsHumanSeat(log_[j].player)) block = UndoBlock::kChance;
      }
      break;
    }
    if (IsHumanSeat(log_[i].player)) {
      target = i;
      block = UndoBlock::kNone;
      break;
    }
  }
  if (target >= 0) {
    const int viewer = log_[target].player;
    std::unique_ptr<State> s = ReplayPrefix(*state_, size_t(target));
    for (int i = target; i < length; ++i) {
      if (IsBarrier(*s, log_[i].action, i, viewer)) {
        block = s->IsChanceNode() ? UndoBlock::kChance : UndoBlock::kReveal;
        target = -1;
        break;
      }
      s->ApplyAction(log_[i].action);
    }
  }
  undo_cache_length_ = length;
  undo_cache_target_ = target;
  undo_cache_block_ = block;
  return target;
}

Match::UndoBlock Match::WhyNoUndo() const {
  UndoTarget();
  return undo_cache_block_;
}

bool Match::CanUndo() const { return UndoTarget() >= 0; }

int Match::UndoSeat() const {
  const int target = UndoTarget();
  return target < 0 ? -1 : log_[target].player;
}

bool Match::Undo() {
  const int target = UndoTarget();
  if (target < 0) return false;
  state_ = ReplayPrefix(*state_, size_t(target));
  log_.resize(size_t(target));
  if (events_) {
    events_->Truncate(size_t(target));
    before_last_ = target > 0 ? ReplayPrefix(*state_, size_t(target - 1)) : nullptr;
  }
  ResetThinking();
  return true;
}

MatchRecord Match::Record() const {
  MatchRecord record;
  record.game = game_->Info().id;
  record.players = game_->NumPlayers();
  record.options = game_->Options().ToString();
  record.seed = seed_;
  record.seats = Join(seats_, ",");
  record.names = names_;
  for (const MoveLogEntry& entry : log_) record.moves.push_back(entry.notation);
  return record;
}

std::string Match::RecordText() const { return RecordToText(Record()); }

void Match::set_names(std::vector<std::string> names) {
  names.resize(size_t(NumPlayers()));
  names_ = std::move(names);
}

}  // namespace mercato::session

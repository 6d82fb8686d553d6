#include "engine/seen_moves.h"

#include <map>

#include "engine/check.h"
#include "engine/json_writer.h"
#include "engine/secret_choices.h"
#include "engine/text.h"

namespace mercato {

namespace {

// "bid ?" for {"bid 3", "bid 5"}; "?" for {"buy c7", "pass"}: the words every
// look-alike move starts with, so the mask says no more than all of them do.
std::string SharedWords(const std::vector<std::string>& notations) {
  std::vector<std::string> shared = Split(notations.front(), ' ');
  for (const std::string& notation : notations) {
    const std::vector<std::string> words = Split(notation, ' ');
    size_t n = 0;
    while (n < shared.size() && n < words.size() && shared[n] == words[n]) ++n;
    shared.resize(n);
  }
  // The last word always differs between two distinct moves; a mask never names it.
  if (!shared.empty() && shared.size() == Split(notations.front(), ' ').size()) shared.pop_back();
  shared.push_back("?");
  return Join(shared, " ");
}

bool Private(const State& before, int viewer) {
  const int mover = before.CurrentPlayer();
  return viewer != kAllSeeing && mover >= 0 && mover != viewer;
}

// How each legal move of `before` reads to `viewer`, with what the viewer knows
// after it (info) and the game's mask for it ("" for an open move).
struct Looks {
  std::vector<SeenMove> seen;
  std::vector<std::string> info;
  std::vector<std::string> mask;
};

Looks LookAtEveryMove(const State& before, const std::vector<Action>& legal, int viewer) {
  Looks looks;
  const int mover = before.CurrentPlayer();
  const int index = int(before.History().size());
  for (Action a : legal) looks.seen.push_back({index, mover, false, before.ActionToString(a)});
  looks.info.assign(legal.size(), "");
  looks.mask.assign(legal.size(), "");
  if (!Private(before, viewer)) return looks;
  const SecretChoices* secrets = SecretChoicesOf(before);
  std::vector<bool> shown_by_rules(legal.size(), false);
  for (size_t i = 0; i < legal.size(); ++i) {
    std::unique_ptr<State> after = before.Clone();
    after->ApplyAction(legal[i]);
    looks.info[i] = after->InformationStateString(viewer);
    if (secrets != nullptr) {
      looks.mask[i] = secrets->SecretMask(legal[i]);
      const SecretChoices* later = SecretChoicesOf(*after);
      shown_by_rules[i] = !looks.mask[i].empty() && later->SecretsShown(looks.mask[i]);
    }
  }
  // A declared secret choice reads as its mask, whatever else the seat could
  // have done (a sealed bid is "bid ?" even when it was the only one possible),
  // unless it is the choice that shows the round's choices to everyone.
  for (size_t i = 0; i < legal.size(); ++i) {
    if (!looks.mask[i].empty() && !shown_by_rules[i]) {
      looks.seen[i].hidden = true;
      looks.seen[i].move = looks.mask[i];
    }
  }
  // Any other move is hidden when another one would have looked the same.
  std::map<std::string, std::vector<size_t>> alike;  // information state -> open moves
  for (size_t i = 0; i < legal.size(); ++i) {
    if (looks.mask[i].empty()) alike[looks.info[i]].push_back(i);
  }
  for (const auto& [unused, group] : alike) {
    if (group.size() < 2) continue;
    std::vector<std::string> notations;
    for (size_t i : group) notations.push_back(looks.seen[i].move);
    const std::string words = SharedWords(notations);
    for (size_t i : group) {
      looks.seen[i].hidden = true;
      looks.seen[i].move = words;
    }
  }
  return looks;
}

}  // namespace

std::vector<SeenMove> SeeEveryMove(const State& before, int viewer,
                                   std::vector<std::string>* info_after) {
  Looks looks = LookAtEveryMove(before, before.LegalActions(), viewer);
  if (info_after != nullptr) *info_after = std::move(looks.info);
  return looks.seen;
}

SeenMove SeeMove(const State& before, Action action, int viewer) {
  const std::vector<Action> legal = before.LegalActions();
  for (size_t i = 0; i < legal.size(); ++i) {
    if (legal[i] == action) return SeeEveryMove(before, viewer)[i];
  }
  MERCATO_CHECK(false, "SeeMove: not a legal action");
  return {};
}

Action ActionAsSeen(const State& before, Action action, int viewer) {
  if (viewer == kAllSeeing) return action;
  // A chance outcome's id can say more than the seat sees, even when no other
  // outcome looks alike (the last card of a deck the seat cannot count): what
  // the seat sees of a draw is in its state, not in the move.
  if (before.IsChanceNode()) return kHiddenAction;
  return SeeMove(before, action, viewer).hidden ? kHiddenAction : action;
}

GameEvents SeenEvents(const State& before, Action action, int viewer) {
  if (std::optional<GameEvents> events = before.EventsSeen(action, viewer)) return *events;
  GameEvent event(before.IsChanceNode() ? "chance" : "move", before.CurrentPlayer());
  if (before.IsChanceNode()) {
    if (viewer != kAllSeeing) return {};  // the seat's state shows what it saw of a draw
    event.notation = before.ActionToString(action);
  } else {
    event.notation = SeeMove(before, action, viewer).move;
  }
  return {event};
}

void SeenMoves::Reset() {
  at_.reset();
  pending_.clear();
}

bool SeenMoves::StillHidden(const Pending& pending, const State& now) const {
  if (now.IsTerminal()) return false;  // the game is over: nothing is secret any more
  if (!pending.mask.empty()) {
    const SecretChoices* secrets = SecretChoicesOf(now);
    if (secrets != nullptr && secrets->SecretsShown(pending.mask)) return false;
    // A seat's only possible choice has no look-alike to replay: the rules'
    // SecretsShown (or the end) shows it.
    if (pending.alternatives.empty()) return true;
  }
  const std::vector<Action>& history = now.History();
  const std::string known = now.InformationStateString(viewer_);
  for (Action alternative : pending.alternatives) {
    std::unique_ptr<State> s = pending.before->Clone();
    s->ApplyAction(alternative);
    bool replayed = true;
    for (size_t k = size_t(pending.seen.index) + 1; k < history.size() && replayed; ++k) {
      replayed = s->IsLegal(history[k]);
      if (replayed) s->ApplyAction(history[k]);
    }
    if (replayed && s->InformationStateString(viewer_) == known) return true;
  }
  return false;
}

std::vector<SeenMoves::Step> SeenMoves::Sync(const State& now) {
  if (at_ == nullptr) at_ = now.GetGame().NewInitialState();
  const std::vector<Action>& history = now.History();
  MERCATO_CHECK(at_->History().size() <= history.size(), "SeenMoves: the game went back");
  std::vector<Step> steps;
  while (at_->History().size() < history.size()) {
    const Action action = history[at_->History().size()];
    if (at_->IsChanceNode()) {
      at_->ApplyAction(action);
      continue;
    }
    Step step;
    std::unique_ptr<State> before = at_->Clone();
    const std::vector<Action> legal = before->LegalActions();
    const Looks looks = LookAtEveryMove(*before, legal, viewer_);
    size_t played = 0;
    while (legal[played] != action) ++played;
    step.move = looks.seen[played];
    // The moves the viewer could not tell from this one: replayed to see when it shows.
    std::vector<Action> alternatives;
    for (size_t i = 0; i < legal.size(); ++i) {
      if (step.move.hidden && i != played && looks.mask[i] == looks.mask[played] &&
          looks.info[i] == looks.info[played]) {
        alternatives.push_back(legal[i]);
      }
    }
    at_->ApplyAction(action);
    // Earlier hidden moves this one shows (in the order they were played).
    for (size_t i = 0; i < pending_.size();) {
      if (StillHidden(pending_[i], *at_)) {
        ++i;
        continue;
      }
      SeenMove shown = pending_[i].seen;
      shown.hidden = false;
      shown.move = pending_[i].before->ActionToString(pending_[i].action);
      step.revealed.push_back(shown);
      pending_.erase(pending_.begin() + long(i));
    }
    if (step.move.hidden) {
      pending_.push_back({step.move, std::move(before), action, looks.mask[played],
                          std::move(alternatives)});
    }
    steps.push_back(std::move(step));
  }
  return steps;
}

std::string SeenMoveJson(const SeenMove& move) {
  JsonWriter w;
  w.BeginObject()
      .Field("index", move.index)
      .Field("player", move.player)
      .Field("move", move.move)
      .Field("hidden", move.hidden)
      .EndObject();
  return w.str();
}

}  // namespace mercato

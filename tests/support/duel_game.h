// "Duel": a tiny card game with hidden hands, for testing the computer players
// and the Match session without depending on any real game. Test-only.
//
// Rules. Cards 1..9, one of each. 2 or 3 players. Chance deals 3 cards to each
// seat, one at a time, seat by seat. Then 3 tricks: the leader (seat 0 first)
// names the stake (1 or 2), then every seat from the leader on plays one card
// face up. The highest card wins the trick and scores the stake; if the deck
// still has cards (2 players only) the winner draws one (chance), and leads the
// next trick. Most points wins; ties are shared.
//
// Notation: "deal p1 7", "draw p0 4" (chance), "stake 2", "play 7".
// Hidden: every hand and the deck. Public: stakes, played cards, hand sizes.
// The stake choice is public and legal whatever one holds; playing a card
// reveals that the player held it.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/check.h"
#include "engine/game.h"
#include "engine/json_writer.h"
#include "engine/status.h"

namespace mercato::testing {

class DuelGame : public Game {
 public:
  static constexpr int kCards = 9;
  static constexpr int kHandSize = 3;
  static constexpr int kTricks = 3;
  // Actions: play card v is v-1 (0..8); stake s is 8+s (9, 10); chance card v
  // (dealt or drawn) is 10+v (11..19).
  static constexpr Action kStakeOne = 9;
  static constexpr Action kStakeTwo = 10;
  static constexpr Action PlayAction(int card) { return card - 1; }
  static constexpr Action CardAction(int card) { return 10 + card; }

  static const GameInfo& StaticInfo() {
    static const GameInfo* info = [] {
      auto* i = new GameInfo;
      i->id = "duel";
      i->name_en = "Duel (test game)";
      i->name_ja = "デュエル（テスト用）";
      i->min_players = 2;
      i->max_players = 3;
      i->minutes = 1;
      i->seed_file = "tests/support/duel_game.h";
      return i;
    }();
    return *info;
  }

  explicit DuelGame(int players) : Game(StaticInfo(), players, GameOptions()) {}

  std::unique_ptr<State> NewInitialState() const override;
  int NumDistinctActions() const override { return 20; }
  int MaxGameLength() const override {
    return kHandSize * NumPlayers() + kTricks * (1 + NumPlayers()) + kTricks;
  }
  // Leader: stake 2 with a card no unseen card beats, and lead the highest card
  // then; otherwise stake 1 and lead the lowest. Follower: the lowest card that
  // beats the table, else the lowest card.
  Action HeuristicAction(const State& state, Rng& rng) const override;
};

class DuelState : public State {
 public:
  using Mask = unsigned;  // bit v set = card v (1..9)
  static constexpr Mask kAllCards = 0x3FE;

  explicit DuelState(std::shared_ptr<const Game> game)
      : State(std::move(game)),
        hands_(NumPlayers(), 0),
        trick_cards_(NumPlayers(), 0),
        points_(NumPlayers(), 0),
        received_at_(NumPlayers()),
        played_at_(NumPlayers()) {}

  // ---- reading the position (for tests and the heuristic)
  Mask Hand(int seat) const { return hands_[seat]; }
  Mask Deck() const { return deck_; }
  Mask Played() const { return played_; }
  int Leader() const { return leader_; }
  int Stake() const { return stake_; }
  int TrickCard(int seat) const { return trick_cards_[seat]; }
  int Trick() const { return trick_; }
  static int Count(Mask m) { return __builtin_popcount(m); }
  static bool Has(Mask m, int card) { return (m >> card) & 1u; }
  static int Highest(Mask m) { return m == 0 ? 0 : 31 - __builtin_clz(m); }
  static int Lowest(Mask m) { return m == 0 ? 0 : __builtin_ctz(m); }
  // The best card on the table this trick (0 when none yet).
  int TableBest() const { return *std::max_element(trick_cards_.begin(), trick_cards_.end()); }

  int CurrentPlayer() const override {
    if (dealt_ < kDealTotal()) return kChancePlayer;
    if (drawer_ >= 0) return kChancePlayer;
    if (trick_ >= DuelGame::kTricks) return kTerminalPlayer;
    if (stake_ == 0) return leader_;
    return NextToPlay();
  }

  std::vector<Action> LegalActions() const override {
    std::vector<Action> legal;
    const int player = CurrentPlayer();
    if (player == kTerminalPlayer) return legal;
    if (player == kChancePlayer) {
      for (int c = 1; c <= DuelGame::kCards; ++c) {
        if (Has(deck_, c)) legal.push_back(DuelGame::CardAction(c));
      }
      return legal;
    }
    if (stake_ == 0) return {DuelGame::kStakeOne, DuelGame::kStakeTwo};
    for (int c = 1; c <= DuelGame::kCards; ++c) {
      if (Has(hands_[player], c)) legal.push_back(DuelGame::PlayAction(c));
    }
    return legal;
  }

  void ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const override {
    out.clear();
    if (!IsChanceNode()) return;
    const double p = 1.0 / Count(deck_);
    for (Action a : LegalActions()) out.push_back({a, p});
  }

  std::vector<double> Returns() const override {
    std::vector<double> returns(NumPlayers(), 0.0);
    if (!IsTerminal()) return returns;
    const int best = *std::max_element(points_.begin(), points_.end());
    const int winners = int(std::count(points_.begin(), points_.end(), best));
    for (int p = 0; p < NumPlayers(); ++p) {
      if (points_[p] == best) returns[p] = 1.0 / winners;
    }
    return returns;
  }

  std::vector<int> Scores() const override { return points_; }

  std::string ActionToString(Action action) const override {
    if (IsChanceNode()) {
      const int card = action - 10;
      if (dealt_ < kDealTotal()) {
        return "deal p" + std::to_string(dealt_ % NumPlayers()) + " " + std::to_string(card);
      }
      return "draw p" + std::to_string(drawer_) + " " + std::to_string(card);
    }
    if (action == DuelGame::kStakeOne) return "stake 1";
    if (action == DuelGame::kStakeTwo) return "stake 2";
    return "play " + std::to_string(action + 1);
  }

  // A spectator (kSpectator) holds no hand: it knows the public part only.
  Mask HandOf(int viewer) const { return IsSeat(viewer, NumPlayers()) ? hands_[viewer] : 0; }

  std::string InformationStateString(int player) const override {
    std::string s = "seat " + std::to_string(player) + " hand " + MaskText(HandOf(player));
    s += PublicText();
    return s;
  }

  std::string ObservationJson(int player) const override {
    JsonWriter w;
    w.BeginObject();
    w.Field("seat", player);
    w.Key("hand").IntArray(Cards(HandOf(player)));
    w.Key("hand_sizes").BeginArray();
    for (Mask h : hands_) w.Int(Count(h));
    w.EndArray();
    w.Field("deck", Count(deck_));
    w.Key("table").IntArray(trick_cards_);
    w.Field("stake", stake_);
    w.Key("points").IntArray(points_);
    w.EndObject();
    return w.str();
  }

  std::string ToString() const override {
    std::string s;
    for (int p = 0; p < NumPlayers(); ++p) s += "p" + std::to_string(p) + " " + MaskText(hands_[p]) + "\n";
    s += "deck " + MaskText(deck_) + PublicText();
    return s;
  }

  std::unique_ptr<State> Clone() const override { return std::make_unique<DuelState>(*this); }

  // Every card `player` has not seen (the others' hands and the deck; every
  // hand for a spectator) is dealt anew. The history is rewritten to match:
  // the hidden deals and draws of the others get the new cards (a card they have since played goes to the
  // earliest of their slots received before it was played), so the resample
  // replays to itself and its history holds nothing the player did not see.
  std::unique_ptr<State> ResampleFromInfostate(int player, Rng& rng) const override {
    auto out = std::make_unique<DuelState>(*this);
    std::vector<int> unknown;
    for (int c = 1; c <= DuelGame::kCards; ++c) {
      if (!Has(HandOf(player) | played_, c)) unknown.push_back(c);
    }
    rng.Shuffle(unknown);
    size_t next = 0;
    for (int q = 0; q < NumPlayers(); ++q) {
      if (q == player) continue;
      Mask hand = 0;
      std::vector<int> hand_cards;
      for (int k = 0; k < Count(hands_[q]); ++k) {
        hand |= 1u << unknown[next];
        hand_cards.push_back(unknown[next]);
        ++next;
      }
      out->hands_[q] = hand;
      out->RewriteReceived(q, hand_cards);
    }
    Mask deck = 0;
    for (; next < unknown.size(); ++next) deck |= 1u << unknown[next];
    out->deck_ = deck;
    return out;
  }

  std::string CheckInvariants() const override {
    Mask seen = deck_;
    int total = Count(deck_) + Count(played_);
    if (deck_ & played_) return "a card is both in the deck and played";
    seen |= played_;
    for (Mask h : hands_) {
      if (seen & h) return "a card is in two places";
      seen |= h;
      total += Count(h);
    }
    if (seen != kAllCards || total != DuelGame::kCards) return "cards are missing";
    return "";
  }

  // For the test that resamples replay to themselves.
  const std::vector<std::vector<int>>& ReceivedAt() const { return received_at_; }

 protected:
  void DoApplyAction(Action action) override {
    const int index = int(history_.size()) - 1;  // the engine has recorded it
    if (dealt_ < kDealTotal()) {
      const int seat = dealt_ % NumPlayers();
      Take(seat, action - 10, index);
      ++dealt_;
      return;
    }
    if (drawer_ >= 0) {
      Take(drawer_, action - 10, index);
      drawer_ = -1;
      return;
    }
    const int player = CurrentPlayer();
    if (stake_ == 0) {
      stake_ = action == DuelGame::kStakeTwo ? 2 : 1;
      return;
    }
    const int card = action + 1;
    hands_[player] &= ~(1u << card);
    played_ |= 1u << card;
    trick_cards_[player] = card;
    played_at_[player].push_back(index);
    ++played_this_trick_;
    if (played_this_trick_ < NumPlayers()) return;
    // Trick complete.
    const int winner = int(std::max_element(trick_cards_.begin(), trick_cards_.end()) -
                           trick_cards_.begin());
    points_[winner] += stake_;
    past_ += " t" + std::to_string(trick_) + ":s" + std::to_string(stake_);
    for (int c : trick_cards_) past_ += "," + std::to_string(c);
    std::fill(trick_cards_.begin(), trick_cards_.end(), 0);
    stake_ = 0;
    played_this_trick_ = 0;
    leader_ = winner;
    ++trick_;
    if (trick_ < DuelGame::kTricks && deck_ != 0) drawer_ = winner;
  }

 private:
  int kDealTotal() const { return DuelGame::kHandSize * NumPlayers(); }
  int NextToPlay() const { return (leader_ + played_this_trick_) % NumPlayers(); }

  void Take(int seat, int card, int history_index) {
    MERCATO_CHECK(Has(deck_, card), "card not in the deck");
    deck_ &= ~(1u << card);
    hands_[seat] |= 1u << card;
    received_at_[seat].push_back(history_index);
  }

  // Gives seat q's received slots (history indices of its deals and draws) the
  // cards it has played since plus `hand_cards`, keeping the history legal.
  void RewriteReceived(int q, const std::vector<int>& hand_cards) {
    const std::vector<int>& slots = received_at_[q];
    std::vector<int> slot_card(slots.size(), 0);
    // Played cards, in play order, to the earliest free slot before the play.
    for (int play_index : played_at_[q]) {
      const int card = history_[play_index] + 1;
      for (size_t s = 0; s < slots.size(); ++s) {
        if (slot_card[s] == 0 && slots[s] < play_index) {
          slot_card[s] = card;
          break;
        }
      }
    }
    size_t h = 0;
    for (size_t s = 0; s < slots.size(); ++s) {
      if (slot_card[s] == 0) slot_card[s] = hand_cards[h++];
      history_[slots[s]] = DuelGame::CardAction(slot_card[s]);
    }
  }

  std::string PublicText() const {
    std::string s = " | dealt " + std::to_string(dealt_) + " deck " + std::to_string(Count(deck_)) +
                    " sizes";
    for (Mask h : hands_) s += " " + std::to_string(Count(h));
    s += " | trick " + std::to_string(trick_) + " leader " + std::to_string(leader_) +
         " stake " + std::to_string(stake_) + " table";
    for (int c : trick_cards_) s += " " + std::to_string(c);
    s += " drawer " + std::to_string(drawer_) + " points";
    for (int p : points_) s += " " + std::to_string(p);
    s += " |" + past_;
    return s;
  }

  static std::vector<int> Cards(Mask m) {
    std::vector<int> cards;
    for (int c = 1; c <= DuelGame::kCards; ++c) {
      if (Has(m, c)) cards.push_back(c);
    }
    return cards;
  }
  static std::string MaskText(Mask m) {
    std::string s = "{";
    for (int c : Cards(m)) s += std::to_string(c);
    return s + "}";
  }

  std::vector<Mask> hands_;
  Mask deck_ = kAllCards;
  Mask played_ = 0;
  int dealt_ = 0;
  int trick_ = 0;
  int leader_ = 0;
  int stake_ = 0;
  int played_this_trick_ = 0;
  int drawer_ = -1;
  std::vector<int> trick_cards_;
  std::vector<int> points_;
  std::string past_;
  std::vector<std::vector<int>> received_at_;  // history indices of each seat's cards
  std::vector<std::vector<int>> played_at_;    // history indices of each seat's plays
};

inline std::unique_ptr<State> DuelGame::NewInitialState() const {
  return std::make_unique<DuelState>(shared_from_this());
}

inline Action DuelGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const DuelState&>(state);
  const int me = s.CurrentPlayer();
  const DuelState::Mask hand = s.Hand(me);
  const DuelState::Mask unseen = DuelState::kAllCards & ~hand & ~s.Played();
  const int top = DuelState::Highest(hand);
  const bool sure_winner = top > DuelState::Highest(unseen);
  if (s.Stake() == 0) return sure_winner ? kStakeTwo : kStakeOne;
  const int table = s.TableBest();
  if (table == 0) return PlayAction(sure_winner ? top : DuelState::Lowest(hand));
  for (int c = table + 1; c <= kCards; ++c) {
    if (DuelState::Has(hand, c)) return PlayAction(c);
  }
  return PlayAction(DuelState::Lowest(hand));
}

// The loader the Match tests use: "duel" is not in the registry.
inline StatusOr<std::shared_ptr<const Game>> LoadDuel(const std::string& id, int players,
                                                     const std::string& options) {
  if (id != "duel") return Status::Error("unknown game '" + id + "' (games: duel)");
  if (players < 2 || players > 3) {
    return Status::Error("duel is for 2-3 players, not " + std::to_string(players));
  }
  if (!options.empty()) return Status::Error("duel has no options, not '" + options + "'");
  return std::shared_ptr<const Game>(std::make_shared<DuelGame>(players));
}

}  // namespace mercato::testing

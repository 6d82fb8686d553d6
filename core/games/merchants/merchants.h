// Merchants / 交易王 (Reiner Knizia), 2–4 players.
//
// Implements the seed text ../shared/seeds/003_43611f68cd448751.txt; where it is
// silent, the decisions in ../shared/rules/merchants.md. Tables: merchants_data.h.
//
// Rules summary
// - Setup: 60 goods cards (6 goods × 10) are the deck; each player is dealt 3;
//   6 cards are turned face up as the 6 demand piles. Each player gets 2 ships.
//   A start player is chosen at random; from them, clockwise, each loads one cube
//   (of any good left in the supply, 5 cubes per good) onto an empty ship, two rounds.
// - A turn has two steps; each step is one choice.
//   Step 1: swap the cube on one of your ships for one in the supply, or buy one
//   special card still available (ship 10, trading house 8, agreement 11,
//   stevedore 12 coins; a bought ship is loaded at once), or pass. Each stevedore
//   owned gives one extra swap in step 1, before or after the step-1 action.
//   Step 2: play 1–6 cards of one good from your hand, each onto a different demand
//   pile, or draw 2 cards.
// - Settlement after a play of good G: V = pile tops now showing G. Every player
//   (not only the one who played) earns V × their cubes of G on ships, plus 2 for
//   each agreement they own when they earn anything.
// - End of turn: each trading house owned may draw 1 card (a yes/no choice each).
// - The game ends at once when the deck is empty (a draw takes what is left).
//   Special cards are worth nothing; the most money wins; a tie is shared.
//
// Modelling choices (equivalent play, fewer duplicate actions): ships are
// identical, so a player's ships are a count of cubes per good and a swap names
// the goods ("swap indigo salt"); demand piles matter only by their top card, so
// among piles showing the same good a play covers the leftmost ones.
// A stevedore swap is used before the step-1 action whenever one is left, which
// leaves the player every choice the rules give.
#pragma once

#ifdef MERCATO_VIEW_TU
#error "web/views/ draws merchants_seat_view.h, never the game's State (issue 17)"
#endif

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/game.h"
#include "games/merchants/merchants_actions.h"
#include "games/merchants/merchants_data.h"
#include "games/merchants/merchants_observation.h"
#include "games/merchants/merchants_params.h"

namespace mercato::merchants {

const GameInfo& Info();
std::shared_ptr<const Game> Make(int num_players, const GameOptions& options);

// Why a seat may not make a move the table shows it now: the rules' one check.
// LegalActions asks it too (CanBuy, CanSwap, Load; the plays are asserted equal
// by the tests), BlockedMovesFor lists it with a reason code
// (merchants_blocked.cpp) and the view only words the code.
enum class Refusal {
  kNone,          // it may
  kNoneLeft,      // no special card of the kind is left
  kNotYourTurn,   // another seat (or chance) is to move
  kNotStep1,      // cubes are swapped and special cards bought in step 1
  kStep1Used,     // step 1 allows one swap, purchase or pass
  kTooPoor,       // the price is more than the seat's money
  kNoCubeLeft,    // a ship comes loaded: no cube of any good is left
  kNoCubeOfGood,  // no cube of that good is left in the supply
  kPlayInStep2,   // cards are played in step 2 (step 1 is under way)
  kNotNow,        // this step takes other moves (no cards are played now)
  kTooFewCards,   // one card per pile: more piles than cards of the good held
  // Moves the table never shows (BlockedMovesFor does not list them):
  kSameGood,      // a swap gives a cube back for one of another good (no move)
  kNotAboard,     // a swap gives back a good the seat has no cube of
  kNotInHand,     // a play of a good the seat holds no card of
  kNotCanonical,  // the table covers piles with equal tops leftmost first
};
using BuyRefusal = Refusal;  // the purchases' part, as it was first named

class MerchantsGame final : public Game {
 public:
  MerchantsGame(int num_players, GameOptions options);
  std::unique_ptr<State> NewInitialState() const override;
  int NumDistinctActions() const override { return kNumDistinctActions; }
  int MaxGameLength() const override;
  Action HeuristicAction(const State& state, Rng& rng) const override;
  // The codes BlockedMovesFor gives (merchants_blocked.cpp).
  std::vector<std::string> BlockReasons() const override;
  // The numbers in force (the text's, unless parameters changed them).
  const Numbers& N() const { return numbers_; }

 private:
  Numbers numbers_;
};

class MerchantsState final : public State {
 public:
  explicit MerchantsState(std::shared_ptr<const Game> game);
  MerchantsState(const MerchantsState&) = default;

  // The numbers in force.
  const Numbers& N() const { return static_cast<const MerchantsGame&>(*game_).N(); }

  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  void LegalActionsInto(std::vector<Action>& out) const override;
  void ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const override;
  std::vector<double> Returns() const override;
  std::vector<int> Scores() const override;
  std::string ActionToString(Action action) const override;
  std::string InformationStateString(int player) const override;
  std::string ObservationJson(int player) const override;
  std::string ToString() const override;
  std::unique_ptr<State> Clone() const override;
  std::unique_ptr<State> ResampleFromInfostate(int player, Rng& rng) const override;
  std::string CheckInvariants() const override;
  // What each seat sees of a move (merchants_events.cpp lists the kinds).
  std::optional<GameEvents> EventsSeen(Action action, int viewer) const override;
  // The moves `viewer`'s table shows it that it may not make now, with the
  // rules' reason (merchants_blocked.cpp).
  BlockedMoves BlockedMovesFor(int viewer) const override;
  // Every field once, both ways (engine/field_archive.h; merchants_fields.cpp).
  template <class Archive>
  void Fields(Archive& ar);
  bool EncodeFields(FieldWriter& out) const override;
  Status DecodeFields(FieldReader& in) override;

  MerchantsObservation Observe(int viewer) const;
  // What the view draws: the observation and the table's rule questions
  // (merchants_seat_view.h), for the viewer's table (engine/seat_view.h).
  std::unique_ptr<SeatView> ViewFor(int viewer) const override;

  // Read access for the heuristic, the view and the tests.
  Phase phase() const { return phase_; }
  int acting_seat() const { return acting_; }
  int start_player() const { return start_player_; }
  int money(int p) const { return money_[p]; }
  const GoodCounts& hand(int p) const { return hands_[p]; }
  const GoodCounts& cubes(int p) const { return cubes_[p]; }
  int ships(int p) const;
  int owned(int p, Special kind) const { return owned_[p][kind]; }
  int specials_left(Special kind) const { return specials_left_[kind]; }
  int cube_supply(int good) const { return cube_supply_[good]; }
  const GoodCounts& deck() const { return deck_; }
  int deck_size() const;
  const std::vector<int>& pile(int i) const { return piles_[i]; }
  int PileTop(int i) const { return piles_[i].back(); }
  int TopsShowing(int good) const;
  // Bit i set when pile i shows `good` on top.
  int PilesShowing(int good) const { return showing_[good]; }
  const Earnings& earnings(int p) const { return earnings_[p]; }
  bool step1_action_used() const { return step1_used_; }
  int stevedore_swaps_left() const;
  int pending_draws() const { return pending_draws_; }
  int house_draws_left() const { return house_left_; }

  // What a play of `good` onto the piles in `pile_mask` would pay each seat.
  std::vector<int> SettlementFor(int good, int pile_mask) const;
  // The same without allocating (seats past NumPlayers() get 0): the heuristic
  // asks this for every candidate play of every rollout step.
  using Payouts = std::array<int, kMaxPlayers>;
  Payouts PayoutsFor(int good, int pile_mask) const;
  // True when `pile_mask` covers, among piles with equal tops, the leftmost ones.
  bool IsCanonicalPileMask(int pile_mask) const;
  // Calls visit(good, pile_mask) for each legal play of the acting seat, in
  // action order (what LegalActions lists after the draw).
  template <typename Visit>
  void VisitPlays(Visit visit) const;
  // Step-1 moves of the acting seat the rules allow now; LegalActions lists
  // exactly these, and the heuristic asks them instead of building the list.
  bool CanSwap(int from, int to) const { return WhyNotSwap(from, to) == Refusal::kNone; }
  bool CanBuyShip(int good) const { return WhyNotBuyShip(good) == Refusal::kNone; }
  bool CanBuy(Special kind) const;
  // Why `seat` may not buy a `kind` card now; kNone when it may (for a ship:
  // with some good left to load). CanBuy is this for the acting seat.
  Refusal WhyNotBuy(int seat, Special kind) const;
  // Why the acting seat may not make these moves now (kNone: legal). Another
  // seat is told kNotYourTurn before these are asked (BlockedMovesFor).
  Refusal WhyNotLoad(int good) const;
  Refusal WhyNotSwap(int from, int to) const;
  Refusal WhyNotBuyShip(int good) const;
  // For any mask; VisitPlays keeps exactly the plays this allows (tested).
  Refusal WhyNotPlay(int good, int pile_mask) const;
  // The reason for any action of the acting seat (kNone for pass, draw ...).
  Refusal WhyNot(Action action) const;
  // The legal play covering the same tops as `pile_mask` (any piles), or -1.
  Action CanonicalPlay(int good, int pile_mask) const;

 protected:
  void DoApplyAction(Action action) override;

 private:
  void ApplyChance(const DecodedAction& a);
  void ApplySwap(int from, int to);
  void ApplyBuy(int special, int good);
  void ApplyPlay(int good, int pile_mask);
  void FinishStep1();
  void FinishStep2();
  void ContinueEndOfTurn();
  void NextTurn();
  template <typename Visit>
  void VisitChanceOutcomes(Visit visit) const;
  void LegalStep1(std::vector<Action>& out) const;
  void LegalPlays(std::vector<Action>& out) const;
  // A covering choice of demand piles, with the cards it takes.
  struct PileChoice {
    uint8_t mask;
    uint8_t cards;
    bool operator==(const PileChoice&) const = default;
  };
  using PileChoices = FixedVector<PileChoice, (1 << kDemandPiles) - 1>;
  // Every canonical nonempty pile mask, ascending, computed from the tops.
  PileChoices CanonicalPileChoices() const;
  // Bit i: the piles left of pile i showing the same top.
  std::array<int, kDemandPiles> SameTopsToTheLeft() const;
  // Recomputes the caches below; called whenever a pile top changes.
  void TopsChanged();
  std::string PublicString() const;
  std::string PlayerString(int p, bool show_hand) const;

  int num_players_;
  Phase phase_ = Phase::kDeal;
  int acting_ = 0;            // seat to act, or the seat receiving the next card
  int start_player_ = -1;
  int dealt_ = 0;             // cards dealt so far in setup
  int loaded_ = 0;            // cubes loaded so far in setup
  GoodCounts deck_{};
  // Room for every card in each pile, kept in copies: a play never allocates.
  std::array<KeptVector<int, kTotalCards>, kDemandPiles> piles_;
  GoodCounts cube_supply_{};
  std::array<int, kNumSpecialKinds> specials_left_{};
  std::vector<GoodCounts> hands_;
  std::vector<GoodCounts> cubes_;
  std::vector<std::array<int, kNumSpecialKinds>> owned_;
  std::vector<int> money_;
  std::vector<Earnings> earnings_;
  // Derived from the pile tops (TopsChanged keeps them in sync, CheckInvariants
  // verifies): rollouts ask for the plays and the demand at every step, and the
  // tops change only when cards are played.
  std::array<int, kNumGoods> showing_{};  // bit i: pile i shows the good
  PileChoices pile_choices_;
  // The turn under way.
  bool step1_used_ = false;
  int stevedore_swaps_used_ = 0;
  int pending_draws_ = 0;
  int house_left_ = 0;
};

inline MerchantsState::Payouts MerchantsState::PayoutsFor(int good, int pile_mask) const {
  // The piles covered now show `good`, as do those already showing it.
  const int tops = std::popcount(unsigned(pile_mask | showing_[good]));
  Payouts pay{};
  for (int p = 0; p < num_players_; ++p) {
    if (cubes_[p][good] == 0) continue;
    pay[p] = tops * cubes_[p][good] + N().agreement_bonus * owned_[p][kAgreement];
  }
  return pay;
}

template <typename Visit>
void MerchantsState::VisitPlays(Visit visit) const {
  const GoodCounts& hand = hands_[acting_];
  for (int g = 0; g < kNumGoods; ++g) {
    if (hand[g] == 0) continue;
    for (const PileChoice& choice : pile_choices_) {
      if (choice.cards <= hand[g]) visit(g, choice.mask);
    }
  }
}

}  // namespace mercato::merchants

// Trade Tycoon, draft 7a (トレードタイクーン 草案７a), for 3 players.
//
// Implements ../shared/seeds/004_dfdd031ff4f86a6f.txt; where the text is silent,
// ../shared/rules/trade_tycoon.md decides (goods, the 12 proposed skills, the
// readings below).
//
// Rules summary
// - 52 trade cards, numbers 1..13 in four suits: China, Japan (east, red),
//   Rome, Persia (west, black). Each player is dealt 6 and keeps the hand sorted
//   ascending with a balance card at 7.5: the others see the hand's size, how
//   many cards sit below and above 7.5, and every card they saw enter the hand.
// - Skills: 3 each from 12; each passes one to the left at the same time (one
//   seat at a time here, hidden until all have passed); they lie face down.
//   One trade card is burned unseen, 3 go face up to the oasis, a start player
//   is drawn.
// - A turn: (1) style phase: a player without a style may lay a hand card on
//   the style card (its suit is the style); forced on the 10th turn. Then the
//   chooser and every player who already has a style may each reveal a skill.
//   (2) order phase: choose a partner and a hand card (public), optionally swap
//   it with an oasis card first (relay trade) and give that, and order by
//   number (same number, else the nearest) or by suit (same suit, else same
//   region, else any). The partner picks the return among the allowed cards.
//   The given card enters the partner's hand in public; the returned card goes
//   face up to the active player's warehouse. (3) draw a card.
// - Everyone plays 10 turns; the deck (30 cards) runs out exactly then.
// - Scoring by style: China 2 x longest run of numbers; Japan 6 per set of the
//   four suits; Rome 3 per 2 cards of the better region; Persia per number
//   2/3/4 cards = 2/7/10. Plus revealed value skills. Ties: the tied player
//   farthest clockwise from the start player wins.
// - Trade skills work once each after being revealed (see trade_tycoon_data.h).
//
// Modelling choices (see the report and trade_tycoon.md):
// - An order is one action (partner, card, relay, type: the order dialog);
//   a named order names its card in a second step; the partner then returns.
// - Skill windows: informant and caravan before choosing a partner; named
//   order as an order type; free pass as a return of any card, declared
//   ("return 2C free-pass"); double deal and warehouseman after the order.
//   The warehouseman acts "after the order phase", so using it ends that
//   phase: a double deal may come before it, not after.
// - Other players' knowledge of a hand is its size, the counts below/above the
//   balance card and the cards seen entering it (trade_tycoon.md), plus what
//   past returns showed (HandConstraint); the order in which unseen cards
//   were inserted is not modelled.
#pragma once

#ifdef MERCATO_VIEW_TU
#error "web/views/ draws trade_tycoon_seat_view.h, never the game's State (issue 17)"
#endif

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/game.h"
#include "engine/seat_sample.h"
#include "engine/secret_choices.h"
#include "games/trade_tycoon/trade_tycoon_actions.h"
#include "games/trade_tycoon/trade_tycoon_cards.h"
#include "games/trade_tycoon/trade_tycoon_data.h"
#include "games/trade_tycoon/trade_tycoon_observation.h"
#include "games/trade_tycoon/trade_tycoon_scoring.h"

namespace mercato::trade_tycoon {

const GameInfo& Info();
std::shared_ptr<const Game> Make(int num_players, const GameOptions& options);

// Where a trade card is.
enum class Place : uint8_t { kDeck, kHand, kWarehouse, kStyle, kOasis, kBurned };

struct Location {
  Place place = Place::kDeck;
  int8_t seat = -1;  // for hand, warehouse and style
  bool operator==(const Location& o) const { return place == o.place && seat == o.seat; }
  template <class Archive>
  void Fields(Archive& ar);  // trade_tycoon_fields.cpp
};

// What a return showed everyone: when it was made, the partner held none of
// `forbidden` (e.g. no 9 when a 10 came back for a number order on 9).
struct HandConstraint {
  int8_t seat;
  int16_t time;        // history index of the return
  uint64_t forbidden;  // bit per card id
  template <class Archive>
  void Fields(Archive& ar);  // trade_tycoon_fields.cpp
};

// What the pending order lets its partner return, read from the partner's hand
// once (TradeTycoonState::PendingReturnRule): the cards allowed as a bit per
// card id, the reason for any other, and the numbers that explain it.
struct ReturnRule {
  uint64_t allowed = 0;                 // a bit per card id the partner may return
  Refusal refused = Refusal::kNone;     // why a card outside `allowed` may not be
  OrderType type = OrderType::kNone;    // kNamed only when the named card is held
  int named_card = -1;                  // named order: the card named
  int number = 0;                       // number order: the number asked (named: the named number)
  int distance = 0;                     // number order: how far the nearest held number is
  Suit suit = Suit(0);                  // suit order: the suit asked
};

// No game lasts longer. Chance: 18 dealt, 9 skills, 1 burned, 3 oasis, start,
// 30 draws = 62. Draft 3; styles 3 with at most 6 reveal decisions; per turn at
// most an order of 5 steps plus end; double deal's order 5 more; informant 1,
// caravan 2, warehouseman 2 per owner. A generous bound:
inline constexpr int kMaxGameLength =
    62 + 3 + 3 + 6 + kTurnsEach * kNumPlayers * 6 + kNumPlayers * (5 + 1 + 2 + 2 + 1) + 40;

class TradeTycoonGame final : public Game {
 public:
  TradeTycoonGame(int num_players, GameOptions options);
  std::unique_ptr<State> NewInitialState() const override;
  std::vector<std::string> BlockReasons() const override;  // trade_tycoon_blocked.cpp
  int NumDistinctActions() const override { return kNumActions; }
  int MaxGameLength() const override;
  Action HeuristicAction(const State& state, Rng& rng) const override;
  // The numbers in force (the text's, unless parameters changed them).
  const Numbers& N() const { return numbers_; }

 private:
  Numbers numbers_;
};

class TradeTycoonState final : public State, public SecretChoices, public SeatSample {
 public:
  // A skill passed face down reads "pass ?"; only the seat it goes to sees it.
  std::string SecretMask(Action action) const override {
    return phase_ == Phase::kDraftPass ? "pass ?" : "";
  }
  bool SecretsShown(const std::string& mask) const override { return false; }
  explicit TradeTycoonState(std::shared_ptr<const Game> game);
  TradeTycoonState(const TradeTycoonState&) = default;

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
  std::unique_ptr<State> SeatResample(int player, Rng& rng) const override;
  std::string CheckInvariants() const override;
  // What `viewer` (a seat, kAllSeeing or kSpectator) sees of `action` (trade_tycoon_events.cpp).
  std::optional<GameEvents> EventsSeen(Action action, int viewer) const override;
  // Every field once, both ways (engine/field_archive.h; trade_tycoon_fields.cpp).
  template <class Archive>
  void Fields(Archive& ar);
  bool EncodeFields(FieldWriter& out) const override;
  Status DecodeFields(FieldReader& in) override;

  // The moves `viewer`'s table shows that it may not make now, with the
  // rules' reason (trade_tycoon_blocked.cpp).
  BlockedMoves BlockedMovesFor(int viewer) const override;

  // What `viewer` (a seat, kAllSeeing or kSpectator) may see. The view draws only this.
  TradeTycoonObservation Observe(int viewer) const;
  // The table the view draws: a TradeTycoonSeatView of this state taken as the
  // table `viewer` may know (MakeSeatView; trade_tycoon_seat_view.cpp).
  std::unique_ptr<SeatView> ViewFor(int viewer) const override;
  // The score with its parts, as it stands (final at the end).
  ScoreBreakdown ScoreOf(int seat) const;
  // The seat that wins now: highest score, ties to the farthest clockwise
  // from the start player.
  int Winner() const;

  // Read access for the heuristic, the view and tests.
  Phase phase() const { return phase_; }
  int active_player() const { return active_; }
  int start_player() const { return start_player_; }
  int turn() const { return turn_; }
  const std::vector<int>& hand(int seat) const { return hands_[seat]; }
  const std::vector<int>& warehouse(int seat) const { return warehouses_[seat]; }
  const std::vector<int>& oasis() const { return oasis_; }
  int style_card(int seat) const { return style_card_[seat]; }
  int style(int seat) const {
    return style_card_[seat] < 0 ? -1 : int(CardSuit(style_card_[seat]));
  }
  int turns_taken(int seat) const { return turns_taken_[seat]; }
  int deck_size() const;
  const Location& location(int card) const { return location_[card]; }
  // Whether `viewer` knows a card or skill whose knowers are `known_by` (a
  // bit per seat): kAllSeeing knows everything, a seat what its bit says, and
  // kSpectator what is public, i.e. known to every seat. Nothing reaches all
  // three seats privately: a dealt or drawn card is known to its holder, the
  // one informant adds one seat, a passed skill is known to two; whatever is
  // shown is shown to all (AllSeats()).
  static bool Knows(int viewer, uint8_t known_by);
  // For a seat (the search's hot path: no viewer other than a seat).
  bool KnowsCard(int viewer, int card) const { return (known_by_[card] >> viewer) & 1; }
  // The cards `viewer` knows the place of, a bit per card id.
  uint64_t KnownCards(int viewer) const;
  int skill_owner(int skill) const { return skill_owner_[skill]; }
  bool skill_revealed(int skill) const { return skill_revealed_[skill]; }
  bool skill_used(int skill) const { return skill_used_[skill]; }
  bool KnowsSkill(int viewer, int skill) const { return (skill_known_by_[skill] >> viewer) & 1; }
  // Owns the skill, face up and not used yet (trade skills).
  bool CanUseSkill(int seat, SkillId skill) const;
  const PendingOrder& order() const { return order_; }
  int caravan_card() const { return caravan_card_; }
  int warehouseman_card() const { return warehouseman_card_; }
  // The cards `partner` may return for the pending order (without free pass):
  // those ReturnRefusal passes.
  std::vector<int> AllowedReturns() const;
  void AllowedReturnsInto(FixedVector<int, kNumCards>& out) const;

  // The rules' checks, each giving why not (Refusal::kNone: allowed). Both
  // LegalActions and BlockedMovesFor use them (trade_tycoon_blocked.cpp).
  // The pending order's rule for the partner's return (kReturn only).
  ReturnRule PendingReturnRule() const;
  // Whether the partner may return `card` (in its hand) by `rule`. Inline:
  // LegalActions asks it of every hand card in a return.
  static Refusal ReturnRefusal(const ReturnRule& rule, int card) {
    return (rule.allowed >> card) & 1 ? Refusal::kNone : rule.refused;
  }
  // Whether its owner may reveal `skill` now.
  Refusal RevealRefusal(int skill) const;
  // Whether the active player, placing an order, may order from `partner`.
  Refusal PartnerRefusal(int partner) const;
  // Whether `seat`, in its style phase, may wait ("not yet").
  Refusal StyleWaitRefusal(int seat) const;
  // Whether `seat` may use double deal now (after its turn's first order).
  bool CanDoubleDeal(int seat) const { return order_.index == 0 && CanUseSkill(seat, kDoubleDeal); }
  // Why `viewer` may not make the move its table shows as `action` (a hand
  // or oasis card kCardAction + card, one of its skills kSkillAction + skill,
  // an opponent's mat kSeatAction + seat when ordering, the style phase's
  // "not yet" kPassAction); kNone when it may, or when the table offers it
  // as a step of a move rather than a move (a hand card for an order).
  Refusal ShownMoveRefusal(int viewer, Action action) const;
  // The public deductions from past returns (see HandConstraint).
  const std::vector<HandConstraint>& hand_constraints() const { return hand_constraints_; }
  // History index of the seat's latest deal or draw (public: everyone sees
  // a card taken), -1 before any.
  int last_draw_index(int seat) const { return last_draw_index_[seat]; }

 protected:
  void DoApplyAction(Action action) override;

 private:
  friend class Resampler;

  // Setup and flow.
  void ApplyChance(Action action);
  void ApplyDraftPass(int skill);
  void FinishDraft();
  void StartTurn();
  void ApplyStyle(Action action);
  void ApplyReveal(Action action);
  void ApplyPreOrder(Action action);
  void ApplyOrder(const OrderChoice& order);
  void ApplyReturn(int card);
  void RecordReturnDeduction(int card);
  void ApplyPostOrder(Action action);
  void EnterPostOrder();
  void EndTurn();
  void AdvanceRevealQueue();
  bool HasPostOrderOption() const;

  // Trade skills, one function each (trade_tycoon_skills.cpp).
  void UseInformant(int target);
  void UseCaravan(int hand_card, int oasis_card);
  void UseWarehouseman(int warehouse_card, int oasis_card);
  void UseDoubleDeal();
  // Named order and free pass act on the return: see AllowedReturns.

  // Card movements keep location_, hands_ and known_by_ in step.
  void MoveCard(int card, Location to, uint8_t known_by);
  void RemoveFromHand(int seat, int card);
  void AddToHand(int seat, int card);
  void SwapWithOasis(int card_out, int oasis_card, Location out_from);
  uint8_t AllSeats() const { return uint8_t((1 << kNumPlayers) - 1); }
  void Log(int actor, Action action, bool hidden);

  void AddPlayerActions(std::vector<Action>& out) const;
  std::string PlayerActionToString(Action action) const;
  std::string OrderNotation(const OrderChoice& order) const;

  Phase phase_ = Phase::kDealCards;
  int dealt_cards_ = 0;  // setup deal progress
  int dealt_skills_ = 0;
  int oasis_drawn_ = 0;

  std::array<Location, kNumCards> location_{};
  std::array<uint8_t, kNumCards> known_by_{};    // bit per seat knowing the card where it is
  std::array<int16_t, kNumCards> deal_index_{};  // history index that took it off the deck
  // Containers that grow in play keep room for their most in copies, so that
  // applying an action never allocates (issue 10).
  std::array<KeptVector<int, kNumCards>, kNumPlayers> hands_;
  std::array<KeptVector<int, kNumCards>, kNumPlayers> warehouses_;
  std::array<int, kNumPlayers> style_card_{};
  KeptVector<int, kOasisSize> oasis_;
  int burned_card_ = -1;

  std::array<int8_t, kNumSkills> skill_owner_{};  // -1: not dealt / out of the game
  std::array<uint8_t, kNumSkills> skill_known_by_{};
  std::array<bool, kNumSkills> skill_revealed_{};
  std::array<bool, kNumSkills> skill_used_{};
  std::array<int16_t, kNumSkills> skill_deal_index_{};
  std::array<int, kNumPlayers> pass_choice_{};     // skill passed left, -1 not yet
  std::array<int16_t, kNumPlayers> pass_index_{};  // history index of that choice
  int draft_seat_ = 0;

  int start_player_ = -1;
  int turn_ = 0;  // turns begun
  int active_ = -1;
  std::array<int, kNumPlayers> turns_taken_{};
  KeptVector<int, kNumPlayers> reveal_queue_;
  PendingOrder order_;
  int caravan_card_ = -1;
  int warehouseman_card_ = -1;

  KeptVector<HandConstraint, kMaxGameLength> hand_constraints_;
  std::array<int16_t, kNumPlayers> last_draw_index_{};

  // Public events in order (actor * 1000 + action, or actor * 1000 + 999 for a
  // hidden one): what everyone saw happen, for InformationStateString.
  KeptVector<int, kMaxGameLength> public_log_;
};

}  // namespace mercato::trade_tycoon

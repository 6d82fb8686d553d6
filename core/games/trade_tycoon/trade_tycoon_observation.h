// What one seat sees of Trade Tycoon (TradeTycoonState::Observe) and the
// reasons the rules give for a move the table shows that the seat may not make:
// the types the view draws from (trade_tycoon_seat_view.h) without the state.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "games/trade_tycoon/trade_tycoon_actions.h"
#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::trade_tycoon {

enum class Phase {
  kDealCards,         // chance: 6 cards to each seat
  kDealSkills,        // chance: 3 skills to each seat
  kDraftPass,         // each seat in turn passes one skill left (hidden)
  kBurn,              // chance: one card out of the game, unseen
  kOasis,             // chance: 3 face-up oasis cards
  kStartPlayer,       // chance: who starts
  kStyle,             // active player without a style: lay a card or wait
  kReveal,            // the reveal queue: each may reveal one skill
  kPreOrder,          // active: informant / caravan / the order (partner, card, relay, type)
  kCaravanTake,       // active: which oasis card caravan takes
  kNamedCard,         // active: the card a named order names
  kReturn,            // partner: the card returned
  kPostOrder,         // active: double deal / warehouseman / end the order phase
  kWarehousemanTake,  // active: which oasis card warehouseman takes
  kDraw,              // chance: the active player draws
  kGameOver
};

// The order being placed (all public once declared).
struct PendingOrder {
  int index = 0;  // 0 = the turn's order, 1 = double deal's second order
  int partner = -1;
  int hand_card = -1;   // the hand card chosen
  int given_card = -1;  // what the partner receives (the oasis card on a relay)
  bool relayed = false;
  OrderType type = OrderType::kNone;
  int named_card = -1;  // named order
  template <class Archive>
  void Fields(Archive& ar);  // trade_tycoon_fields.cpp
};

// --- What one seat sees -------------------------------------------------------
struct SkillView {
  int skill = -1;  // -1 when the viewer does not know it
  bool revealed = false;
  bool used = false;
  template <class Json>
  void Fields(Json& ar) const;  // trade_tycoon_observation.cpp
};

struct SeatObservation {
  int hand_size = 0;
  int below_balance = 0;        // cards numbered 1..7
  int above_balance = 0;        // cards numbered 8..13
  std::vector<int> known_hand;  // cards of this hand the viewer knows, sorted
  std::vector<int> warehouse;   // face up, in arrival order
  int style_card = -1;          // the card on the style card, -1 none
  // Face-up skills first (in id order), then face-down ones the viewer knows,
  // then unknown ones (skill -1): the order never hints at hidden ids.
  std::vector<SkillView> skills;
  int turns_taken = 0;
  bool draft_passed = false;  // during the draft: has chosen a skill to pass
  int score = 0;              // public: style + revealed value skills, now
  template <class Json>
  void Fields(Json& ar) const;  // trade_tycoon_observation.cpp
};

struct TradeTycoonObservation {
  int viewer = 0;  // a seat, kAllSeeing (-1) or kSpectator (game.h)
  Phase phase = Phase::kDealCards;
  int current_player = kChancePlayer;
  int active_player = -1;  // whose turn (-1 during setup)
  int start_player = -1;
  int turn = 0;  // turns begun so far (1..30 during play)
  int deck_size = 0;
  int burned_cards = 0;
  int removed_skills = 0;  // skills out of the game, unseen
  std::vector<int> oasis;
  std::array<SeatObservation, kNumPlayers> seats;
  std::vector<int> draft_hand;  // the viewer's dealt skills during the draft
  int draft_pass = -1;          // the viewer's own pass choice
  PendingOrder order;
  std::vector<int> reveal_queue;  // seats still to decide on a reveal
  int caravan_card = -1;          // the hand card caravan is swapping
  int warehouseman_card = -1;     // the warehouse card warehouseman is swapping
  template <class Json>
  void Fields(Json& ar) const;  // trade_tycoon_observation.cpp
};

// Why a seat may not make a move its table shows (trade_tycoon_blocked.cpp
// lists each with the rule it comes from). The checks that give these are the
// ones LegalActions uses: ReturnRefusal, RevealRefusal, PartnerRefusal,
// StyleWaitRefusal.
enum class Refusal : uint8_t {
  kNone,
  kNotYourTurn,
  kHandNotUsed,
  kNamedCardHeld,
  kNotNearest,
  kNotSameSuit,
  kNotSameRegion,
  kRevealAfterStyle,
  kAlreadyFaceUp,
  kOasisInOrder,
  kOtherPartner,
  kStyleDue,
};
inline constexpr int kNumRefusals = int(Refusal::kStyleDue) + 1;
// The reason code of a refusal ("not_nearest"); "" for kNone.
std::string_view RefusalCode(Refusal refusal);

}  // namespace mercato::trade_tycoon

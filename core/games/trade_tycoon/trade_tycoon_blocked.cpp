// Trade Tycoon: the moves a seat's table shows that it may not make now, and
// why (issue 17). The rules are ../shared/seeds/004_dfdd031ff4f86a6f.txt, read
// with ../shared/rules/trade_tycoon.md.
//
// What the table shows a seat as its own choice: its hand cards (laid as a
// style, given in an order, returned), its skill cards (passed in the draft,
// revealed), the oasis cards (a relay trade, caravan, warehouseman), and when
// it orders the opponents' mats (the partner) and in its style phase the
// "not yet" button. As action ids: kCardAction + card for a hand or oasis
// card, kSkillAction + skill, kSeatAction + seat for a partner's mat (no
// move of its own: the order is one action) and kPassAction.
//
// Reason codes and the rules they come from:
//   not_your_turn       another seat is to move (turns go clockwise; the
//                       partner of an order answers it).
//   hand_not_used       "２：オーダーフェイズ" and "１：スタイル決定フェイズ": hand
//                       cards are laid as a style, given in an order or
//                       returned for one; no other step of a turn uses them.
//   named_card_held     named order (指名買い, trade_tycoon.md): the partner
//                       returns the named card when it holds it. Values:
//                       named (the card id).
//   not_nearest         〇数字買い: the same number if held, else the nearest
//                       number; a named order on a card not held is a number
//                       order on its number. Values: asked (the number),
//                       distance (how far the nearest held number is), named
//                       (the card id, named order only).
//   not_same_suit       〇スート買い: a card of the same suit if held. Values:
//                       suit.
//   not_same_region     〇スート買い: else one of the same region (east/west).
//                       Values: suit, region.
//   reveal_after_style  〇スキルプレイ: a skill is revealed when its owner, or
//                       a later player, chooses a style, not at other times.
//   already_face_up     〇スキルプレイ: a skill is turned face up once.
//   oasis_in_order      ２：オーダーフェイズ 中継貿易: an oasis card is taken only
//                       in an order's relay trade (and by caravan and
//                       warehouseman, trade_tycoon.md).
//   other_partner       double deal (二重取引, trade_tycoon.md): the second order
//                       goes to the other opponent. Values: partner (that
//                       opponent's seat).
//   style_due           スタイル決定フェイズ: a player without a style on its 10th
//                       turn must choose one. Values: turn (10).
//
// The checks themselves are the rules' (trade_tycoon.cpp: PendingReturnRule,
// RevealRefusal, PartnerRefusal, StyleWaitRefusal; ReturnRefusal inline in the
// header): LegalActions keeps what they allow, and this file says why the
// rest is refused.
//
// Only what the seat knows: its own hand and skills, the oasis, the order in
// progress (public) and the turn count. Never another hand or a face-down
// skill of another seat.
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

std::string_view RefusalCode(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone:
      return "";
    case Refusal::kNotYourTurn:
      return kNotYourTurn;
    case Refusal::kHandNotUsed:
      return "hand_not_used";
    case Refusal::kNamedCardHeld:
      return "named_card_held";
    case Refusal::kNotNearest:
      return "not_nearest";
    case Refusal::kNotSameSuit:
      return "not_same_suit";
    case Refusal::kNotSameRegion:
      return "not_same_region";
    case Refusal::kRevealAfterStyle:
      return "reveal_after_style";
    case Refusal::kAlreadyFaceUp:
      return "already_face_up";
    case Refusal::kOasisInOrder:
      return "oasis_in_order";
    case Refusal::kOtherPartner:
      return "other_partner";
    case Refusal::kStyleDue:
      return "style_due";
  }
  return "";
}

std::vector<std::string> TradeTycoonGame::BlockReasons() const {
  std::vector<std::string> out;
  for (int r = int(Refusal::kNone) + 1; r < kNumRefusals; ++r) {
    out.emplace_back(RefusalCode(Refusal(r)));
  }
  return out;
}

// --- The table's moves ------------------------------------------------------------

Refusal TradeTycoonState::ShownMoveRefusal(int viewer, Action action) const {
  if (viewer == kAllSeeing || IsTerminal()) return Refusal::kNone;
  if (viewer != CurrentPlayer()) return Refusal::kNotYourTurn;
  if (action == kPassAction) return phase_ == Phase::kStyle ? StyleWaitRefusal(viewer) : Refusal::kNone;
  if (action >= kSeatAction && action < kSeatAction + kNumPlayers) {
    return phase_ == Phase::kPreOrder ? PartnerRefusal(action - kSeatAction) : Refusal::kNone;
  }
  if (action >= kSkillAction && action < kSkillAction + kNumSkills) {
    const int skill = action - kSkillAction;
    if (phase_ == Phase::kDraftPass) return Refusal::kNone;  // passing it is the move
    if (phase_ == Phase::kPostOrder && skill == kDoubleDeal && CanDoubleDeal(viewer)) return Refusal::kNone;
    return RevealRefusal(skill);
  }
  if (action < kCardAction || action >= kCardAction + kNumCards) return Refusal::kNone;
  const int card = action - kCardAction;
  if (location_[card].place == Place::kOasis) {
    const bool used = phase_ == Phase::kPreOrder || phase_ == Phase::kCaravanTake ||
                      phase_ == Phase::kWarehousemanTake;
    return used ? Refusal::kNone : Refusal::kOasisInOrder;
  }
  switch (phase_) {
    case Phase::kStyle:
    case Phase::kPreOrder:  // a step of an order (or caravan's card), no move of its own
      return Refusal::kNone;
    case Phase::kReturn:
      return ReturnRefusal(PendingReturnRule(), card);
    default:
      return Refusal::kHandNotUsed;
  }
}

BlockedMoves TradeTycoonState::BlockedMovesFor(int viewer) const {
  BlockedMoves out;
  if (!IsSeat(viewer, kNumPlayers) || IsTerminal()) return out;
  const bool returning = phase_ == Phase::kReturn && viewer == CurrentPlayer();
  const ReturnRule rule = returning ? PendingReturnRule() : ReturnRule();
  auto add = [&](Action action) {
    const Refusal refusal = ShownMoveRefusal(viewer, action);
    if (refusal == Refusal::kNone) return;
    BlockedMove& b = out.emplace_back(action, RefusalCode(refusal));
    switch (refusal) {
      case Refusal::kNamedCardHeld:
        b.With("named", rule.named_card);
        break;
      case Refusal::kNotNearest:
        b.With("asked", rule.number).With("distance", rule.distance);
        if (rule.named_card >= 0) b.With("named", rule.named_card);
        break;
      case Refusal::kNotSameSuit:
        b.With("suit", int(rule.suit));
        break;
      case Refusal::kNotSameRegion:
        b.With("suit", int(rule.suit)).With("region", int(SuitRegion(rule.suit)));
        break;
      case Refusal::kOtherPartner:
        b.With("partner", order_.partner);
        break;
      case Refusal::kStyleDue:
        b.With("turn", turns_taken_[viewer] + 1);
        break;
      default:
        break;
    }
  };
  for (int c : hands_[viewer]) add(kCardAction + c);
  for (int s = 0; s < kNumSkills; ++s) {
    if (skill_owner_[s] == viewer) add(kSkillAction + s);  // its own: it knows them all
  }
  for (int c : oasis_) add(kCardAction + c);
  if (viewer == CurrentPlayer()) {
    if (phase_ == Phase::kPreOrder) {
      for (int q = 0; q < kNumPlayers; ++q) {
        if (q != viewer) add(kSeatAction + q);
      }
    }
    if (phase_ == Phase::kStyle) add(kPassAction);
  }
  return out;
}

}  // namespace mercato::trade_tycoon

// Merchants: the moves a seat's table shows it that it may not make now, and
// why (issue 17). The reasons come from the rules' one check (WhyNotLoad,
// WhyNotSwap, WhyNotBuy, WhyNotBuyShip, WhyNotPlay in merchants.cpp), which
// LegalActions asks too; this file only lists the table's moves with them.
//
// Seed text: ../shared/seeds/003_43611f68cd448751.txt (decisions:
// ../shared/rules/merchants.md). Reason codes and the rules they come from:
//   not_your_turn     another seat is to move (every move the table shows it).
//   none_left         「特殊カードの購入」: the special cards are a stock of
//                     船14・荷役2・協定2・商館2; none of the kind is left.
//   step_1_only       「①手順１」: swapping a ship's cube and buying a special
//                     card are step-1 choices (a cube aboard in setup or step 2).
//   step_1_used       「どちらの手順もいずれか１つを選ぶ」: step 1 is one swap,
//                     purchase or pass; after it only a stevedore's swap
//                     (「手順１を消費することなく…交換」) is left, no purchase.
//   too_poor          the prices 「船１０金・商館８金・協定１１金・荷役１２金」
//                     (values: price, have = the seat's own money).
//   no_cube_left      a ship is bought to carry a cube (「商品コマを乗せる
//                     ことができます」) and no cube of any good is in the stock.
//   no_cube_of_good   「商品コマはそれぞれ５つずつ」: the good chosen for a
//                     load, a swap or a new ship has no cube left (value: good).
//   play_in_step_2    「②手順２」: cards are played in step 2, after step 1.
//   not_now           no cards are played in this step (loading, trading-house
//                     draws).
//   one_card_per_pile 「１～６枚のカードを…需要カード６枚のうち、いずれかの
//                     カードの上」: one card per pile covered, so no more piles
//                     than cards of the good held (values: have, piles).
#include "games/merchants/merchants.h"

#include <bit>

namespace mercato::merchants {

namespace {

std::string_view Code(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone: return "";
    case Refusal::kNoneLeft: return "none_left";
    case Refusal::kNotYourTurn: return kNotYourTurn;
    case Refusal::kNotStep1: return "step_1_only";
    case Refusal::kStep1Used: return "step_1_used";
    case Refusal::kTooPoor: return "too_poor";
    case Refusal::kNoCubeLeft: return "no_cube_left";
    case Refusal::kNoCubeOfGood: return "no_cube_of_good";
    case Refusal::kPlayInStep2: return "play_in_step_2";
    case Refusal::kNotNow: return kNotNow;
    case Refusal::kTooFewCards: return "one_card_per_pile";
    // Never listed: the table does not show these moves.
    case Refusal::kSameGood: return "same_good";
    case Refusal::kNotAboard: return "not_aboard";
    case Refusal::kNotInHand: return "not_in_hand";
    case Refusal::kNotCanonical: return "not_canonical";
  }
  return "";
}

}  // namespace

std::vector<std::string> MerchantsGame::BlockReasons() const {
  std::vector<std::string> codes;
  for (Refusal r : {Refusal::kNotYourTurn, Refusal::kNotNow, Refusal::kNoneLeft, Refusal::kNotStep1,
                    Refusal::kStep1Used, Refusal::kTooPoor, Refusal::kNoCubeLeft, Refusal::kNoCubeOfGood,
                    Refusal::kPlayInStep2, Refusal::kTooFewCards}) {
    codes.emplace_back(Code(r));
  }
  return codes;
}

Refusal MerchantsState::WhyNot(Action action) const {
  const DecodedAction a = DecodeAction(action);
  switch (a.kind) {
    case ActionKind::kLoad: return WhyNotLoad(a.good);
    case ActionKind::kSwap: return WhyNotSwap(a.good, a.good2);
    case ActionKind::kBuy:
      return a.special == kShip ? WhyNotBuyShip(a.good) : WhyNotBuy(acting_, Special(a.special));
    case ActionKind::kPlay: return WhyNotPlay(a.good, a.pile_mask);
    default: return Refusal::kNone;
  }
}

BlockedMoves MerchantsState::BlockedMovesFor(int viewer) const {
  BlockedMoves blocked;
  if (!IsSeat(viewer, num_players_) || IsChanceNode() || IsTerminal()) return blocked;
  // The moves the table shows the seat (web/views/merchants_view.cpp): the
  // supply's goods while loading, a swap of each cube aboard for each good,
  // the special cards (a ship with each good), and a play of each good in
  // hand onto each choice of piles the table covers (leftmost first). Pass,
  // draw and the trading-house buttons show only when they are legal.
  std::vector<Action> shown;
  if (phase_ == Phase::kLoad) {
    for (int g = 0; g < kNumGoods; ++g) shown.push_back(LoadAction(g));
  }
  for (int from = 0; from < kNumGoods; ++from) {
    if (cubes_[viewer][from] == 0) continue;
    for (int to = 0; to < kNumGoods; ++to) {
      if (to != from) shown.push_back(SwapAction(from, to));  // (from, from) is no move
    }
  }
  for (int g = 0; g < kNumGoods; ++g) shown.push_back(BuyShipAction(g));
  for (Special kind : {kTradingHouse, kAgreement, kStevedore}) shown.push_back(BuyAction(kind));
  for (int g = 0; g < kNumGoods; ++g) {
    if (hands_[viewer][g] == 0) continue;
    for (const PileChoice& choice : pile_choices_) shown.push_back(PlayAction(g, choice.mask));
  }

  const bool to_move = CurrentPlayer() == viewer;
  for (Action action : shown) {
    if (!to_move) {
      blocked.emplace_back(action, kNotYourTurn);
      continue;
    }
    const Refusal refusal = WhyNot(action);
    if (refusal == Refusal::kNone) continue;
    BlockedMove& move = blocked.emplace_back(action, Code(refusal));
    const DecodedAction a = DecodeAction(action);
    switch (refusal) {
      case Refusal::kTooPoor:
        move.With("price", N().price[a.special]).With("have", money_[viewer]);
        break;
      case Refusal::kNoCubeOfGood:
        move.With("good", a.kind == ActionKind::kSwap ? a.good2 : a.good);
        break;
      case Refusal::kTooFewCards:
        move.With("have", hands_[viewer][a.good]).With("piles", std::popcount(unsigned(a.pile_mask)));
        break;
      default:
        break;
    }
  }
  return blocked;
}

}  // namespace mercato::merchants

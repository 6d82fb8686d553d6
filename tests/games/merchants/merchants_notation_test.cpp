// Notation of every kind of action, and match records through the registry.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"
#include "registry/record.h"
#include "registry/registry.h"

namespace mercato::merchants {
namespace {

using testing::Do;

TEST_CASE("notation: every kind of action reads as it does") {
  auto s = testing::NewMerchants(2);
  CHECK(s->ActionToString(CardAction(kCotton)) == "deal p0 cotton");
  for (int i = 0; i < 6; ++i) s->ApplyAction(CardAction(kSalt));
  CHECK(s->ActionToString(CardAction(kHemp)) == "demand hemp");
  for (int i = 0; i < 6; ++i) s->ApplyAction(CardAction(i));
  CHECK(s->ActionToString(StartAction(1)) == "start p1");
  Do(*s, "start p1");
  CHECK(s->ActionToString(LoadAction(kPepper)) == "load pepper");
  for (const char* g : {"indigo", "salt", "copper", "pepper"}) Do(*s, std::string("load ") + g);
  CHECK(s->ActionToString(SwapAction(kIndigo, kSalt)) == "swap indigo salt");
  CHECK(s->ActionToString(BuyShipAction(kCotton)) == "buy ship cotton");
  CHECK(s->ActionToString(BuyAction(kTradingHouse)) == "buy house");
  CHECK(s->ActionToString(BuyAction(kAgreement)) == "buy agreement");
  CHECK(s->ActionToString(BuyAction(kStevedore)) == "buy stevedore");
  CHECK(s->ActionToString(kPassAction) == "pass");
  CHECK(s->ActionToString(kDrawAction) == "draw");
  CHECK(s->ActionToString(PlayAction(kIndigo, 0b001001)) == "play indigo piles=1,4");
  CHECK(s->ActionToString(kHouseDrawAction) == "house draw");
  CHECK(s->ActionToString(kHouseSkipAction) == "house skip");
  Do(*s, "pass");
  Do(*s, "draw");
  CHECK(s->ActionToString(CardAction(kSalt)) == "draw p1 salt");
  // Decoding is the inverse of the helpers.
  const DecodedAction swap = DecodeAction(SwapAction(kCopper, kHemp));
  CHECK(swap.kind == ActionKind::kSwap);
  CHECK(swap.good == kCopper);
  CHECK(swap.good2 == kHemp);
  const DecodedAction play = DecodeAction(PlayAction(kPepper, 0b100001));
  CHECK(play.kind == ActionKind::kPlay);
  CHECK(play.good == kPepper);
  CHECK(play.pile_mask == 0b100001);
  CHECK(DecodeAction(SwapAction(kSalt, kSalt)).kind == ActionKind::kInvalid);
  CHECK(DecodeAction(kNumDistinctActions).kind == ActionKind::kInvalid);
  CHECK(s->GetGame().NumDistinctActions() == kNumDistinctActions);
}

TEST_CASE("records: a whole game replays to the same state; a bad move names its line") {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame("merchants", 3);
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(11);
  while (!state->IsTerminal()) {
    state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                             : (*game)->HeuristicAction(*state, rng));
  }
  const MatchRecord record = RecordOfState(*state, 11);
  CHECK(record.moves.front() .rfind("deal p0 ", 0) == 0);
  StatusOr<MatchRecord> parsed = ParseRecord(RecordToText(record));
  REQUIRE(parsed.ok());
  StatusOr<std::unique_ptr<State>> replay = ReplayRecord(*parsed);
  REQUIRE(replay.ok());
  CHECK((*replay)->ToString() == state->ToString());
  CHECK((*replay)->Returns() == state->Returns());

  MatchRecord bad = record;
  bad.moves[30] = "play cotton piles=7";
  StatusOr<std::unique_ptr<State>> failed = ReplayRecord(bad);
  REQUIRE_FALSE(failed.ok());
  CHECK(failed.message().rfind("line 32: ", 0) == 0);
}

}  // namespace
}  // namespace mercato::merchants

// Hidden information: what each seat knows, and resampling that never copies
// an opponent's secret crates.
#include <catch2/catch.hpp>

#include <algorithm>

#include "market_fresh_test_util.h"
#include "registry/record.h"

using namespace mercato::market_fresh;
using test::Apply;
using test::ApplyAll;
using test::Crate;

namespace {

std::vector<int> SecretCrates(const MarketFreshState& s, int seat) {
  std::vector<int> secret;
  const MarketFreshObservation public_view = s.Observe(1 - seat);
  for (int crate : s.Hand(seat)) {
    if (std::find(public_view.seats[seat].hand.begin(), public_view.seats[seat].hand.end(),
                  crate) == public_view.seats[seat].hand.end()) {
      secret.push_back(crate);
    }
  }
  return secret;
}

// p1 holds three secret crates and one taken face up; p0 is to move.
std::unique_ptr<MarketFreshState> Position() {
  auto state = test::NewState(2);
  ApplyAll(*state, {
      "deal p0 " + Crate("lemon", "pear"), "deal p0 " + Crate("carrot", "plum"),
      "deal p0 " + Crate("onion", "onion"),
      "deal p1 " + Crate("pumpkin", "pumpkin"), "deal p1 " + Crate("broccoli", "strawberry"),
      "deal p1 " + Crate("tomato", "eggplant"),
      "reveal " + Crate("lemon", "lemon"), "reveal " + Crate("pear", "pear"),
      "reveal " + Crate("carrot", "carrot"), "reveal " + Crate("plum", "plum"),
      "take facedown", "draw p0 " + Crate("dragonfruit", "dragonfruit"),
      "place lemon@a1 pear@b1", "score lemon",
      "take " + Crate("pear", "pear"), "place pear@c1 pear@d1",
      "reveal " + Crate("onion", "pumpkin"),
  });
  REQUIRE(state->CurrentPlayer() == 0);
  return state;
}

}  // namespace

TEST_CASE("market_fresh information: a seat knows its own crates and the face-up takes") {
  auto state = Position();
  // p1 took pear+pear face up and placed it; it holds three secret crates.
  CHECK(SecretCrates(*state, 1).size() == 3);
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("eggplant", "eggplant")});
  // p0's face-down draw changes p0's information state, not p1's... except
  // p1 sees that p0 took a crate; which one stays hidden.
  auto other = Position();
  ApplyAll(*other, {"take facedown", "draw p0 " + Crate("strawberry", "strawberry")});
  CHECK(state->InformationStateString(1) == other->InformationStateString(1));
  CHECK(state->InformationStateString(0) != other->InformationStateString(0));
}

TEST_CASE("market_fresh resampling never copies the opponent's secret crates") {
  auto state = Position();
  ApplyAll(*state, {"take " + Crate("lemon", "lemon")});  // p0 holds 4, one public
  const std::vector<int> real_secret = SecretCrates(*state, 1);
  REQUIRE(real_secret.size() == 3);
  mercato::Rng rng(17);
  int identical = 0, real_crates_kept = 0;
  std::set<int> seen_in_p1_hand;
  const int kSamples = 200;
  for (int i = 0; i < kSamples; ++i) {
    std::unique_ptr<mercato::State> sample_state = state->ResampleFromInfostate(0, rng);
    const auto& sample = static_cast<const MarketFreshState&>(*sample_state);
    REQUIRE(sample.InformationStateString(0) == state->InformationStateString(0));
    REQUIRE(sample.Hand(0) == state->Hand(0));
    REQUIRE(sample.LegalActions() == state->LegalActions());
    REQUIRE(sample.CheckInvariants() == "");
    const std::vector<int> secret = SecretCrates(sample, 1);
    REQUIRE(secret.size() == 3);
    if (secret == real_secret) ++identical;
    for (int crate : secret) {
      seen_in_p1_hand.insert(crate);
      if (std::find(real_secret.begin(), real_secret.end(), crate) != real_secret.end()) {
        ++real_crates_kept;
      }
    }
    // The sample's history deals the sample's crates: it replays to it.
    if (i % 20 == 0) {
      std::unique_ptr<mercato::State> replay =
          mercato::ReplayPrefix(sample, sample.History().size());
      REQUIRE(replay->ToString() == sample.ToString());
    }
  }
  CHECK(identical == 0);
  // Each of the 3 slots draws from the ~41 crates p0 has not seen: a real
  // secret crate comes back about 3 times in 41; far below "always".
  CHECK(real_crates_kept < kSamples * 3 / 4);
  CHECK(seen_in_p1_hand.size() > 30);
}

TEST_CASE("market_fresh resampling keeps the public crates of a hand") {
  auto state = Position();
  ApplyAll(*state, {"take facedown", "draw p0 " + Crate("eggplant", "eggplant"),
                    "place carrot@b2 plum@c2", "score carrot"});
  // p1 takes lemon+lemon face up and is to place: the crate is public.
  REQUIRE(state->CurrentPlayer() == 1);
  Apply(*state, "take " + Crate("lemon", "lemon"));
  mercato::Rng rng(23);
  for (int i = 0; i < 20; ++i) {
    std::unique_ptr<mercato::State> s = state->ResampleFromInfostate(0, rng);
    const auto& sample = static_cast<const MarketFreshState&>(*s);
    const std::vector<int>& hand = sample.Hand(1);
    CHECK(std::find(hand.begin(), hand.end(), CrateOf(kLemon, kLemon)) != hand.end());
    CHECK(hand.size() == 4);
    // p0's own draw (eggplant+eggplant) stays with p0.
    CHECK(sample.Hand(0) == state->Hand(0));
  }
}

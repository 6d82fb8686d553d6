// Hidden information: the other hands and the deck. InformationStateString,
// the observation and ResampleFromInfostate show or use only what a seat knows.
#include <catch2/catch.hpp>

#include <string>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::Do;

// Two positions p0 cannot tell apart: p1's hand differs (and so the deck).
std::unique_ptr<MerchantsState> WithP1Hand(const std::vector<std::string>& p1_hand) {
  testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"salt", "indigo", "indigo"}, p1_hand};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "cotton"};
  setup.loads = {"indigo", "pepper", "salt", "hemp"};
  auto s = Build(setup);
  Do(*s, "pass");
  Do(*s, "play indigo piles=2,3");
  return s;
}

TEST_CASE("information state: a seat sees its own hand, only the size of the others'") {
  auto a = WithP1Hand({"pepper", "pepper", "pepper"});
  auto b = WithP1Hand({"salt", "hemp", "copper"});
  CHECK(a->InformationStateString(0) == b->InformationStateString(0));
  CHECK(a->InformationStateString(1) != b->InformationStateString(1));
  CHECK(a->ToString() != b->ToString());
  // The public part: money, piles and cubes are in everyone's information state.
  auto c = WithP1Hand({"pepper", "pepper", "pepper"});
  Do(*c, "swap pepper cotton");
  CHECK(c->InformationStateString(0) != a->InformationStateString(0));
}

TEST_CASE("observation: other hands are card backs with a count") {
  auto a = WithP1Hand({"pepper", "pepper", "pepper"});
  const MerchantsObservation o = a->Observe(0);
  CHECK(o.players[0].hand_visible);
  CHECK(o.players[0].hand[kSalt] == 1);
  CHECK_FALSE(o.players[1].hand_visible);
  CHECK(o.players[1].hand_size == 3);
  CHECK(o.players[1].hand == GoodCounts{});
  CHECK(o.deck_size == 48);  // 60 - 2 × 3 - 6; p0 played, nobody drew
  CHECK(o.deck_size == a->deck_size());
  const MerchantsObservation all = a->Observe(-1);
  CHECK(all.players[1].hand_visible);
  CHECK(all.players[1].hand[kPepper] == 3);
  // The JSON holds one hand: the viewer's.
  const std::string json = a->ObservationJson(0);
  size_t hands = 0;
  for (size_t at = json.find("\"hand\":"); at != std::string::npos;
       at = json.find("\"hand\":", at + 1)) {
    ++hands;
  }
  CHECK(hands == 1);
  CHECK(json.find("\"deck\":48") != std::string::npos);
  CHECK(a->ObservationJson(1) != json);
  CHECK(a->ObservationJson(0) == WithP1Hand({"salt", "hemp", "copper"})->ObservationJson(0));
}

TEST_CASE("resampling never uses the opponent's real hand") {
  auto a = WithP1Hand({"pepper", "pepper", "pepper"});
  auto b = WithP1Hand({"salt", "hemp", "copper"});
  // Same information, same random numbers: the same sample, whatever p1 holds.
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng ra(seed), rb(seed);
    CHECK(a->ResampleFromInfostate(0, ra)->ToString() ==
          b->ResampleFromInfostate(0, rb)->ToString());
  }
  // Three pepper is rare among the unseen cards (10 pepper of 51 unseen).
  Rng rng(42);
  int real_hand = 0;
  const int samples = 400;
  for (int i = 0; i < samples; ++i) {
    std::unique_ptr<State> sample = a->ResampleFromInfostate(0, rng);
    auto* m = static_cast<MerchantsState*>(sample.get());
    REQUIRE(m->CheckInvariants() == "");
    REQUIRE(m->hand(0) == a->hand(0));
    REQUIRE(m->InformationStateString(0) == a->InformationStateString(0));
    real_hand += m->hand(1)[kPepper] == 3;
  }
  CHECK(real_hand < samples / 20);
  // The owner's own resample keeps their hand.
  Rng rng1(7);
  auto* own = static_cast<MerchantsState*>(a->ResampleFromInfostate(1, rng1).release());
  std::unique_ptr<MerchantsState> own_holder(own);
  CHECK(own->hand(1)[kPepper] == 3);
  CHECK(own->InformationStateString(1) == a->InformationStateString(1));
}

TEST_CASE("resampling deals the unseen cards in proportion") {
  // p0 sees 1 card in hand and 8 on the piles; 51 are unseen, 3 of them in p1's hand.
  auto a = WithP1Hand({"pepper", "pepper", "pepper"});
  Rng rng(3);
  const int samples = 2000;
  int pepper = 0;
  int cotton = 0;
  for (int i = 0; i < samples; ++i) {
    std::unique_ptr<State> sample = a->ResampleFromInfostate(0, rng);
    auto* m = static_cast<MerchantsState*>(sample.get());
    pepper += m->hand(1)[kPepper];
    cotton += m->hand(1)[kCotton];
  }
  // Unseen: pepper 10 of 51, cotton 8 of 51 (two cotton lie on the piles).
  CHECK(double(pepper) / samples == Approx(30.0 / 51).epsilon(0.1));
  CHECK(double(cotton) / samples == Approx(24.0 / 51).epsilon(0.1));
}

}  // namespace
}  // namespace mercato::merchants

// Hidden information: what each seat's information state holds and what it
// does not, and ResampleFromInfostate on a position where it matters.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "registry/record.h"
#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

namespace {


// p0 gave 9C to p1 (number order, p1 returned 10C) and drew 8C; p1 to move.
//   p1 hand: 2C 4J 6R | 8P 9C 12J    (9C seen by all)
//   p2 hand: 1J 3R 5P 7C | 9J 13C
std::unique_ptr<State> AfterFirstOrder(const std::string& p0_draw = "8C") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C", "draw p0 " + p0_draw});
  return state;
}

}  // namespace

TEST_CASE("trade_tycoon: hidden: a drawn card is seen by its owner only", "[trade_tycoon]") {
  std::unique_ptr<State> a = AfterFirstOrder("8C");
  std::unique_ptr<State> b = AfterFirstOrder("12R");  // also above the balance card
  CHECK(a->InformationStateString(1) == b->InformationStateString(1));
  CHECK(a->InformationStateString(2) == b->InformationStateString(2));
  CHECK(a->InformationStateString(0) != b->InformationStateString(0));
  CHECK(a->ObservationJson(1) == b->ObservationJson(1));
}

TEST_CASE(
    "trade_tycoon: hidden: the others see on which side of the balance card a drawn card goes",
    "[trade_tycoon]") {
  std::unique_ptr<State> a = AfterFirstOrder("8C");
  std::unique_ptr<State> b = AfterFirstOrder("4C");
  CHECK(a->InformationStateString(1) != b->InformationStateString(1));
  CHECK(AsTT(*a).Observe(1).seats[0].above_balance == 2);
  CHECK(AsTT(*b).Observe(1).seats[0].above_balance == 1);
}

TEST_CASE(
    "trade_tycoon: hidden: a hand's known cards are listed by value, never by hidden position",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = AfterFirstOrder();
  const TradeTycoonObservation obs = AsTT(*state).Observe(2);
  CHECK(obs.seats[1].known_hand == Cards({"9C"}));
  CHECK(obs.seats[1].hand_size == 6);
  CHECK(obs.seats[0].known_hand.empty());
  // Face-down skills: p0 knows the one it passed to p1, and no other.
  const TradeTycoonObservation p0 = AsTT(*state).Observe(0);
  int known = 0, unknown = 0;
  for (const SkillView& v : p0.seats[1].skills) (v.skill >= 0 ? known : unknown) += 1;
  CHECK(known == 1);
  CHECK(unknown == 2);
  CHECK(p0.seats[1].skills.front().skill == kFreePass);
}

TEST_CASE("trade_tycoon: hidden: the all-seeing observation shows every hand and skill",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = AfterFirstOrder();
  const TradeTycoonObservation all = AsTT(*state).Observe(-1);
  for (int p = 0; p < 3; ++p) {
    CHECK(all.seats[p].known_hand == AsTT(*state).hand(p));
    for (const SkillView& v : all.seats[p].skills) CHECK(v.skill >= 0);
  }
}

TEST_CASE(
    "trade_tycoon: resample: thousands of deals consistent with what p0 knows, none copying p1's "
    "hand",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = AfterFirstOrder();
  const TradeTycoonState& real = AsTT(*state);
  const std::vector<int> real_p1_hidden = Cards({"2C", "4J", "6R", "8P", "12J"});
  const std::string info0 = state->InformationStateString(0);
  // Unseen by p0: low cards = 28 - p0's 4 low (1C 3J 5R 7P) - oasis 2J 6C = 22;
  // high cards = 24 - p0's 8C 11J - public 9C 10C 10R = 19.
  // p1 hides 3 low and 2 high; p2 hides 4 low and 2 high. And p1 returned
  // 10C for a number order on 9: it held no 9 then, so none of its hidden
  // cards (all held since) is a 9: its high ones come from 16 cards.
  constexpr int kSamples = 4000;
  std::map<int, int> in_p1;  // card -> samples with it hidden in p1's hand
  int exact_copies = 0, overlap = 0, warehouseman_with_p1 = 0, free_pass_with_p1 = 0;
  Rng rng(11);
  for (int i = 0; i < kSamples; ++i) {
    std::unique_ptr<State> sample_state = state->ResampleFromInfostate(0, rng);
    const TradeTycoonState& sample = AsTT(*sample_state);
    REQUIRE(sample.InformationStateString(0) == info0);
    REQUIRE(sample.CheckInvariants() == "");
    REQUIRE(sample.hand(0) == real.hand(0));
    REQUIRE(sample.oasis() == real.oasis());
    REQUIRE(sample.warehouse(0) == real.warehouse(0));
    REQUIRE(Has(sample.hand(1), Card("9C")));  // the card p0 gave stays known
    std::vector<int> hidden;
    int low = 0;
    for (int c : sample.hand(1)) {
      if (c == Card("9C")) continue;
      hidden.push_back(c);
      low += IsBelowBalance(c);
      ++in_p1[c];
      overlap += Has(real_p1_hidden, c);
    }
    REQUIRE(low == 3);
    REQUIRE(hidden.size() == 5);
    exact_copies += hidden == real_p1_hidden;
    // Skills: p0 knows free-pass went to p1; p1's other two are unknown.
    free_pass_with_p1 += sample.skill_owner(kFreePass) == 1;
    warehouseman_with_p1 += sample.skill_owner(kWarehouseman) == 1;
    for (int k : {kCaravan, kNamedOrder, kAppraiser}) REQUIRE(sample.skill_owner(k) == 0);
    if (i % 200 == 0) {
      // The sample's own history replays to the sample: no trace of the real deal.
      std::unique_ptr<State> replay = ReplayPrefix(*sample_state, sample_state->History().size());
      REQUIRE(replay->ToString() == sample_state->ToString());
    }
  }
  CHECK(free_pass_with_p1 == kSamples);
  // 2 of p1's skills among the 8 p0 cannot see: 1/4 each.
  CHECK(warehouseman_with_p1 == Approx(kSamples * 0.25).epsilon(0.12));
  // Each unseen low card sits in p1's hand with chance 3/22, each high one
  // but the 9s with chance 2/16.
  CHECK(in_p1[Card("2C")] == Approx(kSamples * 3.0 / 22).epsilon(0.15));
  CHECK(in_p1[Card("1P")] == Approx(kSamples * 3.0 / 22).epsilon(0.15));
  CHECK(in_p1[Card("12J")] == Approx(kSamples * 2.0 / 16).epsilon(0.15));
  CHECK(in_p1[Card("13R")] == Approx(kSamples * 2.0 / 16).epsilon(0.15));
  CHECK(in_p1[Card("9R")] == 0);
  CHECK(in_p1[Card("9J")] == 0);
  // Cards p0 can see elsewhere never land in p1's hand.
  CHECK(in_p1[Card("1C")] == 0);
  CHECK(in_p1[Card("10C")] == 0);
  CHECK(in_p1[Card("2J")] == 0);
  // Copying the real hidden cards would give 5 per sample; chance gives
  // 3 * 3/22 + 2 * 2/16 = 0.66 on average.
  CHECK(double(overlap) / kSamples == Approx(3.0 * 3 / 22 + 2.0 * 2 / 16).epsilon(0.1));
  CHECK(exact_copies < kSamples / 100);
}

TEST_CASE(
    "trade_tycoon: resample: the informant's knowledge is kept for the informant, not given to "
    "others",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  TradeTycoonState& s = AsTT(*state);
  PlainTurn(*state, "8C");
  PlainTurn(*state);
  PlayAll(*state, {"style 13C", "reveal informant", "informant p0"});
  Rng rng(3);
  for (int i = 0; i < 200; ++i) {
    std::unique_ptr<State> for_p2 = state->ResampleFromInfostate(2, rng);
    REQUIRE(AsTT(*for_p2).hand(0) == s.hand(0));  // p2 has seen it all
    REQUIRE(for_p2->InformationStateString(2) == state->InformationStateString(2));
  }
  int same = 0;
  for (int i = 0; i < 200; ++i) {
    std::unique_ptr<State> for_p1 = state->ResampleFromInfostate(1, rng);
    REQUIRE(for_p1->InformationStateString(1) == state->InformationStateString(1));
    same += AsTT(*for_p1).hand(0) == s.hand(0);
    // p2 still knows p0's hand in p1's sample: whatever cards are there now.
    for (int c : AsTT(*for_p1).hand(0)) REQUIRE(AsTT(*for_p1).KnowsCard(2, c));
  }
  CHECK(same < 10);
}

TEST_CASE(
    "trade_tycoon: resample: during the skill pass, opponents' dealt skills and choices are "
    "redealt",
    "[trade_tycoon]") {
  Setup setup = StandardSetup();
  std::unique_ptr<State> state = NewGame()->NewInitialState();
  for (int p = 0; p < 3; ++p) {
    for (const std::string& c : setup.hands[p])
      Play(*state, "deal p" + std::to_string(p) + " " + c);
  }
  for (int p = 0; p < 3; ++p) {
    for (const std::string& k : setup.skills[p])
      Play(*state, "deal p" + std::to_string(p) + " " + k);
  }
  PlayAll(*state, {"pass free-pass", "pass informant"});
  Rng rng(8);
  int p1_kept_its_real_skills = 0;
  for (int i = 0; i < 500; ++i) {
    std::unique_ptr<State> sample = state->ResampleFromInfostate(2, rng);
    REQUIRE(sample->InformationStateString(2) == state->InformationStateString(2));
    REQUIRE(sample->LegalActions() == state->LegalActions());  // p2's own choice
    const TradeTycoonState& s = AsTT(*sample);
    p1_kept_its_real_skills += s.skill_owner(kWarehouseman) == 1 &&
                               s.skill_owner(kDoubleDeal) == 1 && s.skill_owner(kInformant) == 1;
    // Replaying the sample's history reaches the sample (passes rewritten too).
    REQUIRE(ReplayPrefix(*sample, sample->History().size())->ToString() == sample->ToString());
  }
  CHECK(p1_kept_its_real_skills < 25);
}

TEST_CASE("trade_tycoon: deductions: a return shows which cards the partner lacked",
          "[trade_tycoon]") {
  SECTION("number order: no card nearer than the one returned") {
    std::unique_ptr<State> state = SetUp(StandardSetup());
    PlayAll(*state, {"wait", "order p1 9C number", "return 10C"});
    const std::vector<HandConstraint>& k = AsTT(*state).hand_constraints();
    REQUIRE(k.size() == 1);
    CHECK(k[0].seat == 1);
    CHECK(CardsInMask(k[0].forbidden) == Cards({"9C", "9J", "9R", "9P"}));
  }
  SECTION("number order with the same number: nothing learnt") {
    std::unique_ptr<State> state = SetUp(StandardSetup());
    PlayAll(*state, {"wait", "order p2 1C number", "return 1J"});
    CHECK(AsTT(*state).hand_constraints().empty());
  }
  SECTION("suit order answered from the region: no card of the suit") {
    Setup setup = StandardSetup();
    setup.hands[1] = {"2C", "4J", "6R", "8R", "10C", "12J"};
    std::unique_ptr<State> state = SetUp(setup);
    PlayAll(*state, {"wait", "order p1 7P suit", "return 8R"});
    const std::vector<HandConstraint>& k = AsTT(*state).hand_constraints();
    REQUIRE(k.size() == 1);
    CHECK(CardsInMask(k[0].forbidden).size() == 13);  // every Persia card
  }
  SECTION("suit order answered from the other region: no card of the suit's region") {
    Setup setup = StandardSetup();
    setup.hands[1] = {"2C", "4J", "6J", "8J", "10C", "12J"};
    std::unique_ptr<State> state = SetUp(setup);
    PlayAll(*state, {"wait", "order p1 7P suit", "return 4J"});
    CHECK(CardsInMask(AsTT(*state).hand_constraints()[0].forbidden).size() == 26);  // all west
  }
  SECTION("a free pass shows nothing") {
    std::unique_ptr<State> state = SetUp(StandardSetup());
    PlainTurn(*state);
    PlayAll(*state, {"style 12J", "reveal free-pass"});
    PlainTurn(*state);
    PlainTurn(*state);
    const size_t before = AsTT(*state).hand_constraints().size();
    PlayAll(*state, {"wait", "order p1 9C number", "return 1P free-pass"});
    CHECK(AsTT(*state).hand_constraints().size() == before);
  }
}

TEST_CASE("trade_tycoon: resample: every sample replays from its own history, all game long",
          "[trade_tycoon]") {
  std::shared_ptr<const Game> game = NewGame();
  Rng rng(21);
  for (int g = 0; g < 25; ++g) {
    std::unique_ptr<State> state = game->NewInitialState();
    int step = 0;
    while (!state->IsTerminal()) {
      if (!state->IsChanceNode() && step % 9 == 0) {
        for (int p = 0; p < 3; ++p) {
          std::unique_ptr<State> sample = state->ResampleFromInfostate(p, rng);
          REQUIRE(sample->InformationStateString(p) == state->InformationStateString(p));
          std::unique_ptr<State> replay = ReplayPrefix(*sample, sample->History().size());
          REQUIRE(replay->ToString() == sample->ToString());
        }
      }
      Action a =
          state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
          : rng.Uniform01() < 0.5
              ? game->HeuristicAction(*state, rng)
              : state->LegalActions()[rng.UniformInt(uint32_t(state->LegalActions().size()))];
      state->ApplyAction(a);
      ++step;
    }
  }
}

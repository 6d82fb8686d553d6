// Scoring: each style with its edge cases, each value skill, the tie rule.
#include "games/trade_tycoon/trade_tycoon_scoring.h"

#include <catch2/catch.hpp>

#include "registry/registry.h"
#include "trade_tycoon_test_util.h"

using namespace mercato::trade_tycoon;
using mercato::trade_tycoon::testing::Cards;

namespace {

std::vector<ScoredCard> Scored(const std::vector<std::string>& names) {
  return ToScoredCards(Cards(names));
}

ScoreBreakdown Score(int style, const std::vector<std::string>& warehouse,
                     std::vector<int> skills = {}, std::vector<int> others_numbers = {}) {
  ScoreInput input;
  input.style = style;
  input.warehouse = Cards(warehouse);
  input.value_skills = std::move(skills);
  for (int n : others_numbers) input.others_numbers[n] = true;
  return ScorePlayer(input);
}

}  // namespace

TEST_CASE(
    "trade_tycoon: China: 2 VP per card of the longest run; duplicates do not break or lengthen it",
    "[trade_tycoon]") {
  CHECK(ChinaScore(Scored({"3C", "4J", "4R", "5P", "7C", "8J"})) == 6);           // 3-4-5
  CHECK(ChinaScore(Scored({"1C", "2C", "3C", "9J", "10J", "11J", "12J"})) == 8);  // 9..12
  CHECK(ChinaScore(Scored({"5C", "5J", "5R", "5P"})) == 2);  // one number is a run of 1
  CHECK(ChinaScore(Scored({})) == 0);
  CHECK(ChinaScore(Scored({"12C", "13J", "1R", "2P"})) == 4);  // no wrap from 13 to 1
  CHECK(ChinaScore(Scored({"1C", "2J", "3R", "4P", "5C", "6J", "7R", "8P", "9C", "10J", "11R",
                           "12P", "13C"})) == 26);
}

TEST_CASE("trade_tycoon: Japan: 6 VP per complete set of the four suits", "[trade_tycoon]") {
  CHECK(JapanScore(Scored({"1C", "2J", "3R", "4P"})) == 6);
  CHECK(JapanScore(Scored({"1C", "2J", "3R", "4P", "5C", "6J", "7R", "8P", "9C"})) ==
        12);                                                             // two sets
  CHECK(JapanScore(Scored({"1C", "2J", "3R", "5C", "6J", "7R"})) == 0);  // no Persia
}

TEST_CASE("trade_tycoon: Rome: the better region, 3 VP per two cards of it", "[trade_tycoon]") {
  Region region = kWest;
  CHECK(RomeScore(Scored({"1C", "2J", "3C", "4J", "5C", "6J", "7C", "1R", "2P", "3R"}), &region) ==
        9);
  CHECK(region == kEast);  // 7 east (3 pairs) beat 3 west (1 pair)
  CHECK(RomeScore(Scored({"1C", "1R", "2P", "3R", "4P", "5R", "6P"}), &region) == 9);
  CHECK(region == kWest);  // 6 west
  CHECK(RomeScore(Scored({"1C", "2J", "3C", "1R", "2P"}), &region) ==
        3);  // 3 east or 2 west: 1 pair
  CHECK(RomeScore(Scored({"1C"})) == 0);
}

TEST_CASE("trade_tycoon: Persia: per number 2 cards 2 VP, 3 cards 7 VP, 4 cards 10 VP",
          "[trade_tycoon]") {
  CHECK(PersiaScore(Scored({"5C", "5J"})) == 2);
  CHECK(PersiaScore(Scored({"9C", "9J", "9R"})) == 7);
  CHECK(PersiaScore(Scored({"11C", "11J", "11R", "11P"})) == 10);
  CHECK(PersiaScore(
            Scored({"5C", "5J", "9C", "9J", "9R", "11C", "11J", "11R", "11P", "1C", "2C"})) == 19);
  CHECK(PersiaScore(Scored({"1C", "2C", "3C"})) == 0);
}

TEST_CASE("trade_tycoon: a player without a style scores only value skills", "[trade_tycoon]") {
  CHECK(Score(-1, {"1C", "2C", "3C"}).total == 0);
  CHECK(Score(-1, {"1C", "2C", "3C"}, {kCaravanserai}).total == 4);
}

TEST_CASE("trade_tycoon: Monopoly: +1 per warehouse card whose number no other warehouse has",
          "[trade_tycoon]") {
  const ScoreBreakdown b = Score(kRomeStyle, {"1C", "2C", "2J", "5R"}, {kMonopoly}, {5, 9});
  CHECK(b.skill_vp[kMonopoly] == 3);  // 1C, 2C, 2J; the 5 is elsewhere too
  CHECK(b.total == 3 + 3);            // Rome: 3 east = one pair
}

TEST_CASE("trade_tycoon: Court supplier: one card counts as any suit (best use chosen)",
          "[trade_tycoon]") {
  // Japan: C J R C J R has no Persia; one card as Persia makes a set.
  const ScoreBreakdown b =
      Score(kJapanStyle, {"1C", "2J", "3R", "4C", "5J", "6R"}, {kCourtSupplier});
  CHECK(b.total == 6);
  CHECK(b.court_suit == kPersia);
  CHECK(Score(kJapanStyle, {"1C", "2J", "3R", "4C", "5J", "6R"}).total == 0);
  // Rome: 3 east + 3 west: a west card counted as east makes 4 east = 2 pairs.
  CHECK(Score(kRomeStyle, {"1C", "2J", "3C", "4R", "5P", "6R"}, {kCourtSupplier}).total == 6);
}

TEST_CASE("trade_tycoon: Appraiser: one card counts as its number +-1, for every rule and skill",
          "[trade_tycoon]") {
  const ScoreBreakdown b = Score(kChinaStyle, {"3C", "4J", "6R"}, {kAppraiser});
  CHECK(b.total == 6);  // 6 counted as 5: run 3-4-5
  CHECK(b.appraised_number == 5);
  CHECK(Score(kChinaStyle, {"3C", "4J", "6R"}).total == 4);
  CHECK(Score(kPersiaStyle, {"9C", "9J", "10R"}, {kAppraiser}).total == 7);  // three 9s
  // Balance counts the appraised number: 6 as 7.
  CHECK(Score(-1, {"6C"}, {kAppraiser, kBalance}).total == 2);
  // Stays within 1..13: a lone 13 cannot become 14, a 1 cannot become 0.
  CHECK(Score(kPersiaStyle, {"13C", "12J", "1R", "2P"}, {kAppraiser}).total == 2);
}

TEST_CASE("trade_tycoon: East-West: +4 with at least 3 east and 3 west cards", "[trade_tycoon]") {
  CHECK(Score(-1, {"1C", "2J", "3C", "4R", "5P", "6R"}, {kEastWest}).total == 4);
  CHECK(Score(-1, {"1C", "2J", "4R", "5P", "6R", "7P"}, {kEastWest}).total == 0);
}

TEST_CASE("trade_tycoon: Balance: +2 per 7 or 8; Caravanserai: +4", "[trade_tycoon]") {
  CHECK(Score(-1, {"7C", "8J", "8R", "9P"}, {kBalance}).total == 6);
  CHECK(Score(kRomeStyle, {"1C", "2C"}, {kCaravanserai}).total == 3 + 4);
}

TEST_CASE("trade_tycoon: Court supplier and Appraiser together take the best combination",
          "[trade_tycoon]") {
  // Japan C J R + 7C: court makes 7C Persia (set = 6); balance via appraiser 6->7 adds 2 more.
  const ScoreBreakdown b =
      Score(kJapanStyle, {"1C", "2J", "3R", "7C", "6J"}, {kCourtSupplier, kAppraiser, kBalance});
  CHECK(b.total == 6 + 4);  // 7C as Persia, 6J as 7: two 7s for Balance
}

TEST_CASE("trade_tycoon: ties: the tied player farthest clockwise from the start player wins",
          "[trade_tycoon]") {
  CHECK(WinnerOf({10, 10, 5}, 0) == 1);
  CHECK(WinnerOf({10, 10, 10}, 0) == 2);
  CHECK(WinnerOf({10, 10, 10}, 1) == 0);  // order 1, 2, 0
  CHECK(WinnerOf({10, 5, 10}, 2) == 0);   // order 2, 0, 1: seat 0 is later than 2
  CHECK(WinnerOf({10, 5, 10}, 0) == 2);
  CHECK(WinnerOf({3, 12, 10}, 2) == 1);  // no tie: the highest
}

TEST_CASE("trade_tycoon: the game's parameters reach the scoring", "[trade_tycoon]") {
  mercato::StatusOr<std::shared_ptr<const mercato::Game>> game = mercato::LoadGame(
      "trade_tycoon", 3, "trade_tycoon.style.persia.vp3=12,trade_tycoon.skill.caravanserai.vp=1");
  REQUIRE(game.ok());
  const Numbers& numbers = static_cast<const TradeTycoonGame&>(**game).N();
  CHECK(PersiaScore(Scored({"9C", "9J", "9R"}), numbers) == 12);
  CHECK(PersiaScore(Scored({"5C", "5J"}), numbers) == 2);
  ScoreInput input;
  input.style = kPersiaStyle;
  input.warehouse = Cards({"9C", "9J", "9R"});
  input.value_skills = {kCaravanserai};
  input.numbers = &numbers;
  CHECK(ScorePlayer(input).total == 13);
  input.numbers = nullptr;  // the text's numbers
  CHECK(ScorePlayer(input).total == 11);
}

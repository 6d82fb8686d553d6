// The seat view a table draws (issue 17): for every seat at every position of
// random games (every player count, several seeds), OreganoSeatView built by
// MakeSeatView shows exactly the seat's observation of the real position, and
// its rule questions (prices, level-up costs, score breakdowns, moves) agree
// with the real state's.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "engine/rng.h"
#include "engine/seat_view.h"
#include "games/oregano/oregano_seat_view.h"
#include "oregano_test_util.h"
#include "registry/registry.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

const OreganoSeatView& AsOregano(const SeatView& view) {
  const auto* typed = dynamic_cast<const OreganoSeatView*>(&view);
  REQUIRE(typed != nullptr);
  return *typed;
}

// The questions the table asks, against the real position, for what `seat`'s
// table shows (all of it public in this game).
void CheckQuestions(const OreganoState& real, const OreganoSeatView& view) {
  const int n = real.NumPlayers();
  for (int q = 0; q < n; ++q) {
    INFO("about seat " << q);
    CHECK(view.Breakdown(q) == real.Breakdown(q));
    int dividends = 0;  // what the shops' tooltips say they pay, summed: what the turn pays
    for (int row = 0; row < kRows; ++row) {
      for (int level = 1; level <= kLevels; ++level) {
        const int kind = real.ShopAt(q, row, level);
        CHECK(view.ShopAt(q, row, level) == kind);
        if (kind == kEmpty) continue;
        dividends += view.ShopDividend(q, kind, level);
        CHECK(view.SalePrice(q, kind, level) == real.SalePrice(q, kind, level));
        if (level < kLevels) CHECK(view.LevelUpGold(kind, level) == real.LevelUpGold(kind, level));
      }
    }
    CHECK(dividends == real.DividendOf(q));
  }
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    for (int level = 1; level <= kLevels; ++level) {
      if (real.MainStreet(kind, level) > 0) CHECK(view.BuyPrice(kind, level) == real.BuyPrice(kind, level));
    }
  }
}

int CheckGame(const std::shared_ptr<const Game>& game, uint64_t seed) {
  Rng rng(seed);
  std::unique_ptr<State> state = game->NewInitialState();
  int checked = 0;
  while (true) {  // every position, the end included
    const auto& real = static_cast<const OreganoState&>(*state);
    const int n = real.NumPlayers();
    // The all-seeing table (a replay).
    {
      const std::unique_ptr<SeatView> made = MakeSeatView(real, -1);
      const OreganoSeatView& all = AsOregano(*made);
      REQUIRE(all.observation() == real.Observe(-1));
      CheckQuestions(real, all);
    }
    for (int seat = 0; seat < n; ++seat) {
      INFO("seat " << seat << "\n" << real.ToString());
      const std::unique_ptr<SeatView> made = MakeSeatView(real, seat);
      const OreganoSeatView& view = AsOregano(*made);
      CHECK(view.viewer() == seat);
      REQUIRE(view.observation() == real.Observe(seat));
      CHECK(view.phase() == real.phase());
      CHECK(view.current_player() == real.CurrentPlayer());
      CheckQuestions(real, view);
      if (real.CurrentPlayer() == seat) {
        // The seat's own moves: the real ones, as the rules write them, and
        // what a sale or a purchase would cost or pay.
        REQUIRE(view.legal() == real.LegalActions());
        for (Action a : view.legal()) {
          CHECK(view.Notation(a) == real.ActionToString(a));
          const DecodedAction d = Decode(a);
          if (d.type == ActionType::kSell) {
            const int kind = view.ShopAt(seat, d.row, d.level);
            CHECK(view.SalePrice(seat, kind, d.level) == real.SalePrice(seat, kind, d.level));
          } else if (d.type == ActionType::kBuy) {
            CHECK(view.BuyPrice(d.kind, d.level) == real.BuyPrice(d.kind, d.level));
          }
        }
      } else {
        CHECK(view.legal().empty());
      }
      ++checked;
    }
    if (state->IsTerminal()) break;
    if (state->IsChanceNode()) {
      state->ApplyAction(SampleChanceOutcome(*state, rng));
    } else {
      const std::vector<Action> legal = state->LegalActions();
      state->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("oregano seat view: the observation and answers of the real position", "[oregano][seat_view]") {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (const char* options : {"", "strategy_draw=3,special_limit=per_kind,end=round"}) {
      for (uint64_t seed = 1; seed <= 4; ++seed) {
        INFO(players << " players, options '" << options << "', seed " << seed);
        CHECK(CheckGame(LoadOregano(players, options), 1000 * uint64_t(players) + seed) > 0);
      }
    }
  }
}

TEST_CASE("oregano seat view: another seat's strategy card stays hidden", "[oregano][seat_view]") {
  auto state = SetUp(2);
  state->SetStrategyForTest(1, kChainStore);
  const std::unique_ptr<SeatView> seat0 = MakeSeatView(*state, 0);
  const OreganoSeatView& mine = AsOregano(*seat0);
  CHECK(mine.observation().players[0].strategy == kStepByStep);
  CHECK(mine.observation().players[1].strategy == kHidden);
  // The all-seeing table (a replay) knows it.
  const std::unique_ptr<SeatView> everything = MakeSeatView(*state, -1);
  const OreganoSeatView& all = AsOregano(*everything);
  CHECK(all.observation().players[1].strategy == kChainStore);
}

TEST_CASE("oregano seat view: the numbers in force are the table's parameters", "[oregano][seat_view]") {
  // The table's labels (bonus card corners, the merchant fee, points per
  // level) read them: a variant's table must not show the printed ones.
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame("oregano", 2, "oregano.bonus.value=7,oregano.merchant_fee=4,oregano.score.level1=3");
  REQUIRE(game.ok());
  const std::unique_ptr<State> state = (*game)->NewInitialState();
  const std::unique_ptr<SeatView> made = MakeSeatView(*state, 0);
  const Numbers& n = AsOregano(*made).numbers();
  CHECK(n.bonus_value == 7);
  CHECK(n.merchant_fee == 4);
  CHECK(n.score_by_level[0] == 3);
  CHECK(n.score_by_level[1] == kScoreByLevel[1]);  // unchanged: the text's
}

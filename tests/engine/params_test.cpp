#include <catch2/catch.hpp>

#include "engine/options.h"

using namespace mercato;

namespace {
const std::vector<OptionSpec> kOptions = {{"list", {"classic", "new"}, "list card side"}};
const std::vector<ParamSpec> kParams = {
    {"x.gold", 5, 0, 50, "gold each player starts with", "開始時のゴールド", true, "setup"},
    {"x.payout", 7, 0, 30, "casino payout", "カジノの払い", false, "casino"},
};
}  // namespace

TEST_CASE("params: defaults leave the options text as it was") {
  StatusOr<GameOptions> o = ParseOptions(kOptions, kParams, 3, "");
  REQUIRE(o.ok());
  CHECK(o->ToString() == "list=classic");
  CHECK(o->Params().Get("x.payout") == 7);
  CHECK(o->Params().Get("x.gold", 2) == 5);
  // Naming the text's value changes nothing either.
  StatusOr<GameOptions> same = ParseOptions(kOptions, kParams, 3, "x.payout=7,x.gold=5/5/5");
  REQUIRE(same.ok());
  CHECK(same->ToString() == "list=classic");
}

TEST_CASE("params: values ride in the options text, per seat with '/'") {
  StatusOr<GameOptions> o = ParseOptions(kOptions, kParams, 3, "x.gold=5/6/7, list=new,x.payout=9");
  REQUIRE(o.ok());
  CHECK(o->Params().Get("x.gold", 0) == 5);
  CHECK(o->Params().Get("x.gold", 2) == 7);
  CHECK(o->Params().Get("x.payout") == 9);
  CHECK_FALSE(o->Params().IsDefault("x.gold"));
  CHECK(o->ToString() == "list=new,x.gold=5/6/7,x.payout=9");
  // The canonical text parses back to the same values.
  StatusOr<GameOptions> again = ParseOptions(kOptions, kParams, 3, o->ToString());
  REQUIRE(again.ok());
  CHECK(again->ToString() == o->ToString());
  // One value for every seat.
  StatusOr<GameOptions> all = ParseOptions(kOptions, kParams, 3, "x.gold=8");
  REQUIRE(all.ok());
  CHECK(all->Params().Get("x.gold", 1) == 8);
  CHECK(all->ToString() == "list=classic,x.gold=8");
}

TEST_CASE("params: a bad value is refused naming the parameter and its range") {
  struct Refusal {
    const char* text;
    const char* message;
  };
  const Refusal kRefusals[] = {
      {"x.payout=31", "parameter x.payout=31 is out of range: 0..30 (casino payout)"},
      {"x.gold=-1", "parameter x.gold=-1 is out of range: 0..50 (gold each player starts with)"},
      {"x.payout=lots",
       "parameter x.payout='lots' is not a whole number (range 0..30: casino payout)"},
      {"x.gold=1/2",
       "parameter x.gold='1/2': give one number, or one per seat (3) separated by '/'"},
      {"x.payout=1/2/3",
       "parameter x.payout='1/2/3': give one number (it is the same for every seat)"},
      {"x.payout=1,x.payout=2", "parameter 'x.payout' given twice"},
      {"x.nothing=2", "unknown parameter 'x.nothing' (see: mercato list --params)"},
  };
  for (const Refusal& r : kRefusals) {
    INFO(r.text);
    CHECK(ParseOptions(kOptions, kParams, 3, r.text).message() == r.message);
  }
}

TEST_CASE("params: a game's table prefixes its names and reads them back") {
  const ParamTable table = ParamTable("x")
                               .AddPerSeat("gold", 5, 0, 50, "gold each player starts with",
                                           "開始時のゴールド", "setup")
                               .Add("payout", 7, 0, 30, "casino payout", "カジノの払い", "casino");
  // The same specs as written out in full above.
  REQUIRE(table.specs().size() == kParams.size());
  for (size_t i = 0; i < kParams.size(); ++i) {
    CHECK(table.specs()[i].key == kParams[i].key);
    CHECK(table.specs()[i].default_value == kParams[i].default_value);
    CHECK(table.specs()[i].per_seat == kParams[i].per_seat);
    CHECK(table.specs()[i].group == kParams[i].group);
  }
  StatusOr<GameOptions> o = ParseOptions(kOptions, table.specs(), 3, "x.gold=4/6/8,x.payout=2");
  REQUIRE(o.ok());
  const ParamReader get(o->Params(), "x");
  CHECK(get("payout") == 2);
  // Seats past the players read seat 0's value.
  CHECK(get.PerSeat<5>("gold", 3) == std::array<int, 5>{4, 6, 8, 4, 4});
}

TEST_CASE("params: options parsed without parameter specs get the defaults in a game") {
  StatusOr<GameOptions> o = ParseOptions(kOptions, "list=new");
  REQUIRE(o.ok());
  GameOptions options = *o;
  options.EnsureParams(kParams, 2);
  CHECK(options.Params().Get("x.gold", 1) == 5);
  CHECK(options.ToString() == "list=new");
}

TEST_CASE("params: overriding an options text keeps the other items") {
  CHECK(OverrideOptionsText("list=new,x.payout=9", "x.payout=3,x.gold=1") ==
        "list=new,x.payout=3,x.gold=1");
  CHECK(OverrideOptionsText("", "x.gold=1") == "x.gold=1");
  CHECK(OverrideOptionsText("list=new", "") == "list=new");
}

#include <catch2/catch.hpp>

#include "engine/options.h"

using namespace mercato;

namespace {
const std::vector<OptionSpec> kSpecs = {
    {"list", {"classic", "new"}, "list card side"},
    {"series", {"1", "3"}, "games in a series"},
};
}

TEST_CASE("options: empty text gives the defaults in spec order") {
  StatusOr<GameOptions> o = ParseOptions(kSpecs, "");
  REQUIRE(o.ok());
  CHECK(o->Get("list") == "classic");
  CHECK(o->GetInt("series") == 1);
  CHECK(o->ToString() == "list=classic,series=1");
}

TEST_CASE("options: values override defaults, spaces are trimmed") {
  StatusOr<GameOptions> o = ParseOptions(kSpecs, " series = 3 , list=new");
  REQUIRE(o.ok());
  CHECK(o->ToString() == "list=new,series=3");
}

TEST_CASE("options: bad input gets a clear error") {
  CHECK(ParseOptions(kSpecs, "colour=red").message() ==
        "unknown option 'colour' (options: list, series)");
  CHECK(ParseOptions(kSpecs, "list=old").message() ==
        "option list='old' is not one of: classic|new");
  CHECK(ParseOptions(kSpecs, "list").message() == "option 'list' is not of the form key=value");
  CHECK(ParseOptions(kSpecs, "list=new,list=classic").message() == "option 'list' given twice");
}

// Variants (core/lab/variant.h): the Lab's changed numbers as a small file that
// Setup opens to play them.
#include <catch2/catch.hpp>

#include "lab/variant.h"
#include "registry/registry.h"

using namespace mercato;
using namespace mercato::lab;

TEST_CASE("A variant reads back to the game it was made from", "[lab][variant]") {
  StatusOr<Variant> made =
      MakeVariant("oregano", 2, "oregano.start_gold=5/9", "first player 72% -> 57%\nheuristic");
  REQUIRE(made.ok());
  const std::string text = VariantToText(*made);
  CHECK(text.rfind("mercato-variant v1 game=oregano players=2 options=", 0) == 0);
  CHECK(text.find("oregano.start_gold=5/9") != std::string::npos);
  CHECK(LooksLikeVariant(text));
  StatusOr<Variant> read = ParseVariant(text);
  REQUIRE(read.ok());
  CHECK(read->game == "oregano");
  CHECK(read->players == 2);
  CHECK(read->options == made->options);
  CHECK(read->note == "first player 72% -> 57%\nheuristic");
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(read->game, read->players, read->options);
  REQUIRE(game.ok());
  CHECK((*game)->Params().Get("oregano.start_gold", 1) == 9);
  CHECK((*game)->Params().Get("oregano.start_gold", 0) == 5);
}

TEST_CASE("A damaged variant is refused with the reason", "[lab][variant]") {
  const auto refused = [](const std::string& text) {
    StatusOr<Variant> v = ParseVariant(text);
    REQUIRE_FALSE(v.ok());
    return v.message();
  };
  CHECK(refused("mercato-record v1 game=oregano").find("not a variant") != std::string::npos);
  CHECK(refused("mercato-variant v9 game=oregano players=2 options=").find("version 'v9'") !=
        std::string::npos);
  CHECK(refused("mercato-variant v1 game=chess players=2 options=").find("chess") !=
        std::string::npos);
  CHECK(refused("mercato-variant v1 game=oregano players=2 options=oregano.start_gold=99")
            .find("oregano.start_gold=99 is out of range") != std::string::npos);
  CHECK(refused("mercato-variant v1 game=oregano players=x options=").find("not a count") !=
        std::string::npos);
  CHECK(refused("mercato-variant v1 game=oregano players=2").find("required") !=
        std::string::npos);
  CHECK(refused("mercato-variant v1 game=oregano players=2 options= color=red")
            .find("unknown field 'color'") != std::string::npos);
  CHECK(refused("mercato-variant v1 game=oregano players=2 options=\nplay cafe")
            .find("not a '#' note") != std::string::npos);
  CHECK(refused(std::string("mercato-variant v1 ") + std::string(70000, 'x')).find("bytes") !=
        std::string::npos);
}

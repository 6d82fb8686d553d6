// JsonFields (engine/json_fields.h): each kind of value and each JsonAs hint
// writes the JSON the observations rely on.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/json_fields.h"

using namespace mercato;

namespace {

std::string Fruit(int i) { return i == 0 ? "apple" : i == 1 ? "pear" : "plum"; }

struct Inner {
  int a = 1;
  std::vector<int> cards = {0, 4};
  template <class Json>
  void Fields(Json& ar) const {
    ar("a", a);
    ar("cards", cards, {.offset = 1});
  }
};

struct Outer {
  int phase = 2;
  bool flag = true;
  double share = 0.5;
  std::array<int, 3> per_fruit = {3, 0, 7};
  std::array<bool, 3> taken = {true, false, true};
  std::array<std::vector<int>, 2> piles = {std::vector<int>{0, 2}, std::vector<int>{}};
  FixedVector<int, 4> seats;
  int none = -1;
  std::vector<Inner> inners = {Inner{}, Inner{2, {}}};
  template <class Json>
  void Fields(Json& ar) const {
    ar("game", "test");
    ar("phase", phase, {.name = Fruit});
    ar("flag", flag);
    ar("share", share);
    ar("per_fruit", per_fruit, {.key = Fruit});
    ar("taken", taken, {.name = Fruit, .set = true});
    ar("piles", piles, {.name = Fruit});
    ar("seats", seats);
    ar("none", none, {.name = Fruit, .null_below_zero = true});
    ar("nothing", nullptr);
    ar("inners", inners);
    ar.Object("made", [&] { ar("sum", per_fruit[0] + per_fruit[2]); });
    ar.Objects("pairs", per_fruit, [&](int n) { ar("n", n); });
    ar.Custom("raw", [](JsonWriter& w) { w.BeginArray().Int(9).EndArray(); });
  }
};

}  // namespace

TEST_CASE("JsonFields writes each kind of value and hint", "[json_fields]") {
  Outer outer;
  outer.seats.push_back(2);
  outer.seats.push_back(0);
  CHECK(JsonOf(outer) ==
        R"({"game":"test","phase":"plum","flag":true,"share":0.5,)"
        R"("per_fruit":{"apple":3,"pear":0,"plum":7},"taken":["apple","plum"],)"
        R"("piles":[["apple","plum"],[]],"seats":[2,0],"none":null,"nothing":null,)"
        R"("inners":[{"a":1,"cards":[1,5]},{"a":2,"cards":[]}],"made":{"sum":10},)"
        R"("pairs":[{"n":3},{"n":0},{"n":7}],"raw":[9]})");
  outer.none = 1;
  CHECK(JsonOf(outer).find(R"("none":"pear")") != std::string::npos);
}

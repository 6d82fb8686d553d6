#include <catch2/catch.hpp>

#include "engine/json_writer.h"

using namespace mercato;

TEST_CASE("json: commas, nesting and escapes") {
  JsonWriter w;
  w.BeginObject();
  w.Field("name", "a\"b\n");
  w.Key("list").IntArray({1, 2});
  w.Key("nested").BeginObject().Field("ok", true).EndObject();
  w.Field("x", 0.5);
  w.EndObject();
  CHECK(w.str() == R"({"name":"a\"b\n","list":[1,2],"nested":{"ok":true},"x":0.5})");
}

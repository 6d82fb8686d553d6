// An observation as JSON, from one field list per struct (the JS API's state(),
// the CLI's table): each observation type lists its fields once, next to its
// members,
//
//   template <class Json> void Fields(Json& ar) const {
//     ar("game", "merchants");
//     ar("phase", phase, {.name = [](int p) -> std::string { return PhaseName(Phase(p)); }});
//     ar("cube_supply", cube_supply, {.key = GoodId});   // {"wheat": 3, ...}
//     ar("seats", players);                              // each with its own Fields
//   }
//
// and JsonOf writes it. Values: integers, enums, bools, doubles, strings,
// nullptr (null), std::array, std::vector (and KeptVector), FixedVector and
// nested structs with a const Fields. The game's states have their own,
// two-way Fields (engine/field_archive.h): the observation is what a seat sees,
// shaped for readers, so it is listed apart (issue 39).
//
// JsonAs says how a value reads: a number as a name, an array as an object
// keyed by name, numbers as printed (cards 1-based), "none" as null, a row of
// flags as the names of those set. Fields whose shape is the game's own (a
// storefront grid) take a callback with the JsonWriter.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <type_traits>

#include "engine/field_archive.h"
#include "engine/json_writer.h"

namespace mercato {

struct JsonAs {
  std::string (*name)(int) = nullptr;  // each number as this name ("deal", "wheat")
  std::string (*key)(int) = nullptr;   // the array as an object: {key(i): element i}
  int offset = 0;                      // added to each number (cards as printed: 1..)
  bool null_below_zero = false;        // a negative number (none, hidden) as null
  bool set = false;                    // flags as the list of name(i) of those set
};

class JsonFields {
 public:
  explicit JsonFields(JsonWriter& out) : out_(out) {}

  template <class T>
  JsonFields& operator()(const char* key, const T& value, JsonAs as = {}) {
    out_.Key(key);
    Put(value, as);
    return *this;
  }
  // A nested object whose fields are listed by `fields()` (the same archive).
  template <class Listing>
  JsonFields& Object(const char* key, Listing&& fields) {
    out_.Key(key).BeginObject();
    fields();
    out_.EndObject();
    return *this;
  }
  // An array of objects, one per item, listed by `fields(item)`.
  template <class Range, class Listing>
  JsonFields& Objects(const char* key, const Range& items, Listing&& fields) {
    out_.Key(key).BeginArray();
    for (const auto& item : items) {
      out_.BeginObject();
      fields(item);
      out_.EndObject();
    }
    out_.EndArray();
    return *this;
  }
  // A value in the game's own shape, written by `write(JsonWriter&)`.
  template <class Writer>
  JsonFields& Custom(const char* key, Writer&& write) {
    out_.Key(key);
    write(out_);
    return *this;
  }

 private:
  template <class T>
  void Put(const T& value, const JsonAs& as) {
    using namespace field_archive;
    if constexpr (std::is_same_v<T, bool>) {
      out_.Bool(value);
    } else if constexpr (std::is_same_v<T, std::nullptr_t>) {
      out_.Null();
    } else if constexpr (std::is_convertible_v<const T&, std::string>) {
      out_.String(value);
    } else if constexpr (std::is_floating_point_v<T>) {
      out_.Double(double(value));
    } else if constexpr (std::is_enum_v<T> || std::is_integral_v<T>) {
      PutNumber(int64_t(value), as);
    } else if constexpr (IsStdArray<T>::value || VectorLike<T> || IsFixedVector<T>::value) {
      PutRange(value, as);
    } else {
      out_.BeginObject();
      value.Fields(*this);
      out_.EndObject();
    }
  }

  void PutNumber(int64_t n, const JsonAs& as) {
    if (as.null_below_zero && n < 0) {
      out_.Null();
    } else if (as.name != nullptr) {
      out_.String(as.name(int(n)));
    } else {
      out_.Int(n + as.offset);
    }
  }

  template <class Range>
  void PutRange(const Range& items, const JsonAs& as) {
    JsonAs inner = as;  // keys and sets shape the outermost array only
    inner.key = nullptr;
    inner.set = false;
    using Item = std::decay_t<decltype(*std::begin(items))>;
    if constexpr (std::is_same_v<Item, bool>) {
      if (as.set) {
        out_.BeginArray();
        int i = 0;
        for (bool flag : items) {
          if (flag) out_.String(as.name(i));
          ++i;
        }
        out_.EndArray();
        return;
      }
    }
    if (as.key != nullptr) {
      out_.BeginObject();
      int i = 0;
      for (const auto& item : items) {
        out_.Key(as.key(i++));
        Put(item, inner);
      }
      out_.EndObject();
    } else {
      out_.BeginArray();
      for (const auto& item : items) Put(item, inner);
      out_.EndArray();
    }
  }

  JsonWriter& out_;
};

// The observation's JSON text: one object of its Fields.
template <class Observation>
std::string JsonOf(const Observation& observation) {
  JsonWriter out;
  out.BeginObject();
  JsonFields fields(out);
  observation.Fields(fields);
  out.EndObject();
  return out.str();
}

}  // namespace mercato

#include "text_table.h"

#include <algorithm>

#include "engine/json_value.h"

namespace mercato::cli {

namespace {


bool IsScalar(const JsonValue& v) { return !v.IsArray() && !v.IsObject(); }

// One value on one line: scalars as they are, lists comma-joined, objects k=v.
std::string Inline(const JsonValue& v) {
  switch (v.type()) {
    case JsonValue::Type::kNull: return "-";
    case JsonValue::Type::kBool: return v.boolean() ? "yes" : "no";
    case JsonValue::Type::kNumber:
    case JsonValue::Type::kString: return v.text();
    case JsonValue::Type::kArray: {
      std::string out;
      for (const JsonValue& item : v.items()) {
        if (!out.empty()) out += item.IsObject() ? "; " : ",";
        out += Inline(item);
      }
      return out.empty() ? "-" : out;
    }
    case JsonValue::Type::kObject: {
      std::string out;
      for (const auto& [key, item] : v.members()) {
        if (!out.empty()) out += ' ';
        out += key + "=" + Inline(item);
      }
      return out;
    }
  }
  return "";
}

bool AllObjects(const JsonValue& v) {
  return v.IsArray() && !v.items().empty() &&
         std::all_of(v.items().begin(), v.items().end(),
                     [](const JsonValue& item) { return item.IsObject(); });
}

// Rows of objects as an aligned table; columns in first-seen key order.
void Table(const JsonValue& rows, const std::string& indent, std::string& out) {
  std::vector<std::string> columns;
  for (const JsonValue& row : rows.items()) {
    for (const auto& [key, unused] : row.members()) {
      if (std::find(columns.begin(), columns.end(), key) == columns.end()) columns.push_back(key);
    }
  }
  std::vector<std::vector<std::string>> cells(1, columns);
  for (const JsonValue& row : rows.items()) {
    std::vector<std::string> line;
    for (const std::string& key : columns) {
      const JsonValue* cell = row.Find(key);
      line.push_back(cell == nullptr ? "" : Inline(*cell));
    }
    cells.push_back(line);
  }
  std::vector<size_t> width(columns.size(), 0);
  for (const auto& line : cells) {
    for (size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], line[c].size());
  }
  for (const auto& line : cells) {
    std::string text = indent;
    for (size_t c = 0; c < line.size(); ++c) {
      text += line[c];
      if (c + 1 < line.size()) text += std::string(width[c] - line[c].size() + 2, ' ');
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
}

void Object(const JsonValue& object, const std::string& indent, std::string& out) {
  for (const auto& [key, value] : object.members()) {
    if (AllObjects(value)) {
      out += indent + key + ":\n";
      Table(value, indent + "  ", out);
    } else if (value.IsObject() && !std::all_of(value.members().begin(), value.members().end(),
                                                 [](const auto& m) { return IsScalar(m.second); })) {
      out += indent + key + ":\n";
      Object(value, indent + "  ", out);
    } else {
      out += indent + key + ": " + Inline(value) + "\n";
    }
  }
}

}  // namespace

StatusOr<std::string> ObservationText(const std::string& json) {
  StatusOr<JsonValue> value = JsonValue::Parse(json);
  if (!value.ok()) return value.status();
  std::string out;
  if (value->IsObject()) {
    Object(*value, "  ", out);
  } else if (AllObjects(*value)) {
    Table(*value, "  ", out);
  } else {
    out = "  " + Inline(*value) + "\n";
  }
  return out;
}

}  // namespace mercato::cli

#include "lab/variant.h"

#include <sstream>

#include "registry/registry.h"

namespace mercato::lab {

namespace {

constexpr size_t kMaxVariantBytes = 64 * 1024;  // one header line and a few notes

// "game=oregano" -> the value of `key` among the header's words, or nullopt-like "".
bool Field(const std::string& word, const std::string& key, std::string& value) {
  if (word.rfind(key + "=", 0) != 0) return false;
  value = word.substr(key.size() + 1);
  return true;
}

}  // namespace

StatusOr<Variant> MakeVariant(const std::string& game, int players, const std::string& options,
                              const std::string& note) {
  StatusOr<std::shared_ptr<const Game>> loaded = LoadGame(game, players, options);
  if (!loaded.ok()) return loaded.status();
  Variant variant;
  variant.game = game;
  variant.players = (*loaded)->NumPlayers();
  variant.options = (*loaded)->Options().ToString();
  variant.note = note;
  return variant;
}

std::string VariantToText(const Variant& variant) {
  std::string text = std::string(kVariantMagic) + " v" + std::to_string(kVariantVersion) +
                     " game=" + variant.game + " players=" + std::to_string(variant.players) +
                     " options=" + variant.options + "\n";
  std::istringstream notes(variant.note);
  for (std::string line; std::getline(notes, line);) text += "# " + line + "\n";
  return text;
}

bool LooksLikeVariant(const std::string& text) {
  return text.rfind(kVariantMagic, 0) == 0;
}

StatusOr<Variant> ParseVariant(const std::string& text) {
  if (text.size() > kMaxVariantBytes) {
    return Status::Error("a variant file is a few lines; this one has " +
                         std::to_string(text.size()) + " bytes");
  }
  if (!LooksLikeVariant(text)) {
    return Status::Error(std::string("not a variant: it does not start with '") + kVariantMagic +
                         "'");
  }
  std::istringstream lines(text);
  std::string header;
  std::getline(lines, header);
  if (!header.empty() && header.back() == '\r') header.pop_back();
  std::istringstream words(header);
  std::string magic, version, word, game, players_text, options;
  words >> magic >> version;
  if (version != "v" + std::to_string(kVariantVersion)) {
    return Status::Error("variant version '" + version + "' is not one this page reads (v" +
                         std::to_string(kVariantVersion) + ")");
  }
  bool has_options = false;
  while (words >> word) {
    if (Field(word, "game", game) || Field(word, "players", players_text)) continue;
    if (Field(word, "options", options)) {
      has_options = true;
      continue;
    }
    return Status::Error("variant header: unknown field '" + word.substr(0, word.find('=')) + "'");
  }
  if (game.empty()) return Status::Error("variant header: no game=");
  if (players_text.empty() || !has_options) {
    return Status::Error("variant header: players= and options= are required");
  }
  int players = 0;
  for (char c : players_text) {
    if (c < '0' || c > '9' || players > 100) {
      return Status::Error("variant header: players='" + players_text + "' is not a count");
    }
    players = players * 10 + (c - '0');
  }
  std::string note;
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    if (line[0] != '#') return Status::Error("variant: line '" + line + "' is not a '#' note");
    line.erase(0, line.size() > 1 && line[1] == ' ' ? 2 : 1);
    note += line + "\n";
  }
  if (!note.empty()) note.pop_back();
  return MakeVariant(game, players, options, note);
}

}  // namespace mercato::lab

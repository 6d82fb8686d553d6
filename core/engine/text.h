// Small string helpers shared by parsers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mercato {

std::vector<std::string> Split(const std::string& text, char sep);
std::string Trim(const std::string& text);
std::string Join(const std::vector<std::string>& parts, const std::string& sep);
bool StartsWith(const std::string& text, const std::string& prefix);
// A whole-string decimal integer, or nothing.
std::optional<int64_t> ParseInt(const std::string& text);
// FNV-1a, 64 bit: stable across builds, used for record and state hashes.
uint64_t Fnv1a(const std::string& text, uint64_t hash = 0xcbf29ce484222325ULL);
std::string Hex64(uint64_t value);

}  // namespace mercato

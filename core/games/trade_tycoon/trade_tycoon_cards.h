// Trade card ids and their notation. A card id is (number - 1) * 4 + suit, so
// sorting ids sorts a hand by number (the rule: hands stay in ascending order).
#pragma once

#include <string>

#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::trade_tycoon {

inline constexpr int CardId(int number, Suit suit) { return (number - 1) * kNumSuits + suit; }
inline constexpr int CardNumber(int card) { return card / kNumSuits + 1; }
inline constexpr Suit CardSuit(int card) { return Suit(card % kNumSuits); }
inline constexpr Region CardRegion(int card) { return kSuits[CardSuit(card)].region; }
inline constexpr Region SuitRegion(Suit suit) { return kSuits[suit].region; }
inline constexpr bool IsBelowBalance(int card) { return CardNumber(card) <= kHighestBelowBalance; }

// "7C", "13P": the number and the suit's letter.
inline std::string CardName(int card) {
  return std::to_string(CardNumber(card)) + kSuits[CardSuit(card)].letter;
}

inline const char* SkillKey(int skill) { return kSkills[skill].key; }
inline bool IsValueSkill(int skill) { return kSkills[skill].kind == SkillKind::kValue; }

}  // namespace mercato::trade_tycoon

// Trade card ids and their notation. A card id is (number - 1) * 4 + suit, so
// sorting ids sorts a hand by number (the rule: hands stay in ascending order).
#pragma once

#include <cstdint>
#include <string>

#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::trade_tycoon {

inline constexpr int CardId(int number, Suit suit) { return (number - 1) * kNumSuits + suit; }
inline constexpr int CardNumber(int card) { return card / kNumSuits + 1; }
inline constexpr Suit CardSuit(int card) { return Suit(card % kNumSuits); }
inline constexpr Region CardRegion(int card) { return kSuits[CardSuit(card)].region; }
inline constexpr Region SuitRegion(Suit suit) { return kSuits[suit].region; }
inline constexpr bool IsBelowBalance(int card) { return CardNumber(card) <= kHighestBelowBalance; }

// Card sets as a bit per card id: the cards numbered low..high, the thirteen
// of a suit.
inline constexpr uint64_t NumberRangeCards(int low, int high) {
  return low > high ? 0
                    : ((uint64_t(1) << (kNumSuits * (high - low + 1))) - 1) << CardId(low, kChina);
}
inline constexpr uint64_t NumberCards(int number) { return NumberRangeCards(number, number); }
inline constexpr uint64_t SuitCards(Suit suit) {
  return 0x1111111111111ull << suit;  // a bit every four ids from (1, suit) to (13, suit)
}

// "7C", "13P": the number and the suit's letter.
inline std::string CardName(int card) {
  return std::to_string(CardNumber(card)) + kSuits[CardSuit(card)].letter;
}

inline const char* SkillKey(int skill) { return kSkills[skill].key; }
inline bool IsValueSkill(int skill) { return kSkills[skill].kind == SkillKind::kValue; }

}  // namespace mercato::trade_tycoon

// Final scoring: the four styles and the value skills, as pure functions so
// they can be tested on their own and reused by the heuristic and the view.
#pragma once

#include <array>
#include <vector>

#include "games/trade_tycoon/trade_tycoon_data.h"
#include "games/trade_tycoon/trade_tycoon_params.h"

namespace mercato::trade_tycoon {

// A warehouse card as scoring sees it: Court supplier may change its suit and
// Appraiser its number, so scoring works on (number, suit) pairs, not card ids.
struct ScoredCard {
  int number;
  Suit suit;
};

std::vector<ScoredCard> ToScoredCards(const std::vector<int>& cards);

// The four styles. `rome_region` (may be null) receives the region Rome chose.
// The numbers are the text's unless a game's parameters are given.
int ChinaScore(const std::vector<ScoredCard>& cards, const Numbers& k = TextNumbers());
int JapanScore(const std::vector<ScoredCard>& cards, const Numbers& k = TextNumbers());
int RomeScore(const std::vector<ScoredCard>& cards, Region* rome_region = nullptr,
              const Numbers& k = TextNumbers());
int PersiaScore(const std::vector<ScoredCard>& cards, const Numbers& k = TextNumbers());
int StyleScore(Style style, const std::vector<ScoredCard>& cards, Region* rome_region = nullptr,
               const Numbers& k = TextNumbers());

// One small function per value skill that adds VP (Court supplier and Appraiser
// change cards instead; ScorePlayer tries every way of applying them).
// `others_numbers[n]` is true when number n is in another player's warehouse.
int MonopolyVp(const std::vector<ScoredCard>& cards, const std::array<bool, 14>& others_numbers,
               const Numbers& k = TextNumbers());
int EastWestVp(const std::vector<ScoredCard>& cards, const Numbers& k = TextNumbers());
int BalanceVp(const std::vector<ScoredCard>& cards, const Numbers& k = TextNumbers());
int CaravanseraiVp(const Numbers& k = TextNumbers());

struct ScoreInput {
  int style = -1;                         // a Suit, or -1 when no style was chosen
  std::vector<int> warehouse;             // card ids
  std::vector<int> value_skills;          // revealed value skills (SkillId)
  std::array<bool, 14> others_numbers{};  // numbers present in other warehouses
  const Numbers* numbers = nullptr;       // the game's numbers; null: the text's
};

struct ScoreBreakdown {
  int style_vp = 0;
  std::array<int, kNumSkills> skill_vp{};  // VP from each value skill
  int total = 0;
  Region rome_region = kEast;  // Rome's choice (when the style is Rome)
  int court_card = -1;         // Court supplier: which warehouse card (id) ...
  int court_suit = -1;         // ... counts as which suit, or -1 when unused
  int appraised_card = -1;     // Appraiser: which warehouse card (id) ...
  int appraised_number = -1;   // ... counts as which number, or -1 when unused
};

// The best total over every optional use of Court supplier and Appraiser
// (draft 7a: skills apply at the owner's choice).
ScoreBreakdown ScorePlayer(const ScoreInput& input);

// The winner: the highest score; among tied players, the one farthest
// clockwise from the start player (the last of them in turn order).
int WinnerOf(const std::vector<int>& scores, int start_player);

}  // namespace mercato::trade_tycoon

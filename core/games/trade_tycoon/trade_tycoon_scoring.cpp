#include "games/trade_tycoon/trade_tycoon_scoring.h"

#include <algorithm>

#include "games/trade_tycoon/trade_tycoon_cards.h"

namespace mercato::trade_tycoon {

std::vector<ScoredCard> ToScoredCards(const std::vector<int>& cards) {
  std::vector<ScoredCard> out;
  out.reserve(cards.size());
  for (int c : cards) out.push_back({CardNumber(c), CardSuit(c)});
  return out;
}

int ChinaScore(const std::vector<ScoredCard>& cards) {
  std::array<bool, kNumNumbers + 2> present{};
  for (const ScoredCard& c : cards) present[c.number] = true;
  int best = 0;
  int run = 0;
  for (int n = 1; n <= kNumNumbers; ++n) {
    run = present[n] ? run + 1 : 0;
    best = std::max(best, run);
  }
  return kChinaVpPerRunNumber * best;
}

int JapanScore(const std::vector<ScoredCard>& cards) {
  std::array<int, kNumSuits> count{};
  for (const ScoredCard& c : cards) ++count[c.suit];
  return kJapanVpPerSet * *std::min_element(count.begin(), count.end());
}

int RomeScore(const std::vector<ScoredCard>& cards, Region* rome_region) {
  std::array<int, 2> count{};
  for (const ScoredCard& c : cards) ++count[SuitRegion(c.suit)];
  const Region best = count[kWest] > count[kEast] ? kWest : kEast;
  if (rome_region != nullptr) *rome_region = best;
  return kRomeVpPerPair * (count[best] / 2);
}

int PersiaScore(const std::vector<ScoredCard>& cards) {
  std::array<int, kNumNumbers + 2> count{};
  for (const ScoredCard& c : cards) ++count[c.number];
  int vp = 0;
  const int max_count = int(kPersiaVpByCount.size()) - 1;
  for (int n = 1; n <= kNumNumbers; ++n) vp += kPersiaVpByCount[std::min(count[n], max_count)];
  return vp;
}

int StyleScore(Style style, const std::vector<ScoredCard>& cards, Region* rome_region) {
  switch (style) {
    case kChinaStyle:
      return ChinaScore(cards);
    case kJapanStyle:
      return JapanScore(cards);
    case kRomeStyle:
      return RomeScore(cards, rome_region);
    case kPersiaStyle:
      return PersiaScore(cards);
  }
  return 0;
}

int MonopolyVp(const std::vector<ScoredCard>& cards, const std::array<bool, 14>& others_numbers) {
  int vp = 0;
  for (const ScoredCard& c : cards) {
    if (!others_numbers[c.number]) vp += kMonopolyVpPerCard;
  }
  return vp;
}

int EastWestVp(const std::vector<ScoredCard>& cards) {
  std::array<int, 2> count{};
  for (const ScoredCard& c : cards) ++count[SuitRegion(c.suit)];
  return count[kEast] >= kEastWestMinEach && count[kWest] >= kEastWestMinEach ? kEastWestVp : 0;
}

int BalanceVp(const std::vector<ScoredCard>& cards) {
  int vp = 0;
  for (const ScoredCard& c : cards) {
    if (c.number == kBalanceNumberLow || c.number == kBalanceNumberHigh) vp += kBalanceVpPerCard;
  }
  return vp;
}

int CaravanseraiVp() { return kCaravanseraiVp; }

namespace {

bool Has(const std::vector<int>& skills, SkillId skill) {
  return std::find(skills.begin(), skills.end(), int(skill)) != skills.end();
}

// Scores the cards as they count after Court supplier and Appraiser.
ScoreBreakdown ScoreCards(const ScoreInput& input, const std::vector<ScoredCard>& cards) {
  ScoreBreakdown b;
  if (input.style >= 0) b.style_vp = StyleScore(Style(input.style), cards, &b.rome_region);
  for (int skill : input.value_skills) {
    switch (SkillId(skill)) {
      case kMonopoly:
        b.skill_vp[skill] = MonopolyVp(cards, input.others_numbers);
        break;
      case kEastWest:
        b.skill_vp[skill] = EastWestVp(cards);
        break;
      case kBalance:
        b.skill_vp[skill] = BalanceVp(cards);
        break;
      case kCaravanserai:
        b.skill_vp[skill] = CaravanseraiVp();
        break;
      default:
        break;  // Court supplier and Appraiser change cards, not VP
    }
  }
  b.total = b.style_vp;
  for (int vp : b.skill_vp) b.total += vp;
  return b;
}

}  // namespace

ScoreBreakdown ScorePlayer(const ScoreInput& input) {
  const std::vector<ScoredCard> base = ToScoredCards(input.warehouse);
  const int n = int(base.size());
  // -1 = the skill is not applied; else an index into the warehouse.
  const int court_cards = Has(input.value_skills, kCourtSupplier) ? n : 0;
  const int appraised_cards = Has(input.value_skills, kAppraiser) ? n : 0;
  ScoreBreakdown best = ScoreCards(input, base);
  std::vector<ScoredCard> cards = base;
  for (int ci = -1; ci < court_cards; ++ci) {
    for (int suit = 0; suit < (ci < 0 ? 1 : kNumSuits); ++suit) {
      for (int ai = -1; ai < appraised_cards; ++ai) {
        for (int delta : {-1, 1}) {
          if (ai < 0 && delta > 0) continue;  // "not applied" once only
          cards = base;
          if (ci >= 0) cards[ci].suit = Suit(suit);
          if (ai >= 0) {
            cards[ai].number += delta;
            if (cards[ai].number < 1 || cards[ai].number > kNumNumbers) continue;
          }
          ScoreBreakdown b = ScoreCards(input, cards);
          if (b.total <= best.total) continue;
          if (ci >= 0) {
            b.court_card = input.warehouse[ci];
            b.court_suit = suit;
          }
          if (ai >= 0) {
            b.appraised_card = input.warehouse[ai];
            b.appraised_number = cards[ai].number;
          }
          best = b;
        }
      }
    }
  }
  return best;
}

int WinnerOf(const std::vector<int>& scores, int start_player) {
  const int n = int(scores.size());
  int winner = start_player;
  for (int k = 1; k < n; ++k) {
    const int seat = (start_player + k) % n;
    if (scores[seat] >= scores[winner]) winner = seat;  // later in turn order wins ties
  }
  return winner;
}

}  // namespace mercato::trade_tycoon

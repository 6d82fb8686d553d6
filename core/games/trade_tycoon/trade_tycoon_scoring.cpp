#include "games/trade_tycoon/trade_tycoon_scoring.h"

#include <algorithm>

#include "engine/fixed_vector.h"
#include "games/trade_tycoon/trade_tycoon_cards.h"

namespace mercato::trade_tycoon {

std::vector<ScoredCard> ToScoredCards(const std::vector<int>& cards) {
  std::vector<ScoredCard> out;
  out.reserve(cards.size());
  for (int c : cards) out.push_back({CardNumber(c), CardSuit(c)});
  return out;
}

namespace {

// How many scored cards of each number and suit: all that scoring reads.
// ScorePlayer changes a count or two per way of applying Court supplier and
// Appraiser instead of copying and rescanning the cards (rollouts score
// every game they finish).
struct CardTally {
  std::array<int, kNumNumbers + 2> by_number{};
  std::array<int, kNumSuits> by_suit{};

  void Change(const ScoredCard& card, int delta) {
    by_number[card.number] += delta;
    by_suit[card.suit] += delta;
  }
  std::array<int, 2> ByRegion() const {
    std::array<int, 2> count{};
    for (int s = 0; s < kNumSuits; ++s) count[SuitRegion(Suit(s))] += by_suit[s];
    return count;
  }
};

CardTally Tally(const std::vector<ScoredCard>& cards) {
  CardTally tally;
  for (const ScoredCard& c : cards) tally.Change(c, +1);
  return tally;
}

int ChinaScore(const CardTally& tally, const Numbers& k) {
  int best = 0;
  int run = 0;
  for (int n = 1; n <= kNumNumbers; ++n) {
    run = tally.by_number[n] > 0 ? run + 1 : 0;
    best = std::max(best, run);
  }
  return k.china_vp_per_run_number * best;
}

int JapanScore(const CardTally& tally, const Numbers& k) {
  return k.japan_vp_per_set * *std::min_element(tally.by_suit.begin(), tally.by_suit.end());
}

int RomeScore(const CardTally& tally, Region* rome_region, const Numbers& k) {
  const std::array<int, 2> count = tally.ByRegion();
  const Region best = count[kWest] > count[kEast] ? kWest : kEast;
  if (rome_region != nullptr) *rome_region = best;
  return k.rome_vp_per_pair * (count[best] / 2);
}

int PersiaScore(const CardTally& tally, const Numbers& k) {
  int vp = 0;
  const int max_count = int(k.persia_vp_by_count.size()) - 1;
  for (int n = 1; n <= kNumNumbers; ++n) {
    vp += k.persia_vp_by_count[size_t(std::min(tally.by_number[n], max_count))];
  }
  return vp;
}

int StyleScore(Style style, const CardTally& tally, Region* rome_region, const Numbers& k) {
  switch (style) {
    case kChinaStyle:
      return ChinaScore(tally, k);
    case kJapanStyle:
      return JapanScore(tally, k);
    case kRomeStyle:
      return RomeScore(tally, rome_region, k);
    case kPersiaStyle:
      return PersiaScore(tally, k);
  }
  return 0;
}

int MonopolyVp(const CardTally& tally, const std::array<bool, 14>& others_numbers,
               const Numbers& k) {
  int cards = 0;
  for (int n = 0; n <= kNumNumbers; ++n) {
    if (!others_numbers[n]) cards += tally.by_number[n];
  }
  return k.monopoly_vp_per_card * cards;
}

int EastWestVp(const CardTally& tally, const Numbers& k) {
  const std::array<int, 2> count = tally.ByRegion();
  return count[kEast] >= k.east_west_min_each && count[kWest] >= k.east_west_min_each
             ? k.east_west_vp
             : 0;
}

int BalanceVp(const CardTally& tally, const Numbers& k) {
  return k.balance_vp_per_card *
         (tally.by_number[kBalanceNumberLow] + tally.by_number[kBalanceNumberHigh]);
}

}  // namespace

int ChinaScore(const std::vector<ScoredCard>& cards, const Numbers& k) {
  return ChinaScore(Tally(cards), k);
}

int JapanScore(const std::vector<ScoredCard>& cards, const Numbers& k) {
  return JapanScore(Tally(cards), k);
}

int RomeScore(const std::vector<ScoredCard>& cards, Region* rome_region, const Numbers& k) {
  return RomeScore(Tally(cards), rome_region, k);
}

int PersiaScore(const std::vector<ScoredCard>& cards, const Numbers& k) {
  return PersiaScore(Tally(cards), k);
}

int StyleScore(Style style, const std::vector<ScoredCard>& cards, Region* rome_region,
               const Numbers& k) {
  return StyleScore(style, Tally(cards), rome_region, k);
}

int MonopolyVp(const std::vector<ScoredCard>& cards, const std::array<bool, 14>& others_numbers,
               const Numbers& k) {
  return MonopolyVp(Tally(cards), others_numbers, k);
}

int EastWestVp(const std::vector<ScoredCard>& cards, const Numbers& k) {
  return EastWestVp(Tally(cards), k);
}

int BalanceVp(const std::vector<ScoredCard>& cards, const Numbers& k) {
  return BalanceVp(Tally(cards), k);
}

int CaravanseraiVp(const Numbers& k) { return k.caravanserai_vp; }

namespace {

bool Has(const std::vector<int>& skills, SkillId skill) {
  return std::find(skills.begin(), skills.end(), int(skill)) != skills.end();
}

// Scores the cards as they count after Court supplier and Appraiser.
ScoreBreakdown ScoreCards(const ScoreInput& input, const CardTally& cards) {
  const Numbers& k = input.numbers != nullptr ? *input.numbers : TextNumbers();
  ScoreBreakdown b;
  if (input.style >= 0) b.style_vp = StyleScore(Style(input.style), cards, &b.rome_region, k);
  for (int skill : input.value_skills) {
    switch (SkillId(skill)) {
      case kMonopoly:
        b.skill_vp[skill] = MonopolyVp(cards, input.others_numbers, k);
        break;
      case kEastWest:
        b.skill_vp[skill] = EastWestVp(cards, k);
        break;
      case kBalance:
        b.skill_vp[skill] = BalanceVp(cards, k);
        break;
      case kCaravanserai:
        b.skill_vp[skill] = CaravanseraiVp(k);
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
  FixedVector<ScoredCard, kNumCards> base;
  for (int c : input.warehouse) base.push_back({CardNumber(c), CardSuit(c)});
  CardTally base_tally;
  for (const ScoredCard& c : base) base_tally.Change(c, +1);
  const int n = int(base.size());
  // -1 = the skill is not applied; else an index into the warehouse.
  const int court_cards = Has(input.value_skills, kCourtSupplier) ? n : 0;
  const int appraised_cards = Has(input.value_skills, kAppraiser) ? n : 0;
  ScoreBreakdown best = ScoreCards(input, base_tally);
  for (int ci = -1; ci < court_cards; ++ci) {
    for (int suit = 0; suit < (ci < 0 ? 1 : kNumSuits); ++suit) {
      // The card's own suit scores as not applying the skill, tried already
      // (a tie never replaces the best).
      if (ci >= 0 && suit == base[ci].suit) continue;
      for (int ai = -1; ai < appraised_cards; ++ai) {
        for (int delta : {-1, 1}) {
          if (ai < 0 && delta > 0) continue;  // "not applied" once only
          CardTally cards = base_tally;
          ScoredCard appraised{};
          if (ci >= 0) {
            cards.Change(base[ci], -1);
            cards.Change({base[ci].number, Suit(suit)}, +1);
          }
          if (ai >= 0) {
            appraised = base[ai];
            if (ai == ci) appraised.suit = Suit(suit);
            cards.Change(appraised, -1);
            appraised.number += delta;
            if (appraised.number < 1 || appraised.number > kNumNumbers) continue;
            cards.Change(appraised, +1);
          }
          ScoreBreakdown b = ScoreCards(input, cards);
          if (b.total <= best.total) continue;
          if (ci >= 0) {
            b.court_card = input.warehouse[ci];
            b.court_suit = suit;
          }
          if (ai >= 0) {
            b.appraised_card = input.warehouse[ai];
            b.appraised_number = appraised.number;
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

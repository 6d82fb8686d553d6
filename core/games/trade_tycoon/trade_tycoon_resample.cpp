// ResampleFromInfostate: deals anew every card and skill the observer does not
// know, consistent with what the observer knows.
//
// Hidden from the observer: the deck, the burned card, opponents' hand cards the
// observer has not seen enter (or spied with the informant), face-down skills
// the observer was not dealt or passed, and the skills out of the game. The
// observer knows how many of each hand's cards are below and above the
// balance card (7.5), so a hidden hand card below it is replaced by a hidden
// card numbered 1..7 and one above by a card numbered 8..13; the rest go to
// the deck and the burned card. The draw is uniform over all such deals.
//
// A hidden card or skill keeps its slot's facts (who knows it, which history
// entry dealt it); only its identity changes, and the history entries that
// dealt it (and the hidden skill passes) are rewritten to match, so the sample
// replays from its own history and holds no trace of the real hidden cards.
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

class Resampler {
 public:
  static void Cards(TradeTycoonState& s, int observer, Rng& rng) {
    std::vector<int> low_slots, high_slots, free_slots, low_pool, high_pool;
    for (int c = 0; c < kNumCards; ++c) {
      if (!HiddenCard(s, observer, c)) continue;
      (IsBelowBalance(c) ? low_pool : high_pool).push_back(c);
      if (s.location_[c].place == Place::kHand) {
        (IsBelowBalance(c) ? low_slots : high_slots).push_back(c);
      } else {
        free_slots.push_back(c);
      }
    }
    rng.Shuffle(low_pool);
    rng.Shuffle(high_pool);
    std::array<int, kNumCards> perm;
    for (int c = 0; c < kNumCards; ++c) perm[c] = c;
    for (size_t i = 0; i < low_slots.size(); ++i) perm[low_slots[i]] = low_pool[i];
    for (size_t i = 0; i < high_slots.size(); ++i) perm[high_slots[i]] = high_pool[i];
    std::vector<int> rest(low_pool.begin() + low_slots.size(), low_pool.end());
    rest.insert(rest.end(), high_pool.begin() + high_slots.size(), high_pool.end());
    rng.Shuffle(rest);
    for (size_t i = 0; i < free_slots.size(); ++i) perm[free_slots[i]] = rest[i];

    const auto location = s.location_;
    const auto known_by = s.known_by_;
    const auto deal_index = s.deal_index_;
    for (int c = 0; c < kNumCards; ++c) {
      const int to = perm[c];
      s.location_[to] = location[c];
      s.known_by_[to] = known_by[c];
      s.deal_index_[to] = deal_index[c];
      if (to != c && deal_index[c] >= 0) s.history_[deal_index[c]] = kCardAction + to;
    }
    if (s.burned_card_ >= 0) s.burned_card_ = perm[s.burned_card_];
    for (int seat = 0; seat < kNumPlayers; ++seat) s.hands_[seat].clear();
    for (int c = 0; c < kNumCards; ++c) {  // ascending ids: hands come out sorted
      if (s.location_[c].place == Place::kHand) s.hands_[s.location_[c].seat].push_back(c);
    }
  }

  static void Skills(TradeTycoonState& s, int observer, Rng& rng) {
    std::vector<int> hidden;
    for (int k = 0; k < kNumSkills; ++k) {
      if (!((s.skill_known_by_[k] >> observer) & 1)) hidden.push_back(k);
    }
    std::vector<int> shuffled = hidden;
    rng.Shuffle(shuffled);
    std::array<int, kNumSkills> perm;
    for (int k = 0; k < kNumSkills; ++k) perm[k] = k;
    for (size_t i = 0; i < hidden.size(); ++i) perm[hidden[i]] = shuffled[i];

    const auto owner = s.skill_owner_;
    const auto known_by = s.skill_known_by_;
    const auto deal_index = s.skill_deal_index_;
    for (int k : hidden) {  // hidden skills are face down and unused
      const int to = perm[k];
      s.skill_owner_[to] = owner[k];
      s.skill_known_by_[to] = known_by[k];
      s.skill_deal_index_[to] = deal_index[k];
      if (deal_index[k] >= 0) s.history_[deal_index[k]] = kSkillAction + to;
    }
    for (int seat = 0; seat < kNumPlayers; ++seat) {
      if (s.pass_choice_[seat] < 0) continue;
      s.pass_choice_[seat] = perm[s.pass_choice_[seat]];
      s.history_[s.pass_index_[seat]] = kSkillAction + s.pass_choice_[seat];
    }
  }

 private:
  static bool HiddenCard(const TradeTycoonState& s, int observer, int c) {
    const Location& l = s.location_[c];
    if (l.place == Place::kDeck || l.place == Place::kBurned) return true;
    return l.place == Place::kHand && l.seat != observer && !s.KnowsCard(observer, c);
  }
};

std::unique_ptr<State> TradeTycoonState::ResampleFromInfostate(int player, Rng& rng) const {
  auto sample = std::make_unique<TradeTycoonState>(*this);
  Resampler::Cards(*sample, player, rng);
  Resampler::Skills(*sample, player, rng);
  return sample;
}

}  // namespace mercato::trade_tycoon

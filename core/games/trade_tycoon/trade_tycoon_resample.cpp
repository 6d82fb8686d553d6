// ResampleFromInfostate: deals anew every card and skill the observer does not
// know, consistent with what the observer knows.
//
// Hidden from the observer: the deck, the burned card, opponents' hand cards the
// observer has not seen enter (or spied with the informant), face-down skills
// the observer was not dealt or passed, and the skills out of the game. A
// spectator (kSpectator) is no seat: every hand card and face-down skill not
// shown to all is hidden from it. The
// observer knows how many of each hand's cards are below and above the
// balance card (7.5), so a hidden hand card below it is replaced by a hidden
// card numbered 1..7 and one above by a card numbered 8..13; the rest go to
// the deck and the burned card. The draw is uniform over all such deals.
//
// A hidden card or skill keeps its slot's facts (who knows it, which history
// entry dealt it); only its identity changes, and the history entries that
// dealt it (and the hidden skill passes) are rewritten to match, so the sample
// replays from its own history and holds no trace of the real hidden cards.
#include <algorithm>
#include <tuple>

#include "engine/check.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

class Resampler {
 public:
  // seat_order: SeatResample's deal (seat_sample.h). The search's deal walks
  // the hidden slots in the order of the real cards in them (kept: its goldens);
  // this one walks them in the order of what the observer knows of each slot
  // (whose hand, when dealt, below or above the balance), so positions the
  // observer cannot tell apart get the same deal.
  static void Cards(TradeTycoonState& s, int observer, Rng& rng, bool seat_order) {
    // Hand slots (hidden cards in opponents' hands) with the cards each may
    // hold; free slots (deck, burned) take anything.
    std::vector<int> hand_slots, free_slots, pool;
    std::vector<uint64_t> allowed;
    std::vector<bool> slot_low;
    uint64_t low_cards = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (IsBelowBalance(c)) low_cards |= Bit(c);
    }
    for (int c = 0; c < kNumCards; ++c) {
      if (!HiddenCard(s, observer, c)) continue;
      pool.push_back(c);
      if (s.location_[c].place != Place::kHand) {
        free_slots.push_back(c);
        continue;
      }
      hand_slots.push_back(c);
      slot_low.push_back(IsBelowBalance(c));
      uint64_t mask = IsBelowBalance(c) ? low_cards : ~low_cards;
      for (const HandConstraint& k : s.hand_constraints_) {
        // The return showed what the hand lacked then: binds cards held since.
        if (k.seat == s.location_[c].seat && k.time > s.deal_index_[c]) mask &= ~k.forbidden;
      }
      allowed.push_back(mask);
    }
    if (seat_order) SortByFacts(s, hand_slots, slot_low, allowed, free_slots);
    uint64_t pool_mask = 0;
    for (int c : pool) pool_mask |= Bit(c);
    for (uint64_t& mask : allowed) mask &= pool_mask;

    std::vector<int> assigned = DealHandSlots(allowed, slot_low, pool, rng);
    std::array<int, kNumCards> perm;
    for (int c = 0; c < kNumCards; ++c) perm[c] = c;
    uint64_t used = 0;
    for (size_t i = 0; i < hand_slots.size(); ++i) {
      perm[hand_slots[i]] = assigned[i];
      used |= Bit(assigned[i]);
    }
    std::vector<int> rest;
    for (int c : pool) {
      if (!(used & Bit(c))) rest.push_back(c);
    }
    rng.Shuffle(rest);
    for (size_t i = 0; i < free_slots.size(); ++i) perm[free_slots[i]] = rest[i];
    Apply(s, perm);
  }

  static void Skills(TradeTycoonState& s, int observer, Rng& rng, bool seat_order) {
    std::vector<int> hidden;
    for (int k = 0; k < kNumSkills; ++k) {
      if (!TradeTycoonState::Knows(observer, s.skill_known_by_[k])) hidden.push_back(k);
    }
    std::vector<int> shuffled = hidden;
    rng.Shuffle(shuffled);
    if (seat_order) {
      // Slots in the order of their public facts, the passed one marked.
      auto facts = [&](int k) {
        int passed_by = -1;
        for (int seat = 0; seat < kNumPlayers; ++seat) {
          if (s.pass_choice_[seat] == k) passed_by = seat;
        }
        return std::make_tuple(int(s.skill_owner_[k]), int(s.skill_known_by_[k]),
                               int(s.skill_deal_index_[k]), passed_by);
      };
      std::stable_sort(hidden.begin(), hidden.end(),
                       [&](int a, int b) { return facts(a) < facts(b); });
    }
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
      if (deal_index[k] >= 0 && size_t(deal_index[k]) < s.history_.size()) s.history_[deal_index[k]] = kSkillAction + to;
    }
    for (int seat = 0; seat < kNumPlayers; ++seat) {
      if (s.pass_choice_[seat] < 0) continue;
      s.pass_choice_[seat] = perm[s.pass_choice_[seat]];
      // (A state rebuilt from a seat state has no history to rewrite.)
      if (size_t(s.pass_index_[seat]) < s.history_.size()) {
        s.history_[s.pass_index_[seat]] = kSkillAction + s.pass_choice_[seat];
      }
    }
  }

 private:
  static uint64_t Bit(int card) { return uint64_t(1) << card; }

  // Hand slots by (seat, deal index, knowers, class), free slots by place:
  // slots that tie are alike in everything the sample keeps of them.
  static void SortByFacts(const TradeTycoonState& s, std::vector<int>& hand_slots,
                          std::vector<bool>& slot_low, std::vector<uint64_t>& allowed,
                          std::vector<int>& free_slots) {
    auto facts = [&](int c) {
      return std::make_tuple(int(s.location_[c].place), int(s.location_[c].seat),
                             int(s.deal_index_[c]), int(s.known_by_[c]), IsBelowBalance(c));
    };
    std::vector<size_t> order(hand_slots.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return facts(hand_slots[a]) < facts(hand_slots[b]);
    });
    std::vector<int> slots;
    std::vector<bool> low;
    std::vector<uint64_t> masks;
    for (size_t i : order) {
      slots.push_back(hand_slots[i]);
      low.push_back(slot_low[i]);
      masks.push_back(allowed[i]);
    }
    hand_slots = std::move(slots);
    slot_low = std::move(low);
    allowed = std::move(masks);
    std::stable_sort(free_slots.begin(), free_slots.end(),
                     [&](int a, int b) { return facts(a) < facts(b); });
  }

  // A uniformly random card of a non-empty set.
  static int RandomCardIn(uint64_t mask, Rng& rng) {
    int k = int(rng.UniformInt(uint32_t(__builtin_popcountll(mask))));
    for (int c = 0; c < kNumCards; ++c) {
      if ((mask & Bit(c)) && k-- == 0) return c;
    }
    MERCATO_CHECK(false, "empty card set");
    return -1;
  }

  static std::vector<int> CardsIn(uint64_t mask) {
    std::vector<int> out;
    for (int c = 0; c < kNumCards; ++c) {
      if (mask & Bit(c)) out.push_back(c);
    }
    return out;
  }

  // A uniformly random assignment of distinct pool cards to the hand slots,
  // each within its allowed set. Without deductions from returns the sets are
  // just "below / above the balance card" and the first try always succeeds;
  // with them, tries are rejected until one fits (still uniform), and after
  // many misses a random depth-first search finds a fit that a swap chain then
  // mixes (close to uniform). A fit exists: the real hands are one.
  static std::vector<int> DealHandSlots(const std::vector<uint64_t>& allowed,
                                        const std::vector<bool>& slot_low,
                                        const std::vector<int>& pool, Rng& rng) {
    const size_t n = allowed.size();
    std::vector<int> cards;
    constexpr int kRejectionTries = 30;
    uint64_t low_pool = 0, high_pool = 0;
    for (int c : pool) (IsBelowBalance(c) ? low_pool : high_pool) |= Bit(c);
    for (int attempt = 0; attempt < kRejectionTries; ++attempt) {
      cards.assign(n, -1);
      uint64_t used = 0;
      bool ok = true;
      // Uniform over class-consistent deals: each slot draws from the unused
      // cards of its class (below or above the balance card).
      for (size_t i = 0; i < n && ok; ++i) {
        const int pick = RandomCardIn((slot_low[i] ? low_pool : high_pool) & ~used, rng);
        cards[i] = pick;
        used |= Bit(pick);
        ok = (allowed[i] & Bit(pick)) != 0;
      }
      if (ok) return cards;
    }
    cards.assign(n, -1);
    uint64_t used = 0;
    const bool found = Search(allowed, 0, used, cards, rng);
    MERCATO_CHECK(found, "no deal fits what the observer knows");
    // Swap chain: a slot's card trades places with another slot's or with an
    // unused pool card when both stay allowed (symmetric moves, uniform target).
    for (int step = 0; step < int(40 * n); ++step) {
      const size_t i = rng.UniformInt(uint32_t(n));
      const int other = pool[rng.UniformInt(uint32_t(pool.size()))];
      if (!(allowed[i] & Bit(other))) continue;
      if (used & Bit(other)) {
        size_t j = 0;
        while (cards[j] != other) ++j;
        if (!(allowed[j] & Bit(cards[i]))) continue;
        std::swap(cards[i], cards[j]);
      } else {
        used &= ~Bit(cards[i]);
        used |= Bit(other);
        cards[i] = other;
      }
    }
    return cards;
  }

  static bool Search(const std::vector<uint64_t>& allowed, size_t i, uint64_t& used,
                     std::vector<int>& cards, Rng& rng) {
    if (i == allowed.size()) return true;
    std::vector<int> options = CardsIn(allowed[i] & ~used);
    rng.Shuffle(options);
    for (int c : options) {
      cards[i] = c;
      used |= Bit(c);
      if (Search(allowed, i + 1, used, cards, rng)) return true;
      used &= ~Bit(c);
    }
    return false;
  }

  // Moves every card's facts to its new identity and rewrites the history
  // entries that dealt the hidden cards.
  static void Apply(TradeTycoonState& s, const std::array<int, kNumCards>& perm) {
    const auto location = s.location_;
    const auto known_by = s.known_by_;
    const auto deal_index = s.deal_index_;
    for (int c = 0; c < kNumCards; ++c) {
      const int to = perm[c];
      s.location_[to] = location[c];
      s.known_by_[to] = known_by[c];
      s.deal_index_[to] = deal_index[c];
      if (to != c && deal_index[c] >= 0 && size_t(deal_index[c]) < s.history_.size()) s.history_[deal_index[c]] = kCardAction + to;
    }
    if (s.burned_card_ >= 0) s.burned_card_ = perm[s.burned_card_];
    for (int seat = 0; seat < kNumPlayers; ++seat) s.hands_[seat].clear();
    for (int c = 0; c < kNumCards; ++c) {  // ascending ids: hands come out sorted
      if (s.location_[c].place == Place::kHand) s.hands_[s.location_[c].seat].push_back(c);
    }
  }

  static bool HiddenCard(const TradeTycoonState& s, int observer, int c) {
    const Location& l = s.location_[c];
    if (l.place == Place::kDeck || l.place == Place::kBurned) return true;
    return l.place == Place::kHand && l.seat != observer && !TradeTycoonState::Knows(observer, s.known_by_[c]);
  }
};

std::unique_ptr<State> TradeTycoonState::ResampleFromInfostate(int player, Rng& rng) const {
  auto sample = std::make_unique<TradeTycoonState>(*this);
  Resampler::Cards(*sample, player, rng, /*seat_order=*/false);
  Resampler::Skills(*sample, player, rng, /*seat_order=*/false);
  return sample;
}

std::unique_ptr<State> TradeTycoonState::SeatResample(int player, Rng& rng) const {
  auto sample = std::make_unique<TradeTycoonState>(*this);
  Resampler::Cards(*sample, player, rng, /*seat_order=*/true);
  Resampler::Skills(*sample, player, rng, /*seat_order=*/true);
  return sample;
}

}  // namespace mercato::trade_tycoon

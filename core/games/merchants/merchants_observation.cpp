// What each seat sees: the observation struct (for the view), its JSON (for the
// JS API), the information-state string (for search) and the full text dump.
// Hidden: the hands of the other players and the order/content of the deck.
#include <string>

#include "games/merchants/merchants.h"

namespace mercato::merchants {

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::kDeal: return "deal";
    case Phase::kDemand: return "demand";
    case Phase::kChooseStart: return "start";
    case Phase::kLoad: return "load";
    case Phase::kStep1: return "step1";
    case Phase::kStep2: return "step2";
    case Phase::kDraw: return "draw";
    case Phase::kHouse: return "house";
    case Phase::kGameOver: return "game_over";
  }
  return "?";
}

namespace {

std::string Counts(const GoodCounts& counts) {
  std::string out;
  for (int g = 0; g < kNumGoods; ++g) {
    if (counts[g] == 0) continue;
    if (!out.empty()) out += ' ';
    out += std::string(kGoods[g].id) + "x" + std::to_string(counts[g]);
  }
  return out.empty() ? "-" : out;
}

}  // namespace

MerchantsObservation MerchantsState::Observe(int viewer) const {
  MerchantsObservation o;
  o.viewer = viewer;
  o.num_players = num_players_;
  o.phase = phase_;
  o.current_player = CurrentPlayer();
  o.acting_seat = acting_;
  o.start_player = start_player_;
  for (int i = 0; i < kDemandPiles; ++i) o.piles[i] = piles_[i];
  o.deck_size = deck_size();
  o.cube_supply = cube_supply_;
  o.specials_left = specials_left_;
  o.prices = N().price;
  for (int p = 0; p < num_players_; ++p) {
    PlayerObservation po;
    po.money = money_[p];
    po.cubes = cubes_[p];
    po.ships = owned_[p][kShip];
    po.houses = owned_[p][kTradingHouse];
    po.agreements = owned_[p][kAgreement];
    po.stevedores = owned_[p][kStevedore];
    po.hand_size = Sum(hands_[p]);
    po.hand_visible = viewer == kAllSeeing || viewer == p;
    if (po.hand_visible) po.hand = hands_[p];
    po.earnings = earnings_[p];
    o.players.push_back(po);
  }
  o.step1_action_used = step1_used_;
  o.stevedore_swaps_left = phase_ == Phase::kStep1 ? stevedore_swaps_left() : 0;
  o.pending_draws = pending_draws_;
  o.house_draws_left = house_left_;
  if (phase_ == Phase::kGameOver) o.returns = Returns();
  o.scores = money_;
  return o;
}

std::string MerchantsState::ObservationJson(int player) const {
  return JsonOf(Observe(player));
}

std::string MerchantsState::PlayerString(int p, bool show_hand) const {
  std::string out = "p";
  out += std::to_string(p) + ": money " + std::to_string(money_[p]) +
                    " ships " + std::to_string(owned_[p][kShip]) + " [" + Counts(cubes_[p]) +
                    "] house " + std::to_string(owned_[p][kTradingHouse]) + " agreement " +
                    std::to_string(owned_[p][kAgreement]) + " stevedore " +
                    std::to_string(owned_[p][kStevedore]) + " hand " +
                    std::to_string(Sum(hands_[p]));
  if (show_hand) out += " [" + Counts(hands_[p]) + "]";
  const Earnings& e = earnings_[p];
  out += " earned " + std::to_string(e.own_turns) + "/" + std::to_string(e.other_turns) + "/" +
         std::to_string(e.agreements) + " spent " + std::to_string(e.spent);
  return out + "\n";
}

std::string MerchantsState::PublicString() const {
  std::string out = std::string("phase ") + PhaseName(phase_) + " acting p" +
                    std::to_string(acting_) + " start p" + std::to_string(start_player_) +
                    " dealt " + std::to_string(dealt_) + " loaded " + std::to_string(loaded_) +
                    "\n";
  out += "step1_used " + std::to_string(step1_used_) + " stevedore_swaps_used " +
         std::to_string(stevedore_swaps_used_) + " pending_draws " +
         std::to_string(pending_draws_) + " house_left " + std::to_string(house_left_) + "\n";
  out += "deck " + std::to_string(deck_size()) + "\npiles";
  for (const std::vector<int>& pile : piles_) {
    out += " |";
    for (int g : pile) out += std::string(" ") + kGoods[g].id;
  }
  out += "\ncube supply [" + Counts(cube_supply_) + "]\nspecials left";
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    out += std::string(" ") + kSpecials[k].id + " " + std::to_string(specials_left_[k]);
  }
  return out + "\n";
}

std::string MerchantsState::InformationStateString(int player) const {
  std::string out = "viewer p" + std::to_string(player) + "\n" + PublicString();
  for (int p = 0; p < num_players_; ++p) out += PlayerString(p, p == player);
  return out;
}

std::string MerchantsState::ToString() const {
  std::string out = PublicString();
  for (int p = 0; p < num_players_; ++p) out += PlayerString(p, true);
  out += "deck contents [" + Counts(deck_) + "]\n";
  return out;
}

}  // namespace mercato::merchants

// Oregano Market: move notation and the full text dump of a state.
//
// Seats are p1..p4, rows r1..r4, levels (columns) c1..c4, e.g.
//   start wood-merchant r2          keep step-by-step         build cafe r3
//   upgrade cafe r3c1               take 2 wood p2 r1c2       sell clothes r2c2 for 7
//   buy fountain c1 r4 for 7        casino roll / casino skip draw p1 chain-store   die 5
#include <string>

#include "engine/check.h"
#include "games/oregano/oregano.h"

namespace mercato::oregano {

namespace {

// Built by appending: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
std::string Seat(int seat) {
  std::string out = "p";
  out += std::to_string(seat + 1);
  return out;
}
std::string Cell(int row, int level) {
  std::string out = "r";
  out += std::to_string(row + 1);
  out += 'c';
  out += std::to_string(level);
  return out;
}

}  // namespace

std::string OreganoState::SecretMask(Action action) const {
  return Decode(action).type == ActionType::kKeepStrategy ? "keep ?" : "";
}

std::string OreganoState::ActionToString(Action action) const {
  const DecodedAction d = Decode(action);
  switch (d.type) {
    case ActionType::kPickMerchant:
      return std::string("start ") + kShops[d.kind].id + " r" + std::to_string(d.row + 1);
    case ActionType::kKeepStrategy:
      return std::string("keep ") + kStrategyIds[d.card];
    case ActionType::kBuild:
      return std::string("build ") + kShops[d.kind].id + " r" + std::to_string(d.row + 1);
    case ActionType::kLevelUp: {
      const int kind = ShopAt(turn_player_, d.row, d.level);
      const char* name = kind == kEmpty ? "shop" : kShops[kind].id;
      return std::string("upgrade ") + name + " " + Cell(d.row, d.level);
    }
    case ActionType::kTakeResource: {
      const int kind = ShopAt(d.owner, d.row, d.level);
      if (kind == kEmpty || kShops[kind].produces < 0) {
        return "take " + Seat(d.owner) + " " + Cell(d.row, d.level);
      }
      const int resource = kShops[kind].produces;
      const int amount = std::min(d.level, bank_[resource]);
      return std::string("take ") + std::to_string(amount) + " " + kResourceIds[resource] + " " +
             Seat(d.owner) + " " + Cell(d.row, d.level);
    }
    case ActionType::kSell: {
      const int kind = ShopAt(turn_player_, d.row, d.level);
      if (kind == kEmpty) return "sell " + Cell(d.row, d.level);
      return std::string("sell ") + kShops[kind].id + " " + Cell(d.row, d.level) + " for " +
             std::to_string(SalePrice(turn_player_, kind, d.level));
    }
    case ActionType::kBuy:
      return std::string("buy ") + kShops[d.kind].id + " c" + std::to_string(d.level) + " r" +
             std::to_string(d.row + 1) + " for " + std::to_string(BuyPrice(d.kind, d.level));
    case ActionType::kCasinoRoll:
      return "casino roll";
    case ActionType::kCasinoSkip:
      return "casino skip";
    case ActionType::kDrawStrategy:
      return "draw " + Seat(drawing_seat_) + " " + kStrategyIds[d.card];
    case ActionType::kDie:
      return std::string("die ") + std::to_string(d.face);
  }
  return "?";
}

std::string OreganoState::ToString() const {
  std::string out = PublicString();
  for (int seat = 0; seat < Seats(); ++seat) {
    const PlayerState& p = players_[seat];
    out += Seat(seat) + " strategy=" +
           (p.strategy == kEmpty ? std::string("-") : kStrategyIds[p.strategy]) + " drawn=";
    for (int c : p.drawn) out += std::string(kStrategyIds[c]) + ";";
    out += "\n";
  }
  out += "deck=";
  for (int n : deck_) out += std::to_string(n) + ",";
  out += "\n";
  return out;
}

// Everything every seat sees, one fact per line (the base of every infostate).
std::string OreganoState::PublicString() const {
  static const char* kPhaseNames[] = {"merchant", "draw", "keep", "action",
                                      "casino", "die", "over"};
  std::string out = "phase=" + std::string(kPhaseNames[int(phase_)]) +
                    " round=" + std::to_string(round_) + " turn=" + Seat(turn_player_) +
                    " setup=" + std::to_string(setup_seat_) + (in_setup_ ? "s" : "") +
                    " drawing=" + Seat(drawing_seat_) + " done=";
  for (bool b : categories_done_) out += b ? '1' : '0';
  out += " actions=" + std::to_string(actions_this_turn_) +
         " sold=" + std::to_string(sold_kind_) + "/" + std::to_string(sold_level_) +
         " die=" + std::to_string(last_die_) + "/" + std::to_string(last_die_player_) +
         " took=" + std::to_string(last_take_) +
         " end=" + (end_triggered_ ? "1" : "0") + "\nsupply=";
  for (int n : supply_) out += std::to_string(n) + ",";
  out += "\nstreet=";
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    for (int n : main_street_[kind]) out += std::to_string(n) + ",";
  }
  out += "\nbank=";
  for (int n : bank_) out += std::to_string(n) + ",";
  out += " bonus=";
  for (int o : bonus_owner_) out += std::to_string(o) + ",";
  out += "\n";
  for (int seat = 0; seat < Seats(); ++seat) {
    const PlayerState& p = players_[seat];
    out += Seat(seat) + " gold=" + std::to_string(p.gold) + " res=";
    for (int n : p.resources) out += std::to_string(n) + ",";
    out += " area=";
    for (int k : p.area) out += k == kEmpty ? std::string(".") : std::to_string(k) + ".";
    out += " builds=";
    for (int n : p.progress.builds_by_kind) out += std::to_string(n) + ",";
    out += " sales=" + std::to_string(p.progress.sales) +
           " buys=" + std::to_string(p.progress.purchases) +
           " lev=" + std::to_string(p.progress.leveled_cells) + "+" +
           std::to_string(p.progress.leveled_gone) +
           " from=" + std::to_string(p.progress.resource_kinds_from_others) +
           " holds=" + (p.strategy == kEmpty ? "0" : "1") +
           " drawn#=" + std::to_string(p.drawn.size()) +
           " done=" + std::to_string(p.strategies_completed) +
           " casino=" + std::to_string(p.casino_rolls) + "/" + std::to_string(p.casino_gain) +
           "\n";
  }
  return out;
}

}  // namespace mercato::oregano

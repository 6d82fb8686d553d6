#include "games/merchants/merchants_params.h"

#include <string>

namespace mercato::merchants {

namespace {

std::string SpecialName(int kind, const char* what) {
  return std::string(kSpecials[kind].id) + "." + what;
}

ParamTable MakeTable() {
  ParamTable t("merchants");
  t.AddPerSeat("start_money", kStartingMoney, 0, 30, "coins each player starts with",
               "各プレイヤーの開始時の貨幣", "setup")
      .Add("start_hand", kStartingHand, 1, 8, "cards dealt to each player at the start",
           "各プレイヤーの初期手札の枚数", "setup")
      .Add("start_ships", kStartingShips, 1, 3, "ships each player starts with",
           "各プレイヤーが最初に持つ船の枚数", "setup")
      .Add("draw", kDrawCount, 1, 4, "cards drawn in step 2 of a turn", "手順2で引くカードの枚数",
           "turn")
      .Add("agreement.bonus", kAgreementBonus, 0, 10,
           "extra coins per agreement whenever its owner earns",
           "協定1枚につき収入時に追加で得る貨幣", "income")
      .Add("house.draw", kHouseDrawCards, 0, 3,
           "extra cards a trading house may draw at the end of a turn",
           "商館で手番の終わりに追加で引けるカードの枚数", "turn");
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    t.Add(SpecialName(k, "price"), kSpecials[k].price, 0, 40,
          std::string("price of a ") + kSpecials[k].name_en + " card",
          std::string("『") + kSpecials[k].name_ja + "』の価格", "prices");
  }
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    t.Add(SpecialName(k, "count"), kSpecials[k].count, k == kShip ? 1 : 0, 20,
          std::string(kSpecials[k].name_en) + " cards in the game",
          std::string("『") + kSpecials[k].name_ja + "』の枚数", "cards");
  }
  return t;
}

}  // namespace

const std::vector<ParamSpec>& ParamSpecs() {
  static const ParamTable kTable = MakeTable();
  return kTable.specs();
}

Status CheckParams(const GameParams& params, int num_players) {
  const Numbers n = NumbersFrom(params, num_players);
  if (n.start_ships * num_players > n.count[kShip]) {
    return Status::Error("parameters merchants.start_ships=" + std::to_string(n.start_ships) +
                         " and merchants.ship.count=" + std::to_string(n.count[kShip]) +
                         ": not enough ships for " + std::to_string(num_players) + " players");
  }
  if (n.start_hand * num_players + kDemandPiles > kTotalCards) {
    return Status::Error("parameter merchants.start_hand=" + std::to_string(n.start_hand) +
                         " deals more cards than the deck holds");
  }
  return Status::Ok();
}

Numbers NumbersFrom(const GameParams& params, int num_players) {
  const ParamReader get(params, "merchants");
  Numbers n;
  n.start_money = get.PerSeat<kMaxPlayers>("start_money", num_players);
  n.start_hand = get("start_hand");
  n.start_ships = get("start_ships");
  n.draw_count = get("draw");
  n.agreement_bonus = get("agreement.bonus");
  n.house_draw = get("house.draw");
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    n.price[k] = get(SpecialName(k, "price"));
    n.count[k] = get(SpecialName(k, "count"));
  }
  return n;
}

}  // namespace mercato::merchants

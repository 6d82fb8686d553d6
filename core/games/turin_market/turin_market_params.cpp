#include "games/turin_market/turin_market_params.h"

#include <string>

namespace mercato::turin_market {

namespace {

std::string BonusName(const char* side, int good) {
  return std::string("bonus.") + side + "." + kGoods[good].id;
}

ParamTable MakeTable() {
  ParamTable t("turin_market");
  t.AddPerSeat("start_money", kStartMoney, 0, 25, "scudi each player starts with",
               "各プレイヤーの開始時のスクーディ", "money")
      .Add("loan.amount", kLoanAmount, 0, 25, "scudi the loan card gives at once",
           "借金カードで直ちに受け取るスクーディ", "money")
      .Add("loan.repayment", kLoanRepayment, 0, 60, "scudi the loan costs at the end",
           "終了時に借金の返済で払うスクーディ", "money")
      .Add("loan.penalty", kLoanPenalty, 0, 20,
           "added to a broke debtor's repayment per payment the bank makes for them",
           "払えない借金者に代わって銀行が払うたびに返済額に加わる額", "money")
      .Add("majority.payment", kMajorityPayment, 0, 10,
           "scudi each other holder of a good pays its leader(s)",
           "各商品の他の所持者が最多者へ払うスクーディ", "scoring");
  for (int g = 0; g < kNumGoods; ++g) {
    t.Add(BonusName("classic", g), kGoods[g].classic_bonus, 0, 40,
          std::string("classic list card bonus for ") + kGoods[g].name_en,
          std::string("リストカード（クラシック面）の") + kGoods[g].name_ja + "のボーナス",
          "scoring");
  }
  for (int g = 0; g < kNumGoods; ++g) {
    t.Add(BonusName("new", g), kGoods[g].new_bonus, 0, 40,
          std::string("new list card bonus for ") + kGoods[g].name_en,
          std::string("リストカード（新面）の") + kGoods[g].name_ja + "のボーナス", "scoring");
  }
  return t;
}

}  // namespace

const std::vector<ParamSpec>& ParamSpecs() {
  static const ParamTable kTable = MakeTable();
  return kTable.specs();
}

int Numbers::StartMoneyTotal(int num_players) const {
  int total = 0;
  for (int p = 0; p < num_players; ++p) total += start_money[p];
  return total;
}

Status CheckParams(const GameParams& params, int num_players) {
  const Numbers n = NumbersFrom(params, num_players);
  const int in_play = n.StartMoneyTotal(num_players) + num_players * n.loan_amount;
  if (in_play > kMaxAmount) {
    return Status::Error("parameters turin_market.start_money and turin_market.loan.amount put " +
                         std::to_string(in_play) + " scudi in play at " +
                         std::to_string(num_players) + " players: at most " +
                         std::to_string(kMaxAmount) + " are allowed");
  }
  return Status::Ok();
}

Numbers NumbersFrom(const GameParams& params, int num_players) {
  const ParamReader get(params, "turin_market");
  Numbers n;
  n.start_money = get.PerSeat<kMaxPlayers>("start_money", num_players);
  n.loan_amount = get("loan.amount");
  n.loan_repayment = get("loan.repayment");
  n.loan_penalty = get("loan.penalty");
  n.majority_payment = get("majority.payment");
  for (int g = 0; g < kNumGoods; ++g) {
    n.classic_bonus[g] = get(BonusName("classic", g));
    n.new_bonus[g] = get(BonusName("new", g));
  }
  return n;
}

const Numbers& TextNumbers() {
  static const Numbers kText = NumbersFrom(ParamsBuilder(ParamSpecs(), kMaxPlayers).Build(),
                                           kMaxPlayers);
  return kText;
}

}  // namespace mercato::turin_market

#include "games/turin_market/turin_market_params.h"

#include <string>

namespace mercato::turin_market {

namespace {

std::string BonusKey(const char* side, int good) {
  return std::string("turin_market.bonus.") + side + "." + kGoods[good].id;
}

std::vector<ParamSpec> MakeSpecs() {
  std::vector<ParamSpec> s = {
      {"turin_market.start_money", kStartMoney, 0, 25, "scudi each player starts with",
       "各プレイヤーの開始時のスクーディ", true, "money"},
      {"turin_market.loan.amount", kLoanAmount, 0, 25, "scudi the loan card gives at once",
       "借金カードで直ちに受け取るスクーディ", false, "money"},
      {"turin_market.loan.repayment", kLoanRepayment, 0, 60, "scudi the loan costs at the end",
       "終了時に借金の返済で払うスクーディ", false, "money"},
      {"turin_market.loan.penalty", kLoanPenalty, 0, 20,
       "added to a broke debtor's repayment per payment the bank makes for them",
       "払えない借金者に代わって銀行が払うたびに返済額に加わる額", false, "money"},
      {"turin_market.majority.payment", kMajorityPayment, 0, 10,
       "scudi each other holder of a good pays its leader(s)",
       "各商品の他の所持者が最多者へ払うスクーディ", false, "scoring"},
  };
  for (int g = 0; g < kNumGoods; ++g) {
    s.push_back({BonusKey("classic", g), kGoods[g].classic_bonus, 0, 40,
                 std::string("classic list card bonus for ") + kGoods[g].name_en,
                 std::string("リストカード（クラシック面）の") + kGoods[g].name_ja + "のボーナス",
                 false, "scoring"});
  }
  for (int g = 0; g < kNumGoods; ++g) {
    s.push_back({BonusKey("new", g), kGoods[g].new_bonus, 0, 40,
                 std::string("new list card bonus for ") + kGoods[g].name_en,
                 std::string("リストカード（新面）の") + kGoods[g].name_ja + "のボーナス", false,
                 "scoring"});
  }
  return s;
}

}  // namespace

const std::vector<ParamSpec>& ParamSpecs() {
  static const std::vector<ParamSpec> kSpecs = MakeSpecs();
  return kSpecs;
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

Numbers NumbersFrom(const GameParams& p, int num_players) {
  Numbers n;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    n.start_money[seat] = p.Get("turin_market.start_money", seat < num_players ? seat : 0);
  }
  n.loan_amount = p.Get("turin_market.loan.amount");
  n.loan_repayment = p.Get("turin_market.loan.repayment");
  n.loan_penalty = p.Get("turin_market.loan.penalty");
  n.majority_payment = p.Get("turin_market.majority.payment");
  for (int g = 0; g < kNumGoods; ++g) {
    n.classic_bonus[g] = p.Get(BonusKey("classic", g));
    n.new_bonus[g] = p.Get(BonusKey("new", g));
  }
  return n;
}

const Numbers& TextNumbers() {
  static const Numbers kText = NumbersFrom(ParamsBuilder(ParamSpecs(), kMaxPlayers).Build(),
                                           kMaxPlayers);
  return kText;
}

}  // namespace mercato::turin_market

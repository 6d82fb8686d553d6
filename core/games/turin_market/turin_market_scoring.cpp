// Turin Market: end scoring, good by good in list-card order, then the loans.
#include <algorithm>

#include "engine/check.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

ScoringResult ScoreGame(const ScoringInput& input) {
  const int n = int(input.units.size());
  MERCATO_CHECK(int(input.money.size()) == n && int(input.has_loan.size()) == n &&
                    int(input.loan_penalty.size()) == n,
                "scoring input sizes");
  ScoringResult result;
  PerSeat<int> money = input.money;
  result.has_loan = input.has_loan;
  result.loan_penalty = input.loan_penalty;
  ScoreBreakdown& out = result.breakdown;
  out.units = input.units;
  out.money_before = input.money;
  out.delta.assign(n, GoodCounts{});

  for (int g = 0; g < kNumGoods; ++g) {
    GoodScore score;
    score.good = g;
    int most = 0;
    for (int p = 0; p < n; ++p) most = std::max(most, input.units[p][g]);
    if (most == 0) {  // nobody holds this good: nothing happens
      out.goods.push_back(score);
      continue;
    }
    score.bonus = input.numbers.ListBonus(input.list, g);
    score.leader_units = most;
    for (int p = 0; p < n; ++p) {
      if (input.units[p][g] == most) {
        score.leaders.push_back(p);
      } else if (input.units[p][g] > 0) {
        score.payers.push_back(p);
      }
    }
    // Every other holder pays 1, once, whatever the number of leaders.
    int collected = 0;
    for (int q : score.payers) {
      if (money[q] == 0 && !result.has_loan[q]) {
        // No money: the loan must be taken.
        result.has_loan[q] = true;
        money[q] += input.numbers.loan_amount;
        result.bank_in -= input.numbers.loan_amount;
        score.forced_loans.push_back(q);
      }
      if (money[q] >= input.numbers.majority_payment) {
        money[q] -= input.numbers.majority_payment;
        out.delta[q][g] -= input.numbers.majority_payment;
        collected += input.numbers.majority_payment;
      } else {
        // Already in debt: the bank pays for them and their loan grows by 2.
        result.loan_penalty[q] += input.numbers.loan_penalty;
        score.penalties.push_back(q);
      }
    }
    const int leaders = int(score.leaders.size());
    score.pool = score.bonus + input.numbers.majority_payment * int(score.payers.size());
    score.share = (score.pool + leaders - 1) / leaders;  // rounded up
    score.bank_extra = score.share * leaders - score.pool;
    // The bank pays the bonus, the payments of broke debtors and the rounding.
    result.bank_in -= score.share * leaders - collected;
    for (int p : score.leaders) {
      money[p] += score.share;
      out.delta[p][g] += score.share;
    }
    out.goods.push_back(score);
  }

  out.loan_repaid.assign(n, 0);
  for (int p = 0; p < n; ++p) {
    if (!result.has_loan[p]) continue;
    out.loan_repaid[p] = input.numbers.loan_repayment + result.loan_penalty[p];
    money[p] -= out.loan_repaid[p];  // may go below zero
    result.bank_in += out.loan_repaid[p];
  }
  out.final_money = money;
  return result;
}

}  // namespace mercato::turin_market

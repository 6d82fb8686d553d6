// The Turin Market table view's class, shared by the files that draw it:
//   turin_market_view.cpp         the frame, the list card and the others' seats
//   turin_market_view_middle.cpp  the auction table, the ranking and the market
//   turin_market_view_mine.cpp    the viewer's mat and hand, the prompt and the controls
// It draws only what the viewer may see (its seat view: TurinMarketSeatView,
// the observation and the rule questions), turns taps into legal actions and
// never changes the state itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "views/table_view.h"
#include "views/turin_market_view_layout.h"
#include "views/turin_market_view_style.h"
#include "views/turin_market_view_text.h"

namespace mercato::web::turin_market_view {

using tm::Phase;
using tm::TurinMarketObservation;
using tm::TurinMarketSeatView;

inline const ImU32 kLight = d::palette::kLabel;
inline const ImU32 kDim = d::palette::kLabelSoft;
inline const ImU32 kLoanRed = d::Rgba(170, 50, 40);

inline std::string Num(int v) { return std::to_string(v); }

// A player's mat: the seat colour toned down towards the wood, a seat-coloured
// disc and the name.
void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool compact);
// A small loan card: red, "LOAN", and what it repays (with its penalties).
void LoanCard(ImDrawList* dl, ImVec2 min, ImVec2 size, int repays, Lang lang);
// One motion key per card wherever it lies (hand, auction table, just taken),
// so a card laid from the hand slides onto the table and on to its taker.
ImGuiID CardKey(int card);

class TurinMarketView : public TableView<TurinMarketSeatView> {
 public:
  const char* ScoreUnit(Lang lang) const override { return Tr(lang, "scudi", "スクード"); }
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return turin_market_view::Words(event, viewer, lang);
  }
  void DrawScores(const TurinMarketSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  // The first-game guide's line (turin_market_view_guide.cpp).
  std::string GameGuide(const TurinMarketSeatView& table, Lang lang) const override;
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return turin_market_view::WhyNot(blocked, viewer_, lang);
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int g = 0; g < tm::kNumGoods; ++g) {
      items.push_back({.name = GoodName(g, lang), .good = kGoodStyles[g].picture, .key = tm::kGoods[g].id});
    }
    return items;
  }

 private:
  // The frame (TableView::Draw).
  void LayOut() override;
  void NewMove() override;
  void ResetSelection() override;
  void DrawTable() override;

  int Bottom() const { return layout_.bottom_seat; }
  const tm::Numbers& N() const { return table_->numbers(); }  // the numbers in force
  // What `seat`'s loan repays at the end: the repayment in force and its penalties.
  int Repays(int seat) const { return N().loan_repayment + obs_->players[seat].loan_penalty; }

  void DrawListCard();
  void DrawSeat(int seat);
  void DrawGoods(ImVec2 at, float width, int seat, float r, bool all_goods);
  void DrawAuction();  // the cards on the auction table
  void DrawTableCard(int card, ImVec2 at, ImVec2 size, const std::string& tag, ImU32 tag_color,
                     bool pickable, const char* why_not);
  void DrawRanking();
  void DrawMarket();
  void DrawMe();
  void DrawHand();
  void DrawControls();
  bool Picker(ImVec2 at, float width, int lo, int hi, Action above);
  void Button(const std::string& label, const std::string& name, ImVec2 at, ImVec2 size, Action action,
              bool primary, bool enabled = true, const char* why_not = nullptr);
  std::string Prompt() const;
  std::string SeatStatus(int seat) const;

  // This frame.
  const TurinMarketObservation* obs_ = nullptr;  // table_->observation()
  Layout layout_;
  int viewer_ = -1;       // for WhyNot's seat names

  // The person's choice in progress (cleared whenever the state moves on).
  Phase seen_phase_ = Phase::kGameOver;
  int selected_ = -1;  // a card: in hand (offer), on the table (pick), just taken (sell), on sale (buy, withdraw)
  int amount_ = 0;     // bid, re-bid or price
};

}  // namespace mercato::web::turin_market_view

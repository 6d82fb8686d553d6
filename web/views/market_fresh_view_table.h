// The Market Fresh table view's class, shared by the files that draw it:
//   market_fresh_view.cpp        the frame, the crates, the others' storefronts,
//                                the supply and the market board
//   market_fresh_view_mine.cpp   the viewer's side: score, hand, own storefront
//                                (placing a crate), the prompt and the controls
//   market_fresh_view_board.cpp  a storefront's grid and stacked crates
// It draws only what the viewer may see (its seat view, MarketFreshSeatView:
// the observation and the rule questions, answered in core), turns clicks into
// legal actions and never changes the state itself.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "views/market_fresh_view_board.h"
#include "views/market_fresh_view_layout.h"
#include "views/market_fresh_view_style.h"
#include "views/market_fresh_view_text.h"
#include "views/table_view.h"

namespace mercato::web::market_fresh_view {

inline bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

class MarketFreshView : public TableView<mf::MarketFreshSeatView> {
 public:
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return market_fresh_view::Words(event, viewer, lang);
  }
  void DrawScores(const mf::MarketFreshSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  // The first-game guide's line (market_fresh_view_guide.cpp).
  std::string GameGuide(const mf::MarketFreshSeatView& table, Lang lang) const override;
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return WhyNotWords(blocked, lang);
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int p = 0; p < mf::kNumProduce; ++p) {
      items.push_back({.name = ProduceName(p, lang), .good = kProduceStyles[p].picture, .key = mf::kProduceInfo[p].id});
    }
    return items;
  }

 private:
  // The frame (TableView::Draw).
  void LayOut() override;
  void NewMove() override;
  void DrawTable() override;

  bool Solo() const { return obs_->mode == mf::ScoringMode::kSolo; }
  // The crates the viewer may place from: the hand, or the face-up crates solo.
  std::vector<int> Source() const;
  bool CanGo(int crate) const;
  bool Discarding() const;
  // " (-1 point)" / "（-1点）": what a crate removed for not being fresh costs, in force.
  std::string NotFreshLoss() const;
  mf::CratePlacement Oriented(int crate, int c1) const;
  // The cells where the chosen crate, as it is turned now, may go: the first
  // cell of each of its legal placements (marked on the own storefront).
  std::vector<int> LegalFirstCells() const;
  // The chosen crate's legal placements as it is turned now.
  std::vector<Action> LegalPlacementsAsTurned() const;
  void Rotate();
  void HandleKeys();

  void DrawSeat(int seat);
  void DrawSupply();
  void DrawSoloSupply();
  void DrawMarket();
  void DrawScore();
  void DrawHand();
  void DrawOwnStore();
  void DrawControls();
  void DrawBoardOf(int seat, const Rect& area, bool labels, BoardGeometry* geometry_out);
  // A crate lying flat at `min` (cell = one half), sliding when it moved.
  ImVec2 SlidCrate(int crate, ImVec2 min, float cell, bool vertical);
  std::string Prompt() const;

  // This frame.
  const mf::MarketFreshObservation* obs_ = nullptr;  // the table's, made once per move
  Layout layout_;
  const std::vector<Action>* legal_ = &kNoMoves;  // the table's moves when the person may act
  static inline const std::vector<Action> kNoMoves;
  int bottom_ = 0;  // the seat drawn at the bottom (the viewer)

  // The person's choice in progress.
  int selected_ = -1;
  bool vertical_ = false;
  bool flipped_ = false;
  int hover_produce_ = -1;  // a score button under the pointer: its market cell glows
  int hover_row_ = 0;
  std::string tap_reason_;  // why the last tap on the storefront did nothing
  double tap_reason_time_ = -10;
};

}  // namespace mercato::web::market_fresh_view

// The Trade Tycoon table view's class, shared by the files that draw it:
//   trade_tycoon_view.cpp           the frame, the opponents and the middle (oasis, deck, orders)
//   trade_tycoon_view_mine.cpp      the viewer's mat and hand, and what to do now in words
//   trade_tycoon_view_controls.cpp  the buttons, the order dialog, the draft and named-card panels
// It draws only what the viewer may see: its seat view
// (games/trade_tycoon/trade_tycoon_seat_view.h: the observation and the rule
// questions answered in core), turns taps into legal actions and never sees
// the state itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/trade_tycoon/trade_tycoon_seat_view.h"
#include "views/table_view.h"
#include "views/trade_tycoon_view_layout.h"
#include "views/trade_tycoon_view_style.h"
#include "views/trade_tycoon_view_text.h"

namespace mercato::web::trade_tycoon_view {

using tt::OrderType;
using tt::Phase;
using tt::SeatObservation;
using tt::TradeTycoonObservation;
using tt::TradeTycoonSeatView;

// `format` with one, two or three numbers in it.
std::string Format(const char* format, int a);
std::string Format(const char* format, int a, int b);
std::string Format(const char* format, int a, int b, int c);
// Slides keyed by card id alone, so a card glides from wherever it was drawn
// last (a hand, the oasis, a warehouse) to its new place.
ImVec2 CardSlide(int card, ImVec2 target);
// What the last move changed at a seat, marked while it fades: the hand (a
// card ordered, returned, drawn), the style, the skills (one passed, revealed
// or used: never which face-down skill) and the warehouse.
void MarkSeat(ImDrawList* dl, int seat, const SeatObservation& so, const Rect& hand, const Rect& style,
              const Rect& skills, const Rect& warehouse);
// A player's mat: the seat colour toned towards the wood, a disc and the name.
void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool active);

class TradeTycoonView : public TableView<TradeTycoonSeatView> {
 public:
  const char* ScoreUnit(Lang lang) const override { return Tr(lang, "VP", "ＶＰ"); }
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return trade_tycoon_view::Words(event, viewer, lang);
  }
  // The first-game guide's line (trade_tycoon_view_guide.cpp).
  std::string GameGuide(const TradeTycoonSeatView& table, Lang lang) const override;
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return trade_tycoon_view::WhyNot(blocked, lang);
  }
  LogGroup GroupOf(const GameEvents& events, int viewer, Lang lang) const override {
    return trade_tycoon_view::GroupOf(events, viewer, lang);
  }
  void DrawScores(const TradeTycoonSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int s = 0; s < tt::kNumSuits; ++s) {
      items.push_back({kSuitStyles[s].shape, kSuitStyles[s].color, SuitName(s, lang)});
    }
    // Then each ware once (numbers 1 and 2 are both salt).
    for (int n = 1; n <= tt::kNumNumbers; ++n) {
      if (n > 1 && kWarePictures[n - 1] == kWarePictures[n - 2]) continue;
      items.push_back({.name = GoodName((n - 1) * tt::kNumSuits, lang), .good = kWarePictures[n - 1],
                       .key = WareKey(n)});
    }
    return items;
  }

 private:
  // The frame (TableView::Draw).
  void LayOut() override;
  void ResetSelection() override;
  // Keeps the last exchange for the middle panel.
  void Animate(const TradeTycoonSeatView& before, Action action, double now) override;
  void DrawTable() override;

  const tt::Numbers& N() const { return table_->numbers(); }  // the numbers in force
  bool MyPhase(Phase phase) const { return MyTurn() && obs_->phase == phase; }

  void DrawOpponent(int seat);
  void DrawOpponentHand(int seat, const Rect& area);
  void DrawWarehouse(int seat, const Rect& area, ImVec2 mini, bool interactive);
  void DrawSkills(int seat, const Rect& area, ImVec2 size, bool interactive);
  void DrawStyle(int seat, const Rect& area);
  void DrawScore(int seat, ImVec2 top_right);
  void DrawMiddle();
  void DrawOrderInfo();
  void DrawMe();
  void DrawMyHand();
  void DrawControls();
  void DrawOrderDialog(const Rect& area);
  void DrawDraftPanel();
  void DrawNamedPanel();
  std::string Prompt() const;
  bool HandCardEnabled(int card) const;
  void ClickHandCard(int card);
  std::optional<Action> PendingOrderAction() const;
  std::string OrderPreview() const;

  // This frame.
  const TradeTycoonObservation* obs_ = nullptr;
  Layout layout_;
  int me_ = 0;  // the seat drawn at the bottom

  // The person's choice in progress (cleared whenever the state moves on).
  int sel_card_ = -1;  // a hand card (style, order, caravan, return)
  int sel_relay_ = 0;  // 0 = no relay, else 1 + the oasis place
  int sel_partner_ = -1;
  int sel_type_ = -1;   // an OrderType
  int sel_skill_ = -1;  // skill pass / reveal
  int sel_named_ = -1;
  int sel_warehouse_ = -1;
  bool free_pass_ = false;
  bool informant_mode_ = false;
  bool caravan_mode_ = false;
  bool warehouseman_mode_ = false;

  // The last exchange, for the middle panel (kept from frame to frame).
  struct Trade {
    int active = -1, partner = -1, given = -1, returned = -1;
    OrderType type = OrderType::kNone;
    bool relayed = false;
  };
  Trade last_trade_;
  void NoteMove(const TradeTycoonObservation& before, Action action);
};

}  // namespace mercato::web::trade_tycoon_view

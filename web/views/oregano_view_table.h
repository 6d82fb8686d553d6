// The Oregano Market table view's class, shared by the files that draw it:
//   oregano_view.cpp          the frame and each player's area (grid, shops, strategy card)
//   oregano_view_middle.cpp   the supply, the main street, the bonus cards and the deck
//   oregano_view_choices.cpp  the menus over the table, the prompt and the action bar
//   oregano_view_motion.cpp   what moves after a move, and the casino's die
// It draws only what the viewer may see (og::OreganoSeatView: the observation,
// the moves, the rules' prices), turns taps into legal actions and never
// changes the state itself.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/oregano/oregano_seat_view.h"
#include "views/oregano_view_layout.h"
#include "views/oregano_view_style.h"
#include "views/oregano_view_text.h"
#include "views/table_view.h"

namespace mercato::web::oregano_view {

constexpr float kFlightSeconds = 0.4f;
constexpr double kDieTumbleSeconds = 0.9;
constexpr double kDieShowSeconds = 2.6;

inline const ImU32 kMatDark = d::Rgba(52, 36, 24);
inline const ImU32 kLightText = d::Rgba(255, 250, 240, 235);
constexpr int kWholeSeat = 100;  // sel_cell_: a phone's whole row of another seat

// Something moving across the table after a move.
struct Flight {
  enum class Kind { kShop, kResource, kCardBack, kText } kind = Kind::kShop;
  int what = 0;   // shop kind or resource
  int level = 1;
  ImVec2 from, to;
  float size = 30;
  double start = 0;
  std::string text;
};

// A choice in the small menu beside a selected shop.
struct Chip {
  std::string label;
  Action action = -1;
  bool enabled = false;
  std::string why_not;
};

class OreganoView : public TableView<og::OreganoSeatView> {
 public:
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return oregano_view::Words(event, viewer, lang);
  }
  void DrawScores(const og::OreganoSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  // The first-game guide's line (oregano_view_guide.cpp).
  std::string GameGuide(const og::OreganoSeatView& table, Lang lang) const override;
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return oregano_view::WhyNot(blocked, lang);
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    // The resources (their merchants wear the same symbol), then the shops.
    std::vector<d::LegendItem> items;
    for (int r = 0; r < og::kNumResources; ++r) {
      items.push_back({.name = ResourceName(r, lang), .good = kResourceStyles[r].picture, .key = og::kResourceIds[r]});
    }
    for (int k = og::kNumResources; k < og::kNumShopKinds; ++k) {
      items.push_back({kShopStyles[k].shape, kShopStyles[k].color, ShopName(k, lang)});
    }
    return items;
  }

 private:
  // The frame (TableView::Draw).
  void LayOut() override;
  void ResetSelection() override;
  // What moves after a move, and the casino's die (oregano_view_motion.cpp).
  void Animate(const og::OreganoSeatView& before, Action action, double now) override;
  void DrawTable() override;

  const og::Numbers& N() const { return table_->numbers(); }  // the numbers in force
  bool Acting() const { return ctx_->can_act; }
  bool ActionPhase() const { return Acting() && obs_->phase == og::Phase::kAction; }
  bool PickPhase() const { return Acting() && obs_->phase == og::Phase::kChooseMerchant; }

  void DrawArea(int seat);
  void DrawGrid(int seat);
  void DrawCell(int seat, int row, int level);
  void DrawSupply();
  void DrawStreet();
  void DrawBonusesAndDeck();
  void DrawStrategyCard(int seat);
  void DrawStrategyChoice();
  void DrawPopup();
  void DrawBar();
  void DrawDie();
  std::string Prompt() const;
  std::string ShopTooltip(int seat, int kind, int level) const;
  // The chips of a shop's menu; cell kWholeSeat: of every shop of the seat.
  std::vector<Chip> ChipsFor(int seat, int cell) const;
  // A phone's row of another seat: one target that opens the menu of its shops.
  void DrawRowTarget(int seat);

  ImVec2 CellCenter(int seat, int cell) const;
  ImVec2 SupplyCenter(int kind) const;
  ImVec2 StreetCenter(int kind, int level) const;
  ImVec2 ResourceCenter(int seat, int resource) const;
  void DrawFlights(double now);

  // This frame.
  const og::OreganoObservation* obs_ = nullptr;  // table_->observation()
  Layout l_;
  int viewer_ = -1;  // the seat whose area is at the bottom, or -1 (all-seeing)
  std::vector<std::pair<int, int>> street_entries_;  // (kind, level) shown on the street

  // The person's choice in progress (cleared whenever the state moves on).
  int sel_kind_ = -1;          // a supply kind to build (or to start with)
  int sel_street_kind_ = -1;   // a main-street shop to buy
  int sel_street_level_ = 0;
  int sel_seat_ = -1;          // a shop on the table whose menu is open
  int sel_cell_ = -1;
  int sel_card_ = -1;          // a strategy card to keep
  std::vector<Flight> flights_;
  size_t flights_for_ = size_t(-1);
  int die_face_ = 0;
  double die_time_ = -100;
};

}  // namespace mercato::web::oregano_view

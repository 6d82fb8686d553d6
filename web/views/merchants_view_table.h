// The Merchants table view's class, shared by the files that draw it:
//   merchants_view.cpp         the frame, the others' seats and the middle of the table
//                              (demand piles, cube supply, special cards)
//   merchants_view_mine.cpp    the viewer's side: hand, prompt, money, ships, buttons
//   merchants_view_motion.cpp  what slides across the table after a move
// It draws only what the viewer may see (its seat view: merchants_seat_view.h),
// turns clicks into legal actions and never changes the state itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/merchants/merchants_seat_view.h"
#include "views/merchants_view_layout.h"
#include "views/merchants_view_style.h"
#include "views/merchants_view_text.h"
#include "views/table_view.h"

namespace mercato::web::merchants_view {

using mm::ActionKind;
using mm::DecodeAction;
using mm::DecodedAction;
using mm::MerchantsObservation;
using mm::MerchantsSeatView;
using mm::Phase;

constexpr float kFlightSeconds = 0.35f;

// How many bits of `mask` are set: the piles a play covers.
int Bits(int mask);
// `format` with one number in it.
std::string Format(const char* format, int a);
// A player's mat: the seat colour toned down towards the wood, a seat-coloured
// disc (a star for the start player) and the name, clipped before `label_right`.
void SeatMat(ImDrawList* dl, const Rect& r, int seat, const std::string& label, bool start,
             float label_right);

// Something sliding across the table after a move: a card, a card back, a
// cube, a special card or a "+3" rising from someone's money.
struct Flight {
  enum class Kind { kCard, kBack, kCube, kSpecial, kText } kind = Kind::kCard;
  int what = 0;  // a good or a special kind
  ImVec2 from, to, size;
  double start = 0;
  float seconds = kFlightSeconds;
  std::string text;
};

class MerchantsView : public TableView<MerchantsSeatView> {
 public:
  const char* ScoreUnit(Lang lang) const override { return Tr(lang, "coins", "お金"); }
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return merchants_view::Words(event, viewer, lang);
  }
  void DrawScores(const MerchantsSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  // The first-game guide's line (merchants_view_guide.cpp).
  std::string GameGuide(const MerchantsSeatView& table, Lang lang) const override;
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return WhyNotWords(blocked, lang);
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int g = 0; g < mm::kNumGoods; ++g) {
      items.push_back({.name = GoodName(g, lang), .good = kGoodStyles[g].picture, .key = mm::kGoods[g].id});
    }
    for (int k = 0; k < mm::kNumSpecialKinds; ++k) {
      // The legend shows what the table shows: the Ship card's ship.
      items.push_back({.shape = kSpecialStyles[k].shape, .color = kSpecialStyles[k].color,
                       .name = SpecialName(k, lang), .picture = k == mm::kShip ? ShipPicture : nullptr});
    }
    return items;
  }

 private:
  // The frame (TableView::Draw).
  void LayOut() override;
  void ResetSelection() override;
  // What slides after a move (merchants_view_motion.cpp).
  void Animate(const MerchantsSeatView& before, Action action, double now) override;
  void DrawTable() override;

  // "2 cards" / "２枚": a count of cards in a label.
  std::string Cards(int n) const {
    return ctx_->lang == Lang::kJapanese ? Numeral(n, ctx_->lang) + "枚"
                                         : std::to_string(n) + (n == 1 ? " card" : " cards");
  }
  int Viewer() const { return layout_.bottom_seat; }
  void TogglePile(int pile);
  // `mask` with `pile` covered as the table covers it: the leftmost pile not
  // yet covered showing the same good.
  int WithPile(int mask, int pile) const;

  void DrawOpponent(int seat);
  // An opponent's hand as card backs, or face up when shown; return its width.
  float DrawHiddenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 back);
  float DrawOpenHand(const mm::PlayerObservation& p, ImVec2 at, ImVec2 card);
  void DrawDemand();
  void DrawSupply();
  void DrawMarket();
  void DrawBottom();
  void DrawHand();
  void DrawShips(const Rect& area, int seat, bool interactive);
  void DrawSpecialsOwned(ImVec2 at, float r, int seat);
  void DrawButtons();
  void DrawPreview();
  std::string Prompt() const;

  ImVec2 SeatAnchor(int seat) const;
  ImVec2 ShipAnchor(int seat) const;
  ImVec2 MoneyAnchor(int seat) const;
  ImVec2 PaymentRest(int seat) const;
  float CoinRadius() const { return layout_.compact ? 8.0f : 12.0f; }  // a seat's money coin
  void DrawFlights(double now);

  // This frame.
  const MerchantsObservation* obs_ = nullptr;  // table_->observation()
  Layout layout_;
  bool scroll_ = false;  // the table is taller than the screen: a scrolling child

  // The person's choice in progress (cleared whenever the state moves on).
  int play_good_ = -1;      // hand good chosen for a play
  int play_piles_ = 0;      // the piles it covers (always the leftmost of equal tops)
  int swap_from_ = -1;      // a ship cube chosen to swap
  bool buying_ship_ = false;
  std::vector<Flight> flights_;
  std::vector<ImVec2> coin_centers_;  // each seat's coin, as drawn last
};

}  // namespace mercato::web::merchants_view

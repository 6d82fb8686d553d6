// What every game's table view shares, so that each game's view keeps only its
// game: the frame's context, draw list and seat table; the wood under the
// table; the person's choice in progress, dropped when a move is played and
// while the seat may not act; the move just played, handed to the game for
// its animation; the action chosen this frame; and the words every game's
// code uses (Tr, the viewer's moves and why the rules block one).
//
// A game's view derives from TableView<its seat view> and fills in the frame:
//   LayOut()          where everything goes this frame (layout, the seat at the bottom);
//   NewMove()         the first frame after a move (default: ResetSelection());
//   ResetSelection()  forget the choice in progress (also while the seat may not act);
//   Animate()         the frame after a move, with the table before it and the move;
//   DrawTable()       draw the table and set chosen_ when the person chooses;
// and its words: GameWhyNot() (the base falls back to the common reasons) and
// DrawScores() (the breakdown, given the game's own table).
#pragma once

#include <optional>
#include <string>

#include "draw/draw.h"
#include "views/game_view.h"
#include "views/seat_sentence.h"

namespace mercato::web {

template <class Table>
class TableView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) final {
    ctx_ = &ctx;
    table_ = &static_cast<const Table&>(table);
    dl_ = ctx.draw;
    chosen_.reset();
    draw::TableBackground(ctx.draw, ctx.origin, ctx.origin + ctx.size, draw::Surface::kWood);
    LayOut();
    if (size_t(ctx.moves) != seen_moves_) {
      seen_moves_ = size_t(ctx.moves);
      NewMove();
    }
    if (!ctx.can_act) ResetSelection();
    if (ctx.previous != nullptr && ctx.last_action != -1) {
      // The motion starts when the move was applied (when the app says so), else now.
      Animate(static_cast<const Table&>(*ctx.previous), ctx.last_action,
              ctx.last_action_time > 0 ? ctx.last_action_time : ctx.time);
    }
    DrawTable();
    return chosen_;
  }
  // The game's own reasons first; "" from it falls back to the reasons every game may give.
  std::string WhyNot(const BlockedMove& blocked, Lang lang) const final {
    const std::string words = GameWhyNot(blocked, lang);
    return words.empty() ? GameView::WhyNot(blocked, lang) : words;
  }
  std::string Guide(const SeatView& table, Lang lang) const final {
    return GameGuide(static_cast<const Table&>(table), lang);
  }
  void DrawScoreBreakdown(const SeatView& table, Lang lang) final {
    DrawScores(static_cast<const Table&>(table), lang);
  }

 protected:
  virtual void LayOut() = 0;
  virtual void NewMove() { ResetSelection(); }
  virtual void ResetSelection() {}
  virtual void Animate(const Table& before, Action action, double when) {}
  virtual void DrawTable() = 0;
  // Why a move may not be made now, in the game's own words ("" = not a reason of its own).
  virtual std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const { return ""; }
  // The first-game guide's line for the seat's decision (GameView::Guide). Not in a
  // frame: only `table` and `lang`, never ctx_ or the selection.
  virtual std::string GameGuide(const Table& table, Lang lang) const { return ""; }
  // The end-of-game score breakdown of the all-seeing table (an ImGui window body is open).
  virtual void DrawScores(const Table& table, Lang lang) = 0;

  // Text in the reader's language, its "tap" / "click" for the hand in use.
  const char* T(const char* en, const char* ja) const { return draw::ForPointer(Tr(ctx_->lang, en, ja)); }
  Lang L() const { return ctx_->lang; }
  bool MyTurn() const { return ctx_->can_act; }
  // The viewer's moves: none unless the person may act now.
  bool Legal(Action a) const { return MyTurn() && table_->IsLegal(a); }
  // Why the rules block `a` for the viewer (the table's blocked moves), in
  // words; "" when they do not list it.
  std::string Why(Action a) const { return WhyNotFor(*this, table_->blocked(), a, L()); }
  // The viewer's seat, or -1 when it sits at none (the all-seeing replay).
  int Seated() const {
    return ctx_->viewer >= 0 && ctx_->viewer < table_->num_players() ? ctx_->viewer : -1;
  }
  // "You" / "Ann": a seat as the viewer names it.
  std::string Who(int seat) const { return SeatWord(seat, ctx_->viewer, L()); }

  // This frame.
  ViewContext* ctx_ = nullptr;
  const Table* table_ = nullptr;
  ImDrawList* dl_ = nullptr;  // the table's draw list (ctx.draw, or a scrolling child's)
  std::optional<Action> chosen_;

 private:
  size_t seen_moves_ = size_t(-1);
};

}  // namespace mercato::web

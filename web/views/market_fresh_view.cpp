// The Market Fresh table. Draws only what the viewer may see (its seat view,
// MarketFreshSeatView: the observation and the rule questions, answered in
// core), turns clicks into legal actions and never changes the state itself.
//
// How a person plays here:
//   take    tap a face-up crate, or the face-down pile (or the primary button);
//   place   tap one of your crates (solo: one of the 25), hover the storefront:
//           a green ghost where it fits, red with the reason where it does not;
//           R, a right click or "Rotate" turns it; click to place it;
//           if nothing fits, tap the crate to remove (-1 point);
//   score   tap the produce to score: each button shows its points.
#include "views/market_fresh_view.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>
#include <vector>

#include "draw/change_mark.h"
#include "views/market_fresh_view_board.h"
#include "views/market_fresh_view_layout.h"
#include "views/market_fresh_view_style.h"
#include "views/market_fresh_view_text.h"
#include "views/table_view.h"

namespace mercato::web {

namespace market_fresh_view {

namespace {

constexpr float kSlideSeconds = 0.3f;

// One motion key per crate, independent of the ImGui ID stack, so a crate
// slides from the hand or the face-up row to where it is placed.
ImGuiID CrateKey(int crate) { return ImHashStr("market_fresh_crate", 0, ImU32(crate + 1)); }

std::string Format(const char* format, int a) {
  char text[160];
  std::snprintf(text, sizeof(text), format, a);
  return text;
}

bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

class MarketFreshView : public TableView<mf::MarketFreshSeatView> {
 public:
  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    return market_fresh_view::Words(event, viewer, lang);
  }
  void DrawScores(const mf::MarketFreshSeatView& table, Lang lang) override { ScoreBreakdown(table, lang); }
  void DrawRules(Lang lang) override { Rules(lang); }
  std::string GameWhyNot(const BlockedMove& blocked, Lang lang) const override {
    return WhyNotWords(blocked, lang);
  }
  std::vector<d::LegendItem> Legend(Lang lang) const override {
    std::vector<d::LegendItem> items;
    for (int p = 0; p < mf::kNumProduce; ++p) {
      items.push_back({kProduceStyles[p].shape, kProduceStyles[p].color, ProduceName(p, lang)});
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

std::vector<int> MarketFreshView::Source() const {
  if (Solo()) return obs_->face_up;
  std::vector<int> known;
  for (int crate : obs_->seats[bottom_].hand) {
    if (crate != mf::kHiddenCrate) known.push_back(crate);
  }
  return known;
}

bool MarketFreshView::CanGo(int crate) const {
  for (Action a : *legal_) {
    if (mf::KindOf(a) != mf::ActionKind::kPlace) continue;
    const mf::CratePlacement p = mf::PlacementOf(a);
    if (mf::CrateOf(p.produce_a, p.produce_b) == crate) return true;
  }
  return false;
}

std::string MarketFreshView::NotFreshLoss() const {
  const int loss = table_->numbers().not_fresh_penalty;
  char text[48];
  std::snprintf(text, sizeof(text), T(loss == 1 ? " (-%d point)" : " (-%d points)", "（-%d点）"), loss);
  return text;
}

bool MarketFreshView::Discarding() const {
  return !legal_->empty() && mf::KindOf(legal_->front()) == mf::ActionKind::kDiscard;
}

mf::CratePlacement MarketFreshView::Oriented(int crate, int c1) const {
  const mf::CrateHalves h = mf::kCrates[crate];
  mf::CratePlacement p;
  p.produce_a = flipped_ ? h.high : h.low;
  p.produce_b = flipped_ ? h.low : h.high;
  p.cell_a = c1;
  p.cell_b = c1 + (vertical_ ? mf::kFrame : 1);
  return p;
}

void MarketFreshView::Rotate() {
  // Right, down, left, up: the first half turns round the crate.
  if (!vertical_) {
    vertical_ = true;
  } else {
    vertical_ = false;
    flipped_ = !flipped_;
  }
}

void MarketFreshView::HandleKeys() {
  if (!MyTurn() || obs_->phase != mf::Phase::kPlace) return;
  // ImGui 1.86 has no named R key: read the typed characters instead.
  const ImGuiIO& io = ImGui::GetIO();
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    const ImWchar c = io.InputQueueCharacters[i];
    if (c == 'r' || c == 'R') Rotate();
  }
}

void MarketFreshView::LayOut() {
  obs_ = &table_->Obs();
  const int seated = Seated();
  bottom_ = seated >= 0 ? seated : std::max(0, obs_->actor);
  layout_ = ComputeLayout(ctx_->origin, ctx_->size, table_->num_players(), bottom_, Solo());
  legal_ = ctx_->can_act ? &table_->legal() : &kNoMoves;
}

void MarketFreshView::NewMove() { tap_reason_.clear(); }

void MarketFreshView::DrawTable() {
  const std::vector<int> source = Source();
  if (!Contains(source, selected_) || (MyTurn() && !CanGo(selected_) && !Discarding())) {
    selected_ = -1;
    for (int crate : source) {
      if (MyTurn() && CanGo(crate)) {
        selected_ = crate;
        break;
      }
    }
  }
  HandleKeys();

  for (int p = 0; p < table_->num_players(); ++p) {
    if (p != bottom_) DrawSeat(p);
  }
  if (Solo()) {
    DrawSoloSupply();
  } else {
    DrawSupply();
  }
  DrawMarket();
  DrawScore();
  if (!Solo()) DrawHand();
  DrawOwnStore();
  DrawControls();
}// ------------------------------------------------------------------ crates

ImVec2 MarketFreshView::SlidCrate(int crate, ImVec2 min, float cell, bool vertical) {
  const ImVec2 at = d::Slide(CrateKey(crate), min, kSlideSeconds);
  const mf::CrateHalves h = mf::kCrates[crate];
  CrateFlat(dl_, at, cell, h.low, h.high, vertical);
  // Each half names its produce on hover or a long press.
  const ImVec2 second = vertical ? ImVec2(0, cell) : ImVec2(cell, 0);
  d::NameSymbol(at, at + ImVec2(cell, cell), ProduceName(h.low, ctx_->lang));
  d::NameSymbol(at + second, at + second + ImVec2(cell, cell), ProduceName(h.high, ctx_->lang));
  return at;
}

void MarketFreshView::DrawBoardOf(int seat, const Rect& area, bool labels,
                                  BoardGeometry* geometry_out) {
  const mf::Storefront& store = obs_->seats[seat].storefront;
  const BoardGeometry g = FitBoard(area, store);
  BoardDrawOptions options;
  options.labels = labels;
  options.lang = ctx_->lang;
  options.seat = seat;
  if (geometry_out != nullptr) options.test_name = "mf:board";
  int last = -1;
  mf::CratePlacement last_where;
  int last_height = 0;
  if (!store.Placed().empty()) {
    last = store.Placed().back().crate;
    last_where = store.Placed().back().where;
    last_height = store.Placed().back().height;
  }
  // The newest crate slides in from wherever it was drawn before.
  ImVec2 offset(0, 0);
  if (last >= 0) {
    const Rect a = g.Top(last_where.cell_a, last_height);
    const Rect b = g.Top(last_where.cell_b, last_height);
    const ImVec2 target = ImMin(a.min, b.min);
    offset = d::Slide(CrateKey(last), target, kSlideSeconds) - target;
    const bool just_placed = obs_->pending.has_value() && obs_->actor == seat;
    if (just_placed) options.glow_crate = last;
    if (ImLengthSqr(offset) > 0.25f) options.skip_crate = last;
  }
  if (geometry_out != nullptr) {
    // The viewer's storefront: where the chosen crate could go now.
    *geometry_out = g;
    if (MyTurn() && obs_->phase == mf::Phase::kPlace && selected_ >= 0) {
      for (Action a : *legal_) {
        if (mf::KindOf(a) != mf::ActionKind::kPlace) continue;
        const mf::CratePlacement p = mf::PlacementOf(a);
        if (mf::CrateOf(p.produce_a, p.produce_b) != selected_) continue;
        if (Oriented(selected_, p.cell_a).cell_b != p.cell_b) continue;
        if (Oriented(selected_, p.cell_a).produce_a != p.produce_a) continue;
        if (!Contains(options.glow_cells, p.cell_a)) options.glow_cells.push_back(p.cell_a);
        if (!Contains(options.glow_cells, p.cell_b)) options.glow_cells.push_back(p.cell_b);
      }
    }
  }
  DrawStorefront(dl_, g, store, options);
  if (options.skip_crate >= 0) {
    DrawCrateAt(dl_, g, last_where, last_height, 1.0f, 0, offset);
  }
}

// ------------------------------------------------------------------ the others

void MarketFreshView::DrawSeat(int seat) {
  const Rect r = layout_.seats[seat];
  if (r.Size().x <= 0) return;
  const mf::SeatObservation& p = obs_->seats[seat];
  const ImU32 seat_color = kSeatColors[seat];
  d::Mat(dl_, r.min, r.max, d::Mix(seat_color, d::Rgba(52, 36, 24), 0.55f), nullptr);
  if (obs_->actor == seat && !obs_->game_over && obs_->phase != mf::Phase::kDeal) {
    d::Glow(dl_, r.min, r.max, 14.0f);
  }
  ImGui::PushID(100 + seat);
  const bool compact = layout_.compact;
  const float header = compact ? 22 : 30;
  FarmerTile(dl_, r.min + ImVec2(16, header * 0.5f + 2), compact ? 14 : 18, seat);
  const std::string name = SeatWord(seat, ctx_->viewer, ctx_->lang);
  d::Text(dl_, r.min + ImVec2(30, compact ? 4 : 7), name.c_str(), d::Rgba(255, 250, 240),
          compact ? d::FontRole::kSmall : d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
  // Score at the top right, vouchers left of it.
  d::Number(dl_, ImVec2(r.max.x - 10, r.min.y + (compact ? 1 : 2)), p.score, "score",
            compact ? d::FontRole::kBody : d::FontRole::kTitle, d::palette::kWhite, d::Align::kRight);
  // Vouchers: every lap of the score track gives a 50, flipped to 100 on the next lap.
  const int laps = p.score / mf::kVoucherPoints;
  if (laps > 0 && !compact) {
    char pts[16];
    std::snprintf(pts, sizeof(pts), "%d", p.score);
    float x = r.max.x - 18 - d::MeasureText(pts, d::FontRole::kTitle).x - 34;
    if (laps % 2 == 1) {
      Voucher(dl_, ImVec2(x, r.min.y + 8), ImVec2(30, 18), 50);
      x -= 34;
    }
    for (int i = 0; i < laps / 2; ++i, x -= 34) Voucher(dl_, ImVec2(x, r.min.y + 8), ImVec2(30, 18), 100);
  }

  // The storefront, and the hand next to it.
  const Rect body{ImVec2(r.min.x + 6, r.min.y + header + 2), ImVec2(r.max.x - 6, r.max.y - 6)};
  // The board as large as the height allows, left-aligned; the hand beside it.
  const float hand_w = compact ? 26 : std::min(70.0f, body.Size().x * 0.3f);
  const float board_w = std::min(body.Size().x - hand_w - 4, body.Size().y * 1.05f);
  const Rect board{body.min, ImVec2(body.min.x + board_w, body.max.y)};
  DrawBoardOf(seat, board, !compact, nullptr);
  const Rect hand{ImVec2(board.max.x + 4, body.min.y), ImVec2(board.max.x + 4 + hand_w, body.max.y)};
  const int count = int(p.hand.size());
  if (!compact) {
    const float cell = std::min(hand.Size().x / 2.0f - 2, (hand.Size().y - 4) / 4.4f);
    for (int i = 0; i < count; ++i) {
      const ImVec2 at = hand.min + ImVec2(hand.Size().x * 0.5f - cell, float(i) * (cell + 4));
      if (p.hand[i] == mf::kHiddenCrate) {
        CrateBack(dl_, at, ImVec2(2 * cell, cell));
      } else {
        SlidCrate(p.hand[i], at, cell, false);
      }
    }
  } else if (count > 0) {
    CrateBack(dl_, hand.min + ImVec2(2, 6), ImVec2(hand.Size().x - 4, 16));
    d::Badge(dl_, hand.min + ImVec2(hand.Size().x * 0.5f, 30), count);
  }
  int hidden = 0;
  for (int crate : p.hand) hidden += crate == mf::kHiddenCrate ? 1 : 0;
  const d::Hit hit = d::Interact("hand", hand.min, hand.Size(), true);
  if (hit.hovered) {
    char tip[120];
    std::snprintf(tip, sizeof(tip), T("%d crates in hand, %d of them hidden.", "手元の木箱%d個（うち%d個は非公開）。"),
                  count, hidden);
    d::Tooltip(tip);
  }
  ImGui::PopID();
}

// ------------------------------------------------------------------ the supply

void MarketFreshView::DrawSupply() {
  const Rect r = layout_.supply;
  const bool compact = layout_.compact;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 30, 150), compact ? nullptr : T("Crates", "木箱"));
  const float top = r.min.y + (compact ? 4 : 26);
  const float avail_h = r.max.y - 6 - top;
  const float cell = std::min(avail_h * (compact ? 0.9f : 0.5f), (r.Size().x - 30) / 11.5f);

  // The face-down pile: a stack of crate backs with a count.
  ImGui::PushID("supply");
  const ImVec2 pile_min(r.min.x + 10, top + (avail_h - cell * 1.3f) * 0.5f);
  const ImVec2 pile_size(cell * 2, cell * 1.3f);
  if (obs_->pile_left > 0) {
    for (int i = std::min(3, obs_->pile_left) - 1; i >= 0; --i) {
      CrateBack(dl_, pile_min + ImVec2(float(i) * 2.5f, -float(i) * 3), pile_size);
    }
    d::Badge(dl_, pile_min + ImVec2(pile_size.x, pile_size.y), obs_->pile_left);
  } else {
    dl_->AddRect(pile_min, pile_min + pile_size, d::Rgba(255, 255, 255, 90), 4.0f, 0, 1.5f);
  }
  d::ChangeMark(dl_, "changed-pile", pile_min, pile_min + pile_size, obs_->pile_left, 4.0f, "mf:pile");
  const bool pile_legal = Legal(mf::kTakeFaceDown);
  const std::string pile_why = Why(mf::kTakeFaceDown);
  // Tap targets at least 44 px tall, even when the crates are drawn smaller.
  const float pad_y = std::max(0.0f, (44.0f - pile_size.y) * 0.5f);
  const ImVec2 pile_hit_min = pile_min - ImVec2(0, pad_y + 4);
  const ImVec2 pile_hit_size = pile_size + ImVec2(6, 2 * pad_y + 4);
  const d::Hit pile_hit = d::Interact("pile", pile_hit_min, pile_hit_size, pile_legal, pile_why.c_str());
  d::TestRect("move:take facedown", pile_hit_min, pile_hit_min + pile_hit_size);
  if (pile_legal) {
    d::Glow(dl_, pile_min - ImVec2(2, 10), pile_min + pile_size + ImVec2(8, 2), 6.0f);
    if (pile_hit.hovered) d::Tooltip(T("Take a face-down crate (only you will see it).", "裏向きの木箱を取ります（あなただけが見られます）。"));
    if (pile_hit.clicked) chosen_ = mf::kTakeFaceDown;
  }

  // The face-up row.
  float x = pile_min.x + pile_size.x + (compact ? 14 : 24);
  const float y = top + (avail_h - cell) * 0.5f;
  for (size_t i = 0; i < obs_->face_up.size(); ++i) {
    const int crate = obs_->face_up[i];
    const ImVec2 at(x, y);
    const ImVec2 size(2 * cell, cell);
    const Action take = mf::TakeFaceUpAction(crate);
    const bool legal = Legal(take);
    ImGui::PushID(int(i));
    const float pad = std::max(0.0f, (44.0f - size.y) * 0.5f);
    const ImVec2 hit_min = at - ImVec2(0, pad);
    const ImVec2 hit_size = size + ImVec2(0, 2 * pad);
    const d::Hit hit = d::Interact("faceup", hit_min, hit_size, legal, Why(take).c_str());
    d::TestRect("move:take " + mf::CrateName(crate), hit_min, hit_min + hit_size);
    SlidCrate(crate, at - ImVec2(0, hit.lift), cell, false);
    if (legal) d::Glow(dl_, at - ImVec2(2, 2 + hit.lift), at + size + ImVec2(2, 2 - hit.lift), 4.0f);
    if (legal && hit.hovered) {
      d::Tooltip((std::string(T("Take ", "取る：")) + CrateLabel(crate, ctx_->lang)).c_str());
    }
    if (legal && hit.clicked) chosen_ = take;
    // A crate taken from here (and the one that refilled it): marked while it fades.
    d::ChangeMark(dl_, "changed-faceup", at, at + size, crate, 4.0f, "mf:faceup:" + std::to_string(i + 1));
    ImGui::PopID();
    x += size.x + (compact ? 6 : 12);
  }
  for (size_t i = obs_->face_up.size(); i < size_t(mf::kFaceUpCount); ++i) {
    dl_->AddRect(ImVec2(x, y), ImVec2(x + 2 * cell, y + cell), d::Rgba(255, 255, 255, 60), 4.0f, 0, 1.0f);
    ImGui::PushID(int(i));
    d::ChangeMark(dl_, "changed-faceup", ImVec2(x, y), ImVec2(x + 2 * cell, y + cell), -1, 4.0f,
                  "mf:faceup:" + std::to_string(i + 1));
    ImGui::PopID();
    x += 2 * cell + (compact ? 6 : 12);
  }
  // Removed crates (set aside unseen at setup, or not fresh) in small type.
  if (!compact) {
    char text[96];
    std::snprintf(text, sizeof(text), T("%d removed unseen · %d not fresh", "未公開で除外%d個・新鮮でない%d個"),
                  obs_->set_aside, int(obs_->discarded.size()));
    d::Text(dl_, ImVec2(r.max.x - 10, r.min.y + 6), text, d::palette::kLabelSoft,
            d::FontRole::kSmall, d::Align::kRight);
  }
  ImGui::PopID();
}

void MarketFreshView::DrawSoloSupply() {
  const Rect r = layout_.supply;
  const bool compact = layout_.compact;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 30, 150), compact ? nullptr : T("Your 25 crates", "25個の木箱"));
  const float top = r.min.y + (compact ? 6 : 26);
  const int per_row = 5;
  const float gap = compact ? 4 : 8;
  const float cell = std::min((r.Size().x - 16 - gap * (per_row - 1)) / (2.0f * per_row),
                              (r.max.y - 6 - top - gap * 4) / 5.0f);
  // Rows at least 42 px apart so that each crate is a thumb-sized target.
  const float pitch = std::max(cell + gap, compact ? 40.0f : 0.0f);
  const bool placing = MyTurn() && obs_->phase == mf::Phase::kPlace;
  ImGui::PushID("solo_supply");
  for (size_t i = 0; i < obs_->face_up.size(); ++i) {
    const int crate = obs_->face_up[i];
    const int row = int(i) / per_row, col = int(i) % per_row;
    const ImVec2 at(r.min.x + 8 + float(col) * (2 * cell + gap),
                    top + float(row) * pitch + (pitch - gap - cell) * 0.5f);
    const ImVec2 size(2 * cell, cell);
    const bool can_go = placing && CanGo(crate);
    ImGui::PushID(int(i));
    const std::string why = Why(mf::TakeFaceUpAction(crate));  // the solo row's crate
    const ImVec2 hit_min(at.x, top + float(row) * pitch);
    const ImVec2 hit_size(size.x, std::max(size.y, pitch - 2));
    const d::Hit hit = d::Interact("crate", hit_min, hit_size, can_go, why.c_str());
    d::TestRect("market_fresh:crate:" + mf::CrateName(crate), hit_min, hit_min + hit_size);
    if (can_go && crate != selected_) d::Glow(dl_, at - ImVec2(2, 2), at + size + ImVec2(2, 2), 4.0f);
    SlidCrate(crate, at - ImVec2(0, hit.lift), cell, false);
    if (crate == selected_) {
      dl_->AddRect(at - ImVec2(3, 3), at + size + ImVec2(3, 3), d::palette::kWhite, 5.0f, 0, 3.0f);
    }
    if (can_go && hit.hovered) d::Tooltip(CrateLabel(crate, ctx_->lang).c_str());
    if (can_go && hit.clicked) selected_ = crate;
    ImGui::PopID();
  }
  ImGui::PopID();
}

// ------------------------------------------------------------------ market board

void MarketFreshView::DrawMarket() {
  const Rect r = layout_.market;
  const bool compact = layout_.compact;
  d::Mat(dl_, r.min, r.max, d::Rgba(40, 60, 40, 150), compact ? nullptr : T("Market board", "マーケットボード"));
  const float label_w = compact ? 14 : 22;
  const float top = r.min.y + (compact ? 4 : 26);
  const float icon_h = compact ? 14 : 24;
  const float col_w = (r.Size().x - 12 - label_w) / float(mf::kNumProduce);
  const float row_h = (r.max.y - 6 - top - icon_h) / float(mf::kMarketRows);
  const float x0 = r.min.x + 6 + label_w;
  const float y0 = top + icon_h;
  for (int row = 1; row <= mf::kMarketRows && row_h >= 9; ++row) {
    const float y = y0 + float(mf::kMarketRows - row) * row_h;
    char label[4];
    std::snprintf(label, sizeof(label), "%d", row);
    d::TextCentered(dl_, ImVec2(r.min.x + 6 + label_w * 0.5f, y + row_h * 0.5f), label,
                    d::palette::kLabelSoft, d::FontRole::kSmall);
  }
  ImGui::PushID("market");
  for (int produce = 0; produce < mf::kNumProduce; ++produce) {
    const float x = x0 + float(produce) * col_w;
    const ProduceStyle& style = kProduceStyles[produce];
    d::Icon(dl_, style.shape, ImVec2(x + col_w * 0.5f, top + icon_h * 0.5f), std::min(col_w, icon_h) * 0.36f,
            style.color, d::Shade(style.color, 0.45f));
    for (int row = 1; row <= mf::kMarketRows; ++row) {
      const ImVec2 a(x + 1, y0 + float(mf::kMarketRows - row) * row_h + 1);
      const ImVec2 b(x + col_w - 1, a.y + row_h - 2);
      dl_->AddRectFilled(a, b, d::Fade(d::Mix(style.color, d::palette::kPaper, 0.7f), 0.55f), 2.0f);
      const int owner = obs_->market.Owner(produce, row);
      const ImVec2 c = (a + b) * 0.5f;
      const float tile = std::min(col_w, row_h) * 0.82f;
      if (owner != mf::kNoTile) FarmerTile(dl_, c, tile, owner);
      if (produce == hover_produce_ && row == hover_row_) {
        d::Glow(dl_, a, b, 3.0f);
        if (owner == mf::kNoTile) {
          dl_->AddRect(c - ImVec2(tile, tile) * 0.5f, c + ImVec2(tile, tile) * 0.5f,
                       d::Fade(kSeatColors[bottom_], 0.9f), 3.0f, 0, 2.0f);
        }
      }
    }
    // A column's tooltip says whose tiles are where.
    ImGui::PushID(produce);
    const d::Hit hit = d::Interact("column", ImVec2(x, top), ImVec2(col_w, r.max.y - 6 - top), true);
    if (hit.hovered) {
      std::string tip = ProduceName(produce, ctx_->lang);
      for (int row = mf::kMarketRows; row >= 1; --row) {
        const int owner = obs_->market.Owner(produce, row);
        if (owner == mf::kNoTile) continue;
        tip += ctx_->lang == Lang::kJapanese ? "\n" + std::to_string(row) + "行目：" : "\nrow " + std::to_string(row) + ": ";
        tip += SeatWord(owner, ctx_->viewer, ctx_->lang);
      }
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
  }
  ImGui::PopID();
  hover_produce_ = -1;
  hover_row_ = 0;
}

// ------------------------------------------------------------------ the viewer's side

void MarketFreshView::DrawScore() {
  const Rect r = layout_.score;
  const mf::SeatObservation& me = obs_->seats[bottom_];
  FarmerTile(dl_, r.min + ImVec2(14, r.Size().y * 0.5f), 20, bottom_);
  const std::string name = SeatWord(bottom_, ctx_->viewer, ctx_->lang);
  d::Text(dl_, r.min + ImVec2(30, r.Size().y * 0.5f - 10), name.c_str(), d::palette::kWhite,
          d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
  const float name_w = d::MeasureText(name.c_str()).x;
  ImGui::PushID("me");
  d::Number(dl_, r.min + ImVec2(40 + name_w, r.Size().y * 0.5f - d::FontSize(d::FontRole::kTitle) * 0.55f),
            me.score, "score", d::FontRole::kTitle, d::palette::kWhite);
  ImGui::PopID();
  char pts[16];
  std::snprintf(pts, sizeof(pts), "%d", me.score);
  float x = r.min.x + 48 + name_w + d::MeasureText(pts, d::FontRole::kTitle).x;
  const int laps = me.score / mf::kVoucherPoints;
  // Every second lap flips the 50 voucher to its 100 side. Only those that fit
  // the panel (on a phone the score says it all).
  d::TestRect("panel:mf:score", r.min, r.max);
  const int vouchers = laps / 2 + laps % 2;
  for (int i = 0; i < vouchers && x + 36 <= r.max.x - 4; ++i, x += 40) {
    Voucher(dl_, ImVec2(x, r.min.y + 12), ImVec2(36, 20), i < laps / 2 ? 100 : 50);
    d::TestRect("in:mf:score:voucher" + std::to_string(i), ImVec2(x, r.min.y + 12),
                ImVec2(x + 36, r.min.y + 32));
  }
  if (!layout_.compact) {
    char tiles[160];
    if (Solo()) {
      // The rank the score has reached so far, from the text's table.
      const mf::SoloRank& rank = mf::kSoloRanks[mf::MarketFreshSeatView::SoloRankOf(me.score)];
      std::snprintf(tiles, sizeof(tiles), T("%d farmer tiles · now: %s", "農家タイル%d枚・現在：%s"),
                    me.tiles, ctx_->lang == Lang::kJapanese ? rank.title_ja : rank.title_en);
    } else {
      std::snprintf(tiles, sizeof(tiles), T("%d farmer tiles placed", "農家タイル%d枚"), me.tiles);
    }
    d::Text(dl_, ImVec2(r.max.x - 4, r.min.y + r.Size().y * 0.5f - 8), tiles,
            d::palette::kLabelSoft, d::FontRole::kSmall, d::Align::kRight);
  }
  if (obs_->actor == bottom_ && !obs_->game_over && obs_->phase != mf::Phase::kDeal) {
    d::Glow(dl_, r.min, r.max, 8.0f);
  }
}

void MarketFreshView::DrawHand() {
  const Rect r = layout_.hand;
  if (r.Size().y <= 0) return;
  const mf::SeatObservation& me = obs_->seats[bottom_];
  const bool compact = layout_.compact;
  const int count = int(me.hand.size());
  // Two crates per row when wide, one per row on a phone.
  const int per_row = compact ? 1 : 2;
  const int rows = std::max(1, (std::max(count, 3) + per_row - 1) / per_row);
  const float gap = 8;
  const float cell = std::max(20.0f, std::min((r.Size().x - gap * float(per_row)) / (2.0f * float(per_row)),
                                             (r.Size().y - gap * float(rows)) / float(rows)));
  const bool placing = MyTurn() && obs_->phase == mf::Phase::kPlace;
  const bool discarding = placing && Discarding();
  ImGui::PushID("myhand");
  for (int i = 0; i < count; ++i) {
    const int crate = me.hand[i];
    const ImVec2 at = r.min + ImVec2(float(i % per_row) * (2 * cell + gap), float(i / per_row) * (cell + gap));
    const ImVec2 size(2 * cell, cell);
    if (crate == mf::kHiddenCrate) {
      CrateBack(dl_, at, size);
      continue;
    }
    ImGui::PushID(i);
    const bool can_go = placing && CanGo(crate);
    const bool enabled = can_go || discarding;
    const std::string why = Why(mf::DiscardAction(crate));  // a hand crate's id
    const d::Hit hit = d::Interact("crate", at, size, enabled, why.c_str());
    if (discarding) {
      d::TestRect("move:discard " + mf::CrateName(crate), at, at + size);
      d::Glow(dl_, at - ImVec2(2, 2), at + size + ImVec2(2, 2), 4.0f, d::Rgba(255, 120, 90));
    } else {
      d::TestRect("market_fresh:hand:" + mf::CrateName(crate), at, at + size);
      if (can_go && crate != selected_) d::Glow(dl_, at - ImVec2(2, 2), at + size + ImVec2(2, 2), 4.0f);
    }
    SlidCrate(crate, at - ImVec2(0, hit.lift), cell, false);
    if (crate == selected_ && placing && !discarding) {
      dl_->AddRect(at - ImVec2(3, 3), at + size + ImVec2(3, 3), d::palette::kWhite, 5.0f, 0, 3.0f);
    }
    if (enabled && hit.hovered) {
      const std::string tip = discarding ? std::string(T("Remove ", "取り除く：")) + CrateLabel(crate, ctx_->lang) +
                                               NotFreshLoss()
                                         : CrateLabel(crate, ctx_->lang);
      d::Tooltip(tip.c_str());
    }
    if (hit.clicked && discarding) chosen_ = mf::DiscardAction(crate);
    if (hit.clicked && can_go) selected_ = crate;
    ImGui::PopID();
  }
  ImGui::PopID();
}

void MarketFreshView::DrawOwnStore() {
  const Rect area = layout_.store;
  d::Mat(dl_, area.min, area.max, d::Fade(kSeatColors[bottom_], 0.18f), nullptr);
  const Rect inner{area.min + ImVec2(8, 8), area.max - ImVec2(8, 8)};
  BoardGeometry g;
  DrawBoardOf(bottom_, inner, true, &g);
  if (!MyTurn() || obs_->phase != mf::Phase::kPlace || selected_ < 0) return;

  const mf::Storefront& store = obs_->seats[bottom_].storefront;
  const Rect foot = g.Footprint();
  const ImVec2 hit_min = foot.min - ImVec2(0, g.cell * 0.6f);
  const ImVec2 hit_size = foot.max - hit_min;
  ImGui::PushID("store");
  const d::Hit hit = d::Interact("board", hit_min, hit_size, true);
  ImGui::PopID();

  // Test targets: a point inside the first cell of every legal placement of
  // the chosen crate as it is turned now.
  for (Action a : *legal_) {
    if (mf::KindOf(a) != mf::ActionKind::kPlace) continue;
    const mf::CratePlacement p = mf::PlacementOf(a);
    if (mf::CrateOf(p.produce_a, p.produce_b) != selected_) continue;
    const mf::CratePlacement o = Oriented(selected_, p.cell_a);
    if (o.cell_b != p.cell_b || o.produce_a != p.produce_a) continue;
    const Rect top = g.Top(p.cell_a, store.Height(p.cell_a));
    const ImVec2 point = top.Center() + (vertical_ ? ImVec2(0, g.cell * 0.3f) : ImVec2(g.cell * 0.3f, 0));
    if (CellAt(g, store, point) != p.cell_a) continue;
    d::TestRect("move:" + table_->Notation(a), point - ImVec2(3, 3), point + ImVec2(3, 3));
  }

  if (!hit.hovered) return;
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Right)) Rotate();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const int cell = CellAt(g, store, mouse);
  if (cell < 0) return;
  // The crate covers the hovered cell and the neighbour on the pointer's side.
  const Rect top = g.Top(cell, store.Height(cell));
  const int n = g.grid;
  const int row = cell / mf::kFrame, col = cell % mf::kFrame;
  int first = cell;
  if (vertical_) {
    const bool up = mouse.y < top.Center().y;
    if ((up && row > 0) || row == n - 1) first = cell - mf::kFrame;
  } else {
    const bool left = mouse.x < top.Center().x;
    if ((left && col > 0) || col == n - 1) first = cell - 1;
  }
  const mf::CratePlacement p = Oriented(selected_, first);
  const bool legal = Legal(mf::PlaceAction(p));
  const mf::PlacementCheck check = table_->CheckPlacement(p);  // height and freshness
  const int height = legal ? check.height : std::max(store.Height(p.cell_a), store.Height(p.cell_b)) + 1;
  DrawCrateAt(dl_, g, p, height, 0.8f, legal ? d::Rgba(80, 220, 110) : d::Rgba(230, 60, 50));
  std::string tip;
  if (legal) {
    tip = T("Click to place here.", "クリックでここに置きます。");
    if (check.perfect) {
      char line[96];
      std::snprintf(line, sizeof(line), T("\nPerfectly fresh: +%d!", "\n完全に新鮮な一致：+%d！"),
                    table_->numbers().perfect_bonus);
      tip += line;
    }
    for (const mf::ScoreChoice& c : table_->ScoreChoicesFor(p)) tip += "\n" + ChoiceText(c, ctx_->lang);
  } else {
    tip = Why(mf::PlaceAction(p));
  }
  tip += T("\n(R or right click: turn the crate)", "\n（Rキーか右クリック：木箱を回す）");
  d::Tooltip(tip.c_str());
  if (hit.clicked) {
    if (legal) {
      chosen_ = mf::PlaceAction(p);
    } else {
      tap_reason_ = Why(mf::PlaceAction(p));
      tap_reason_time_ = ctx_->time;
    }
  }
}

// ------------------------------------------------------------------ controls

std::string MarketFreshView::Prompt() const {
  if (obs_->game_over) {
    if (Solo() && obs_->solo_rank >= 0) {
      const mf::SoloRank& rank = mf::kSoloRanks[obs_->solo_rank];
      return std::string(T("Game over. How did it go? ", "ゲーム終了。どうでしたか？ ")) +
             (ctx_->lang == Lang::kJapanese ? rank.title_ja : rank.title_en);
    }
    return T("Game over.", "ゲーム終了。");
  }
  if (!MyTurn()) {
    if (obs_->phase == mf::Phase::kDeal) return T("Setting up the market…", "準備中…");
    return Tell(obs_->actor, ctx_->viewer, ctx_->lang, "Your turn.", "{who} to play.",
                "{who}の番です。");
  }
  switch (obs_->phase) {
    case mf::Phase::kTake:
      return T("Take a crate: a face-up one (glowing) or one from the face-down pile.",
               "木箱を1つ取ります：光っている表向きの木箱か、裏向きの山から。");
    case mf::Phase::kPlace:
      if (Discarding()) {
        return T("Not fresh! None of your crates fits: tap one to remove it",
                 "新鮮ではありません！どの木箱も置けません：取り除く木箱を1つ選んでください") +
               NotFreshLoss() + T(".", "。");
      }
      return Solo() ? T("Pick a crate above, then tap your storefront where it goes. R or right click turns it.",
                        "上の木箱を選び、店先の置きたい場所をタップ。Rキーか右クリックで回転。")
                    : T("Pick one of your crates, then tap your storefront where it goes. R or right click turns it.",
                        "手元の木箱を選び、店先の置きたい場所をタップ。Rキーか右クリックで回転。");
    case mf::Phase::kScore:
      return T("Score the crate: choose the produce.", "木箱を得点化：農産物を選んでください。");
    default:
      return "";
  }
}

void MarketFreshView::DrawControls() {
  const Rect r = layout_.controls;
  if (r.Size().y < 30) return;
  const std::string prompt = Prompt();
  d::TestText("status", prompt);
  const float wrap = r.Size().x - 8;
  const d::FontRole role = layout_.compact ? d::FontRole::kSmall : d::FontRole::kBody;
  const float text_h =
      d::Font(role)->CalcTextSizeA(d::FontSize(role), FLT_MAX, wrap, prompt.c_str()).y;
  d::Text(dl_, r.min + ImVec2(4, 2), prompt.c_str(), d::Rgba(255, 250, 235), role, d::Align::kLeft,
          0, wrap, true);
  float y = r.min.y + text_h + 10;
  const float button_h = 44;
  if (!MyTurn()) return;
  ImGui::PushID("controls");
  switch (obs_->phase) {
    case mf::Phase::kTake: {
      const bool can = Legal(mf::kTakeFaceDown);
      const float w = std::min(r.Size().x - 8, 260.0f);
      if (d::PrimaryButton(T("Take a face-down crate", "裏向きの木箱を取る"), ImVec2(r.min.x + 4, y),
                           ImVec2(w, button_h), can, Why(mf::kTakeFaceDown).c_str())) {
        chosen_ = mf::kTakeFaceDown;
      }
      break;
    }
    case mf::Phase::kPlace: {
      if (Discarding()) break;
      const float w = std::min((r.Size().x - 16) * 0.5f, 200.0f);
      if (d::SecondaryButton(T("Rotate (R)", "回転（R）"), ImVec2(r.min.x + 4, y), ImVec2(w, button_h))) {
        Rotate();
      }
      d::TestRect("market_fresh:rotate", ImVec2(r.min.x + 4, y), ImVec2(r.min.x + 4 + w, y + button_h));
      if (selected_ >= 0) {
        const mf::CratePlacement o = Oriented(selected_, 0);
        const float cell = button_h * 0.42f;
        const ImVec2 at(r.min.x + 16 + w, y + (button_h - (vertical_ ? 2 * cell : cell)) * 0.5f);
        CrateFlat(dl_, at, cell, o.produce_a, o.produce_b, vertical_);
      }
      y += button_h + 6;
      if (ctx_->time - tap_reason_time_ < 4.0 && !tap_reason_.empty()) {
        d::Text(dl_, ImVec2(r.min.x + 4, y), tap_reason_.c_str(), d::Rgba(255, 150, 130),
                d::FontRole::kSmall, d::Align::kLeft, 0, wrap);
      }
      break;
    }
    case mf::Phase::kScore: {
      const std::vector<mf::ScoreChoice> choices = table_->PendingScoreChoices();
      int best = 0;
      for (size_t i = 0; i < choices.size(); ++i) {
        if (choices[i].points > choices[best].points) best = int(i);
      }
      const int per_row = 2;
      const float w = (r.Size().x - 8 - 6 * float(per_row - 1)) / float(per_row);
      for (size_t i = 0; i < choices.size(); ++i) {
        const mf::ScoreChoice& c = choices[i];
        const ImVec2 at(r.min.x + 4 + float(int(i) % per_row) * (w + 6), y + float(int(i) / per_row) * (button_h + 6));
        ImGui::PushID(int(i));
        const std::string label = ChoiceButtonLabel(c, ctx_->lang);
        const bool pressed = int(i) == best ? d::PrimaryButton(label.c_str(), at, ImVec2(w, button_h))
                                            : d::SecondaryButton(label.c_str(), at, ImVec2(w, button_h));
        d::TestRect("move:" + table_->Notation(c.action), at, at + ImVec2(w, button_h));
        const ProduceStyle& style = kProduceStyles[c.produce];
        d::Icon(dl_, style.shape, at + ImVec2(22, button_h * 0.5f), 10, style.color, d::Shade(style.color, 0.4f));
        const Rect button{at, at + ImVec2(w, button_h)};
        if (button.Contains(ImGui::GetIO().MousePos)) {
          d::Tooltip(ChoiceText(c, ctx_->lang).c_str());
          hover_produce_ = c.produce;
          hover_row_ = c.tile_row;
        }
        if (pressed) chosen_ = c.action;
        ImGui::PopID();
      }
      break;
    }
    default:
      break;
  }
  ImGui::PopID();
}

}  // namespace

}  // namespace market_fresh_view

std::unique_ptr<GameView> MakeMarketFreshView() {
  return std::make_unique<market_fresh_view::MarketFreshView>();
}

}  // namespace mercato::web

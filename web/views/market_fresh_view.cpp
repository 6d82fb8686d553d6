// The Market Fresh table: the frame, the crates, the others' storefronts, the
// supply and the market board (market_fresh_view_table.h says which file
// draws what).
//
// How a person plays here:
//   take    tap a face-up crate, or the face-down pile (or the primary button);
//   place   tap one of your crates (solo: one of the 25), hover the storefront:
//           a green ghost where it fits, red with the reason where it does not;
//           R, a right click or "Rotate" turns it; click to place it;
//           if nothing fits, tap the crate to remove (-1 point);
//   score   tap the produce to score: each button shows its points.
#include "views/market_fresh_view.h"
#include "views/market_fresh_view_table.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "draw/change_mark.h"

namespace mercato::web::market_fresh_view {

namespace {

constexpr float kSlideSeconds = 0.3f;

// One motion key per crate, independent of the ImGui ID stack, so a crate
// slides from the hand or the face-up row to where it is placed.
ImGuiID CrateKey(int crate) { return ImHashStr("market_fresh_crate", 0, ImU32(crate + 1)); }

}  // namespace

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

std::vector<Action> MarketFreshView::LegalPlacementsAsTurned() const {
  std::vector<Action> moves;
  if (!MyTurn() || obs_->phase != mf::Phase::kPlace || selected_ < 0) return moves;
  for (Action a : *legal_) {
    if (mf::KindOf(a) != mf::ActionKind::kPlace) continue;
    const mf::CratePlacement p = mf::PlacementOf(a);
    if (mf::CrateOf(p.produce_a, p.produce_b) != selected_) continue;
    const mf::CratePlacement o = Oriented(selected_, p.cell_a);
    if (o.cell_b == p.cell_b && o.produce_a == p.produce_a) moves.push_back(a);
  }
  return moves;
}

std::vector<int> MarketFreshView::LegalFirstCells() const {
  std::vector<int> cells;
  for (Action a : LegalPlacementsAsTurned()) {
    const int cell = mf::PlacementOf(a).cell_a;
    if (!Contains(cells, cell)) cells.push_back(cell);
  }
  return cells;
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
    options.glow_cells = LegalFirstCells();
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
  {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Number(dl_, ImVec2(r.max.x - 10, r.min.y + (compact ? 1 : 2)), p.score, "score",
              compact ? d::FontRole::kBody : d::FontRole::kTitle, d::palette::kWhite, d::Align::kRight);
  }
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
  // Rows lower than a label (a phone's): every other row is numbered, so no two touch.
  const int label_step = row_h >= d::FontSize(d::FontRole::kSmall) ? 1 : 2;
  for (int row = 1; row <= mf::kMarketRows && row_h >= 9; row += label_step) {
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
    ProduceOnPlate(dl_, produce, ImVec2(x + col_w * 0.5f, top + icon_h * 0.5f), std::min(col_w, icon_h) * 0.42f);
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

}  // namespace mercato::web::market_fresh_view

namespace mercato::web {

std::unique_ptr<GameView> MakeMarketFreshView() {
  return std::make_unique<market_fresh_view::MarketFreshView>();
}

}  // namespace mercato::web

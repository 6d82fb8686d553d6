// The Market Fresh table, the viewer's side: the score, the hand, the own
// storefront (the cells where the chosen crate may go are marked; a crate
// follows the pointer or the finger: green where it fits, red with the reason
// where it does not), what to do now in words and the controls.
#include "views/market_fresh_view_table.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>

namespace mercato::web::market_fresh_view {

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
  {
    const d::InkAs as_score(d::InkRole::kScore);
    d::Number(dl_, r.min + ImVec2(40 + name_w, r.Size().y * 0.5f - d::FontSize(d::FontRole::kTitle) * 0.55f),
              me.score, "score", d::FontRole::kTitle, d::palette::kWhite);
  }
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
  const d::InkAs as_hand(d::InkRole::kHand);
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

  // The marked cells (LegalFirstCells, the same cells DrawBoardOf marked),
  // named for the tests.
  for (int cell : LegalFirstCells()) {
    const Rect top = g.Top(cell, store.Height(cell));
    d::TestRect("mf:legal:" + mf::CellName(cell), top.min, top.max);
  }

  // Test targets: a point inside the first cell of every legal placement of
  // the chosen crate as it is turned now.
  for (Action a : LegalPlacementsAsTurned()) {
    const mf::CratePlacement p = mf::PlacementOf(a);
    const Rect top = g.Top(p.cell_a, store.Height(p.cell_a));
    const ImVec2 point = top.Center() + (vertical_ ? ImVec2(0, g.cell * 0.3f) : ImVec2(g.cell * 0.3f, 0));
    if (CellAt(g, store, point) != p.cell_a) continue;
    d::TestRect("move:" + table_->Notation(a), point - ImVec2(3, 3), point + ImVec2(3, 3));
  }

  // A mouse previews on hover; a finger while it is down (after it lifts the
  // pointer leaves the window), and the frame it lifts places the crate where
  // that frame's preview was: a tap or the end of a drag.
  if (!hit.hovered) return;
  const bool touch = d::PointerIsTouch();
  if (!touch && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) Rotate();
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
  if (touch) {
    // A finger covers the cell it touches: when the pointer's side does not
    // fit, the other placement covering that cell (if it fits).
    const bool can_back = vertical_ ? row > 0 : col > 0;
    const bool can_fwd = vertical_ ? row < n - 1 : col < n - 1;
    const int other = first != cell ? (can_fwd ? cell : -1)
                                    : (can_back ? cell - (vertical_ ? mf::kFrame : 1) : -1);
    if (other >= 0 && !Legal(mf::PlaceAction(Oriented(selected_, first))) &&
        Legal(mf::PlaceAction(Oriented(selected_, other)))) {
      first = other;
    }
  }
  const mf::CratePlacement p = Oriented(selected_, first);
  const bool legal = Legal(mf::PlaceAction(p));
  const mf::PlacementCheck check = table_->CheckPlacement(p);  // height and freshness
  const int height = legal ? check.height : std::max(store.Height(p.cell_a), store.Height(p.cell_b)) + 1;
  DrawCrateAt(dl_, g, p, height, 0.8f, legal ? d::Rgba(80, 220, 110) : d::Rgba(230, 60, 50));
  {  // for the tests: where the preview is, and whether it fits
    const Rect a = g.Top(p.cell_a, height - 1), b = g.Top(p.cell_b, height - 1);
    d::TestRect("mf:preview:" + mf::CellName(p.cell_a) + "-" + mf::CellName(p.cell_b) + (legal ? "" : ":illegal"),
                ImMin(a.min, b.min), ImMax(a.max, b.max));
  }
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
  // Not for a finger: a held finger's explanation would swallow its lift (the
  // placement); an illegal lift says why under the controls.
  if (!touch) d::Tooltip(tip.c_str());
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
      return Solo() ? T("Pick a crate above, then tap a glowing cell of your storefront. R or right click turns it.",
                        "上の木箱を選び、店先の光っているマスをタップ。Rキーか右クリックで回転。")
                    : T("Pick one of your crates, then tap a glowing cell of your storefront. R or right click turns it.",
                        "手元の木箱を選び、店先の光っているマスをタップ。Rキーか右クリックで回転。");
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
        d::DrawAgainAt(tap_reason_time_ + 4.0);  // gone then, on an idle page too
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
        ProduceOnPlate(dl_, c.produce, at + ImVec2(22, button_h * 0.5f), 11);
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

}  // namespace mercato::web::market_fresh_view

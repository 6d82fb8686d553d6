#include "app/generic_view.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "draw/draw.h"

namespace mercato::web {

namespace {

namespace d = draw;

class GenericView : public GameView {
 public:
  std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) override {
    ImDrawList* dl = ctx.draw;
    const ImVec2 min = ctx.origin, max = ctx.origin + ctx.size;
    d::TableBackground(dl, min, max, d::Surface::kFelt);
    std::optional<Action> chosen;
    // One mat per seat along the top with its score.
    const int n = table.num_players();
    const float mat_w = std::min(220.0f, (ctx.size.x - 20 - 10 * (n - 1)) / float(n));
    for (int p = 0; p < n; ++p) {
      const ImVec2 a = min + ImVec2(10 + float(p) * (mat_w + 10), 10);
      char label[48];
      std::snprintf(label, sizeof(label), "%s %d%s", Tr(ctx.lang, "Seat", "席"), p + 1,
                    p == ctx.viewer ? Tr(ctx.lang, " (you)", "（あなた）") : "");
      d::Mat(dl, a, a + ImVec2(mat_w, 70), d::palette::kSeat[p % 6], label);
      ImGui::PushID(p);
      if (table.ScoreShown(p)) d::Money(dl, a + ImVec2(12, 30), table.Score(p), "score", 13);
      ImGui::PopID();
      if (table.current_player() == p) d::Glow(dl, a, a + ImVec2(mat_w, 70), 14.0f);
    }
    ImVec2 at = min + ImVec2(16, 100);
    d::Text(dl, at,
            Tr(ctx.lang, "This game's table is not drawn yet: choose a move by its notation.",
               "このゲームの卓はまだ描かれていません。手を表記で選んでください。"),
            d::palette::kWhite, d::FontRole::kBody, d::Align::kLeft, 0, ctx.size.x - 32);
    at.y += 40;
    if (!ctx.can_act) return chosen;
    const std::vector<Action>& legal = table.legal();
    float x = at.x, y = at.y;
    for (size_t i = 0; i < legal.size() && i < 120; ++i) {
      const std::string text = table.Notation(legal[i]);
      const float w = std::max(80.0f, d::MeasureText(text.c_str()).x + 24);
      if (x + w > max.x - 16) {
        x = at.x;
        y += 50;
      }
      ImGui::PushID(int(i));
      if (d::SecondaryButton(text.c_str(), ImVec2(x, y), ImVec2(w, 42))) chosen = legal[i];
      ImGui::PopID();
      x += w + 8;
    }
    return chosen;
  }

  std::string Words(const GameEvent& event, int viewer, Lang lang) const override {
    if (event.kind == "chance") return Tr(lang, "Chance: ", "偶然：") + event.notation;
    char seat[32];
    std::snprintf(seat, sizeof(seat), "%s %d: ", Tr(lang, "Seat", "席"), event.seat + 1);
    return seat + event.notation;
  }

  void DrawScoreBreakdown(const SeatView& table, Lang lang) override {
    for (int p = 0; p < table.num_players(); ++p) {
      ImGui::Text("%s %d: %d", Tr(lang, "Seat", "席"), p + 1, table.Score(p));
    }
  }

  void DrawRules(Lang lang) override {
    ImGui::TextWrapped("%s", Tr(lang, "The rules page of this game is not written yet.",
                                "このゲームのルールページはまだありません。"));
  }
};

}  // namespace

std::unique_ptr<GameView> MakeGenericView() { return std::make_unique<GenericView>(); }

}  // namespace mercato::web

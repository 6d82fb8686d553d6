// Oregano Market's one registration on the web side (views/view_descriptor.h).
#include "draw/draw.h"
#include "views/oregano_view.h"
#include "views/view_descriptor.h"

namespace mercato::web::views::oregano {

namespace {

namespace d = draw;

// A crate of herbs and a token.
void Emblem(ImDrawList* draw, ImVec2 c, float r) {
  d::Crate(draw, ImVec2(c.x - r * 0.8f, c.y - r * 0.05f), ImVec2(r * 1.6f, r * 0.85f),
           d::Rgba(170, 120, 70));
  d::Icon(draw, d::Shape::kLeaf, ImVec2(c.x - r * 0.35f, c.y - r * 0.35f), r * 0.45f,
          d::palette::kGreen);
  d::Icon(draw, d::Shape::kLeaf, ImVec2(c.x + r * 0.3f, c.y - r * 0.45f), r * 0.5f,
          d::Rgba(90, 170, 80));
  d::Token(draw, ImVec2(c.x + r * 0.55f, c.y + r * 0.55f), r * 0.3f, d::palette::kOrange,
           d::Shape::kCircle);
}

}  // namespace

ViewDescriptor Descriptor() {
  return {
      "oregano",
      MakeOreganoView,
      d::Rgba(70, 120, 60),
      Emblem,
      "Build shops along the main street, gather resources and complete secret strategies.",
      "大通りに店を建て、資源を集め、秘密の戦略を達成します。",
      {
          {"strategy_draw", "Strategy cards drawn", "引く戦略カード",
           "How many strategy cards you draw at the start to keep one (after completing a card: "
           "2).",
           "ゲーム開始時に1枚を残すために引く戦略カードの枚数です（達成後は2枚）。"},
          {"special_limit", "Special shops", "特別な店", "How many special shops a player may own.",
           "1人が持てる特別な店の数です。"},
          {"end", "Game end", "ゲームの終了", "When a second kind of shop runs out.",
           "2種類目の店がなくなったときの扱いです。"},
          {"end_kinds", "Shops that end the game", "終了を引き起こす店",
           "Which empty kinds of shop count for the end.",
           "どの種類の店がなくなると終了に数えるかです。"},
      },
      {
          {"strategy_draw", "2", "Draw 2", "2枚"},
          {"strategy_draw", "3", "Draw 3", "3枚"},
          {"special_limit", "one_total", "One in total", "合計1軒"},
          {"special_limit", "per_kind", "One of each kind", "種類ごとに1軒"},
          {"end", "immediate", "At once", "すぐに終了"},
          {"end", "round", "Finish the round", "ラウンドの最後まで"},
          {"end_kinds", "any", "Any kind", "どの種類でも"},
          {"end_kinds", "regular", "Merchants and general shops", "商人と一般の店のみ"},
      },
  };
}

}  // namespace mercato::web::views::oregano

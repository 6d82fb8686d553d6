// Turin Market's one registration on the web side (views/view_descriptor.h).
#include "draw/draw.h"
#include "views/turin_market_view.h"
#include "views/view_descriptor.h"

namespace mercato::web::views::turin_market {

namespace {

namespace d = draw;

// A card back, a card and two coins.
void Emblem(ImDrawList* draw, ImVec2 c, float r) {
  d::CardBack(draw, ImVec2(c.x - r * 0.95f, c.y - r * 0.85f), ImVec2(r * 0.8f, r * 1.15f),
              d::Rgba(150, 60, 50));
  d::Card(draw, ImVec2(c.x - r * 0.45f, c.y - r * 0.95f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kPurple, .good = d::GoodPicture::kEggplant});
  d::Coin(draw, ImVec2(c.x + r * 0.45f, c.y + r * 0.55f), r * 0.36f, 5);
  d::Coin(draw, ImVec2(c.x + r * 0.05f, c.y + r * 0.62f), r * 0.3f, 1);
}

}  // namespace

ViewDescriptor Descriptor() {
  return {
      "turin_market",
      MakeTurinMarketView,
      d::Rgba(150, 60, 50),
      Emblem,
      "Bid in secret for the goods on the table, then sell, borrow and win the majorities.",
      "場の品物を秘密の入札で競り落とし、売り、借り、過半数を制します。",
      {
          {"list", "List card side", "リストカードの面",
           "Which side of the list card gives the bonuses.",
           "ボーナスに使うリストカードの面です。"},
          {"money", "Money", "所持金", "Whether everyone sees each other's money.",
           "各プレイヤーの所持金を公開するかどうかです。"},
          {"goose", "Goose rule", "ガチョウのルール",
           "Settles tied bids, or gives the fewest leader tokens +1.",
           "同点の入札を決めるか、リーダー駒が最も少ない人に+1します。"},
          {"series", "Games in a match", "対戦のゲーム数",
           "Three games: money is added up over the match.",
           "3ゲーム：3ゲーム分のお金を合計します。"},
      },
      {
          {"list", "classic", "Classic (yellow)", "クラシック（黄）"},
          {"list", "new", "New (red)", "ニュー（赤）"},
          {"money", "public", "Open", "公開"},
          {"money", "private", "Hidden", "非公開"},
          {"goose", "none", "Off", "なし"},
          {"goose", "tie_loser", "Settles ties", "同点を決める"},
          {"goose", "underdog", "Helps the trailing player", "最少の人を助ける"},
          {"series", "1", "1 game", "1ゲーム"},
          {"series", "3", "3 games", "3ゲーム"},
      },
  };
}

}  // namespace mercato::web::views::turin_market

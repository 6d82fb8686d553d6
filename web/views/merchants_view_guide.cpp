// The first-game guide's line for each of the seat's Merchants decisions: what
// the move is for and why what glows may be chosen (GameView::Guide). Counts of
// cards are the game's numbers in force (the Lab and variants change them).
#include <string>

#include "views/merchants_view_table.h"

namespace mercato::web::merchants_view {

namespace {

// "one more card" / "2 more cards" / "２枚".
std::string MoreCards(int n, Lang lang) {
  if (lang == Lang::kJapanese) return Numeral(n, lang) + "枚";
  return (n == 1 ? std::string("one") : std::to_string(n)) + (n == 1 ? " more card" : " more cards");
}

}  // namespace

std::string MerchantsView::GameGuide(const MerchantsSeatView& table, Lang lang) const {
  const MerchantsObservation& obs = table.observation();
  const mm::Numbers& numbers = table.numbers();
  switch (obs.phase) {
    case Phase::kLoad:
      return Tr(lang, "Cubes on your ships earn: whenever a good sells, everyone with its cube on a ship is paid. Any good left in the supply may go.",
                "船のコマが稼ぎます。商品が売れるたび、そのコマを船に積む全員が受け取ります。ストックに残る商品なら積めます。");
    case Phase::kStep1:
      if (obs.step1_action_used) {
        return Tr(lang, "Your stevedore allows one more swap; or go on to step 2, where cards are sold.",
                  "荷役でもう1回交換できます。または手順2へ（カードを売る手順）。");
      }
      return Tr(lang, "Step 1 readies your ships: swap a cube for a good that will sell, buy a special card you can pay for, or pass.",
                "手順1は船の準備：売れそうな商品にコマを交換、払える特殊カードを購入、またはパス。");
    case Phase::kStep2:
      return Tr(lang, "Step 2 sells: play cards of one good onto demand piles, and every cube of it earns for each pile showing it. Or draw ",
                "手順2は販売：1種類のカードを需要の山に出すと、その商品のコマを積む全員が稼ぎます。または") +
             (lang == Lang::kJapanese ? Numeral(numbers.draw_count, lang) + "枚引く。"
                                      : std::to_string(numbers.draw_count) + (numbers.draw_count == 1 ? " card." : " cards."));
    case Phase::kHouse:
      if (numbers.house_draw == 0) {  // a variant's house that draws nothing
        return Tr(lang, "In this game a trading house draws no cards: skip it.",
                  "このゲームでは商館で引くカードはありません。スキップしてください。");
      }
      return Tr(lang, "Your trading house may draw ", "商館で手番の終わりにもう") + MoreCards(numbers.house_draw, lang) +
             Tr(lang, " at the end of your turn: more cards, bigger sales later.",
                "引けます。手札が多いほど後で大きく売れます。");
    default:
      return "";
  }
}

}  // namespace mercato::web::merchants_view

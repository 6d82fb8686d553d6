// The first-game guide's line for each of the seat's Trade Tycoon decisions:
// what the move is for and why what glows may be chosen (GameView::Guide).
#include <string>

#include "views/trade_tycoon_view_table.h"

namespace mercato::web::trade_tycoon_view {

std::string TradeTycoonView::GameGuide(const TradeTycoonSeatView& table, Lang lang) const {
  switch (table.observation().phase) {
    case Phase::kDraftPass:
      return Tr(lang, "Skills are powers you reveal later. Pass one of your three to your left neighbour, face down; the other two stay yours.",
                "スキルは後で表にして使う力です。3枚から1枚を伏せて左隣に渡し、残り2枚を持ちます。");
    case Phase::kStyle:
      return Tr(lang, "Your style decides how your cards score at the end (its suit's rule). Lay a hand card as your style now, or wait.",
                "スタイルで最後の得点方法が決まります（そのスートの規則）。手札1枚をスタイルにするか、待ちます。");
    case Phase::kReveal:
      return Tr(lang, "A skill works only once revealed: trade skills act in your turns, value skills score at the end.",
                "スキルは表にして初めて働きます。取引スキルは手番で、価値スキルは最後の得点で。");
    case Phase::kPreOrder:
      return Tr(lang, "An order trades a hand card of yours with a partner, who returns a card by number (same or nearest) or by suit.",
                "注文：手札1枚を取引先に渡し、数字（同じか一番近い）かスートでカードを返してもらいます。");
    case Phase::kNamedCard:
      return Tr(lang, "Named order: name the card you want; the partner must return it if they hold it.",
                "指名買い：欲しいカードを指名します。持っていれば取引先はそれを返します。");
    case Phase::kReturn:
      return Tr(lang, "You were ordered from: the order's rule allows only the glowing cards to go back.",
                "注文されました。注文の規則で返せるのは光っているカードだけです。");
    case Phase::kCaravanTake:
    case Phase::kWarehousemanTake:
      return Tr(lang, "Your skill takes a card from the oasis: any of the face-up oasis cards may be taken.",
                "スキルでオアシスから1枚取ります。表向きのオアシスのカードならどれでも。");
    case Phase::kPostOrder:
      return Tr(lang, "The order is done: use a revealed skill now, or end your turn and draw a card.",
                "注文は終わりです。表にしたスキルを使うか、手番を終えてカードを引きます。");
    default:
      return "";
  }
}

}  // namespace mercato::web::trade_tycoon_view

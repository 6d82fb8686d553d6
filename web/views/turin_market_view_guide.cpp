// The first-game guide's line for each of the seat's Turin Market decisions:
// what the move is for and why what glows may be chosen (GameView::Guide).
#include <algorithm>
#include <cstdlib>
#include <string>

#include "views/turin_market_view_table.h"

namespace mercato::web::turin_market_view {

namespace {

// The highest bid the seat's moves allow ("bid 15" -> 15), or -1.
int TopBid(const TurinMarketSeatView& table, const char* kind) {
  int top = -1;
  const std::string prefix = std::string(kind) + " ";
  for (Action a : table.legal()) {
    const std::string notation = table.Notation(a);
    if (notation.rfind(prefix, 0) == 0) top = std::max(top, std::atoi(notation.c_str() + prefix.size()));
  }
  return top;
}

std::string UpTo(int top, Lang lang) {
  return top < 0 ? "" : Tr(lang, " (0 to ", "（0〜") + std::to_string(top) + Tr(lang, ")", "）");
}

}  // namespace

std::string TurinMarketView::GameGuide(const TurinMarketSeatView& table, Lang lang) const {
  const TurinMarketObservation& obs = table.observation();
  const int seat = table.viewer();
  switch (obs.phase) {
    case Phase::kOffer:
      return Tr(lang, "Each round auctions the cards laid down. Any card of your hand may go, so they all glow: lay one you can spare.",
                "毎ラウンド、伏せて出したカードが競りにかかります。どの手札も出せるので全部光ります。手放してよいカードを。");
    case Phase::kBid:
      return Tr(lang, "Bids decide who takes the cards: higher bids choose first, takers pay it all, the others half. Grip what you can pay",
                "入札で誰がカードを取るかが決まります。高い順に選び、取った人は全額、他は半額を払います。払える額") +
             UpTo(TopBid(table, "bid"), lang) + Tr(lang, ".", "を握ります。");
    case Phase::kRebid:
      return Tr(lang, "A tie: a second secret bid orders the tied players; grip from what you have left",
                "同額です。もう一度こっそり握って順位を決めます。残りのお金から") +
             UpTo(TopBid(table, "rebid"), lang) + Tr(lang, ".", "。");
    case Phase::kGooseGive:
      return Tr(lang, "The goose breaks the tie: the player you give it to ranks last of the tied.",
                "ガチョウで同点を決めます。渡された人が同額の中で下位になります。");
    case Phase::kPick:
      if (seat >= 0 && seat < int(obs.players.size()) && obs.players[seat].role == tm::Role::kRemover) {
        return Tr(lang, "Both-zero rule: the tied players who gripped 0 take nothing; the cards you tap leave the game.",
                  "両者0のルール：0を握った同額の人はカードを得ず、選んだカードは箱に戻ります。");
      }
      return Tr(lang, "Your bid won a rank: take a card from the auction table. Better ranks chose first; the rest glow for you.",
                "入札で順位を得ました。競りのカードを1枚取ります。上位が先に選び、残りが光っています。");
    case Phase::kWithdraw:
      return Tr(lang, "An older offer may come back to your hand now, with the scudi you put on it; or keep it on sale.",
                "前に売りに出したカードを、置いたスクードごと戻せます。売り続けてもかまいません。");
    case Phase::kSellOffer:
      return Tr(lang, "A card just taken may go on sale: its price leaves your purse as a deposit; a sale gives it back plus the buyer's price.",
                "取ったカードを売りに出せます。値段分を預け、売れると預けた分と代金が入ります。");
    case Phase::kDeclare:
      return Tr(lang, "Market: name one card on sale to buy, or pass. Only others' offers you can pay for glow.",
                "市場：買うカードを1枚指名するかパス。払える値段の他人の売り物だけが光ります。");
    case Phase::kChooseBuyer:
      return Tr(lang, "Several players want your card: you choose who buys it; each pays the same price.",
                "複数の人があなたのカードを欲しがっています。誰に売るかを選びます（値段は同じ）。");
    default:
      return "";
  }
}

}  // namespace mercato::web::turin_market_view

// The first-game guide's line for each of the seat's Oregano Market decisions:
// what the move is for and why what glows may be chosen (GameView::Guide).
#include <string>

#include "views/oregano_view_table.h"

namespace mercato::web::oregano_view {

std::string OreganoView::GameGuide(const og::OreganoSeatView& table, Lang lang) const {
  const og::OreganoObservation& obs = table.observation();
  switch (obs.phase) {
    case og::Phase::kChooseMerchant:
      return Tr(lang, "A resource merchant gives the wood, stone or metal that shops are built with. It starts in a level-1 cell: your first column.",
                "資源店は店を建てる木・石・金属をくれます。レベル1のマス（1列目）に置きます。");
    case og::Phase::kStrategyKeep:
      return Tr(lang, "A strategy card is a secret goal that pays gold when completed. Keep the one you expect to finish.",
                "戦略カードは秘密の目標で、達成すると金が入ります。達成できそうな1枚を残します。");
    case og::Phase::kCasinoChoice:
      return Tr(lang, "Your casino may roll the die: a low roll pays the bank, a high one takes gold from every other player.",
                "カジノでダイスを振れます。低い目なら銀行に払い、高い目なら他の全員から受け取ります。");
    case og::Phase::kAction:
      if (obs.actions_this_turn > 0) {
        return Tr(lang, "A second action, of another kind than the first: that kind no longer glows.",
                  "2つ目の行動は1つ目と別の種類です。済んだ種類はもう光りません。");
      }
      return Tr(lang, "Two different actions a turn: build, resource, sell or buy. Shops pay you every turn; what glows is what you can pay for.",
                "毎手番、異なる行動を2つ：誘致・資源・売却・買収。店は毎手番配当を生みます。光るのは払えるものです。");
    default:
      return "";
  }
}

}  // namespace mercato::web::oregano_view

// The first-game guide's line for each of the seat's Market Fresh decisions:
// what the move is for and why what glows may be chosen (GameView::Guide).
#include <string>

#include "views/market_fresh_view_table.h"

namespace mercato::web::market_fresh_view {

std::string MarketFreshView::GameGuide(const mf::MarketFreshSeatView& table, Lang lang) const {
  const mf::MarketFreshObservation& obs = table.Obs();
  switch (obs.phase) {
    case mf::Phase::kTake:
      if (obs.mode == mf::ScoringMode::kSolo) {
        return Tr(lang, "Solo: every crate lies face up; take any one for your storefront.",
                  "ソロ：木箱はすべて表向き。店先に置く木箱をどれでも1つ取ります。");
      }
      return Tr(lang, "Crates build your storefront. Take a face-up one (everyone sees which) or a secret one from the face-down pile.",
                "木箱で店先を作ります。表向きの1つ（皆に見えます）か、裏向きの山から秘密の1つを取ります。");
    case mf::Phase::kPlace:
      if (!table.legal().empty() && mf::KindOf(table.legal().front()) == mf::ActionKind::kDiscard) {
        return Tr(lang, "None of your crates fits anywhere, so the rules make you remove one, for a point.",
                  "どの木箱も置けないため、ルールにより1つを取り除き、1点失います。");
      }
      return Tr(lang, "A crate covers two cells at one height; over pictures or crates one half must match what lies below. The glowing cells fit.",
                "木箱は同じ高さの2マスを覆います。絵や木箱の上では片方が下と同じ農産物に。光るマスなら置けます。");
    case mf::Phase::kScore:
      return Tr(lang, "Score the crate: pick one of its two produce, and you gain 1 point per one of it showing on your storefront.",
                "得点：木箱の農産物を1つ選ぶと、店先に見えるその農産物1つにつき1点。");
    default:
      return "";
  }
}

}  // namespace mercato::web::market_fresh_view

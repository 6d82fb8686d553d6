// The Merchants table, the viewer's side: the hand, what to do now in words,
// money, special cards owned, ships and the buttons (Play, Draw 2, Pass, ...).
#include "views/merchants_view_table.h"

#include <algorithm>
#include <cstdio>

namespace mercato::web::merchants_view {

namespace {

// A green "+3" on a dark pill: what a play would pay.
void Pill(ImDrawList* dl, ImVec2 center, const char* text) {
  const ImVec2 extent = d::MeasureText(text, d::FontRole::kBody);
  const ImVec2 half(extent.x * 0.5f + 9, extent.y * 0.5f + 4);
  dl->AddRectFilled(center - half, center + half, d::Rgba(20, 90, 45, 235), half.y);
  dl->AddRect(center - half, center + half, d::Rgba(190, 255, 200, 220), half.y, 0, 1.5f);
  d::TextCentered(dl, center, text, d::palette::kWhite, d::FontRole::kBody, 0, true);
}

}  // namespace

void MerchantsView::DrawHand() {
  const d::InkAs as_hand(d::InkRole::kHand);
  const Lang lang = ctx_->lang;
  const mm::PlayerObservation& me = obs_->players[Viewer()];
  const Rect area = layout_.hand;
  std::vector<int> goods;
  for (int g = 0; g < mm::kNumGoods; ++g) {
    if (me.hand_visible && me.hand[g] > 0) goods.push_back(g);
  }
  // At least 60 px tall: a thumb's tap target even on a phone.
  const float card_h = std::max(60.0f, std::min(layout_.card.y, area.Size().y - 16));
  const ImVec2 card(card_h / 1.42f, card_h);
  const ImVec2 top_left(area.min.x, area.min.y + 10);
  if (!me.hand_visible) return;
  if (goods.empty()) {
    d::CardSlot(dl_, top_left, card, T("No cards", "手札なし"));
    return;
  }
  float step = card.x + 16;
  if (step * float(goods.size()) > area.Size().x) step = area.Size().x / float(goods.size());
  for (size_t i = 0; i < goods.size(); ++i) {
    const int g = goods[i];
    const int count = me.hand[g];
    const ImVec2 at = top_left + ImVec2(step * float(i), 0);
    bool playable = false;
    for (int mask = 1; mask < (1 << mm::kDemandPiles) && !playable; ++mask) {
      playable = Legal(mm::PlayAction(g, mask));
    }
    const int stack = std::min(count, 4);
    const ImVec2 size = card + ImVec2(float(stack - 1) * 3, float(stack - 1) * 3);
    ImGui::PushID(500 + g);
    // A play onto the first pile stands for the card's plays.
    const std::string why = playable ? "" : Why(mm::PlayAction(g, 1));
    const d::Hit hit = d::Interact("hand", at, size, playable, why.c_str());
    d::TestRect(std::string("merchants:hand:") + mm::kGoods[g].id, at, at + size);
    d::NameSymbol(at, at + size, GoodName(g, ctx_->lang));
    ImGui::PopID();
    if (hit.clicked) {
      if (play_good_ == g) {
        play_good_ = -1;
      } else {
        play_good_ = g;
      }
      play_piles_ = 0;
    }
    const float lift = (playable ? hit.lift : 0) + (play_good_ == g ? 12 : 0);
    for (int c = stack - 1; c >= 0; --c) {
      d::CardFace face = GoodFace(g, lang);
      if (c > 0) face.title = "";  // under the top card: no words to read, none drawn
      d::Card(dl_, at + ImVec2(float(c) * 3, float(c) * 3 - lift), card, face);
    }
    if (count > 1) d::Badge(dl_, at + ImVec2(card.x - 2, card.y - 4 - lift), count);
    if (playable && play_good_ < 0) d::Glow(dl_, at - ImVec2(0, lift), at + card - ImVec2(0, lift));
    if (play_good_ == g) {
      d::Glow(dl_, at - ImVec2(0, lift), at + card - ImVec2(0, lift), d::kCardRounding,
              d::palette::kWhite);
    }
  }
}

std::string MerchantsView::Prompt() const {
  const Lang lang = ctx_->lang;
  const int actor = obs_->acting_seat;
  if (obs_->phase == Phase::kGameOver) {
    return T("The deck has run out: the game is over.", "山札が尽きました。ゲーム終了です。");
  }
  if (obs_->phase <= Phase::kChooseStart) return T("Setting up the table…", "準備中…");
  if (!MyTurn()) {
    const auto tell = [&](const char* en_you, const char* en_other, const char* ja) {
      return Tell(actor, ctx_->viewer, lang, en_you, en_other, ja);
    };
    switch (obs_->phase) {
      case Phase::kLoad:
        return tell("You are loading a ship.", "{who} is loading a ship.", "{who}が船にコマを積んでいます。");
      case Phase::kStep1:
        return tell("You: step 1 (swap, buy or pass).", "{who}: step 1 (swap, buy or pass).",
                    "{who}：手順１（交換・購入・パス）");
      case Phase::kStep2: {
        const std::string n = std::to_string(table_->numbers().draw_count);
        return tell(("You: step 2 (play cards or draw " + n + ").").c_str(),
                    ("{who}: step 2 (play cards or draw " + n + ").").c_str(),
                    ("{who}：手順２（カードを出す／" + Numeral(table_->numbers().draw_count, lang) + "枚引く）").c_str());
      }
      case Phase::kDraw: return tell("You draw.", "{who} draws.", "{who}がカードを引いています。");
      case Phase::kHouse:
        return tell("You: trading house draw?", "{who}: trading house draw?",
                    ("{who}：商館で" + Numeral(table_->numbers().house_draw, lang) + "枚引くか").c_str());
      default: return "";
    }
  }
  switch (obs_->phase) {
    case Phase::kLoad:
      return T("Load an empty ship: tap a good in the cube supply.",
               "空いている船にコマを積みます：ストックの商品を選んでください。");
    case Phase::kStep1:
      if (buying_ship_) {
        return T("A new ship comes loaded: tap the good for its cube.",
                 "新しい船に積むコマをストックから選んでください。");
      }
      if (swap_from_ >= 0) {
        return std::string(T("Swap your ", "")) + GoodName(swap_from_, lang) +
               T(" cube for which good? Tap it in the supply.",
                 "のコマと交換する商品をストックから選んでください。");
      }
      if (obs_->step1_action_used) {
        return T("Stevedore: one more swap if you like (tap a ship's cube), or go on to step 2.",
                 "荷役：もう１回交換できます（船のコマを選ぶ）。または手順２へ。");
      }
      if (obs_->stevedore_swaps_left > 0) {
        return T("Step 1: swap a cube, buy a special card, or pass. Your stevedore gives an extra swap.",
                 "手順１：コマの交換・特殊カードの購入・パスのどれか。荷役で追加の交換ができます。");
      }
      return T("Step 1: swap a cube on a ship, buy a special card, or pass.",
               "手順１：船のコマを交換・特殊カードを購入・パスのどれか１つ。");
    case Phase::kStep2:
      if (play_good_ >= 0 && play_piles_ != 0) {
        // What the play would do, in words (the pills show it on the mats too).
        const std::vector<int> pay = table_->SettlementFor(play_good_, play_piles_);
        int tops = 0;
        for (int i = 0; i < mm::kDemandPiles; ++i) {
          if (((play_piles_ >> i) & 1) || table_->PileTop(i) == play_good_) ++tops;
        }
        std::string earned;
        for (int p = 0; p < int(pay.size()); ++p) {
          if (pay[p] == 0) continue;
          if (!earned.empty()) earned += T(", ", "、");
          earned += SeatWord(p, ctx_->viewer, lang) + " +" + std::to_string(pay[p]);
        }
        if (earned.empty()) earned = T("nobody earns", "誰も獲得しない");
        return std::string(GoodName(play_good_, lang)) + T(" demand becomes ", "の需要が") +
               std::to_string(tops) + T(": ", "に：") + earned + T(". Tap more piles, or Play.",
                                                                   "。山を追加するか「出す」を。");
      }
      if (play_good_ >= 0) {
        return std::string(T("Play ", "")) + GoodName(play_good_, lang) +
               T(": tap the piles to cover (one card each), then Play.",
                 "を出す山を選び（１山に１枚）、「出す」を押してください。");
      }
      return T("Step 2: tap a good in your hand to play it, or draw ", "手順２：手札の商品を選んで出すか、") +
             Cards(table_->numbers().draw_count) + T(".", "引きます。");
    case Phase::kHouse:
      return T("Trading house: draw ", "商館：もう") + Numeral(table_->numbers().house_draw, lang) +
             T(table_->numbers().house_draw == 1 ? " more card?" : " more cards?", "枚引きますか？");
    default:
      return "";
  }
}

void MerchantsView::DrawPreview() {
  if (play_good_ < 0 || play_piles_ == 0) return;
  const std::vector<int> pay = table_->SettlementFor(play_good_, play_piles_);
  for (int p = 0; p < int(pay.size()); ++p) {
    if (pay[p] == 0) continue;
    char text[16];
    std::snprintf(text, sizeof(text), "+%d", pay[p]);
    ImVec2 at = MoneyAnchor(p);
    if (layout_.compact && p != Viewer()) at = layout_.seats[p].max - ImVec2(28, 16);
    Pill(dl_, at, text);
  }
}

void MerchantsView::DrawButtons() {
  const ImVec2 size = layout_.button;
  std::string primary, secondary;
  Action primary_action = -1;
  bool primary_enabled = true;
  std::string primary_why;
  bool cancel = false;
  if (MyTurn()) {
    switch (obs_->phase) {
      case Phase::kStep1:
        primary = obs_->step1_action_used ? T("Go to step 2", "手順２へ") : T("Pass", "パス");
        primary_action = mm::kPassAction;
        if (swap_from_ >= 0 || buying_ship_) secondary = T("Cancel", "取り消す");
        cancel = true;
        break;
      case Phase::kStep2:
        if (play_good_ >= 0) {
          const int k = Bits(play_piles_);
          if (k == 0) {
            primary = T("Play", "出す");
          } else if (ctx_->lang == Lang::kJapanese) {
            primary = std::to_string(k) + "枚出す";
          } else {
            primary = "Play " + std::to_string(k) + (k == 1 ? " card" : " cards");
          }
          primary_action = k > 0 ? table_->CanonicalPlay(play_good_, play_piles_) : -1;
          primary_enabled = primary_action >= 0;
          primary_why = T("Tap the piles to cover first.", "先に重ねる山を選んでください。");
          secondary = T("Cancel", "取り消す");
          cancel = true;
        } else {
          primary = T("Draw ", "") + Cards(table_->numbers().draw_count) + T("", "引く");
          primary_action = mm::kDrawAction;
        }
        break;
      case Phase::kHouse:
        primary = T("Draw ", "") + Cards(table_->numbers().house_draw) + T("", "引く");
        primary_action = mm::kHouseDrawAction;
        secondary = T("Skip", "引かない");
        break;
      default:
        break;
    }
  }
  if (!primary.empty()) {
    const bool enabled = primary_enabled && primary_action >= 0 && Legal(primary_action);
    if (d::PrimaryButton(primary.c_str(), layout_.primary, size, enabled, primary_why.c_str())) {
      chosen_ = primary_action;
    }
    d::TestRect("merchants:primary", layout_.primary, layout_.primary + size);
    if (enabled) {
      d::TestRect("move:" + table_->Notation(primary_action), layout_.primary,
                  layout_.primary + size);
    }
  }
  if (!secondary.empty()) {
    if (d::SecondaryButton(secondary.c_str(), layout_.secondary, size)) {
      if (obs_->phase == Phase::kHouse) {
        chosen_ = mm::kHouseSkipAction;
      } else if (cancel) {
        ResetSelection();
      }
    }
    d::TestRect("merchants:secondary", layout_.secondary, layout_.secondary + size);
    if (obs_->phase == Phase::kHouse) {
      d::TestRect("move:house skip", layout_.secondary, layout_.secondary + size);
    }
  }
}

void MerchantsView::DrawBottom() {
  const int seat = Viewer();
  const Rect b = layout_.seats[seat];
  const mm::PlayerObservation& me = obs_->players[seat];
  std::string label = SeatWord(seat, ctx_->viewer, ctx_->lang);
  if (seat == obs_->start_player) label += T("  · start player", "  ・スタートプレイヤー");
  SeatMat(dl_, b, seat, label, seat == obs_->start_player, b.max.x - 12);
  if (obs_->acting_seat == seat && obs_->phase > Phase::kChooseStart && obs_->phase != Phase::kGameOver) {
    d::Glow(dl_, b.min, b.max, 14.0f);
  }
  ImGui::PushID("bottom");
  // The prompt: what to do now, in words.
  const std::string prompt = Prompt();
  d::TestText("status", prompt);
  d::Text(dl_, layout_.prompt.min, prompt.c_str(), MyTurn() ? d::palette::kGlow : d::palette::kWhite,
          d::FontRole::kBody, d::Align::kLeft, 0, layout_.prompt.Size().x, MyTurn());
  DrawHand();
  // Money, large.
  const float coin_r = layout_.compact ? 13 : 17;
  d::Coin(dl_, layout_.money + ImVec2(coin_r, coin_r + 2), coin_r, 1);
  coin_centers_[seat] = layout_.money + ImVec2(coin_r, coin_r + 2);
  {
    const d::InkAs as_score(d::InkRole::kScore);  // money is the score
    d::Number(dl_, layout_.money + ImVec2(2 * coin_r + 8, coin_r + 2 - d::FontSize(d::FontRole::kNumber) * 0.55f),
              me.money, "my_money", d::FontRole::kNumber, d::palette::kWhite, d::Align::kLeft);
  }
  DrawSpecialsOwned(layout_.specials_owned.min + ImVec2(0, 4), layout_.compact ? 12 : 15, seat);
  DrawShips(layout_.ships, seat, true);
  DrawButtons();
  DrawPreview();
  ImGui::PopID();
}

}  // namespace mercato::web::merchants_view

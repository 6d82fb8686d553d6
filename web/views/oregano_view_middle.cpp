// The Oregano Market table's middle: the supply of shops and merchants, the
// main street, the bonus cards and the strategy deck.
#include "views/oregano_view_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/ui_rects.h"

namespace mercato::web::oregano_view {

void OreganoView::DrawSupply() {
  const Rect& r = l_.supply;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 32, 170), nullptr);
  if (!l_.tall) {
    d::Text(dl_, r.min + ImVec2(8, 3), T("Supply", "在庫"), kLightText, d::FontRole::kSmall,
            d::Align::kLeft, 0, 0, true);
  }
  const ImVec2 slot = l_.supply_slot;
  const float top = l_.tall ? 3.0f : 16.0f;  // under the "Supply" label on wide tables
  const float token = std::min(slot.x - 16, slot.y - top - 20);
  for (int kind = 0; kind < og::kNumShopKinds; ++kind) {
    const ImVec2 at = l_.SupplySlot(kind);
    const ImVec2 tmin = at + ImVec2((slot.x - token) * 0.5f, top);
    // The token stands for its move in every row of column 1; when no row takes
    // the shop, the rules give every row the shop's reason (row 0 words it).
    const auto token_move = [&](int row) {
      return obs_->phase == og::Phase::kChooseMerchant && kind <= og::kMetalMerchant ? og::PickMerchantAction(kind, row)
                                                                                     : og::BuildAction(kind, row);
    };
    bool can = false;
    for (int row = 0; row < og::kRows; ++row) can = can || Legal(token_move(row));
    const std::string why = can ? "" : Why(token_move(0));
    ImGui::PushID(200 + kind);
    // The whole slot is the target (token, count and cost): a thumb's size on a phone.
    const d::Hit hit = d::Interact("supply", at, slot, can);
    NoteUiRect(std::string("oregano:supply:") + og::kShops[kind].id, at, at + slot);
    const ImVec2 lifted = tmin - ImVec2(0, hit.lift);
    ShopToken(dl_, lifted, token, kind, 1, obs_->supply[kind] == 0);
    d::NameSymbol(lifted, lifted + ImVec2(token, token), ShopName(kind, L()));
    if (can) d::Glow(dl_, lifted, lifted + ImVec2(token, token), token * 0.16f);
    if (sel_kind_ == kind) {
      dl_->AddRect(lifted - ImVec2(3, 3), lifted + ImVec2(token + 3, token + 3), d::palette::kWhite,
                   token * 0.16f + 3, 0, 2.5f);
    }
    d::Badge(dl_, lifted + ImVec2(token - 2, 2), obs_->supply[kind]);
    // The cost under the token: resource icons with counts, or gold.
    const og::ShopSpec& spec = og::kShops[kind];
    std::vector<std::pair<int, int>> parts;  // resource (or -1: gold), amount
    for (int res = 0; res < og::kNumResources; ++res) {
      if (spec.cost[res] > 0) parts.push_back({res, spec.cost[res]});
    }
    if (spec.cost_gold > 0) parts.push_back({-1, spec.cost_gold});
    const float icon = 6.0f;
    const float part_w = 20;
    float x = at.x + slot.x * 0.5f - part_w * float(parts.size()) * 0.5f;
    const float y = tmin.y + token + 9;
    for (const auto& [res, amount] : parts) {
      if (res >= 0) {
        ResourceOnPlate(dl_, res, ImVec2(x + icon, y), icon);
      } else {
        dl_->AddCircleFilled(ImVec2(x + icon, y), icon, d::palette::kGold, 12);
      }
      d::Text(dl_, ImVec2(x + 2 * icon + 1, y - 8), std::to_string(amount).c_str(), kLightText,
              d::FontRole::kSmall);
      x += part_w;
    }
    if (hit.hovered) {
      std::string tip = std::string(ShopName(kind, L())) + "\n" + ShopHelp(kind, N(), L()) + "\n" +
                        T("Cost: ", "コスト：") + CostText(spec.cost_gold, spec.cost, L()) +
                        Format(T(". %d left.", "。残り%d。"), obs_->supply[kind]);
      if (!why.empty()) tip += "\n" + why;
      if (can) tip += T("\nTap, then tap a glowing cell.", "\nタップしてから光るマスを選ぶ。");
      d::Tooltip(tip.c_str());
    }
    if (hit.clicked) {
      const int was = sel_kind_;
      ResetSelection();
      sel_kind_ = was == kind ? -1 : kind;
    }
    ImGui::PopID();
  }
}

ImVec2 OreganoView::StreetCenter(int kind, int level) const {
  const Rect& r = l_.street;
  const int per_row = std::max(1, int((r.Width() - 8) / l_.street_slot.x));
  for (size_t i = 0; i < street_entries_.size(); ++i) {
    if (street_entries_[i].first == kind && street_entries_[i].second == level) {
      const int col = int(i) % per_row, row = int(i) / per_row;
      return r.min + ImVec2(6 + (float(col) + 0.5f) * l_.street_slot.x,
                            18 + (float(row) + 0.4f) * l_.street_slot.y);
    }
  }
  return r.Center();
}

void OreganoView::DrawStreet() {
  const Rect& r = l_.street;
  d::Mat(dl_, r.min, r.max, d::Rgba(95, 75, 45, 150), nullptr);
  const char* street_label = T("Main street", "大通り");
  d::Text(dl_, r.min + ImVec2(8, 3), street_label, kLightText, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  d::TestRect("panel:og:street", r.min, r.max);
  d::TestRect("in:og:street:label", r.min + ImVec2(8, 3),
              r.min + ImVec2(8, 3) + d::MeasureText(street_label, d::FontRole::kSmall));
  if (street_entries_.empty()) {
    d::TextCentered(dl_, r.Center(), T("Sold shops come here", "売却された店がここに並ぶ"),
                    d::palette::kLabelSoft, d::FontRole::kSmall);
  }
  const ImVec2 slot = l_.street_slot;
  const float token = std::min(slot.x - 14, slot.y - 22);
  const int per_row = std::max(1, int((r.Width() - 8) / slot.x));
  const int rows = std::max(1, int((r.Height() - 18) / slot.y));
  for (size_t i = 0; i < street_entries_.size(); ++i) {
    const int col = int(i) % per_row, row = int(i) / per_row;
    if (row >= rows) {
      d::Text(dl_, r.max - ImVec2(8, 18), Format("+%d", int(street_entries_.size() - i)).c_str(),
              kLightText, d::FontRole::kSmall, d::Align::kRight);
      break;
    }
    const auto [kind, level] = street_entries_[i];
    const ImVec2 at = r.min + ImVec2(6 + float(col) * slot.x, 18 + float(row) * slot.y);
    const ImVec2 tmin = at + ImVec2((slot.x - token) * 0.5f, 0);
    // As a supply token: the move into any row of its column (row 0 words why not).
    bool can = false;
    for (int row = 0; row < og::kRows; ++row) can = can || Legal(og::BuyAction(kind, level, row));
    const std::string why = can ? "" : Why(og::BuyAction(kind, level, 0));
    ImGui::PushID(300 + kind * 8 + level);
    const d::Hit hit = d::Interact("street", at, slot, can);  // the whole slot, as the supply's
    NoteUiRect(std::string("oregano:street:") + og::kShops[kind].id + ":" + std::to_string(level), at,
               at + slot);
    const ImVec2 lifted = tmin - ImVec2(0, hit.lift);
    ShopToken(dl_, lifted, token, kind, level);
    d::NameSymbol(lifted, lifted + ImVec2(token, token), ShopName(kind, L()));
    if (can) d::Glow(dl_, lifted, lifted + ImVec2(token, token), token * 0.16f);
    if (sel_street_kind_ == kind && sel_street_level_ == level) {
      dl_->AddRect(lifted - ImVec2(3, 3), lifted + ImVec2(token + 3, token + 3), d::palette::kWhite,
                   token * 0.16f + 3, 0, 2.5f);
    }
    // How many, beside the token (above it, the badge would cover the label).
    const int count = obs_->main_street[kind][level - 1];
    if (count > 1) d::Badge(dl_, lifted + ImVec2(token + 3, token * 0.5f), count);
    d::TestRect("in:og:street:" + std::to_string(i), tmin,
                tmin + ImVec2(token + (count > 1 ? 13.0f : 0.0f), token));
    const int price = table_->BuyPrice(kind, level);
    d::Text(dl_, ImVec2(at.x + slot.x * 0.5f, tmin.y + token + 1), Format(T("%dg", "%dG"), price).c_str(),
            d::palette::kGlow, d::FontRole::kSmall, d::Align::kCenter, 0, 0, true);
    if (hit.hovered) {
      std::string tip = std::string(ShopName(kind, L())) + Format(T(", level %d", "（レベル%d）"), level);
      tip += Ja(L()) ? Format("\n%dゴールドで買収し、", price) + Format("%d列目に置く。", level)
                     : Format("\nBuy it for %d gold", price) + Format(" into column %d.", level);
      if (!why.empty()) tip += "\n" + why;
      if (can) tip += T("\nTap, then tap a glowing cell.", "\nタップしてから光るマスを選ぶ。");
      d::Tooltip(tip.c_str());
    }
    if (hit.clicked) {
      const bool same = sel_street_kind_ == kind && sel_street_level_ == level;
      ResetSelection();
      if (!same) {
        sel_street_kind_ = kind;
        sel_street_level_ = level;
      }
    }
    ImGui::PopID();
  }
}

void OreganoView::DrawBonusesAndDeck() {
  const Rect& r = l_.bonus;
  d::Mat(dl_, r.min, r.max, d::Rgba(70, 50, 32, 170), nullptr);
  d::Text(dl_, r.min + ImVec2(8, 3), T("Bonus cards", "ボーナス"), kLightText, d::FontRole::kSmall,
          d::Align::kLeft, 0, 0, true);
  d::TestRect("panel:og:bonus", r.min, r.max);
  const ImVec2 card = l_.bonus_card;
  const int per_row = l_.tall ? 5 : 3;
  for (int b = 0; b < og::kNumBonusCards; ++b) {
    const int col = b % per_row, row = b / per_row;
    const ImVec2 at = r.min + ImVec2(6 + float(col) * (card.x + 4), 20 + float(row) * (card.y + 4));
    const int owner = obs_->bonus_owner[b];
    static const d::Shape kBonusShapes[og::kNumBonusCards] = {d::Shape::kStar, d::Shape::kCircle,
                                                              d::Shape::kDiamond, d::Shape::kSquare,
                                                              d::Shape::kHexagon};
    if (owner == og::kEmpty) {
      d::CardFace face;
      face.band = kBonusBand;
      face.icon = kBonusShapes[b];
      const std::string points = std::to_string(N().bonus_value);
      face.corner = points.c_str();
      static const char* kShortEn[og::kNumBonusCards] = {"Level 4", "Strategy", "Diagonal", "Column", "Row"};
      static const char* kShortJa[og::kNumBonusCards] = {"レベル4", "戦略", "斜め", "縦一列", "横一列"};
      if (card.x >= 46) face.title = Ja(L()) ? kShortJa[b] : kShortEn[b];
      d::Card(dl_, at, card, face);
    } else {
      d::CardSlot(dl_, at, card);
      dl_->AddCircleFilled(at + card * 0.5f, std::min(card.x, card.y) * 0.2f, d::palette::kSeat[owner % 6], 16);
    }
    d::TestRect("in:og:bonus:card" + std::to_string(b), at, at + card);
    ImGui::PushID(400 + b);
    if (d::Interact("bonus", at, card, false).hovered) {
      std::string tip = std::string(BonusName(b, L())) +
                        Format(T(": %d points at the end.", "：終了時%d点。"), N().bonus_value);
      if (owner != og::kEmpty) tip += "\n" + SeatWord(owner, viewer_, L()) + T(" won it.", "が獲得済み。");
      d::Tooltip(tip.c_str());
    }
    ImGui::PopID();
  }
  // The strategy deck.
  const Rect& deck = l_.deck;
  if (deck.Width() > 4) {
    d::CardPile(dl_, deck.min, deck.Size(), obs_->deck_size, nullptr, kStrategyBand);
    // With its edges and the count badge on the bottom-right corner.
    d::TestRect(l_.tall ? "in:og:bonus:deck" : "in:og:street:deck", deck.min, deck.max + ImVec2(6, 6));
    if (d::Interact("deck", deck.min, deck.Size(), false).hovered) {
      d::Tooltip(Format(T("Strategy deck: %d cards.", "戦略カードの山札：%d枚。"), obs_->deck_size).c_str());
    }
  }
}

}  // namespace mercato::web::oregano_view

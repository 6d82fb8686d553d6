#include "app/option_text.h"

#include <cstring>

namespace mercato::web {

namespace {

struct OptionText {
  const char* game;
  const char* key;
  const char* label_en;
  const char* label_ja;
  const char* help_en;
  const char* help_ja;
};

struct ChoiceText {
  const char* game;
  const char* key;
  const char* choice;
  const char* en;
  const char* ja;
};

constexpr OptionText kOptions[] = {
    {"turin_market", "list", "List card side", "リストカードの面",
     "Which side of the list card gives the bonuses.", "ボーナスに使うリストカードの面です。"},
    {"turin_market", "money", "Money", "所持金",
     "Whether everyone sees each other's money.", "各プレイヤーの所持金を公開するかどうかです。"},
    {"turin_market", "goose", "Goose rule", "ガチョウのルール",
     "Settles tied bids, or gives the fewest leader tokens +1.", "同点の入札を決めるか、リーダー駒が最も少ない人に+1します。"},
    {"turin_market", "series", "Games in a match", "対戦のゲーム数",
     "Three games: money is added up over the match.", "3ゲーム：3ゲーム分のお金を合計します。"},
    {"oregano", "strategy_draw", "Strategy cards drawn", "引く戦略カード",
     "How many strategy cards you draw at the start to keep one (after completing a card: 2).",
     "ゲーム開始時に1枚を残すために引く戦略カードの枚数です（達成後は2枚）。"},
    {"oregano", "special_limit", "Special shops", "特別な店",
     "How many special shops a player may own.", "1人が持てる特別な店の数です。"},
    {"oregano", "end", "Game end", "ゲームの終了",
     "When a second kind of shop runs out.", "2種類目の店がなくなったときの扱いです。"},
    {"oregano", "end_kinds", "Shops that end the game", "終了を引き起こす店",
     "Which empty kinds of shop count for the end.", "どの種類の店がなくなると終了に数えるかです。"},
    {"market_fresh", "grid", "Storefront", "店先",
     "The size of each storefront (solo always plays 4x4).", "店先の大きさです（ソロは常に4×4）。"},
    {"market_fresh", "scoring", "Scoring", "得点計算",
     "Standard scoring or the crate height variant.", "通常の得点計算か、木箱の高さのバリアントです。"},
};

constexpr ChoiceText kChoices[] = {
    {"turin_market", "list", "classic", "Classic (yellow)", "クラシック（黄）"},
    {"turin_market", "list", "new", "New (red)", "ニュー（赤）"},
    {"turin_market", "money", "public", "Open", "公開"},
    {"turin_market", "money", "private", "Hidden", "非公開"},
    {"turin_market", "goose", "none", "Off", "なし"},
    {"turin_market", "goose", "tie_loser", "Settles ties", "同点を決める"},
    {"turin_market", "goose", "underdog", "Helps the trailing player", "最少の人を助ける"},
    {"turin_market", "series", "1", "1 game", "1ゲーム"},
    {"turin_market", "series", "3", "3 games", "3ゲーム"},
    {"oregano", "strategy_draw", "2", "Draw 2", "2枚"},
    {"oregano", "strategy_draw", "3", "Draw 3", "3枚"},
    {"oregano", "special_limit", "one_total", "One in total", "合計1軒"},
    {"oregano", "special_limit", "per_kind", "One of each kind", "種類ごとに1軒"},
    {"oregano", "end", "immediate", "At once", "すぐに終了"},
    {"oregano", "end", "round", "Finish the round", "ラウンドの最後まで"},
    {"oregano", "end_kinds", "any", "Any kind", "どの種類でも"},
    {"oregano", "end_kinds", "regular", "Merchants and general shops", "商人と一般の店のみ"},
    {"market_fresh", "grid", "5x5", "5 × 5", "5×5"},
    {"market_fresh", "grid", "4x4", "4 × 4", "4×4"},
    {"market_fresh", "scoring", "standard", "Standard", "通常"},
    {"market_fresh", "scoring", "height", "Crate height", "木箱の高さ"},
};

const OptionText* FindOption(const std::string& game, const std::string& key) {
  for (const OptionText& text : kOptions) {
    if (game == text.game && key == text.key) return &text;
  }
  return nullptr;
}

}  // namespace

const char* OptionLabel(const std::string& game, const std::string& key, Lang lang) {
  const OptionText* text = FindOption(game, key);
  if (text == nullptr) return key.c_str();
  return lang == Lang::kJapanese ? text->label_ja : text->label_en;
}

const char* ChoiceLabel(const std::string& game, const std::string& key,
                        const std::string& choice, Lang lang) {
  for (const ChoiceText& text : kChoices) {
    if (game == text.game && key == text.key && choice == text.choice) {
      return lang == Lang::kJapanese ? text.ja : text.en;
    }
  }
  return choice.c_str();
}

const char* OptionHelp(const std::string& game, const std::string& key, Lang lang) {
  const OptionText* text = FindOption(game, key);
  if (text == nullptr) return nullptr;
  return lang == Lang::kJapanese ? text->help_ja : text->help_en;
}

}  // namespace mercato::web

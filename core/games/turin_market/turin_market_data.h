// Turin Market: every table of the game, as data, in one place.
//
// Source: ../shared/rules/turin_market.md ("Goods and the list card", proposed
// data) and the seed text ../shared/seeds/000_e881f24f589098ae.txt (deal,
// allocation and money). A publisher swaps the printed cards or list-card values
// in here without touching rule code.
#pragma once

#include <array>

namespace mercato::turin_market {

inline constexpr int kNumGoods = 9;
inline constexpr int kNumCards = 18;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;

// Goods, in list-card order (the order of end scoring).
enum Good : int {
  kArtichoke = 0,
  kGarlic,
  kMushroom,
  kPepper,
  kGrapes,
  kOnion,
  kZucchini,
  kEggplant,
  kTomato,
};

struct GoodInfo {
  const char* id;       // notation and JSON
  const char* name_en;
  const char* name_ja;
  int total;            // units on all 18 cards
  int classic_bonus;    // list card, classic side (yellow)
  int new_bonus;        // list card, new side (red)
};

inline constexpr std::array<GoodInfo, kNumGoods> kGoods = {{
    {"artichoke", "Artichoke", "アーティチョーク", 8, 2, 10},
    {"garlic", "Garlic", "ニンニク", 9, 3, 9},
    {"mushroom", "Mushroom", "キノコ", 10, 4, 8},
    {"pepper", "Pepper", "ピーマン", 11, 5, 7},
    {"grapes", "Grapes", "ぶどう", 12, 6, 6},
    {"onion", "Onion", "タマネギ", 13, 7, 5},
    {"zucchini", "Zucchini", "ズッキーニ", 14, 8, 4},
    {"eggplant", "Eggplant", "ナス", 15, 9, 3},
    {"tomato", "Tomato", "トマト", 16, 10, 2},
}};

// Each card shows one good x3, another x2 and a third x1.
struct CardInfo {
  Good three;
  Good two;
  Good one;
};

// Card i of the table is card number i+1 ("c1".."c18" in the notation).
inline constexpr std::array<CardInfo, kNumCards> kCards = {{
    {kGarlic, kPepper, kMushroom},        // c1
    {kMushroom, kOnion, kGarlic},         // c2
    {kPepper, kMushroom, kArtichoke},     // c3
    {kPepper, kOnion, kGrapes},           // c4
    {kGrapes, kZucchini, kArtichoke},     // c5
    {kGrapes, kTomato, kGarlic},          // c6
    {kOnion, kGarlic, kArtichoke},        // c7
    {kOnion, kEggplant, kGrapes},         // c8
    {kZucchini, kGrapes, kPepper},        // c9
    {kZucchini, kOnion, kMushroom},       // c10
    {kZucchini, kEggplant, kPepper},      // c11
    {kEggplant, kArtichoke, kGarlic},     // c12
    {kEggplant, kArtichoke, kPepper},     // c13
    {kEggplant, kTomato, kGarlic},        // c14
    {kTomato, kMushroom, kZucchini},      // c15
    {kTomato, kGrapes, kArtichoke},       // c16
    {kTomato, kZucchini, kOnion},         // c17
    {kTomato, kEggplant, kMushroom},      // c18
}};

// Units of `good` on `card` (0..3).
inline constexpr int UnitsOn(int card, int good) {
  const CardInfo& c = kCards[card];
  return c.three == good ? 3 : c.two == good ? 2 : c.one == good ? 1 : 0;
}

// The deal and the auction by player count (seed text: setup and step 2).
struct PlayerCountRules {
  int hand_size;      // cards dealt to each player
  int centre_cards;   // face-down centre cards auctioned in the first round
  int box_cards;      // cards returned face down to the box unseen
  int rounds;         // auctions in a game
  // Cards taken by rank (0 = highest bid) in a normal round and in the first
  // round of a 4-5 player game (the centre-card round).
  std::array<int, kMaxPlayers> takes;
  std::array<int, kMaxPlayers> first_round_takes;
};

// 2-3 players end when each hand has one card left (it joins the collection);
// 4-5 players play the centre round, then one round per hand card.
inline constexpr std::array<PlayerCountRules, kMaxPlayers + 1> kPlayerCountRules = {{
    {},                                                  // 0 players
    {},                                                  // 1 player
    {6, 0, 6, 5, {2, 0, 0, 0, 0}, {2, 0, 0, 0, 0}},      // 2 players
    {6, 0, 0, 5, {2, 1, 0, 0, 0}, {2, 1, 0, 0, 0}},      // 3 players
    {4, 2, 0, 5, {2, 1, 1, 0, 0}, {1, 1, 0, 0, 0}},      // 4 players
    {3, 3, 0, 4, {2, 2, 1, 0, 0}, {1, 1, 1, 0, 0}},      // 5 players
}};

// Money, in scudi.
inline constexpr int kStartMoney = 15;
inline constexpr int kLoanAmount = 10;     // the loan card gives this at once
inline constexpr int kLoanRepayment = 15;  // and costs this at the end
inline constexpr int kLoanPenalty = 2;     // per payment the bank makes for a broke debtor
inline constexpr int kMajorityPayment = 1; // each other holder pays the leader(s)
// No player can hold more than every start purse plus every loan during play.
inline constexpr int kMaxAmount = kMaxPlayers * (kStartMoney + kLoanAmount);
// Games in a series (option series=3).
inline constexpr int kSeriesGames = 3;

}  // namespace mercato::turin_market

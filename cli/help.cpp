#include "help.h"

#include <algorithm>

#ifndef MERCATO_VERSION
#define MERCATO_VERSION "dev"
#endif

namespace mercato::cli {

namespace {

constexpr char kBots[] =
    "bots: random, heuristic, ismcts:easy, ismcts:normal, ismcts:hard, ismcts:iters=N\n";
constexpr char kExitCodes[] = "exit codes: 0 done, 1 failed, 2 bad arguments or bad record\n";
constexpr char kGameFlagsHelp[] =
    "  --game G          a game id (mercato list)\n"
    "  --players N       number of players (default: the game's minimum)\n"
    "  --option k=v      a game option, repeatable (mercato list shows each game's)\n"
    "  --params k=v,...  the game's numbers, per seat as a/b/c (mercato list --params)\n";

}  // namespace

const std::vector<CommandHelp>& Commands() {
  static const std::vector<CommandHelp> commands = {
      {"list",
       "  list [--json]                  the games, their player counts and options\n"
       "  list --params [--game G] [--json]\n"
       "                                 every number of the games: name, the rule text's value,\n"
       "                                 range, meaning (docs/parameters.md)\n",
       "  --json            one JSON array instead of the table\n"
       "  --params          the parameter tables; --game G only that game's\n"},
      {"sim",
       "  sim --game G --players N --bots B1,B2,... [--games K] [--seed S] [--option k=v ...]\n"
       "      [--jobs J]                 plays K games (default 100, seed 1), rotating the bots\n"
       "                                 over the seats game by game, on J threads (default 1,\n"
       "                                 same results whatever J); prints one JSON object\n",
       "  --bots B1,B2,...  one bot per seat, rotated over the seats game by game\n"
       "  --games K         how many games (default 100)\n"
       "  --seed S          the series' seed (default 1): same seed, same games\n"
       "  --jobs J          threads (default 1); every figure but seconds is the same\n"},
      {"play",
       "  play --game G --players N --seats human,ismcts:normal,... [--seed S] [--option k=v ...]\n"
       "                                 plays in the terminal (type a move, its number, 'undo',\n"
       "                                 'record' or 'quit')\n",
       "  --seats S1,S2,... 'human' or a bot per seat\n"
       "  --seed S          a fixed deal (default: a fresh one)\n"
       "  --save FILE       writes the match record there when the game ends or on 'quit'\n"
       "  --load FILE       resumes a match record (--seats may replace its seats)\n"
       "  --show-all        shows every seat's hidden cards (for checking rules)\n"},
      {"replay",
       "  replay FILE [--params k=v,...] checks a match record; prints final scores and a state hash\n",
       "  FILE              a .mercato match record; a bad record names its line (exit 2)\n"
       "  --params k=v,...  the same moves under other numbers (the record's own are exact)\n"},
      {"bench",
       "  bench --game G --players N [--seconds T] [--option k=v ...]\n"
       "                                 random playouts/s, actions/s and ISMCTS iterations/s (JSON)\n",
       "  --seconds T       CPU seconds per measurement\n"},
      {"lab",
       "  lab --game G --players N --bots B1,B2,... [--games K] [--seed S] [--option k=v ...]\n"
       "      [--jobs J] [--compare k=v] [--json FILE|-] [--html FILE] [--shard i/n] [--rows FILE]\n"
       "                                 balance report of K games (docs/lab.md); jobs default:\n"
       "                                 all cores, same results whatever J\n"
       "  lab merge A.json B.json ... [--json FILE|-] [--html FILE]\n"
       "                                 combines the shards' JSON into one report\n",
       "  --bots B1,B2,...  one bot per seat, rotated over the seats\n"
       "  --games K         how many games; --seed S the series' seed\n"
       "  --jobs J          threads (default: all cores); same results whatever J\n"
       "  --compare k=v     a second run with this option or parameter changed, side by side,\n"
       "                    and paired game by game (same seeds)\n"
       "  --rows FILE       one row per game: .csv, or JSON Lines for .jsonl/.ndjson\n"
       "  --json FILE|-     the report as JSON (- for stdout); --html FILE as a page\n"
       "  --shard i/n       the i-th of n slices of the games (merge them with lab merge)\n"},
      {"soak",
       "  soak --game G [--games K] [--seed S] [--players N] [--heuristic-percent P]\n"
       "      [--deep-every K] [--deep-games K] [--records DIR --record-every K] [--first G]\n"
       "                                 many games over every player count and option, checking\n"
       "                                 the engine's invariants at every step (docs/robustness.md)\n",
       "  --games K         how many games (default 1000); --seed S (default 1)\n"
       "  --players N       only this player count (default: every count)\n"
       "  --heuristic-percent P  share of heuristic moves among random ones (default 30)\n"
       "  --deep-every K    the costly checks every K steps (default 16) ...\n"
       "  --deep-games K    ... in every K-th game (default 10)\n"
       "  --records DIR     writes every --record-every K-th game's record there (default 1000)\n"
       "  --first G         starts at game G of the series (to rerun one game)\n"},
      {"memory",
       "  memory --game G --players N [--level L] [--positions P] [--option k=v ...]\n"
       "                                 the memory one ISMCTS move of a level takes (JSON;\n"
       "                                 docs/robustness.md); run once per level\n",
       "  --level L         easy, normal, hard or iters=N (default hard)\n"
       "  --positions P     positions searched through a heuristic game (default 6)\n"},
      {"check-secrets",
       "  check-secrets --game G [--players N] [--games K] [--option k=v ...]\n"
       "                                 no secret leaves its seat: re-deals every position from\n"
       "                                 each seat's view (one JSON line; exit 1 on a leak;\n"
       "                                 docs/secrets.md)\n",
       "  --players N       only this player count (default: every count)\n"
       "  --games K         games per player count and option set (default 1; half heuristic)\n"
       "  --option k=v      only this option set (default: the defaults and each other\n"
       "                    choice of each option on its own)\n"
       "  --resamples R     re-deals per position and seat (default 3); --seed S (default 1)\n"},
      {"tune",
       "  tune --game G --players N --objective O --search k=lo:hi,... --budget GAMES\n"
       "      [--bots B] [--seed S]      searches the game's numbers for values that bring O to\n"
       "                                 its target with as few changes as it can (Optuna over\n"
       "                                 the Python module; docs/lab.md)\n",
       "  --objective O     first_player_fair | seats_fair | score_spread[=T] | length=ACTIONS |\n"
       "                    ratio:NUM/DEN=T (sum of one lab counter over another's, e.g.\n"
       "                    ratio:win_by_style_persia/style_chosen_persia=0.33)\n"
       "  --search k=lo:hi  parameters and ranges; k[seat]=lo:hi tunes one seat's value\n"
       "  --budget GAMES    games the search may play (few for bad settings, more near the best)\n"
       "  --verify K        fresh games for the final side-by-side with the text (default 400)\n"
       "  --storage URL     an Optuna storage shared by shards; --report-only verifies its best\n"
       "  --json FILE       also write the comparison as JSON\n"
       "  --min-games K     games of a setting's first rung (default 40); --max-games K of a\n"
       "                    fully played one (default 360); --rung-factor F between rungs (3)\n"
       "  --change-cost C   what each changed number costs in the objective (default 0.01)\n"
       "  --option k=v      a game option, repeatable; --jobs J threads (default 2);\n"
       "                    --study NAME in --storage (default mercato-tune)\n"},
      {"ladder",
       "  ladder --game G --players N --bots B1,B2,... --games K [--seed S] [--option k=v ...]\n"
       "      [--jobs J] [--shard i/n] [--json FILE|-] [--html FILE]\n"
       "                                 plays the bots against each other in every seating and\n"
       "                                 rates them on the Elo scale (random = 0) with 95%\n"
       "                                 intervals (docs/strength.md)\n"
       "  ladder merge A.json B.json ... [--json FILE|-] [--html FILE]\n"
       "                                 combines the shards' JSON and rates from all their games\n",
       "  --bots B1,B2,...  two or more different bots; ratings are relative to random (to the\n"
       "                    first bot when random is not among them)\n"
       "  --games K         games in all, at least one per seating (best a multiple of the\n"
       "                    seatings: 20 for 5 bots at 2 players, 60 at 3)\n"
       "  --seed S          the deals (default 1); every seating of a round plays the same deal\n"
       "  --jobs J          threads (default 1); same games whatever J\n"
       "  --shard i/n       the i-th of n slices of the games (merge them with ladder merge)\n"
       "  --json FILE|-     the games and the fit as JSON (- for stdout); --html FILE as a page\n"
       "  --bootstrap B     resamples of the games for the intervals (default 1000)\n"},
  };
  return commands;
}

const CommandHelp* FindCommand(const std::string& name) {
  for (const CommandHelp& command : Commands()) {
    if (name == command.name) return &command;
  }
  return nullptr;
}

std::string Usage() {
  std::string text = "usage: mercato <command> [flags]\n       mercato <command> --help\n"
                     "       mercato --version\n\n";
  for (const CommandHelp& command : Commands()) text += command.synopsis;
  return text + "\n" + kBots + kExitCodes;
}

std::string CommandUsage(const CommandHelp& command) {
  std::string text = "usage:\n";
  text += command.synopsis;
  text += "\n";
  const std::string name = command.name;
  const bool game_flags = name != "list" && name != "replay";
  if (game_flags) text += kGameFlagsHelp;
  text += command.details;
  if (name == "sim" || name == "lab" || name == "play" || name == "ladder") text += std::string("\n") + kBots;
  return text + kExitCodes;
}

std::string VersionLine() { return std::string("mercato ") + MERCATO_VERSION + "\n"; }

bool WantsHelp(const std::vector<std::string>& argv) {
  return std::any_of(argv.begin(), argv.end(),
                     [](const std::string& a) { return a == "--help" || a == "-h"; });
}

}  // namespace mercato::cli

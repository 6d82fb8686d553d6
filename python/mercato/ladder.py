"""mercato ladder: the report of a strength ladder (docs/strength.md).

`mercato ladder` (cli/cmd_ladder.cpp) plays the games and hands them here:

    python3 -m mercato.ladder report GAMES.json [--json FILE|-] [--html FILE] [--bootstrap B]
    python3 -m mercato.ladder merge A.json B.json ... [--json FILE|-] [--html FILE]
    python3 -m mercato.ladder levels A.json B.json ...   # the page's ratings, a C++ header
    python3 -m mercato.ladder summary A.json B.json ...  # one Markdown row per ladder

A ladder file ("format": "mercato-ladder 1") holds its settings and one result
per game; a report's JSON is the same file with the fit added, so reports and
shards merge alike. The fit (ladder_fit.py) uses all the games at once.
"""
import argparse
import html
import json
import sys

from . import ladder_fit

FORMAT = "mercato-ladder 1"
SAME_LADDER = ("game", "players", "options", "bots", "games", "seed", "shard_count")
ANCHOR = "random"
LEVELS = ("ismcts:easy", "ismcts:normal", "ismcts:hard")


class UsageError(Exception):
    pass


# ----------------------------------------------------------------- reading and merging
def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise UsageError(f"cannot read '{path}': {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise UsageError(f"{path}: not JSON ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise UsageError(f"{path}: not a ladder file (no \"format\": \"{FORMAT}\")")
    return data


def merge(parts, names=None):
    """One ladder from shards of it: same settings, no shard twice. When every
    shard is in, the result is what one run gives (shard_count 1)."""
    names = names or [f"input {i + 1}" for i in range(len(parts))]
    merged = {k: v for k, v in parts[0].items() if k != "fit"}
    shards = set(parts[0]["shards"])
    results = list(parts[0]["results"])
    for part, name in zip(parts[1:], names[1:]):
        for key in SAME_LADDER:
            if part[key] != merged[key]:
                raise UsageError(f"{name} is from another ladder: its {key} is {part[key]!r}, "
                                 f"not {merged[key]!r}")
        twice = shards & set(part["shards"])
        if twice:
            raise UsageError(f"{name}: shard {min(twice)} appears twice")
        shards |= set(part["shards"])
        results += part["results"]
    for shard in shards:
        if not 0 <= shard < merged["shard_count"]:
            raise UsageError(f"shard {shard} is outside 0..{merged['shard_count'] - 1}")
    results.sort(key=lambda game: game["index"])
    merged["results"] = results
    if len(shards) == merged["shard_count"]:
        merged["shard_count"], merged["shards"] = 1, [0]
    else:
        merged["shards"] = sorted(shards)
    return merged


# ----------------------------------------------------------------- the fit
def anchor_of(bots):
    return bots.index(ANCHOR) if ANCHOR in bots else 0


def analyse(ladder, samples):
    bots, results = ladder["bots"], ladder["results"]
    anchor = anchor_of(bots)
    # The gaps between adjacent ISMCTS levels on this ladder (hard - normal, normal - easy).
    present = [bots.index(level) for level in LEVELS if level in bots]
    ratings = ladder_fit.rate(results, len(bots), anchor, samples=samples, seed=ladder["seed"],
                              gaps=list(zip(present, present[1:])))
    cpu = ladder_fit.cpu_per_move(results, len(bots))
    seat_games = [sum(game["seat_bots"].count(b) for game in results) for b in range(len(bots))]
    return {
        "model": "pairwise Bradley-Terry on the finishing order, Elo scale",
        "anchor": bots[anchor],
        "bootstrap": samples,
        "games_played": len(results),
        "complete": ladder["shard_count"] == 1 and len(results) == ladder["games"],
        "ratings": [{"bot": bot, "elo": ratings["elo"][b], "low": ratings["low"][b],
                     "high": ratings["high"][b], "seat_games": seat_games[b],
                     "moves": cpu[b]["moves"], "ms_per_move": cpu[b]["ms_per_move"]}
                    for b, bot in enumerate(bots)],
        "pairings": [dict(p, a=bots[p["a"]], b=bots[p["b"]])
                     for p in ladder_fit.pairings(results, len(bots))],
        "gaps": [dict(g, lower=bots[g["lower"]], upper=bots[g["upper"]])
                 for g in ratings["gaps"]],
    }


# ----------------------------------------------------------------- the reports
def _ms(value):
    return "-" if value is None else f"{value:.3f}" if value < 1 else f"{value:.1f}"


def _share(pairing):
    return "-" if pairing["a_share"] is None else f"{pairing['a_share']:.3f}"


def text_report(ladder, fit):
    lines = [f"Ladder: {ladder['game']}, {ladder['players']} players, "
             f"{fit['games_played']} of {ladder['games']} games, seed {ladder['seed']}"
             + ("" if fit["complete"] else f" (partial: shards {ladder['shards']} of "
                                           f"{ladder['shard_count']})")]
    if ladder["options"]:
        lines.append(f"Options: {ladder['options']}")
    lines += ["", f"Ratings (Elo scale, {fit['anchor']} = 0; 95% interval: bootstrap over games, "
                  f"{fit['bootstrap']} resamples)",
              f"  {'bot':<24} {'rating':>7}  {'95% interval':<15} {'games':>6} {'ms/move':>9}"]
    for r in sorted(fit["ratings"], key=lambda r: -r["elo"]):
        lines.append(f"  {r['bot']:<24} {r['elo']:>7.0f}  [{r['low']:>5.0f}, {r['high']:>5.0f}] "
                     f"{r['seat_games']:>6} {_ms(r['ms_per_move']):>9}")
    if fit.get("gaps"):
        lines += ["", "Level gaps (upper minus lower; 95% interval: the same bootstrap's differences)"]
        for g in fit["gaps"]:
            lines.append(f"  {g['upper'] + ' - ' + g['lower']:<32} {g['elo']:>+7.0f}  "
                         f"[{g['low']:>+5.0f}, {g['high']:>+5.0f}]")
    lines += ["", "Pairings (how often A finished ahead of B, ties half; 95% Wilson interval)",
              f"  {'A':<16} {'B':<16} {'games':>6} {'A ahead':>8}  95% interval"]
    for p in fit["pairings"]:
        lines.append(f"  {p['a']:<16} {p['b']:<16} {p['games']:>6} {_share(p):>8}  "
                     f"[{p['low']:.3f}, {p['high']:.3f}]")
    lines.append("")
    lines.append("ms/move: the bot's thinking CPU time per move (thread CPU, this machine).")
    return "\n".join(lines) + "\n"


def html_report(ladder, fit):
    esc = html.escape
    rating_rows = "".join(
        f"<tr><td>{esc(r['bot'])}</td><td>{r['elo']:.0f}</td><td>[{r['low']:.0f}, {r['high']:.0f}]"
        f"</td><td>{r['seat_games']}</td><td>{_ms(r['ms_per_move'])}</td></tr>"
        for r in sorted(fit["ratings"], key=lambda r: -r["elo"]))
    gap_rows = "".join(
        f"<tr><td>{esc(g['upper'])} − {esc(g['lower'])}</td><td>{g['elo']:+.0f}</td>"
        f"<td>[{g['low']:+.0f}, {g['high']:+.0f}]</td></tr>" for g in fit.get("gaps", []))
    gaps = ("<h2>Level gaps</h2><p>Upper minus lower; 95% intervals: the same bootstrap's "
            "differences.</p><table><tr><th>levels</th><th>gap</th><th>95% interval</th></tr>"
            f"{gap_rows}</table>") if gap_rows else ""
    pair_rows = "".join(
        f"<tr><td>{esc(p['a'])}</td><td>{esc(p['b'])}</td><td>{p['games']}</td><td>{_share(p)}"
        f"</td><td>[{p['low']:.3f}, {p['high']:.3f}]</td></tr>" for p in fit["pairings"])
    title = f"Ladder: {esc(ladder['game'])}, {ladder['players']} players"
    return (f"<!doctype html><html lang=en><meta charset=utf-8><title>{title}</title>"
            "<style>body{font:15px system-ui;margin:2em}table{border-collapse:collapse}"
            "td,th{padding:.2em .8em;border-bottom:1px solid #ccc;text-align:right}"
            "td:first-child,td:nth-child(2){text-align:left}</style>"
            f"<h1>{title}</h1><p>{fit['games_played']} of {ladder['games']} games, seed "
            f"{ladder['seed']}. Elo scale, {esc(fit['anchor'])} = 0; 95% intervals from "
            f"{fit['bootstrap']} bootstrap resamples of the games.</p>"
            "<table><tr><th>bot</th><th>rating</th><th>95% interval</th><th>seat-games</th>"
            f"<th>ms/move</th></tr>{rating_rows}</table>{gaps}<h2>Pairings</h2>"
            "<table><tr><th>A</th><th>B</th><th>games</th><th>A ahead</th><th>95% interval</th>"
            f"</tr>{pair_rows}</table></html>\n")


def to_json(ladder):
    """Indented, but one line per game: a ladder of thousands of games stays
    readable and diffs by game."""
    head = json.dumps({k: v for k, v in ladder.items() if k != "results"}, indent=1)
    games = ",\n".join("  " + json.dumps(game, separators=(",", ":")) for game in ladder["results"])
    return head[:-2] + ',\n "results": [\n' + games + "\n ]\n}\n"


def write(path, text):
    if path == "-":
        sys.stdout.write(text)
        return
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise RuntimeError(f"cannot write '{path}': {e.strerror}") from None


def report(ladder, args):
    fit = analyse(ladder, args.bootstrap)
    if args.json != "-":
        sys.stdout.write(text_report(ladder, fit))
    if args.json:
        write(args.json, to_json(dict(ladder, fit=fit)))
    if args.html:
        write(args.html, html_report(ladder, fit))


# ----------------------------------------------------------------- the page's numbers


def levels_header(ladders):
    """web/app/level_ratings.h: each game's easy / normal / hard rating (random = 0)."""
    lines = ["// Made by `python3 -m mercato.ladder levels docs/strength/*.json` from the",
             "// ladders in docs/strength.md; do not edit by hand. Elo scale, random = 0,",
             "// rounded to 10. A game missing here shows no ratings.",
             "#pragma once", "", "namespace mercato::web {", "",
             "struct LevelRatings {", "  const char* game;", "  int players;",
             "  int elo[3];  // easy, normal, hard", "};", "",
             "inline constexpr LevelRatings kLevelRatings[] = {"]
    for ladder in ladders:
        fit = ladder.get("fit") or analyse(ladder, 0)
        by_bot = {r["bot"]: r["elo"] for r in fit["ratings"]}
        if fit["anchor"] != ANCHOR or not all(level in by_bot for level in LEVELS):
            raise UsageError(f"{ladder['game']}: the page needs random and every ISMCTS level")
        elo = ", ".join(str(int(round(by_bot[level] / 10) * 10)) for level in LEVELS)
        lines.append(f"    {{\"{ladder['game']}\", {ladder['players']}, {{{elo}}}}},")
    lines += ["};", "", "}  // namespace mercato::web", ""]
    return "\n".join(lines)


def summary_table(ladders):
    """Markdown: one row per ladder, each bot's rating with its interval, and
    the gaps between the ISMCTS levels (docs/strength.md)."""
    names = []
    for ladder in ladders:
        names += [bot for bot in ladder["bots"] if bot not in names]
    lines = ["| game | players | games | " + " | ".join(f"`{n}`" for n in names) +
             " | normal − easy | hard − normal | hard ms/move |",
             "|---|---|---|" + "---|" * (len(names) + 3)]
    for ladder in ladders:
        fit = ladder.get("fit") or analyse(ladder, 0)
        by_bot = {r["bot"]: r for r in fit["ratings"]}
        cells = [f"{by_bot[n]['elo']:.0f} [{by_bot[n]['low']:.0f}, {by_bot[n]['high']:.0f}]"
                 if n in by_bot else "–" for n in names]

        def gap(lower, upper):
            for g in fit.get("gaps", []):
                if (g["lower"], g["upper"]) == (lower, upper):
                    return f"{g['elo']:+.0f} [{g['low']:+.0f}, {g['high']:+.0f}]"
            if lower not in by_bot or upper not in by_bot:
                return "–"
            return f"{by_bot[upper]['elo'] - by_bot[lower]['elo']:+.0f}"
        hard = by_bot.get("ismcts:hard", {}).get("ms_per_move")
        lines.append(f"| {ladder['game']} | {ladder['players']} | {fit['games_played']} | "
                     + " | ".join(cells) + f" | {gap('ismcts:easy', 'ismcts:normal')} | "
                     f"{gap('ismcts:normal', 'ismcts:hard')} | {_ms(hard)} |")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- command line
def parse(argv):
    parser = argparse.ArgumentParser(prog="mercato ladder", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name, many in (("report", False), ("merge", True), ("levels", True), ("summary", True)):
        command = sub.add_parser(name)
        command.add_argument("files", nargs="+" if many else 1)
        if name in ("report", "merge"):
            command.add_argument("--json", default="")
            command.add_argument("--html", default="")
            command.add_argument("--bootstrap", type=int, default=1000)
    args = parser.parse_args(argv)
    if getattr(args, "bootstrap", 0) < 0:
        raise UsageError("--bootstrap must be 0 or more")
    return args


def main(argv=None):
    try:
        args = parse(sys.argv[1:] if argv is None else argv)
        ladders = [load(path) for path in args.files]
        if args.command == "levels":
            sys.stdout.write(levels_header(ladders))
        elif args.command == "summary":
            sys.stdout.write(summary_table(ladders))
        else:
            report(merge(ladders, args.files), args)
    except UsageError as e:
        print(f"mercato ladder: {e}", file=sys.stderr)
        return 2
    except (RuntimeError, ValueError) as e:
        print(f"mercato ladder: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

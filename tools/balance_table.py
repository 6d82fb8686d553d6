#!/usr/bin/env python3
"""Markdown table of `mercato lab --json` reports side by side (one column each).

    tools/balance_table.py heur2.json heur3.json heur4.json > table.md

Rows: games, bots, win rate by seat (95% Wilson interval), mean final score by
seat, mean rounds when the game counts them, then every counter's mean per
game and every ratio. Made for issue 6's Oregano table by player count; works
for any game's reports.
"""
import json
import sys


def load(path):
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    run = report["runs"][0]
    return report, run["summary"]


def pct(x):
    return f"{100 * x:.1f}%"


def main(paths):
    if not paths:
        sys.exit("usage: tools/balance_table.py REPORT.json [REPORT.json ...]")
    reports = [load(p) for p in paths]
    seats = max(r["players"] for r, _ in reports)
    head = [f"{r['players']} players" for r, _ in reports]
    rows = [("games", [str(r["games_played"]) for r, _ in reports]),
            ("bots (every seat)", [", ".join(r["bots"]) for r, _ in reports])]
    for seat in range(seats):
        cells = []
        for r, s in reports:
            if seat < r["players"]:
                w = s["seat_win_rate"][seat]
                cells.append(f"{pct(w['rate'])} [{pct(w['ci_low'])}, {pct(w['ci_high'])}]")
            else:
                cells.append("")
        rows.append((f"win rate, seat {seat + 1}", cells))
    for seat in range(seats):
        rows.append((f"mean final score, seat {seat + 1}",
                     [f"{s['seat_score'][seat]['mean']:.1f}" if seat < r["players"] else ""
                      for r, s in reports]))
    names = sorted({k for _, s in reports for k in s["counters"]})
    for name in names:
        rows.append((name.replace("_", " ") + " (per game)",
                     [f"{s['counters'][name]['mean']:.3f}" if name in s["counters"] else ""
                      for _, s in reports]))
    ratios = sorted({k for _, s in reports for k in s.get("ratios", {})})
    for name in ratios:
        rows.append((name.replace("_", " "),
                     [f"{s['ratios'][name]:.3f}" if name in s.get("ratios", {}) else ""
                      for _, s in reports]))
    print("| | " + " | ".join(head) + " |")
    print("|---|" + "---|" * len(head))
    for label, cells in rows:
        print(f"| {label} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main(sys.argv[1:])

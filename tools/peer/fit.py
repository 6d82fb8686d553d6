"""Puts boardgame.io's all-seeing MCTSBot on a Mercato ladder's scale: the
peer's games (tools/peer/rate.cjs, one JSON line each) are added to the
ladder's own games (docs/strength/<game>.json) and everything is fitted at
once by the ladder's Bradley-Terry fit (python/mercato/ladder.py), random = 0,
with its bootstrap intervals and Wilson intervals per pairing.

    python3 tools/peer/fit.py docs/strength/merchants.json PEER.jsonl... [--json FILE]
"""
import argparse
import json
import pathlib
import sys
import types

# The fit needs only python/mercato's ladder.py and ladder_fit.py (scipy), not
# the package's native core module (build/native), so the package is stood up
# without running its __init__.
_package = types.ModuleType("mercato")
_package.__path__ = [str(pathlib.Path(__file__).resolve().parents[2] / "python" / "mercato")]
sys.modules.setdefault("mercato", _package)
from mercato import ladder  # noqa: E402


def peer_results(paths, bots, first_index):
    """The peer's games as ladder results, each seat's spec an index into `bots`
    (a spec not yet in `bots` is added)."""
    results = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in filter(None, (line.strip() for line in f)):
                game = json.loads(line)
                for spec in game["seats"]:
                    if spec not in bots:
                        bots.append(spec)
                results.append({"index": first_index + len(results),
                                "seat_bots": [bots.index(s) for s in game["seats"]],
                                "scores": game["scores"], "returns": game["returns"],
                                "actions": game["actions"], "moves": game["moves"],
                                "cpu_us": game["cpu_us"]})
    return results


def time_per_move(paths):
    """Per spec, over the peer's games only (one machine, one process, the same
    clock for both sides): moves, CPU and wall milliseconds per move."""
    totals = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for game in map(json.loads, filter(None, (line.strip() for line in f))):
                for spec, m, cpu, wall in zip(game["seats"], game["moves"], game["cpu_us"], game["wall_us"]):
                    key = (spec, game["mcts"]["iterations"]) if spec == "bgio:mcts" else (spec, None)
                    t = totals.setdefault(key, [0, 0, 0])
                    t[0], t[1], t[2] = t[0] + m, t[1] + cpu, t[2] + wall
    lines = ["Time per move in the peer's games (node, wasm; process CPU and wall clock)"]
    for (spec, iterations), (m, cpu, wall) in sorted(totals.items(), key=str):
        name = spec + (f" ({iterations} iterations)" if iterations else "")
        lines.append(f"  {name:<32} {m:>6} moves {cpu / 1000 / m:>8.1f} ms CPU {wall / 1000 / m:>9.1f} ms wall")
    return "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ladder")
    parser.add_argument("peer", nargs="+")
    parser.add_argument("--json", default="")
    parser.add_argument("--bootstrap", type=int, default=1000)
    args = parser.parse_args(argv)
    combined = ladder.load(args.ladder)
    combined.pop("fit", None)
    combined["bots"] = list(combined["bots"])
    own = combined["results"]
    added = peer_results(args.peer, combined["bots"], first_index=combined["games"])
    combined["results"] = own + added
    combined["games"] = len(combined["results"])
    combined["shard_count"], combined["shards"] = 1, [0]
    fit = ladder.analyse(combined, args.bootstrap)
    print(f"{len(own)} games of {args.ladder} and {len(added)} of the peer's "
          f"({', '.join(args.peer)}), fitted together")
    sys.stdout.write(ladder.text_report(combined, fit))
    print("(ms/move above: the ladder's native thread CPU and the peer's games' node CPU mixed.)\n")
    sys.stdout.write(time_per_move(args.peer))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(dict(combined, fit=fit), f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Puts boardgame.io's all-seeing MCTSBot on a Mercato ladder's scale: the
peer's games (tools/peer/rate.cjs, one JSON line each) are added to the
ladder's own games (docs/strength/<game>.json) and everything is fitted at
once by the ladder's Bradley-Terry fit (python/mercato/ladder.py), random = 0,
with its bootstrap intervals and Wilson intervals per pairing.

    PYTHONPATH=python python3 tools/peer/fit.py docs/strength/merchants.json PEER.jsonl... [--json FILE]
"""
import argparse
import json
import sys

from mercato import ladder


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
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(dict(combined, fit=fit), f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

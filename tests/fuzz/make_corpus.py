#!/usr/bin/env python3
"""Writes the fuzz seed corpus (tests/fuzz/corpus/<target>/) from the CLI.

Run through `./tools/fuzz --make-corpus`. Deterministic: the same CLI and games
give the same files. The corpus only guides the fuzzers; an input that stops
replaying after a game's notation changes is still a valid (if duller) seed.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")

# Records that must be refused cleanly (each exercises one parser branch).
BAD_RECORDS = {
    "empty": "",
    "no-magic": "hello world\n",
    "no-version": "mercato-record\n",
    "bad-version": "mercato-record vX game=merchants players=2 seed=1 moves=0\n",
    "newer-version": "mercato-record v9 game=merchants players=2 seed=1 moves=0\n",
    "no-game": "mercato-record v1 players=2 seed=1 moves=0\n",
    "bad-field": "mercato-record v1 game=merchants players seed=1 moves=0\n",
    "bad-players": "mercato-record v1 game=merchants players=-3 seed=1 moves=0\n",
    "huge-seed": "mercato-record v1 game=merchants players=2 seed=999999999999999999 moves=0\n",
    "truncated": "mercato-record v1 game=merchants players=2 seed=1 moves=3\nfoo\n",
    "extra-moves": "mercato-record v1 game=merchants players=2 seed=1 moves=0\nfoo\n",
    "unknown-game": "mercato-record v1 game=chess players=2 seed=1 moves=0\n",
    "bad-seats": "mercato-record v1 game=merchants players=2 seed=1 seats=human,robot moves=0\n",
    "crlf": "mercato-record v1 game=merchants players=2 options= seed=1 moves=0\r\n",
}


def games_of(cli):
    out = subprocess.run([cli, "list", "--json"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def write(target, name, data):
    path = os.path.join(CORPUS, target, name)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def truncated(record_text, keep):
    lines = record_text.rstrip("\n").split("\n")
    header = lines[0].split(" ")
    header = [f"moves={keep}" if h.startswith("moves=") else h for h in header]
    return "\n".join([" ".join(header)] + lines[1:1 + keep]) + "\n"


def write_seat_state(games):
    """seat_state: game, players, option choices, prefix, seed, seat, then edits
    (position: two bytes, then the byte written; 0 cuts the text there)."""
    shutil.rmtree(os.path.join(CORPUS, "seat_state"), ignore_errors=True)
    os.makedirs(os.path.join(CORPUS, "seat_state"))
    edits = [[], [0, 40, ord("9")], [0, 90, 0], [0, 120, ord("-"), 0, 20, ord("7")],
             [0, 60, ord("\n")], [1, 10, ord(" "), 0, 33, ord("1")]]
    for index, game in enumerate(games):
        for k in range(3):
            head = [index, k] + [k % 2] * len(game["options"]) + [10 + 25 * k, k, k]
            write("seat_state", f"{game['id']}-{k}", bytes(head + edits[(index + k) % len(edits)]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True, help="the native mercato binary")
    args = parser.parse_args()
    games = games_of(args.cli)
    for target in ("record", "options", "actions"):
        shutil.rmtree(os.path.join(CORPUS, target), ignore_errors=True)
        os.makedirs(os.path.join(CORPUS, target))
    rng = random.Random(10)

    # record: finished and cut games of every game, plus malformed ones.
    for name, text in BAD_RECORDS.items():
        write("record", f"bad-{name}", text)
    with tempfile.TemporaryDirectory() as tmp:
        for game in games:
            gid = game["id"]
            subprocess.run([args.cli, "soak", "--game", gid, "--games", "9", "--seed", "3",
                            "--deep-every", "0", "--records", tmp, "--record-every", "3"],
                           check=True, capture_output=True)
        for name in sorted(os.listdir(tmp)):
            with open(os.path.join(tmp, name)) as f:
                text = f.read()
            stem = name[:-4]
            write("record", stem, text)
            moves = len(text.rstrip("\n").split("\n")) - 1
            write("record", stem + "-cut", truncated(text, moves // 2))

    # options: byte 0 = game index, byte 1 = players, then the text.
    for index, game in enumerate(games):
        low = game["min_players"]
        texts = ["", "nonsense=1", "a,b", "=", " , ", "ismcts:hard:uct=0.5:eps=0.1",
                 "ismcts:iters=30:nodes=7", "random", "heuristic"]
        for option in game["options"]:
            texts.append(f"{option['key']}={option['choices'][-1]}")
            texts.append(f" {option['key']} = {option['choices'][0]} ")
        if game["options"]:
            texts.append(",".join(f"{o['key']}={o['choices'][-1]}" for o in game["options"]))
        for k, text in enumerate(texts):
            players = low if k % 3 else game["max_players"] + (k % 2)
            write("options", f"{game['id']}-{k}", bytes([index, players]) + text.encode())

    # actions: game, players, option choices, prefix, prefix seed, then choices.
    for index, game in enumerate(games):
        for k in range(4):
            head = [index, k, rng.randrange(256), rng.randrange(256), rng.randrange(256),
                    rng.randrange(256)]
            prefix = [0, 20, 60, 120][k]
            body = bytes(rng.randrange(256) for _ in range(200 + 100 * k))
            write("actions", f"{game['id']}-{k}", bytes(head[:2 + len(game["options"])] +
                                                        [prefix, k]) + body)
    write_seat_state(games)
    for target in ("record", "options", "actions", "seat_state"):
        print(target, len(os.listdir(os.path.join(CORPUS, target))), "inputs")


if __name__ == "__main__":
    main()

"""The ladder's fit (python/mercato/ladder_fit.py) recovers known strengths from
synthetic games, and its merge (python/mercato/ladder.py) refuses mixed or
repeated shards. The CLI end to end is in tests/lab/ladder_cli_test.sh."""
import json
import os
import subprocess
import tempfile
import unittest

import numpy

from mercato import ladder, ladder_fit

MERCATO_BIN = os.environ.get("MERCATO_BIN", "")


def synthetic_games(elo, games, players, seed):
    """Games whose finishing order follows Plackett-Luce with the given
    Elo-scale strengths (for two players: Bradley-Terry)."""
    rng = numpy.random.default_rng(seed)
    strength = 10 ** (numpy.array(elo) / 400)
    results = []
    for _ in range(games):
        seats = [int(b) for b in rng.choice(len(elo), players, replace=False)]
        left, order = list(range(players)), []
        while left:  # draw the finishing order place by place
            weights = numpy.array([strength[seats[s]] for s in left])
            pick = left[int(rng.choice(len(left), p=weights / weights.sum()))]
            order.append(pick)
            left.remove(pick)
        scores = [0] * players
        for place, seat in enumerate(order):
            scores[seat] = players - place
        returns = [1.0 if seat == order[0] else 0.0 for seat in range(players)]
        results.append({"seat_bots": seats, "scores": scores, "returns": returns,
                        "moves": [10] * players, "cpu_us": [1000 * (b + 1) for b in seats]})
    return results


class FitTest(unittest.TestCase):
    def test_two_player_fit_recovers_known_ratings(self):
        truth = [0, 150, 400, 650]
        rated = ladder_fit.rate(synthetic_games(truth, 3000, 2, seed=3), 4, 0, samples=100, seed=1)
        for b, want in enumerate(truth):
            self.assertAlmostEqual(rated["elo"][b], want, delta=50, msg=f"bot {b}")
            self.assertLessEqual(rated["low"][b], want + 1e-9)  # 95% intervals: each should hold
            self.assertGreaterEqual(rated["high"][b], want - 1e-9)

    def test_a_gap_has_its_own_interval_from_the_same_resamples(self):
        truth = [0, 150, 400, 650]
        rated = ladder_fit.rate(synthetic_games(truth, 3000, 2, seed=3), 4, 0, samples=100, seed=1,
                                gaps=[(1, 2), (2, 3)])
        self.assertEqual([(g["lower"], g["upper"]) for g in rated["gaps"]], [(1, 2), (2, 3)])
        for g in rated["gaps"]:
            want = truth[g["upper"]] - truth[g["lower"]]
            self.assertAlmostEqual(g["elo"], rated["elo"][g["upper"]] - rated["elo"][g["lower"]])
            self.assertAlmostEqual(g["elo"], want, delta=60)
            self.assertLess(g["low"], g["elo"])
            self.assertGreater(g["high"], g["elo"])
            # The two ratings move together across resamples, so the gap is known
            # better than the two intervals' widths added.
            upper, lower = g["upper"], g["lower"]
            widths = (rated["high"][upper] - rated["low"][upper]) + (rated["high"][lower] - rated["low"][lower])
            self.assertLess(g["high"] - g["low"], widths)

    def test_three_player_finishing_order_keeps_the_ranking_and_the_gaps(self):
        truth = [0, 300, 600]
        rated = ladder_fit.rate(synthetic_games(truth, 2000, 3, seed=4), 3, 0, samples=0)
        self.assertLess(rated["elo"][0], rated["elo"][1])
        self.assertLess(rated["elo"][1], rated["elo"][2])
        for b, want in enumerate(truth):
            self.assertAlmostEqual(rated["elo"][b], want, delta=80, msg=f"bot {b}")

    def test_a_bot_that_always_wins_gets_a_finite_rating(self):
        games = [{"seat_bots": [0, 1], "scores": [0, 5], "returns": [0.0, 1.0],
                  "moves": [1, 1], "cpu_us": [1, 1]}] * 20
        rated = ladder_fit.rate(games, 2, 0, samples=20, seed=1)
        self.assertTrue(300 < rated["elo"][1] < 1500, rated)

    def test_ties_count_half_each_way(self):
        games = [{"seat_bots": [0, 1], "scores": [3, 3], "returns": [0.5, 0.5],
                  "moves": [1, 1], "cpu_us": [1, 1]}] * 10
        self.assertAlmostEqual(ladder_fit.rate(games, 2, 0, samples=0)["elo"][1], 0, delta=1e-3)
        self.assertEqual(ladder_fit.pairings(games, 2)[0]["a_share"], 0.5)

    def test_cpu_per_move_is_per_bot(self):
        cpu = ladder_fit.cpu_per_move(synthetic_games([0, 0], 10, 2, seed=1), 2)
        self.assertEqual([c["ms_per_move"] for c in cpu], [0.1, 0.2])


def ladder_file(shard, shard_count, results, bots=("random", "heuristic")):
    return {"format": ladder.FORMAT, "game": "merchants", "players": 2, "options": "",
            "bots": list(bots), "games": 4, "seed": 1, "shard_count": shard_count,
            "shards": [shard], "results": results}


class MergeTest(unittest.TestCase):
    games = [dict(g, index=i) for i, g in enumerate(synthetic_games([0, 100], 4, 2, seed=2))]

    def test_shards_merge_to_the_whole_ladder_in_game_order(self):
        odd, even = self.games[1::2], self.games[0::2]
        merged = ladder.merge([ladder_file(1, 2, odd), ladder_file(0, 2, even)])
        self.assertEqual(merged["results"], self.games)
        self.assertEqual((merged["shard_count"], merged["shards"]), (1, [0]))

    def test_repeated_or_foreign_shards_are_refused(self):
        with self.assertRaisesRegex(ladder.UsageError, "shard 0 appears twice"):
            ladder.merge([ladder_file(0, 2, []), ladder_file(0, 2, [])])
        with self.assertRaisesRegex(ladder.UsageError, "another ladder: its bots"):
            ladder.merge([ladder_file(0, 2, []), ladder_file(1, 2, [], bots=("random", "x"))])

    def test_levels_header_lists_each_level(self):
        results = synthetic_games([0, 100, 200, 300], 40, 2, seed=5)
        bots = ("random", "ismcts:easy", "ismcts:normal", "ismcts:hard")
        header = ladder.levels_header([ladder_file(0, 1, results, bots=bots)])
        self.assertIn('{"merchants", 2, {', header)
        row = ladder.summary_table([ladder_file(0, 1, results, bots=bots)]).splitlines()[2]
        self.assertTrue(row.startswith("| merchants | 2 | 40 | 0 [0, 0] |"), row)

    def test_both_reports_give_each_level_gap_with_its_interval(self):
        results = synthetic_games([0, 100, 300, 600], 120, 2, seed=6)
        bots = ("random", "ismcts:easy", "ismcts:normal", "ismcts:hard")
        file = ladder_file(0, 1, results, bots=bots)
        file["games"] = len(results)
        fit = ladder.analyse(file, 20)
        self.assertEqual([(g["lower"], g["upper"]) for g in fit["gaps"]],
                         [("ismcts:easy", "ismcts:normal"), ("ismcts:normal", "ismcts:hard")])
        text, page = ladder.text_report(file, fit), ladder.html_report(file, fit)
        for g in fit["gaps"]:
            interval = f"[{g['low']:+.0f}, {g['high']:+.0f}]"
            self.assertIn(f"{g['elo']:+.0f}", text)
            self.assertIn(f"<td>{g['upper']} − {g['lower']}</td><td>{g['elo']:+.0f}</td><td>{interval}</td>", page)
        self.assertIn("<h2>Level gaps</h2>", page)
        two = ladder_file(0, 1, synthetic_games([0, 100], 20, 2, seed=7))
        two["games"] = 20
        self.assertNotIn("Level gaps", ladder.html_report(two, ladder.analyse(two, 0)))


@unittest.skipUnless(MERCATO_BIN, "MERCATO_BIN names the CLI (./tools/test sets it)")
class CommandTest(unittest.TestCase):
    def test_a_report_json_merges_again(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "l.json")
            subprocess.run([MERCATO_BIN, "ladder", "--game", "merchants", "--bots",
                            "random,heuristic", "--games", "4", "--bootstrap", "10",
                            "--json", path], check=True, capture_output=True)
            with open(path, encoding="utf-8") as f:
                report = json.load(f)
            self.assertEqual(len(report["results"]), 4)
            self.assertEqual([r["bot"] for r in report["fit"]["ratings"]], ["random", "heuristic"])
            self.assertEqual(report["fit"]["ratings"][0]["elo"], 0)
            again = ladder.merge([ladder.load(path)])
            self.assertNotIn("fit", again)


if __name__ == "__main__":
    unittest.main()

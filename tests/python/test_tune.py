"""`mercato tune` (python/mercato/tune.py): the search finds a setting
at least as close to the target as the text's numbers on fresh seeds, and bad
input is refused before any game is played."""
import contextlib
import io
import json
import re
import os
import subprocess
import tempfile
import unittest

import mercato
from mercato import tune

MERCATO_BIN = os.environ.get("MERCATO_BIN", "")


def run_tune(*argv, progress=None):
    out = io.StringIO()
    # The search's progress lines go to `progress` when a test reads them.
    hear = contextlib.redirect_stderr(progress) if progress is not None else contextlib.nullcontext()
    with hear:
        code = tune.main(list(argv), stdout=out)
    return code, out.getvalue()


class TuneTest(unittest.TestCase):
    def test_search_moves_the_game_length_towards_its_target(self):
        # Fewer café and variety-store tiles end Oregano sooner (the supply
        # running out ends it). Asking for games a fifth shorter must make the
        # tuner change those numbers, and the change must hold on fresh seeds.
        base = mercato.lab("oregano", players=2, bots=["heuristic"], games=30, seed=5, jobs=2)
        target = 0.8 * base["actions"].mean()
        progress = io.StringIO()
        with tempfile.TemporaryDirectory() as folder:
            report = os.path.join(folder, "tune.json")
            code, text = run_tune(
                "--game", "oregano", "--players", "2", "--objective", f"length={target:.0f}",
                "--search", "oregano.cafe.supply=4:22,oregano.variety.supply=4:22",
                "--budget", "240", "--min-games", "10", "--max-games", "30", "--verify", "40",
                "--seed", "5", "--json", report, progress=progress)
            self.assertEqual(code, 0, text)
            with open(report, encoding="utf-8") as file:
                result = json.load(file)
        text_row, tuned_row = result["settings"]
        self.assertEqual(text_row["setting"], "text")
        self.assertEqual(text_row["values"], {"oregano.cafe.supply": 22,
                                              "oregano.variety.supply": 22})
        self.assertLess(tuned_row["error"], text_row["error"])
        for row in (text_row, tuned_row):
            low, high = row["interval"]
            self.assertLessEqual(low, row["value"])
            self.assertLessEqual(row["value"], high)
            self.assertEqual(row["games"], 40)
        self.assertIn("tuned", text)
        # Each side says every seat's win share (seats_fair names only the worst
        # one's value, not which seat it is): ties share a win, so they sum to 1.
        for row in (text_row, tuned_row):
            rates = row["seat_win_rates"]
            self.assertEqual(len(rates), 2)
            self.assertAlmostEqual(sum(rates), 1.0)
        self.assertRegex(text, r"seats \d+\.\d% / \d+\.\d%")
        # A long search says where it is, one line per setting, on stderr.
        lines = progress.getvalue().splitlines()
        self.assertGreater(len(lines), 1, progress.getvalue())
        self.assertRegex(lines[0], r"^mercato tune: setting 1: oregano\.cafe\.supply=22, "
                                   r"oregano\.variety\.supply=22: ")
        self.assertRegex(lines[-1], r"\(\d+ of 240 games\)$")
        # A played setting says what it measured and how far that is from the
        # target: a bare distance (0.369) read like a win rate.
        played = [line for line in lines if " after " in line]
        self.assertTrue(played, progress.getvalue())
        for line in played:
            match = re.search(r": (pruned, )?length (\d+\.\d) actions, off target by (\d+\.\d)"
                              r"(, \d numbers? changed)? after \d+ games", line)
            self.assertIsNotNone(match, line)
            asked = float(f"{target:.0f}")  # the target as the command line gave it
            self.assertAlmostEqual(abs(float(match.group(2)) - asked), float(match.group(3)), delta=0.11)

    def test_a_ratio_of_counters(self):
        # Trade Tycoon counts, per game, the seats that chose each style and the
        # winners by style: the ratio is how often a Persia player wins.
        frame = mercato.lab("trade_tycoon", players=3, bots=["heuristic"], games=20, seed=2, jobs=2)
        objective = tune.parse_objective("ratio:win_by_style_persia/style_chosen_persia=0.5", 3)
        value, error, (low, high) = tune.measure(frame, objective, 3)
        chosen = frame["style_chosen_persia"].sum()
        self.assertGreater(chosen, 0)
        self.assertAlmostEqual(value, frame["win_by_style_persia"].sum() / chosen)
        self.assertAlmostEqual(error, abs(value - 0.5))
        self.assertLessEqual(low, value)
        self.assertLessEqual(value, high)

    def test_one_seat_of_a_per_seat_parameter(self):
        space = tune.parse_search("oregano.start_gold[1]=5:9", "oregano")
        params = tune.params_for({"oregano.start_gold[1]": 8}, space, "oregano", 3)
        self.assertEqual(params, {"oregano.start_gold": [5, 8, 5]})

    def test_bad_input_is_refused_with_the_reason(self):
        cases = [
            (["--search", "oregano.no_such=1:2"], "no parameter 'oregano.no_such'"),
            (["--search", "oregano.start_gold=0:99"], "within 0..50"),
            (["--search", "oregano.start_gold=x:3"], "not a whole number"),
            (["--search", "oregano.casino.payout[1]=1:3"], "one number for every seat"),
            (["--search", "oregano.start_gold[4]=1:3"], "seats 0..1"),
            (["--search", "oregano.start_gold=1:3", "--objective", "length"], "needs the target"),
            (["--search", "oregano.start_gold=1:3", "--objective", "fast"], "one of"),
            (["--search", "oregano.start_gold=1:3", "--objective", "ratio:a/b=0.5"], "no counter 'a'"),
            (["--search", "oregano.start_gold=1:3", "--objective", "ratio:a=0.5"], "ratio:NUM/DEN=T"),
        ]
        for extra, message in cases:
            argv = ["--game", "oregano", "--players", "2", "--budget", "10",
                    "--objective", "first_player_fair"] + extra
            err = io.StringIO()
            with self.subTest(extra=extra), contextlib.redirect_stderr(err):
                code, _ = run_tune(*argv)
                self.assertEqual(code, 2)
                self.assertIn(message, err.getvalue())

    def test_a_budget_too_small_to_search_says_so(self):
        # The text's numbers are always played in full (--max-games) first: a
        # budget below that searches nothing, and "tuned" is the text again.
        # A new user trying `--budget 200` must be told why, not left to
        # wonder why 360 games were played and nothing changed.
        def progress_with_budget(budget):
            progress = io.StringIO()
            code, text = run_tune("--game", "oregano", "--players", "2", "--bots", "random",
                                  "--objective", "first_player_fair",
                                  "--search", "oregano.start_gold=3:9", "--budget", str(budget),
                                  "--min-games", "10", "--max-games", "30", "--verify", "10",
                                  progress=progress)
            self.assertEqual(code, 0, text)
            return progress.getvalue()

        self.assertIn("--budget 20 is less than one setting played in full (--max-games 30): "
                      "only the text's numbers will be played", progress_with_budget(20))
        # A budget that leaves room to search says nothing of the kind.
        self.assertNotIn("less than one setting", progress_with_budget(60))

    @unittest.skipUnless(MERCATO_BIN, "MERCATO_BIN names the CLI (./tools/test sets it)")
    def test_the_cli_hands_over_to_the_search(self):
        done = subprocess.run([MERCATO_BIN, "tune", "--game", "nope", "--players", "2",
                               "--objective", "seats_fair", "--search", "a=1:2",
                               "--budget", "1"], capture_output=True, text=True)
        self.assertEqual(done.returncode, 2, done.stderr)
        self.assertIn("no game 'nope'", done.stderr)


if __name__ == "__main__":
    unittest.main()

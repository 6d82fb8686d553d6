"""The `mercato` Python module (python): the pyspiel-shaped API and
mercato.lab's DataFrame. Built by CMake into build/native/python."""
import json
import random
import unittest

import mercato  # built by CMake into build/native/python (docs/python.md)


def play_random(state, rng):
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probabilities)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


class ModuleTest(unittest.TestCase):
    def test_every_game_plays_to_the_end(self):
        self.assertEqual(len(mercato.registered_games()), 5)
        rng = random.Random(3)
        for game_id in mercato.registered_games():
            game = mercato.load_game(game_id)
            state = play_random(game.new_initial_state(), rng)
            self.assertAlmostEqual(sum(state.returns()), 1.0)
            self.assertEqual(len(state.scores()), game.num_players())
            self.assertEqual(state.current_player(), mercato.TERMINAL_PLAYER)

    def test_pyspiel_shaped_calls(self):
        game = mercato.load_game("oregano", players=3, options={"strategy_draw": 3},
                                 params={"oregano.start_gold": [5, 6, 7]})
        self.assertEqual(game.num_players(), 3)
        self.assertEqual(game.params()["oregano.start_gold"], [5, 6, 7])
        self.assertIn("oregano.start_gold=5/6/7", game.options_text())
        state = game.new_initial_state()
        self.assertFalse(state.is_chance_node())
        actions = state.legal_actions()
        self.assertEqual(actions, sorted(set(actions)))
        text = state.action_to_string(actions[0])
        self.assertEqual(state.string_to_action(text), actions[0])
        copy = state.clone()
        state.apply_action(actions[0])
        self.assertNotEqual(str(copy), str(state))
        self.assertEqual(copy.history(), [])
        seen = json.loads(state.observation_json(0))
        self.assertEqual(seen["players"][2]["gold"], 7)
        play_random(state, random.Random(1))
        # The record keeps the parameters: it replays to the same end.
        again = mercato.load_record(state.record(seed=9))
        self.assertEqual(again.scores(), state.scores())

    def test_chance_outcomes_sum_to_one(self):
        state = mercato.load_game("merchants", players=2).new_initial_state()
        self.assertTrue(state.is_chance_node())
        self.assertAlmostEqual(sum(p for _, p in state.chance_outcomes()), 1.0)

    def test_errors_are_value_errors_with_the_core_message(self):
        with self.assertRaisesRegex(ValueError, "unknown game 'chess'"):
            mercato.load_game("chess")
        with self.assertRaisesRegex(ValueError, r"oregano.casino.payout=99 is out of range: 0..30"):
            mercato.load_game("oregano", params={"oregano.casino.payout": 99})
        state = mercato.load_game("oregano").new_initial_state()
        with self.assertRaisesRegex(ValueError, "not legal"):
            state.apply_action(10 ** 6)
        with self.assertRaisesRegex(ValueError, "seat 5"):
            state.observation_json(5)

    def test_parameter_table(self):
        table = {p["key"]: p for p in mercato.game_parameters("trade_tycoon")}
        self.assertEqual(table["trade_tycoon.style.persia.vp3"]["default"], 7)
        self.assertTrue(table["trade_tycoon.style.persia.vp3"]["help_ja"])

    def test_lab_gives_a_dataframe_of_rows(self):
        frame = mercato.lab("oregano", players=2, bots=["heuristic", "random"], games=4, seed=2,
                            compare="oregano.start_gold=5/8")
        self.assertEqual(len(frame), 8)
        self.assertEqual(list(frame.columns[:7]),
                         ["game", "run", "seed", "options", "first_player", "actions", "winners"])
        base = frame[frame.run == "base"]
        report = frame.attrs["report"]
        self.assertEqual(int(base.seat0_score.sum()),
                         report["runs"][0]["aggregate"]["seats"][0]["score"]["sum"])
        self.assertEqual(list(base.seed), list(frame[frame.run != "base"].seed))


if __name__ == "__main__":
    unittest.main()

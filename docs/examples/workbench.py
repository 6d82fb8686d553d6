# A designer's session in Python, notebook-style: run it cell by cell, or whole:
#   PYTHONPATH=build/native/python /usr/bin/python3 docs/examples/workbench.py
# (after ./tools/test python, or any build of build/native with pybind11-dev installed).
import random

import mercato

# %% The parameters a designer can change, with the rule text's values.
for p in mercato.game_parameters("oregano")[:6]:
    print(f"{p['key']:32} {p['default']:4}  {p['min']}..{p['max']}  {p['help_en']}")

# %% Play one game by hand through the pyspiel-shaped API.
game = mercato.load_game("oregano", players=2, params={"oregano.start_gold": [5, 7]})
state = game.new_initial_state()
rng = random.Random(1)
while not state.is_terminal():
    if state.is_chance_node():
        actions, probabilities = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probabilities)[0])
    else:
        state.apply_action(rng.choice(state.legal_actions()))
print("scores", state.scores(), "returns", state.returns())

# %% The lab: every game played with the text's numbers and with the change,
# on the same seeds, so each pair of rows differs only by the change.
frame = mercato.lab("oregano", players=2, bots=["heuristic"], games=60, seed=1,
                    compare="oregano.start_gold=5/7", jobs=2)
wins = frame.pivot(index="game", columns="run", values="seat0_win")
print(wins.mean())  # first seat's win rate: base, then with 7 gold for the second seat
paired = wins["oregano.start_gold=5/7"] - wins["base"]
print(f"paired change of seat 0's win rate: {paired.mean():+.3f} "
      f"(+- {1.96 * paired.std() / len(paired) ** 0.5:.3f})")

# %% The lab's own report says the same (docs/lab-report.schema.json).
print(frame.attrs["report"]["comparison"]["paired"]["seat_win_rate"][0])

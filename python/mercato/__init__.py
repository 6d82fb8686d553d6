"""Mercato's rules core from Python, shaped like OpenSpiel's pyspiel.

    import mercato
    game = mercato.load_game("oregano", players=3, params={"oregano.start_gold": [5, 6, 7]})
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(random.choices(actions, probs)[0])
        else:
            state.apply_action(random.choice(state.legal_actions()))
    print(state.returns())

    rows = mercato.lab("oregano", players=2, bots=["heuristic"], games=200)  # a pandas DataFrame

Errors (an unknown game, a bad option or parameter, an illegal action) raise
ValueError with the core's message. Build: docs/python.md.
"""
import json

from ._core import (CHANCE_PLAYER, TERMINAL_PLAYER, Game, State, game_parameters, load_game,
                    load_record, registered_games)
from ._core import _lab_rows

__all__ = ["CHANCE_PLAYER", "TERMINAL_PLAYER", "Game", "State", "game_parameters", "lab",
           "load_game", "load_record", "registered_games"]


def lab(game, players=0, bots=("heuristic",), games=100, seed=1, options=None, params=None,
        compare="", jobs=1):
    """Runs the C++ lab (as `mercato lab`) and returns one row per game as a
    pandas DataFrame: game, run, seed, options, first_player, actions, winners,
    seat<i>_bot / seat<i>_score / seat<i>_win, then the game's counters. The
    JSON report (docs/lab-report.schema.json) is in `frame.attrs["report"]`.
    With compare="key=value" every game is played twice (rows paired by `game`)."""
    import pandas  # Debian's python3-pandas; only mercato.lab needs it

    if isinstance(bots, str):
        bots = bots.split(",")
    data, order, report = _lab_rows(game, int(players), list(bots), int(games), int(seed),
                                    dict(options or {}), dict(params or {}), str(compare or ""),
                                    int(jobs))
    frame = pandas.DataFrame(data, columns=order)
    frame.attrs["report"] = json.loads(report)
    return frame

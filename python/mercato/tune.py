"""mercato tune: searches a game's parameters for values that bring a balance
objective to its target, changing as few of the rule text's numbers as it can.

    mercato tune --game oregano --players 2 --bots heuristic \\
        --objective first_player_fair --search "oregano.start_gold[1]=5:9" --budget 3000

Optuna (Debian's python3-optuna) proposes settings; each is played through the
C++ lab (mercato.lab) in rungs of games that grow by --rung-factor, and
successive halving stops the clearly bad ones after a few games, so the games
go where the best settings are. Every trial plays the same seeds (common random
numbers), so two settings differ by their numbers, not by their luck. The best
setting and the text's numbers are then measured side by side on fresh seeds
with a 95% interval. Shards of one search share an Optuna storage (docs/lab.md).
"""
import argparse
import json
import math
import sys

import mercato

OBJECTIVES = ("first_player_fair", "seats_fair", "score_spread", "length", "ratio")
VERIFY_SEED_OFFSET = 1_000_003  # fresh seeds: never the ones the search played


class UsageError(Exception):
    pass


# ----------------------------------------------------------------- the search space
def parse_search(text, game):
    """"k=lo:hi,k2[seat]=lo:hi" -> [(key, seat or None, lo, hi)], checked
    against the game's parameter table so a typo fails before any game."""
    table = {p["key"]: p for p in mercato.game_parameters(game)}
    space = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, bounds = item.partition("=")
        lo_text, _, hi_text = bounds.partition(":")
        seat = None
        if name.endswith("]") and "[" in name:
            name, _, seat_text = name[:-1].partition("[")
            seat = _integer(seat_text, f"seat of {name}")
        if name not in table:
            raise UsageError(f"no parameter '{name}' in {game} (see: mercato list --params --game {game})")
        lo, hi = _integer(lo_text, f"{name} low"), _integer(hi_text, f"{name} high")
        entry = table[name]
        if not (entry["min"] <= lo <= hi <= entry["max"]):
            raise UsageError(f"{name}={lo}:{hi}: the range must lie within "
                             f"{entry['min']}..{entry['max']} with low <= high")
        if seat is not None and not entry.get("per_seat", False):
            raise UsageError(f"{name} is one number for every seat: drop the [{seat}]")
        space.append((name, seat, lo, hi))
    if not space:
        raise UsageError("--search needs at least one k=lo:hi")
    return space


def _integer(text, what):
    try:
        return int(text)
    except ValueError:
        raise UsageError(f"{what}: '{text}' is not a whole number") from None


def space_label(name, seat):
    return name if seat is None else f"{name}[{seat}]"


def params_for(choice, space, game, players):
    """The lab's params dict for a choice {label: value}: a per-seat parameter
    tuned at one seat keeps the text's value at the others."""
    defaults = mercato.load_game(game, players=players).params()
    params = {}
    for name, seat, _, _ in space:
        value = choice[space_label(name, seat)]
        if seat is None:
            params[name] = value
        else:
            current = params.get(name, defaults[name])
            current = list(current) if isinstance(current, list) else [current] * players
            if seat >= players:
                raise UsageError(f"{name}[{seat}]: a {players}-player game has seats 0..{players - 1}")
            current[seat] = value
            params[name] = current
    return params


def text_values(space, game, players):
    defaults = mercato.load_game(game, players=players).params()
    values = {}
    for name, seat, _, _ in space:
        value = defaults[name]
        if seat is not None and seat >= players:
            raise UsageError(f"{name}[{seat}]: a {players}-player game has seats 0..{players - 1}")
        values[space_label(name, seat)] = value[seat] if isinstance(value, list) and seat is not None \
            else (value[0] if isinstance(value, list) else value)
    return values


# ----------------------------------------------------------------- objectives
def parse_objective(text, players):
    name, _, target = text.partition("=")
    if name.startswith("ratio:"):
        # ratio:NUM/DEN=T: sum of the game counter NUM over sum of DEN, e.g. how
        # often a Persia player wins: ratio:win_by_style_persia/style_chosen_persia=0.33
        numerator, slash, denominator = name[len("ratio:"):].partition("/")
        if not slash or not numerator or not denominator or not target:
            raise UsageError(f"--objective {text}: ratio:NUM/DEN=T with two of the game's counters")
        try:
            return ("ratio", float(target), numerator, denominator)
        except ValueError:
            raise UsageError(f"--objective {text}: the target '{target}' is not a number") from None
    if name not in OBJECTIVES or name == "ratio":
        raise UsageError(f"--objective {text}: one of first_player_fair, seats_fair, "
                         f"score_spread[=T], length=ACTIONS, ratio:NUM/DEN=T")
    if name == "length" and not target:
        raise UsageError("--objective length=ACTIONS needs the target game length (actions)")
    if name in ("first_player_fair", "seats_fair") and target:
        raise UsageError(f"--objective {name} takes no target (fair is 1/{players})")
    return name, float(target) if target else 0.0


def measure(frame, objective, players):
    """The objective's value on a DataFrame of lab rows: (value, error, 95% interval).
    error is how far the value is from the target (what the search minimises)."""
    name, target = objective[0], objective[1]
    n = len(frame)
    fair = 1.0 / players
    if name == "first_player_fair":
        share = [frame.at[i, f"seat{int(frame.at[i, 'first_player'])}_win"] for i in frame.index]
        p = sum(share) / n
        return p, abs(p - fair), _wilson(p, n)
    if name == "seats_fair":
        rates = seat_win_rates(frame, players)
        worst = max(range(players), key=lambda s: abs(rates[s] - fair))
        p = rates[worst]
        return p, abs(p - fair), _wilson(p, n)
    if name == "ratio":
        numerator, denominator = objective[2], objective[3]
        for column in (numerator, denominator):
            if column not in frame.columns:
                counters = [c for c in frame.columns if c not in ("game", "run", "seed", "options",
                            "first_player", "actions", "winners") and not c.startswith("seat")]
                raise UsageError(f"no counter '{column}' in this game (counters: {', '.join(counters)})")
        trials = float(frame[denominator].sum())
        p = float(frame[numerator].sum()) / trials if trials else 0.0
        return p, abs(p - target), _wilson(p, max(trials, 1))
    scores = frame[[f"seat{s}_score" for s in range(players)]]
    series = (scores.max(axis=1) - scores.min(axis=1)) if name == "score_spread" else frame["actions"]
    mean = float(series.mean())
    half = 1.96 * float(series.std(ddof=1)) / math.sqrt(n) if n > 1 else math.inf
    return mean, abs(mean - target), (mean - half, mean + half)


def seat_win_rates(frame, players):
    """Each seat's win share over the lab rows (ties share a win)."""
    return [float(frame[f"seat{s}_win"].mean()) for s in range(players)]


def describe(objective, value, error, changes):
    """What a setting measured, in the objective's own terms, and how far that is
    from the target: "first player wins 0.619, off target by 0.369"."""
    name = objective[0]
    digits = 1 if name in ("score_spread", "length") else 3  # means of points or actions; else rates
    what = {"first_player_fair": "first player wins {:.3f}",
            "seats_fair": "the seat furthest from fair wins {:.3f}",
            "ratio": f"{'/'.join(objective[2:4])} {{:.3f}}",
            "score_spread": "score spread {:.1f}",
            "length": "length {:.1f} actions"}[name].format(value)
    changed = f", {changes} number{'s' if changes != 1 else ''} changed" if changes else ""
    return f"{what}, off target by {error:.{digits}f}{changed}"


def _wilson(p, n, z=1.96):
    """Wilson's 95% interval of a rate p over n games (as the lab's reports)."""
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


# ----------------------------------------------------------------- the search
def run_search(args, space, objective, stdout):
    import optuna  # Debian's python3-optuna; only tune needs it

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    defaults = text_values(space, args.game, args.players)
    rungs = []
    games = args.min_games
    while games < args.max_games:
        rungs.append(games)
        games *= args.rung_factor
    rungs.append(args.max_games)
    spent = {"games": 0}

    def play(params, games, seed):
        return mercato.lab(args.game, players=args.players, bots=args.bots, games=games,
                           seed=seed, options=args.options, params=params, jobs=args.jobs)

    def trial_value(trial):
        choice = {space_label(n, s): trial.suggest_int(space_label(n, s), lo, hi)
                  for n, s, lo, hi in space}
        changes = sum(1 for label, value in choice.items() if value != defaults[label])
        params = params_for(choice, space, args.game, args.players)
        frames, played = [], 0
        import pandas
        for step, rung in enumerate(rungs):
            frames.append(play(params, rung - played, args.seed * 1000 + step))
            spent["games"] += rung - played
            played = rung
            measured, error, _ = measure(pandas.concat(frames, ignore_index=True), objective,
                                         args.players)
            value = error + args.change_cost * changes
            trial.set_user_attr("measured", describe(objective, measured, error, changes))
            trial.set_user_attr("played", played)
            trial.report(value, step)
            if trial.should_prune():
                raise optuna.TrialPruned()
        trial.set_user_attr("games", played)
        return value

    sampler = optuna.samplers.TPESampler(seed=args.seed)
    pruner = optuna.pruners.SuccessiveHalvingPruner(min_resource=1,
                                                    reduction_factor=args.rung_factor)
    study = optuna.create_study(direction="minimize", sampler=sampler, pruner=pruner,
                                storage=args.storage, study_name=args.study,
                                load_if_exists=args.storage is not None)
    # The text's numbers first, so "no change" is always a candidate.
    study.enqueue_trial(defaults, skip_if_exists=True)
    if args.budget < args.max_games:
        # The text's setting alone spends the budget: nothing else is tried.
        print(f"mercato tune: --budget {args.budget} is less than one setting played in full "
              f"(--max-games {args.max_games}): only the text's numbers will be played; "
              f"raise --budget or lower --max-games to search", file=sys.stderr, flush=True)
    while spent["games"] < args.budget:
        study.optimize(trial_value, n_trials=1)
        print_progress(study.trials[-1], spent["games"], args.budget)
    print(f"searched: {len(study.trials)} settings, {spent['games']} games "
          f"(budget {args.budget})", file=stdout)
    return study


def print_progress(trial, spent, budget):
    """One line per setting tried, on stderr: a search of hours shows it is
    alive and where it is looking (the report itself goes to stdout)."""
    values = ", ".join(f"{name}={value}" for name, value in trial.params.items())
    measured = trial.user_attrs.get("measured", "")
    played = trial.user_attrs.get("played", 0)
    # A pruned setting (clearly worse, few games spent) keeps its last rung's value.
    pruned = "pruned, " if trial.state.name == "PRUNED" else ""
    outcome = f"{pruned}{measured} after {played} games" if measured else trial.state.name.lower()
    print(f"mercato tune: setting {trial.number + 1}: {values}: {outcome} "
          f"({spent} of {budget} games)", file=sys.stderr, flush=True)


def best_setting(study):
    finished = [t for t in study.trials if t.value is not None and "games" in t.user_attrs]
    if not finished:
        raise UsageError("no setting was played to the last rung: raise --budget or lower --max-games")
    best = min(finished, key=lambda t: t.value)
    return best.params


def verify(args, space, objective, choice):
    """The best setting and the text's numbers on the same fresh seeds."""
    rows = []
    for label, values in (("text", text_values(space, args.game, args.players)), ("tuned", choice)):
        params = params_for(values, space, args.game, args.players)
        frame = mercato.lab(args.game, players=args.players, bots=args.bots, games=args.verify,
                            seed=args.seed + VERIFY_SEED_OFFSET, options=args.options,
                            params=params, jobs=args.jobs)
        value, error, interval = measure(frame, objective, args.players)
        rows.append({"setting": label, "values": values, "params": params, "games": len(frame),
                     "value": value, "interval": list(interval), "error": error,
                     "seat_win_rates": seat_win_rates(frame, args.players)})
    return rows


def report(args, objective, rows, stdout):
    name, target = objective[0], objective[1]
    goal = f"1/{args.players} = {1 / args.players:.3f}" if name.endswith("_fair") else f"{target:g}"
    print(f"objective {name}, target {goal}; {args.verify} fresh games each, "
          f"bots {','.join(args.bots)}", file=stdout)
    for row in rows:
        values = ", ".join(f"{k}={v}" for k, v in row["values"].items())
        low, high = row["interval"]
        print(f"  {row['setting']:5}  {values:40}  {row['value']:.3f}  "
              f"95% [{low:.3f}, {high:.3f}]  off target by {row['error']:.3f}", file=stdout)
        # Which seat is off, not only by how much (seat 1 moves first).
        seats = " / ".join(f"{100 * rate:.1f}%" for rate in row["seat_win_rates"])
        print(f"  {'':5}  seats {seats} win", file=stdout)


# ----------------------------------------------------------------- command line
def parse_args(argv):
    parser = argparse.ArgumentParser(prog="mercato tune", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--bots", default="heuristic",
                        help="bot spec(s), comma separated, one for all or one per seat")
    parser.add_argument("--objective", required=True,
                        help="first_player_fair | seats_fair | score_spread[=T] | length=ACTIONS"
                             " | ratio:NUM/DEN=T (two of the game's counters)")
    parser.add_argument("--search", required=True, help="k=lo:hi,k2[seat]=lo:hi")
    parser.add_argument("--budget", type=int, required=True, help="games the search may play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="k=v, as for lab")
    parser.add_argument("--min-games", type=int, default=40, help="games of the first rung")
    parser.add_argument("--max-games", type=int, default=360, help="games of a fully played setting")
    parser.add_argument("--rung-factor", type=int, default=3)
    parser.add_argument("--change-cost", type=float, default=0.01,
                        help="objective cost of each number changed from the text's")
    parser.add_argument("--verify", type=int, default=400, help="fresh games for the final comparison")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--storage", help="Optuna storage URL shared by shards (sqlite:///tune.db)")
    parser.add_argument("--study", default="mercato-tune", help="study name in --storage")
    parser.add_argument("--report-only", action="store_true",
                        help="play no search games: verify the best setting in --storage")
    parser.add_argument("--json", help="also write the comparison as JSON to this file")
    args = parser.parse_args(argv)
    if args.game not in mercato.registered_games():
        raise UsageError(f"no game '{args.game}' (games: {', '.join(mercato.registered_games())})")
    for name in ("players", "budget", "min_games", "max_games", "verify", "jobs"):
        if getattr(args, name) < (0 if name == "budget" else 1):
            raise UsageError(f"--{name.replace('_', '-')} must be positive")
    if args.rung_factor < 2:
        raise UsageError("--rung-factor must be 2 or more")
    if args.min_games > args.max_games:
        raise UsageError("--min-games must not exceed --max-games")
    if args.report_only and not args.storage:
        raise UsageError("--report-only reads a search from --storage")
    args.bots = [b for b in args.bots.split(",") if b]
    args.options = dict(item.split("=", 1) for item in args.option if "=" in item)
    bad = [item for item in args.option if "=" not in item]
    if bad:
        raise UsageError(f"--option {bad[0]}: expected k=v")
    return args


def main(argv=None, stdout=sys.stdout):
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
        mercato.load_game(args.game, players=args.players, options=args.options)
        space = parse_search(args.search, args.game)
        objective = parse_objective(args.objective, args.players)
        if objective[0] == "ratio":  # the counters exist: one game tells, before any search
            measure(mercato.lab(args.game, players=args.players, bots=args.bots, games=1,
                                options=args.options, jobs=1), objective, args.players)
        params_for(text_values(space, args.game, args.players), space, args.game, args.players)
        if args.report_only:
            import optuna
            study = optuna.load_study(study_name=args.study, storage=args.storage)
        else:
            study = run_search(args, space, objective, stdout)
        choice = best_setting(study)
        rows = verify(args, space, objective, choice)
        report(args, objective, rows, stdout)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as out:
                json.dump({"game": args.game, "players": args.players, "bots": args.bots,
                           "objective": args.objective, "search": args.search,
                           "budget": args.budget, "seed": args.seed, "settings": rows}, out, indent=2)
        return 0
    except (UsageError, ValueError) as error:
        print(f"mercato tune: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""The ladder's ratings: a Bradley–Terry model over every pair of seats of every
game (who finished ahead of whom), fitted at once by maximum likelihood with
scipy and put on the Elo scale, with 95% intervals from a bootstrap over games.

For two players this is exactly Bradley–Terry; for three or more it is the
pairwise (composite) likelihood of the finishing order: each game gives one
comparison per pair of seats. Those comparisons share a game, so the model's
own standard errors would be too narrow; resampling whole games keeps the
intervals honest. A tie (shared win, equal finish) counts half a win each.

Half a virtual drawn game per pairing (a weak form of BayesElo's prior) keeps
a bot that won every game against another at a finite rating. It pulls ratings
towards each other: much with a handful of games per pairing (10 straight
wins read as 640 Elo, not infinity), a few Elo at a hundred.
"""
import math

import numpy
from scipy.optimize import minimize

ELO_PER_NATURAL_UNIT = 400 / math.log(10)  # P(a beats b) = 1 / (1 + 10^(-(Ra - Rb) / 400))
PRIOR_DRAWS = 0.5


def finish_key(returns, score):
    """Finishing order: the winners first (the game's own tie-breaks are in
    its returns), then by score."""
    return (returns, score)


def pair_outcomes(results):
    """Every pair of seats with different bots in every game, as arrays
    (game row, bot a, bot b, a's result against b: 1, 0.5 or 0)."""
    rows, first, second, result = [], [], [], []
    for row, game in enumerate(results):
        bots, keys = game["seat_bots"], [finish_key(r, s) for r, s in zip(game["returns"], game["scores"])]
        for i in range(len(bots)):
            for j in range(i + 1, len(bots)):
                if bots[i] == bots[j]:
                    continue
                rows.append(row)
                first.append(bots[i])
                second.append(bots[j])
                result.append(1.0 if keys[i] > keys[j] else 0.0 if keys[i] < keys[j] else 0.5)
    return (numpy.array(rows, dtype=numpy.int64), numpy.array(first, dtype=numpy.int64),
            numpy.array(second, dtype=numpy.int64), numpy.array(result, dtype=float))


def fit(first, second, result, weights, num_bots, anchor):
    """Ratings on the Elo scale with bots[anchor] at 0, from weighted pair
    results (a weight counts how often the comparison's game was drawn)."""
    pairs = sorted(set(zip(first.tolist(), second.tolist())))
    prior_a = numpy.array([a for a, _ in pairs], dtype=numpy.int64)
    prior_b = numpy.array([b for _, b in pairs], dtype=numpy.int64)
    a = numpy.concatenate([first, prior_a])
    b = numpy.concatenate([second, prior_b])
    s = numpy.concatenate([result, numpy.full(len(pairs), 0.5)])
    w = numpy.concatenate([weights, numpy.full(len(pairs), PRIOR_DRAWS)])
    free = [k for k in range(num_bots) if k != anchor]

    def strengths(x):
        theta = numpy.zeros(num_bots)
        theta[free] = x
        return theta

    def negative_log_likelihood(x):
        theta = strengths(x)
        diff = theta[a] - theta[b]
        # log sigmoid(d) = -logaddexp(0, -d): stable for large differences
        value = numpy.sum(w * (s * numpy.logaddexp(0, -diff) + (1 - s) * numpy.logaddexp(0, diff)))
        p = 0.5 * (1 + numpy.tanh(diff / 2))  # sigmoid(diff)
        g_diff = w * (p - s)
        grad = numpy.bincount(a, g_diff, num_bots) - numpy.bincount(b, g_diff, num_bots)
        return value, grad[free]

    solved = minimize(negative_log_likelihood, numpy.zeros(len(free)), jac=True, method="L-BFGS-B")
    if not solved.success:
        raise RuntimeError(f"the rating fit did not converge: {solved.message}")
    return strengths(solved.x) * ELO_PER_NATURAL_UNIT


def bootstrap_samples(rows, num_games, samples, seed):
    """Weights per comparison for `samples` resamples of the games (with
    replacement), from a fixed seed so the same games give the same intervals."""
    rng = numpy.random.default_rng(seed)
    for _ in range(samples):
        counts = rng.multinomial(num_games, numpy.full(num_games, 1.0 / num_games))
        yield counts[rows].astype(float)


def rate(results, num_bots, anchor, samples=1000, seed=1, gaps=()):
    """{"elo": [...], "low": [...], "high": [...]} per bot: the fit on all
    games and the 2.5% and 97.5% points of the bootstrap's fits; and per pair
    (lower, upper) in `gaps`, upper's rating minus lower's with the 2.5% and
    97.5% points of that difference over the same fits (an interval of a gap
    is not the distance between two ratings' intervals: they move together)."""
    rows, first, second, result = pair_outcomes(results)
    if len(rows) == 0:
        raise ValueError("no game has two different bots: nothing to rate")
    elo = fit(first, second, result, numpy.ones(len(rows)), num_bots, anchor)
    draws = numpy.array([fit(first, second, result, w, num_bots, anchor)
                         for w in bootstrap_samples(rows, len(results), samples, seed)])
    low, high = numpy.percentile(draws, [2.5, 97.5], axis=0) if len(draws) else (elo, elo)
    gap_rows = []
    for lower, upper in gaps:
        gap = float(elo[upper] - elo[lower])
        gap_low, gap_high = (numpy.percentile(draws[:, upper] - draws[:, lower], [2.5, 97.5])
                             if len(draws) else (gap, gap))
        gap_rows.append({"lower": lower, "upper": upper, "elo": gap,
                         "low": float(gap_low), "high": float(gap_high)})
    return {"elo": elo.tolist(), "low": list(map(float, low)), "high": list(map(float, high)),
            "gaps": gap_rows}


def wilson(wins, n, z=1.959964):
    """95% Wilson score interval of a share (fractional wins are fine)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def pairings(results, num_bots):
    """Per pair of bots a < b: games that seated both, a's results against b
    (ties half) with a Wilson interval."""
    rows, first, second, result = pair_outcomes(results)
    table = []
    for a in range(num_bots):
        for b in range(a + 1, num_bots):
            forward = (first == a) & (second == b)
            backward = (first == b) & (second == a)
            n = int(forward.sum() + backward.sum())
            wins = float(result[forward].sum() + (1 - result[backward]).sum())
            games = len(set(rows[forward | backward].tolist()))
            low, high = wilson(wins, n)
            table.append({"a": a, "b": b, "games": games, "comparisons": n,
                          "a_wins": wins, "a_share": wins / n if n else None,
                          "low": low, "high": high})
    return table


def cpu_per_move(results, num_bots):
    """Per bot: moves played and mean thinking CPU per move, in milliseconds."""
    moves, micros = [0] * num_bots, [0] * num_bots
    for game in results:
        for bot, m, us in zip(game["seat_bots"], game["moves"], game["cpu_us"]):
            moves[bot] += m
            micros[bot] += us
    return [{"moves": m, "ms_per_move": (us / 1000 / m) if m else None}
            for m, us in zip(moves, micros)]

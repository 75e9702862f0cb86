"""Random games for about 10 s per ruleset; prints actions/s and games/s.

One line per module ruleset (``module ID: A actions/s``: each web scenario, each expansion and
the expansions together), then the base game's two lines, ending with its ``engine:`` line.
When python-chess is installed (a test extra), random chess games are timed in the same run,
in turns with the base game's (so both see the same load), and two last lines follow:
``python-chess: M moves/s`` and ``ratio: R`` (engine actions/s over python-chess moves/s).
``--compiled FOLDER`` times the mypyc-compiled engine (``tools/compile_engine.py``); the
``engine:`` line ends with the engine timed.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections.abc import Callable

WEB_MODULES = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")
EXPANSIONS = (
    "ghost-stories",
    "golden-age",
    "promo-herbalist",
    "promo-wayfarer",
    "promo-apricot-tree",
    "seasons-characters",
    "seasoned-characters",
)
SEASONS_DECORATIONS = ("bamboo-kingfisher", "belvederes", "flying-lanterns")
SEASONS_GARDEN = ("night-landscapes", "summer-central-tile", "new-garden-tiles", "lanterns-05-09")
SEASONS_SETS = ("bushes", "insects", "nature", "pagodas")
SEASONS = (*SEASONS_DECORATIONS, *SEASONS_GARDEN, *SEASONS_SETS)
RULESETS = [(m,) for m in (*WEB_MODULES, *EXPANSIONS, *SEASONS)]
RULESETS += [EXPANSIONS, SEASONS_DECORATIONS, SEASONS_GARDEN, SEASONS_SETS]
SEASONS_SCENARIOS = ("market", "promenade", "winter", "dragons", "spring", "equinox")
RULESETS += [(m,) for m in SEASONS_SCENARIOS]


def timed(step: Callable[[int], int], seconds: float, first: int = 1) -> tuple[int, int, float]:
    """``step(first)``, ``step(first + 1)``, ... for about ``seconds``: (calls, the sum of what
    they returned, elapsed seconds)."""
    calls = total = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        total += step(first + calls)
        calls += 1
    return calls, total, time.perf_counter() - start


def run(players: int, seconds: float, ruleset: tuple[str, ...] = ()) -> tuple[int, int, float]:
    """Random games for ``seconds``: (games, actions, elapsed seconds)."""
    from engine.tang_garden.game import catalog
    from engine.tang_garden.simulate import play_random

    catalog(ruleset=ruleset)  # load the data outside the timing
    play_random(players, 0, ruleset)  # warm the memo tables
    return timed(lambda seed: play_random(players, seed, ruleset)[1], seconds)


def chess_random(seed: int) -> int:
    """One random game of python-chess (uniform over the legal moves); the number of moves."""
    import chess

    board = chess.Board()
    rand = random.Random(seed)
    while not board.is_game_over():
        board.push(rand.choice(list(board.legal_moves)))
    return board.ply()


def side_by_side(players: int, seconds: float) -> tuple[tuple[int, int, float], tuple[int, float]]:
    """The base game's random games and python-chess's, in turns of about a second each until
    each has had ``seconds``: ((games, actions, elapsed), (moves, elapsed))."""
    from engine.tang_garden.simulate import play_random

    play_random(players, 0)  # warm the memo tables
    chess_random(0)
    ours = [0, 0, 0.0]
    theirs = [0, 0, 0.0]
    while min(ours[2], theirs[2]) < seconds:
        for sums, step in (
            (ours, lambda seed: play_random(players, seed)[1]),
            (theirs, chess_random),
        ):
            for i, value in enumerate(timed(step, 1.0, first=sums[0] + 1)):
                sums[i] += value
    return (ours[0], ours[1], ours[2]), (theirs[1], theirs[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--module-seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--compiled", metavar="FOLDER", help="time the compiled engine there")
    args = parser.parse_args()
    if args.compiled:
        os.environ["TANG_GARDEN_COMPILED"] = args.compiled
    from engine import _compiled

    timed_engine = f"compiled ({_compiled.active})" if _compiled.active else "pure Python"
    for ruleset in RULESETS:
        _, actions, elapsed = run(args.players, args.module_seconds, ruleset)
        print(f"module {','.join(ruleset)}: {actions / elapsed:,.0f} actions/s")
    try:
        import chess  # noqa: F401  (a test extra)
    except ImportError:
        base, versus = run(args.players, args.seconds), None
    else:
        base, versus = side_by_side(args.players, args.seconds)
    games, actions, elapsed = base
    print(
        f"{games} games, {actions} actions in {elapsed:.1f} s "
        f"({actions / games:.0f} actions per game)"
    )
    print(
        f"engine: {actions / elapsed:,.0f} actions/s, {games / elapsed:.1f} games/s, "
        f"{args.players} players, {timed_engine}"
    )
    if versus is not None:
        moves, chess_elapsed = versus
        print(f"python-chess: {moves / chess_elapsed:,.0f} moves/s (random games)")
        ratio = (actions / elapsed) / (moves / chess_elapsed)
        print(f"ratio: {ratio:.2f} (engine actions/s over python-chess moves/s)")


if __name__ == "__main__":
    main()

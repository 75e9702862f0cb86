"""Random games for about 10 s per ruleset; prints actions/s and games/s.

One line per module ruleset (``module ID: A actions/s``: each web scenario, each expansion and
the expansions together), then the base game's two lines; the last line is always the base
game's ``engine:`` line.
"""

from __future__ import annotations

import argparse
import time

from engine.game import catalog
from engine.simulate import play_random

WEB_MODULES = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")
EXPANSIONS = (
    "ghost-stories",
    "golden-age",
    "promo-herbalist",
    "promo-wayfarer",
    "promo-apricot-tree",
    "seasons-characters",
)
SEASONS_DECORATIONS = ("bamboo-kingfisher", "belvederes", "flying-lanterns")
SEASONS_GARDEN = ("night-landscapes", "summer-central-tile", "new-garden-tiles", "lanterns-05-09")
RULESETS = [(m,) for m in (*WEB_MODULES, *EXPANSIONS, *SEASONS_DECORATIONS, *SEASONS_GARDEN)]
RULESETS += [EXPANSIONS, SEASONS_DECORATIONS, SEASONS_GARDEN]


def run(players: int, seconds: float, ruleset: tuple[str, ...] = ()) -> tuple[int, int, float]:
    """Random games for ``seconds``: (games, actions, elapsed seconds)."""
    catalog(ruleset=ruleset)  # load the data outside the timing
    play_random(players, 0, ruleset)  # warm the memo tables
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, count = play_random(players, games + 1, ruleset)
        games += 1
        actions += count
    return games, actions, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--module-seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for ruleset in RULESETS:
        _, actions, elapsed = run(args.players, args.module_seconds, ruleset)
        print(f"module {','.join(ruleset)}: {actions / elapsed:,.0f} actions/s")
    games, actions, elapsed = run(args.players, args.seconds)
    print(
        f"{games} games, {actions} actions in {elapsed:.1f} s "
        f"({actions / games:.0f} actions per game)"
    )
    print(
        f"engine: {actions / elapsed:,.0f} actions/s, {games / elapsed:.1f} games/s, "
        f"{args.players} players"
    )


if __name__ == "__main__":
    main()

"""Random 4-player games for about 10 s; prints actions/s and games/s (last line)."""

from __future__ import annotations

import argparse
import time

from engine.game import catalog
from engine.simulate import play_random


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    catalog()  # load the data outside the timing
    play_random(args.players, 0)  # warm the memo tables
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        _, count = play_random(args.players, games + 1)
        games += 1
        actions += count
    elapsed = time.perf_counter() - start
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

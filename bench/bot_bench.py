"""Time the computer players' decisions over positions from random games.

Positions come from random legal play (2 to 4 players, the base game; or ``--players`` and
``--scenario``, e.g. ``--players 1 --scenario yin-yang`` for the solo variant), each taken at a
random point of its game where the decision has more than one option. Times are the process's CPU
time per decision (what a decision takes on an idle core: on a machine shared with other jobs
the wall clock measures the others too; the wall-clock p95 is printed beside it). Prints one
line per level; the last line is always ``bot hard: p50 X s, p95 Y s per decision``.

``--games N`` measures whole games instead: N games (seeds ``--seed`` on) with Medium in every
seat, one line ``game medium: X s CPU per game`` (best and mean), e.g. ``--players 2 --scenario
summer --games 3`` for the Summer team's cost per game (issue 25's 1,000-game figures).
"""

from __future__ import annotations

import argparse
import random
import time

from engine.core.bots.play import play_out
from engine.tang_garden.bots import LEVELS, make_bot
from engine.tang_garden.bots.search import BUDGET
from engine.tang_garden.game import Position, apply, decision, new_game, position


def positions(
    count: int, seed: int, players: int | None = None, ruleset: tuple[str, ...] = ()
) -> list[Position]:
    """``count`` positions with a real choice, from random games (of 2 to 4 players unless
    ``players`` is given)."""
    rand = random.Random(seed)
    out = []
    while len(out) < count:
        seats = players or rand.choice((2, 3, 4))
        state = new_game(seats, rand.randrange(10**6), ruleset=ruleset)
        stop = rand.randrange(20, 200)
        for _ in range(stop):
            if state.over:
                break
            state, _ = apply(state, rand.choice(decision(state).options))
        here = position(state)
        if not state.over and len(here.decision.options) > 1:
            out.append(here)
    return out


def timings(
    level: str, states: list[Position], budget: int | None
) -> tuple[list[float], list[float]]:
    """Sorted CPU and wall-clock seconds per decision."""
    cpu, wall = [], []
    for i, here in enumerate(states):
        bot = make_bot(level, i, budget=budget)
        start, start_wall = time.process_time(), time.perf_counter()
        bot.choose(here)
        cpu.append(time.process_time() - start)
        wall.append(time.perf_counter() - start_wall)
    return sorted(cpu), sorted(wall)


def game_cpu(seed: int, players: int, ruleset: tuple[str, ...], level: str = "medium") -> float:
    """CPU seconds of one whole game with ``level`` in every seat (its bots made as ``simulate``
    makes them, so the game is the one ``simulate`` plays with this seed)."""
    state = new_game(players, seed, ruleset=ruleset)
    start = time.process_time()
    play_out(state, make_bot(level, seed))
    return time.process_time() - start


def quantile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40, help="positions for Easy, Medium")
    parser.add_argument("--hard-positions", type=int, default=20)
    parser.add_argument("--budget", type=int, default=None, help="Hard's iterations")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None, help="seats (default: 2 to 4)")
    parser.add_argument("--scenario", default=None, help="a scenario module id, e.g. yin-yang")
    parser.add_argument("--games", type=int, default=0, help="time N whole games instead")
    args = parser.parse_args()
    ruleset = (args.scenario,) if args.scenario else ()
    if args.games:
        seconds = [
            game_cpu(seed, args.players or 2, ruleset)
            for seed in range(args.seed, args.seed + args.games)
        ]
        print(
            f"game medium: best {min(seconds):.2f} s, mean {sum(seconds) / len(seconds):.2f} s "
            f"CPU per game ({args.games} games from seed {args.seed}, "
            f"{args.scenario or 'base game'}, {args.players or 2} players)"
        )
        return
    count = max(args.positions, args.hard_positions)
    states = positions(count, args.seed, args.players, ruleset)
    make_bot("medium", 0).choose(states[0])  # load the data and warm the memo tables
    for level in LEVELS:
        count = args.hard_positions if level == "hard" else args.positions
        times, wall = timings(level, states[:count], args.budget)
        p50, p95 = quantile(times, 0.5), quantile(times, 0.95)
        if level == "hard":
            print(
                f"(hard: {count} positions, {args.budget or BUDGET} samples; wall-clock p95 "
                f"{quantile(wall, 0.95):.2f} s)"
            )
            print(f"bot hard: p50 {p50:.2f} s, p95 {p95:.2f} s per decision")
        else:
            print(
                f"bot {level}: p50 {1000 * p50:.1f} ms, p95 {1000 * p95:.1f} ms per decision "
                f"({count} positions; wall-clock p95 {1000 * quantile(wall, 0.95):.1f} ms)"
            )


if __name__ == "__main__":
    main()

"""The ``tang-garden`` command: play, simulate, check-data, replay."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _simulate(args: argparse.Namespace) -> int:
    from engine.simulate import simulate

    if args.mode == "solo":
        return _simulate_solo(args)
    results = simulate(args.players, args.games, args.seed)
    for r in results:
        if args.json:
            print(
                json.dumps(
                    {
                        "seed": r.seed,
                        "turns": r.turns,
                        "actions": r.actions,
                        "scores": list(r.scores),
                        "winners": list(r.winners),
                        "end": r.end_reason,
                    }
                )
            )
        else:
            scores = " ".join(str(s) for s in r.scores)
            winners = "+".join(f"P{w + 1}" for w in r.winners)
            print(f"seed {r.seed}: {r.turns} turns, scores {scores}, winner {winners}")
    n = len(results)
    mean_turns = sum(r.turns for r in results) / n if n else 0.0
    mean_win = sum(max(r.scores) for r in results) / n if n else 0.0
    shared = sum(1 for r in results if len(r.winners) > 1)
    summary = {
        "games": n,
        "players": args.players,
        "mean_turns": round(mean_turns, 2),
        "mean_winning_score": round(mean_win, 2),
        "shared_wins": shared,
    }
    if args.json:
        print(json.dumps({"summary": summary}))
    else:
        print(
            f"summary: {n} games, {args.players} players, mean {mean_turns:.1f} turns, "
            f"mean winning score {mean_win:.1f}, {shared} shared wins"
        )
    return 0


def _simulate_solo(args: argparse.Namespace) -> int:
    from engine.game import catalog
    from engine.simulate import simulate_solo

    results = simulate_solo(args.games, args.seed, args.bot)
    for r in results:
        if args.json:
            print(
                json.dumps(
                    {
                        "seed": r.seed,
                        "turns": r.turns,
                        "actions": r.actions,
                        "score": r.score,
                        "victory": r.victory,
                        "rank": r.rank,
                        "end": r.cause,
                    }
                )
            )
        else:
            end = f"rank {r.rank}" if r.victory else f"defeat ({r.cause})"
            print(f"seed {r.seed}: {r.turns} turns, score {r.score}, {end}")
    n = len(results)
    wins = sum(r.victory for r in results)
    solo = catalog(ruleset=["yin-yang"]).ruleset.by_id["yin-yang"]
    ranks = {rank.name: 0 for rank in solo.settings.ranks}
    defeats: dict[str, int] = {}
    for r in results:
        if r.victory:
            ranks[r.rank] += 1
        else:
            defeats[r.cause] = defeats.get(r.cause, 0) + 1
    rate = wins / n if n else 0.0
    mean_turns = sum(r.turns for r in results) / n if n else 0.0
    if args.json:
        summary = {
            "games": n,
            "mode": "solo",
            "bot": args.bot,
            "wins": wins,
            "win_rate": round(rate, 4),
            "ranks": ranks,
            "defeats": defeats,
            "mean_turns": round(mean_turns, 2),
        }
        print(json.dumps({"summary": summary}))
    else:
        rank_text = ", ".join(f"{k} {v}" for k, v in ranks.items())
        defeat_text = ", ".join(f"{k} {v}" for k, v in sorted(defeats.items())) or "none"
        print(
            f"summary: {n} solo games ({args.bot} player), win rate {rate:.1%} ({wins} wins), "
            f"mean {mean_turns:.1f} turns; ranks: {rank_text}; defeats: {defeat_text}"
        )
    return 0


def _check_data(args: argparse.Namespace) -> int:
    from engine.content.loader import DataError, load_game_data

    try:
        data = load_game_data(args.data)
    except DataError as exc:
        for problem in exc.problems:
            print(problem)
        return 1
    print(
        f"ok: {len(data.tiles.tiles)} garden tiles, {len(data.tiles.starting_tile)} starting "
        f"tile faces, {len(data.decorations.cards)} decoration cards, "
        f"{sum(d.pieces for d in data.decorations.decorations)} decoration pieces, "
        f"{len(data.characters.characters)} characters, {len(data.landscapes.landscapes)} "
        f"landscape tiles, {len(data.lanterns.lanterns)} lanterns, {len(data.board.slots)} "
        f"landscape slots, {len(data.layouts.layouts)} token layouts"
    )
    return 0


def _replay(args: argparse.Namespace) -> int:
    from engine.content.loader import DataError
    from engine.record import RecordError, load

    try:
        state = load(args.file)
    except (RecordError, DataError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(
        f"{len(state.actions())} actions replayed; turn {state.turn_number}; "
        f"{'game over: ' + state.end_reason if state.over else 'game in progress'}"
    )
    if state.result is None:
        return 0
    for line in state.result.describe(state):
        print(line)
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    from game.screenshot import screenshot

    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
        except ValueError:
            print(f"error: --size must look like 1280x800, not {args.size!r}", file=sys.stderr)
            return 2
        size = (w, h)
    path = screenshot(args.seed, args.turns, args.out, size, args.players)
    print(f"saved {path}")
    return 0


def _play(args: argparse.Namespace) -> int:
    from game.app import run

    return run()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tang-garden", description="Tang Garden for the desktop")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="open the game window (the default)")
    sim = sub.add_parser("simulate", help="play headless games with random legal players")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    sim.add_argument("--mode", choices=("multiplayer", "solo"), default="multiplayer")
    sim.add_argument(
        "--bot", choices=("random", "greedy"), default="random", help="the solo player"
    )
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="one JSON object per line")
    check = sub.add_parser("check-data", help="validate a data folder")
    check.add_argument("--data", type=Path, default=None, help="the data folder (default: data/)")
    rep = sub.add_parser("replay", help="replay a saved game and print the final score")
    rep.add_argument("file", type=Path)
    shot = sub.add_parser("screenshot", help="save the game screen after random turns as a PNG")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--turns", type=int, default=20)
    shot.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    shot.add_argument("--out", type=Path, default=Path("screenshot.png"))
    shot.add_argument("--size", default=None, help="WxH of the picture (default 1280x800)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler = {
        "simulate": _simulate,
        "check-data": _check_data,
        "replay": _replay,
        "screenshot": _screenshot,
    }.get(args.command or "play", _play)
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())

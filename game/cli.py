"""The ``tang-garden`` command: play, simulate, tournament, check-data, replay."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path


def _simulate(args: argparse.Namespace) -> int:
    if args.game == "sanssouci":
        from game.sanssouci.cli import run_simulate

        return run_simulate(args)
    from engine.tang_garden.api import (
        MODES,
        RulesetError,
        SetupError,
        catalog,
        category_lines,
        category_stats,
        character_stats,
        simulate,
        simulation_bots,
        simulation_variants,
        stats_lines,
        summarize,
    )

    # --mode solo: the former spelling of a solo scenario's ruleset (engine MODES)
    ruleset = [*MODES[args.mode], *([args.scenario] if args.scenario else []), *args.modules]
    players = args.players
    if MODES[args.mode]:
        players = catalog(ruleset=MODES[args.mode]).ruleset.players[0]
    try:
        known = simulation_bots(ruleset)
        if args.bot not in known:
            print(f"error: no {args.bot!r} player here; choose from {', '.join(known)}")
            return 2
        runs = [
            simulate(players, args.games, args.seed, run, args.bot, args.budget, args.jobs)
            for run in simulation_variants(ruleset)  # one run per variant (Summer's difficulty)
        ]
    except (RulesetError, SetupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for results in runs:
        for r in results:
            print(json.dumps(r.row()) if args.json else r.words())
        if results:
            summary, words = summarize(results, players, args.bot)
            print(json.dumps({"summary": summary}) if args.json else words)
    results = runs[-1]
    if results and args.stats:
        rows = character_stats(results, ruleset)
        plain = list(MODES[args.mode])  # the same seats without the modules
        base = results
        if ruleset != plain:
            base = simulate(players, args.games, args.seed, plain, "random", None, args.jobs)
        categories = category_stats(results, base, ruleset)
        if args.json:
            print(json.dumps({"characters": [dataclasses.asdict(r) for r in rows]}))
            print(json.dumps({"categories": [dataclasses.asdict(r) for r in categories]}))
        else:
            print("\n".join(stats_lines(rows)))
            print("\n".join(category_lines(categories, _labeller(players, ruleset))))
    return 0


def _labeller(players: int, ruleset: list):
    """A scoring category's name for players, as the score screen gives it."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the table only, on stdout
    from engine.tang_garden.api import new_game
    from game.hover import category_label

    state = new_game(players, 0, ruleset=ruleset)
    return lambda key: category_label(key, state)


def _tournament(args: argparse.Namespace) -> int:
    if args.game == "sanssouci":
        from game.sanssouci.cli import run_tournament

        return run_tournament(args)
    from engine.tang_garden.api import LEVELS, ruleset_problem, tournament, tournament_tables

    levels = args.bots
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not levels:
        print(f"error: --bots takes levels among {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    ruleset = [*([args.scenario] if args.scenario else []), *args.modules]
    problem = ruleset_problem(ruleset, args.players)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    results = []
    for game in tournament(
        args.players, levels, args.games, args.seed, ruleset, args.budget, args.jobs
    ):
        results.append(game)
        if args.each:
            seats = ", ".join(
                f"{level} {score}" + (f" wins {won:g}" if won else "")
                for level, score, won in zip(game.levels, game.scores, game.won, strict=True)
            )
            print(f"game {len(results)}: {seats}", file=sys.stderr, flush=True)
    rules = ", ".join(ruleset) or "base game"
    print(
        f"tournament: {args.players} players, {args.games} seat-rotated games from seed "
        f"{args.seed}, {rules}; 95% intervals"
    )
    rows = tournament_tables(results, levels)
    width = max(len(row.level) for row in rows)
    for row in rows:
        print(row.line(width))
    return 0


def _rulesets(args: argparse.Namespace) -> int:
    from engine.tang_garden.api import DATA_DIR, manifests

    for m in manifests(DATA_DIR):
        fields = {
            "id": m.id,
            "name": m.name,
            "kind": m.kind,
            "version": m.version,
            "players": list(m.players),
            "requires": list(m.requires),
            "conflicts": list(m.conflicts),
            "summary": m.summary,
        }
        if args.json:
            print(json.dumps(fields))
        else:
            noun = " player" if m.players == (1,) else " players"
            players = ",".join(map(str, m.players)) + noun
            needs = f"; requires {', '.join(m.requires)}" if m.requires else ""
            clash = f"; conflicts with {', '.join(m.conflicts)}" if m.conflicts else ""
            print(f"{m.id} ({m.kind}, {players}{needs}{clash}): {m.name}. {m.summary}")
    return 0


def _check_data(args: argparse.Namespace) -> int:
    if args.game == "sanssouci":
        from game.sanssouci.cli import run_check_data

        return run_check_data(args)
    from engine.tang_garden.api import (
        DATA_DIR,
        DataError,
        data_problems,
        load_game_data,
        module_classes,
    )

    try:
        data = load_game_data(args.data)
    except DataError as exc:
        for problem in exc.problems:
            print(problem)
        return 1
    problems = data_problems(args.data or DATA_DIR)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(
        f"ok: {len(data.tiles.tiles)} garden tiles, {len(data.tiles.starting_tile)} starting "
        f"tile faces, {len(data.decorations.cards)} decoration cards, "
        f"{sum(d.pieces for d in data.decorations.decorations)} decoration pieces, "
        f"{len(data.characters.characters)} characters, {len(data.landscapes.landscapes)} "
        f"landscape tiles, {len(data.lanterns.lanterns)} lanterns, {len(data.board.slots)} "
        f"landscape slots, {len(data.layouts.layouts)} token layouts; "
        f"{len(module_classes())} modules"
    )
    return 0


def _replay(args: argparse.Namespace) -> int:
    from engine.core.record import RecordError as NotRead
    from engine.core.record import read_json
    from engine.sanssouci.api import is_record

    try:
        if is_record(read_json(args.file)):  # a record names its game
            from game.sanssouci.cli import run_replay

            return run_replay(args)
    except NotRead:
        pass  # Tang Garden's reader says why
    from engine.tang_garden.api import DataError, RecordError, load

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
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a start prints nothing
    from game.app import run

    return run()


def _search_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--budget", type=int, default=None, help="the hard player's iterations per decision"
    )
    parser.add_argument(
        "--jobs", type=int, default=1, help="games played at once (the output does not change)"
    )


def _game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", choices=("tang-garden", "sanssouci"), default="tang-garden", help="which game"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tang-garden", description="Tang Garden for the desktop")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="open the game window (the default)")
    sim = sub.add_parser("simulate", help="play headless games with random legal players")
    sim.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=4)
    sim.add_argument(
        "--scenario", default=None, help="a scenario module id (tang-garden rulesets lists them)"
    )
    sim.add_argument(
        "--modules",
        type=lambda text: [m for m in text.split(",") if m],
        default=[],
        help="module ids separated by commas (see tang-garden rulesets)",
    )
    sim.add_argument(
        "--mode", choices=("multiplayer", "solo"), default="multiplayer", help=argparse.SUPPRESS
    )
    sim.add_argument(
        "--bot",
        default="random",
        help="random, easy, medium, hard, or a module's own (greedy: solo)",
    )
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    _search_options(sim)
    _game_option(sim)
    sim.add_argument("--json", action="store_true", help="one JSON object per line")
    sim.add_argument(
        "--stats",
        action="store_true",
        help="tables of every character's and every scoring category's mean score",
    )
    tour = sub.add_parser("tournament", help="seat-rotated games between computer players")
    tour.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=2)
    tour.add_argument(
        "--bots",
        type=lambda text: [b.strip() for b in text.split(",") if b.strip()],
        default=["hard", "medium"],
        help="levels by seat, e.g. hard,medium,medium,medium (repeated to fill the table)",
    )
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--scenario", default=None, help="a scenario module id")
    tour.add_argument(
        "--modules",
        type=lambda text: [m for m in text.split(",") if m],
        default=[],
        help="module ids separated by commas",
    )
    _search_options(tour)
    _game_option(tour)
    tour.add_argument("--each", action="store_true", help="a line per game on stderr as it ends")
    rules = sub.add_parser("rulesets", help="list the scenarios and expansion parts")
    rules.add_argument("--json", action="store_true", help="one JSON object per module")
    check = sub.add_parser("check-data", help="validate a data folder")
    check.add_argument("--data", type=Path, default=None, help="the data folder (default: data/)")
    _game_option(check)
    rep = sub.add_parser("replay", help="replay a saved game and print the final score")
    rep.add_argument("file", type=Path)
    shot = sub.add_parser("screenshot", help="save the game screen after random turns as a PNG")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--turns", type=int, default=20)
    shot.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    shot.add_argument("--out", type=Path, default=Path("screenshot.png"))
    shot.add_argument("--size", default=None, help="WxH of the picture (default 1280x800)")
    return parser


SIGPIPE_STATUS = 141  # what a shell reports for a tool ended by a closed pipe (128 + 13)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler = {
        "simulate": _simulate,
        "tournament": _tournament,
        "rulesets": _rulesets,
        "check-data": _check_data,
        "replay": _replay,
        "screenshot": _screenshot,
    }.get(args.command or "play", _play)
    try:
        status = handler(args)
        sys.stdout.flush()  # here, so that a reader gone away is noticed here too
    except BrokenPipeError:  # the reader of the output went away (``| head``): end quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no flush error at exit
        return SIGPIPE_STATUS
    return status


if __name__ == "__main__":
    sys.exit(main())

"""The ``tang-garden`` commands for Sanssouci (``--game sanssouci``): simulate, tournament,
check-data and replay."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.sanssouci.api import (
    BOTS,
    LEVELS,
    DataError,
    RecordError,
    RulesetError,
    SetupError,
    catalog,
    load,
    load_data,
    module_classes,
    pack_problems,
    simulate,
    tables,
    tournament,
)


def run_simulate(args: argparse.Namespace) -> int:
    if args.bot not in BOTS:
        print(f"error: no {args.bot!r} player here; choose from {', '.join(BOTS)}")
        return 2
    ruleset = _ruleset(args)
    results = []
    try:
        for played in simulate(args.players, args.games, args.seed, ruleset, args.bot, args.budget):
            results.append(played)
            print(json.dumps(played.row()) if args.json else played.words())
    except (RulesetError, SetupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if results:
        n = len(results)
        means = [sum(r.result.totals[p] for r in results) / n for p in range(args.players)]
        wins = [sum(r.result.standing(p)[0] for r in results) for p in range(args.players)]
        summary = {"games": n, "mean_scores": means, "wins": wins}
        words = f"{n} games; mean scores " + " ".join(f"{m:.1f}" for m in means)
        print(json.dumps({"summary": summary}) if args.json else words)
    return 0


def run_tournament(args: argparse.Namespace) -> int:
    levels = args.bots
    if not levels or any(level not in LEVELS for level in levels):
        print(f"error: --bots takes levels among {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    ruleset = _ruleset(args)
    results = []
    try:
        for game in tournament(
            args.players, levels, args.games, args.seed, ruleset, args.budget, args.jobs
        ):
            results.append(game)
            if args.each:
                seats = ", ".join(
                    f"{lv} {s}" for lv, s in zip(game.levels, game.scores, strict=True)
                )
                print(f"game {len(results)}: {seats}", file=sys.stderr, flush=True)
    except (RulesetError, SetupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    rules = ", ".join(ruleset) or "base game"
    print(
        f"tournament: Sanssouci, {args.players} players, {args.games} seat-rotated games from "
        f"seed {args.seed}, {rules}; 95% intervals"
    )
    rows = tables(results, levels)
    width = max(len(row.level) for row in rows)
    for row in rows:
        print(row.line(width))
    return 0


def run_check_data(args: argparse.Namespace) -> int:
    try:
        data, _ = load_data(args.data)
        cat = catalog(args.data)
    except DataError as exc:
        for problem in exc.problems:
            print(problem)
        return 1
    problems = pack_problems(args.data)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    tiles = len(cat.tiles(4))
    print(
        f"ok: Sanssouci: {len(data.columns)} columns, {len(data.rows)} rows, "
        f"{len(data.sides)} garden sides, {len(cat.cards)} cards a player, {tiles} garden "
        f"tiles; {len(module_classes())} modules"
    )
    return 0


def run_replay(args: argparse.Namespace) -> int:
    try:
        state = load(args.file)
    except (RecordError, DataError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    over = "game over" if state.over else "game in progress"
    print(f"Sanssouci: {len(state.actions())} actions replayed; {over}")
    if state.result is None:
        return 0
    names = state.names
    for category, values in state.result.rows():
        print(f"{category}: " + ", ".join(f"{names[p]} {v}" for p, v in enumerate(values)))
    print(state.result.words_for(state))
    if state.result.tie_break:
        print(state.result.tie_break)
    return 0


def _ruleset(args: argparse.Namespace) -> list[Any]:
    return [*([args.scenario] if getattr(args, "scenario", None) else []), *args.modules]

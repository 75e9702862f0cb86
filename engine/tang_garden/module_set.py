"""The whole set of module packs checked together (``tang-garden check-data``): what a module
requires exists and is not also in conflict with it, and every module, with the modules it
requires, sets up a game for each player count it lists (requires, conflicts, at most one
scenario, setup steps and player counts all met), as New game would start it."""

from __future__ import annotations

from pathlib import Path

from engine.core.content.yaml_lines import YamlDoc
from engine.tang_garden.content.loader import DATA_DIR, DataError
from engine.tang_garden.game import catalog, decision
from engine.tang_garden.module_registry import load_pack, module_classes, pack_problems
from engine.tang_garden.setup import new_state


def data_problems(data_dir: Path) -> list[str]:
    """Every problem of every pack, then of the set of packs together (empty: all good)."""
    problems = pack_problems(data_dir)
    return problems or set_problems(data_dir)


def set_problems(data_dir: Path) -> list[str]:
    """The problems of the packs together, one line each, at the manifest line they concern."""
    manifests = {mid: load_pack(cls, data_dir) for mid, cls in module_classes().items()}
    problems: list[str] = []
    for mid, pack in manifests.items():
        manifest, doc = pack.manifest, pack.docs["manifest"]
        own = []
        for n, need in enumerate(manifest.requires):
            if need not in manifests:
                own.append(doc.at(("requires", n), f"{need} is not a module of this game"))
            elif need in manifest.conflicts:
                own.append(doc.at(("requires", n), f"{need} is also in its conflicts"))
        problems += own or _bundle_problems(_bundle(mid, manifests), manifests, doc, data_dir)
    return problems


def _bundle(mid: str, manifests: dict) -> list[str]:
    """``mid`` after the modules it requires, each after its own requirements."""
    order: list[str] = []

    def visit(one: str, path: tuple[str, ...]) -> None:
        if one in order or one in path:  # a requirement loop is met once
            return
        for need in manifests[one].manifest.requires:
            visit(need, (*path, one))
        order.append(one)

    visit(mid, ())
    return order


def _bundle_problems(bundle: list[str], manifests: dict, doc: YamlDoc, data_dir: Path) -> list[str]:
    """Whether ``bundle`` (a module last, after what it requires) is a ruleset New game can
    start, at each of the module's player counts."""
    scenarios = [m for m in bundle if manifests[m].manifest.kind == "scenario"]
    if len(scenarios) > 1:
        return [doc.at(("requires",), f"needs two scenarios at once: {', '.join(scenarios)}")]
    folder = None if data_dir == DATA_DIR else data_dir
    try:
        cat = catalog(folder, bundle)
    except (ValueError, DataError) as exc:  # RulesetError, SetupError
        return [doc.at(("requires",), f"cannot be played: {exc}")]
    problems = []
    for n, count in enumerate(manifests[bundle[-1]].manifest.players):
        names = [f"Player {i + 1}" for i in range(count)]
        try:
            decision(new_state(cat, 1, {"players": names}))
        except Exception as exc:  # a game that cannot start, for whatever reason, is one line
            why = str(exc) if isinstance(exc, ValueError) else repr(exc)
            problems.append(doc.at(("players", n), f"no game starts with {count}: {why}"))
    return problems

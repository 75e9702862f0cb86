"""Sanssouci's modules, found and loaded by the core's ``ModulePacks``: the built-in ones by
id (an installed package may add more through the entry-point group ``sanssouci.modules``),
each with its data pack data/sanssouci/modules/<id>/."""

from __future__ import annotations

from pathlib import Path

from engine.core.content.manifest import Manifest
from engine.core.content.packs import ModulePacks
from engine.core.module import Module
from engine.core.ruleset import ModuleChoice
from engine.sanssouci.content import DATA_DIR

PACKS = ModulePacks(
    package="engine.sanssouci.modules",
    builtin={"expansion-boards": "expansion_boards.module:ExpansionBoards"},
    entry_point_group="sanssouci.modules",
    manifest=Manifest,
    files={},
    label=lambda data_dir: "data/sanssouci" if data_dir == DATA_DIR else str(data_dir),
)


def module_classes() -> dict[str, type[Module]]:
    """Every module this copy of the game has, by id."""
    return PACKS.classes()


def load_module(choice: ModuleChoice, data_dir: Path | None = None) -> Module:
    """The module a ruleset entry names; raises RulesetError or DataError."""
    return PACKS.load_module(choice, Path(data_dir or DATA_DIR))


def pack_problems(data_dir: Path | None = None) -> list[str]:
    """Every problem of every module's pack (empty: all good)."""
    return PACKS.problems(Path(data_dir or DATA_DIR), lambda module: [])

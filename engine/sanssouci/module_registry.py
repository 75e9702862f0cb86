"""Sanssouci's modules: the built-in ones by id, each loaded with its manifest
(data/sanssouci/modules/<id>/module.yaml) and the options a ruleset chose."""

from __future__ import annotations

import hashlib
from pathlib import Path

from pydantic import ValidationError

from engine.core.content.manifest import Manifest
from engine.core.content.yaml_lines import read_yaml
from engine.core.ruleset import ModuleChoice, RulesetError
from engine.sanssouci.content import DATA_DIR, DataError
from engine.sanssouci.module import SanssouciModule
from engine.sanssouci.modules.expansion_boards.module import ExpansionBoards

BUILTIN: dict[str, type[SanssouciModule]] = {ExpansionBoards.id: ExpansionBoards}


def module_classes() -> dict[str, type[SanssouciModule]]:
    """Every module this copy of the game has, by id."""
    return dict(BUILTIN)


def load_module(choice: ModuleChoice, data_dir: Path | None = None) -> SanssouciModule:
    cls = module_classes().get(choice.id)
    if cls is None:
        raise RulesetError(f"Sanssouci has no module {choice.id!r}")
    if choice.version is not None and choice.version != cls.version:
        raise RulesetError(f"this copy plays {choice.id} version {cls.version}")
    manifest, digest = load_manifest(cls, data_dir)
    try:
        options = cls.Options.model_validate(choice.options)
    except ValidationError as exc:
        raise RulesetError(f"bad options for {choice.id}: {exc.errors()[0]['msg']}") from None
    return cls(manifest, options, {}, digest)


def load_manifest(cls: type[SanssouciModule], data_dir: Path | None = None) -> tuple[Manifest, str]:
    """A module's validated manifest and its digest; raises DataError."""
    path = Path(data_dir or DATA_DIR) / "modules" / cls.id / "module.yaml"
    label = f"data/sanssouci/modules/{cls.id}/module.yaml"
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError([f"{label}:0: cannot read the file: {exc.strerror or exc}"]) from None
    doc, problems = read_yaml(raw, label)
    if doc is None:
        raise DataError(problems)
    manifest, more = doc.validate(Manifest[cls.Settings])  # type: ignore[name-defined]
    if problems or more or manifest is None:
        raise DataError(problems + more)
    return manifest, hashlib.sha256(raw).hexdigest()[:16]


def pack_problems(data_dir: Path | None = None) -> list[str]:
    """Every problem of every module's manifest (empty: all good)."""
    problems: list[str] = []
    for cls in module_classes().values():
        try:
            load_manifest(cls, data_dir)
        except DataError as exc:
            problems += exc.problems
    return problems

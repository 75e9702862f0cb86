"""Every module the game knows, listed in one place, and loading a module with its data pack.

Built-in modules are listed in ``BUILTIN``; an installed package may add more through the
entry-point group ``tang_garden.modules`` (each entry point names a ``Module`` subclass), the way
pytest finds its plugins. A module's data pack is the folder ``data/modules/ID/`` (or the class's
``pack_dir``): ``module.yaml`` (its manifest and numbers) and optional component files.
"""

from __future__ import annotations

import importlib
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.content.loader import DataError, digest_of
from engine.content.models import LanternsFile, ModuleManifest
from engine.content.problems import format_problem
from engine.content.yaml_lines import read_yaml
from engine.modules.base import Module
from engine.ruleset import ModuleChoice, RulesetError

ENTRY_POINT_GROUP = "tang_garden.modules"

BUILTIN: dict[str, str] = {
    "yin-yang": "engine.modules.yin_yang:YinYang",
    "decorations-showcase": "engine.modules.decorations_showcase:DecorationsShowcase",
    "pear-garden-market": "engine.modules.pear_garden_market:PearGardenMarket",
    "glory-of-the-emperor": "engine.modules.glory_of_the_emperor:GloryOfTheEmperor",
}

# Component files a data pack may hold besides module.yaml: key -> (file, model)
PACK_FILES: dict[str, tuple[str, type]] = {"lanterns": ("lanterns.yaml", LanternsFile)}


@cache
def module_classes() -> dict[str, type[Module]]:
    """Every known module class by id: the built-in ones, then installed plugins."""
    found = {module_id: module_class(module_id) for module_id in BUILTIN}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        cls = point.load()
        found.setdefault(cls.id, cls)
    return found


def module_class(module_id: str) -> type[Module] | None:
    """The class of one module (only that one is imported when it is built in)."""
    if module_id in BUILTIN:
        return _import(BUILTIN[module_id])
    return module_classes().get(module_id)


def _import(target: str) -> type[Module]:
    path, _, name = target.partition(":")
    return getattr(importlib.import_module(path), name)


def pack_dir(cls: type[Module], data_dir: Path) -> Path:
    own = getattr(cls, "pack_dir", None)
    return Path(own) if own is not None else data_dir / "modules" / cls.id


def manifests(data_dir: Path) -> list[ModuleManifest]:
    """The manifest of every known module (its pack loaded and checked), in listing order."""
    return [_load_pack(cls, data_dir)[0] for cls in module_classes().values()]


def pack_problems(data_dir: Path) -> list[str]:
    """Every problem in every known module's data pack, one line each (empty: all good)."""
    problems: list[str] = []
    for cls in module_classes().values():
        try:
            _load_pack(cls, data_dir)
        except DataError as exc:
            problems += exc.problems
    return problems


def load_module(choice: ModuleChoice, data_dir: Path) -> Module:
    """The module a ruleset entry names, with its data pack loaded."""
    cls = module_class(choice.id)
    if cls is None:
        raise RulesetError(f"there is no module called {choice.id!r}")
    manifest, pack, digest = _load_pack(cls, data_dir)
    if choice.version is not None and choice.version != manifest.version:
        raise RulesetError(
            f"this game was made with version {choice.version} of {manifest.name}; "
            f"this copy of the game has version {manifest.version}"
        )
    try:
        options = cls.Options.model_validate(choice.options)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise RulesetError(f"{manifest.name}: option {where}: {first['msg']}") from None
    return cls(manifest, options, pack, digest)


@cache
def _load_pack(cls: type[Module], data_dir: Path) -> tuple[ModuleManifest, dict[str, Any], str]:
    folder = pack_dir(cls, data_dir)
    label = f"data/modules/{cls.id}"
    problems: list[str] = []
    blobs: dict[str, bytes] = {}
    values: dict[str, Any] = {}
    files = {"manifest": ("module.yaml", ModuleManifest[cls.Settings]), **PACK_FILES}
    for key, (name, model) in files.items():
        path = folder / name
        if not path.is_file():
            if key == "manifest":
                problems.append(format_problem(f"{label}/{name}", 0, "", "", "file not found"))
            continue
        raw = path.read_bytes()
        blobs[name] = raw
        doc, found = read_yaml(raw, f"{label}/{name}")
        problems += found
        if doc is not None:
            value, found = doc.validate(model)
            problems += found
            values[key] = value
    manifest = values.pop("manifest", None)
    if manifest is not None and manifest.id != cls.id:
        problems.append(format_problem(f"{label}/module.yaml", 1, "", "id", "not this module's id"))
    if problems or manifest is None:
        raise DataError(problems)
    return manifest, values, digest_of(blobs)

"""Where each module's screen parts are: its folder ``game/tang_garden/modules/<id>/`` (the id with
``_`` for ``-``). Nothing lists the folders: adding a module's screen is adding its folder."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from pathlib import Path
from types import ModuleType

FOLDERS = "game.tang_garden.modules"


def screen_part(module_id: str, part: str) -> ModuleType | None:
    """One part (``ui`` or ``painting``) of a module's screen folder (None: it has none)."""
    return _part(module_id.replace("-", "_"), part)


def screen_parts(part: str) -> list[ModuleType]:
    """That part of every module's screen folder that has one, in the folders' order."""
    folders = pkgutil.iter_modules([str(Path(__file__).parent / "modules")])
    found = (_part(folder.name, part) for folder in sorted(folders, key=lambda f: f.name))
    return [module for module in found if module is not None]


def _part(folder: str, part: str) -> ModuleType | None:
    name = f"{FOLDERS}.{folder}.{part}"
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # no folder for this module
        return None
    return importlib.import_module(name) if spec is not None else None

"""Screens switch by name through the app: no screen module imports another one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import scenes

pytestmark = pytest.mark.ui

SCENE_DIR = Path(scenes.__file__).parent
SHARED = {"game.scenes.base", "game.scenes.common"}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_screen_imports_another_screen() -> None:
    screens = {target.partition(":")[0] for target in scenes.SCENES.values()}
    for path in [*SCENE_DIR.glob("*.py"), Path(scenes.__file__).parent.parent / "app.py"]:
        crossing = (_imports(path) & screens) - SHARED
        assert not crossing, f"{path.name} imports {sorted(crossing)}: switch by name instead"


def test_every_named_screen_exists() -> None:
    import importlib

    for name, target in scenes.SCENES.items():
        module, _, cls = target.partition(":")
        assert hasattr(importlib.import_module(module), cls), name

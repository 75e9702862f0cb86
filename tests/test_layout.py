"""A module is a place: each known module lives in its own folders, a module folder imports itself
in no circle, and the base game's files name no module."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.tang_garden.content.loader import DATA_DIR
from engine.tang_garden.game import known_modules
from engine.tang_garden.module_registry import module_class, pack_dir

ROOT = Path(__file__).resolve().parents[1]
BASE = ROOT / "engine" / "tang_garden"
MODULES = BASE / "modules"
IDS = [manifest.id for manifest in known_modules()]


def folder_of(module_id: str) -> Path:
    return MODULES / module_id.replace("-", "_")


@pytest.mark.parametrize("module_id", IDS)
def test_a_module_lives_in_its_own_folders(module_id: str) -> None:
    folder = folder_of(module_id)
    assert (folder / "module.py").is_file()
    assert (folder / "__init__.py").is_file()
    cls = module_class(module_id)
    assert cls is not None and cls.__module__ == f"engine.tang_garden.modules.{folder.name}.module"
    assert pack_dir(cls, DATA_DIR) == DATA_DIR / "modules" / module_id
    assert (DATA_DIR / "modules" / module_id / "module.yaml").is_file()


def test_every_module_folder_belongs_to_one_module() -> None:
    """No folder holds a family of modules, or a module nobody lists."""
    code = {p.name for p in MODULES.iterdir() if (p / "__init__.py").is_file()}
    assert code == {folder_of(module_id).name for module_id in IDS}
    data = {p.name for p in (DATA_DIR / "modules").iterdir() if p.is_dir()}
    assert data == set(IDS)


def _imports(path: Path) -> set[str]:
    """The modules a file imports wherever the import stands (in functions too), but not those
    imported for the type checker only."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
    return found


@pytest.mark.parametrize("module_id", IDS)
def test_a_module_folder_imports_itself_in_no_circle(module_id: str) -> None:
    folder = folder_of(module_id)
    package = f"engine.tang_garden.modules.{folder.name}"
    files = {f"{package}.{p.stem}": p for p in folder.glob("*.py") if p.stem != "__init__"}
    graph = {name: _imports(path) & files.keys() - {name} for name, path in files.items()}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, f"an import circle: {' -> '.join((*path, name))}"
        if name not in done:
            for imported in sorted(graph[name]):
                visit(imported, (*path, name))
            done.add(name)

    for name in sorted(graph):
        visit(name, ())


def _named(module_id: str, text: str) -> bool:
    """Whether ``text`` names the module id (a word of its own: not part of a longer id, nor a
    folder in a dotted import path)."""
    return re.search(rf"(?<![\w.-]){re.escape(module_id)}(?![\w-])", text) is not None


def _base_text(path: Path) -> str:
    """A base file's text; in the module registry, without ``BUILTIN``: the one list that finds
    the built-in modules, by id, so that loading one module imports no other."""
    text = path.read_text(encoding="utf-8")
    if path != BASE / "module_registry.py":
        return text
    lines = text.splitlines()
    for node in ast.parse(text).body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", None) == "BUILTIN":
            del lines[node.lineno - 1 : node.end_lineno]
    return "\n".join(lines)


def test_no_base_file_names_a_module() -> None:
    base = [p for p in BASE.rglob("*.py") if MODULES not in p.parents]
    named = [
        f"{path.relative_to(ROOT)}: {module_id}"
        for path in base
        for module_id in IDS
        if _named(module_id, _base_text(path))
    ]
    assert not named


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ('ids = ("multiplayer", "yin-yang")', True),
        ("# the pagodas module keeps the stacks", True),
        ("from engine.tang_garden.modules.pagodas import kinds", False),
        ('"no-pagodas-here"', False),
    ],
)
def test_the_scan_finds_an_id_and_nothing_else(text: str, named: bool) -> None:
    module_id = "yin-yang" if "yin" in text else "pagodas"
    assert _named(module_id, text) is named

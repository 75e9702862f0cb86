"""The layers import only downwards and never in a circle: engine/core <- engine/tang_garden <-
its modules; imports inside functions count (a deferred import that dodges a cycle is a cycle),
those under ``if TYPE_CHECKING:`` do not."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


def _modules(package: str) -> dict[str, Path]:
    out = {}
    for path in (ROOT / package).rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return getattr(test, "id", getattr(test, "attr", None)) == "TYPE_CHECKING"


def _imported(name: str, path: Path) -> set[str]:
    """Every module name an import in ``path`` names (``from a import b`` names a and a.b)."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for other in child.orelse:
                    visit(other)
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def imports(package: str) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports."""
    modules = _modules(package)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = set()
        for target in _imported(name, path):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
        graph[name] = targets
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return out


def test_no_import_circle_in_the_engine():
    """(game/ has its own, stricter check: tests/test_layers.py.)"""
    assert circles(imports("engine")) == []


def test_a_circle_is_found_even_through_an_import_inside_a_function():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_the_core_imports_no_game():
    graph = imports("engine")
    found = {
        (name, target)
        for name, targets in graph.items()
        if name.startswith("engine.core")
        for target in targets
        if not target.startswith("engine.core")
    }
    assert found == set()


def test_the_base_game_imports_none_of_its_modules():
    graph = imports("engine")
    modules = "engine.tang_garden.modules."
    found = {
        (name, target)
        for name, targets in graph.items()
        if name.startswith("engine.tang_garden") and not name.startswith(modules)
        for target in targets
        if target.startswith(modules)
    }
    assert found == set()


def _module_ids() -> list[str]:
    return sorted(p.name for p in (ROOT / "data" / "tang_garden" / "modules").iterdir())


@pytest.mark.slow
@pytest.mark.parametrize("module_id", _module_ids())
def test_a_module_alone_registers_every_kind_its_data_uses(module_id):
    """In a fresh interpreter, loading one module brings its kinds (and nothing else does)."""
    import subprocess
    import sys

    import yaml

    manifest = ROOT / "data" / "tang_garden" / "modules" / module_id / "module.yaml"
    ruleset = [*yaml.safe_load(manifest.read_text()).get("requires", []), module_id]
    code = (
        "from engine.tang_garden.game import catalog; "
        f"print(len(catalog(ruleset={ruleset!r}).ruleset.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (0, "")

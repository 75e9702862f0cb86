"""The layers of game/: it uses the engine through its public API only, and no import circle.

game/ may import each game's facade (``engine.tang_garden.api``, ``engine.sanssouci.api``),
``engine.core`` and, in a module's screen
folder ``game/tang_garden/modules/<id>/``, that module's own engine package. Imports are counted
wherever they are (inside functions; under ``TYPE_CHECKING`` too for the engine's facade); the
registries import the modules' screen parts and the screens by name, and those imports count too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from game.scenes import SCENES

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
FACADES = ("engine.tang_garden.api", "engine.sanssouci.api")  # one per game
MODULES = "engine.tang_garden.modules"


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, *, type_checking: bool) -> list[tuple[int, str]]:
    """(line, module) of every import in a file: the module and, for ``from m import n``, m.n."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    if not type_checking:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                skipped |= {id(n) for child in node.body for n in ast.walk(child)}
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = _name(path).split(".")
                if path.name != "__init__.py":
                    package = package[:-1]
                base = ".".join(package[: len(package) - node.level + 1] + [base] * bool(base))
            out.append((node.lineno, base))
            out += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return out


def _allowed(path: Path, module: str) -> bool:
    if any(module == facade or module.startswith(f"{facade}.") for facade in FACADES):
        return True
    if module == "engine.core" or module.startswith("engine.core."):
        return not any(part.startswith("_") for part in module.split("."))
    parts = path.relative_to(GAME).parts
    if parts[:2] == ("tang_garden", "modules") and len(parts) > 3:
        own = f"{MODULES}.{parts[2]}"
        return module == own or module.rpartition(".")[0] == own  # the package, a name of it
    return False


def test_game_imports_the_engine_through_its_public_api_only() -> None:
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in sorted(GAME.rglob("*.py"))
        for line, module in _imports(path, type_checking=True)
        if module.startswith("engine") and not _allowed(path, module)
    ]
    assert not wrong, "game/ imports the engine past its facade:\n" + "\n".join(wrong)


def test_the_base_content_loads_no_module() -> None:
    """The base game's data loads without importing any module's package (a module's kinds
    register with its module class), so every module's package may re-export its screen's
    names."""
    code = (
        "import sys, engine.tang_garden.content.loader; "
        f"print(' '.join(m for m in sys.modules if m.startswith('{MODULES}.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert (done.stdout.split(), done.stderr) == ([], "")


def test_every_screen_folder_is_named_after_a_known_module() -> None:
    """A folder under game/tang_garden/modules/ is named after a module the engine knows (a
    misspelt folder would be skipped without a word)."""
    from engine.tang_garden.api import module_classes

    known = {module_id.replace("-", "_") for module_id in module_classes()}
    screens = GAME / "tang_garden" / "modules"
    folders = {path.parent.name for path in screens.glob("*/__init__.py")}
    assert folders <= known, sorted(folders - known)


def _graph() -> dict[str, set[str]]:
    files = {_name(path): path for path in GAME.rglob("*.py")}

    def resolve(module: str) -> str | None:
        while module and module not in files:
            module = module.rpartition(".")[0]
        return module or None

    graph = {
        name: {found for _, m in _imports(path, type_checking=False) if (found := resolve(m))}
        - {name}
        for name, path in files.items()
    }
    parts = [name.rpartition(".") for name in files if name.count(".") == 4]
    for finder, part in (("module_ui_registry", "ui"), ("painting.module_pictures", "painting")):
        graph[f"game.tang_garden.{finder}"] |= {f"{m}.{p}" for m, _, p in parts if p == part}
    graph["game.scenes"] |= {resolve(target.partition(":")[0]) for target in SCENES.values()}
    return graph


def test_game_has_no_import_circle() -> None:
    graph = _graph()
    state: dict[str, int] = {}  # 1: being visited, 2: done
    circles: list[list[str]] = []

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph.get(name, ())):
            if state.get(other) == 1:
                circles.append([*trail[trail.index(other) :], other])
            elif other not in state:
                visit(other, [*trail, other])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert not circles, "import circles in game/:\n" + "\n".join(" -> ".join(c) for c in circles)

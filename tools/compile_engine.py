"""Compile the rules engine with mypyc into a separate folder, used only on request.

``python -m tools.compile_engine [--out FOLDER] [--exclude MODULE ...]`` (needs the ``fast``
extra, ``pip install -e ".[fast]"``, and a C compiler) copies ``engine/`` to a temporary folder,
type-checks it as mypyc will, leaves out (saying why on stderr) every module that mypy or mypyc
refuses or that mypyc would get wrong (``compilable``, ``EXCLUDED``), compiles the rest and writes
the compiled modules to ``FOLDER`` (by default ``.compiled/<python tag>/``) with
``manifest.json``: each module's file and its source's sha256.

The sources are never touched and nothing lands next to them: the game and the tests run pure
Python. ``TANG_GARDEN_COMPILED=FOLDER`` makes ``engine`` load the compiled modules, but only
while every compiled module's source is unchanged (see ``engine/_compiled.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from engine._compiled import python_tag, sha256

if TYPE_CHECKING:
    from mypy.nodes import TypeInfo

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
# Modules mypyc accepts that must stay Python: the loader itself (it runs before any compiled
# module is found) and the YAML reader (a compiled subclass of libyaml's C loader crashes).
EXCLUDED = ("engine._compiled", "engine.core.content.yaml_lines")
MYPY_FLAGS = ("--ignore-missing-imports", "--follow-imports=silent", "--no-warn-no-return")
# mypy's errors, and mypyc's own (some are internal: "FILE:LINE: AssertionError: Any")
ERROR = re.compile(r"^(?P<file>[^:\s]+\.py):\d+: (error|\w+Error):")


def module_name(path: Path) -> str:
    """``engine/tang_garden/kinds/lanterns.py`` -> ``engine.tang_garden.kinds.lanterns``
    (``path`` relative; ``engine/core/__init__.py`` -> ``engine.core``)."""
    parts = path.with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def candidates(source: Path, excluded: set[str]) -> list[Path]:
    """The engine's modules that may be compiled (packages' ``__init__`` stay Python)."""
    found = sorted(p.relative_to(source) for p in (source / "engine").rglob("*.py"))
    return [p for p in found if p.name != "__init__.py" and module_name(p) not in excluded]


def errors_in(output: str) -> dict[Path, str]:
    """Each file mypy or mypyc's ``output`` names in an error, with its first error."""
    errors: dict[Path, str] = {}
    for line in output.splitlines():
        match = ERROR.match(line)
        if match:
            errors.setdefault(Path(match["file"]), line)
    return errors


def report(errors: dict[Path, str]) -> None:
    for path, first in sorted(errors.items()):
        print(f"left out {module_name(path)}: {first}", file=sys.stderr)


def compilable(source: Path, files: list[Path]) -> list[Path]:
    """``files`` less those mypy finds an error in and those mypyc would get wrong: defining
    pydantic models (pydantic builds them from their annotations at run time), a dataclass
    setting a ClassVar of its parent, a ``cached_property``, or a class that a module left as
    Python subclasses (a compiled class cannot have Python subclasses)."""
    from mypy import build
    from mypy.main import process_options
    from mypy.nodes import ClassDef, MypyFile

    everything = sorted(p.relative_to(source) for p in (source / "engine").rglob("*.py"))
    cwd = os.getcwd()
    os.chdir(source)
    try:
        sources, options = process_options([*MYPY_FLAGS, *map(str, everything)])
        options.preserve_asts, options.incremental = True, False
        result = build.build(sources, options)
    finally:
        os.chdir(cwd)
    trees: dict[Path, MypyFile] = {}
    for path in everything:
        tree = result.graph[module_name(path)].tree
        assert tree is not None
        trees[path] = tree
    classes = {
        path: [defn.info for defn in tree.defs if isinstance(defn, ClassDef)]
        for path, tree in trees.items()
    }
    errors = {path: e for path, e in errors_in("\n".join(result.errors)).items() if path in files}
    for path in files:
        for info in classes[path]:
            if any(base.fullname.startswith("pydantic.") for base in info.mro):
                errors.setdefault(path, f"{path}: pydantic model {info.name}")
            elif _classvar_in_subclass(info):
                errors.setdefault(path, f"{path}: {info.name} sets a ClassVar of a dataclass")
            elif _cached_properties(info):
                errors.setdefault(path, f"{path}: {info.name} has a cached_property")
    by_name = {module_name(path): path for path in files}
    while True:
        compiled = {module_name(p) for p in files if p not in errors}
        found = {}
        for path, infos in classes.items():
            if module_name(path) in compiled:
                continue
            for info in infos:
                for base in info.mro[1:]:
                    if base.module_name in compiled:
                        found[by_name[base.module_name]] = (
                            f"{base.module_name}: {base.name} has a Python subclass {info.fullname}"
                        )
        if not found:
            break
        errors.update(found)
    report(errors)
    return [p for p in files if p not in errors]


def _classvar_in_subclass(info: TypeInfo) -> bool:
    """Whether ``info`` is a dataclass that sets a ClassVar and inherits from a dataclass
    (mypyc's dataclasses take such a ClassVar for a field)."""
    from mypy.nodes import Var

    return (
        "dataclass" in info.metadata
        and any("dataclass" in base.metadata for base in info.mro[1:])
        and any(isinstance(n.node, Var) and n.node.is_classvar for n in info.names.values())
    )


def _cached_properties(info: TypeInfo) -> bool:
    """Whether ``info`` has a ``functools.cached_property`` (a compiled class has no
    ``__dict__`` to keep its value in: it would be worked out at every reading)."""
    from mypy.nodes import Decorator, RefExpr

    return any(
        isinstance(stmt, Decorator)
        and any(
            isinstance(d, RefExpr) and d.fullname == "functools.cached_property"
            for d in stmt.original_decorators
        )
        for stmt in info.defn.defs.body
    )


def build(source: Path, files: list[Path]) -> list[Path]:
    """mypyc's build of ``files`` in ``source`` (the ``.so`` files land next to the copies),
    again without the modules mypyc refuses until it succeeds; the files built."""
    env = dict(os.environ, MYPYC_OPT_LEVEL=os.environ.get("MYPYC_OPT_LEVEL", "3"))
    while files:
        command = [sys.executable, "-m", "mypyc", *MYPY_FLAGS, *map(str, files)]
        done = subprocess.run(command, cwd=source, env=env, capture_output=True, text=True)
        if done.returncode == 0:
            return files
        refused = errors_in(done.stdout + done.stderr)
        if not refused:
            raise SystemExit(f"mypyc failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
        report(refused)
        files = [p for p in files if p not in refused]
    return files


def write(source: Path, files: list[Path], out: Path) -> dict:
    """Copy the compiled modules and mypyc's shared library to ``out``; the manifest."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    libraries = list(source.glob(f"*__mypyc{suffix}"))
    if len(libraries) != 1:
        raise SystemExit(f"expected one mypyc library in the build, found {len(libraries)}")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copy2(libraries[0], out / libraries[0].name)
    modules = {}
    for path in files:
        built = path.with_suffix(suffix)
        (out / built).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / built, out / built)
        modules[module_name(path)] = {"file": str(built), "sha256": sha256(source / path)}
    library = libraries[0].name.removesuffix(suffix)
    manifest = {"tag": python_tag(), "library": library, "modules": modules}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / ".compiled" / python_tag())
    parser.add_argument("--exclude", action="append", default=[], metavar="MODULE")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    if out.is_dir() and any(out.iterdir()) and not (out / "manifest.json").is_file():
        raise SystemExit(f"{out} is not empty and holds no earlier build: not replacing it")
    try:
        import mypy  # noqa: F401  (the "fast" extra)
    except ImportError:
        raise SystemExit('mypyc is not installed: pip install -e ".[fast]"') from None
    with tempfile.TemporaryDirectory() as temp:
        source = Path(temp)
        shutil.copytree(ENGINE, source / "engine", ignore=shutil.ignore_patterns("__pycache__"))
        files = compilable(source, candidates(source, {*EXCLUDED, *args.exclude}))
        if not files:
            raise SystemExit("no module can be compiled")
        files = build(source, files)
        if not files:
            raise SystemExit("mypyc refused every module")
        manifest = write(source, files, out)
    print(f"compiled {len(manifest['modules'])} modules into {args.out}")
    print(f"use them with TANG_GARDEN_COMPILED={args.out}")


if __name__ == "__main__":
    main()

"""The mypyc-compiled engine, loaded only on request and only while it matches the sources.

``TANG_GARDEN_COMPILED=FOLDER`` (a folder ``tools/compile_engine.py`` wrote, or the folder
above it holding one per Python) makes ``engine`` import its compiled modules, provided the
folder was built for this Python and every compiled module's ``.py`` still has the sha256 in
its ``manifest.json``. Otherwise one warning line goes to stderr and the engine stays pure
Python, as it is without the variable.
"""

from __future__ import annotations

import hashlib
import json
import sys
import sysconfig
from collections.abc import Iterable
from importlib.abc import MetaPathFinder
from importlib.machinery import ExtensionFileLoader, ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

ENGINE = Path(__file__).resolve().parent
active: str | None = None  # the folder the compiled modules come from, once installed


class CompiledLoader(ExtensionFileLoader):
    """Loads a compiled module, then makes the frozen dataclasses of every compiled module
    loaded so far unpickle as they do in Python: mypyc's own ``__setstate__`` assigns through
    the frozen ``__setattr__`` and fails, and worker processes (``--jobs``) send such values
    back. (A compiled module imports the compiled modules it needs itself, past this loader,
    and may be half made when another is loaded: hence every module loaded so far, after
    each load.)"""

    def __init__(self, fullname: str, path: str, compiled: Iterable[str]) -> None:
        super().__init__(fullname, path)
        self.compiled = compiled

    def exec_module(self, module: ModuleType) -> None:
        super().exec_module(module)
        for name in self.compiled:
            for value in list(vars(sys.modules.get(name, ModuleType(name))).values()):
                params = getattr(value, "__dataclass_params__", None)
                frozen = params is not None and params.frozen
                if frozen and isinstance(value, type) and value.__module__ == name:
                    value.__setstate__ = _set_frozen_state


def _set_frozen_state(self: object, state: dict[str, Any]) -> None:
    for name, value in state.items():
        object.__setattr__(self, name, value)


class CompiledFinder(MetaPathFinder):
    """Finds the compiled ``engine`` modules and mypyc's shared library in one folder."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Any = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = CompiledLoader(fullname, str(file), self.files)
        return ModuleSpec(fullname, loader, origin=str(file))


def _problem(folder: Path, manifest: dict) -> str | None:
    """Why the compiled modules in ``folder`` may not be used (None: they may)."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if manifest.get("tag") != python_tag():
        return f"it was built for {manifest.get('tag')}"
    for name, entry in sorted(manifest["modules"].items()):
        source = ENGINE.joinpath(*name.split(".")[1:]).with_suffix(".py")
        if not source.is_file() or sha256(source) != entry["sha256"]:
            return f"{source.relative_to(ENGINE.parent)} changed since it was compiled"
        if not (folder / entry["file"]).is_file():
            return f"{entry['file']} is missing"
    if not (folder / (manifest["library"] + suffix)).is_file():
        return f"{manifest['library']} is missing"
    return None


def sha256(path: Path) -> str:
    """The file's sha256, as the manifest keeps it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def python_tag() -> str:
    """This interpreter's extension tag, e.g. ``cpython-311-x86_64-linux-gnu``."""
    return sysconfig.get_config_var("EXT_SUFFIX").strip(".").rsplit(".", 1)[0]


def _manifest(folder: Path) -> tuple[Path, dict]:
    """The folder holding the manifest (``folder`` or its subfolder for this Python)."""
    for place in (folder, folder / python_tag()):
        if (place / "manifest.json").is_file():
            return place, json.loads((place / "manifest.json").read_text())
    raise FileNotFoundError(f"no manifest.json in {folder}")


def install(where: str) -> bool:
    """Use the compiled modules in ``where`` if they match the sources (True), else warn on
    stderr and keep the pure Python engine (False)."""
    global active
    try:
        folder, manifest = _manifest(Path(where))
        problem = _problem(folder, manifest)
    except (OSError, ValueError, KeyError, TypeError) as error:
        problem = str(error)
    if problem is not None:
        print(
            f"tang-garden: not using the compiled engine in {where} ({problem}); "
            "running pure Python (rebuild it with python -m tools.compile_engine)",
            file=sys.stderr,
        )
        return False
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    files = {name: folder / entry["file"] for name, entry in manifest["modules"].items()}
    files[manifest["library"]] = folder / (manifest["library"] + suffix)
    sys.meta_path.insert(0, CompiledFinder(files))
    active = str(folder)
    return True

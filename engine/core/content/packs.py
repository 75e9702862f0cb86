"""Finding a game's modules and loading their data packs, for any game.

A game declares its ``ModulePacks``: its built-in table (id -> ``"folder.file:Class"`` under its
modules package), the entry-point group through which an installed package adds modules (each
entry point names a ``Module`` subclass, the way pytest finds its plugins), its manifest model and
the component files a pack may hold besides ``module.yaml``. A module's data pack is the folder
``DATA/modules/ID/`` of the data folder in use (or the class's own ``pack_dir``). The packs
are read once per data folder, checked against their models and reported as
``FILE:LINE: ITEM: FIELD: message`` lines.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.core.content.digest import digest_of
from engine.core.content.manifest import Manifest
from engine.core.content.problems import DataError, format_problem
from engine.core.content.yaml_lines import YamlDoc, read_yaml
from engine.core.module import Module
from engine.core.ruleset import ModuleChoice, RulesetError

MANIFEST_FILE = "module.yaml"


@dataclass(frozen=True, slots=True)
class Pack:
    """A module's data pack, read and checked: its manifest, its component files' values (by
    key), their digest (of the parsed values, kept in records) and their documents (for
    problems at a line)."""

    manifest: Any
    values: dict[str, Any]
    digest: str
    docs: dict[str, YamlDoc]


@dataclass(eq=False)
class ModulePacks:
    """Where one game's modules are found and how their data packs are read."""

    package: str  # the game's modules package, e.g. "engine.<game>.modules"
    builtin: Mapping[str, str]  # id -> "folder.file:Class" under ``package``
    entry_point_group: str  # installed packages add modules through it
    manifest: type[Manifest]  # the game's manifest model, made generic in a module's Settings
    files: Mapping[str, tuple[str, type[BaseModel]]]  # key -> (file, model) besides module.yaml
    label: Callable[[Path], str]  # how problems name a data folder
    _classes: dict[str, type[Module]] | None = field(default=None, repr=False)
    _packs: dict[tuple[type, Path], Pack] = field(default_factory=dict, repr=False)

    def classes(self) -> dict[str, type[Module]]:
        """Every known module class by id: the built-in ones, then installed plugins."""
        if self._classes is None:
            found = {module_id: self._import(target) for module_id, target in self.builtin.items()}
            for point in entry_points(group=self.entry_point_group):
                cls = point.load()
                found.setdefault(cls.id, cls)
            self._classes = found
        return self._classes

    def module_class(self, module_id: str) -> type[Module] | None:
        """The class of one module (only that one is imported when it is built in)."""
        if module_id in self.builtin:
            return self._import(self.builtin[module_id])
        return self.classes().get(module_id)

    def _import(self, target: str) -> type[Module]:
        path, _, name = target.partition(":")
        return getattr(importlib.import_module(f"{self.package}.{path}"), name)

    def forget(self) -> None:
        """Find the modules and read the packs anew (a plugin was installed or a pack changed)."""
        self._classes = None
        self._packs.clear()

    def pack_dir(self, cls: type[Module], data_dir: Path) -> Path:
        own = getattr(cls, "pack_dir", None)
        return Path(own) if own is not None else data_dir / "modules" / cls.id

    def manifests(self, data_dir: Path) -> list[Any]:
        """The manifest of every known module (its pack loaded and checked), in listing order."""
        return [self.load_pack(cls, data_dir).manifest for cls in self.classes().values()]

    def load_module(self, choice: ModuleChoice, data_dir: Path) -> Module:
        """The module a ruleset entry names, with its data pack loaded."""
        cls = self.module_class(choice.id)
        if cls is None:
            raise RulesetError(f"there is no module called {choice.id!r}")
        pack = self.load_pack(cls, data_dir)
        manifest = pack.manifest
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
        return cls(manifest, options, pack.values, pack.digest)

    def problems(self, data_dir: Path, check: Callable[[Module], list[str]]) -> list[str]:
        """Every problem in every known module's pack, then what ``check`` (the game's
        cross-checks) finds in each module that loads; one line each (empty: all good)."""
        out: list[str] = []
        for module_id in self.classes():
            try:
                module = self.load_module(ModuleChoice(module_id), data_dir)
            except DataError as exc:
                out += exc.problems
            else:
                out += check(module)
        return out

    def load_pack(self, cls: type[Module], data_dir: Path) -> Pack:
        """A module's pack, read once per data folder; raises DataError listing its problems."""
        key = (cls, data_dir)
        if key not in self._packs:
            self._packs[key] = self._read(cls, data_dir)
        return self._packs[key]

    def _read(self, cls: type[Module], data_dir: Path) -> Pack:
        folder = self.pack_dir(cls, data_dir)
        own = getattr(cls, "pack_dir", None)  # a plugin's own folder, named as it is
        label = str(own) if own is not None else f"{self.label(data_dir)}/modules/{cls.id}"
        problems: list[str] = []
        values: dict[str, Any] = {}
        docs: dict[str, YamlDoc] = {}
        files = {"manifest": (MANIFEST_FILE, self.manifest[cls.Settings]), **self.files}
        for key, (name, model) in files.items():
            path = folder / name
            if not path.is_file():
                if key == "manifest":
                    problems.append(format_problem(f"{label}/{name}", 0, "", "", "file not found"))
                continue
            doc, found = read_yaml(path.read_bytes(), f"{label}/{name}")
            problems += found
            if doc is not None:
                docs[key] = doc
                value, found = doc.validate(model)
                problems += found
                if value is not None:
                    values[key] = value
        manifest = values.pop("manifest", None)
        if manifest is not None and manifest.id != cls.id:
            where = f"{label}/{MANIFEST_FILE}"
            problems.append(format_problem(where, 1, "", "id", "not this module's id"))
        if problems or manifest is None:
            raise DataError(problems)
        return Pack(manifest, values, digest_of({"manifest": manifest, **values}), docs)

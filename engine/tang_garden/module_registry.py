"""Every module the game knows, listed in one place, and loading a module with its data pack.

Built-in modules are listed in ``BUILTIN``; an installed package may add more through the
entry-point group ``tang_garden.modules`` (each entry point names a ``Module`` subclass), the way
pytest finds its plugins. A module's data pack is the folder ``data/tang_garden/modules/ID/`` (or
the class's ``pack_dir``): ``module.yaml`` (its manifest and numbers) and optional component
files.
"""

from __future__ import annotations

import importlib
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.core.content.problems import format_problem
from engine.core.content.yaml_lines import YamlDoc, read_yaml
from engine.tang_garden.content.checks import check_vocabulary, vocabulary
from engine.tang_garden.content.loader import (
    DATA_DIR,
    DataError,
    digest_of,
    folder_label,
    load_game_data,
)
from engine.tang_garden.content.models import (
    CharactersFile,
    DecorationsFile,
    GameData,
    LandscapesFile,
    LanternsFile,
    ModuleManifest,
    PackTilesFile,
)
from engine.tang_garden.module import Module
from engine.tang_garden.ruleset import ModuleChoice, RulesetError

ENTRY_POINT_GROUP = "tang_garden.modules"
MODULES = "engine.tang_garden.modules"

# id -> "folder.file:Class" under engine/tang_garden/modules/
BUILTIN: dict[str, str] = {
    "yin-yang": "yin_yang.module:YinYang",
    "decorations-showcase": "decorations_showcase.module:DecorationsShowcase",
    "pear-garden-market": "pear_garden_market.module:PearGardenMarket",
    "glory-of-the-emperor": "glory_of_the_emperor.module:GloryOfTheEmperor",
    "ghost-stories": "ghost_stories.module:GhostStories",
    "golden-age": "golden_age.module:GoldenAgeModule",
    "promo-herbalist": "promo_herbalist.module:Herbalist",
    "promo-wayfarer": "promo_wayfarer.module:Wayfarer",
    "promo-apricot-tree": "promo_apricot_tree.module:ApricotTree",
    "bamboo-kingfisher": "bamboo_kingfisher.module:BambooKingfisher",
    "belvederes": "belvederes.module:Belvederes",
    "flying-lanterns": "flying_lanterns.module:FlyingLanterns",
    "seasons-characters": "seasons_characters.module:SeasonsCharacters",
    "seasoned-characters": "seasoned_characters.module:SeasonedCharacters",
    "bushes": "bushes.module:Bushes",
    "insects": "insects.module:Insects",
    "nature": "nature.module:Nature",
    "pagodas": "pagodas.module:Pagodas",
    "night-landscapes": "night_landscapes.module:NightLandscapes",
    "summer-central-tile": "summer_central_tile.module:SummerCentralTile",
    "new-garden-tiles": "new_garden_tiles.module:NewGardenTiles",
    "lanterns-05-09": "lanterns_05_09.module:Lanterns0509",
    "summer": "summer.module:Summer",
    "autumn-solo": "autumn_solo.module:AutumnSolo",
}

# Component files a data pack may hold besides module.yaml: key -> (file, model). Their items are
# added to the base game's in the catalog; their vocabularies (areas, icons) extend the base's.
PACK_FILES: dict[str, tuple[str, type]] = {
    "tiles": ("tiles.yaml", PackTilesFile),
    "decorations": ("decorations.yaml", DecorationsFile),
    "characters": ("characters.yaml", CharactersFile),
    "landscapes": ("landscapes.yaml", LandscapesFile),
    "lanterns": ("lanterns.yaml", LanternsFile),
}


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
    return getattr(importlib.import_module(f"{MODULES}.{path}"), name)


def pack_dir(cls: type[Module], data_dir: Path) -> Path:
    own = getattr(cls, "pack_dir", None)
    return Path(own) if own is not None else data_dir / "modules" / cls.id


def manifests(data_dir: Path) -> list[ModuleManifest]:
    """The manifest of every known module (its pack loaded and checked), in listing order."""
    return [load_pack(cls, data_dir)[0] for cls in module_classes().values()]


def check_packs(base: GameData, modules: list[Module], data_dir: Path) -> list[str]:
    """Cross-checks of the modules' packs against the base data and each other: unique ids,
    references that resolve, declared areas, icons and stacks."""
    base_models = {key: getattr(base, key) for key in PACK_FILES}
    packs = [(m, load_pack(type(m), data_dir)[3]) for m in modules]
    vocab = vocabulary(base_models, *(m.pack for m in modules))
    out: list[str] = []
    seen = {
        key: {item.id: "the base game" for _, _, item in _items(key, value)}
        for key, value in base_models.items()
    }
    for module, docs in packs:
        for key, value in module.pack.items():
            for field, n, item in _items(key, value):
                owner = seen[key].setdefault(item.id, module.name)
                if owner != module.name:
                    out.append(docs[key].at((field, n, "id"), f"{item.id} is already in {owner}"))
        out += check_vocabulary(docs, module.pack, vocab)
        for key in PACK_FILES:
            for n, item_id in enumerate(getattr(module.manifest.removes, key)):
                if seen[key].get(item_id) != "the base game":
                    where = ("removes", key, n)
                    out.append(docs["manifest"].at(where, f"{item_id} is not a base {key[:-1]}"))
    return out


_ITEMS = {
    "tiles": ("tiles",),
    "decorations": ("decorations", "cards"),
    "characters": ("characters",),
    "landscapes": ("landscapes",),
    "lanterns": ("lanterns",),
}


def _items(key: str, value: Any) -> list[tuple[str, int, Any]]:
    """(list name, index, item) of every component with an id in one file."""
    return [(f, n, item) for f in _ITEMS[key] for n, item in enumerate(getattr(value, f))]


def pack_problems(data_dir: Path) -> list[str]:
    """Every problem in every known module's data pack, one line each (empty: all good)."""
    problems: list[str] = []
    base = load_game_data(None if data_dir == DATA_DIR else data_dir)
    for module_id in module_classes():
        try:
            module = load_module(ModuleChoice(module_id), data_dir)
        except DataError as exc:
            problems += exc.problems
        else:
            problems += check_packs(base, [module], data_dir)
    return problems


def load_module(choice: ModuleChoice, data_dir: Path) -> Module:
    """The module a ruleset entry names, with its data pack loaded."""
    cls = module_class(choice.id)
    if cls is None:
        raise RulesetError(f"there is no module called {choice.id!r}")
    manifest, pack, digest, _ = load_pack(cls, data_dir)
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
def load_pack(
    cls: type[Module], data_dir: Path
) -> tuple[ModuleManifest, dict[str, Any], str, dict[str, YamlDoc]]:
    """A module's manifest, its component files (by key), their digest and their documents."""
    folder = pack_dir(cls, data_dir)
    own = getattr(cls, "pack_dir", None)  # a plugin's own folder, named as it is
    label = str(own) if own is not None else f"{folder_label(data_dir)}/modules/{cls.id}"
    problems: list[str] = []
    blobs: dict[str, bytes] = {}
    values: dict[str, Any] = {}
    docs: dict[str, YamlDoc] = {}
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
            docs[key] = doc
            value, found = doc.validate(model)
            problems += found
            if value is not None:
                values[key] = value
    manifest = values.pop("manifest", None)
    if manifest is not None and manifest.id != cls.id:
        problems.append(format_problem(f"{label}/module.yaml", 1, "", "id", "not this module's id"))
    if problems or manifest is None:
        raise DataError(problems)
    return manifest, values, digest_of(blobs), docs

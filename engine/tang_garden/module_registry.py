"""Every module Tang Garden knows, listed in one place, and what its data packs may hold.

Built-in modules are listed in ``BUILTIN``; an installed package may add more through the
entry-point group ``tang_garden.modules``. The core finds, loads and checks them
(``engine.core.content.packs.ModulePacks``); a pack is the folder ``data/tang_garden/modules/ID/``:
``module.yaml`` (its manifest and numbers) and optional component files (``PACK_FILES``), whose
items the catalog adds to the base game's after ``check_packs`` has checked them together.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.content.packs import ModulePacks
from engine.core.content.problems import unique
from engine.core.ruleset import with_parts
from engine.tang_garden.content.checks import check_vocabulary, vocabulary
from engine.tang_garden.content.loader import DATA_DIR, folder_label, load_game_data
from engine.tang_garden.content.models import (
    TERRAIN_TRACKS,
    CharactersFile,
    DecorationsFile,
    EconomyFile,
    GameData,
    LandscapesFile,
    LanternsFile,
    ModuleManifest,
    PackTilesFile,
    TracksFile,
)
from engine.tang_garden.module import Module

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
    "market": "market.module:Market",
    "promenade": "promenade.module:Promenade",
    "winter": "winter.module:Winter",
    "dragons": "dragons.module:DragonsModule",
    "bushes": "bushes.module:Bushes",
    "insects": "insects.module:Insects",
    "nature": "nature.module:Nature",
    "pagodas": "pagodas.module:Pagodas",
    "night-landscapes": "night_landscapes.module:NightLandscapes",
    "summer-central-tile": "summer_central_tile.module:SummerCentralTile",
    "new-garden-tiles": "new_garden_tiles.module:NewGardenTiles",
    "lanterns-05-09": "lanterns_05_09.module:Lanterns0509",
    "autumn-leaves": "autumn_leaves.module:Leaves",
    "autumn-boards": "autumn_boards.module:AutumnBoards",
    "painter": "painter.module:Painter",
    "autumn": "autumn.module:Autumn",
    "objective-boards": "objective_boards.module:ObjectiveBoards",
    "solstice": "solstice.module:Solstice",
    "summer": "summer.module:Summer",
    "autumn-solo": "autumn_solo.module:AutumnSolo",
    "equinox": "equinox.module:Equinox",
    "spring": "spring.module:Spring",
}

# Component files a data pack may hold besides module.yaml: key -> (file, model). Their items are
# added to the base game's in the catalog; their vocabularies (areas, icons) extend the base's.
PACK_FILES: dict[str, tuple[str, type]] = {
    "tiles": ("tiles.yaml", PackTilesFile),
    "decorations": ("decorations.yaml", DecorationsFile),
    "characters": ("characters.yaml", CharactersFile),
    "landscapes": ("landscapes.yaml", LandscapesFile),
    "lanterns": ("lanterns.yaml", LanternsFile),
    "tracks": ("tracks.yaml", TracksFile),
    "economy": ("economy.yaml", EconomyFile),
}


PACKS = ModulePacks(
    package="engine.tang_garden.modules",
    builtin=BUILTIN,
    entry_point_group="tang_garden.modules",
    manifest=ModuleManifest,
    files=PACK_FILES,
    label=folder_label,
)
module_classes = PACKS.classes
module_class = PACKS.module_class
pack_dir = PACKS.pack_dir
manifests = PACKS.manifests
load_module = PACKS.load_module
load_pack = PACKS.load_pack


def check_packs(base: GameData, modules: list[Module], data_dir: Path) -> list[str]:
    """Cross-checks of the modules' packs against the base data and each other: unique ids,
    references that resolve (a scenario's lantern loadout too), declared areas, icons and
    stacks."""
    own = {"tracks": TracksFile(tracks=TERRAIN_TRACKS), "economy": EconomyFile()}  # not in base
    base_models = {key: own.get(key) or getattr(base, key) for key in PACK_FILES}
    packs = [(m, load_pack(type(m), data_dir).docs) for m in modules]
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
            for n, item_id in enumerate(getattr(module.manifest.removes, key, ())):
                if seen[key].get(item_id) != "the base game":
                    where = ("removes", key, n)
                    out.append(docs["manifest"].at(where, f"{item_id} is not a base {key[:-1]}"))
    for module, docs in packs:
        for n, lantern in enumerate(module.manifest.lanterns):
            if lantern not in seen["lanterns"]:
                out.append(docs["manifest"].at(("lanterns", n), f"{lantern} is not a lantern"))
    return out


_ITEMS = {
    "tiles": ("tiles",),
    "decorations": ("decorations", "cards"),
    "characters": ("characters",),
    "landscapes": ("landscapes",),
    "lanterns": ("lanterns",),
    "tracks": ("tracks",),
    "economy": ("resources",),
}


def _items(key: str, value: Any) -> list[tuple[str, int, Any]]:
    """(list name, index, item) of every component with an id in one file."""
    return [(f, n, item) for f in _ITEMS[key] for n, item in enumerate(getattr(value, f))]


def pack_problems(data_dir: Path) -> list[str]:
    """Every problem in every known module's data pack, one line each (empty: all good)."""
    base = load_game_data(None if data_dir == DATA_DIR else data_dir)

    def check(module: Module) -> list[str]:  # with the parts it bundles, if it is a scenario
        bundle = with_parts([module], lambda choice: load_module(choice, data_dir))
        return check_packs(base, bundle, data_dir)

    return unique(PACKS.problems(data_dir, check))

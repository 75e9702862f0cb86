"""Every art file the game has: its path under art/ and the painter that makes it, for the base
game's components and for the components each known module's data pack adds.

``tools/make_art.py`` writes them; ``game.assets`` paints one that is missing (a module's
component with no file) with the same painter; ``tests/test_art.py`` checks the files against
the painters. Paths are flat (``tiles/GS_HT.png``): a component's id is unique across the packs
(the data checks say so), and art/ ships whole in a wheel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pygame

from engine.tang_garden.api import Catalog
from game.palette import NEUTRAL
from game.tang_garden.painting.cards import paint_card, paint_character_card
from game.tang_garden.painting.landscapes import paint_landscape, paint_landscape_icon
from game.tang_garden.painting.pieces import (
    paint_character,
    paint_decoration,
    paint_lantern,
    paint_token,
)
from game.tang_garden.painting.tiles import paint_tile, paint_tile_back

Painter = Callable[[], pygame.Surface]

TILE = 128
DECORATION = 64
CHARACTER = 64
ICON = 48
TOKEN = 48
LANTERN = 48
LANDSCAPE = {"small": (128, 64), "large": (256, 80)}
CARD = (120, 168)
CHARACTER_CARD = (150, 210)
STACKS = ("greenery", "water", "rock", "tao")
FOLDERS = (
    "tiles",
    "start",
    "decorations",
    "landscapes",
    "icons",
    "characters",
    "tokens",
    "backs",
    "lanterns",
    "cards",
)


@dataclass
class Pack:
    """The art of the base game (``id`` "base") or of one module's data pack."""

    id: str
    name: str
    sprites: dict[str, Painter] = field(default_factory=dict)


def _components(catalog: Catalog, key: str, part: str) -> list:
    """The items of one kind a catalog's only module adds (every item for the base game)."""
    modules = catalog.ruleset.modules
    if not modules:
        return list(getattr(getattr(catalog.data, key), part))
    pack = modules[0].pack.get(key)
    return list(getattr(pack, part)) if pack is not None else []


def pack_sprites(catalog: Catalog) -> dict[str, Painter]:
    """(path, painter) of every sprite the base game (a catalog without modules) or a module
    (a catalog of that one module) adds, in a fixed order."""
    out: dict[str, Painter] = {}
    base = not catalog.ruleset.modules
    for tile in _components(catalog, "tiles", "tiles"):
        out[f"tiles/{tile.id}.png"] = lambda t=tile: paint_tile(t, TILE)
    for face in _components(catalog, "tiles", "starting_tile"):
        for corner, cell in face.cells.items():
            out[f"start/{face.id}_{corner}.png"] = lambda c=cell: paint_tile(c, TILE)
    if base:
        for stack in STACKS:
            out[f"backs/{stack}.png"] = lambda s=stack: paint_tile_back(s, TILE)
    for deco in _components(catalog, "decorations", "decorations"):
        out[f"decorations/{deco.id}.png"] = lambda d=deco.id: paint_decoration(d, DECORATION)
    for card in _components(catalog, "decorations", "cards"):
        deco = catalog.decoration_types[card.decoration]
        out[f"cards/{card.id}.png"] = lambda c=card, d=deco: paint_card(c, d, CARD)
    for ch in _components(catalog, "characters", "characters"):
        out[f"characters/{ch.id}.png"] = lambda c=ch: paint_character(
            c, NEUTRAL.rgb, NEUTRAL.shape, CHARACTER
        )
        out[f"cards/character_{ch.id}.png"] = lambda c=ch: paint_character_card(
            c, CHARACTER_CARD, catalog
        )
        if ch.skill.token:
            out[f"tokens/{ch.skill.token}.png"] = lambda t=ch.skill.token: paint_token(t, TOKEN)
    for land in _components(catalog, "landscapes", "landscapes"):
        w, h = LANDSCAPE[land.size]
        out[f"landscapes/{land.id}.png"] = lambda x=land, w=w, h=h: paint_landscape(x, w, h)
    for icon in _components(catalog, "landscapes", "icons"):
        out[f"icons/{icon}.png"] = lambda i=icon: paint_landscape_icon(i, ICON)
    if base:
        for size in ("small", "large"):
            out[f"tokens/{size}.png"] = lambda s=size: paint_token(s, TOKEN)
    if not base:  # a player board's resources (the base game has none)
        for resource in _components(catalog, "economy", "resources"):
            out[f"tokens/{resource.id}.png"] = lambda r=resource.id: paint_token(r, TOKEN)
    for lantern in _components(catalog, "lanterns", "lanterns"):
        for used in (False, True):
            name = f"lanterns/{lantern.id}{'_used' if used else ''}.png"
            out[name] = lambda x=lantern, u=used: paint_lantern(x, u, LANTERN)
    return out


def packs(data_dir: Path | None = None) -> list[Pack]:
    """The base game's art, then every known module's that adds components (with the modules
    it requires), in listing order."""
    from engine.tang_garden.api import catalog, known_modules

    out = [Pack("base", "Tang Garden", pack_sprites(catalog(data_dir)))]
    for manifest in known_modules():
        sprites = pack_sprites(catalog(data_dir, [*manifest.requires, manifest.id]))
        if sprites:
            out.append(Pack(manifest.id, manifest.name, sprites))
    return out


@cache
def _every_sprite() -> dict[str, Painter]:
    return {path: paint for pack in packs() for path, paint in pack.sprites.items()}


def painter(path: str) -> Painter | None:
    """The painter of one art file (a path under art/), None if no component needs it."""
    return _every_sprite().get(path)

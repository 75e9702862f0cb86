"""Sprites for the screen: art/ PNGs loaded once, converted, scaled and rotated on demand, cached.

Everything is keyed by what it shows, so each image is made once per size and turn; every cache
but the loaded files is bounded (least recently used images are dropped).
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from engine.catalog import Catalog
from game import palette
from game.paths import ART

FACING_ANGLE = {"N": 0, "E": -90, "S": 180, "W": 90}  # pygame rotates anticlockwise


class MissingArt(RuntimeError):
    """An art file is missing: tells which and how to make it."""


def missing_art(catalog: Catalog) -> list[str]:
    """Art files the data needs that are not in art/ (paths relative to art/)."""
    data = catalog.data
    needed = [f"tiles/{t}.png" for t in catalog.tiles]
    needed += [f"start/{f.id}_{c}.png" for f in data.tiles.starting_tile for c in f.cells]
    needed += [f"backs/{s}.png" for s in catalog.stack_names]
    needed += [f"decorations/{d}.png" for d in catalog.decoration_types]
    needed += [f"landscapes/{t}.png" for t in catalog.landscapes]
    needed += ["tokens/small.png", "tokens/large.png"]
    return [path for path in needed if not (ART / path).is_file()]


@cache
def _load(relative: str) -> pygame.Surface:
    path = ART / relative
    try:
        return pygame.image.load(str(path)).convert_alpha()
    except (FileNotFoundError, pygame.error) as exc:
        raise MissingArt(f"{path}: {exc} (run: python tools/make_art.py)") from None


@lru_cache(maxsize=1024)
def scaled(relative: str, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(_load(relative), (w, h))


@lru_cache(maxsize=1024)
def rotated(relative: str, size: int, quarter_turns: int) -> pygame.Surface:
    """A square image scaled to ``size`` and turned clockwise by quarter turns."""
    return pygame.transform.rotate(scaled(relative, size, size), -90 * quarter_turns)


def tile(tile_id: str, rot: int, size: int) -> pygame.Surface:
    """A garden tile (or a starting-tile quarter, id start_<face>_<corner>) turned ``rot``."""
    if tile_id.startswith("start_"):
        _, face, corner = tile_id.split("_")
        return rotated(f"start/{face}_{corner}.png", size, rot)
    return rotated(f"tiles/{tile_id}.png", size, rot)


def back(stack: str, size: int) -> pygame.Surface:
    return scaled(f"backs/{stack}.png", size, size)


def decoration(kind: str, size: int) -> pygame.Surface:
    return scaled(f"decorations/{kind}.png", size, size)


def landscape(landscape_id: str, w: int, h: int) -> pygame.Surface:
    """A landscape tile fitted into a slot; side slots (taller than wide) get it turned."""
    image = _load(f"landscapes/{landscape_id}.png")
    if h > w:  # east and west sides: the panel stands on end
        return _turned(landscape_id, w, h)
    if image.get_size() == (w, h):
        return image
    return scaled(f"landscapes/{landscape_id}.png", w, h)


@lru_cache(maxsize=256)
def _turned(landscape_id: str, w: int, h: int) -> pygame.Surface:
    return pygame.transform.rotate(scaled(f"landscapes/{landscape_id}.png", h, w), 90)


def icon(name: str, size: int) -> pygame.Surface:
    return scaled(f"icons/{name}.png", size, size)


def lantern(lantern_id: str, used: bool, size: int) -> pygame.Surface:
    """A lantern with its ability's picture (greyed and struck through once used)."""
    return scaled(f"lanterns/{lantern_id}{'_used' if used else ''}.png", size, size)


def token(size_name: str, size: int) -> pygame.Surface:
    return scaled(f"tokens/{size_name}.png", size, size)


@lru_cache(maxsize=512)
def character(
    catalog: Catalog,
    character_id: str,
    colour: tuple[int, int, int],
    shape: str,
    size: int,
    facing: str = "N",
) -> pygame.Surface:
    """A miniature in its owner's colour and shape, its arrow turned to ``facing``."""
    from game.painting import paint_character

    base = paint_character(catalog.characters[character_id], colour, shape, size * 2)
    image = pygame.transform.smoothscale(base, (size, size)).convert_alpha()
    return pygame.transform.rotate(image, FACING_ANGLE[facing])


@lru_cache(maxsize=1024)
def text(
    words: str, size: int, colour: tuple[int, int, int] = palette.INK, bold: bool = False
) -> pygame.Surface:
    """Rendered text, cached by content."""
    from game.scenes.common import gui_font

    return gui_font(round(size * 0.72), bold).render(words, True, colour)


@lru_cache(maxsize=16)
def paper(w: int, h: int) -> pygame.Surface:
    from game.painting import paint_paper

    return paint_paper(w, h).convert()

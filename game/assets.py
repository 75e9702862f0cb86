"""Sprites for the screen: art/ PNGs loaded once, converted, scaled and rotated on demand, cached.

Everything is keyed by what it shows, so each image is made once per size and turn; every cache
but the loaded files is bounded (least recently used images are dropped).
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from engine.tang_garden.api import Catalog
from game import palette
from game.paths import ART
from game.screen_fit import LEAST_PX, MIN_TEXT

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
    needed += [f"lanterns/{lid}{used}.png" for lid in catalog.lanterns for used in ("", "_used")]
    return [path for path in needed if not (ART / path).is_file()]


@cache
def _load(relative: str) -> pygame.Surface:
    """An art file, converted; one that is missing but that a component needs (a module's,
    e.g. an installed plugin's) is painted now by the painter that makes the file."""
    path = ART / relative
    try:
        return pygame.image.load(str(path)).convert_alpha()
    except (FileNotFoundError, pygame.error) as exc:
        from game.tang_garden.painting.sprites import painter

        paint = painter(relative)
        if paint is None:
            raise MissingArt(f"{path}: {exc} (run: python tools/make_art.py)") from None
        return paint().convert_alpha()


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


def laid_tile(catalog: Catalog, tile_id: str, rot: int, size: int) -> pygame.Surface:
    """A tile as it lies in the garden: one that is the same however it is turned (a walled
    special tile) keeps its picture upright."""
    kind = catalog.tiles.get(tile_id)
    return tile(tile_id, rot if kind is None or kind.turns else 0, size)


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


NAME_BAND_BELOW = 60  # a picture this high or less has its painted name too small to read


@lru_cache(maxsize=256)
def named_landscape(
    catalog: Catalog, landscape_id: str, w: int, h: int, least: int = LEAST_PX
) -> pygame.Surface:
    """A landscape tile as ``landscape`` fits it; a named one shown small gets its name again,
    whole, in the interface's font on a dark band across its top (the name painted in the
    picture shrinks with it below reading size, and a night sky hides it): on one line, or on
    two at the least size ``least`` (``fitted_text``'s)."""
    name = getattr(catalog.landscapes.get(landscape_id), "name", "")
    turned = h > w
    long, short = (h, w) if turned else (w, h)
    if not name or short > NAME_BAND_BELOW:
        return landscape(landscape_id, w, h)
    image = scaled(f"landscapes/{landscape_id}.png", long, short).copy()
    lines = label_lines(name, max(14, least), long - 6, palette.PAPER_LIGHT, True, least)
    step = min(line.get_height() for line in lines) - 2  # lines close: their glyphs clear
    band = pygame.Surface((long, min(short, step * len(lines) + 2)), pygame.SRCALPHA)
    band.fill((*palette.INK, 200))
    for k, line in enumerate(lines):
        band.blit(line, line.get_rect(midleft=(3, 1 + step * k + step // 2)))
    image.blit(band, (0, 0))
    return pygame.transform.rotate(image, 90) if turned else image


def label_lines(
    words: str,
    size: int,
    width: int,
    colour: tuple[int, int, int] = palette.INK,
    bold: bool = False,
    least: int = MIN_TEXT,
) -> list[pygame.Surface]:
    """``words`` on one line as large as fits ``width`` from ``size`` down to ``least``; else
    on two lines at ``least`` (cut short only when a line still does not fit)."""
    if text_font(least, bold).size(words)[0] <= width:
        return [fitted_text(words, size, width, colour, bold, least)]
    first, *rest = wrapped(words, least, width, bold)
    lines = [first, " ".join(rest)] if rest else [first]
    return [fitted_text(line, least, width, colour, bold, least) for line in lines]


@lru_cache(maxsize=256)
def _turned(landscape_id: str, w: int, h: int) -> pygame.Surface:
    return pygame.transform.rotate(scaled(f"landscapes/{landscape_id}.png", h, w), 90)


def icon(name: str, size: int) -> pygame.Surface:
    return scaled(f"icons/{name}.png", size, size)


@lru_cache(maxsize=32)
def hand_card(catalog: Catalog, card: str, w: int, h: int) -> pygame.Surface:
    """A decoration card as the hand shows it: its name, where it goes, its bonus and its
    scoring on labelled rows, in the interface's font."""
    from game.describe import card_rows
    from game.tang_garden.painting.cards import (
        HAND_BADGE,
        HAND_ROWS,
        HAND_WORDS_X,
        paint_hand_card,
    )

    dtype = catalog.card_type[card]
    image = paint_hand_card(catalog.cards[card], dtype, (w, h)).convert_alpha()
    title = fitted_text(dtype.name, 22, w - 12, palette.INK, True)
    image.blit(title, title.get_rect(midtop=(w // 2, 3)))
    x = round(w * HAND_WORDS_X + h * HAND_BADGE + 4)
    place, bonus, scores = card_rows(card, catalog)
    for y, wordings in zip(HAND_ROWS, (place, bonus), strict=True):
        row = _first_fitting(wordings, 18, w - x - 4, palette.INK)
        image.blit(row, row.get_rect(midleft=(x, round(h * y))))
    row = _first_fitting(scores, 18, w - 10, palette.INK_SOFT)
    image.blit(row, row.get_rect(center=(w // 2, round(h * 0.89))))
    return image


def _first_fitting(wordings: tuple[str, ...], size: int, width: int, colour) -> pygame.Surface:
    """The fullest wording that fits ``width`` whole at a readable size (``MIN_TEXT`` and up);
    the shortest as large as fits down to ``LEAST_PX`` (a hand card is drawn at the window's
    size), cut short if it must be (its hover card has it whole)."""
    for words in wordings:
        for px in range(size, MIN_TEXT - 1, -1):
            image = text(words, px, colour)
            if image.get_width() <= width:
                return image
    return fitted_text(wordings[-1], size, width, colour, least=LEAST_PX)


def lantern(catalog: Catalog, lantern_id: str, used: bool, size: int) -> pygame.Surface:
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
    from game.tang_garden.painting.pieces import paint_character

    base = paint_character(catalog.characters[character_id], colour, shape, size * 2)
    image = pygame.transform.smoothscale(base, (size, size)).convert_alpha()
    return pygame.transform.rotate(image, FACING_ANGLE[facing])


@lru_cache(maxsize=1024)
def text(
    words: str, size: int, colour: tuple[int, int, int] = palette.INK, bold: bool = False
) -> pygame.Surface:
    """Rendered text, cached by content."""
    return text_font(size, bold).render(words, True, colour)


def text_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font ``text`` renders ``size`` with (to measure text before drawing it)."""
    from game.scenes.common import gui_font

    return gui_font(round(size * 0.72), bold)


def fitted_text(
    words: str,
    size: int,
    width: int,
    colour: tuple[int, int, int] = palette.INK,
    bold: bool = False,
    least: int = MIN_TEXT,
) -> pygame.Surface:
    """``words`` in the largest size from ``size`` down to ``least`` whose width fits
    ``width``; at ``least``, cut short with "…" to fit (the label's hover card then has them
    whole). ``least``: ``MIN_TEXT`` for text drawn in design units (the panel's blocks, shown
    at ``MIN_SCALE`` or more), ``LEAST_PX`` for text drawn at the window's own size; either
    way never under 12 px on screen."""
    size = max(size, least)
    for px in range(size, least - 1, -1):
        image = text(words, px, colour, bold)
        if image.get_width() <= width:
            return image
    while len(words) > 1 and image.get_width() > width:
        words = words[:-2] + "…"
        image = text(words, least, colour, bold)
    return image


def wrapped(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``words`` broken into lines no wider than ``width`` at ``size``."""
    font = text_font(size, bold)
    lines: list[str] = []
    for word in words.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [""]


@lru_cache(maxsize=16)
def paper(w: int, h: int) -> pygame.Surface:
    from game.tang_garden.painting.core import paint_paper

    return paint_paper(w, h).convert()

"""Decoration cards, character cards and the rice-paper background."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import SightCard
from game.palette import (
    GOLD,
    GOLD_DARK,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_LIGHT,
    RGB,
    TERRAIN,
    TERRAIN_DARK,
    WALL,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import (
    Pen,
    Point,
    alpha,
    canvas,
    finish,
    fit_text,
    font,
    mix,
    paper_texture,
    wrap_text,
)
from game.tang_garden.painting.landscapes import paint_landscape_icon
from game.tang_garden.painting.pieces import emblem, paint_decoration

if TYPE_CHECKING:
    from engine.tang_garden.api import Catalog, Character

AREA_COLOUR: dict[str, RGB] = {**TERRAIN_DARK, "bridge": WALL}


def _frame(surf: pygame.Surface, colour: RGB, seed: object) -> Pen:
    paper_texture(surf, seed, PAPER_LIGHT)
    pen = Pen(surf)
    w, h = surf.get_size()
    b = 0.045
    pen.poly(colour, [(0, 0), (1, 0), (1, 1), (0, 1)], b * 2)
    pen.poly(
        mix(colour, PAPER, 0.45),
        [
            (b * 1.6, b * 1.6 * w / h),
            (1 - b * 1.6, b * 1.6 * w / h),
            (1 - b * 1.6, 1 - b * 1.6 * w / h),
            (b * 1.6, 1 - b * 1.6 * w / h),
        ],
        0.008,
    )
    return pen


def _blit_centred(surf: pygame.Surface, img: pygame.Surface, c: tuple[float, float]) -> None:
    surf.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))


def _badge(pen: Pen, c: Point, r: float, kind: str, ring: RGB) -> None:
    pen.circle(alpha(INK, 60), (c[0] + r * 0.08, c[1] + r * 0.12), r)
    pen.circle(PAPER_LIGHT, c, r)
    pen.circle(ring, c, r, r * 0.14)
    glyphs.terrain_glyph(pen, kind, c, r * 0.62)


def scoring_hint(decoration_type: object) -> str:
    sc = getattr(decoration_type, "scoring", None)
    return sc.hint() if sc is not None else ""


def paint_card(card: object, decoration_type: object, size: tuple[int, int]) -> pygame.Surface:
    """A decoration card: name, picture, placement area, one-time bonus and scoring hint."""
    w, h = size
    surf = canvas(w, h)
    W, H = surf.get_size()
    area = getattr(decoration_type, "area", "greenery")
    colour = AREA_COLOUR.get(area, INK)
    pen = _frame(surf, colour, getattr(card, "id", "card"))
    name = getattr(decoration_type, "name", getattr(card, "decoration", "?"))
    title = fit_text(name, round(W * 0.6), round(H * 0.1), bold=True)
    _blit_centred(surf, title, (W * 0.6, H * 0.1))
    _badge(pen, (0.17, 0.115), 0.1, area, colour)  # where it is placed
    for k, more in enumerate(getattr(decoration_type, "also_on", ())):  # where else
        _badge(pen, (0.1, 0.25 + k * 0.11), 0.065, more, AREA_COLOUR.get(more, INK))
    pic = paint_decoration(getattr(decoration_type, "id", ""), round(min(W * 0.74, H * 0.5)))
    _blit_centred(surf, pic, (W * 0.5, H * 0.44))
    # bottom strip: bonus (left) and scoring hint (right)
    y = 0.8
    pen.line(mix(colour, PAPER, 0.4), (0.08, y), (0.92, y), 0.006)
    bonus = getattr(card, "bonus", "any")
    bc = (0.2, y + 0.088)
    if bonus == "landscape_token":
        pen.circle(PAPER_LIGHT, bc, 0.1)
        glyphs.mountain_token(pen, bc, 0.075)
    else:
        _badge(pen, bc, 0.1, bonus, TERRAIN_DARK.get(bonus, INK))
    lines = wrap_text(scoring_hint(decoration_type), round(W * 0.58), round(H * 0.065))
    px = round(H * 0.065)
    top = (y + 0.1) * H - len(lines) * px * 0.42
    for i, line in enumerate(lines[:3]):
        img = font(px).render(line, True, INK_SOFT)
        surf.blit(img, img.get_rect(midleft=(round(W * 0.36), round(top + i * px * 0.85))))
    return finish(surf, w, h)


def _badge_image(kind: str, px: int) -> pygame.Surface:
    """A round badge with an area or bonus glyph, ``px`` square (drawn square, never squashed)."""
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    pen = Pen(surf)
    if kind == "landscape_token":
        pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.48)
        glyphs.mountain_token(pen, (0.5, 0.5), 0.36)
    else:
        _badge(pen, (0.5, 0.5), 0.44, kind, TERRAIN_DARK.get(kind, AREA_COLOUR.get(kind, INK)))
    return surf


HAND_ROWS = (0.39, 0.62)  # a hand card's place and bonus rows (fractions of its height)
HAND_WORDS_X = 0.33  # where those rows' badges start (fraction of its width)
HAND_BADGE = 0.17  # the badges' size (fraction of its height)


def paint_hand_card(card: object, decoration_type: object, size: tuple[int, int]) -> pygame.Surface:
    """A decoration card as held in the hand (wider than tall), without its words: a thin frame
    in its area's colour, the picture on the left, the area and bonus badges of its rows
    (at ``HAND_ROWS``) and a rule above the scoring row. The caller writes the words, sharp."""
    w, h = size
    surf = canvas(w, h)
    W, H = surf.get_size()
    area = getattr(decoration_type, "area", "greenery")
    colour = AREA_COLOUR.get(area, INK)
    paper_texture(surf, getattr(card, "id", "card"), PAPER_LIGHT)
    edge = max(3, H // 30)
    pygame.draw.rect(surf, colour, surf.get_rect(), edge, border_radius=edge * 3)
    pic = paint_decoration(getattr(decoration_type, "id", ""), round(min(W * 0.28, H * 0.45)))
    _blit_centred(surf, pic, (W * 0.17, H * 0.5))
    badge = round(H * HAND_BADGE)
    for y, kind in zip(HAND_ROWS, (area, getattr(card, "bonus", "any")), strict=True):
        _blit_centred(surf, _badge_image(kind, badge), (W * HAND_WORDS_X + badge / 2, H * y))
    Pen(surf).line(mix(colour, PAPER, 0.4), (0.05, 0.78), (0.95, 0.78), 0.004)
    return finish(surf, w, h)


# --- character cards ----------------------------------------------------------------------------


def _mark_width(mark: str, px: int, W: int) -> float:
    """The width (canvas pixels) of one mark of a sight row."""
    kind, _, name = mark.partition(":")
    if kind == "glyph":
        return W * 0.17 * glyphs.WIDE.get(name, 1.0)
    if kind == "icon":
        return W * 0.17
    if kind == "terrain":
        return W * 0.15
    return font(px, True).size(mark)[0] + W * 0.025


def _sight_row(pen: Pen, surf: pygame.Surface, card: SightCard, y: float) -> None:
    """Sight preference: the eye in the frame of where it looks, then its marks left to right
    (words, landscape icons, terrain squares, pictograms), its note in small words below."""
    W, H = surf.get_size()
    v = W / H
    glyphs.eye(pen, (0.15, y), 0.095, card.frame)
    ey = y - (0.03 if card.note else 0.0)  # the row (in fractions of the height)
    left, room = W * 0.29, W * 0.66
    px = round(H * 0.06)
    while px > 8 and sum(_mark_width(m, px, W) for m in card.marks) > room:
        px -= 1
    scale = min(1.0, room / max(1.0, sum(_mark_width(m, px, W) for m in card.marks)))
    x = left
    for mark in card.marks:
        kind, _, name = mark.partition(":")
        width = _mark_width(mark, px, W) * scale
        centre = (x + width / 2, ey * H)
        if kind == "icon":
            shrink = 0.82 if card.note else 0.95  # room for the note below
            _blit_centred(surf, paint_landscape_icon(name, round(width * shrink)), centre)
        elif kind == "glyph":
            height = width / glyphs.WIDE.get(name, 1.0)
            glyphs.PICTOGRAMS[name](pen, (centre[0] / W, ey), height / W * 0.44)
        elif kind == "terrain":
            side = width / W * 0.85
            top = ey - side * v / 2
            pen.rect(TERRAIN[name], centre[0] / W - side / 2, top, side, side * v)
            pen.rect(TERRAIN_DARK[name], centre[0] / W - side / 2, top, side, side * v, 0.01)
        else:
            img = font(px, True).render(mark, True, INK)
            surf.blit(img, img.get_rect(midleft=(round(x), round(ey * H))))
        x += width
    if card.note:
        note = fit_text(card.note, round(room), round(H * 0.05))
        surf.blit(note, note.get_rect(midleft=(round(left), round((ey + 0.08) * H))))


def paint_character_card(
    character: Character, size: tuple[int, int], catalog: Catalog
) -> pygame.Surface:
    """A character card: name, emblem, start bonus (starters), sight preference, skill in a few
    words (both as their kinds give them; ``catalog`` names the components they mention)."""
    w, h = size
    surf = canvas(w, h)
    W, H = surf.get_size()
    starter = getattr(character, "starter", False)
    bonus = getattr(character, "start_bonus", None)
    colour = TERRAIN_DARK.get(bonus, GOLD_DARK) if starter else GOLD_DARK
    pen = _frame(surf, colour, getattr(character, "id", "character"))
    name = getattr(character, "name", "?")
    _blit_centred(
        surf, fit_text(name, round(W * 0.8), round(H * 0.085), bold=True), (W * 0.5, H * 0.085)
    )
    c = (0.5, 0.35)
    pen.circle(alpha(INK, 50), (c[0] + 0.01, c[1] + 0.015), 0.27)
    pen.circle(GOLD, c, 0.27)
    pen.circle(PAPER_LIGHT, c, 0.24)
    pen.circle(INK, c, 0.27, 0.012)
    emblem(pen, getattr(character, "id", ""), c, 0.17)
    if starter and bonus:  # coloured square: a starting character, and its +1 track
        v = W / H
        sq = (0.08, 0.17)
        pen.rect(TERRAIN[bonus], sq[0], sq[1], 0.16, 0.16 * v)
        pen.rect(INK, sq[0], sq[1], 0.16, 0.16 * v, 0.01)
        pen.text("+1", (sq[0] + 0.08, sq[1] + 0.08 * v), 0.07, PAPER_LIGHT, bold=True)
    _sight_row(pen, surf, character.sight.card(catalog), 0.62)
    text = character.skill.brief(catalog)
    if text:
        px = round(H * 0.058)
        lines = wrap_text(text, round(W * 0.84), px)
        pen.line(mix(colour, PAPER, 0.4), (0.08, 0.72), (0.92, 0.72), 0.006)
        for i, line in enumerate(lines[:4]):
            img = font(px).render(line, True, INK)
            surf.blit(img, img.get_rect(midtop=(W // 2, round(H * 0.75 + i * px * 0.85))))
    else:
        pen.text("no skill", (0.5, 0.82), 0.06, INK_SOFT)
    return finish(surf, w, h)

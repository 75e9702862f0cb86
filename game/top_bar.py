"""The play screen's top bar: whose turn and what is asked on the first line; the latest note and
the parts being played on the second (the note wins the room it needs, and a long one hangs
below the bar, wrapped, whole; the parts that find no room are counted, "+3 more", and listed
on the tag's hover card)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets, hover, palette
from game.screen_fit import LEAST_PX

LEFT = 36  # the words start right of the player's colour dot
TAG_PX, TAG_INK = 16, palette.GREENERY_DARK  # the parts' tag


def draw_top_bar(
    surface: pygame.Surface,
    bar: pygame.Rect,
    words: str,
    dot: tuple | None,
    right: int,
    parts: Sequence[str],
    note: str,
    note_colour: tuple,
) -> tuple[pygame.Rect, pygame.Rect]:
    """Draw the bar over ``bar`` with its words ending before x ``right`` (the buttons), and the
    names of the ``parts`` played (the scenario's first); the box the note was drawn in and
    the parts' tag's."""
    pygame.draw.rect(surface, palette.PAPER, bar)
    pygame.draw.line(surface, palette.INK_SOFT, bar.bottomleft, bar.bottomright)
    if dot is not None:
        pygame.draw.circle(surface, dot, (20, 18), 9)
    room = right - LEFT - 10
    fits = (px for px in (22, 20, 18) if assets.text_font(px, True).size(words)[0] <= room)
    size = next(fits, 0)
    if size:  # one line, as large as fits
        surface.blit(assets.text(words, size, palette.INK, True), (LEFT, 4))
    else:
        surface.blit(assets.fitted_text(words, 18, room, palette.INK, True, LEAST_PX), (LEFT, 4))
    edge, tag_box = right - 10, pygame.Rect(0, 0, 0, 0)
    if parts:  # the scenario and parts being played, at the right of the second line
        tag = assets.text(parts_tag(parts, room // 3 if note else room), TAG_PX, TAG_INK, True)
        tag_box = surface.blit(tag, tag.get_rect(topright=(edge, 29)))
        edge = tag_box.x - 12
    if not note:
        return pygame.Rect(0, 0, 0, 0), tag_box
    return _draw_note(surface, note, note_colour, edge - LEFT), tag_box


def parts_tag(parts: Sequence[str], room: int) -> str:
    """As many of the ``parts``' names as fit ``room`` whole, then how many more ("+3 more")."""
    font = assets.text_font(TAG_PX, True)
    for shown in range(len(parts), 0, -1):
        more = len(parts) - shown
        words = ", ".join(parts[:shown]) + (f"  +{more} more" if more else "")
        if font.size(words)[0] <= room:
            return words
    return f"{len(parts)} parts"


def _draw_note(surface: pygame.Surface, note: str, colour: tuple, room: int) -> pygame.Rect:
    """The latest refusal or note, whole: on the second line, or wrapped on a strip that hangs
    below the top bar when it is longer."""
    lines = hover.wrap(note, 18, room)
    box = pygame.Rect(LEFT - 6, 27, room + 12, 20 * len(lines) + 4)
    if len(lines) > 1:
        pygame.draw.rect(surface, palette.PAPER, box, border_radius=6)
        pygame.draw.rect(surface, palette.INK_WASH, box, 1, border_radius=6)
    for k, line in enumerate(lines):
        surface.blit(assets.text(line, 18, colour), (LEFT, 29 + 20 * k))
    return box

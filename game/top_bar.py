"""The play screen's top bar: whose turn and what is asked on the first line (and the start of
the second when it is long); the latest note and the parts being played on the second (the note
wins the room it needs beside the prompt, and one that finds too little hangs below the bar,
wrapped, whole; the parts that find no room are counted, "+3 more", and listed on the tag's
hover card)."""

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
    lines = prompt_lines(words, room)
    surface.blit(lines[0], (LEFT, 4))
    free = LEFT  # where the second line has room
    if len(lines) > 1:
        free = surface.blit(lines[1], (LEFT, 27)).right + 16
    edge, tag_box = right - 10, pygame.Rect(0, 0, 0, 0)
    tag_words = parts_tag(parts, (edge - free) // 3 if note else edge - free)
    if tag_words:  # the scenario and parts being played, at the right of the second line
        tag = assets.text(tag_words, TAG_PX, TAG_INK, True)
        tag_box = surface.blit(tag, tag.get_rect(topright=(edge, 29)))
        edge = tag_box.x - 12
    if not note:
        return pygame.Rect(0, 0, 0, 0), tag_box
    return _draw_note(surface, note, note_colour, free, edge, bar.bottom), tag_box


def prompt_lines(words: str, room: int) -> list[pygame.Surface]:
    """Whose turn and what is asked, whole: on one line as large as fits (22 down to 18), else
    on two (the second line's left part) at 18 or down to ``LEAST_PX``."""
    for px in (22, 20, 18):
        if assets.text_font(px, True).size(words)[0] <= room:
            return [assets.text(words, px, palette.INK, True)]
    for px in range(18, LEAST_PX - 1, -1):
        lines = assets.wrapped(words, px, room, True)
        if len(lines) <= 2:
            return [assets.text(line, px, palette.INK, True) for line in lines]
    return assets.label_lines(words, LEAST_PX, room, palette.INK, True, LEAST_PX)


def parts_tag(parts: Sequence[str], room: int) -> str:
    """As many of the ``parts``' names as fit ``room`` whole, then how many more ("+3 more");
    only their number when no name fits ("" when that does not either)."""
    font = assets.text_font(TAG_PX, True)
    for shown in range(len(parts), 0, -1):
        more = len(parts) - shown
        words = ", ".join(parts[:shown]) + (f"  +{more} more" if more else "")
        if font.size(words)[0] <= room:
            return words
    counted = f"{len(parts)} parts"
    return counted if parts and font.size(counted)[0] <= room else ""


def _draw_note(
    surface: pygame.Surface, note: str, colour: tuple, left: int, edge: int, below: int
) -> pygame.Rect:
    """The latest refusal or note, whole, never over the prompt: on the second line between x
    ``left`` (right of the prompt's second line, if any) and ``edge`` when it fits there, else
    wrapped on a strip that hangs below the bar (from y ``below``)."""
    if assets.text_font(18).size(note)[0] <= edge - left:
        surface.blit(assets.text(note, 18, colour), (left, 29))
        return pygame.Rect(left - 6, 27, edge - left + 12, 24)
    lines = hover.wrap(note, 18, edge - LEFT)
    box = pygame.Rect(LEFT - 6, below + 2, edge - LEFT + 12, 20 * len(lines) + 4)
    pygame.draw.rect(surface, palette.PAPER, box, border_radius=6)
    pygame.draw.rect(surface, palette.INK_WASH, box, 1, border_radius=6)
    for k, line in enumerate(lines):
        surface.blit(assets.text(line, 18, colour), (LEFT, box.y + 2 + 20 * k))
    return box

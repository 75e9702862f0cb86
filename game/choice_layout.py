"""Where the choice buttons go: rows from the left of the area, never below its floor. Choices
that do not fit go on further pages; each page then keeps its last row for a More choices button.
"""

from __future__ import annotations

import pygame

ROW_H = 30  # a button's height
ROW_STEP = 32  # from one row to the next
GAP = 5  # between buttons in a row


def pages(widths: list[int], area: pygame.Rect) -> list[list[pygame.Rect]]:
    """The rects of buttons of these widths, page by page, all inside ``area`` (one page when
    they fit; otherwise every page leaves its bottom row free for the More choices button)."""
    laid = _flow(widths, area)
    if len(laid) <= 1:
        return laid or [[]]
    return _flow(widths, pygame.Rect(area.x, area.y, area.w, area.h - ROW_STEP))


def more_rect(area: pygame.Rect, width: int) -> pygame.Rect:
    """Where the More choices button goes: the bottom row of the area, on the left."""
    return pygame.Rect(area.x, area.bottom - ROW_H, min(width, area.w), ROW_H)


def _flow(widths: list[int], area: pygame.Rect) -> list[list[pygame.Rect]]:
    out: list[list[pygame.Rect]] = []
    page: list[pygame.Rect] = []
    x, y = area.x, area.y
    for w in widths:
        w = min(w, area.w)
        if x > area.x and x + w > area.right:  # the next row
            x, y = area.x, y + ROW_STEP
        if y + ROW_H > area.bottom and page:  # the next page
            out.append(page)
            page, x, y = [], area.x, area.y
        page.append(pygame.Rect(x, y, w, ROW_H))
        x += w + GAP
    if page:
        out.append(page)
    return out

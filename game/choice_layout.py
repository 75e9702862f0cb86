"""Where the choice buttons go: rows from the left of the area, never below its floor. Choices
that do not fit go on further pages; each page then keeps the right end of its bottom row for a
More choices button."""

from __future__ import annotations

import pygame

ROW_H = 30  # a button's height
ROW_STEP = 32  # from one row to the next
GAP = 5  # between buttons in a row


def pages(
    widths: list[int], area: pygame.Rect, first_right: int, more_w: int
) -> list[list[pygame.Rect]]:
    """The rects of buttons of these widths, page by page, all inside ``area``; the first row
    ends at ``first_right`` (a button of its own may stand beyond it). One page when they fit;
    otherwise every page leaves ``more_w`` free at the right of its bottom row."""
    laid = _flow(widths, area, first_right, 0)
    if len(laid) <= 1:
        return laid or [[]]
    return _flow(widths, area, first_right, more_w + GAP)


def more_rect(area: pygame.Rect, width: int) -> pygame.Rect:
    """Where the More choices button goes: the right end of the area's bottom row."""
    width = min(width, area.w)
    return pygame.Rect(area.right - width, _last_row(area), width, ROW_H)


def _last_row(area: pygame.Rect) -> int:
    return area.y + ROW_STEP * max(0, (area.h - ROW_H) // ROW_STEP)


def _flow(
    widths: list[int], area: pygame.Rect, first_right: int, reserve: int
) -> list[list[pygame.Rect]]:
    out: list[list[pygame.Rect]] = []
    page: list[pygame.Rect] = []
    x, y = area.x, area.y

    def right(y: int) -> int:
        end = first_right if y == area.y else area.right
        return end - reserve if y == _last_row(area) else end

    for w in widths:
        w = min(w, first_right - area.x)
        if x > area.x and x + w > right(y):  # the next row
            x, y = area.x, y + ROW_STEP
        if (y > _last_row(area) or x + w > right(y)) and page:  # the next page
            out.append(page)
            page, x, y = [], area.x, area.y
        w = min(w, right(y) - x)  # alone in a row too short for it: it is cut to the row
        page.append(pygame.Rect(x, y, w, ROW_H))
        x += w + GAP
    if page:
        out.append(page)
    return out

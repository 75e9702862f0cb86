"""Summer's pieces, painted by our own code: the Request markers and tiles on their spaces and
the Approval tokens (eye side up or exhausted)."""

from __future__ import annotations

import pygame

from game import assets, palette


def marker(surface: pygame.Surface, cell: pygame.Rect) -> None:
    """A Request marker: a red seal disc on its space."""
    r = cell.w * 3 // 10
    centre = cell.center
    pygame.draw.circle(surface, palette.INK, (centre[0] + 2, centre[1] + 3), r)
    pygame.draw.circle(surface, palette.SEAL_RED, centre, r)
    pygame.draw.circle(surface, palette.PAPER_LIGHT, centre, r, 2)
    mark = assets.text("R", max(12, r), palette.PAPER_LIGHT, True)
    surface.blit(mark, mark.get_rect(center=centre))


def request_tile(
    surface: pygame.Surface, cell: pygame.Rect, number: str, done: bool, met: bool
) -> None:
    """A Request tile: walls on all four sides round a paper face with its number; a marker on
    it once completed, a gold rim while its condition is met."""
    inner = cell.inflate(-4, -4)
    pygame.draw.rect(surface, palette.WALL, inner, border_radius=3)  # the walls
    face = inner.inflate(-inner.w // 5, -inner.h // 5)
    pygame.draw.rect(surface, palette.PAPER_LIGHT, face, border_radius=3)
    for k in range(1, 4):  # the wall's courses
        y = inner.y + k * inner.h // 4
        pygame.draw.line(surface, palette.INK, (inner.x, y), (face.x, y), 1)
        pygame.draw.line(surface, palette.INK, (face.right, y), (inner.right, y), 1)
    text = assets.text(number, max(12, cell.w // 3), palette.INK, True)
    surface.blit(text, text.get_rect(center=face.center))
    if met and not done:
        pygame.draw.rect(surface, palette.GOLD, inner, 4, border_radius=3)
    if done:
        small = cell.inflate(-cell.w // 2, -cell.h // 2)
        small.bottomright = face.bottomright
        marker(surface, small.inflate(small.w // 2, small.h // 2))


def approval(surface: pygame.Surface, rect: pygame.Rect, eye: bool) -> None:
    """An Approval token: an eye on jade when available, a grey closed eye when exhausted."""
    centre, r = rect.center, rect.w // 2
    pygame.draw.circle(surface, palette.GREENERY_LIGHT if eye else palette.INK_WASH, centre, r)
    pygame.draw.circle(surface, palette.INK, centre, r, 2)
    eye_rect = pygame.Rect(0, 0, r * 3 // 2, r * 3 // 4)
    eye_rect.center = centre
    if eye:
        pygame.draw.ellipse(surface, palette.PAPER_LIGHT, eye_rect)
        pygame.draw.ellipse(surface, palette.INK, eye_rect, 2)
        pygame.draw.circle(surface, palette.INK, centre, max(2, r // 4))
    else:
        left, right = (eye_rect.x, centre[1]), (eye_rect.right, centre[1])
        pygame.draw.line(surface, palette.INK_SOFT, left, right, 3)

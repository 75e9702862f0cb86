"""Sanssouci's pieces, painted by our own code in the manner of an 18th-century garden plan:
clipped green, pale gravel, stone and gilt; the rows in their printed colours."""

from __future__ import annotations

import math

import pygame

from game import palette

RGB = tuple[int, int, int]

ROW_RGB: dict[str, RGB] = {  # by row id (data/sanssouci/game.yaml)
    "beige": (226, 208, 170),
    "white": (244, 242, 234),
    "grey": (176, 176, 172),
    "orange": (232, 150, 70),
    "fuchsia": (204, 82, 150),
    "turquoise": (70, 178, 172),
}
HEDGE: RGB = (62, 110, 64)
HEDGE_LIGHT: RGB = (112, 160, 96)
STONE: RGB = (214, 206, 190)
STONE_DARK: RGB = (132, 124, 110)
GILT: RGB = (196, 158, 64)
GRAVEL: RGB = (236, 228, 206)
ROSE: RGB = (196, 52, 72)
GRAPE: RGB = (92, 52, 110)
WATER: RGB = (96, 156, 196)
HIGHLIGHT: RGB = (250, 214, 80)


def _poly(surface: pygame.Surface, rgb: RGB, points: list, width: int = 0) -> None:
    pygame.draw.polygon(surface, rgb, points, width)


def symbol(surface: pygame.Surface, column: int, rect: pygame.Rect) -> None:
    """The garden symbol of ``column`` (labyrinth .. grapevine) inside ``rect``."""
    cx, cy = rect.center
    s = min(rect.w, rect.h) / 2 * 0.8
    ink = palette.INK
    if column == 0:  # labyrinth: nested hedges with gaps
        for k in range(3):
            r = int(s * (1 - k * 0.3))
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = (cx, cy)
            pygame.draw.rect(surface, HEDGE, box, max(2, int(s * 0.14)))
            pygame.draw.line(surface, GRAVEL, (cx - 2, box.top), (cx + 3, box.top), 4)
    elif column == 1:  # statue on a pedestal
        pygame.draw.rect(surface, STONE_DARK, (cx - s * 0.4, cy + s * 0.4, s * 0.8, s * 0.5))
        pygame.draw.rect(surface, STONE, (cx - s * 0.18, cy - s * 0.4, s * 0.36, s * 0.8))
        pygame.draw.circle(surface, STONE, (cx, int(cy - s * 0.55)), int(s * 0.2))
        pygame.draw.circle(surface, ink, (cx, int(cy - s * 0.55)), int(s * 0.2), 1)
    elif column == 2:  # pavilion: columns under a green dome with a gilt finial
        pygame.draw.rect(surface, STONE, (cx - s * 0.7, cy, s * 1.4, s * 0.7))
        for k in (-0.5, -0.17, 0.17, 0.5):
            pygame.draw.line(surface, STONE_DARK, (cx + k * s, cy), (cx + k * s, cy + s * 0.7), 2)
        dome = pygame.Rect(0, 0, int(s * 1.5), int(s * 1.2))
        dome.midbottom = (cx, int(cy + 2))
        pygame.draw.ellipse(surface, (96, 150, 130), dome)
        pygame.draw.rect(surface, STONE, (cx - s * 0.8, cy - 2, s * 1.6, 5))
        pygame.draw.circle(surface, GILT, (cx, dome.top), max(2, int(s * 0.1)))
    elif column == 3:  # topiary: clipped balls on a stem in a pot
        pygame.draw.rect(surface, STONE_DARK, (cx - s * 0.3, cy + s * 0.5, s * 0.6, s * 0.4))
        pygame.draw.line(surface, palette.WOOD, (cx, cy + s * 0.5), (cx, cy - s * 0.6), 3)
        pygame.draw.circle(surface, HEDGE, (cx, int(cy + s * 0.05)), int(s * 0.42))
        pygame.draw.circle(surface, HEDGE_LIGHT, (cx, int(cy - s * 0.55)), int(s * 0.28))
    elif column == 4:  # stairway: stone steps rising
        for k in range(4):
            w = s * (1.6 - k * 0.3)
            step = pygame.Rect(0, 0, int(w), int(s * 0.36))
            step.midbottom = (cx, int(cy + s * 0.8 - k * s * 0.38))
            pygame.draw.rect(surface, STONE, step)
            pygame.draw.rect(surface, STONE_DARK, step, 1)
    elif column == 5:  # fountain: a basin and a jet
        basin = pygame.Rect(0, 0, int(s * 1.7), int(s * 0.6))
        basin.center = (cx, int(cy + s * 0.45))
        pygame.draw.ellipse(surface, STONE_DARK, basin)
        pygame.draw.ellipse(surface, WATER, basin.inflate(-6, -6))
        for dx in (-0.5, 0, 0.5):
            start = (cx, cy + s * 0.3)
            pygame.draw.arc(
                surface,
                WATER,
                (cx + dx * s - s * 0.3, cy - s * 0.8, s * 0.6 + abs(dx) * s, s * 1.2),
                0.2,
                math.pi - 0.2,
                2,
            )
            pygame.draw.line(surface, WATER, start, (cx, cy - s * 0.7), 2)
    elif column == 6:  # rose arch: a green arch with red roses
        arch = pygame.Rect(0, 0, int(s * 1.5), int(s * 1.8))
        arch.center = (cx, int(cy + s * 0.3))
        pygame.draw.arc(surface, HEDGE, arch, 0, math.pi, max(3, int(s * 0.2)))
        pygame.draw.line(surface, HEDGE, arch.midleft, (arch.left, arch.bottom - 4), 4)
        pygame.draw.line(surface, HEDGE, arch.midright, (arch.right - 1, arch.bottom - 4), 4)
        for a in (0.3, 0.9, 1.6, 2.2, 2.8):
            x = cx + math.cos(a) * arch.w / 2
            y = arch.centery - math.sin(a) * arch.h / 2
            pygame.draw.circle(surface, ROSE, (int(x), int(y)), max(2, int(s * 0.13)))
    elif column == 7:  # herb spiral: a stone spiral planted green
        points = []
        for k in range(60):
            a = k / 60 * 3 * math.tau
            r = s * 0.9 * k / 60
            points.append((cx + math.cos(a) * r, cy + math.sin(a) * r * 0.8))
        pygame.draw.lines(surface, STONE_DARK, False, points, 3)
        for x, y in points[10::12]:
            pygame.draw.circle(surface, HEDGE_LIGHT, (int(x), int(y)), max(2, int(s * 0.1)))
    else:  # grapevine: a cluster under a leaf
        for row, count in enumerate((3, 2, 1)):
            for k in range(count):
                x = cx + (k - (count - 1) / 2) * s * 0.36
                y = cy - s * 0.1 + row * s * 0.32
                pygame.draw.circle(surface, GRAPE, (int(x), int(y)), max(2, int(s * 0.19)))
        leaf = [(cx, cy - s * 0.35), (cx + s * 0.6, cy - s * 0.8), (cx + s * 0.1, cy - s * 0.9)]
        _poly(surface, HEDGE, leaf)


def gardener(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gardener tile: a figure with a hat and a rake on raked gravel."""
    cx, cy = rect.center
    s = min(rect.w, rect.h) / 2 * 0.8
    pygame.draw.rect(surface, (196, 184, 150), rect.inflate(-4, -4), border_radius=4)
    pygame.draw.line(surface, palette.WOOD, (cx + s * 0.5, cy - s * 0.6), (cx + s * 0.2, cy + s), 2)
    pygame.draw.line(
        surface, palette.WOOD, (cx + s * 0.3, cy - s * 0.6), (cx + s * 0.7, cy - s * 0.6), 2
    )
    body = [(cx - s * 0.35, cy + s * 0.8), (cx + s * 0.3, cy + s * 0.8), (cx, cy - s * 0.2)]
    _poly(surface, HEDGE, body)
    pygame.draw.circle(surface, (232, 200, 170), (int(cx), int(cy - s * 0.3)), int(s * 0.2))
    hat = pygame.Rect(0, 0, int(s * 0.8), int(s * 0.22))
    hat.center = (int(cx), int(cy - s * 0.5))
    pygame.draw.ellipse(surface, (186, 150, 80), hat)


def square(
    surface: pygame.Surface, rect: pygame.Rect, face: int, column: int, row_rgb: RGB
) -> None:
    """One garden square: empty gravel tinted by its row, a symbol (printed or tile), or a
    gardener. ``face``: 0 empty, 1 printed, 2 symbol tile, 3 gardener (the view's numbers)."""
    tint = tuple((a + 2 * b) // 3 for a, b in zip(row_rgb, GRAVEL, strict=True))
    pygame.draw.rect(surface, tint, rect)
    if face in (1, 2):
        tile = rect.inflate(-4, -4)
        if face == 2:
            pygame.draw.rect(surface, palette.PAPER_LIGHT, tile, border_radius=4)
            pygame.draw.rect(surface, row_rgb, tile, 3, border_radius=4)
        symbol(surface, column, tile)
    elif face == 3:
        gardener(surface, rect)
    pygame.draw.rect(surface, STONE_DARK, rect, 1)


def nobleman(surface: pygame.Surface, centre: tuple[int, int], size: int, rgb: RGB) -> None:
    """A nobleman in ``rgb``: a tricorn-hatted pawn."""
    cx, cy = centre
    s = size / 2
    body = [(cx - s * 0.55, cy + s), (cx + s * 0.55, cy + s), (cx, cy - s * 0.2)]
    _poly(surface, rgb, body)
    _poly(surface, palette.INK, body, 1)
    pygame.draw.circle(surface, rgb, (cx, int(cy - s * 0.35)), int(s * 0.32))
    pygame.draw.circle(surface, palette.INK, (cx, int(cy - s * 0.35)), int(s * 0.32), 1)
    hat = [(cx - s * 0.45, cy - s * 0.6), (cx + s * 0.45, cy - s * 0.6), (cx, cy - s * 0.95)]
    _poly(surface, palette.INK, hat)


def card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colours: list[RGB],
    column: int | None,
    label: str,
    font: pygame.font.Font,
) -> None:
    """A playing card: its colour bands (two, or five for the wild card) or its symbol."""
    pygame.draw.rect(surface, palette.PAPER_LIGHT, rect, border_radius=8)
    inner = rect.inflate(-12, -30)
    inner.top = rect.top + 8
    if column is not None:
        symbol(surface, column, inner)
    else:
        band = inner.h // max(1, len(colours))
        for k, rgb in enumerate(colours):
            stripe = pygame.Rect(inner.left, inner.top + k * band, inner.w, band)
            pygame.draw.rect(surface, rgb, stripe)
            pygame.draw.rect(surface, STONE_DARK, stripe, 1)
    text = font.render(label, True, palette.INK)
    surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
    pygame.draw.rect(surface, GILT, rect, 2, border_radius=8)


PLAYER_COLOURS: tuple[tuple[str, RGB], ...] = (  # the box's four colours (reviews)
    ("yellow", (234, 196, 38)),
    ("blue", (38, 92, 176)),
    ("green", (46, 140, 72)),
    ("red", (192, 48, 40)),
)

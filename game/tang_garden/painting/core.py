"""Drawing helpers shared by the painters: supersampled canvases, strokes, shapes, text.

Everything is drawn at ``SS`` times the requested size and smooth-scaled down, which gives
anti-aliased edges with plain ``pygame.draw``. No display is needed (no ``convert()``).
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import zlib
from collections.abc import Iterable, Sequence

import pygame

from game.palette import INK, PAPER, PAPER_DARK, PAPER_FIBRE, PAPER_LIGHT, RGB

Point = tuple[float, float]
SS = 3  # supersampling factor


def rng(*keys: object) -> random.Random:
    """A deterministic random generator seeded from ``keys`` (not from ``hash``)."""
    return random.Random(zlib.crc32("|".join(map(str, keys)).encode()))


def canvas(width: int, height: int, factor: int = SS) -> pygame.Surface:
    return pygame.Surface((max(1, width * factor), max(1, height * factor)), pygame.SRCALPHA)


def finish(surface: pygame.Surface, width: int, height: int) -> pygame.Surface:
    """Scale a supersampled canvas down to the requested size (a new SRCALPHA surface)."""
    out = pygame.transform.smoothscale(surface, (max(1, width), max(1, height)))
    if out.get_flags() & pygame.SRCALPHA:
        return out
    rgba = pygame.Surface(out.get_size(), pygame.SRCALPHA)  # no convert(): no display needed
    rgba.blit(out, (0, 0))
    return rgba


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def alpha(colour: RGB, a: int) -> tuple[int, int, int, int]:
    return (colour[0], colour[1], colour[2], a)


class Pen:
    """Draws on a surface in unit coordinates: (0, 0) top-left, (1, 1) bottom-right.

    Lengths (radii, widths) are in units of the surface's width.
    """

    def __init__(self, surface: pygame.Surface, box: pygame.Rect | None = None) -> None:
        self.surface = surface
        self.box = box or surface.get_rect()

    @property
    def unit(self) -> float:
        return float(self.box.width)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.box.x + x * self.box.width, self.box.y + y * self.box.height)

    def px(self, length: float) -> float:
        return length * self.box.width

    def pts(self, points: Iterable[Point]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def poly(self, colour: Sequence[int], points: Sequence[Point], width: float = 0) -> None:
        pts = self.pts(points)
        if len(pts) < 3:
            return
        if width:
            self.stroke(colour, [*points, points[0]], width)
        else:
            pygame.draw.polygon(self.surface, colour, pts)

    def circle(self, colour: Sequence[int], c: Point, r: float, width: float = 0) -> None:
        w = 0 if not width else max(1, round(self.px(width)))
        pygame.draw.circle(self.surface, colour, self.p(*c), max(1.0, self.px(r)), w)

    def ellipse(
        self,
        colour: Sequence[int],
        c: Point,
        rx: float,
        ry: float,
        angle: float = 0.0,
        width: float = 0,
    ) -> None:
        pts = ellipse_points(c, rx, ry * self.box.width / self.box.height, angle, 24)
        self.poly(colour, pts, width)

    def line(self, colour: Sequence[int], a: Point, b: Point, width: float) -> None:
        self.stroke(colour, [a, b], width)

    def stroke(self, colour: Sequence[int], points: Sequence[Point], width: float) -> None:
        """A polyline with round joints and caps, ``width`` in units."""
        pts = self.pts(points)
        w = max(1.0, self.px(width))
        for a, b in itertools.pairwise(pts):
            dx, dy = b[0] - a[0], b[1] - a[1]
            d = math.hypot(dx, dy)
            if d < 1e-6:
                continue
            nx, ny = -dy / d * w / 2, dx / d * w / 2
            quad = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny)]
            quad += [(b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
            pygame.draw.polygon(self.surface, colour, quad)
        if w >= 3:
            for q in pts:
                pygame.draw.circle(self.surface, colour, q, w / 2)

    def rect(
        self, colour: Sequence[int], x: float, y: float, w: float, h: float, width: float = 0
    ) -> None:
        self.poly(colour, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], width)

    def text(
        self,
        text: str,
        c: Point,
        height: float,
        colour: RGB = INK,
        anchor: str = "center",
        bold: bool = False,
    ) -> pygame.Rect:
        """Text centred (or anchored) at ``c``, ``height`` in units of the box width."""
        f = font(max(6, round(self.px(height) * 1.35)), bold)
        img = f.render(text, True, colour)
        rect = img.get_rect(**{anchor: (round(self.p(*c)[0]), round(self.p(*c)[1]))})
        self.surface.blit(img, rect)
        return rect


def ellipse_points(c: Point, rx: float, ry: float, angle: float = 0.0, n: int = 24) -> list[Point]:
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((c[0] + x * ca - y * sa, c[1] + x * sa + y * ca))
    return out


def regular_polygon(c: Point, r: float, n: int, rotation: float = -math.pi / 2) -> list[Point]:
    return [
        (
            c[0] + r * math.cos(rotation + 2 * math.pi * i / n),
            c[1] + r * math.sin(rotation + 2 * math.pi * i / n),
        )
        for i in range(n)
    ]


def shape_points(shape: str, c: Point, r: float) -> list[Point]:
    """Outline of a piece base: circle, square, triangle, diamond or hexagon of radius ``r``."""
    if shape == "square":
        return regular_polygon(c, r * 1.2, 4, -math.pi / 4)
    if shape == "triangle":
        return regular_polygon((c[0], c[1] + r * 0.18), r * 1.38, 3)
    if shape == "diamond":
        return regular_polygon(c, r * 1.22, 4)
    if shape == "hexagon":
        return regular_polygon(c, r * 1.08, 6, 0.0)
    return regular_polygon(c, r, 48)


@functools.cache
def font(px: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, px)
    f.set_bold(bold)
    return f


def fit_text(text: str, max_width: int, max_px: int, bold: bool = False) -> pygame.Surface:
    """Render ``text`` in the largest default-font size <= ``max_px`` that fits the width."""
    px = max_px
    while px > 8 and font(px, bold).size(text)[0] > max_width:
        px -= 1
    return font(px, bold).render(text, True, INK)


def wrap_text(text: str, max_width: int, px: int) -> list[str]:
    f = font(px)
    lines: list[str] = []
    for word in text.split():
        if lines and f.size(f"{lines[-1]} {word}")[0] <= max_width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def mask_layer(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """Keep ``layer`` only where ``mask`` is opaque white (in place; returns ``layer``)."""
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def paper_texture(surface: pygame.Surface, seed: object, base: RGB = PAPER) -> None:
    """Fill with rice paper: a flat tone, soft mottling, short faint fibres and a few specks
    (deterministic for a given seed and size)."""
    surface.fill(base)
    w, h = surface.get_size()
    r = rng("paper", seed, w, h)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    scale = max(1.0, min(w, h) / 400)
    for _ in range(max(4, w * h // 24000)):  # cloudy mottling
        tone = PAPER_DARK if r.random() < 0.5 else PAPER_LIGHT
        pygame.draw.circle(
            layer, alpha(tone, 9), (r.uniform(0, w), r.uniform(0, h)), r.uniform(20, 70) * scale
        )
    for _ in range(max(8, w * h // 1600)):  # fibres: short, slightly bent strokes
        x, y = r.uniform(0, w), r.uniform(0, h)
        a = r.uniform(0, math.pi)
        n = r.uniform(3, 9) * scale
        bend = r.uniform(-0.6, 0.6)
        pts = [
            (x, y),
            (x + n * math.cos(a), y + n * math.sin(a)),
            (
                x + n * (math.cos(a) + math.cos(a + bend)),
                y + n * (math.sin(a) + math.sin(a + bend)),
            ),
        ]
        pygame.draw.lines(layer, alpha(PAPER_FIBRE, r.randint(28, 60)), False, pts, 1)
    for _ in range(max(4, w * h // 5000)):
        pygame.draw.circle(
            layer, alpha(PAPER_FIBRE, 70), (r.uniform(0, w), r.uniform(0, h)), r.uniform(0.5, 1.3)
        )
    surface.blit(layer, (0, 0))


def paint_paper(width: int, height: int) -> pygame.Surface:
    """A subtle rice-paper background of any size."""
    surf = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    paper_texture(surf, "background")
    return surf

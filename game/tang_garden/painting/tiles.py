"""Garden tiles, temple tiles, starting-tile quarters and the backs of the four stacks.

A tile is drawn in its printed orientation (north up) from its data: each terrain region is the
area reaching from its listed edges toward the centre, footpaths run from every footpath edge's
midpoint to the centre, walls are cinnabar bars along their edge.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from game.palette import (
    FOOTPATH,
    FOOTPATH_DARK,
    FOOTPATH_LIGHT,
    GOLD,
    GOLD_DARK,
    GREENERY_LIGHT,
    GROUND,
    GROUND_DARK,
    INK,
    PAPER,
    PAPER_LIGHT,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    TEMPLE,
    TERRAIN,
    TERRAIN_DARK,
    TERRAIN_LIGHT,
    TIMBER,
    WALL,
    WALL_DARK,
    WALL_LIGHT,
    WATER_LIGHT,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point, alpha, canvas, finish, mask_layer, mix, rng
from game.tang_garden.painting.module_pictures import module_pictures
from game.tang_garden.painting.pictures import TilePicture

SIDES = ("N", "E", "S", "W")
# clockwise: side i runs from CORNERS[i] to CORNERS[i + 1]
CORNERS: tuple[Point, ...] = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
MIDPOINTS: dict[str, Point] = {"N": (0.5, 0.0), "E": (1.0, 0.5), "S": (0.5, 1.0), "W": (0.0, 0.5)}
WAIST = 0.19  # half-width of a band through the middle
LOBE_CORNER, LOBE_DEPTH = 0.2, 0.34  # a one-edge lobe: depth at the corners / in the middle
POND = 0.27  # radius of a centre region
PATH = 0.085  # half-width of a footpath
WALL_W = 0.12  # wall thickness


# --- geometry ---------------------------------------------------------------------------------


def _rot(p: Point, quarter_turns: int) -> Point:
    x, y = p
    for _ in range(quarter_turns % 4):
        x, y = 1 - y, x
    return (x, y)


def _interior_path(skipped: int) -> list[Point]:
    """Canonical boundary from corner NE (1, 0) around ``skipped`` sides starting with E."""
    if skipped == 1:  # band: curve in to the waist and back out, like a stream's banks
        return [
            (0.5 + WAIST + (0.5 - WAIST) * (1 - math.sin(math.pi * t / 24)) ** 1.6, t / 24)
            for t in range(25)
        ]
    if skipped == 2:  # two adjacent edges: the diagonal
        return _densify([(1.0, 0.0), (0.0, 1.0)], 16)
    # skipped == 3: a lobe from the north edge
    pts = [(1.0, 0.0)]
    a, d = LOBE_CORNER, LOBE_DEPTH
    pts += _densify([(1.0, 0.0), (1 - a, a)], 4)[1:]
    for i in range(1, 24):
        t = i / 24
        pts.append((1 - a - (1 - 2 * a) * t, a + (d - a) * math.sin(math.pi * t)))
    pts += _densify([(a, a), (0.0, 0.0)], 4)
    return pts


def _densify(pts: Sequence[Point], n: int) -> list[Point]:
    out: list[Point] = [pts[0]]
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        out += [(x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n) for k in range(1, n + 1)]
    return out


def _wobble(p: Point, amp: float = 0.022) -> Point:
    """Displace a boundary point by a smooth field that vanishes at the tile's border, so a
    boundary shared by two regions wobbles identically for both."""
    x, y = p
    taper = min(1.0, min(x, y, 1 - x, 1 - y) / 0.12)
    dx = math.sin(x * 17.0 + y * 9.0) + 0.5 * math.sin(y * 31.0 - x * 5.0)
    dy = math.cos(y * 15.0 - x * 11.0) + 0.5 * math.cos(x * 27.0 + y * 7.0)
    return (x + amp * taper * dx, y + amp * taper * dy)


def region_outline(edges: Sequence[str]) -> tuple[list[Point], list[list[Point]]]:
    """The polygon of a region touching ``edges`` and its inner boundary lines (unit coords)."""
    inside = [s in edges for s in SIDES]
    if all(inside):
        return list(CORNERS), []
    if not any(inside):
        ring = [
            _wobble((0.5 + POND * math.cos(a), 0.5 + POND * math.sin(a)), 0.03)
            for a in (2 * math.pi * i / 48 for i in range(48))
        ]
        return ring, [[*ring, ring[0]]]
    start = next(i for i in range(4) if inside[i] and not inside[i - 1])
    poly: list[Point] = []
    inner: list[list[Point]] = []
    i = start
    while True:
        poly.append(CORNERS[i])  # side i is inside: its start corner
        nxt = (i + 1) % 4
        if not inside[nxt]:
            skipped = 0
            while not inside[(nxt + skipped) % 4]:
                skipped += 1
            # canonical path starts at corner NE, i.e. the end of side N (index 0)
            path = [_wobble(_rot(p, nxt - 1)) for p in _interior_path(skipped)]
            poly += path[:-1]
            inner.append(path)
            nxt = (nxt + skipped) % 4
        if nxt == start:
            break
        i = nxt
    return poly, inner


def _anchor(edges: Sequence[str]) -> Point:
    """A point well inside a region (for its decoration socket)."""
    if not edges:
        return (0.5, 0.5)
    pts = [_rot((0.5, 0.17), SIDES.index(s)) for s in edges]
    x = sum(p[0] for p in pts) / len(pts)
    y = sum(p[1] for p in pts) / len(pts)
    if len(edges) == 2 and abs(x - 0.5) < 0.05 and abs(y - 0.5) < 0.05:
        return (0.5, 0.5)
    return (x, y)


def _inside(p: Point, poly: Sequence[Point]) -> bool:
    x, y = p
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, [*poly[1:], poly[0]], strict=False):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


# --- terrain textures ---------------------------------------------------------------------------


def _texture(kind: str, size: int, seed: object) -> pygame.Surface:
    """A full-size layer of one terrain: its colour and a pattern readable without colour."""
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    layer.fill(TERRAIN[kind])
    pen = Pen(layer)
    r = rng(kind, seed)
    dark, light = TERRAIN_DARK[kind], TERRAIN_LIGHT[kind]
    if kind == "greenery":
        for gy in range(7):
            for gx in range(7):
                c = ((gx + 0.5 + r.uniform(-0.3, 0.3)) / 7, (gy + 0.5 + r.uniform(-0.3, 0.3)) / 7)
                for k in range(3):
                    a = r.uniform(0, 2 * math.pi) + k * 2.1
                    q = (c[0] + 0.028 * math.cos(a), c[1] + 0.028 * math.sin(a))
                    pen.ellipse(mix(dark, TERRAIN[kind], 0.25), q, 0.026, 0.014, a)
                pen.circle(GREENERY_LIGHT, (c[0] + 0.01, c[1] - 0.012), 0.008)
    elif kind == "water":
        for row in range(12):
            y0 = (row + 0.5) / 12
            x = r.uniform(-0.2, 0.0)
            while x < 1.0:
                n = r.uniform(0.2, 0.45)
                pts = [
                    (x + n * t / 10, y0 + 0.012 * math.sin((x + n * t / 10) * 38))
                    for t in range(11)
                ]
                pen.stroke(light if row % 2 else mix(light, TERRAIN[kind], 0.4), pts, 0.011)
                x += n + r.uniform(0.05, 0.15)
    elif kind == "rock":
        for _ in range(38):  # hatch clusters
            c = (r.uniform(0, 1), r.uniform(0, 1))
            for k in range(3):
                o = (k - 1) * 0.018
                pen.line(
                    mix(dark, TERRAIN[kind], 0.35),
                    (c[0] + o - 0.02, c[1] + 0.025),
                    (c[0] + o + 0.02, c[1] - 0.025),
                    0.007,
                )
        for _ in range(6):  # cracks
            p = (r.uniform(0.05, 0.95), r.uniform(0.05, 0.95))
            pts = [p]
            for _ in range(3):
                p = (p[0] + r.uniform(-0.09, 0.09), p[1] + r.uniform(-0.09, 0.09))
                pts.append(p)
            pen.stroke(dark, pts, 0.009)
        for _ in range(10):
            pen.circle(ROCK_LIGHT, (r.uniform(0, 1), r.uniform(0, 1)), r.uniform(0.006, 0.012))
        for gy in range(3):  # scattered boulders: lit tops, ink outlines
            for gx in range(3):
                c = (
                    (gx + 0.5 + r.uniform(-0.25, 0.25)) / 3,
                    (gy + 0.5 + r.uniform(-0.25, 0.25)) / 3,
                )
                rad = r.uniform(0.045, 0.07)
                pts = [
                    (
                        c[0] + rad * r.uniform(0.75, 1.1) * math.cos(a),
                        c[1] + rad * r.uniform(0.6, 0.9) * math.sin(a),
                    )
                    for a in (2 * math.pi * k / 9 for k in range(9))
                ]
                pen.poly(mix(TERRAIN[kind], light, 0.35), pts)
                pen.poly(
                    mix(TERRAIN[kind], light, 0.7), [(x, y - rad * 0.25) for x, y in pts[5:8]] + [c]
                )
                pen.poly(dark, pts, 0.01)
    return layer


def _ground(surface: pygame.Surface, seed: object) -> None:
    surface.fill(GROUND)
    pen = Pen(surface)
    r = rng("ground", seed)
    for row in range(1, 16):  # faint raked gravel
        y = row / 16
        pen.stroke(
            alpha(GROUND_DARK, 140),
            [(t / 12, y + 0.004 * math.sin(t * 1.7 + row)) for t in range(13)],
            0.004,
        )
    for _ in range(40):
        pen.circle(GROUND_DARK, (r.uniform(0, 1), r.uniform(0, 1)), r.uniform(0.003, 0.007))


# --- drawing pieces of a tile -------------------------------------------------------------------


def _paths(pen: Pen, sides: Sequence[str], seed: object) -> None:
    if not sides:
        return
    for colour, extra in ((FOOTPATH_DARK, 0.018), (FOOTPATH, 0.0)):
        for s in sides:
            pen.line(colour, MIDPOINTS[s], (0.5, 0.5), 2 * (PATH + extra))
        pen.circle(colour, (0.5, 0.5), PATH * 1.25 + extra)
    r = rng("path", seed)
    for s in sides:  # stepping stones
        mx, my = MIDPOINTS[s]
        for k in range(4):
            t = 0.12 + k * 0.22
            q = (mx + (0.5 - mx) * t, my + (0.5 - my) * t)
            off = r.uniform(-0.03, 0.03)
            q = (q[0] + off * ((my != 0.5 and 1) or 0), q[1] + off * ((mx != 0.5 and 1) or 0))
            pen.ellipse(mix(FOOTPATH_LIGHT, ROCK_LIGHT, 0.5), q, 0.03, 0.022, r.uniform(0, 3))
            pen.ellipse(FOOTPATH_DARK, q, 0.03, 0.022, r.uniform(0, 3), 0.005)


def _wall(pen: Pen, side: str) -> None:
    q = SIDES.index(side)
    w = WALL_W

    def box(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
        return [_rot(p, q) for p in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]

    pen.poly(WALL, box(0, 0, 1, w))
    pen.poly(WALL_LIGHT, box(0, w * 0.72, 1, w))
    pen.poly(ROOF, box(0, 0, 1, w * 0.42))  # grey tiled coping on the outer side
    pen.poly(ROOF_LIGHT, box(0, w * 0.14, 1, w * 0.22))
    for k in range(9):  # crenels on the inner face
        x = (k + 0.5) / 9
        pen.poly(WALL, box(x - 0.028, w, x + 0.028, w + 0.035))
        pen.poly(WALL_DARK, box(x - 0.028, w, x + 0.028, w + 0.035), 0.006)
    pen.poly(WALL_DARK, box(0, 0, 1, w), 0.008)
    for k in range(1, 9):  # brick joints
        x = k / 9
        pen.line(WALL_DARK, _rot((x, w * 0.45), q), _rot((x, w * 0.7), q), 0.005)


def _socket(pen: Pen, kind: str, c: Point) -> None:
    r = 0.12
    pen.circle(alpha(INK, 60), (c[0] + 0.01, c[1] + 0.014), r)
    pen.circle(PAPER_LIGHT, c, r)
    pen.circle(mix(INK, PAPER, 0.35), c, r, 0.012)
    glyphs.terrain_glyph(pen, kind, c, r * 0.66)


def _spot_corner(
    regions: Sequence[tuple[list[Point], str]], avoid: Point | None, walls: Sequence[str]
) -> Point:
    best, best_score = (0.2, 0.2), -9.0
    for cx, cy in ((0.2, 0.2), (0.8, 0.2), (0.8, 0.8), (0.2, 0.8)):
        score = 0.0
        if any(_inside((cx, cy), poly) for poly, _ in regions):
            score -= 0.3
        if avoid is not None:
            score += math.hypot(cx - avoid[0], cy - avoid[1])
        near = ("N" if cy < 0.5 else "S", "W" if cx < 0.5 else "E")
        score -= 0.5 * sum(s in walls for s in near)
        if score > best_score + 1e-9:
            best, best_score = (cx, cy), score
    return best


def _temple(pen: Pen, tile: object, seed: object) -> None:
    terrain = tile.terrain
    border = TEMPLE[terrain]
    pen.rect(PAPER, 0, 0, 1, 1)
    r = rng("temple", seed)
    for _ in range(30):
        pen.circle(alpha(INK, 25), (r.uniform(0, 1), r.uniform(0, 1)), 0.004)
    pen.rect(border, 0, 0, 1, 1, 0.1)
    pen.rect(mix(border, PAPER, 0.5), 0.075, 0.075, 0.85, 0.85, 0.012)
    # a pagoda: stone base, three roofs with upturned eaves, red storeys, gold finial
    pen.ellipse(alpha(INK, 40), (0.5, 0.8), 0.3, 0.05)
    pen.rect(ROCK_LIGHT, 0.26, 0.72, 0.48, 0.08)
    pen.rect(INK, 0.26, 0.72, 0.48, 0.08, 0.01)
    for k, (y, hw) in enumerate(((0.6, 0.2), (0.44, 0.16), (0.3, 0.12))):
        pen.rect(TIMBER, 0.5 - hw * 0.7, y, hw * 1.4, 0.14 - k * 0.015)
        for j in range(3):
            x = 0.5 - hw * 0.45 + j * hw * 0.45
            pen.rect(GOLD_DARK, x - 0.012, y + 0.03, 0.024, 0.06 - k * 0.01)
        roof = [
            (0.5 - hw - 0.07, y - 0.03),
            (0.5 - hw + 0.02, y + 0.005),
            (0.5 + hw - 0.02, y + 0.005),
            (0.5 + hw + 0.07, y - 0.03),
            (0.5 + hw * 0.55, y - 0.075),
            (0.5 - hw * 0.55, y - 0.075),
        ]
        pen.poly(ROOF, roof)
        pen.stroke(ROOF_LIGHT, [(0.5 - hw + 0.02, y - 0.008), (0.5 + hw - 0.02, y - 0.008)], 0.008)
    pen.line(GOLD_DARK, (0.5, 0.22), (0.5, 0.14), 0.02)
    pen.circle(GOLD, (0.5, 0.135), 0.022)
    # its terrain, as a small glyph in the top left corner
    pen.circle(PAPER_LIGHT, (0.2, 0.2), 0.085)
    pen.circle(border, (0.2, 0.2), 0.085, 0.012)
    glyphs.terrain_glyph(pen, terrain, (0.2, 0.2), 0.055)


# --- public -----------------------------------------------------------------------------------


def _special_tile(pen: Pen, tile: object, seed: object) -> None:
    """A tile kind without edges and without a picture of its own: walled paper, its name."""
    pen.rect(PAPER, 0, 0, 1, 1)
    pen.rect(WALL, 0, 0, 1, 1, 0.1)
    name = getattr(tile, "name", None) or getattr(tile, "id", "?")
    for i, line in enumerate(name.split()[:3]):
        pen.text(line, (0.5, 0.4 + i * 0.16), 0.12, INK, bold=True)


# Pictures of the base game's tile kinds that have no edges (walled all round), by kind; a
# module's are among its pictures, and a kind missing from both is painted by ``_special_tile``.
SPECIAL: dict[str, TilePicture] = {"temple": _temple}


def paint_tile(tile: object, size: int = 128) -> pygame.Surface:
    """A garden tile, a special tile (temples...) or a starting-tile quarter in its printed
    orientation (north up)."""
    surf = canvas(size, size)
    pen = Pen(surf)
    seed = getattr(tile, "id", None) or repr(getattr(tile, "edges", tile))
    if not hasattr(tile, "edges"):
        kind = getattr(tile, "kind", "")
        special = SPECIAL.get(kind) or module_pictures().special_tiles.get(kind, _special_tile)
        special(pen, tile, seed)
        if getattr(tile, "character_spot", False):
            glyphs.character_spot(pen, (0.8, 0.8))
        pen.rect(INK, 0, 0, 1, 1, 0.014)
        return finish(surf, size, size)

    edges = dict(zip(SIDES, tile.edges, strict=True))
    paths = [s for s in SIDES if edges[s] == "footpath"]
    bridge = tile.icon == "bridge"
    _ground(surf, seed)
    if not bridge:
        _paths(pen, paths, seed)
    shapes = [(*region_outline(reg.edges), reg) for reg in tile.regions]
    shapes.sort(key=lambda sh: not sh[2].edges)  # centre regions last, on top
    textures: dict[str, pygame.Surface] = {}
    for poly, inner, reg in shapes:
        if reg.terrain not in textures:
            textures[reg.terrain] = _texture(reg.terrain, surf.get_width(), seed)
        mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        Pen(mask).poly((255, 255, 255, 255), poly)
        surf.blit(mask_layer(textures[reg.terrain].copy(), mask), (0, 0))
        for line in inner:
            pen.stroke(TERRAIN_DARK[reg.terrain], line, 0.012)
    if bridge:
        _paths(pen, paths, seed)
    for s in SIDES:
        if edges[s] == "wall":
            _wall(pen, s)
    feature = module_pictures().tile_features.get(getattr(tile, "kind", ""))
    if feature is not None:
        feature(pen, tile, seed)
    socket = None
    if tile.icon:
        want = "water" if bridge else tile.icon
        reg = next((r for r in tile.regions if r.terrain == want), None)
        socket = (0.5, 0.5) if bridge or reg is None else _anchor(reg.edges)
        if bridge and reg is not None and len(reg.edges) == 1:
            toward = MIDPOINTS[reg.edges[0]]
            socket = (0.5 + (toward[0] - 0.5) * 0.08, 0.5 + (toward[1] - 0.5) * 0.08)
        _socket(pen, tile.icon, socket)
    if tile.character_spot:
        walls = [s for s in SIDES if edges[s] == "wall"]
        glyphs.character_spot(pen, _spot_corner([(p, r) for p, _, r in shapes], socket, walls))
    pen.rect(INK, 0, 0, 1, 1, 0.014)
    return finish(surf, size, size)


BACKS = {"greenery": "greenery", "water": "water", "rock": "rock", "tao": "tao"}


def paint_tile_back(stack: str, size: int = 128) -> pygame.Surface:
    """The back of a tile of ``stack`` (greenery / water / rock / tao) with a clear glyph."""
    surf = canvas(size, size)
    pen = Pen(surf)
    if stack in TERRAIN:
        surf.blit(_texture(stack, surf.get_width(), "back"), (0, 0))
        frame = TERRAIN_DARK[stack]
    else:
        surf.fill(PAPER)
        r = rng("tao-back")
        for _ in range(12):
            kind = ("greenery", "water", "rock")[_ % 3]
            pen.circle(
                alpha(TERRAIN[kind], 90), (r.uniform(0, 1), r.uniform(0, 1)), r.uniform(0.08, 0.18)
            )
        frame = INK
    pen.rect(frame, 0.06, 0.06, 0.88, 0.88, 0.025)
    pen.circle(alpha(INK, 60), (0.51, 0.52), 0.3)
    pen.circle(PAPER_LIGHT if stack != "water" else WATER_LIGHT, (0.5, 0.5), 0.3)
    pen.circle(frame, (0.5, 0.5), 0.3, 0.025)
    glyphs.terrain_glyph(pen, stack, (0.5, 0.5), 0.2)
    pen.rect(INK, 0, 0, 1, 1, 0.014)
    return finish(surf, size, size)

"""The expansions' special tiles (registered into ``tiles.SPECIAL`` by kind): the Haunted
Temple (Ghost Stories) and the Bamboo Garden (Golden Age), both walled all round."""

from __future__ import annotations

import math

from game.painting.core import Pen, alpha, mix, rng
from game.painting.tiles import SPECIAL
from game.palette import (
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    GROUND,
    INK,
    INK_SOFT,
    MOON,
    PAPER,
    PAPER_LIGHT,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    WALL_DARK,
)

DUSK = (92, 84, 112)  # the Haunted Temple's night
GHOST = (190, 200, 214)


def _haunted_temple(pen: Pen, tile: object, seed: object) -> None:
    """A ruined pagoda at night under the moon, wisps drifting round it."""
    pen.rect(mix(DUSK, PAPER, 0.55), 0, 0, 1, 1)
    r = rng("haunted", seed)
    for _ in range(14):
        pen.circle(alpha(DUSK, 40), (r.uniform(0, 1), r.uniform(0, 1)), r.uniform(0.06, 0.16))
    pen.rect(DUSK, 0, 0, 1, 1, 0.1)
    pen.rect(mix(DUSK, PAPER, 0.5), 0.075, 0.075, 0.85, 0.85, 0.012)
    pen.circle(alpha(MOON, 90), (0.74, 0.26), 0.14)
    pen.circle(MOON, (0.74, 0.26), 0.1)
    pen.ellipse(alpha(INK, 60), (0.46, 0.8), 0.3, 0.05)
    pen.rect(ROCK_LIGHT, 0.22, 0.72, 0.48, 0.08)
    pen.rect(INK, 0.22, 0.72, 0.48, 0.08, 0.01)
    for k, (y, hw) in enumerate(((0.6, 0.2), (0.44, 0.16), (0.3, 0.12))):
        x = 0.46 + k * 0.012  # leaning a little
        pen.rect(mix(WALL_DARK, DUSK, 0.4), x - hw * 0.7, y, hw * 1.4, 0.14 - k * 0.015)
        pen.rect(INK, x - hw * 0.25, y + 0.035, hw * 0.5, 0.06 - k * 0.01)
        tilt = 0.02 * (k - 1)
        roof = [
            (x - hw - 0.07, y - 0.03 + tilt),
            (x - hw + 0.02, y + 0.005),
            (x + hw - 0.02, y + 0.005),
            (x + hw + 0.07, y - 0.03 - tilt),
            (x + hw * 0.55, y - 0.075),
            (x - hw * 0.55, y - 0.075),
        ]
        pen.poly(ROOF, roof)
        pen.stroke(ROOF_LIGHT, [(x - hw + 0.02, y - 0.008), (x + hw - 0.02, y - 0.008)], 0.008)
    pen.line(INK_SOFT, (0.5, 0.22), (0.52, 0.14), 0.02)
    for k in range(3):  # ghost wisps
        x0, y0 = 0.18 + 0.1 * k, 0.3 + 0.16 * k
        wisp = [(x0 + 0.06 * t, y0 - 0.03 * math.sin(t * 3.0)) for t in (i / 4 for i in range(9))]
        pen.stroke(alpha(GHOST, 230), wisp, 0.03)
        pen.circle(alpha(PAPER_LIGHT, 230), wisp[0], 0.03)


def _bamboo_garden(pen: Pen, tile: object, seed: object) -> None:
    """A grove of bamboo on raked gravel, inside a green border."""
    pen.rect(GROUND, 0, 0, 1, 1)
    r = rng("bamboo", seed)
    for row in range(1, 12):
        y = row / 12
        pen.stroke(
            alpha(INK, 18), [(t / 8, y + 0.006 * math.sin(t * 1.9 + row)) for t in range(9)], 0.004
        )
    for x, lean in ((0.28, -0.04), (0.44, 0.03), (0.6, -0.02), (0.74, 0.05), (0.36, 0.06)):
        top, bottom = (x + lean, 0.14 + r.uniform(0, 0.06)), (x, 0.86)
        pen.line(INK, bottom, top, 0.06)
        pen.line(GREENERY, bottom, top, 0.042)
        for k in range(1, 5):  # nodes
            t = k / 5
            q = (bottom[0] + (top[0] - bottom[0]) * t, bottom[1] + (top[1] - bottom[1]) * t)
            pen.line(GREENERY_DARK, (q[0] - 0.03, q[1]), (q[0] + 0.03, q[1]), 0.012)
            if k % 2 == 0:
                side = 1 if r.random() < 0.5 else -1
                leaf = (q[0] + side * 0.12, q[1] - 0.05)
                pen.stroke(GREENERY_DARK, [q, leaf], 0.024)
                pen.stroke(GREENERY_LIGHT, [q, leaf], 0.01)
    pen.rect(GREENERY_DARK, 0, 0, 1, 1, 0.1)
    pen.rect(mix(GREENERY_DARK, PAPER, 0.5), 0.075, 0.075, 0.85, 0.85, 0.012)


SPECIAL.update({"haunted_temple": _haunted_temple, "bamboo_garden": _bamboo_garden})

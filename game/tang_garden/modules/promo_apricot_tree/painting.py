"""The Apricot Tree promo's picture: the tree in fruit and blossom."""

from __future__ import annotations

import math

from game.palette import GREENERY, GREENERY_LIGHT, INK, PAPER_LIGHT, PEACH_PINK, PLUM_WHITE
from game.tang_garden.painting.core import Pen, mix, rng
from game.tang_garden.painting.decorations import flower, round_crown
from game.tang_garden.painting.pictures import Pictures

APRICOT: tuple[int, int, int] = (242, 160, 60)


def _apricot(pen: Pen) -> None:
    trunk = [(0.5, 0.88), (0.52, 0.64), (0.44, 0.48)]
    branch = [(0.52, 0.66), (0.68, 0.5)]
    round_crown(pen, trunk, branch, mix(GREENERY, GREENERY_LIGHT, 0.3), 0.4)
    r = rng("apricot")
    for _ in range(9):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0.04, 0.22)
        c = (0.5 + d * math.cos(a) * 1.2, 0.3 + d * math.sin(a) * 0.7)
        pen.circle(INK, c, 0.046)
        pen.circle(APRICOT, c, 0.034)
        pen.circle(mix(APRICOT, PAPER_LIGHT, 0.5), (c[0] - 0.01, c[1] - 0.01), 0.01)
    for c in ((0.3, 0.3), (0.66, 0.28), (0.5, 0.42)):
        flower(pen, c, 0.04, PLUM_WHITE, PEACH_PINK)


PICTURES = Pictures(
    decorations={"apricot_tree": _apricot},
)

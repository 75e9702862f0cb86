"""Spring's pictures, painted by our own code: the Exorcist's emblem (a paper talisman with a
seal under a lantern's glow), a Bid token and the Bid notebook's page."""

from __future__ import annotations

from game import palette
from game.tang_garden.painting.core import Pen, alpha
from game.tang_garden.painting.pictures import Pictures

GLOW = (246, 196, 92)


def _exorcist(pen: Pen, x: float, y: float, r: float) -> None:
    """A yellow paper talisman with red strokes and a seal, in a lantern's glow."""
    pen.circle(alpha(GLOW, 90), (x, y), r * 0.95)
    sheet = [
        (x - r * 0.38, y - r * 0.8),
        (x + r * 0.38, y - r * 0.8),
        (x + r * 0.38, y + r * 0.8),
        (x - r * 0.38, y + r * 0.8),
    ]
    pen.poly(palette.INK, [(px + r * 0.04, py + r * 0.04) for px, py in sheet])
    pen.poly(palette.GOLD_LIGHT, sheet)
    for k in range(3):  # the brush strokes of the charm
        yy = y - r * (0.5 - k * 0.28)
        pen.stroke(palette.SEAL_RED, [(x - r * 0.22, yy), (x + r * 0.22, yy + r * 0.08)], r * 0.07)
    pen.circle(palette.SEAL_RED, (x, y + r * 0.52), r * 0.16)
    pen.circle(palette.GOLD_LIGHT, (x, y + r * 0.52), r * 0.07)


PICTURES = Pictures(emblems={"exorcist": _exorcist})

"""Seasoned Characters' pictures: each seasoned card's emblem and the Supervisor pawn (a skill
token).

A seasoned emblem is its base character's emblem, a little smaller and raised, over a cinnabar
sleeve badge with three gold chevrons (the French "chevronné"): at a glance the same person,
visibly promoted."""

from __future__ import annotations

from game.palette import GOLD, GOLD_DARK, GOLD_LIGHT, INK, PAPER_LIGHT, SEAL_RED
from game.tang_garden.painting.core import Pen, alpha
from game.tang_garden.painting.emblems import EMBLEMS
from game.tang_garden.painting.pictures import Emblem, Pictures


def chevrons(pen: Pen, x: float, y: float, r: float) -> None:
    """The seasoned mark: a cinnabar badge with three gold chevrons, centred at (x, y)."""
    w, h = r * 0.62, r * 0.5
    badge = [(x - w, y - h), (x + w, y - h), (x + w, y + h * 0.4), (x, y + h), (x - w, y + h * 0.4)]
    pen.poly(SEAL_RED, badge)
    pen.poly(GOLD_DARK, badge, r * 0.07)
    for k in range(3):
        top = y - h * 0.62 + k * h * 0.45
        pen.stroke(
            GOLD_LIGHT, [(x - w * 0.7, top), (x, top + h * 0.38), (x + w * 0.7, top)], r * 0.11
        )


def seasoned(base: Emblem) -> Emblem:
    def draw(pen: Pen, x: float, y: float, r: float) -> None:
        base(pen, x, y - r * 0.16, r * 0.8)
        chevrons(pen, x + r * 0.72, y + r * 0.72, r * 0.5)

    return draw


def _supervisor(pen: Pen) -> None:
    """The Emperor's Supervisor: a standing official in a gold robe with a black hat, on a
    round base (seen from above, as the miniatures are)."""
    pen.circle(alpha(INK, 70), (0.52, 0.54), 0.42)
    pen.circle(INK, (0.5, 0.5), 0.42)
    pen.circle(GOLD, (0.5, 0.5), 0.38)
    robe = [(0.3, 0.8), (0.38, 0.42), (0.62, 0.42), (0.7, 0.8)]
    pen.poly(SEAL_RED, robe)
    pen.poly(INK, robe, 0.025)
    pen.line(GOLD_LIGHT, (0.5, 0.46), (0.5, 0.78), 0.03)
    pen.circle(PAPER_LIGHT, (0.5, 0.33), 0.1)
    pen.circle(INK, (0.5, 0.33), 0.1, 0.02)
    pen.rect(INK, 0.36, 0.2, 0.28, 0.06)  # the official's hat with its wings
    pen.rect(INK, 0.44, 0.13, 0.12, 0.09)


PICTURES = Pictures(
    emblems={f"seasoned_{name}": seasoned(emblem) for name, emblem in EMBLEMS.items()},
    tokens={"supervisor": _supervisor},
)

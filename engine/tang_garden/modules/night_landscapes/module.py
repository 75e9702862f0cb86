"""Night landscapes (Seasons): night landscape tiles replace the base ones (the manifest removes
them, the pack adds the night tiles and their icons). Fireflies and Fireworks pay each player at
the end for their characters near the side they are slotted on; the Phoenix is wild and the
Lantern icon dormant (both marked in the pack's ``landscapes.yaml``, scored by the shared
scoring)."""

from __future__ import annotations

from pydantic import PositiveInt

from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.module import Module
from engine.tang_garden.scoring import PlayerScore
from engine.tang_garden.state import GameState


class Near(Model):
    """Coins for each character within ``within`` spaces of the tile's side of the board."""

    coins: PositiveInt
    within: PositiveInt


class NightSettings(Model):
    near: dict[Id, Near]  # landscape icon -> what it pays (Fireflies, Fireworks)


def distance_from_side(state: GameState, pos: tuple[int, int], side: str) -> int:
    """How many spaces ``pos`` is from the board's ``side``: the edge row or column is 1 (S40)."""
    x, y = pos
    catalog = state.catalog
    return {"N": y + 1, "S": catalog.rows - y, "W": x + 1, "E": catalog.columns - x}[side]


class NightLandscapes(Module):
    id = "night-landscapes"
    Settings = NightSettings

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        catalog = state.catalog
        near = self.settings.near
        for icon in near:
            score.categories.setdefault(icon, 0)
        own = [(x, y) for (x, y, _), m in state.minis.items() if m.owner == score.player]
        for sid, tile in sorted(state.slots.items()):
            if tile is None:
                continue
            side = catalog.slots[sid].side
            for icon in catalog.landscapes[tile].icons:
                if icon in near:
                    close = sum(
                        1 for p in own if distance_from_side(state, p, side) <= near[icon].within
                    )
                    score.categories[icon] += near[icon].coins * close

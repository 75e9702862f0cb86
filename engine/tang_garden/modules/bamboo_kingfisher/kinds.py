"""Bamboo & Kingfisher's scoring kind: each card is a wild half of a pair set, counted at the end
as whichever half scores more for its owner (``best_roles``)."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from engine.tang_garden.content.base import Id
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import either

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState

Roles = dict[str, dict[str, int]]  # wild type -> (type it counts as -> cards)


def _names(catalog: Catalog, ids: tuple[str, ...]) -> list[str]:
    types = catalog.decoration_types
    return [types[i].name if i in types else i.replace("_", " ") for i in ids]


@SCORINGS.register
class WildScoring(Scoring):
    """At the end each card counts as one of ``roles``, whichever scores more (the game
    chooses)."""

    kind: Literal["wild"]
    roles: tuple[Id, ...] = Field(min_length=2)

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"At the end each {dtype.name} card counts as {either(_names(catalog, self.roles))} "
            "card, whichever scores more for you (the game chooses)."
        )

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        return {}  # scored as the types it counts as

    def hint(self) -> str:
        return " or ".join(r.replace("_", " ").title() for r in self.roles)


def best_roles(state: GameState, counts: Counts, placed: Placed, player: int) -> Roles:
    """How ``player``'s wild cards count so that their decoration cards score the most (ties:
    the first roles listed); ``counts`` is left unchanged."""
    types = state.catalog.decoration_types.values()
    wild = {
        d.id: (d.scoring.roles, n)
        for d in types
        if d.scoring.kind == "wild" and (n := counts[player].get(d.id, 0))
    }
    best: tuple[int, Roles] = (-1, {})
    for split in product(*(_splits(n, len(roles)) for roles, n in wild.values())):
        roles = {
            w: dict(zip(r, parts, strict=True))
            for (w, (r, _)), parts in zip(wild.items(), split, strict=True)
        }
        total = sum(own_score(state, with_roles(counts, player, roles), placed, player).values())
        if total > best[0]:
            best = (total, roles)
    return best[1]


def _splits(n: int, ways: int) -> list[tuple[int, ...]]:
    """Every way to share ``n`` cards among ``ways`` roles (the first role taking most first)."""
    if ways == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, ways - 1)]


def with_roles(counts: Counts, player: int, roles: Roles) -> Counts:
    """``counts`` with ``player``'s wild cards counted as their roles."""
    row = dict(counts[player])
    for wild, parts in roles.items():
        row.pop(wild, None)
        for role, n in parts.items():
            if n:
                row[role] = row.get(role, 0) + n
    return [row if i == player else c for i, c in enumerate(counts)]


def own_score(state: GameState, counts: Counts, placed: Placed, player: int) -> dict[str, int]:
    """``player``'s decoration scoring categories for these counts (kinds that read the game
    too, such as the sets' track leads, through ``score_in``)."""
    out: dict[str, int] = {}
    for dtype in state.catalog.decoration_types.values():
        for category, coins_each in dtype.scoring.score_in(state, dtype, counts, placed).items():
            out[category] = coins_each[player]
    return out

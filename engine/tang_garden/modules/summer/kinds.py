"""The kinds of Request tile condition ([U5]): what must be in the Request tile's district (its
quarter of the garden) or on the landscape of its board edge. Each kind says whether a Request
tile on a space is met, how near it is (0 to 1, for computer players) and what it asks, in a
player's words."""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.kinds import Registry
from engine.tang_garden.catalog import DX, DY, TERRAINS, WALL
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds.words import counted
from engine.tang_garden.modules.summer.geometry import (
    central,
    district,
    nearest_side,
    summer,
)
from engine.tang_garden.scoring import active_landscape_icons
from engine.tang_garden.state import GameState, Pos

REQUESTS: Registry[type] = Registry("request condition")

Terrain = Literal["greenery", "water", "rock"]
SIDE_WORDS = ("north", "east", "south", "west")


@REQUESTS.base
class Condition(Model):
    """A Request tile's condition."""

    def met(self, state: GameState, pos: Pos) -> bool:
        return self.progress(state, pos) >= 1.0

    def progress(self, state: GameState, pos: Pos) -> float:
        """How near the condition is, from 0 to 1 (1: met). Reads only the Request tiles and
        the garden's tiles, decorations, miniatures' spots and landscapes (``memo.garden``
        remembers it by them)."""
        raise NotImplementedError

    def reads(self, state: GameState, pos: Pos) -> tuple | None:
        """What ``progress`` reads besides the catalog, when that is quicker to compare than
        the progress to work out (None: worked out every time)."""
        return None

    def text(self) -> str:
        raise NotImplementedError


def _garden_tiles(state: GameState, pos: Pos) -> list[Pos]:
    """The district's spaces holding a garden tile (not the central tile: [U5] SM6)."""
    middle = central(state)
    return [p for p in district(state, pos) if p in state.board and p not in middle]


def _share(have: int, need: int) -> float:
    return min(have, need) / need if need else 1.0


@REQUESTS.register
class TerrainsCondition(Condition):
    """At least so many garden tiles showing each terrain in the district, and decorations of
    these types there."""

    kind: Literal["terrains"]
    terrains: dict[Terrain, PositiveInt]
    decorations: tuple[Id, ...] = ()

    def progress(self, state: GameState, pos: Pos) -> float:
        tiles = _garden_tiles(state, pos)
        parts = [
            _share(sum(TERRAINS.index(t) in state.board[p].terrains for p in tiles), n)
            for t, n in self.terrains.items()
        ]
        there = {state.decorations.get(p) for p in district(state, pos)}
        parts += [float(d in there) for d in self.decorations]
        return sum(parts) / len(parts)

    def text(self) -> str:
        need = ", ".join(f"{n} {t}" for t, n in self.terrains.items())
        decorations = "".join(f", a {d.replace('_', ' ')}" for d in self.decorations)
        return f"Quarter: tiles showing {need}{decorations}"


@REQUESTS.register
class ConnectedCondition(Condition):
    """So many garden tiles showing one terrain, in one group of touching tiles, in the
    district (terrain continuity and enclosure not needed: [U5] c)."""

    kind: Literal["connected"]
    terrain: Terrain
    count: PositiveInt

    def progress(self, state: GameState, pos: Pos) -> float:
        code = TERRAINS.index(self.terrain)
        left = {p for p in _garden_tiles(state, pos) if code in state.board[p].terrains}
        best = 0
        while left:
            todo = [left.pop()]
            size = 0
            while todo:
                x, y = todo.pop()
                size += 1
                for d in range(4):
                    n = (x + DX[d], y + DY[d])
                    if n in left:
                        left.remove(n)
                        todo.append(n)
            best = max(best, size)
        return _share(best, self.count)

    def text(self) -> str:
        return f"Quarter: {self.count} touching tiles showing {self.terrain}"


@REQUESTS.register
class CharactersCondition(Condition):
    """So many character miniatures in the district (not the Supervisors: [U5] e)."""

    kind: Literal["characters"]
    count: PositiveInt

    def progress(self, state: GameState, pos: Pos) -> float:
        spaces = set(district(state, pos))
        return _share(sum((x, y) in spaces for x, y, _ in state.minis), self.count)

    def text(self) -> str:
        return f"Quarter: {counted(self.count, 'character')} standing there"


@REQUESTS.register
class DecorationTypesCondition(Condition):
    """So many different decorations in the district ([U5] d)."""

    kind: Literal["decoration_types"]
    count: PositiveInt

    def progress(self, state: GameState, pos: Pos) -> float:
        there = {state.decorations[p] for p in district(state, pos) if p in state.decorations}
        return _share(len(there), self.count)

    def text(self) -> str:
        return f"Quarter: {self.count} different decorations"


@REQUESTS.register
class WalledCondition(Condition):
    """So many tiles with a wall in the district; the Request tiles there count."""

    kind: Literal["walled"]
    count: PositiveInt

    def progress(self, state: GameState, pos: Pos) -> float:
        spaces = district(state, pos)
        requests = summer(state).requests
        board = state.board
        walled = sum(p in requests or (p in board and WALL in board[p].edges) for p in spaces)
        return _share(walled, self.count)

    def text(self) -> str:
        return f"Quarter: {self.count} tiles with walls (Requests count)"


@REQUESTS.register
class LandscapeCondition(Condition):
    """Icons on the landscape tiles of the Request tile's board edge: at least ``icons`` in
    all, ``same`` of one kind, ``different`` kinds (each optional)."""

    kind: Literal["landscape"]
    icons: NonNegativeInt = 0
    same: NonNegativeInt = 0
    different: NonNegativeInt = 0

    def reads(self, state: GameState, pos: Pos) -> tuple | None:
        slots = state.slots  # the landscapes (their icons' words for wild icons aside)
        return (nearest_side(state, pos), tuple(slots), tuple(slots.values()))

    def progress(self, state: GameState, pos: Pos) -> float:
        shown = active_landscape_icons(state, nearest_side(state, pos))
        kinds = Counter(shown)
        parts = [
            _share(have, need)
            for have, need in (
                (len(shown), self.icons),
                (max(kinds.values(), default=0), self.same),
                (len(kinds), self.different),
            )
            if need
        ]
        return sum(parts) / len(parts)

    def text(self) -> str:
        parts = [
            f"{self.icons} icons" if self.icons else "",
            f"{self.same} identical icons" if self.same else "",
            f"{self.different} different icons" if self.different else "",
        ]
        return "This edge's landscape: " + " and ".join(p for p in parts if p)

"""The Seasons box's new garden tiles: Fountains, Gold and Silver walls, Tao fountains, the
Viewpoint, the Theatre, the Lion statue and the Koi fountain. Each is an ordinary garden tile
(edges matched as usual, [U29]) with a moment of its own; the module (module.py) calls these
moments from the base flow's hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import PositiveInt

from engine.core.events import Event
from engine.tang_garden.cells import (
    DX,
    DY,
    FOOTPATH,
    GREENERY,
    SIDES,
    TERRAINS,
    CellDef,
    garden_cell,
)
from engine.tang_garden.content.base import Area, EdgeKind, Side, Terrain
from engine.tang_garden.kinds.tiles import TILES, Region, TileKind
from engine.tang_garden.kinds.words import SIDE_NAMES, coins
from engine.tang_garden.modules.new_garden_tiles.slice import ID
from engine.tang_garden.scoring import seen_by

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.state import GameState, Pos


def turned(side: str, rot: int) -> int:
    """The direction a printed side points to once the tile is turned ``rot`` quarter turns."""
    return (SIDES.index(side) + rot) % 4


class SeasonsTile(TileKind):
    """A Seasons garden tile: a named ordinary tile with moments of its own."""

    name: str
    edges: tuple[EdgeKind, EdgeKind, EdgeKind, EdgeKind]  # N, E, S, W
    regions: tuple[Region, ...] = ()
    icon: Area | None = None
    character_spot: bool = False
    category: ClassVar[str] = ""  # its final-scoring category ("" for none)
    spoken: ClassVar[bool] = True

    def cell(self, rot: int) -> CellDef:
        regions = [(r.terrain, r.edges) for r in self.regions]
        return garden_cell(self.id, rot, self.edges, regions, self.icon, self.character_spot)

    def spots(self) -> tuple[str, ...]:
        """Character spots it carries besides the tile's own."""
        return ()

    def on_laid(self, state: GameState, pos: Pos, events: list[Event]) -> None:
        """It was just laid on ``pos`` (its rewards already given)."""

    def others_laid(
        self, state: GameState, own: Pos, board: dict[Pos, CellDef], pos: Pos, rewards: BuildRewards
    ) -> None:
        """Another tile is being laid on ``pos`` (``board`` includes it): what it adds to that
        placement's rewards (also for previews)."""

    def end_coins(self, state: GameState, own: Pos, player: int) -> int:
        """What it gives (or costs) ``player`` at the final scoring, in its ``category``."""
        return 0


def _seen_by_own(state: GameState, own: Pos, player: int) -> int:
    """How many of ``player``'s characters have the space ``own`` in their line of sight."""
    return sum(
        1
        for (x, y, _), mini in state.minis.items()
        if mini.owner == player and own in seen_by(state, (x, y), mini)
    )


@TILES.register
class Fountain(SeasonsTile):
    """An advance on the track of its terrain for the placer, or two character spots."""

    kind: Literal["fountain"]
    track: Terrain | None = None
    second_spot: bool = False

    def spots(self) -> tuple[str, ...]:
        return ("fountain",) if self.second_spot else ()

    def text(self) -> str:
        if self.track is not None:
            return (
                f"The {self.name}: whoever places it advances one space on the {self.track} track."
            )
        return f"The {self.name}: it carries two character spots."

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: Pos, rewards: BuildRewards
    ) -> None:
        if self.track is not None:
            rewards.bonus[TERRAINS.index(self.track)] += 1


@TILES.register
class GoldWall(SeasonsTile):
    """Coins for its gold-wall edges touching tiles, and for tiles laid against them later."""

    kind: Literal["gold_wall"]
    gold: tuple[Side, ...]  # its gold-wall sides, as printed
    coins_per_edge: PositiveInt
    coins_beside: PositiveInt

    def text(self) -> str:
        return (
            f"The {self.name}: placing it pays {coins(self.coins_per_edge)} for each of its gold "
            f"walls that touches a tile; later, placing a tile against a gold wall pays "
            f"{coins(self.coins_beside)}."
        )

    def _gold_dirs(self, rot: int) -> list[int]:
        return [turned(side, rot) for side in self.gold]

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: Pos, rewards: BuildRewards
    ) -> None:
        touching = sum(
            1 for d in self._gold_dirs(cell.rot) if (pos[0] + DX[d], pos[1] + DY[d]) in state.board
        )
        if touching:
            rewards.coins[f"the {self.name}"] = self.coins_per_edge * touching

    def others_laid(self, state, own, board, pos, rewards) -> None:
        rot = board[own].rot
        if any((own[0] + DX[d], own[1] + DY[d]) == pos for d in self._gold_dirs(rot)):
            why = f"beside the {self.name}"
            rewards.coins[why] = rewards.coins.get(why, 0) + self.coins_beside


class SeenAtEnd(SeasonsTile):
    """Coins (or a loss) at the end for every character of yours that sees it."""

    coins_per_character: int

    def text(self) -> str:
        n = self.coins_per_character
        return (
            f"The {self.name}: no effect when placed. At the end, every player "
            f"{'gains' if n > 0 else 'loses'} {coins(abs(n))} for each of their characters that "
            "has it in its line of sight."
        )

    def end_coins(self, state: GameState, own: Pos, player: int) -> int:
        return self.coins_per_character * _seen_by_own(state, own, player)


@TILES.register
class SilverWall(SeenAtEnd):
    kind: Literal["silver_wall"]
    category: ClassVar[str] = "silver_walls"


@TILES.register
class Theatre(SeenAtEnd):
    kind: Literal["theatre"]
    category: ClassVar[str] = "theatre"


@TILES.register
class TaoFountain(SeasonsTile):
    """One advance on a track of the placer's choice."""

    kind: Literal["tao_fountain"]

    def text(self) -> str:
        return f"The {self.name}: whoever places it advances one space on a track of their choice."

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: Pos, rewards: BuildRewards
    ) -> None:
        rewards.any_tracks += 1


@TILES.register
class Viewpoint(SeasonsTile):
    """Coins on the empty landscape slots its telescope points to, for whoever fills them."""

    kind: Literal["viewpoint"]
    telescope: Side  # where the telescope points, as printed
    coins_per_slot: PositiveInt

    def text(self) -> str:
        return (
            f"The {self.name}: placing it puts {coins(self.coins_per_slot)} on each empty "
            "landscape slot of the side its telescope points to; whoever later lays a landscape "
            "tile into such a slot takes them."
        )

    def on_laid(self, state: GameState, pos: Pos, events: list[Event]) -> None:
        # not at the top: slice.py needs the expansions' base, which needs the content models
        # that this file's kinds help to build
        side = SIDES[turned(self.telescope, state.board[pos].rot)]
        part = state.ext[ID]
        empty = [
            sid
            for sid, slot in sorted(state.catalog.slots.items())
            if slot.side == side and state.slots[sid] is None
        ]
        for sid in empty:
            part.slot_coins[sid] = part.slot_coins.get(sid, 0) + self.coins_per_slot
        events.append(
            Event(
                "viewpoint",
                f"The {self.name} looks {SIDE_NAMES[side]}: "
                f"{coins(self.coins_per_slot)} on each of its {len(empty)} empty landscape slots",
                {"side": side, "slots": empty},
            )
        )


def _network(board: dict[Pos, CellDef], start: Pos, terrain: int) -> set[Pos]:
    """The spaces joined to ``start`` by edges of ``terrain`` (greenery regions or footpaths:
    a tile's edges of that terrain are taken as joined inside it)."""
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        cell = board[x, y]
        for d in range(4):
            npos = (x + DX[d], y + DY[d])
            nb = board.get(npos)
            if cell.edges[d] != terrain or nb is None or npos in seen:
                continue
            if nb.edges[(d + 2) % 4] == terrain:
                seen.add(npos)
                todo.append(npos)
    return seen


class Connector(SeasonsTile):
    """A coin each time a tile is laid that extends what is joined to it (Lion, Koi)."""

    joins: ClassVar[int]
    coins_per_tile: PositiveInt

    def others_laid(self, state, own, board, pos, rewards) -> None:
        if pos in _network(board, own, self.joins):
            why = f"the {self.name}"
            rewards.coins[why] = rewards.coins.get(why, 0) + self.coins_per_tile


@TILES.register
class LionStatue(Connector):
    kind: Literal["lion_statue"]
    joins: ClassVar[int] = GREENERY

    def text(self) -> str:
        return (
            f"The {self.name}: each time a player places a tile that extends the greenery "
            f"joined to it, they gain {coins(self.coins_per_tile)}."
        )


@TILES.register
class KoiFountain(Connector):
    kind: Literal["koi_fountain"]
    joins: ClassVar[int] = FOOTPATH

    def text(self) -> str:
        return (
            f"The {self.name}: each time a player places a tile that extends a footpath joined "
            f"to it, they gain {coins(self.coins_per_tile)}."
        )

"""Lookup tables the rules need, built once from the validated component data.

Edges and terrains become small ints and every tile is pre-rotated, so the rules
never touch the pydantic models in their hot paths.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from engine.content.models import (
    Character,
    DecorationType,
    GameData,
    GardenTile,
    Region,
    StartCell,
    TempleTile,
)

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

GREENERY, WATER, ROCK, FOOTPATH, WALL = range(5)
EDGE_CODE = {"greenery": GREENERY, "water": WATER, "rock": ROCK, "footpath": FOOTPATH, "wall": WALL}
TERRAINS = ("greenery", "water", "rock")  # index = track index = terrain code
SIDES = "NESW"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
CORNER_OFFSETS = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}
NONE = -1  # no neighbour on that side
WILD = WALL  # a wall or a temple: anything may face it


@dataclass(frozen=True, slots=True, eq=False)
class CellDef:
    """One board space's worth of garden tile in a fixed rotation."""

    tile: str
    rot: int
    edges: tuple[int, int, int, int]
    regions: tuple[tuple[int, tuple[int, ...]], ...]  # (terrain, edge directions)
    region_at: tuple[int, int, int, int]  # region index per direction, -1 for none
    icon: str | None
    character_spot: bool
    temple: int | None  # the temple's terrain, None for ordinary tiles
    terrains: frozenset[int]


def edge_fits(edge: int, constraint: int) -> bool:
    """An edge fits an empty side, a wall or temple, or the same edge; a wall fits anything."""
    return constraint in (NONE, WILD) or edge in (WALL, constraint)


def fits(cell: CellDef, constraint: tuple[int, ...]) -> bool:
    """Whether ``cell``'s edges match every neighbour's ``constraint``."""
    return cell.temple is not None or all(
        edge_fits(e, c) for e, c in zip(cell.edges, constraint, strict=True)
    )


def _rotate(dirs: tuple[int, ...], rot: int) -> tuple[int, ...]:
    return tuple((d + rot) % 4 for d in dirs)


class Catalog:
    """Pre-rotated tiles and indexed components of one loaded data set and ruleset.

    ``data`` is the base game's data; the ruleset's modules add the components of their packs.
    """

    def __init__(self, data: GameData, ruleset: Ruleset | None = None) -> None:
        if ruleset is None:
            from engine.ruleset import Ruleset

            ruleset = Ruleset((), range(data.rules.players_min, data.rules.players_max + 1))
        self.data = data
        self.ruleset = ruleset
        packs = [m.pack for m in ruleset.modules]
        self._fitting: dict[tuple[str, tuple[int, ...]], tuple[int, ...]] = {}
        self.cells: dict[tuple[str, int], CellDef] = {}
        self.tiles: dict[str, GardenTile | TempleTile] = {t.id: t for t in data.tiles.tiles}
        for tile in data.tiles.tiles:
            for rot in range(4):
                self.cells[tile.id, rot] = self._make_cell(tile, rot)
        self.rotations: dict[str, tuple[CellDef, ...]] = {
            t: tuple(self.cells[t, rot] for rot in range(4)) for t in self.tiles
        }
        self.stack_names: tuple[str, ...] = tuple(s.stack for s in data.tiles.stacks)
        self.stack_corner = {s.stack: s.corner for s in data.tiles.stacks}
        self.start_faces = {f.id: f for f in data.tiles.starting_tile}
        self.decoration_types: dict[str, DecorationType] = {
            d.id: d for d in data.decorations.decorations
        }
        self.cards = {c.id: c for c in data.decorations.cards}
        self.card_type = {c.id: self.decoration_types[c.decoration] for c in data.decorations.cards}
        self.characters: dict[str, Character] = {c.id: c for c in data.characters.characters}
        self.landscapes = {tile.id: tile for tile in data.landscapes.landscapes}
        self.lanterns = {
            lantern.id: lantern
            for lanterns in (data.lanterns, *(p["lanterns"] for p in packs if "lanterns" in p))
            for lantern in lanterns.lanterns
        }
        self.slots = {s.id: s for s in data.board.slots}
        self.rules = data.rules
        board = data.player_board
        self.top_level = board.top_level
        self.thresholds = tuple(s.level for s in board.spaces if s.character_threshold)
        self.level_coins = {s.level: s.coins for s in board.spaces if s.coins}
        self.columns = data.board.columns
        self.rows = data.board.rows
        self.all_cells = frozenset(
            (x, y) for x in range(data.board.columns) for y in range(data.board.rows)
        )
        self.solo_cells = frozenset(data.board.solo_cells)

    def _make_cell(
        self, tile: GardenTile | TempleTile | StartCell, rot: int, name: str = ""
    ) -> CellDef:
        if isinstance(tile, TempleTile):
            temple = TERRAINS.index(tile.terrain)
            return CellDef(
                tile.id,
                rot,
                (WALL,) * 4,
                (),
                (-1,) * 4,
                None,
                tile.character_spot,
                temple,
                frozenset(),
            )
        base = tuple(EDGE_CODE[e] for e in tile.edges)
        edges = tuple(base[(d - rot) % 4] for d in range(4))
        regions = tuple(self._region(r, rot) for r in tile.regions)
        region_at = [-1, -1, -1, -1]
        for index, (_, dirs) in enumerate(regions):
            for d in dirs:
                region_at[d] = index
        return CellDef(
            name or tile.id,
            rot,
            edges,
            regions,
            tuple(region_at),
            tile.icon,
            tile.character_spot,
            None,
            frozenset(t for t, _ in regions),
        )

    @staticmethod
    def _region(region: Region, rot: int) -> tuple[int, tuple[int, ...]]:
        dirs = tuple(SIDES.index(s) for s in region.edges)
        return TERRAINS.index(region.terrain), _rotate(dirs, rot)

    @cached_property
    def _start_cells(self) -> dict[tuple[str, int], dict[tuple[int, int], CellDef]]:
        out: dict[tuple[str, int], dict[tuple[int, int], CellDef]] = {}
        for face in self.data.tiles.starting_tile:
            for rot in range(4):
                placed: dict[tuple[int, int], CellDef] = {}
                for corner, cell in face.cells.items():
                    cx, cy = CORNER_OFFSETS[corner]
                    for _ in range(rot):  # rotate the quarter's position clockwise
                        cx, cy = 1 - cy, cx
                    placed[cx, cy] = self._make_cell(cell, rot, f"start_{face.id}_{corner}")
                out[face.id, rot] = placed
        return out

    def start_cells(self, face: str, rot: int) -> dict[tuple[int, int], CellDef]:
        """The four quarters of the starting tile, keyed by offset within the 2x2 area."""
        return self._start_cells[face, rot]

    def fitting_rotations(self, tile: str, constraint: tuple[int, ...]) -> tuple[int, ...]:
        """The rotations of ``tile`` whose edges match ``constraint`` (memoised per catalog)."""
        key = (tile, constraint)
        hit = self._fitting.get(key)
        if hit is None:
            cells = self.rotations[tile]
            hit = tuple(rot for rot, cell in enumerate(cells) if fits(cell, constraint))
            self._fitting[key] = hit
        return hit

    def refresh_cost(self, players: int) -> int:
        costs = self.rules.refresh_tokens
        return costs.get(players, max(costs.values()))

    def decoration_area(self, card: str) -> str:
        return self.card_type[card].area

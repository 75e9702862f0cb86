"""A board space's worth of tile: edge and terrain codes, pre-rotated cells, edge matching."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

GREENERY, WATER, ROCK, FOOTPATH, WALL = range(5)
EDGE_CODE = {"greenery": GREENERY, "water": WATER, "rock": ROCK, "footpath": FOOTPATH, "wall": WALL}
TERRAINS = ("greenery", "water", "rock")  # index = track index = terrain code
SIDES = "NESW"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
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
    faces: tuple[int, int, int, int]  # what each side asks of a neighbour: its edge, or NONE


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


def garden_cell(
    name: str,
    rot: int,
    edges: Sequence[str],
    regions: Sequence[tuple[str, Sequence[str]]],
    icon: str | None,
    character_spot: bool,
) -> CellDef:
    """A garden tile (or a quarter of the starting tile) turned ``rot`` quarter turns clockwise.

    ``edges``: N, E, S, W words; ``regions``: (terrain, the sides it touches).
    """
    base = tuple(EDGE_CODE[e] for e in edges)
    turned = tuple(base[(d - rot) % 4] for d in range(4))
    coded = tuple(
        (TERRAINS.index(terrain), _rotate(tuple(SIDES.index(s) for s in sides), rot))
        for terrain, sides in regions
    )
    region_at = [-1, -1, -1, -1]
    for index, (_, dirs) in enumerate(coded):
        for d in dirs:
            region_at[d] = index
    return CellDef(
        name,
        rot,
        turned,  # type: ignore[arg-type]
        coded,
        tuple(region_at),  # type: ignore[arg-type]
        icon,
        character_spot,
        None,
        frozenset(t for t, _ in coded),
        tuple(NONE if e == WALL else e for e in turned),  # type: ignore[arg-type]
    )


def walled_cell(name: str, rot: int, character_spot: bool) -> CellDef:
    """A special tile walled all round, without a terrain: it fits anywhere."""
    return CellDef(
        name, rot, (WALL,) * 4, (), (-1,) * 4, None, character_spot, None, frozenset(), (NONE,) * 4
    )


def temple_cell(name: str, rot: int, terrain: str, character_spot: bool) -> CellDef:
    """A temple: walls all round, its terrain paying coins to matching neighbours."""
    return CellDef(
        name,
        rot,
        (WALL,) * 4,
        (),
        (-1,) * 4,
        None,
        character_spot,
        TERRAINS.index(terrain),
        frozenset(),
        (NONE,) * 4,
    )

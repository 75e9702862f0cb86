"""Kinds of board zone (engine/tang_garden/zones.py): the shape of a zone over the garden and
the order its spaces are built in, one registered class per kind."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import PositiveInt

from engine.tang_garden.content.base import Id, Model
from engine.tang_garden.kinds.registries import ZONES
from engine.tang_garden.zones import Pos, Zone

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog


@ZONES.base
class ZoneKind(Model):
    """Base of every zone kind: the zone's name."""

    id: Id

    def over(self, catalog: Catalog, spaces: Iterable[Pos], laid: Mapping[Pos, str]) -> Zone:
        """The zone over ``catalog``'s garden with its spaces for tiles at ``spaces`` (the zone's
        own (x, y)) and ``laid`` on them (garden space -> tile)."""
        raise NotImplementedError


@ZONES.register
class SquareZone(ZoneKind):
    """A square of ``size`` x ``size`` garden spaces centred on the garden's starting spaces
    (Winter's palace roof): its corners NW, NE, SE and SW take no tile, and its spaces are built
    ring by ring from the outside in (the border first)."""

    kind: Literal["square"]
    size: PositiveInt

    def over(self, catalog: Catalog, spaces: Iterable[Pos], laid: Mapping[Pos, str]) -> Zone:
        key = (self.id, self.size, tuple(spaces))
        shapes = catalog.table("square zones")  # its shape over this garden, made once
        shape = shapes.get(key)
        if shape is None:
            shape = shapes[key] = self._shape(catalog, key[2])
        return Zone(self.id, *shape, laid)

    def _shape(self, catalog: Catalog, spaces: tuple[Pos, ...]) -> tuple:
        """Its origin, cells, tiers and corners over ``catalog``'s garden."""
        xs, ys = zip(*catalog.data.board.start_cells, strict=True)
        ox, oy = ((min(c) + max(c) + 1 - self.size) // 2 for c in (xs, ys))
        last = self.size - 1
        rings: dict[int, list[Pos]] = {}
        for x, y in spaces:
            rings.setdefault(min(x, y, last - x, last - y), []).append((ox + x, oy + y))
        corners = {"NW": (0, 0), "NE": (last, 0), "SE": (last, last), "SW": (0, last)}
        return (
            (ox, oy),
            frozenset((ox + i, oy + j) for i in range(self.size) for j in range(self.size)),
            tuple(tuple(rings[ring]) for ring in sorted(rings)),
            {name: (ox + x, oy + y) for name, (x, y) in corners.items()},
        )

"""What a module's pictures add to the painters: its ``painting.py`` holds ``PICTURES``, a
``Pictures`` of drawing functions by the name its data gives (a decoration's id, a character's,
a tile kind, a landscape icon, a lantern effect, a token)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields

from game.palette import RGB
from game.tang_garden.painting.core import Pen, Point

Decoration = Callable[[Pen], None]  # a decoration piece in the unit square
Emblem = Callable[[Pen, float, float, float], None]  # a character's emblem at (x, y), radius r
TilePicture = Callable[[Pen, object, object], None]  # (pen, tile, seed)
Icon = Callable[[Pen], None]  # a landscape icon in the unit square
LanternGlyph = Callable[[Pen, Point, float, RGB], None]  # in a circle of radius r round c
Token = Callable[[Pen], None]  # a skill's token in the unit square


@dataclass(frozen=True)
class Pictures:
    """One module's pictures, or every module's together (``joined``)."""

    decorations: Mapping[str, Decoration] = field(default_factory=dict)
    emblems: Mapping[str, Emblem] = field(default_factory=dict)
    special_tiles: Mapping[str, TilePicture] = field(default_factory=dict)  # walled all round
    tile_features: Mapping[str, TilePicture] = field(default_factory=dict)  # over its terrain
    landscape_icons: Mapping[str, Icon] = field(default_factory=dict)
    lantern_glyphs: Mapping[str, LanternGlyph] = field(default_factory=dict)
    tokens: Mapping[str, Token] = field(default_factory=dict)

    @classmethod
    def joined(cls, parts: list[Pictures]) -> Pictures:
        """All of ``parts`` in one; a name two parts paint is a mistake (ValueError)."""
        tables: dict[str, dict] = {}
        for table in fields(cls):
            joined: dict = {}
            for part in parts:
                table_of = getattr(part, table.name)
                twice = joined.keys() & table_of.keys()
                if twice:
                    raise ValueError(f"{table.name} painted twice: {', '.join(sorted(twice))}")
                joined.update(table_of)
            tables[table.name] = joined
        return cls(**tables)

"""Read the Tiled board map (data/boards/garden.tmx) into ``BoardGeometry``.

The map is an orthogonal TMX file with rectangle objects whose ``type`` (``class`` in Tiled 1.9)
is one of ``CATEGORIES``, or else names a zone: a set of garden cells (the rectangles of that type
cover them) that a module may read. Pixel rectangles stay in map pixels; cells are converted to
garden coordinates (x = column west to east, y = row north to south, 0 at the garden's corner).
"""

from __future__ import annotations

import logging
import sys
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from xml.parsers import expat

from pydantic import ValidationError

from engine.core.content.problems import format_problem
from engine.tang_garden.content.models import BoardGeometry, LandscapeSlot, Rect

CATEGORIES = ("garden", "start_area", "landscape_slot", "stack_corner")  # every map has each
SIDES = ("N", "E", "S", "W")
CORNERS = ("NW", "NE", "SE", "SW")
SLOTS_PER_SIDE = {"small": 3, "large": 2}  # rulebook: 3 small inner + 2 large outer per side
SLOT_PROPERTIES = {"slot": "id", "side": "side", "size": "size", "index": "index", "start": "start"}


@contextmanager
def _quiet(*loggers: str) -> Iterator[None]:
    """Silence pytmx's loggers: its problems are reported as problem lines instead."""
    saved = [(log, log.disabled) for log in map(logging.getLogger, loggers)]
    for log, _ in saved:
        log.disabled = True
    try:
        yield
    finally:
        for log, disabled in saved:
            log.disabled = disabled


def import_pytmx() -> ModuleType:
    """Import pytmx without letting it pull in pygame (the engine must stay pygame-free).

    pytmx's package ``__init__`` imports its optional pygame helpers when pygame is installed;
    they are not needed here, so pygame is hidden for the duration of the first import. The
    pygame helpers stay importable explicitly (``from pytmx.util_pygame import load_pygame``).
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes "import pygame" fail
    try:
        with _quiet("pytmx.util_pygame"):  # it logs an error when pygame is missing
            import pytmx
    finally:
        if sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
    return pytmx


@dataclass
class _XmlLines:
    """Line numbers of the map element, object groups (by name) and objects (by id)."""

    map: int = 1
    groups: dict[str, int] = field(default_factory=dict)
    objects: dict[int, int] = field(default_factory=dict)


def _xml_lines(raw: bytes) -> _XmlLines:
    lines = _XmlLines()
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        line = parser.CurrentLineNumber
        if tag == "map":
            lines.map = line
        elif tag == "objectgroup":
            lines.groups.setdefault(attrs.get("name", ""), line)
        elif tag == "object" and attrs.get("id", "").isdigit():
            lines.objects.setdefault(int(attrs["id"]), line)

    parser.StartElementHandler = start
    parser.Parse(raw, True)
    return lines


class _Reader:
    """Collects problems while turning the map's objects into board geometry."""

    def __init__(self, label: str, lines: _XmlLines) -> None:
        self.label = label
        self.lines = lines
        self.problems: list[str] = []

    def report(self, line: int, item: str, message: str, prop: str = "") -> None:
        self.problems.append(format_problem(self.label, line, item, prop, message))

    def obj_line(self, obj: Any) -> int:
        return self.lines.objects.get(int(obj.id), self.lines.map)

    def group_line(self, name: str) -> int:
        return self.lines.groups.get(name, self.lines.map)

    @staticmethod
    def obj_name(obj: Any) -> str:
        return str(obj.name or f"object {obj.id}")

    def rect(self, obj: Any) -> Rect | None:
        values = (obj.x, obj.y, obj.width, obj.height)
        if any(float(v) != int(v) for v in values):
            self.report(self.obj_line(obj), self.obj_name(obj), "position is not in whole pixels")
            return None
        if obj.rotation:
            self.report(self.obj_line(obj), self.obj_name(obj), "rectangles must not be rotated")
            return None
        x, y, w, h = (int(v) for v in values)
        if w <= 0 or h <= 0:
            self.report(self.obj_line(obj), self.obj_name(obj), "rectangle has no area")
            return None
        return Rect(x=x, y=y, w=w, h=h)

    def cells(self, obj: Any, rect: Rect, garden: Rect, cell: int) -> set[tuple[int, int]] | None:
        """The garden cells covered by an object's rectangle, which must be grid-aligned."""
        dx, dy = rect.x - garden.x, rect.y - garden.y
        if any(v % cell for v in (dx, dy, rect.w, rect.h)):
            self.report(self.obj_line(obj), self.obj_name(obj), "rectangle is not on the grid")
            return None
        x0, y0 = dx // cell, dy // cell
        cols, rows = garden.w // cell, garden.h // cell
        if x0 < 0 or y0 < 0 or x0 + rect.w // cell > cols or y0 + rect.h // cell > rows:
            self.report(self.obj_line(obj), self.obj_name(obj), "rectangle leaves the garden")
            return None
        xs = range(x0, x0 + rect.w // cell)
        ys = range(y0, y0 + rect.h // cell)
        return {(x, y) for x in xs for y in ys}


def _category(obj: Any) -> str | None:
    """The object's category: ``type`` (Tiled 1.10) or ``class`` (Tiled 1.9)."""
    return obj.type or getattr(obj, "class", None)


def read_board(path: Path, label: str) -> tuple[BoardGeometry | None, list[str]]:
    """Load the TMX board; return the geometry, or ``None`` and one line per problem."""
    if not path.is_file():
        return None, [format_problem(label, 0, "", "", "file not found")]
    try:
        raw = path.read_bytes()
    except OSError as exc:
        return None, [format_problem(label, 0, "", "", f"cannot read the file: {exc.strerror}")]
    try:
        lines = _xml_lines(raw)
    except expat.ExpatError as exc:
        message = f"malformed XML: {expat.ErrorString(exc.code)} (column {exc.offset + 1})"
        return None, [format_problem(label, exc.lineno, "", "", message)]
    try:
        pytmx = import_pytmx()
        with _quiet("pytmx", "pytmx.pytmx"):
            tiled = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds of errors on bad maps
        return None, [format_problem(label, lines.map, "", "", f"cannot read the map: {exc}")]
    reader = _Reader(label, lines)
    board = _geometry(tiled, reader)
    if reader.problems:
        return None, reader.problems
    return board, []


def _geometry(tiled: Any, reader: _Reader) -> BoardGeometry | None:
    if tiled.orientation != "orthogonal":
        reader.report(
            reader.lines.map, "map", f"orientation must be orthogonal, not {tiled.orientation}"
        )
    cell = int(tiled.tilewidth)
    if cell <= 0 or tiled.tileheight != tiled.tilewidth:
        reader.report(reader.lines.map, "map", "tiles must be square (tilewidth = tileheight > 0)")
        return None
    by_category: dict[str, list[Any]] = defaultdict(list)
    for obj in tiled.objects:
        category = _category(obj)
        if not category:
            reader.report(reader.obj_line(obj), reader.obj_name(obj), "the object has no type")
            continue
        by_category[category].append(obj)
    for category in CATEGORIES:
        if not by_category[category]:
            reader.report(reader.group_line(category), category, "no object of this type")
    if reader.problems:
        return None

    gardens = by_category["garden"]
    if len(gardens) != 1:
        reader.report(
            reader.obj_line(gardens[1]),
            reader.obj_name(gardens[1]),
            "more than one garden rectangle",
        )
        return None
    garden = reader.rect(gardens[0])
    if garden is None:
        return None
    if any(v % cell for v in (garden.x, garden.y, garden.w, garden.h)):
        reader.report(
            reader.obj_line(gardens[0]),
            reader.obj_name(gardens[0]),
            f"garden is not aligned to the {cell} px grid",
        )
        return None

    start = _start_cells(by_category["start_area"], garden, cell, reader)
    slots = _slots(by_category["landscape_slot"], garden, reader)
    corners = _corners(by_category["stack_corner"], garden, reader)
    zones = {
        name: _zone(objs, garden, cell, reader)
        for name, objs in by_category.items()
        if name not in CATEGORIES
    }
    if reader.problems or start is None:
        return None
    return BoardGeometry(
        columns=garden.w // cell,
        rows=garden.h // cell,
        cell_px=cell,
        garden_px=garden,
        start_cells=start,
        slots=tuple(slots),
        corners=corners,
        zones=zones,
    )


def _covered(
    objs: list[Any], garden: Rect, cell: int, reader: _Reader
) -> set[tuple[int, int]] | None:
    """The garden cells the objects' rectangles cover together (None if one is unreadable)."""
    covered: set[tuple[int, int]] = set()
    for obj in objs:
        rect = reader.rect(obj)
        cells = reader.cells(obj, rect, garden, cell) if rect else None
        if cells is None:
            return None
        covered |= cells
    return covered


def _zone(objs: list[Any], garden: Rect, cell: int, reader: _Reader) -> tuple[tuple[int, int], ...]:
    """The garden cells a zone's rectangles cover, row by row (none if one is unreadable: that is
    reported)."""
    return tuple(sorted(_covered(objs, garden, cell, reader) or (), key=lambda c: (c[1], c[0])))


def _start_cells(
    objs: list[Any], garden: Rect, cell: int, reader: _Reader
) -> tuple[tuple[int, int], ...] | None:
    covered = _covered(objs, garden, cell, reader)
    if covered is None:
        return None
    x0 = min(x for x, _ in covered)
    y0 = min(y for _, y in covered)
    order = ((x0, y0), (x0 + 1, y0), (x0 + 1, y0 + 1), (x0, y0 + 1))  # NW, NE, SE, SW
    if covered != set(order):
        reader.report(
            reader.group_line("start_area"),
            "start_area",
            f"the start area must be 2x2 cells, not {len(covered)} cells",
        )
        return None
    return order


def _slots(objs: list[Any], garden: Rect, reader: _Reader) -> list[LandscapeSlot]:
    pairs: list[tuple[Any, LandscapeSlot]] = []
    for obj in objs:
        rect = reader.rect(obj)
        if rect is None:
            continue
        values: dict[str, Any] = {SLOT_PROPERTIES.get(k, k): v for k, v in obj.properties.items()}
        values["pixels"] = rect
        try:
            slot = LandscapeSlot.model_validate(values)
        except ValidationError as exc:
            for error in exc.errors():
                _slot_error(obj, error, reader)
            continue
        pairs.append((obj, slot))
        _check_slot_place(obj, slot, garden, reader)
    slots = [slot for _, slot in pairs]
    if len(pairs) != len(objs):  # broken slots are reported already
        return slots

    seen_ids: set[str] = set()
    seen_pos: set[tuple[str, str, int]] = set()
    for obj, slot in pairs:
        if slot.id in seen_ids:
            reader.report(reader.obj_line(obj), slot.id, "duplicate slot id")
        key = (slot.side, slot.size, slot.index)
        if key in seen_pos:
            reader.report(
                reader.obj_line(obj),
                slot.id,
                f"a second {slot.size} slot {slot.index} on side {slot.side}",
            )
        seen_ids.add(slot.id)
        seen_pos.add(key)
    group = reader.group_line("landscape_slot")
    for side in SIDES:
        for size, count in SLOTS_PER_SIDE.items():
            for index in range(count):
                if (side, size, index) not in seen_pos:
                    reader.report(
                        group, "landscape_slot", f"side {side} has no {size} slot {index}"
                    )
            row = sorted(
                (s for s in slots if s.side == side and s.size == size), key=lambda s: s.index
            )
            along = [s.pixels.x if side in "NS" else s.pixels.y for s in row]
            if along != sorted(along):
                reader.report(
                    group,
                    "landscape_slot",
                    f"{size} slot indices on side {side} must increase along the side",
                )
        starts = [s for s in slots if s.side == side and s.start]
        if len(starts) != 1:
            reader.report(
                group, "landscape_slot", f"side {side} has {len(starts)} start slots, expected 1"
            )
        elif starts[0].size != "small":
            reader.report(group, starts[0].id, "the start slot must be a small slot")
    return slots


def _slot_error(obj: Any, error: Any, reader: _Reader) -> None:
    """Report one pydantic error of a slot's properties, named as in the TMX file."""
    loc = [str(p) for p in error["loc"]]
    if loc and loc[0] == "id":
        loc[0] = "slot"
    if error["type"] == "missing":
        msg = "missing property"
    elif error["type"] == "extra_forbidden":
        msg = "unknown property"
    else:
        msg = str(error["msg"])
        msg = msg[:1].lower() + msg[1:] + f" (got {error.get('input')!r})"
    reader.report(reader.obj_line(obj), reader.obj_name(obj), msg, ".".join(loc))


def _check_slot_place(obj: Any, slot: LandscapeSlot, garden: Rect, reader: _Reader) -> None:
    """Slots lie outside the garden on their side; small ones touch it, large ones do not."""
    r = slot.pixels
    right, bottom = garden.x + garden.w, garden.y + garden.h
    gap = {
        "N": garden.y - (r.y + r.h),
        "S": r.y - bottom,
        "W": garden.x - (r.x + r.w),
        "E": r.x - right,
    }[slot.side]
    if gap < 0:
        reader.report(reader.obj_line(obj), slot.id, f"slot is not outside the {slot.side} side")
    elif (gap == 0) != (slot.size == "small"):
        row = "the inner row, touching the garden" if slot.size == "small" else "the outer row"
        reader.report(reader.obj_line(obj), slot.id, f"a {slot.size} slot belongs in {row}")


def _corners(objs: list[Any], garden: Rect, reader: _Reader) -> dict[str, Rect]:
    corners: dict[str, Rect] = {}
    right, bottom = garden.x + garden.w, garden.y + garden.h
    for obj in objs:
        rect = reader.rect(obj)
        name = obj.properties.get("corner")
        if rect is None:
            continue
        if name not in CORNERS:
            reader.report(
                reader.obj_line(obj),
                reader.obj_name(obj),
                f"must be one of {', '.join(CORNERS)} (got {name!r})",
                "corner",
            )
            continue
        if name in corners:
            reader.report(reader.obj_line(obj), reader.obj_name(obj), f"a second {name} corner")
            continue
        north = rect.y + rect.h <= garden.y
        south = rect.y >= bottom
        west = rect.x + rect.w <= garden.x
        east = rect.x >= right
        if not ((north if name[0] == "N" else south) and (west if name[1] == "W" else east)):
            reader.report(
                reader.obj_line(obj),
                name,
                f"stack corner {name} is not beyond the garden's {name} corner",
            )
        corners[name] = rect
    for name in CORNERS:
        if name not in corners:
            reader.report(
                reader.group_line("stack_corner"), "stack_corner", f"no stack corner {name}"
            )
    return corners

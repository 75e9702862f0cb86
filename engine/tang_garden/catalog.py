"""Lookup tables the rules need, built once from the validated component data.

Edges and terrains become small ints and every tile is pre-rotated, so the rules
never touch the pydantic models in their hot paths.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any

from engine.core.actions import Interned
from engine.core.memo import Memo
from engine.tang_garden.cells import (  # noqa: F401  (re-exported: the rules import them from here)
    DX,
    DY,
    EDGE_CODE,
    FOOTPATH,
    GREENERY,
    NONE,
    ROCK,
    SIDES,
    TERRAINS,
    WALL,
    WATER,
    WILD,
    CellDef,
    edge_fits,
    fits,
    garden_cell,
)
from engine.tang_garden.content.models import TERRAIN_TRACKS
from engine.tang_garden.frontier import ROTATIONS, FitTable, side_masks
from engine.tang_garden.kinds.registries import LANTERNS, SKILLS

if TYPE_CHECKING:
    from engine.tang_garden.content.models import Character, DecorationType, GameData, StartCell
    from engine.tang_garden.kinds.lanterns import Ability
    from engine.tang_garden.kinds.skills import Skill
    from engine.tang_garden.kinds.tiles import TileKind
    from engine.tang_garden.ruleset import Ruleset

CORNER_OFFSETS = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}


class Catalog:
    """Pre-rotated tiles and indexed components of one loaded data set and ruleset.

    ``data`` is the base game's data; the ruleset's modules add the components of their packs.
    """

    def __init__(self, data: GameData, ruleset: Ruleset) -> None:
        self.data = data
        self.ruleset = ruleset
        packs = [m.pack for m in ruleset.modules]
        removed = {
            key: {i for m in ruleset.modules for i in getattr(m.manifest.removes, key)}
            for key in (
                "tiles",
                "starting_tile",
                "decorations",
                "characters",
                "landscapes",
                "lanterns",
            )
        }

        def merged(key: str, field: str) -> list:
            """The base game's items of one kind (less those a module removes), then every
            pack's."""
            gone = removed["starting_tile" if field == "starting_tile" else key]
            base = [
                item
                for item in getattr(getattr(data, key), field)
                if getattr(item, "id", item) not in gone
                and getattr(item, "decoration", None) not in gone
            ]
            return base + [item for p in packs if key in p for item in getattr(p[key], field)]

        self._lanterns_at: dict[str, dict[str, Ability]] = {}
        self._acting: dict[str, frozenset[str]] = {}
        self.no_skill: Skill = SKILLS["none"](kind="none")  # when no character is active
        # lookups the rules make often, each made on first asking (one call, no Python frame):
        # constraint -> the FitTable of tile id -> the mask of its rotations that fit it
        self.fit_table: Callable[[tuple[int, ...]], FitTable] = Memo(
            partial(FitTable, self)
        ).__getitem__
        # an action class -> its one table of actions by their fields (see ``Interned``)
        self.interned: Callable[[type], Interned] = Memo(Interned).__getitem__
        # a name -> a lookup table the rules fill as they go: what it holds depends on nothing
        # but its keys and this catalog's components
        self.table: Callable[[Any], dict] = Memo(lambda name: {}).__getitem__
        self.texts: dict[tuple[str, str], str] = {}  # words about its data (kinds.words)
        self.cells: dict[tuple[str, int], CellDef] = {}
        self.tiles: dict[str, TileKind] = {t.id: t for t in merged("tiles", "tiles")}
        for tile in self.tiles.values():
            for rot in range(4):
                self.cells[tile.id, rot] = tile.cell(rot)
        self.rotations: dict[str, tuple[CellDef, ...]] = {
            t: tuple(self.cells[t, rot] for rot in range(4)) for t in self.tiles
        }
        self.stack_names: tuple[str, ...] = tuple(s.stack for s in data.tiles.stacks)
        self.stack_corner = {s.stack: s.corner for s in data.tiles.stacks}
        self.start_faces = {f.id: f for f in merged("tiles", "starting_tile")}
        self.printed_areas = frozenset(  # the decoration areas some tile shows
            {cell.icon for cell in self.cells.values() if cell.icon}
            | {q.icon for f in self.start_faces.values() for q in f.cells.values() if q.icon}
        )
        self.decoration_types: dict[str, DecorationType] = {
            d.id: d for d in merged("decorations", "decorations")
        }
        self.cards = {c.id: c for c in merged("decorations", "cards")}
        self.card_type = {c.id: self.decoration_types[c.decoration] for c in self.cards.values()}
        self.characters: dict[str, Character] = {
            c.id: c for c in merged("characters", "characters")
        }
        self.landscapes = {tile.id: tile for tile in merged("landscapes", "landscapes")}
        self.icons = frozenset(merged("landscapes", "icons"))  # the vocabulary
        self.wild_icons = frozenset(merged("landscapes", "wild"))
        woken = {icon for m in ruleset.modules for icon in m.wakes_icons()}
        self.dormant_icons = frozenset(merged("landscapes", "dormant")) - woken
        self.lanterns = {lantern.id: lantern for lantern in merged("lanterns", "lanterns")}
        declared = [m.manifest.lanterns for m in ruleset.modules if m.manifest.lanterns]
        loadout = declared[0] if declared else [lt.id for lt in data.lanterns.lanterns]
        # the lanterns each player starts with: a scenario's, or one of each base lantern
        self.loadout = tuple(lid for lid in loadout if lid in self.lanterns)
        self.boxed: dict[str, frozenset[str]] = {}  # known, but in the box: never dealt
        for module in ruleset.modules:
            for kind, ids in module.boxed().items():
                self.boxed[kind] = self.boxed.get(kind, frozenset()) | frozenset(ids)
        self.slots = {s.id: s for s in data.board.slots}
        self.slots_by_size: dict[str, tuple[str, ...]] = {
            size: tuple(s.id for s in data.board.slots if s.size == size)
            for size in {s.size for s in data.board.slots}
        }
        self.rules = data.rules
        board = data.player_board
        self.top_level = board.top_level
        self.thresholds = tuple(sorted(s.level for s in board.spaces if s.character_threshold))
        self.level_coins = {s.level: s.coins for s in board.spaces if s.coins}
        more = [t for p in packs if "tracks" in p for t in p["tracks"].tracks]
        self.tracks = (*TERRAIN_TRACKS, *more)
        self.track_index = {t.id: i for i, t in enumerate(self.tracks)}
        self.track_top = tuple(t.top_level or board.top_level for t in self.tracks)
        self.track_coins = tuple(
            {s.level: s.coins for s in (t.spaces or board.spaces) if s.coins} for t in self.tracks
        )
        self.threshold_tracks = tuple(i for i, t in enumerate(self.tracks) if t.thresholds)
        self.any_tracks = tuple(t.id for t in self.tracks if t.any_track)
        # the players' economy (a pack's economy.yaml): resources with their limits, and workers
        self.resources = tuple(r for p in packs if "economy" in p for r in p["economy"].resources)
        self.resource_limit = {r.id: r.limit for r in self.resources}
        self.workers = sum(p["economy"].workers for p in packs if "economy" in p)
        self.columns = data.board.columns
        self.rows = data.board.rows
        self.all_cells = frozenset(
            (x, y) for x in range(data.board.columns) for y in range(data.board.rows)
        )

    @cached_property
    def side_slots(self) -> dict[str, tuple[str, ...]]:
        """The landscape slots of each side of the garden, in the board's order."""
        out: dict[str, tuple[str, ...]] = {}
        for sid, slot in self.slots.items():
            out[slot.side] = (*out.get(slot.side, ()), sid)
        return out

    @cached_property
    def _start_cells(self) -> dict[tuple[str, int], dict[tuple[int, int], CellDef]]:
        out: dict[tuple[str, int], dict[tuple[int, int], CellDef]] = {}
        for face in self.start_faces.values():
            for rot in range(4):
                placed: dict[tuple[int, int], CellDef] = {}
                for corner, cell in face.cells.items():
                    cx, cy = CORNER_OFFSETS[corner]
                    for _ in range(rot):  # rotate the quarter's position clockwise
                        cx, cy = 1 - cy, cx
                    placed[cx, cy] = _start_cell(cell, rot, f"start_{face.id}_{corner}")
                out[face.id, rot] = placed
        return out

    def start_cells(self, face: str, rot: int) -> dict[tuple[int, int], CellDef]:
        """The four quarters of the starting tile, keyed by offset within the 2x2 area."""
        return self._start_cells[face, rot]

    def fitting_rotations(self, tile: str, constraint: tuple[int, ...]) -> tuple[int, ...]:
        """The rotations of ``tile`` whose edges match ``constraint`` (memoised per catalog)."""
        return ROTATIONS[self.fit_table(constraint)[tile]]

    @cached_property
    def fit_masks(self) -> dict[str, tuple[int, ...]]:
        """Tile id -> its fit masks (``engine.tang_garden.frontier.side_masks``)."""
        return {tile: side_masks(cells) for tile, cells in self.rotations.items()}

    def refresh_cost(self, players: int) -> int:
        costs = self.rules.refresh_tokens
        cost = costs.get(players)
        return max(costs.values()) if cost is None else cost

    @cached_property
    def abilities(self) -> dict[str, Ability]:
        """Lantern id -> its ability (by the data's ``effect``)."""
        return {lid: LANTERNS[lantern.effect] for lid, lantern in self.lanterns.items()}

    def lanterns_at(self, kind: str) -> dict[str, Ability]:
        """The lanterns whose ability may be used in a decision of ``kind``: id -> ability
        (memoised)."""
        found = self._lanterns_at.get(kind)
        if found is None:
            found = self._lanterns_at[kind] = {
                lid: ability
                for lid, ability in self.abilities.items()
                if ability.moments is None or kind in ability.moments
            }
        return found

    def acting(self, moment: str) -> frozenset[str]:
        """The characters whose skill does something at ``moment`` (a method of ``Skill``
        that its kind overrides; memoised)."""
        found = self._acting.get(moment)
        if found is None:
            found = self._acting[moment] = frozenset(
                cid
                for cid, character in self.characters.items()
                if SKILLS.acts(character.skill, moment)
            )
        return found

    def decoration_area(self, card: str) -> str:
        return self.card_type[card].area


def _start_cell(cell: StartCell, rot: int, name: str) -> CellDef:
    regions = [(r.terrain, r.edges) for r in cell.regions]
    return garden_cell(name, rot, cell.edges, regions, cell.icon, cell.character_spot)

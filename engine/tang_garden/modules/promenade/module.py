"""Seasons scenario "Promenade": the players build a wall round the garden on its outer ring, one
Wall tile each time a landscape token is taken; closing the loop ends the game.

The outer ring leaves the playable spaces (``state.allowed``): garden tiles never go there. A
Corner wall tile stands on each corner and the spaces on both sides of it; the sixteen Wall
tiles fill the rest of the ring. A Wall tile laid element side up advances a track for each
matching pair of end icons with its neighbours; one laid landscape side up shows its icon to
every character facing that side of the garden (``Module.landscape_icons``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, AdvanceTrack
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import advance, gain_coins
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.state import GameState

ID = "promenade"
JOKER = "joker"
End = Literal["greenery", "water", "rock", "joker"]
SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
LANDSCAPE, ELEMENT, REVERSED = 0, 1, 2  # a Wall tile's ``rot``: which side is up, which way


class WallTile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    icon: str  # the landscape side's icon
    ends: tuple[End, End]  # the element side's end icons, anticlockwise end first


class CornerWall(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    ends: tuple[End, End]  # its end icons, anticlockwise end first


class PromenadeSettings(Model):
    shown: PositiveInt  # Wall tiles available to take (the stack's top and the ones beside it)
    corner_span: PositiveInt  # ring spaces a Corner wall tile covers on each side of the corner
    walls: tuple[WallTile, ...]
    corners: tuple[CornerWall, ...]


@dataclass(frozen=True, slots=True)
class PlaceWall(Action):
    """Lay the available Wall tile ``wall`` on the ring space (x, y): ``rot`` 0 landscape side
    up, 1 element side up, 2 element side up the other way round."""

    kind: ClassVar[str] = "place_wall"
    wall: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class WallForFootpaths(Action):
    """Two matching footpaths: lay a Wall tile instead of taking two of their coins."""

    kind: ClassVar[str] = "wall_for_footpaths"


@dataclass(slots=True)
class Walls:
    """The ring: the Wall tiles laid (space -> (wall, rot)), the corners', the stack and the
    Wall tiles available."""

    laid: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)
    corners: dict[str, str] = field(default_factory=dict)  # corner ("NW"...) -> Corner wall
    stack: list[str] = field(default_factory=list)  # landscape side up, top last
    shown: list[str] = field(default_factory=list)
    closed: bool = False  # the loop was closed (once)

    def clone(self) -> Walls:
        return Walls(dict(self.laid), dict(self.corners), self.stack[:], self.shown[:], self.closed)

    def to_dict(self) -> dict[str, Any]:
        return {
            "laid": {f"{x},{y}": list(w) for (x, y), w in sorted(self.laid.items())},
            "corners": dict(self.corners),
            "stack": len(self.stack),
            "shown": list(self.shown),
            "closed": self.closed,
        }


class Ring:
    """The outer ring's spaces in clockwise order from the north-west corner, which are the
    corners' and which the Wall tiles'."""

    def __init__(self, columns: int, rows: int, span: int) -> None:
        right, bottom = columns - 1, rows - 1
        cells = [(x, 0) for x in range(right)]
        cells += [(right, y) for y in range(bottom)]
        cells += [(x, bottom) for x in range(right, 0, -1)]
        cells += [(0, y) for y in range(bottom, 0, -1)]
        self.cells: list[tuple[int, int]] = cells
        self.index = {c: i for i, c in enumerate(cells)}
        corner_at = {(0, 0): "NW", (right, 0): "NE", (right, bottom): "SE", (0, bottom): "SW"}
        self.corner_of: dict[tuple[int, int], str] = {}  # every space a Corner wall covers
        n = len(cells)
        for i, cell in enumerate(cells):
            if cell in corner_at:
                for k in range(-span, span + 1):
                    self.corner_of[cells[(i + k) % n]] = corner_at[cell]
        self.wall_spaces = [c for c in cells if c not in self.corner_of]
        self.right, self.bottom = right, bottom

    def neighbours(self, cell: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
        """The ring spaces before (anticlockwise) and after (clockwise) ``cell``."""
        i, n = self.index[cell], len(self.cells)
        return self.cells[(i - 1) % n], self.cells[(i + 1) % n]

    def side(self, cell: tuple[int, int]) -> str:
        x, y = cell
        return "N" if y == 0 else "S" if y == self.bottom else "E" if x == self.right else "W"


class Promenade(Module):
    """The wall round the garden: one Wall tile per landscape token taken."""

    id = ID
    Settings = PromenadeSettings
    actions = (PlaceWall, WallForFootpaths)

    def __init__(self, manifest, options, pack, digest) -> None:
        super().__init__(manifest, options, pack, digest)
        self.wall = {w.id: w for w in self.settings.walls}
        self.corner = {c.id: c for c in self.settings.corners}
        self._rings: dict[tuple[int, int], Ring] = {}

    def new_state(self) -> Walls:
        return Walls()

    def ring(self, state: GameState) -> Ring:
        key = (state.catalog.columns, state.catalog.rows)
        found = self._rings.get(key)
        if found is None:
            found = self._rings[key] = Ring(*key, self.settings.corner_span)
        return found

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("promenade-ring", self._corners, after="2"),
            SetupStep("promenade-walls", self._walls, after="3"),
            SetupStep("promenade-tokens", self._tokens, after="9"),
        )

    def _corners(self, state: GameState, rand: random.Random) -> None:
        """2. A Corner wall tile at random on each corner; the ring is kept for the wall."""
        ring = self.ring(state)
        state.allowed = state.allowed - set(ring.cells)
        state.frontier = {pos for pos in state.frontier if pos in state.allowed}
        corners = [c.id for c in self.settings.corners]
        rand.shuffle(corners)
        self.of(state).corners = dict(zip(("NW", "NE", "SE", "SW"), corners, strict=True))

    def _walls(self, state: GameState, rand: random.Random) -> None:
        """3. The Wall tiles shuffled, landscape side up; three of them available."""
        walls = self.of(state)
        walls.stack = [w.id for w in self.settings.walls]
        rand.shuffle(walls.stack)
        self._refill(walls)

    def _tokens(self, state: GameState, rand: random.Random) -> None:
        """9. A landscape token on the ring moves one space towards the centre (the Promenade
        layout is a picture: PROPOSED)."""
        ring = self.ring(state)
        moved = {}
        for (x, y), size in state.tokens.items():
            if (x, y) in ring.index:
                x += (x == 0) - (x == ring.right)
                y += (y == 0) - (y == ring.bottom)
            moved[x, y] = size
        state.tokens = moved

    def _refill(self, walls: Walls) -> None:
        while len(walls.shown) < self.settings.shown and walls.stack:
            walls.shown.append(walls.stack.pop())

    # --- laying a Wall tile --------------------------------------------------------------------

    def open_spaces(self, state: GameState) -> list[tuple[int, int]]:
        """Free wall spaces next to a laid Wall tile or a Corner wall tile."""
        ring, laid = self.ring(state), self.of(state).laid
        return [
            cell
            for cell in ring.wall_spaces
            if cell not in laid
            and any(n in laid or n in ring.corner_of for n in ring.neighbours(cell))
        ]

    def wall_options(self, state: GameState) -> list[PlaceWall]:
        walls = self.of(state)
        return [
            PlaceWall(wall, x, y, rot)
            for wall in walls.shown
            for x, y in self.open_spaces(state)
            for rot in (LANDSCAPE, ELEMENT, REVERSED)
        ]

    def ends_at(self, state: GameState, cell: tuple[int, int]) -> tuple[str, str] | None:
        """The end icons of what stands on a ring space (anticlockwise end first), None for an
        empty space or a Wall tile landscape side up."""
        ring, walls = self.ring(state), self.of(state)
        if cell in ring.corner_of:
            return self.corner[walls.corners[ring.corner_of[cell]]].ends
        placed = walls.laid.get(cell)
        if placed is None or placed[1] == LANDSCAPE:
            return None
        ends = self.wall[placed[0]].ends
        return ends if placed[1] == ELEMENT else (ends[1], ends[0])

    def pairs(self, state: GameState, cell: tuple[int, int]) -> list[str]:
        """The matching pairs the Wall tile on ``cell`` makes with its neighbours: the element
        each advances (``joker`` for two jokers: any track)."""
        ring = self.ring(state)
        mine = self.ends_at(state, cell)
        if mine is None:
            return []
        before, after = ring.neighbours(cell)
        found = []
        for own, other, theirs in ((mine[0], before, 1), (mine[1], after, 0)):
            ends = self.ends_at(state, other)
            if ends is None:
                continue
            facing = ends[theirs]
            if own == facing or JOKER in (own, facing):
                found.append(facing if own == JOKER else own)
        return found

    def _place(self, state: GameState, action: PlaceWall, events: Events) -> None:
        state.tasks.pop()
        walls = self.of(state)
        walls.shown.remove(action.wall)
        cell = (action.x, action.y)
        walls.laid[cell] = (action.wall, action.rot)
        self._refill(walls)
        ring = self.ring(state)
        name = state.player.name
        where = f"{words.square(*cell)} on the {SIDE_WORDS[ring.side(cell)]} side"
        if action.rot == LANDSCAPE:
            icon = self.wall[action.wall].icon
            text = f"{name} lays a Wall tile at {where}, its {icon} icon up"
        else:
            text = f"{name} lays a Wall tile at {where}, element side up"
        events.append(Event("wall", text, {"player": state.current, "pos": cell}))
        for element in self.pairs(state, cell):
            if element == JOKER:
                events.append(Event("wall_match", "Two jokers match: advance any track"))
                state.tasks.append(("any_track",))
            else:
                events.append(Event("wall_match", f"Wall icons match: {element}"))
                advance(state, state.current, TERRAINS.index(element), 1, events)
        if len(walls.laid) == len(ring.wall_spaces) and not walls.closed:
            walls.closed = True
            events.append(Event("wall_closed", "The wall is closed round the garden"))

    def _footpaths(self, state: GameState, action: WallForFootpaths, events: Events) -> None:
        task = state.tasks.pop()
        left = task[1] - 2
        state.tasks.append(("place_wall",))
        if left >= 2:  # the remaining footpaths are decided first
            state.tasks.append(("footpath", left))
        elif left == 1:
            gain_coins(state, state.current, 1, "matching footpath", events)

    # --- hooks and tables ----------------------------------------------------------------------

    def on_token_taken(self, state: GameState, player: int, size: str, events: Events) -> None:
        state.tasks.append(("place_wall",))  # at once after taking it (the insert comes first)

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] == "footpath":
            options[:] = [o for o in options if not isinstance(o, AdvanceTrack)]
            if self.wall_options(state):
                options.append(WallForFootpaths())

    def decisions(self) -> dict[str, Any]:
        return {"place_wall": self._wall_decision}

    def _wall_decision(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Lay one of the available Wall tiles on the ring, next to the wall", list(
            self.wall_options(state)
        )

    def handlers(self) -> dict[Any, Any]:
        return {PlaceWall: self._place, WallForFootpaths: self._footpaths}

    def skip_texts(self) -> dict[str, str]:
        return {"place_wall": "No Wall tile can be laid"}

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        return triggered or self.of(state).closed

    def landscape_icons(self, state: GameState, side: str) -> list[str]:
        ring = self.ring(state)
        return [
            self.wall[wall].icon
            for cell, (wall, rot) in self.of(state).laid.items()
            if rot == LANDSCAPE and ring.side(cell) == side
        ]

    def free_placement_spaces(self, state: GameState) -> list[tuple[int, int]]:
        """Free placement may stand a character on a Wall tile showing no landscape icon."""
        return [cell for cell, (_, rot) in self.of(state).laid.items() if rot != LANDSCAPE]

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, WallForFootpaths):
            return "Lay a Wall tile instead of 2 coins"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, PlaceWall):
            walls = self.of(state)
            if action.wall not in walls.shown:
                return "That Wall tile is not one of the three available."
            if (action.x, action.y) not in self.open_spaces(state):
                return "A Wall tile goes on a free space of the outer ring, next to the wall."
        return None

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).shown)

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return self.of(state).to_dict()

"""The advanced game's expansion boards: one dealt to each garden, its side chosen in secret
after the missions [Q10]; it covers a stepped triangle from the grey stairway square down
[Q9], and its marks score at once when a tile is placed on them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import Field, StringConstraints

from engine.core.actions import Action
from engine.core.content.manifest import Frozen
from engine.core.events import Event
from engine.core.module import Events, SetupStep
from engine.sanssouci.catalog import EMPTY, GARDENER, SYMBOL, square
from engine.sanssouci.module import SanssouciModule
from engine.sanssouci.state import SansState

Mark = Annotated[str, StringConstraints(pattern=r"^(\.|\+[1-3]|G3|-[23])$")]
TASK = "board_side"


class BoardSide(Frozen):
    id: str
    marks: tuple[Mark, ...] = Field(min_length=16, max_length=16)


class Board(Frozen):
    id: str
    sides: tuple[BoardSide, BoardSide]


class Settings(Frozen):
    apex: tuple[Annotated[int, Field(ge=2, le=6)], str]
    boards: tuple[Board, ...] = Field(min_length=4)


@dataclass(frozen=True, slots=True)
class ChooseSide(Action):
    """Lay the expansion board with this side up."""

    kind: ClassVar[str] = "choose_side"
    side: str


@dataclass(slots=True)
class Boards:
    """The module's slice: each player's board, the side chosen, and the marks' points."""

    boards: list[int]
    sides: list[str | None]
    points: list[int]

    def clone(self) -> Boards:
        return Boards(self.boards[:], self.sides[:], self.points[:])

    def to_dict(self) -> dict[str, Any]:
        return {"boards": self.boards[:], "sides": self.sides[:], "points": self.points[:]}


def covered(apex_row: int, apex_column: int) -> list[int]:
    """The squares the board covers, row by row, left to right: 1, 3, 5, 7 squares."""
    out = []
    for step, row in enumerate(range(apex_row, 7)):
        for column in range(apex_column - step, apex_column + step + 1):
            if 0 <= column < 9:
                out.append(square(row, column))
    return out


def mark_points(mark: str, face: int) -> int:
    """What placing a tile of ``face`` on ``mark`` scores."""
    if mark.startswith("-"):
        return int(mark)
    if mark.startswith("+"):
        return int(mark) if face == SYMBOL else 0
    if mark == "G3":
        return 3 if face == GARDENER else 0
    return 0


class ExpansionBoards(SanssouciModule):
    id = "expansion-boards"
    Settings = Settings
    actions = (ChooseSide,)

    def squares(self, state: SansState) -> list[int]:
        row, column = self.settings.apex
        names = [c.id for c in state.catalog.data.columns]
        return covered(row, names.index(column))

    def marks(self, state: SansState, player: int, side: str | None = None) -> dict[int, str]:
        """Square -> mark of ``player``'s board, on ``side`` (default: the side chosen)."""
        part = self.of(state)
        board = self.settings.boards[part.boards[player]]
        chosen = side or part.sides[player]
        found = next((s for s in board.sides if s.id == chosen), None)
        if found is None:
            return {}
        return dict(zip(self.squares(state), found.marks, strict=False))

    def new_state(self) -> Boards:
        return Boards([], [], [])

    def setup_steps(self) -> list[SetupStep]:
        return [SetupStep("deal boards", self._deal, after="missions")]

    def _deal(self, state: SansState, rand: random.Random) -> None:
        count = len(state.gardens)
        part = self.of(state)
        part.boards = rand.sample(range(len(self.settings.boards)), count)
        part.sides = [None] * count
        part.points = [0] * count
        for garden in state.gardens:
            for index in self.squares(state):
                garden.squares[index] = EMPTY  # covered preprinted squares are empty [Q9]
        state.tasks.append((TASK, tuple(range(count))))

    def decisions(self) -> dict[str, Any]:
        return {TASK: self._side_options}

    def secret_decisions(self) -> tuple[str, ...]:
        return (TASK,)

    def _side_options(self, state: SansState, task: tuple) -> tuple[str, list[Action]]:
        board = self.settings.boards[self.of(state).boards[state.current]]
        prompt = "Choose your expansion board's side (in secret)"
        return prompt, [ChooseSide(s.id) for s in board.sides]

    def handlers(self) -> dict[Any, Any]:
        return {ChooseSide: self._choose}

    def _choose(self, state: SansState, action: ChooseSide, events: Events) -> None:
        player = state.current
        self.of(state).sides[player] = action.side
        text = f"{state.names[player]} lays the expansion board with side {action.side} up"
        events.append(Event("board_side", text, {"player": player, "side": action.side}))

    def on_tile_placed(self, state: SansState, player: int, index: int, events: Events) -> None:
        mark = self.marks(state, player).get(index, ".")
        points = mark_points(mark, state.gardens[player].squares[index])
        if points:
            self.of(state).points[player] += points
            state.gardens[player].bonus += points
            sign = "+" if points > 0 else ""
            text = f"{state.names[player]}'s expansion mark: {sign}{points}"
            events.append(Event("mark", text, {"player": player, "points": points}))

    def result_rows(self, state: SansState) -> list[tuple[str, tuple[int, ...]]]:
        return [("expansion marks", tuple(self.of(state).points))]

    def view(self, state: SansState, viewer: int | None) -> dict[str, Any]:
        """Boards, sides revealed, points; every garden's marks (54 squares, "" where none)
        once its side is revealed, and both sides of the viewer's own board (theirs to see)."""
        part = self.of(state)

        def laid(marks: dict[int, str]) -> list[str]:
            return [marks.get(i, "").replace(".", "") for i in range(len(state.gardens[0].squares))]

        own = {}
        if viewer is not None:
            board = self.settings.boards[part.boards[viewer]]
            own = {s.id: laid(self.marks(state, viewer, s.id)) for s in board.sides}
        return {
            **part.to_dict(),
            "marks": [laid(self.marks(state, p)) for p in range(len(state.gardens))],
            "own_sides": own,
            "covered": self.squares(state),
        }

    def option_words(self, state: SansState, action: Action) -> str | None:
        if isinstance(action, ChooseSide):
            return f"Board side {action.side}"
        return None

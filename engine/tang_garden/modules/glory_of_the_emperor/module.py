"""Web scenario "For the Glory of the Emperor": a neutral Emperor and the Dragon bonus."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.content.models import Id, Model
from engine.tang_garden.garden import character_spots
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.scoring import CharacterScore, active_landscape_icons
from engine.tang_garden.state import NEUTRAL, GameState, Mini, Spot

ID = "glory-of-the-emperor"


class EmperorSettings(Model):
    character: Id  # the Emperor's character id
    move_cost: NonNegativeInt
    icon: str  # the landscape icon that gives the bonus
    bonus: PositiveInt


@dataclass(frozen=True, slots=True)
class PlaceEmperor(Action):
    """Setup: the first player stands the Emperor on a starting-tile spot, facing ``facing``."""

    kind: ClassVar[str] = "place_emperor"
    x: int
    y: int
    spot: str
    facing: str


@dataclass(frozen=True, slots=True)
class MoveEmperor(Action):
    """Pay to move the Emperor in a straight line to a spot placed this turn, facing ``facing``."""

    kind: ClassVar[str] = "move_emperor"
    x: int
    y: int
    spot: str
    facing: str


@dataclass(slots=True)
class Emperor:
    moved: bool = False  # this turn
    placed: list[Spot] = field(default_factory=list)  # spots on pieces placed this turn

    def clone(self) -> Emperor:
        return Emperor(self.moved, self.placed[:])

    def to_dict(self) -> dict[str, Any]:
        return {"moved": self.moved, "placed": [list(s) for s in self.placed]}


class GloryOfTheEmperor(Module):
    """The Emperor starts on the starting tile and may be moved for coins after the main action."""

    id = ID
    Settings = EmperorSettings
    actions = (PlaceEmperor, MoveEmperor)

    def new_state(self) -> Emperor:
        return Emperor()

    def where(self, state: GameState) -> tuple[Spot, Mini] | None:
        """The Emperor's spot and miniature, once he stands in the garden (neutral)."""
        emperor = self.settings.character
        found = (k for k, m in state.minis.items() if m.character == emperor and m.owner == NEUTRAL)
        spot = next(found, None)
        return None if spot is None else (spot, state.minis[spot])

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("emperor-card", self._box_card, after="7"),
            SetupStep("emperor", self._ask_first_player, after="start"),
        )

    def _box_card(self, state: GameState, rand: random.Random) -> None:
        emperor = self.settings.character
        if emperor in state.char_display:
            state.char_display.remove(emperor)
            state.char_display.append(state.char_deck.pop())
        elif emperor in state.char_deck:
            state.char_deck.remove(emperor)

    def _ask_first_player(self, state: GameState, rand: random.Random) -> None:
        state.tasks.append(("emperor_start",))

    def decisions(self) -> dict[str, Any]:
        return {"emperor_start": self._start_options}

    def _start_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        spots = [
            (x, y, spot)
            for (x, y) in sorted(state.catalog.data.board.start_cells)
            for spot in character_spots(state, x, y)
        ]
        return "Stand the Emperor on a character spot of the starting tile and choose his facing", [
            PlaceEmperor(x, y, spot, facing) for x, y, spot in spots for facing in SIDES
        ]

    # --- moving --------------------------------------------------------------------------------

    def on_turn_start(self, state: GameState, events: Events) -> None:
        self.of(state).moved = False
        self.of(state).placed.clear()

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        self._placed(state, pos, "tile")

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        self._placed(state, pos, "decoration")

    def _placed(self, state: GameState, pos: tuple[int, int], spot: str) -> None:
        if spot in character_spots(state, *pos):
            self.of(state).placed.append((*pos, spot))

    def moves(self, state: GameState) -> list[MoveEmperor]:
        """Where the Emperor may go now (after the main action, once, for coins)."""
        found = self.where(state)
        own = self.of(state)
        if found is None or own.moved or not state.turn.main_done:
            return []
        if state.player.coins < self.settings.move_cost:
            return []
        (x0, y0, _), _ = found
        return [
            MoveEmperor(x, y, spot, facing)
            for x, y, spot in own.placed
            if (x == x0) != (y == y0) and (x, y, spot) not in state.minis
            for facing in SIDES
        ]

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] == "post":
            options += self.moves(state)

    def handlers(self) -> dict[Any, Any]:
        return {PlaceEmperor: self._place, MoveEmperor: self._move}

    def _stand(self, state: GameState, action: PlaceEmperor | MoveEmperor) -> None:
        state.minis[action.x, action.y, action.spot] = Mini(
            self.settings.character, NEUTRAL, SIDES.index(action.facing)
        )

    def _place(self, state: GameState, action: PlaceEmperor, events: Events) -> None:
        state.tasks.pop()
        self._stand(state, action)
        events.append(
            Event(
                "emperor",
                f"{state.player.name} stands the Emperor on the starting tile, facing "
                f"{_SIDE_NAMES[action.facing]}",
                {"spot": (action.x, action.y, action.spot), "facing": action.facing},
            )
        )

    def _move(self, state: GameState, action: MoveEmperor, events: Events) -> None:
        found = self.where(state)
        assert found is not None  # the option exists only with the Emperor in the garden
        del state.minis[found[0]]
        state.player.coins -= self.settings.move_cost
        self.of(state).moved = True
        self._stand(state, action)
        events.append(
            Event(
                "emperor",
                f"{state.player.name} pays {self.settings.move_cost} coins to move the Emperor, "
                f"now facing {_SIDE_NAMES[action.facing]}",
                {
                    "player": state.current,
                    "from": found[0],
                    "spot": (action.x, action.y, action.spot),
                    "facing": action.facing,
                },
            )
        )

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if not isinstance(action, MoveEmperor):
            return None
        own = self.of(state)
        if own.moved:
            return "The Emperor can be moved only once per turn."
        if not state.turn.main_done:
            return "The Emperor can be moved only after your main action."
        if state.player.coins < self.settings.move_cost:
            return f"Moving the Emperor costs {self.settings.move_cost} coins."
        return (
            "The Emperor moves in a straight line along his row or column to a free character "
            "spot on the tile, bridge or pavilion placed this turn."
        )

    def holds(self, state: GameState) -> dict[str, list[str]]:
        """His card is in the box; his miniature stands in the garden once placed."""
        return {"characters": [] if self.where(state) else [self.settings.character]}

    def boxed(self) -> dict[str, list[str]]:
        return {"characters": [self.settings.character]}  # nobody can have the Emperor (W14)

    # --- scoring -------------------------------------------------------------------------------

    def adjust_character_score(
        self, state: GameState, pos: tuple[int, int], mini: Mini, score: CharacterScore
    ) -> CharacterScore:
        if self.settings.icon not in active_landscape_icons(state, mini.facing):
            return score
        extra = ("the Emperor's glory: a Dragon in view", self.settings.bonus)
        return replace(score, extras=(*score.extras, extra))


_SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}

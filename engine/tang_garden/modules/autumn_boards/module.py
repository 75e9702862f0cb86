"""Autumn player boards (Seasons digest 3.5; the Autumn scenario's 2.2.2 step 6.1 and 2.2.3):
each player's red cube starts on the space for the player count and moves one space right for
a step, taking the bonus printed on the new space (none past the last space). What earns a step
is the option ``advance_on``: ``donation`` (the Autumn scenario: a donated leaf, heard through
the ``on_piece_taken`` hook) or ``enclosure`` (any other game: whoever encloses terrain may take
a step instead of that enclosure's advance)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, NonNegativeInt, model_validator

from engine.core.events import Event
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.content.base import Model
from engine.tang_garden.effects import advance, enclosed_and_raised, gain_coins, take_back_level
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.ruleset import RulesetError
from engine.tang_garden.setup import SetupError
from engine.tang_garden.state import GameState

ID = "autumn-boards"


class Space(Model):
    """The bonus printed on one space of an Autumn board."""

    coins: NonNegativeInt = 0
    greenery: NonNegativeInt = 0
    water: NonNegativeInt = 0
    rock: NonNegativeInt = 0
    any_track: NonNegativeInt = 0  # advances on a track of the player's choice

    def words(self) -> str:
        """The bonus in a player's words ("2 coins and 1 water")."""
        parts = [words.coins(self.coins)] if self.coins else []
        parts += [f"{n} {t}" for t in TERRAINS if (n := getattr(self, t))]
        if self.any_track:
            parts.append(f"{self.any_track} on any track")
        return words.either(parts, "and") if parts else "nothing"


class AutumnBoardSettings(Model):
    identical: tuple[Space, ...]  # the identical side: every player's board
    asymmetric: tuple[tuple[Space, ...], ...]  # the asymmetric side: one board per seat
    start: dict[int, NonNegativeInt]  # the start space by player count

    @model_validator(mode="after")
    def _boards_fit(self) -> AutumnBoardSettings:
        for board in self.asymmetric:
            if len(board) != len(self.identical):
                raise ValueError("every board of the asymmetric side is as long as the identical")
        if any(at >= len(self.identical) for at in self.start.values()):
            raise ValueError("a start space is past the end of the board")
        return self


class AutumnBoardOptions(BaseModel):
    """Which side every player uses, and what moves the red cube."""

    model_config = {"extra": "forbid", "frozen": True}
    side: Literal["identical", "asymmetric"] = "identical"
    advance_on: Literal["enclosure", "donation"] = "enclosure"


@dataclass(slots=True)
class Cubes:
    at: list[int] = field(default_factory=list)  # each player's red cube, a space index

    def clone(self) -> Cubes:
        return Cubes(self.at[:])

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at[:]}


@dataclass(frozen=True, slots=True)
class RedStep(Action):
    """Take a step on the Autumn board instead of the enclosure's advance on ``track``."""

    kind: ClassVar[str] = "red_step"
    track: str


@dataclass(frozen=True, slots=True)
class KeepEnclosure(Action):
    """Keep the enclosure's usual advance."""

    kind: ClassVar[str] = "keep_enclosure"


class AutumnBoards(Module):
    id = ID
    Settings = AutumnBoardSettings
    Options = AutumnBoardOptions
    actions = (RedStep, KeepEnclosure)

    def __init__(self, manifest, options, pack, digest) -> None:
        super().__init__(manifest, options, pack, digest)
        if options.side == "asymmetric" and len(self.settings.asymmetric) < max(manifest.players):
            raise RulesetError(f"{self.name}: the asymmetric side needs a board for every seat")

    def new_state(self) -> Cubes:
        return Cubes()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("autumn-boards", self._place, after="6"),)

    def _place(self, state: GameState, rand: random.Random) -> None:
        """6.1: every red cube on the start space for the player count (its bonus not taken)."""
        count = len(state.players)
        if count not in self.settings.start:
            raise SetupError(f"no Autumn board start space is for {words.counted(count, 'player')}")
        self.of(state).at = [self.settings.start[count]] * count

    def board(self, state: GameState, player: int) -> tuple[Space, ...]:
        """The spaces of ``player``'s Autumn board."""
        if self.options.side == "identical":
            return self.settings.identical
        return self.settings.asymmetric[player]

    def next_bonus(self, state: GameState, player: int) -> Space | None:
        """The bonus ``player``'s next step takes (None: the cube is on the last space)."""
        board = self.board(state, player)
        at = self.of(state).at[player]
        return board[at + 1] if at + 1 < len(board) else None

    def step(self, state: GameState, player: int, events: Events) -> None:
        """Move ``player``'s red cube one space right and give its bonus."""
        name = state.players[player].name
        bonus = self.next_bonus(state, player)
        if bonus is None:
            events.append(
                Event(
                    "autumn_step",
                    f"{name}'s red cube is on the last space of the Autumn board: no bonus",
                    {"player": player},
                )
            )
            return
        cubes = self.of(state)
        cubes.at[player] += 1
        events.append(
            Event(
                "autumn_step",
                f"{name}'s red cube moves to space {cubes.at[player] + 1} of the Autumn board",
                {"player": player, "space": cubes.at[player]},
            )
        )
        gain_coins(state, player, bonus.coins, "the Autumn board", events)
        for track, terrain in enumerate(TERRAINS):
            advance(state, player, track, getattr(bonus, terrain), events)
        state.tasks += [("any_track",)] * bonus.any_track

    # --- what moves the cube ------------------------------------------------------------------

    def on_piece_taken(
        self, state: GameState, player: int, piece: str, where: str, events: Events
    ) -> None:
        if self.options.advance_on == "donation" and where == "donated":
            self.step(state, player, events)

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        if self.options.advance_on != "enclosure" or self.next_bonus(state, state.current) is None:
            return
        enclosed = enclosed_and_raised(state, events)
        if enclosed:
            state.tasks.append(("autumn_enclosure", tuple(TERRAINS[t] for t in enclosed)))

    def _enclosure_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        bonus = self.next_bonus(state, state.current)
        where = bonus.words() if bonus is not None else "nothing"
        return (
            f"You enclosed terrain: keep its advance, or give one back for a step on your Autumn "
            f"board ({where})",
            [KeepEnclosure(), *(RedStep(t) for t in task[1])],
        )

    def _red_step(self, state: GameState, action: RedStep, events: Events) -> None:
        state.tasks.pop()
        index = state.current
        player = state.player
        track = TERRAINS.index(action.track)
        refund = take_back_level(state, index, track)
        back = f" and the {words.coins(refund)} of that level" if refund else ""
        events.append(
            Event(
                "enclosure_traded",
                f"{player.name} gives back the {action.track} enclosure advance{back} for a "
                "step on the Autumn board",
                {"player": index, "track": track},
            )
        )
        self.step(state, index, events)

    def _keep(self, state: GameState, action: KeepEnclosure, events: Events) -> None:
        state.tasks.pop()

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case RedStep(track=track):
                return f"Step on the Autumn board instead of the {track} advance"
            case KeepEnclosure():
                return "Keep the enclosure advance"
        return None

    def decisions(self) -> dict[str, Any]:
        return {"autumn_enclosure": self._enclosure_options}

    def handlers(self) -> dict[Any, Any]:
        return {RedStep: self._red_step, KeepEnclosure: self._keep}

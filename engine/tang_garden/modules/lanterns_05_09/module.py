"""Lanterns 05 to 09 (Seasons): the players choose which lantern types everyone gets (the same
set for all, as many as the player board's lantern spaces), and this module runs the choices the
new lanterns open: the tile to reserve (08) and building it later, the lantern to copy (09), the
second main action (07). The abilities are in kinds.py (06 Free Placement, shared with the
Actress, in ``engine/tang_garden/kinds/lanterns.py``), the reserved tiles in slice.py."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, Build, Decorate
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import flip_tops
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.lanterns_05_09.kinds import copyable
from engine.tang_garden.modules.lanterns_05_09.slice import ID, Reserves
from engine.tang_garden.options import ability, legal_builds, tile_placements
from engine.tang_garden.play import BASE_HANDLERS, begin_build, build_tile
from engine.tang_garden.ruleset import RulesetError
from engine.tang_garden.state import GameState


class LanternSettings(Model):
    lantern_spaces: PositiveInt  # lanterns per player: the player board's lantern spaces
    choosable: tuple[Id, ...]  # the lantern types New game offers
    default: tuple[Id, ...]  # the set everyone gets unless the players choose another


class LanternChoice(BaseModel):
    """The lantern types every player gets (New game's choice, kept in the ruleset; None: the
    settings' default)."""

    model_config = {"extra": "forbid", "frozen": True}
    lanterns: list[str] | None = None


@dataclass(frozen=True, slots=True)
class ReserveTile(Action):
    """08: set the face-up top tile of ``stack`` aside beside your player board."""

    kind: ClassVar[str] = "reserve_tile"
    stack: str


@dataclass(frozen=True, slots=True)
class BuildReserved(Action):
    """Build the Garden with your reserved tile, on (x, y) turned ``rot``."""

    kind: ClassVar[str] = "build_reserved"
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class CopyLantern(Action):
    """09: use the effect of your face-up ``lantern``; it stays face up."""

    kind: ClassVar[str] = "copy_lantern"
    lantern: str


class Lanterns0509(Module):
    id = ID
    Settings = LanternSettings
    Options = LanternChoice
    actions = (ReserveTile, BuildReserved, CopyLantern)

    def __init__(self, manifest, options, pack, digest) -> None:
        super().__init__(manifest, options, pack, digest)
        spaces = self.settings.lantern_spaces
        chosen = self.chosen
        unknown = [lid for lid in chosen if lid not in self.settings.choosable]
        if unknown:
            raise RulesetError(f"{self.name}: there is no lantern called {unknown[0]!r}")
        if len(set(chosen)) != len(chosen):
            raise RulesetError(f"{self.name}: each lantern type can be chosen once")
        if len(chosen) != spaces:
            raise RulesetError(
                f"{self.name}: choose {words.counted(spaces, 'lantern type')} for every player "
                f"(not {len(chosen)})"
            )

    @property
    def chosen(self) -> tuple[str, ...]:
        """The lantern types every player gets."""
        picked = self.options.lanterns
        return tuple(self.settings.default if picked is None else picked)

    def new_state(self) -> Reserves:
        return Reserves()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("lantern-choice", self._deal, after="6"),)

    def _deal(self, state: GameState, rand: random.Random) -> None:
        """Every player's base lanterns give way to the chosen set (other boxes' stay)."""
        base = {lantern.id for lantern in state.catalog.data.lanterns.lanterns}
        for player in state.players:
            kept = {lid: up for lid, up in player.lanterns.items() if lid not in base}
            player.lanterns = {**dict.fromkeys(self.chosen, True), **kept}

    # --- 08: reserving a tile and building it later -------------------------------------------

    def _reserve_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        tops = [n for n, tiles in state.stacks.items() if tiles and state.face_up[n]]
        return "Reserve a face-up garden tile: it waits beside your player board", [
            ReserveTile(name) for name in tops
        ]

    def _reserve(self, state: GameState, action: ReserveTile, events: Events) -> None:
        state.tasks.pop()
        tile = state.stacks[action.stack].pop()
        state.face_up[action.stack] = False
        part = self.of(state)
        part.reserved[state.current] = tile
        part.since[state.current] = state.turn_number
        events.append(
            Event(
                "reserve",
                f"{state.player.name} reserves {words.tile(state.catalog, tile)} from the "
                f"{action.stack} stack, to build on a later turn",
                {"player": state.current, "tile": tile, "stack": action.stack},
            )
        )
        if state.face_up_count() < state.catalog.rules.min_face_up_tiles_after_build:
            flip_tops(state, events)

    def reserved_builds(self, state: GameState) -> list[BuildReserved]:
        """Where the current player's reserved tile may go now (not on the turn it was
        reserved)."""
        part = self.of(state)
        tile = part.reserved.get(state.current)
        if tile is None or part.since[state.current] == state.turn_number:
            return []
        return [BuildReserved(x, y, rot) for _, x, y, rot in tile_placements(state, {tile: tile})]

    def _build_reserved(self, state: GameState, action: BuildReserved, events: Events) -> None:
        first = begin_build(state, events, from_stacks=False)
        tile = self.of(state).reserved.pop(state.current)
        self.of(state).since.pop(state.current)
        build_tile(state, tile, (action.x, action.y), action.rot, first, events)

    # --- 09: copying a lantern ------------------------------------------------------------------

    def _copy_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        below = state.tasks[-2]
        _, options = state.ruleset.builders[below[0]](state, below)
        return "Choose another of your face-up lanterns to copy (it stays face up)", [
            CopyLantern(lid) for lid in copyable(state, below, options)
        ]

    def _copy(self, state: GameState, action: CopyLantern, events: Events) -> None:
        state.tasks.pop()
        state.turn.lantern = action.lantern
        name = state.catalog.lanterns[action.lantern].name
        events.append(
            Event(
                "copy_lantern",
                f"{state.player.name} copies the lantern “{name}”, which stays face up",
                {"player": state.current, "lantern": action.lantern},
            )
        )
        ability(state, action.lantern).use(state, events)

    # --- 07: the second main action; 06: a character on any free tile --------------------------

    def _second_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        if state.turn.builds:
            return "Combined actions: now place a decoration", [Decorate()]
        options: list[Action] = [*legal_builds(state), *self.reserved_builds(state)]
        return "Combined actions: now build the garden", options

    def _second(self, state: GameState, action: Action, events: Events) -> None:
        state.tasks[-1] = ("main",)  # the other main action, with its own bookkeeping
        handler = self._build_reserved if isinstance(action, BuildReserved) else None
        (handler or BASE_HANDLERS[type(action)])(state, action, events)

    # --- hooks ---------------------------------------------------------------------------------

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] != "main":
            return
        lantern = state.turn.lantern
        if lantern is None or not ability(state, lantern).sole_main_action:
            options += self.reserved_builds(state)

    # --- tables --------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {
            "reserve": self._reserve_options,
            "copy_lantern": self._copy_options,
            "combined_second": self._second_options,
        }

    def handlers(self) -> dict[Any, Any]:
        return {
            ReserveTile: self._reserve,
            BuildReserved: self._build_reserved,
            CopyLantern: self._copy,
            ("combined_second", Build): self._second,
            ("combined_second", Decorate): self._second,
            ("combined_second", BuildReserved): self._second,
        }

    def skip_texts(self) -> dict[str, str]:
        return {"combined_second": "The second main action is not possible now"}

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case ReserveTile(stack=stack):
                tile = words.tile(state.catalog, state.stacks[stack][-1])
                return f"Reserve {tile} from the {stack} stack"
            case BuildReserved(x=x, y=y):
                return f"Build your reserved tile at {words.square(x, y)}"
            case CopyLantern(lantern=lid):
                return f"Copy “{state.catalog.lanterns[lid].name}”"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, BuildReserved):
            part = self.of(state)
            if state.current not in part.reserved:
                return "You hold no reserved tile."
            if part.since[state.current] == state.turn_number:
                return "A reserved tile is built on a later turn, not the turn it was reserved."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"tiles": list(self.of(state).reserved.values())}

    def face_up(self, state: GameState) -> list[str]:
        return sorted(self.of(state).reserved.values())

"""The Painter (Seasons digest 3.10): shuffled into the character deck of a game with leaves.
Her skill (a coin per leaf picked up) and her card are kinds (kinds.py); this module asks her
owner, once the last round is over and if her miniature stands in the garden (AU9), which leaves
still in the garden go into their score bag before the scoring (up to the sight's ``take``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.events import Event
from engine.tang_garden.actions import Action
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.autumn_leaves.slice import ID as LEAVES
from engine.tang_garden.modules.painter.kinds import SightGather
from engine.tang_garden.state import GameState


@dataclass(frozen=True, slots=True)
class PainterTakes(Action):
    """Put the leaf on (x, y) into your score bag."""

    kind: ClassVar[str] = "painter_takes"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PainterStops(Action):
    """Take no more leaves."""

    kind: ClassVar[str] = "painter_stops"


class Painter(Module):
    id = "painter"
    actions = (PainterTakes, PainterStops)

    def _gatherers(self, state: GameState) -> list[tuple[int, SightGather]]:
        """(owner, sight) of every gathering character standing in the garden."""
        characters = state.catalog.characters
        return [
            (mini.owner, sight)
            for mini in state.minis.values()
            if isinstance(sight := characters[mini.character].sight, SightGather)
            and mini.owner >= 0
        ]

    def end_game_tasks(self, state: GameState) -> list[tuple[int, tuple]]:
        if not state.ext[LEAVES].garden:
            return []
        return [(owner, ("painter_leaf", sight.take)) for owner, sight in self._gatherers(state)]

    def _options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        garden = state.ext[LEAVES].garden
        if not garden:
            return "No leaf is left in the garden", []
        return (
            f"The Painter: take up to {task[1]} more {'leaf' if task[1] == 1 else 'leaves'} from "
            "the garden into your score bag",
            [*(PainterTakes(x, y) for x, y in sorted(garden)), PainterStops()],
        )

    def _take(self, state: GameState, action: PainterTakes, events: Events) -> None:
        left = state.tasks.pop()[1] - 1
        leaves = state.ext[LEAVES]
        colour = leaves.garden.pop((action.x, action.y))
        leaves.bags[state.current].append(colour)
        events.append(
            Event(
                "painter_leaf",
                f"{state.player.name}'s Painter puts the {colour} leaf at "
                f"{words.square(action.x, action.y)} into the score bag",
                {"player": state.current, "pos": (action.x, action.y), "colour": colour},
            )
        )
        if left and leaves.garden:
            state.tasks.append(("painter_leaf", left))

    def _stop(self, state: GameState, action: PainterStops, events: Events) -> None:
        state.tasks.pop()

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case PainterTakes(x=x, y=y):
                colour = state.ext[LEAVES].garden[x, y]
                return f"Take the {colour} leaf at {words.square(x, y)}"
            case PainterStops():
                return "Take no more leaves"
        return None

    def decisions(self) -> dict[str, Any]:
        return {"painter_leaf": self._options}

    def handlers(self) -> dict[Any, Any]:
        return {PainterTakes: self._take, PainterStops: self._stop}

    def skip_texts(self) -> dict[str, str]:
        return {"painter_leaf": "No leaf is left in the garden for the Painter"}

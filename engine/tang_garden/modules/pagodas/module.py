"""Seasons, Pagodas: the module keeps the players' pawns and their stacks (its slice, slice.py);
the ``stacks`` kind scores them (kinds.py)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import PositiveInt

import engine.tang_garden.modules.pagodas.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, DiscardDrawn, PlaceDecoration
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds.words import counted, square
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.pagodas.slice import ID, PagodaStacks
from engine.tang_garden.options import choosable_cards
from engine.tang_garden.state import GameState


class PagodaSettings(Model):
    pawns: PositiveInt  # each player's Pagoda pawns, in their colour


class Pagodas(Module):
    """Nine Pagoda cards; choosing one puts one of its player's pawns on a free rock area or on
    top of a stack lower than the highest."""

    id = ID
    Settings = PagodaSettings

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        pack = self.pack["decorations"]
        pagoda = next(d for d in pack.decorations if d.scoring.kind == "stacks")
        self.pagoda, self.total, self.height = pagoda.id, pagoda.pieces, pagoda.scoring.height

    def new_state(self) -> PagodaStacks:
        return PagodaStacks()

    def setup_steps(self) -> Sequence[SetupStep]:
        return (SetupStep("pawns", self._pawns, after="5"),)

    def _pawns(self, state: GameState, rand: random.Random) -> None:
        """Each player takes the pawns of their colour; the other colours stay in the box."""
        state.supply[self.pagoda] = self.settings.pawns * len(state.players)

    def left(self, state: GameState, player: int) -> int:
        """The pawns ``player`` still has in front of them."""
        placed = sum(pawns.count(player) for pawns in self.of(state).stacks.values())
        return self.settings.pawns - placed

    def _is_pagoda(self, state: GameState, card: str) -> bool:
        return state.catalog.card_type[card].id == self.pagoda

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        """A Pagoda card also goes on top of a stack lower than the highest, and not at all
        once its player's pawns are all in the garden."""
        if task[0] != "choose_decoration":
            return
        cards = [c for c in choosable_cards(state) if self._is_pagoda(state, c)]
        if not cards:
            return
        if self.left(state, state.current) == 0:
            options[:] = [
                o
                for o in options
                if not (isinstance(o, PlaceDecoration) and self._is_pagoda(state, o.card))
            ]
        else:
            tops = [pos for pos, pawns in self.of(state).stacks.items() if len(pawns) < self.height]
            options += [PlaceDecoration(c, x, y) for c in cards for x, y in sorted(tops)]
        places = [o for o in options if not isinstance(o, DiscardDrawn)]
        if places:
            options[:] = places
        elif task[2] and not options:
            options.append(DiscardDrawn())

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        if state.decorations[pos] != self.pagoda:
            return
        pawns = self.of(state).stacks.setdefault(pos, [])
        pawns.append(state.current)
        if len(pawns) > 1:
            events.append(
                Event(
                    "pagoda_stack",
                    f"The pagoda stack at {square(*pos)} is now {len(pawns)} pawns high "
                    f"({self.owners(state, pawns)})",
                    {"player": state.current, "pos": pos, "height": len(pawns)},
                )
            )

    @staticmethod
    def owners(state: GameState, pawns: list[int]) -> str:
        """Whose pawns a stack holds, in words ("Ann: 2, Bo: 1")."""
        order = sorted(set(pawns), key=pawns.index)
        return ", ".join(f"{state.players[p].name}: {pawns.count(p)}" for p in order)

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if not (isinstance(action, PlaceDecoration) and self._is_pagoda(state, action.card)):
            return None
        if self.left(state, state.current) == 0:
            return f"All your {counted(self.settings.pawns, 'Pagoda pawn')} are in the garden."
        pawns = self.of(state).stacks.get((action.x, action.y))
        if pawns is not None and len(pawns) >= self.height:
            return f"A pagoda stack holds {counted(self.height, 'pawn')} at most."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        """Pieces off the supply and not counted in the garden: the absent colours' pawns and
        every pawn above the first of a stack."""
        above = sum(len(pawns) - 1 for pawns in self.of(state).stacks.values())
        return {
            "pieces": [self.pagoda]
            * (self.total - self.settings.pawns * len(state.players) + above)
        }

"""Seasons, Insects: Dragonfly, Ladybug, Lanternfly and Caterpillar join the deck and the supply;
the module remembers where every card's piece went (the ``collection`` kind reads it, kinds.py)."""

from __future__ import annotations

import engine.tang_garden.modules.insects.kinds  # noqa: F401  (its kinds register)
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.insects.slice import ID, Placements
from engine.tang_garden.state import GameState


class Insects(Module):
    """Remembers the area of every card's piece."""

    id = ID

    def new_state(self) -> Placements:
        return Placements()

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        self.of(state).areas[card] = state.board[pos].icon

"""Playing a game out with computer players: any player object with ``choose(position)``
(``engine.core.flow.Position``: the state and its decision)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from engine.core.actions import Action
from engine.core.flow import Position, play_in_place, position
from engine.core.state import State

S = TypeVar("S", bound=State)
Progress = Callable[[float], None]  # told how much of a decision's thinking is done, 0 to 1


class Player(Protocol):
    def choose(self, here: Position) -> Action: ...


def play_out(state: S, player: Player, max_actions: int = 20_000) -> tuple[S, int]:
    """Let ``player`` make every decision to the end, on a copy of ``state`` (``state`` itself
    is unchanged; ``player`` sees the copy as it goes); returns it and the number of actions."""
    here = position(state.clone())
    count = 0
    while not here.state.over:
        if count >= max_actions:
            raise RuntimeError(
                f"game with seed {state.seed} did not end after {max_actions} actions"
            )
        here, _ = play_in_place(here, player.choose(here))
        count += 1
    return here.state, count


class Seats:
    """A player made of one player per seat: asks the one whose decision it is."""

    def __init__(self, players: Sequence[Player]) -> None:
        self.players = players

    def choose(self, here: Position) -> Action:
        player = here.decision.player
        assert player is not None  # a decision is some player's
        return self.players[player].choose(here)

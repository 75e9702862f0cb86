"""The state shell every game's state is built on: seed, random streams, history, the stack of
pending tasks, who acts now, secret choices waiting to be revealed, the result, module slices."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.result import Result
    from engine.core.ruleset import Ruleset

Task = tuple[Any, ...]  # (step name, its parameters...), the top of the stack decides next


@dataclass(slots=True, kw_only=True)
class State:
    """One position of a game; a game's state class adds its own fields. Treat as immutable:
    ``engine.core.flow.apply`` returns a new one."""

    ruleset: Ruleset  # the game's rules and the modules it is played with
    seed: int
    setup: dict[str, Any]
    current: int  # the player acting now
    tasks: list[Task]  # pending steps, top last
    draws: int = 0  # random events so far; each uses its own seeded generator
    over: bool = False
    history: tuple[Any, ...] | None = None  # (previous history, action), newest first
    result: Result | None = None  # once over
    ext: dict[str, Any] = field(default_factory=dict)  # module id -> its slice of the state
    sealed: dict[int, Action] = field(default_factory=dict)  # secret choices not yet revealed

    def actions(self) -> list[Action]:
        """The actions taken since setup, oldest first."""
        out = []
        node = self.history
        while node is not None:
            node, action = node
            out.append(action)
        out.reverse()
        return out


def rng(state: State) -> random.Random:
    """A fresh generator for the next random event, derived from the seed and a counter."""
    state.draws += 1
    return random.Random(f"{state.seed}:{state.draws}")

"""Pebbles, a toy game on engine/core alone (not shipped): it shows the core carries a game that
is not Tang Garden.

The players share a pile of pebbles. Each round every player secretly takes 1 to 3 of them; the
takes are revealed together. The team wins when the pile is emptied exactly within the round
limit, and loses when it is overdrawn or the limit is reached. The module "greedy" (a hook the
game declares) makes the first player take one more each time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.actions import Action
from engine.core.content.manifest import Manifest, NoSettings
from engine.core.events import Event
from engine.core.flow import settle
from engine.core.module import Module, hook
from engine.core.result import Outcome, Result
from engine.core.ruleset import Ruleset
from engine.core.state import State

ROUNDS = 4


@dataclass(frozen=True, slots=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    n: int


@dataclass(slots=True)
class TeamResult(Result):
    """The team's victory or defeat; each player's points are the pebbles they took."""

    victory: bool
    totals: tuple[int, ...]

    @property
    def outcome(self) -> Outcome:  # type: ignore[override]
        return "victory" if self.victory else "defeat"

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(range(len(self.totals))) if self.victory else ()

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        return [("pebbles", self.totals)]


class PebblesModule(Module):
    """The toy game's module base: it declares one hook of its flow."""

    @hook
    def adjust_take(self, state: Pebbles, player: int, n: int) -> int:
        """How many pebbles ``player`` takes when they chose ``n``."""
        return n


class Greedy(PebblesModule):
    id = "greedy"

    def adjust_take(self, state: Pebbles, player: int, n: int) -> int:
        return n + 1 if player == 0 else n


def _pick(state: Pebbles, task: tuple) -> tuple[str, list[Action]]:
    return "Take 1 to 3 pebbles in secret", [Take(n) for n in (1, 2, 3)]


def _take(state: Pebbles, action: Take, events: list[Event]) -> None:
    n = action.n
    for adjust in state.ruleset.hooks.adjust_take:
        n = adjust(state, state.current, n)
    state.pile -= n
    state.taken[state.current] += n
    events.append(Event("take", f"P{state.current + 1} takes {n}", {"n": n}))


def _round_over(state: Pebbles, events: list[Event]) -> None:
    state.rounds += 1
    if state.pile <= 0 or state.rounds == ROUNDS:
        state.over = True
        state.result = TeamResult(state.pile == 0, tuple(state.taken))
        return
    state.tasks += [("round_over",), ("pick", tuple(range(len(state.taken))))]


class PebblesRules(Ruleset):
    game = "Pebbles"
    module_base = PebblesModule
    base_builders: ClassVar[dict[str, Any]] = {"pick": _pick}
    base_handlers: ClassVar[dict[Any, Any]] = {Take: _take}
    base_auto: ClassVar[dict[str, Any]] = {"round_over": _round_over}
    base_actions = (Take,)
    base_secret = frozenset({"pick"})

    def public_view(self, state: Pebbles, viewer: int | None) -> dict[str, Any]:
        return {"pile": state.pile, "taken": list(state.taken)}


@dataclass(slots=True)
class Pebbles(State):
    pile: int
    taken: list[int]
    rounds: int = 0

    def clone(self) -> Pebbles:
        return Pebbles(
            self.pile,
            self.taken[:],
            self.rounds,
            ruleset=self.ruleset,
            seed=self.seed,
            setup=self.setup,
            current=self.current,
            tasks=self.tasks[:],
            draws=self.draws,
            over=self.over,
            history=self.history,
            result=self.result,
            sealed=dict(self.sealed),
        )


def greedy() -> Greedy:
    manifest = Manifest[NoSettings](
        id="greedy",
        name="Greedy",
        kind="part",
        version=1,
        players=(2, 3),
        summary="The first player takes one more.",
        rules="The first player takes one more pebble each time.",
        settings=NoSettings(),
    )
    return Greedy(manifest, NoSettings(), {}, "")


def new_pebbles(players: int, pile: int, modules: tuple[Module, ...] = ()) -> Pebbles:
    rules = PebblesRules(modules, (2, 3))
    state = Pebbles(
        pile,
        [0] * players,
        ruleset=rules,
        seed=0,
        setup={"players": players, "pile": pile},
        current=0,
        tasks=[("round_over",), ("pick", tuple(range(players)))],
    )
    settle(state, [])
    return state

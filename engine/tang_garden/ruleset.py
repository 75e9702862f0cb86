"""Tang Garden's ruleset: the core's ruleset (engine/core/ruleset.py) with the base game's tables
and its answers to the flow's questions: why an action is refused, what an action marks in the
turn, a player's own batch of rewards when seated, and whether the end of the game is triggered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.events import Event
from engine.core.ruleset import ModuleChoice, RulesetError, parse_ruleset
from engine.core.ruleset import Ruleset as CoreRuleset
from engine.tang_garden import actions as A
from engine.tang_garden import view
from engine.tang_garden.concede import concede
from engine.tang_garden.explain import why_illegal
from engine.tang_garden.module import Module
from engine.tang_garden.options import BASE_BUILDERS
from engine.tang_garden.play import BASE_AUTO, BASE_HANDLERS, SKIP_TEXT
from engine.tang_garden.setup import BASE_STEPS, SetupError

if TYPE_CHECKING:
    from engine.core.events import Decision
    from engine.core.view import Hidden
    from engine.tang_garden.state import GameState

__all__ = ["ModuleChoice", "Ruleset", "RulesetError", "parse_ruleset"]

# Actions that only look at the stacks (the Officer's start-of-turn options) and leave the turn
# unstarted.
_LOOKS = (A.FlipStacks, A.CycleStack)


class Ruleset(CoreRuleset):
    """The base game and ``modules`` (in order), joined into the tables the flow reads."""

    game = "Tang Garden"
    module_base = Module
    base_builders = BASE_BUILDERS
    base_handlers = BASE_HANDLERS
    base_auto = BASE_AUTO
    base_skip_texts = SKIP_TEXT
    base_steps = BASE_STEPS
    base_actions = tuple(A.ACTION_TYPES.values())
    concedes = True  # decision DT6: the game ends at once, the conceder last

    @property
    def team_play(self) -> bool:
        """Whether the players win or lose together (a module says so)."""
        return any(m.team_play for m in self.modules)

    def public_view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return view.public_view(state, viewer)

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        return view.hidden(state, viewer)

    def check_players(self, count: int) -> None:
        reason = self.playable_by(count)
        if reason:
            raise SetupError(reason)

    def why_illegal(self, state: GameState, pending: Decision, action: A.Action) -> str:
        return why_illegal(state, pending, action)

    def handle(self, state: GameState, kind: str, action: A.Action, events: list[Event]) -> None:
        turn = state.turn  # the acting turn: EndTurn's handler starts the next player's
        self.dispatch[kind, type(action)](state, action, events)
        if not isinstance(action, _LOOKS):
            turn.acted = True

    def concede(self, state: GameState, player: int, events: list[Event]) -> None:
        concede(state, player, events)

    def seated(self, state: GameState, task: tuple) -> None:
        if len(task) > 2:  # each player's rewards are their own batch
            state.turn.tracks_advanced = set(task[2])

    def base_end_counts(self, state: GameState) -> bool:
        """Whether the base game's triggers (few landscape tokens left, an empty stack) would
        make the round the last now (a scenario may play without them: Summer, the solos)."""
        triggered = True
        for hook in self.hooks.adjust_end_trigger:
            triggered = hook(state, triggered)
        return triggered

    def settled(self, state: GameState, events: list[Event]) -> None:
        """Whether the last round is triggered now: too few landscape tokens left in the
        garden, or a stack ran out (modules may change that)."""
        if state.end_triggered or state.over:
            return
        cause = ""
        left = len(state.tokens)
        if left <= state.catalog.rules.end_trigger_tokens_left:
            tokens = "1 landscape token was" if left == 1 else f"{left} landscape tokens were"
            cause = f"only {tokens} left in the garden"
        elif not all(state.stacks.values()):
            empty = next(name for name, tiles in state.stacks.items() if not tiles)
            cause = f"the {empty} stack ran out"
        triggered = bool(cause)
        for hook in self.hooks.adjust_end_trigger:
            triggered = hook(state, triggered)
        if triggered:
            state.end_triggered = True
            state.end_trigger = cause
            events.append(
                Event("end_triggered", "The end of the game is triggered: this round is the last")
            )

    def sealed_event(self, state: GameState, pending: Decision) -> Event:
        name = state.players[pending.deciders[0]].name
        said = self.sealed_texts.get(pending.kind, "{name} chooses in secret")
        return Event("secret_pick", said.format(name=name), {"player": pending.player})

"""Sanssouci's ruleset: its base tables on the core's flow, and what each player may see."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.core.actions import Action
from engine.core.events import Decision
from engine.core.module import SetupStep
from engine.core.ruleset import Ruleset
from engine.core.view import Hidden
from engine.sanssouci.actions import BASE_ACTIONS, MoveNoble, PlaceGardener, TakeTile
from engine.sanssouci.module import SanssouciModule
from engine.sanssouci.scoring import SansResult
from engine.sanssouci.setup import BASE_STEPS
from engine.sanssouci.state import SansState
from engine.sanssouci.turn import AUTO, BUILDERS, HANDLERS


class SanssouciRules(Ruleset):
    game = "Sanssouci"
    module_base = SanssouciModule
    base_builders: ClassVar[dict[str, Any]] = BUILDERS
    base_handlers: ClassVar[dict[Any, Any]] = HANDLERS
    base_auto: ClassVar[dict[str, Any]] = AUTO
    base_steps: ClassVar[Sequence[SetupStep]] = BASE_STEPS
    base_actions = BASE_ACTIONS

    def public_view(self, state: SansState, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        open_hands = bool(state.setup.get("open_hands"))
        final = state.result.totals if isinstance(state.result, SansResult) else None
        gardens = []
        for p, g in enumerate(state.gardens):
            own = viewer == p
            gardens.append(
                {
                    "name": state.names[p],
                    "side": g.side,
                    "squares": g.squares[:],
                    "nobles": g.nobles[:],
                    "score": final[p] if final else g.score,  # once over, the final total
                    "draw_count": len(g.draw),
                    "hand_count": len(g.hand),
                    "hand": sorted(g.hand) if own or open_hands else None,
                    "discard": g.discard[:],
                    "missions": sorted(g.missions) if own or state.over else None,
                }
            )
        return {
            "game": "sanssouci",
            "gardens": gardens,
            "display": state.display[:],
            "supply_count": len(state.supply),
            "taken": list(state.taken) if state.taken else None,
            "cards_played": state.cards_played,
        }

    def hidden(self, state: SansState, viewer: int | None) -> list[Hidden]:  # type: ignore[override]
        parts = [Hidden("tiles", state.supply, len(state.supply))]
        open_hands = bool(state.setup.get("open_hands"))
        for p, g in enumerate(state.gardens):
            parts.append(Hidden(f"cards{p}", g.draw, len(g.draw)))
            if viewer != p and not open_hands:
                parts.append(Hidden(f"cards{p}", g.hand, len(g.hand)))
            if viewer != p and not state.over:
                parts.append(Hidden("missions", g.missions, len(g.missions)))
        parts.append(Hidden("missions", state.unused_missions, len(state.unused_missions)))
        return parts

    def why_illegal(self, state: SansState, pending: Decision, action: Action) -> str:  # type: ignore[override]
        from_hook = [w for h in self.hooks.why_illegal if (w := h(state, pending, action))]
        if from_hook:
            return from_hook[0]
        if pending.kind == "take" and isinstance(action, TakeTile):
            if action.card not in state.gardens[state.current].hand:
                return "That card is not in your hand."
            return "That card does not allow that tile."
        if pending.kind == "gardener" and isinstance(action, PlaceGardener):
            return "A gardener goes on a free square of the tile's row or column."
        if pending.kind == "noble" and isinstance(action, MoveNoble):
            return (
                "A nobleman walks over built squares only, further down its own column, and "
                "never ends on a gardener."
            )
        return f"That is not possible now: {pending.prompt.lower()}."

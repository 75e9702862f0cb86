"""Live scores: each player's final score if the game ended now, as the end screen counts it,
from what one player may know (a live score never shows a secret)."""

from __future__ import annotations

from engine.core.result import Result
from engine.core.view import seen_by
from engine.tang_garden.scoring import final_score
from engine.tang_garden.state import GameState


def score_estimate(state: GameState, viewer: int | None) -> Result:
    """The result (itemised: ``rows()``, ``totals``) the game would have if it ended now: coins
    and what the cards, characters and sets would score, the modules' categories and result
    included, as the end screen counts them.

    It is counted on ``seen_by(state, viewer)``, the copy holding only what ``viewer`` may
    know (``player_view``; None: a spectator): what is hidden from them counts nothing (another
    player's secret leaf, their unseen cards). At the game's end it is the game's result."""
    seen = seen_by(state, viewer)
    result = final_score(seen)
    for hook in seen.hooks.adjust_result:
        result = hook(seen, result)
    for hook in seen.hooks.estimate_result:
        result = hook(seen, result)
    return result

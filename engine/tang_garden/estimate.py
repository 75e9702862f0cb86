"""Live scores: each player's final score if the game ended now, as the end screen counts it,
told from what one player may know (a live score never shows a secret)."""

from __future__ import annotations

import random

from engine.core.bots.worlds import determinize
from engine.core.result import Result
from engine.tang_garden.scoring import final_score
from engine.tang_garden.state import GameState


def score_estimate(state: GameState, viewer: int | None) -> Result:
    """The result (itemised: ``rows()``, ``totals``) the game would have if it ended now: coins
    and what the cards, characters and sets would score, the modules' categories and result
    included, as the end screen counts them.

    It is counted in a world dealt from ``viewer``'s view (None: a spectator's) by a fixed
    generator: the world depends only on what the viewer may know (``player_view``), so the
    parts hidden from them are counted as dealt from what they could be, never as they are."""
    world = determinize(state, viewer, random.Random(0))
    result = final_score(world)
    for hook in world.hooks.adjust_result:
        result = hook(world, result)
    for hook in world.hooks.estimate_result:
        result = hook(world, result)
    return result

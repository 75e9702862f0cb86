"""How a computer player judges a position: the engine's own score if the game ended now,
plus tuned coin values for what has not scored yet, plus the modules' own terms."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.effects import thresholds_reached
from engine.modules.base import Module
from engine.scoring import decoration_scores, final_score
from engine.state import GameState


@dataclass(frozen=True, slots=True)
class Weights:
    """Coins a not-yet-scored asset is worth (tuned on self-play tournaments)."""

    track_level: float = 0.45  # a level on a track: coins on the way and thresholds ahead
    influence: float = 3.0  # an influence in hand (a threshold unused, the character token)
    card: float = 0.4  # a decoration card kept: its set's prospects beyond the current score
    token: float = 0.35  # a landscape token: lantern refreshes and the tie-break
    lantern: float = 0.6  # a face-up lantern still to use
    late: float = 0.4  # share of those prospects left once the end is triggered


WEIGHTS = Weights()
WIN = 15.0  # coins a finished game adds for a win (and takes off for a loss)


def _overrides(module: Module) -> bool:
    return type(module).bot_terms is not Module.bot_terms


_DECORATIONS: dict[tuple, list[dict[str, int]]] = {}


def _decorations(state: GameState) -> list[dict[str, int]]:
    """``decoration_scores``, remembered by the cards kept and the pieces placed (when no module
    changes the counts: then they depend on nothing else)."""
    if state.hooks.adjust_decoration_counts:
        return decoration_scores(state)
    key = (
        id(state.catalog),
        tuple(tuple(sorted(p.cards)) for p in state.players),
        tuple(sorted(Counter(state.decorations.values()).items())),
    )
    found = _DECORATIONS.get(key)
    if found is None:
        if len(_DECORATIONS) > 4096:  # a few decisions' worth: kept small
            _DECORATIONS.clear()
        found = _DECORATIONS[key] = decoration_scores(state)
    return found


def values(state: GameState, weights: Weights = WEIGHTS) -> list[float]:
    """Each player's position in coins: the final score if the game ended now, plus prospects."""
    if state.over and state.result is not None:
        standings = [state.result.standing(i) for i in range(len(state.players))]
        return [score + WIN * (2 * won - 1) for won, score in standings]
    scores = final_score(state, _decorations(state)).players
    late = weights.late if state.end_triggered else 1.0
    modules = [m for m in state.ruleset.modules if _overrides(m)]
    out = []
    for i, player in enumerate(state.players):
        influences = thresholds_reached(state, player) - player.thresholds_claimed
        prospects = (
            weights.track_level * sum(player.tracks)
            + weights.influence * (max(influences, 0) + player.character_token)
            + weights.card * len(player.cards)
            + weights.token * sum(player.tokens.values())
            + weights.lantern * sum(player.lanterns.values())
        )
        value = scores[i].total + late * prospects
        out.append(value + sum(m.bot_terms(state, i) for m in modules))
    return out


def margin(vals: list[float], player: int) -> float:
    """How far ``player`` leads: its value less the best and the mean of the others' (its own
    value alone in a solo game)."""
    others = [v for i, v in enumerate(vals) if i != player]
    if not others:
        return vals[player]
    return vals[player] - (max(others) + sum(others) / len(others)) / 2

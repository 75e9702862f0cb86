"""How a computer player judges a position: the engine's own score if the game ended now,
plus tuned coin values for what has not scored yet, plus the modules' own terms."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core.ruleset import Ruleset
from engine.tang_garden.effects import lowest_level, thresholds_reached
from engine.tang_garden.module import Module
from engine.tang_garden.scoring import card_gains, decoration_scores, final_score, held_key
from engine.tang_garden.state import GameState, Player


@dataclass(frozen=True, slots=True)
class Weights:
    """Coins a not-yet-scored asset is worth (tuned on self-play tournaments)."""

    track_level: float = 0.45  # a level on a track: coins on the way and thresholds ahead
    influence: float = 3.0  # an influence in hand (a threshold unused, the character token)
    card: float = 0.4  # a decoration card kept: its set's prospects beyond the current score
    token: float = 0.35  # a landscape token: lantern refreshes and the tie-break
    lantern: float = 0.6  # a face-up lantern still to use
    late: float = 0.4  # share of those prospects left once the end is triggered
    hope: float = 0.0  # share of what one more decoration card of a random type would add
    gap: float = 0.0  # per track level still missing to the next character threshold
    character: float = 0.0  # an own character in the garden: what its view gains until the end
    foresight: float = 0.0  # chance a piece still to come arrives, for what the modules score at
    # the end (``Module.bot_prospects``: Winter's Dragons and the Roof tiles still to be laid;
    # the Flying lanterns' envelope, whose lead in lanterns seen may still change hands)


WEIGHTS = Weights()
WIN = 15.0  # coins a finished game adds for a win (and takes off for a loss)
TEAM_WIN = 1000.0  # what a team's victory adds (and its defeat takes off) to the team's value


def _overrides(module: Module, hook: str = "bot_terms") -> bool:
    return getattr(type(module), hook) is not getattr(Module, hook)


@lru_cache(maxsize=64)
def _judging(ruleset: Ruleset, hook: str = "bot_terms") -> tuple[Module, ...]:
    """The ruleset's modules that add ``hook`` to the judgement, in order (found once)."""
    return tuple(m for m in ruleset.modules if _overrides(m, hook))


@dataclass(slots=True)
class _Cards:
    """What the decoration cards are worth to each player: now, and hoped for (when asked)."""

    scores: list[dict[str, int]]
    hopes: list[float] | None = None


def _cards(state: GameState, hope: bool) -> _Cards:
    """The decoration scores (and hopes: ``_hopes``), remembered by what they depend on
    (``scoring.held_key``: the cards kept and the pieces placed) when that is all."""
    key = held_key(state)
    if key is None:
        return _Cards(decoration_scores(state), _hopes(state) if hope else None)
    table = state.catalog.table("bot card scores")
    found = table.get(key)
    if found is None:
        if len(table) > 4096:  # a few decisions' worth: kept small
            table.clear()
        found = table[key] = _Cards(decoration_scores(state))
    if hope and found.hopes is None:
        found.hopes = _hopes(state)
    return found


def _hopes(state: GameState) -> list[float]:
    """Per player, the mean of what one more card of each decoration type would add to their
    decoration score (a lone bird hopes for a fish)."""
    kinds = sorted({t.id for t in state.catalog.card_type.values()})
    hopes = []
    for i in range(len(state.players)):
        gained = sum(card_gains(state, i, kinds).values())
        hopes.append(gained / len(kinds) if kinds else 0.0)
    return hopes


def _gap(state: GameState, player: Player) -> int:
    """Track levels still missing before the next character threshold (0 past the last)."""
    low = lowest_level(state, player)
    ahead = [t for t in state.catalog.thresholds if t > low]
    counted = [player.tracks[i] for i in state.catalog.threshold_tracks]
    return sum(max(0, ahead[0] - t) for t in counted) if ahead else 0


def values(state: GameState, weights: Weights = WEIGHTS) -> list[float]:
    """Each player's position in coins: the final score if the game ended now, plus prospects."""
    if state.ruleset.team_play:
        return _team_values(state)
    if state.over and state.result is not None:
        standings = [state.result.standing(i) for i in range(len(state.players))]
        return [score + WIN * (2 * won - 1) for won, score in standings]
    cards = _cards(state, bool(weights.hope))
    scores = final_score(state, cards.scores).players
    late = weights.late if state.end_triggered else 1.0
    modules = _judging(state.ruleset)
    foreseen = [0.0] * len(state.players)
    if weights.foresight:
        for m in _judging(state.ruleset, "bot_prospects"):
            for i in range(len(foreseen)):
                foreseen[i] += late * m.bot_prospects(state, i, weights.foresight)
    characters = [0] * len(state.players)
    if weights.character:
        for mini in state.minis.values():
            if 0 <= mini.owner < len(characters):  # not a neutral miniature
                characters[mini.owner] += 1
    out = []
    for i, player in enumerate(state.players):
        influences = thresholds_reached(state, player) - player.thresholds_claimed
        prospects = (
            weights.track_level * sum(player.tracks)
            + weights.influence * (max(influences, 0) + player.character_token)
            + weights.card * len(player.cards)
            + weights.token * sum(player.tokens.values())
            + weights.lantern * sum(player.lanterns.values())
            + (weights.hope * cards.hopes[i] if cards.hopes else 0.0)
            - (weights.gap * _gap(state, player) if weights.gap else 0.0)
            + weights.character * characters[i]
        )
        value = scores[i].total + late * prospects
        out.append(value + sum(m.bot_terms(state, i) for m in modules) + foreseen[i])
    return out


def _team_values(state: GameState) -> list[float]:
    """In a team game the position is what the modules judge it worth to the team (their
    ``bot_terms``), and a finished game the team's victory or defeat, shared by every seat."""
    n = len(state.players)
    value = sum(m.bot_terms(state, 0) for m in _judging(state.ruleset))
    if state.over and state.result is not None:
        value += TEAM_WIN if state.result.outcome == "victory" else -TEAM_WIN
    return [value / n] * n


def ceiling(state: GameState, kind: type) -> float | None:
    """In a team game, at most what ``margin`` of ``values`` can be once any option of the type
    ``kind`` offered in ``state`` is played, when every judging module bounds its terms
    (``Module.bot_ceiling``); None otherwise."""
    if not state.ruleset.team_play:
        return None
    total = 0.0
    for module in _judging(state.ruleset):
        bound = module.bot_ceiling(state, kind)
        if bound is None:
            return None
        total += bound
    return total


def margin(vals: list[float], player: int, team: bool = False) -> float:
    """How far ``player`` leads: its value less the best and the mean of the others' (its own
    value alone in a solo game); in a team game (``team``: the players win or lose together)
    the whole team's value."""
    if team:
        return sum(vals)
    others = [v for i, v in enumerate(vals) if i != player]
    if not others:
        return vals[player]
    return vals[player] - (max(others) + sum(others) / len(others)) / 2

"""The Easy and Medium computer players, and the one-step judgement they share with Hard.

Every judgement is made in a world dealt from the seat's view (``worlds.determinize``), never
in the real position: a look at what an option leads to may draw cards, and the real deck's
order is not the player's to see.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.bots.worlds import determinize
from engine.core.flow import apply, decision
from engine.tang_garden.actions import Action
from engine.tang_garden.bots.evaluate import WEIGHTS, Weights, margin, values
from engine.tang_garden.state import GameState

Scored = tuple[float, Action, GameState]  # (judgement, option, the world after it)


def one_step(
    world: GameState, player: int, options: Sequence[Action], weights: Weights = WEIGHTS
) -> list[Scored]:
    """Each option with ``player``'s lead in the world right after it, best first (stable)."""
    scored = []
    team = world.ruleset.team_play
    for option in options:
        after, _ = apply(world, option)
        scored.append((margin(values(after, weights), player, team), option, after))
    return sorted(scored, key=lambda s: -s[0])


def finish_turn(
    world: GameState, player: int, turn: int, weights: Weights = WEIGHTS, depth: int = 8
) -> GameState:
    """The world once ``player`` has made the rest of turn ``turn``'s decisions greedily."""
    for _ in range(depth):
        if world.over or world.turn_number != turn:
            break
        pending = decision(world)
        if pending.player != player:
            break
        world = one_step(world, player, pending.options, weights)[0][2]
    return world


def candidates(scored: list[Scored], width: int) -> list[Scored]:
    """The ``width`` best options, and the best of every other kind of action (a decoration
    drawn at random only shows its worth a step later)."""
    out = scored[:width]
    kinds = {type(s[1]) for s in out}
    for s in scored[width:]:
        if type(s[1]) not in kinds:
            kinds.add(type(s[1]))
            out.append(s)
    return out


def look_ahead(
    world: GameState,
    player: int,
    width: int,
    weights: Weights = WEIGHTS,
    more: Sequence[GameState] = (),
) -> list[tuple[float, Action]]:
    """The most promising options in ``world``, each judged after the rest of the player's
    turn, best first; with ``more`` worlds dealt from the same view, each judgement is the mean
    over all of them (what a draw brings is less of a gamble)."""
    turn = world.turn_number
    options = decision(world).options

    def settled(after: GameState) -> float:
        judged = values(finish_turn(after, player, turn, weights), weights)
        return margin(judged, player, world.ruleset.team_play)

    judged = []
    for _, option, after in candidates(one_step(world, player, options, weights), width):
        lead = settled(after)
        for other in more:
            lead += settled(apply(other, option)[0])
        judged.append((lead / (1 + len(more)), option))
    return sorted(judged, key=lambda j: -j[0])


def _own(vals: list[float], player: int, team: bool) -> float:
    """What a position is worth to ``player``: its own value, or its team's."""
    return sum(vals) if team else vals[player]


class EasyBot:
    """Takes what pays most right now for itself, with a slip now and then."""

    level = "easy"
    NOISE = 1.5  # coins of judgement error
    SLIP = 0.15  # chance of a random legal option

    def __init__(self, seed: int) -> None:
        self.rand = random.Random(f"easy:{seed}")

    def choose(self, state: GameState) -> Action:
        pending = decision(state)
        options = pending.options
        if len(options) == 1:
            return options[0]
        if self.rand.random() < self.SLIP:
            return self.rand.choice(options)
        me = pending.player
        assert me is not None  # a decision is some player's
        world = determinize(state, me, self.rand)
        team = state.ruleset.team_play  # judging for the team: everyone's value
        noisy = [
            (_own(values(apply(world, option)[0]), me, team) + self.rand.gauss(0, self.NOISE), i)
            for i, option in enumerate(options)
        ]
        return options[max(noisy)[1]]


class MediumBot:
    """Judges the whole position after the rest of its turn, for its most promising options."""

    level = "medium"
    WIDTH = 5

    def __init__(self, seed: int, weights: Weights = WEIGHTS) -> None:
        self.rand = random.Random(f"medium:{seed}")
        self.weights = weights

    def choose(self, state: GameState) -> Action:
        pending = decision(state)
        if len(pending.options) == 1:
            return pending.options[0]
        me = pending.player
        assert me is not None  # a decision is some player's
        world = determinize(state, me, self.rand)
        return look_ahead(world, me, self.WIDTH, self.weights)[0][1]

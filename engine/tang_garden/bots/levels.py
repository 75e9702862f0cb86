"""The Easy and Medium computer players, and the one-step judgement they share with Hard.

Every judgement is made in a world dealt from the seat's view (``worlds.determinize``), never
in the real position: a look at what an option leads to may draw cards, and the real deck's
order is not the player's to see. A world is played on as a ``Position`` (its state and its
decision, built once per step).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.core.bots.worlds import determinize
from engine.core.flow import Position, play, position
from engine.tang_garden.actions import Action
from engine.tang_garden.bots.evaluate import WEIGHTS, Weights, ceiling, margin, values
from engine.tang_garden.view import reveals

Scored = tuple[float, Action, Position]  # (judgement, option, the world after it)
SAFETY = 1e-6  # coins: a ceiling this far below the best so far is below it, rounding aside


def one_step(
    world: Position, player: int, options: Sequence[Action], weights: Weights = WEIGHTS
) -> list[Scored]:
    """Each option with ``player``'s lead in the world right after it, best first (stable)."""
    scored = []
    team = world.state.ruleset.team_play
    for option in options:
        after, _ = play(world, option)
        scored.append((margin(values(after.state, weights), player, team), option, after))
    return sorted(scored, key=lambda s: -s[0])


def best_step(
    world: Position, player: int, options: Sequence[Action], weights: Weights = WEIGHTS
) -> Position:
    """The world after the option ``one_step`` ranks first (the first of the best), without
    playing an option whose ``ceiling`` is below the best judged so far: it cannot be first."""
    team = world.state.ruleset.team_play
    best, top = None, 0.0
    bounds: dict[type, float | None] = {}
    for option in options:
        if best is not None and team:
            kind = type(option)
            if kind not in bounds:
                bounds[kind] = ceiling(world.state, kind)
            bound = bounds[kind]
            if bound is not None and bound + SAFETY < top:
                continue
        after, _ = play(world, option)
        lead = margin(values(after.state, weights), player, team)
        if best is None or lead > top:
            best, top = after, lead
    assert best is not None  # a decision has options
    return best


def finish_turn(
    world: Position, player: int, turn: int, weights: Weights = WEIGHTS, depth: int = 8
) -> Position:
    """The world once ``player`` has made the rest of turn ``turn``'s decisions greedily."""
    return rest_of_turn(world, player, turn, weights, depth)[0]


def rest_of_turn(
    world: Position, player: int, turn: int, weights: Weights = WEIGHTS, depth: int = 8
) -> tuple[Position, bool]:
    """``finish_turn``, and whether a step of it before the turn's end drew or revealed what
    the player could not see (its worth then depends on the dealt world)."""
    drew = False
    for _ in range(depth):
        if world.state.over or world.state.turn_number != turn:
            break
        pending = world.decision
        if pending.player != player:
            break
        after = best_step(world, player, pending.options, weights)
        drew = drew or (after.state.turn_number == turn and reveals(world.state, after.state))
        world = after
    return world, drew


def candidates(scored: list[Scored], width: int) -> list[Scored]:
    """The ``width`` best options, and the best of every other kind of action (a decoration
    drawn at random only shows its worth a step later), a kind that triggers the end of the game
    apart from one that does not (when every leader ends the game, the best move that lets it go
    on is judged too, not only a draw that can seldom be placed)."""

    def kind(s: Scored) -> tuple[type, bool]:
        return type(s[1]), s[2].state.end_triggered

    out = scored[:width]
    kinds = {kind(s) for s in out}
    for s in scored[width:]:
        if kind(s) not in kinds:
            kinds.add(kind(s))
            out.append(s)
    return out


def look_ahead(
    world: Position,
    player: int,
    width: int,
    weights: Weights = WEIGHTS,
    more: Sequence[Position] = (),
    chance: Callable[[], Sequence[Position]] = tuple,
) -> list[tuple[float, Action]]:
    """The most promising options in ``world``, each judged after the rest of the player's
    turn, best first; with ``more`` worlds dealt from the same view, each judgement is the mean
    over all of them (what a draw brings is less of a gamble). An option whose turn draws or
    reveals what the player cannot see is judged in the ``chance()`` worlds too: one lucky
    deal never makes drawing cards that can seldom be placed look good."""
    turn = world.state.turn_number
    options = world.decision.options
    team = world.state.ruleset.team_play

    def settled(after: Position) -> tuple[float, bool]:
        finished, drew = rest_of_turn(after, player, turn, weights)
        return margin(values(finished.state, weights), player, team), drew

    judged = []
    for _, option, after in candidates(one_step(world, player, options, weights), width):
        lead, drew = settled(after)
        drew = drew or (after.state.turn_number == turn and reveals(world.state, after.state))
        others = [*more, *chance()] if drew else more
        for other in others:
            lead += settled(play(other, option)[0])[0]
        judged.append((lead / (1 + len(others)), option))
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

    def choose(self, here: Position) -> Action:
        pending = here.decision
        options = pending.options
        if len(options) == 1:
            return options[0]
        if self.rand.random() < self.SLIP:
            return self.rand.choice(options)
        me = pending.player
        assert me is not None  # a decision is some player's
        world = position(determinize(here.state, me, self.rand))
        team = here.state.ruleset.team_play  # judging for the team: everyone's value
        noisy = [
            (
                _own(values(play(world, option)[0].state), me, team)
                + self.rand.gauss(0, self.NOISE),
                i,
            )
            for i, option in enumerate(options)
        ]
        return options[max(noisy)[1]]


class MediumBot:
    """Judges the whole position after the rest of its turn, for its most promising options (in
    a team game its main action over several dealt worlds)."""

    level = "medium"
    WIDTH = 5
    TEAM_WORLDS = 3  # a team game's main action judged over this many dealt worlds

    def __init__(self, seed: int, weights: Weights = WEIGHTS) -> None:
        self.rand = random.Random(f"medium:{seed}")
        self.weights = weights

    def choose(self, here: Position) -> Action:
        pending = here.decision
        if len(pending.options) == 1:
            return pending.options[0]
        me = pending.player
        assert me is not None  # a decision is some player's
        world = position(determinize(here.state, me, self.rand))
        more: list[Position] = []
        if here.state.ruleset.team_play and pending.kind == "main":
            # a team loses together: what a draw may bring is judged in expectation
            more = [
                position(determinize(here.state, me, self.rand))
                for _ in range(self.TEAM_WORLDS - 1)
            ]
        return look_ahead(world, me, self.WIDTH, self.weights, more)[0][1]

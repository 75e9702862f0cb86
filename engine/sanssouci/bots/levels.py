"""Easy, Medium and Hard. Every judgement is made in a world dealt from the seat's view
(``determinize``): applying an option refills the display and draws a card, and the real
supply's and deck's order is not the player's to see."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.actions import Action
from engine.core.bots.worlds import determinize
from engine.core.flow import Position, apply, decision
from engine.sanssouci.bots.evaluate import FULL, PLAIN, Weights, margin
from engine.sanssouci.state import SansState

LEVELS = ("easy", "medium", "hard")
WORLDS = 4  # Hard's worlds per take decision (``budget`` changes it)


def greedy(world: SansState, player: int, options: Sequence[Action], weights: Weights) -> list:
    """Each option with ``player``'s lead right after it, best first (ties: the first)."""
    scored = []
    for n, option in enumerate(options):
        after, _ = apply(world, option)
        scored.append((-margin(after, player, weights), n, option, after))
    scored.sort(key=lambda s: (s[0], s[1]))
    return [(-lead, option, after) for lead, _, option, after in scored]


def finish_turn(world: SansState, player: int, weights: Weights) -> SansState:
    """The world once ``player`` has made the rest of this turn's decisions greedily."""
    while not world.over and decision(world).player == player and decision(world).kind != "take":
        world = greedy(world, player, decision(world).options, weights)[0][2]
    return world


class EasyBot:
    """Half its choices at random, the others for the points they bring at once."""

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.rand = random.Random(seed)

    def choose(self, here: Position) -> Action:
        state, pending = here.state, here.decision
        if self.rand.random() < 0.5:
            return self.rand.choice(pending.options)
        world = determinize(state, pending.player, self.rand)
        return greedy(world, pending.player, pending.options, PLAIN)[0][1]


class MediumBot:
    """Each choice for the position it leaves at once, points and promise."""

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.rand = random.Random(seed)

    def choose(self, here: Position) -> Action:
        state, pending = here.state, here.decision
        world = determinize(state, pending.player, self.rand)
        return greedy(world, pending.player, pending.options, FULL)[0][1]


class HardBot:
    """Judges each tile by the whole turn it makes (gardener and nobleman chosen after it),
    averaged over several dealt worlds."""

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.rand = random.Random(seed)
        self.worlds = budget or WORLDS

    def choose(self, here: Position) -> Action:
        return self.judge(here.state)[0][1]

    def judge(self, state: SansState) -> list[tuple[float, Action]]:
        """Every option with its mean lead after the turn, best first."""
        pending = decision(state)
        player = pending.player
        assert player is not None
        if pending.kind != "take":
            world = determinize(state, player, self.rand)
            scored = greedy(world, player, pending.options, FULL)
            return [(lead, option) for lead, option, _ in scored]
        worlds = [determinize(state, player, self.rand) for _ in range(self.worlds)]
        totals = []
        for n, option in enumerate(pending.options):
            lead = 0.0
            for world in worlds:
                after = finish_turn(apply(world, option)[0], player, FULL)
                lead += margin(after, player, FULL)
            totals.append((-lead / len(worlds), n, option))
        totals.sort(key=lambda t: (t[0], t[1]))
        return [(-lead, option) for lead, _, option in totals]


def make_bot(level: str, seed: int, budget: int | None = None) -> EasyBot | MediumBot | HardBot:
    """A computer player of ``level`` (one of LEVELS)."""
    cls = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}[level]
    return cls(seed, budget)

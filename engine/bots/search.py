"""The Hard computer player: information-set Monte Carlo tree search (after OpenSpiel's
``ismcts.py`` and boardgame.io's ``MCTSBot``).

Every iteration deals a new world from the seat's view (``worlds.determinize``), walks the tree
by the options legal in that world (a child's availability counts how often it could have been
chosen), adds one node, plays on with a quick greedy policy until the seat's next turn (one
round: everybody answers), and judges the position there (``evaluate.rewards``). Only the most
promising options of a decision get a node: at the root Medium's choices after its look-ahead
(each starting with its judgement as a prior visit), below it the best of a few by one step.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from engine.actions import Action
from engine.bots.evaluate import SCALE, rewards, values
from engine.bots.levels import candidates, look_ahead, one_step
from engine.bots.worlds import determinize
from engine.options import decision
from engine.play import apply
from engine.state import GameState

BUDGET = 120  # iterations per decision by default (bench/bot_bench.py: p95 within 2 s)
ROOT_WIDTH = 6  # root options searched (plus the best of every other kind)
NODE_WIDTH = 3  # options given a node below the root (plus the best of every other kind)
SAMPLE = 10  # options a quick move looks at
EXPLORE = 0.5  # UCB exploration
PRIOR = 2  # visits the root's prior judgement counts for


@dataclass(slots=True)
class Node:
    """A decision reached by a sequence of options; children by option."""

    player: int
    visits: int = 0
    total: float = 0.0  # rewards of the player who chose the option leading here
    avail: int = 0  # times this node's option was legal when its parent was visited
    gain: float = 0.0  # the searching seat's change of value, summed (for hints)
    options: list[Action] | None = None  # the options given a node, most promising first
    children: dict[Action, Node] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The search's answer: the option, and its expected change of the seat's value in coins."""

    action: Action
    gain: float
    visits: int


def quick_move(world: GameState, rand: random.Random) -> Action:
    """The best of a few options by one step: cheap enough for playing on."""
    pending = decision(world)
    options = pending.options
    if len(options) == 1:
        return options[0]
    sample = options if len(options) <= SAMPLE else rand.sample(options, SAMPLE)
    return one_step(world, pending.player, sample)[0][1]


class HardBot:
    """Searches ``budget`` iterations per decision (deterministic for its seed)."""

    level = "hard"

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.rand = random.Random(f"hard:{seed}")
        self.budget = BUDGET if budget is None else budget

    def choose(self, state: GameState) -> Action:
        return self.search(state).action

    def search(self, state: GameState) -> Verdict:
        pending = decision(state)
        me = pending.player
        if len(pending.options) == 1:
            return Verdict(pending.options[0], 0.0, 0)
        rand = self.rand
        first = determinize(state, me, rand)
        root = Node(me)
        prior = look_ahead(first, me, ROOT_WIDTH)
        root.options = [option for _, option in prior]
        base = values(first)[me]
        for judged, option in prior:
            child = root.children[option] = Node(me, PRIOR, 0.0, 0)
            child.total = PRIOR * rewards_of(judged)
        for _ in range(self.budget):
            self._iterate(state, root, me, rand)
        best = max(root.options, key=lambda o: (root.children[o].visits, root.children[o].total))
        child = root.children[best]
        real = child.visits - PRIOR
        gain = child.gain / real - base if real > 0 else prior[0][0] - base
        return Verdict(best, gain, child.visits)

    def _iterate(self, state: GameState, root: Node, me: int, rand: random.Random) -> None:
        world = determinize(state, me, rand)
        start = world.turn_number
        path: list[tuple[Node, int]] = []
        node = root
        expanded = False
        while not _horizon(world, me, start):
            pending = decision(world)
            legal_set = pending.option_set or frozenset(pending.options)
            if node.options is None:
                scored = one_step(world, pending.player, _sample(pending.options, rand))
                node.options = [s[1] for s in candidates(scored, NODE_WIDTH)]
            legal = [o for o in node.options if o in legal_set] or [quick_move(world, rand)]
            for option in legal:
                child = node.children.get(option)
                if child is None:
                    child = node.children[option] = Node(pending.player)
                    if option not in node.options:
                        node.options.append(option)
                child.avail += 1
            fresh = next((o for o in legal if node.children[o].visits == 0), None)
            option = fresh if fresh is not None else _ucb(node, legal)
            node = node.children[option]
            path.append((node, pending.player))
            world, _ = apply(world, option)
            if fresh is not None:
                expanded = True
                break
        if expanded:
            while not _horizon(world, me, start):
                world, _ = apply(world, quick_move(world, rand))
        reward = rewards(world)
        gain = values(world)[me]
        for visited, mover in path:
            visited.visits += 1
            visited.total += reward[mover]
        path[0][0].gain += gain


def rewards_of(judged: float) -> float:
    """A look-ahead judgement (a lead in coins) as a reward in [0, 1]."""
    return 1 / (1 + math.exp(-judged / SCALE))


def _horizon(world: GameState, me: int, start: int) -> bool:
    """Whether the look stops here: the game is over, or the seat's next turn has come."""
    if world.over:
        return True
    return world.turn_number > start and decision(world).player == me


def _sample(options: tuple[Action, ...], rand: random.Random) -> tuple[Action, ...]:
    return options if len(options) <= 3 * SAMPLE else tuple(rand.sample(options, 3 * SAMPLE))


def _ucb(node: Node, legal: list[Action]) -> Action:
    def score(option: Action) -> float:
        child = node.children[option]
        return child.total / child.visits + EXPLORE * math.sqrt(
            math.log(max(child.avail, 1)) / child.visits
        )

    return max(legal, key=score)

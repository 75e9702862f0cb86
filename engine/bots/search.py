"""The Hard computer player: information-set Monte Carlo search over dealt worlds.

Like OpenSpiel's ``ismcts.py`` it never searches the real position: every sample deals a new
world from the seat's view (``worlds.determinize``). The search is flat, as in the first level
of an IS-MCTS tree, and spends its budget by sequential halving: Medium's most promising
options are each played on the same worlds (common samples make their comparison sharp), the
worse half is dropped after every round. A sample plays the option, the rest of the turn
greedily, then every other player's turn by the greedy one-step policy until the seat's next
turn (at least ``MIN_TURNS`` turns), and judges the lead there (``evaluate``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engine.actions import Action
from engine.bots.evaluate import margin, values
from engine.bots.levels import finish_turn, look_ahead, one_step
from engine.bots.worlds import determinize
from engine.options import decision
from engine.play import apply
from engine.state import GameState

BUDGET = 80  # samples per decision by default (bench/bot_bench.py: CPU p95 1.3 s, within 2 s)
ROOT_WIDTH = 5  # Medium's best options searched (plus the best of every other kind)
MIN_TURNS = 2  # turns a sample plays at least (a solo player looks at its next turn too)
PRIOR = 2  # samples Medium's judgement of an option counts for
SAMPLE = 24  # options a greedy step looks at while playing on (shared by the other players)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The search's answer: the option, and its expected change of the seat's value in coins."""

    action: Action
    gain: float
    samples: int


@dataclass(slots=True)
class _Tally:
    lead: float  # Medium's judgement (``PRIOR`` times) and the samples' leads, summed
    count: int  # ``PRIOR`` and the samples
    value: float = 0.0  # the seat's own value in the samples, summed
    samples: int = 0

    def mean(self) -> float:
        return self.lead / self.count if self.count else -math.inf


class HardBot:
    """Searches ``budget`` samples per decision (deterministic for its seed)."""

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
        base = values(first)[me]
        judged = look_ahead(first, me, ROOT_WIDTH)
        tallies = {option: _Tally(PRIOR * lead, PRIOR) for lead, option in judged}
        alive = [option for _, option in judged]
        rounds = max(1, math.ceil(math.log2(len(alive))))
        for _ in range(rounds):
            if len(alive) == 1:
                break
            per = max(1, self.budget // rounds // len(alive))
            for _ in range(per):
                world = determinize(state, me, rand)
                stream = rand.getrandbits(32)
                for option in alive:
                    world_after = play_on(world, option, me, random.Random(stream))
                    tally = tallies[option]
                    vals = values(world_after)
                    tally.lead += margin(vals, me)
                    tally.value += vals[me]
                    tally.count += 1
                    tally.samples += 1
            alive.sort(key=lambda o: -tallies[o].mean())  # stable: Medium's order breaks ties
            alive = alive[: math.ceil(len(alive) / 2)]
        best = alive[0]
        tally = tallies[best]
        if not tally.samples:  # one promising option only: one sample tells its gain
            tally.value, tally.samples = values(play_on(first, best, me, rand))[me], 1
        gain = tally.value / tally.samples - base
        return Verdict(best, gain, sum(t.samples for t in tallies.values()))


def play_on(world: GameState, option: Action, me: int, rand: random.Random) -> GameState:
    """``option`` in ``world``, the rest of the seat's turn, then greedy play until the seat's
    next turn (and at least ``MIN_TURNS`` turns)."""
    start = world.turn_number
    sample = max(8, SAMPLE // max(1, len(world.players) - 1))
    world, _ = apply(world, option)
    world = finish_turn(world, me, start)
    while not world.over:
        pending = decision(world)
        if pending.player == me and world.turn_number >= start + MIN_TURNS:
            break
        options = pending.options
        if len(options) > sample:
            options = rand.sample(options, sample)
        world = one_step(world, pending.player, options)[0][2]
    return world

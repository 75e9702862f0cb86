"""The Hard computer player: information-set Monte Carlo search over dealt worlds.

Like OpenSpiel's ``ismcts.py`` it never searches the real position: every sample deals a new
world from the seat's view (``worlds.determinize``). It judges with its own, finer weights
(``STYLES``: what one more decoration card would add, the track levels missing to the next
character), first as Medium does (each option one step ahead, the best few played to the end
of the turn; at four players averaged over three dealt worlds). When a runner-up comes within
``CLEAR`` coins of the best, the search spends its budget by sequential halving: the best
``KEEP`` options are each played on the same worlds (common samples make their comparison
sharp), the worse half is dropped after every round. A sample plays the option, the rest of
the turn greedily, then every other player's turn by the greedy one-step policy until the
seat's next turn (at least ``MIN_TURNS`` turns), and judges the lead there (``evaluate``).
A person must be able to trust it: it never draws decoration cards of which, in most deals from
its view, none can be used (``seldom_used``), even when the rare good draw would pay for the
misses on average.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.bots.play import Progress
from engine.core.bots.worlds import determinize
from engine.core.flow import Position, play, position
from engine.tang_garden.actions import Action, Decorate, DiscardDrawn
from engine.tang_garden.bots.evaluate import Weights, margin, values
from engine.tang_garden.bots.levels import best_step, finish_turn, look_ahead
from engine.tang_garden.state import GameState

BUDGET = 12  # play-outs per close decision by default (cost: bench/bot_bench.py, tournaments)
ROOT_WIDTH = 5  # options judged to the end of the turn (plus the best of every other kind)
KEEP = 3  # of those, the best ones the samples compare
CLEAR = 3.0  # coins: a best option this far ahead of the runner-up needs no samples
MIN_TURNS = 2  # turns a sample plays at least (a solo player looks at its next turn too)
PRIOR = 2  # samples the end-of-turn judgement of an option counts for
SAMPLE = 24  # options a greedy step looks at while playing on (shared by the other players)
CHANCE = 6  # worlds an option is judged in when its turn draws what the seat cannot see
LOOKED = 0.35  # the share of a searched decision's progress done once its options are judged
# A draw whose cards can be used in this share of ``DEALS`` deals or fewer is not made: a third,
# so that a draw used in a quarter of all deals is caught whatever the 40 deals counted.
SELDOM = 1 / 3
DEALS = 40


@dataclass(frozen=True, slots=True)
class Style:
    """How Hard judges at a table: its weights, and how many dealt worlds the end-of-turn
    judgement of its options averages."""

    weights: Weights
    worlds: int = 1


# Medium with these weights beat Medium in 69% ± 6.4 of 200 two-player games. ``foresight``
# counts only where a module scores what is still to come (``bot_prospects``: Winter's Dragons):
# in Winter, Medium with lantern, hope and gap won 50.0% ± 15.7 of 40 games against Medium, with
# foresight 0.4 too 57.5% ± 15.5 (the same seeds; 0.7 with Medium's weights: 35% ± 21 of 20);
# Hard with it won 65.0% ± 15.0 of 40 Winter games from seed 11 and 75% ± 19.5 of 20 from seed 51
# (without: 42% of 26 from seed 1). It also judges the Flying lanterns' envelope by the lead in
# lanterns seen: in Spring, Hard so won 22 of 30 games against Medium from seed 1, 15 without,
# and 148 of 200 (74%, Wilson 95% 67.5-79.6) on seeds 1-200.
HARD_WEIGHTS = Weights(lantern=1.5, hope=2.0, gap=1.0, foresight=0.4)
# Four players: fewer turns each, three others between them. Weights fitted on 4-player
# positions, three worlds, and characters valued as what decides a 4-player game: a player
# with two characters in the garden wins 46% of Medium games, with one 20%. An influence not
# yet spent is worth 10 coins (more than the 8 levels by which the gap to the next character
# grows when one is reached), an own character in the garden 7 more than its view scores now.
# So Hard won 51.7% ± 3.1 of 1,000 games against three Mediums, mean score 58.0 against 48.6
# (33.0% ± 2.9 and 52.5 against 49.4 before the characters). At two players these values did
# not help (56.8% ± 7.5 of 169 games against 65.9% ± 2.9 without): ``STYLE`` keeps its own.
STYLES = {
    4: Style(
        Weights(lantern=1.8, hope=2.3, gap=1.0, card=0.7, influence=10.0, character=7.0), worlds=3
    )
}
STYLE = Style(HARD_WEIGHTS)  # every other table


def seldom_used(state: GameState, option: Action, me: int) -> bool:
    """Whether ``option`` draws decoration cards none of which can be used (placed, or kept as
    a module allows) in more than ``SELDOM`` of ``DEALS`` deals from ``me``'s view: the person
    watching would mostly see the draw come to nothing ("cannot place any drawn decoration")."""
    if not isinstance(option, Decorate):
        return False
    rand, used = random.Random(f"seldom:{state.turn_number}"), 0
    for _ in range(DEALS):
        after, _ = play(position(determinize(state, me, rand)), option)
        pending = after.decision
        used += pending.player != me or any(
            not isinstance(o, DiscardDrawn) for o in pending.options
        )
    return used <= SELDOM * DEALS


def style_for(players: int) -> Style:
    """How Hard judges at a table of ``players``."""
    return STYLES.get(players, STYLE)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The search's answer: the option, and its expected change of the seat's value in coins."""

    action: Action
    gain: float
    samples: int


@dataclass(slots=True)
class _Tally:
    lead: float  # the end-of-turn judgement (``PRIOR`` times) and the samples' leads, summed
    count: int  # ``PRIOR`` and the samples
    value: float = 0.0  # the seat's own value in the samples, summed
    samples: int = 0

    def mean(self) -> float:
        return self.lead / self.count if self.count else -math.inf


class HardBot:
    """Searches up to ``budget`` play-outs per decision (deterministic for its seed)."""

    level = "hard"

    def __init__(
        self,
        seed: int,
        budget: int | None = None,
        style: Style | None = None,
        progress: Progress | None = None,
    ) -> None:
        self.rand = random.Random(f"hard:{seed}")
        self.budget = BUDGET if budget is None else budget
        self.style = style  # None: the style for the table's size (``STYLES``)
        self.clear, self.keep, self.sample = CLEAR, KEEP, SAMPLE
        self.progress = progress or (lambda done: None)  # told as each decision goes on

    def choose(self, here: Position) -> Action:
        return self.search(here, gain=False).action

    def search(self, here: Position, gain: bool = True) -> Verdict:
        """The best option; its expected gain too when ``gain`` (a hint shows it: when no
        sample was played, one more tells it)."""
        state, pending = here.state, here.decision
        me = pending.player
        assert me is not None  # a decision is some player's
        if len(pending.options) == 1:
            self.progress(1.0)
            return Verdict(pending.options[0], 0.0, 0)
        self.progress(0.0)
        style = self.style or style_for(len(state.players))
        rand, weights = self.rand, style.weights
        first = position(determinize(state, me, rand))
        more = [position(determinize(state, me, rand)) for _ in range(style.worlds - 1)]
        chance = functools.cache(  # dealt only when an option draws
            lambda: [position(determinize(state, me, rand)) for _ in range(CHANCE - style.worlds)]
        )
        judged = look_ahead(first, me, ROOT_WIDTH, weights, more, chance)
        trusted = [j for j in judged[: self.keep] if not seldom_used(state, j[1], me)]
        judged = [*trusted, *judged[self.keep :]] if trusted else judged
        tallies = {option: _Tally(PRIOR * lead, PRIOR) for lead, option in judged}
        alive = [option for _, option in judged[: self.keep]]
        if self.budget <= 0 or (len(judged) > 1 and judged[0][0] - judged[1][0] >= self.clear):
            alive = alive[:1]
        rounds = max(1, math.ceil(math.log2(len(alive))))
        planned, played = self._planned(len(alive), rounds), 0
        self.progress(LOOKED if planned else 1.0)
        for _ in range(rounds):
            if len(alive) == 1:
                break
            per = max(1, self.budget // rounds // len(alive))
            for _ in range(per):
                played += 1
                self.progress(LOOKED + (1 - LOOKED) * min(1.0, played / planned))
                world = position(determinize(state, me, rand))
                stream = rand.getrandbits(32)
                for option in alive:
                    after = play_on(world, option, me, random.Random(stream), weights, self.sample)
                    vals = values(after, weights)
                    tally = tallies[option]
                    tally.lead += margin(vals, me, state.ruleset.team_play)
                    tally.value += vals[me]
                    tally.count += 1
                    tally.samples += 1
            alive.sort(key=lambda o: -tallies[o].mean())  # stable: Medium's order breaks ties
            alive = alive[: math.ceil(len(alive) / 2)]
        best = alive[0]
        tally = tallies[best]
        if gain and not tally.samples:  # no close runner-up: one sample tells the gain
            tally.value = values(play_on(first, best, me, rand, weights, self.sample), weights)[me]
            tally.samples = 1
        self.progress(1.0)
        expected = tally.value / tally.samples - values(first.state, weights)[me] if gain else 0.0
        return Verdict(best, expected, sum(t.samples for t in tallies.values()))

    def _planned(self, alive: int, rounds: int) -> int:
        """The samples the halving rounds will play (each a world for every option alive)."""
        planned = 0
        for _ in range(rounds):
            if alive == 1:
                break
            planned += max(1, self.budget // rounds // alive)
            alive = math.ceil(alive / 2)
        return planned


def play_on(
    world: Position,
    option: Action,
    me: int,
    rand: random.Random,
    weights: Weights,
    sample: int = SAMPLE,
) -> GameState:
    """``option`` in a copy of ``world``, the rest of the seat's turn, then greedy play until
    the seat's next turn (and at least ``MIN_TURNS`` turns). The other players each look at
    ``sample`` options shared among them (at least 8 each), and at those their modules always
    weigh (``Module.bot_weighed``)."""
    start = world.state.turn_number
    sample = max(8, sample // max(1, len(world.state.players) - 1))
    world, _ = play(world, option)
    world = finish_turn(world, me, start, weights)
    while not world.state.over:
        pending = world.decision
        player = pending.player
        assert player is not None  # the game is not over
        if player == me and world.state.turn_number >= start + MIN_TURNS:
            break
        options: Sequence[Action] = pending.options
        if len(options) > sample:
            options = _sampled(world.state, options, rand, sample)
        world = best_step(world, player, options, weights)
    return world.state


def _sampled(
    state: GameState, options: Sequence[Action], rand: random.Random, sample: int
) -> list[Action]:
    """``sample`` of ``options`` at random, and every option the modules always weigh (a
    visible card offered to everyone: a greedy player that seldom saw it would seldom take it,
    and a card left there would look like the seat's own at its next turn)."""
    picked = rand.sample(options, sample)
    for module in state.ruleset.modules:
        picked += [o for o in module.bot_weighed(state, options) if o not in picked]
    return picked

"""How the computer players judge a Yin & Yang garden: the chance of completing it."""

from __future__ import annotations

from engine.tang_garden.actions import Build
from engine.tang_garden.bots import make_bot
from engine.tang_garden.bots.evaluate import WIN, values
from engine.tang_garden.frontier import neighbour_constraint
from engine.tang_garden.game import apply, decision, position
from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer, outlook, win_chance
from engine.tang_garden.modules.yin_yang.rules import solo_state
from engine.tang_garden.modules.yin_yang.scoring import SoloResult
from tests.test_solo import fill_but, solo


def _without_fitting(state, pos):
    """``state`` with every remaining tile that fits ``pos`` swapped for one that does not."""
    table = state.catalog.fit_table(neighbour_constraint(state.board, pos))
    pool = [t for tiles in state.stacks.values() for t in tiles]
    misfit = next(t for t in pool if not table[t])
    world = state.clone()
    for name, tiles in world.stacks.items():
        world.stacks[name] = [t if not table[t] else misfit for t in tiles]
    solo_state(world).display = [t for t in solo_state(world).display if not table[t]]
    return world


def test_a_space_no_remaining_tile_fits_makes_victory_unlikely() -> None:
    state = solo(3)
    pos = sorted(state.frontier)[0]
    dead = _without_fitting(state, pos)
    assert outlook(state).dead == 0
    assert outlook(dead).dead >= 1
    assert win_chance(dead) < win_chance(state) / 10


def test_an_axis_of_stacks_spent_early_lowers_the_chance() -> None:
    balanced, lopsided = solo(5), solo(5)
    for name in balanced.stacks:
        del balanced.stacks[name][:1]
    for name in ("greenery", "rock"):
        del lopsided.stacks[name][:2]
    assert outlook(lopsided).forced > outlook(balanced).forced
    assert win_chance(lopsided) < win_chance(balanced)


def test_a_live_garden_is_worth_more_than_a_defeat_with_the_same_coins() -> None:
    """A defeat ends the game at its coins less the loss: no risky garden is judged below it
    (a computer player would otherwise prefer to lose at once)."""
    for seed in (1, 2, 3):
        state, player = solo(seed), GreedySoloPlayer(seed)
        while not state.over:
            if decision(state).kind == "solo_main":
                assert values(state)[0] > state.player.coins - WIN
            state, _ = apply(state, player.choose(position(state)))


def test_the_solo_summary_gives_the_win_rate_with_a_95_percent_interval() -> None:
    won = SoloResult(True, "garden_complete", 40, rank="Engineer", rank_names=("Engineer",))
    lost = SoloResult(False, "no_pair", 30, rank_names=("Engineer",))
    summary, words = SoloResult.summarize([won, lost, lost, lost], [28, 20, 21, 22], 1, "hard")
    assert "win rate 25.0% ± 49.0 (1 wins)" in words
    assert summary["win_ci"] == 0.49


def test_a_pair_that_empties_a_stack_is_judged_a_defeat_and_not_chosen() -> None:
    """Taking the last tile of a stack loses at the turn's refill (Y4), though the game only
    ends after the decoration: the judgement right after the tile must already know it, also
    late in the game, when the stacks hold enough tiles for the spaces left."""
    tried = 0
    for seed in range(12):
        state = fill_but(solo(seed), (1, 2), (1, 3), (1, 4), (1, 5))
        for name, keep in (("greenery", 1), ("rock", 1), ("water", 6), ("tao", 6)):
            del state.stacks[name][:-keep]
        options = decision(state).options
        doomed = [o for o in options if isinstance(o, Build) and o.stack in ("greenery", "rock")]
        if not doomed or not any(isinstance(o, Build) and o not in doomed for o in options):
            continue
        tried += 1
        assert win_chance(apply(state, doomed[0])[0]) < 0.01
        assert make_bot("medium", seed).choose(position(state)) not in doomed
    assert tried >= 2

"""A computer player's greedy step skips an option whose ceiling is below the best judged so far
(``levels.best_step``): it must choose exactly what judging every option chooses."""

from __future__ import annotations

import pytest

from engine.core.flow import play, position
from engine.tang_garden import actions as A
from engine.tang_garden.bots.evaluate import ceiling, margin, values
from engine.tang_garden.bots.levels import EasyBot, best_step, one_step
from engine.tang_garden.game import new_game
from engine.tang_garden.modules.summer import IgnoreSupervisors, MoveSupervisor, SwapRequest

SUMMER = [{"id": "summer", "options": {"difficulty": "medium"}}]
BOUNDED = (MoveSupervisor, IgnoreSupervisors, SwapRequest)


def _positions_with_approval_to_spend(seed: int, actions: int = 150) -> list:
    """The positions of a 2-player Summer game played by Easy team-mates where an Approval token
    may be spent (a Supervisor moved or ignored, a Request swapped)."""
    here, bot, found = position(new_game(2, seed, ruleset=SUMMER)), EasyBot(seed), []
    for _ in range(actions):
        if here.state.over:
            break
        if any(isinstance(o, BOUNDED) for o in here.decision.options):
            found.append(here)
        here, _ = play(here, bot.choose(here))
    return found


@pytest.fixture(scope="module")
def positions() -> list:
    found = [p for seed in (1, 2) for p in _positions_with_approval_to_spend(seed)]
    assert len(found) >= 10
    return found


def _lead(here, option) -> float:
    after, _ = play(here, option)
    return margin(values(after.state), here.decision.player, True)


def test_spending_approval_is_never_judged_above_its_ceiling(positions):
    checked = {kind: 0 for kind in BOUNDED}
    for here in positions:
        for option in here.decision.options:
            if isinstance(option, BOUNDED):
                assert _lead(here, option) <= ceiling(here.state, type(option))
                checked[type(option)] += 1
    assert checked[MoveSupervisor] >= 50 and checked[SwapRequest] >= 10


def test_the_greedy_step_chooses_what_judging_every_option_chooses(positions):
    skipped = 0
    for here in positions:
        player, options = here.decision.player, here.decision.options
        ranked = one_step(here, player, options)
        assert best_step(here, player, options).state.history[1] == ranked[0][1]
        top = ranked[0][0]
        skipped += sum(
            1
            for option in options
            if isinstance(option, BOUNDED) and ceiling(here.state, type(option)) + 1e-6 < top
        )
    assert skipped >= 10  # the step did skip options


def test_only_a_team_game_and_the_options_its_modules_bound_have_a_ceiling(positions):
    here = positions[0]
    assert ceiling(here.state, MoveSupervisor) is not None
    assert ceiling(here.state, A.EndTurn) is None
    assert ceiling(new_game(2, 1), MoveSupervisor) is None

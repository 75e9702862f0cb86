"""Player board: coin bonuses when a cube reaches levels 3, 6 and 10; nothing past the top."""

import pytest

from engine.tang_garden.actions import Build
from engine.tang_garden.effects import advance
from tests.helpers import decorate, do, game, neutral, put, set_top

# one card per track with that track's bonus, and the start tile's free area for it
CARDS = {0: ("peony_1", (3, 3)), 1: ("fish_2", (4, 4)), 2: ("pavilion_1", (3, 4))}


def test_player_board_data_levels():
    """The shipped player board: coins at 3, 6, 10; character thresholds at 2, 5, 8."""
    cat = game().catalog
    assert cat.level_coins == {3: 1, 6: 2, 10: 4}
    assert cat.thresholds == (2, 5, 8)
    assert cat.top_level == 10


@pytest.mark.parametrize("track", [0, 1, 2])
@pytest.mark.parametrize(("level", "coins"), [(0, 0), (1, 0), (2, 1), (3, 0), (5, 2), (9, 4)])
def test_coin_bonus_when_a_cube_reaches_a_coin_space(track, level, coins):
    """Reaching level 3, 6 or 10 on any track pays 1, 2 or 4 coins at once."""
    tracks = [0, 0, 0]
    tracks[track] = level
    state = neutral(game(), tracks=tracks)
    card, area = CARDS[track]
    after = decorate(state, card, area)
    assert after.players[0].tracks[track] == level + 1
    assert after.players[0].coins == coins


def test_nothing_beyond_the_top_level():
    """A cube at the top does not move and earns nothing more."""
    state = neutral(game(), tracks=(10, 0, 0))
    after = decorate(state, "peony_1", (3, 3))
    assert after.players[0].tracks == [10, 0, 0]
    assert after.players[0].coins == 0


def test_two_steps_past_a_coin_space_still_pay():
    """A placement moving a cube two levels over a coin space pays that bonus."""
    state = neutral(game(), tracks=(0, 0, 2))
    put(state, "R10", 2, 4, 5)
    set_top(state, "rock", "R03")
    after = do(state, Build("rock", 3, 5, 0))  # two rock matches
    assert after.players[0].tracks == [0, 0, 4]
    assert after.players[0].coins == 1


def test_all_three_cubes_at_the_end_earn_21_coins():
    """Rulebook: reaching the end of the track with each of the three cubes earns 21 coins."""
    state = neutral(game())
    for track in range(3):
        for _ in range(12):
            advance(state, 0, track, 1, [])
    assert state.players[0].tracks == [10, 10, 10]
    assert state.players[0].coins == 21

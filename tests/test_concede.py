"""Decision DT6, a conceded game: it ends at once for everyone, scored as it stands; the player
who conceded ranks last and the best of the others wins; a team or solo game conceded is lost.
A concession is never an option (computer players never take it) and replays from a record."""

from __future__ import annotations

import pytest

from engine.core.actions import Concede
from engine.core.events import IllegalAction
from engine.core.flow import apply as core_apply
from engine.tang_garden.api import (
    apply,
    decision,
    end_cause,
    legal_actions,
    make_bot,
    new_game,
    position,
    replay,
    to_record,
)
from tests.toy_game import new_pebbles


def _coins(state, *coins):
    for player, c in zip(state.players, coins, strict=True):
        player.coins = c
    return state


def test_dt6_a_conceded_game_ends_at_once_and_the_conceder_ranks_last():
    state = _coins(new_game(["Ann", "Bo", "Cy"], 3, first=0), 9, 4, 2)
    after, events = apply(state, Concede())  # Ann, who leads, gives up
    assert after.over and after.result.winners == (1,)
    assert after.result.totals[0] == 9  # scored as it stood
    assert after.result.notes()[0] == "Ann conceded and ranks last."
    assert end_cause(after) == "The game ended: Ann conceded."
    assert events[-1].kind == "game_over"
    won, _ = after.result.standing(0)
    assert won == 0


def test_dt6_two_players_the_other_wins_whatever_the_coins():
    state = _coins(new_game(["Ann", "Bo"], 3, first=1), 12, 0)
    after, _ = apply(state, Concede())  # Bo, who trails, concedes: Ann wins
    assert after.result.winners == (0,)
    state = _coins(new_game(["Ann", "Bo"], 3, first=0), 12, 0)
    after, _ = apply(state, Concede())  # Ann, who leads, concedes: Bo wins
    assert after.result.winners == (1,) and after.result.outcome == "ranking"


def test_dt6_the_others_tie_breaks_still_decide():
    state = _coins(new_game(["Ann", "Bo", "Cy"], 3, first=0), 1, 5, 5)
    state.players[2].tokens["small"] = 2  # Cy holds more landscape tokens
    after, _ = apply(state, Concede())
    assert after.result.winners == (2,)
    assert "landscape tokens" in after.result.notes()[1]


@pytest.mark.parametrize(
    ("players", "ruleset"), [(1, ["yin-yang"]), (1, ["autumn-solo"]), (2, ["summer"])]
)
def test_dt6_a_team_or_solo_game_conceded_is_lost(players, ruleset):
    state = new_game(players, 3, ruleset=ruleset)
    after, _ = apply(state, Concede())
    assert after.over and after.result.outcome == "defeat" and after.result.winners == ()
    assert after.result.notes()[0].endswith("conceded: the game is lost.")


def test_dt6_conceding_is_never_an_option_so_no_computer_player_takes_it():
    state = new_game(3, 5)
    assert not any(isinstance(o, Concede) for o in legal_actions(state))
    bot = make_bot("easy", 5)
    for _ in range(30):
        action = bot.choose(position(state))
        assert not isinstance(action, Concede)
        state, _ = apply(state, action)


def test_dt6_a_concession_at_a_secret_choice_is_not_sealed_and_ends_the_game():
    state = new_game(["Ann", "Bo"], 4, ruleset=["seasoned-characters"], first=0)
    assert decision(state).secret
    after, _ = apply(state, Concede())
    assert after.over and after.result.winners == (1,) and not after.sealed


def test_dt6_a_conceded_game_replays_from_its_record():
    state = new_game(["Ann", "Bo", "Cy"], 7, first=0)
    state, _ = apply(state, decision(state).options[0])
    after, _ = apply(state, Concede())
    again = replay(to_record(after))
    assert again.over and again.result.winners == after.result.winners
    assert again.result.notes() == after.result.notes()


def test_a_game_whose_rules_allow_no_concession_refuses_it():
    with pytest.raises(IllegalAction):
        core_apply(new_pebbles(2, 7), Concede())

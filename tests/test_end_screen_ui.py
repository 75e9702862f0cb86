"""The end screens, driven with posted events: keys held from play never start a game, and any
result of the core (a ranking, a team's victory or defeat, a solo title) is drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_solo_game
from engine.tang_garden.simulate import play_random
from game.app import App
from game.scenes.common import default_table
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, key

pytestmark = pytest.mark.ui


def end_app(state):
    """The app on the end screen of the finished ``state``."""
    app = App(settings=Settings(animation="off"))
    app.switch("end", session=Session(state, table=default_table(len(state.players))))
    app.step(FRAME)
    return app


def finished_solo():
    state = new_solo_game(2)
    while not state.over:
        state, _ = apply(state, legal_actions(state)[0])
    return state


@pytest.mark.parametrize("finished", [lambda: play_random(2, 11)[0], finished_solo])
def test_enter_pressed_again_and_again_on_the_end_screen_starts_no_game(home, finished):
    """Enter, held from the last turn, stays on the end screen (a new game is a click)."""
    app = end_app(finished())
    end = app.scene
    for _ in range(5):
        key(app, pygame.K_RETURN)
        key(app, pygame.K_KP_ENTER)
    assert app.scene is end


@pytest.mark.parametrize("victory", [True, False])
def test_the_end_screen_draws_a_teams_victory_or_defeat(home, victory):
    """The toy game's team result on a finished two-player garden (as a co-operative scenario
    ends): its row and totals count up, the heading says Victory or Defeat, and after a victory
    both players' totals are marked, after a defeat neither."""
    import dataclasses

    from game.scenes.end import winners_text
    from tests.toy_game import TeamResult

    state = dataclasses.replace(play_random(2, 11)[0], result=TeamResult(victory, (5, 7)))
    app = end_app(state)
    end = app.scene
    key(app, pygame.K_SPACE)  # the count-up ends
    assert end.done and end.keys == ["pebbles"]
    assert [end.shown(c, "pebbles") for c in (0, 1)] == ["5", "7"]
    assert [end.shown(c) for c in (0, 1)] == ["5", "7"]
    assert winners_text(state) == ("Victory!" if victory else "Defeat")
    marked = [end.cells[c, "total"].object_ids[-1] == "#cell_winner" for c in (0, 1)]
    assert marked == [victory, victory]


def test_the_end_screen_names_the_solo_rank_and_its_table(home):
    """A finished Yin & Yang game on the shared end screen: the heading names the outcome (the
    rank after a victory), the table its coins and characters, the side text the rank table."""
    from game.scenes.end import characters_html, winners_text

    state = finished_solo()
    result = state.result
    app = end_app(state)
    end = app.scene
    key(app, pygame.K_SPACE)
    assert end.keys == ["coins", "characters"] and end.shown(0) == str(result.total)
    heading = f"Victory: {result.rank}!" if result.victory else "Defeat"
    assert winners_text(state) == heading
    assert "Ranks: 0" in characters_html(state)


def test_four_long_names_are_shown_whole_when_the_screen_has_room(home):
    """The Tang poets at four seats: "Meng Haoran" is not cut to "Meng Haor…"; the table widens
    and the characters beside it keep their room."""
    from engine.tang_garden.bots import RandomPlayer
    from engine.tang_garden.game import new_game
    from engine.tang_garden.simulate import play_out

    names = ["Wang Wei", "Li Bai", "Du Fu", "Meng Haoran"]
    state = play_out(new_game(names, 11), RandomPlayer(11), 20_000)[0]
    end = end_app(state).scene
    assert end.heads == names
    assert end.details.rect.w >= 300

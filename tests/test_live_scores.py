"""Live scores from the engine facade: each player's final score if the game ended now, counted
as the end screen counts it and from what one player may know."""

from __future__ import annotations

import pygame
import pytest

from engine.core.flow import play, position
from engine.tang_garden.api import score_estimate
from engine.tang_garden.bots import make_bot
from engine.tang_garden.game import new_game
from engine.tang_garden.simulate import play_random

RULESETS = [(), ("autumn-leaves",), ("summer",), ("winter", "night-landscapes"), ("yin-yang",)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_estimate_at_the_games_end_is_the_final_score(ruleset):
    """Counted on the finished game from each player's view (and a spectator's), the estimate
    is the end screen's result: the same rows, item by item, and the same totals."""
    players = 1 if ruleset == ("yin-yang",) else 3
    state = play_random(players, 6, ruleset)[0]
    assert state.over
    for viewer in (*range(players), None):
        estimate = score_estimate(state, viewer)
        assert estimate.rows() == state.result.rows()
        assert estimate.totals == state.result.totals


def test_the_estimate_counts_coins_cards_and_characters_as_they_stand():
    """Mid-game the estimate's coins row is each player's coins, and its total is the sum of
    its rows."""
    state = new_game(2, 3)
    for _ in range(40):
        here = position(state)
        state = play(here, make_bot("medium", 1).choose(here))[0].state
    estimate = score_estimate(state, 0)
    rows = dict(estimate.rows())
    assert rows["coins"] == tuple(p.coins for p in state.players)
    assert estimate.totals == tuple(sum(v[i] for v in rows.values()) for i in range(2))


def swap_secret_leaves(state):
    """The state with the leaves dealt in secret to players 1 and 2 swapped."""
    swapped = state.clone()
    bags = swapped.ext["autumn-leaves"].bags
    bags[1][0], bags[2][0] = bags[2][0], bags[1][0]
    return swapped


def test_the_estimate_never_shows_another_players_secret_leaf():
    """Autumn leaves: each score bag holds a leaf dealt in secret. In a game where swapping the
    secret leaves of players 1 and 2 changes what they score (their own estimates, which know
    their own leaf, change), player 0's estimate of them stays the same: it is counted from what
    player 0 may know."""
    state = new_game(3, 0, ruleset=["autumn-leaves"])
    for _ in range(20):
        here = position(state)
        state = play(here, make_bot("easy", 0).choose(here))[0].state
    swapped = swap_secret_leaves(state)
    assert score_estimate(state, 1).totals != score_estimate(swapped, 1).totals
    assert score_estimate(state, 0).totals == score_estimate(swapped, 0).totals


@pytest.mark.ui
def test_each_players_row_shows_the_live_score_with_an_itemised_card(home):
    """On the play screen each player's row shows "final N" beside the coins; resting the
    pointer on it shows the card that itemises it, the categories as the end screen names them
    and the total the estimate gives."""
    from game.app import App
    from game.hover import entry_for
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings
    from tests.ui_driver import FRAME, post, spot

    state = new_game(["Ana", "Bo"], 3)
    for _ in range(40):
        here = position(state)
        state = play(here, make_bot("medium", 1).choose(here))[0].state
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    viewer = scene.viewer
    totals = score_estimate(state, viewer).totals
    assert scene.panel.estimate(state) == totals
    for owner in (0, 1):
        point = spot(scene, "estimate", (owner, viewer)).center
        post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == ("estimate", (owner, viewer))
        lines = dict(entry_for(scene.state, *scene.hover.shown).lines)
        name = state.players[owner].name
        assert lines["If it ended now"] == f"{name} would score {totals[owner]} coins"
        assert lines["Coins earned in play"] == str(state.players[owner].coins)

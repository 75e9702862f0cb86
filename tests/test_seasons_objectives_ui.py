"""Objective boards on screen, by posted mouse and key events: switched on in New game and
played to the end screen, which names the Objectives; each objective's box explains itself on
hover and takes its owner's colour once claimed."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import new_game
from game.hover import entry_for
from tests.test_scenarios_ui import play_to_the_score_screen, start_with_parts
from tests.test_seasons_autumn_ui import rest_on, scene_for
from tests.ui_driver import FRAME, post

pytestmark = pytest.mark.ui


def test_objective_boards_switched_on_in_new_game_play_to_the_end_screen(home):
    app, scene = start_with_parts(["objective-boards"], 3)
    play_to_the_score_screen(app, scene, random.Random(3))
    labels = [e.text for e in app.scene.ui.get_sprite_group().sprites() if hasattr(e, "text")]
    assert "Objectives" in labels


def test_an_objective_s_box_says_its_rule_and_who_holds_it(home):
    state = new_game(2, 4, ruleset=["objective-boards"], first=0)
    state.players[0].coins = 20
    state.ruleset.by_id["objective-boards"].claim(state, [])
    app, scene = scene_for(state)
    for _ in range(20):
        spots = [(r, p) for r, k, p in scene.panel.hotspots if k == "objective"]
        if spots:
            break
        clip = scene.lay.clip
        post(app, pygame.MOUSEMOTION, pos=clip.center, rel=(0, 0), buttons=(0, 0, 0))
        post(app, pygame.MOUSEWHEEL, x=0, y=-1)  # the wheel scrolls the panel's blocks
        app.step(FRAME)
        scene.draw(app.screen)
    assert [p for _, p in spots] == [1, 2, 3, 4, 5, 7, 9]
    rect = next(r for r, p in spots if p == 9)
    assert rest_on(app, scene, rect) == ("objective", 9)
    lines = dict(entry_for(scene.state, "objective", 9).lines)
    assert lines["Claimed by"] == "the first player to hold 15 coins or more"
    assert lines["Held by"] == state.players[0].name

"""Hover cards that answer what a new player asks of a piece (issue 27): when a face-down
stack turns up, what it takes to influence a character, what lies on a character, what a
placed building is."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from game.hover import entry_for
from tests.test_play_ui import start
from tests.ui_driver import FRAME, perform, post, spot

pytestmark = pytest.mark.ui


def card_at(app, scene, point) -> dict[str, str]:
    """Rest the pointer on ``point``: the lines of the hover card that shows, by label."""
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown is not None
    entry = entry_for(scene.state, *scene.hover.shown)
    return {"title": entry.title, **dict(entry.lines)}


def test_a_face_down_stack_says_when_it_turns_face_up(home):
    """After a build its stack's next tile is face down: its card says when it turns up."""
    app, scene = start(home)
    build = next(o for o in scene.options if isinstance(o, A.Build))
    perform(app, scene, build)
    assert not scene.state.face_up[build.stack] and scene.state.stacks[build.stack]
    card = card_at(app, scene, spot(scene, "stack", build.stack).center)
    least = scene.state.catalog.rules.min_face_up_tiles_after_build
    assert f"fewer than {least} stack tops face up" in card["Turns up"]


def test_a_face_up_character_says_what_it_takes_to_influence_it(home):
    """A character of the display: its card names the track level needed and the token."""
    app, scene = start(home)
    character = scene.state.char_display[0]
    card = card_at(app, scene, spot(scene, "display_char", character).center)
    need = scene.state.catalog.thresholds[0]
    assert f"all three of your tracks at level {need} or higher" in card["Influence"]
    assert "character token" in card["Influence"]

"""The handoff screen between hot-seat players: the input that dismisses it does nothing else."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from tests.test_play_ui import start
from tests.ui_driver import FRAME, button_for, click, perform, post

pytestmark = pytest.mark.ui


def _to_post(app, scene) -> None:
    """Play the first player's main action by the mouse, up to End turn."""
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))


def test_double_click_on_end_turn_never_acts_for_the_next_player(home):
    """End turn, then a second click at the same place: the handoff screen closes (after its
    short lock) and nothing is drawn for the next player."""
    app, scene = start(home)
    _to_post(app, scene)
    end = button_for(scene, A.EndTurn()).center
    click(app, end)
    app.step(FRAME)  # the button's press arrives as the next frame's event
    assert scene.handoff == 1
    after_end = scene.state
    click(app, end)  # the double click's second half: too soon, ignored
    app.step(FRAME)
    assert scene.handoff == 1 and scene.state is after_end
    app.step(0.5)
    click(app, end)  # now it dismisses the screen, and only that
    for _ in range(3):
        app.step(FRAME)
    assert scene.handoff is None
    assert scene.state is after_end and not scene.state.drawn
    assert scene.session.decision.kind == "main"


def test_no_control_under_the_handoff_screen_reacts_or_shows_a_tooltip(home):
    app, scene = start(home)
    _to_post(app, scene)
    perform(app, scene, A.EndTurn())
    assert scene.handoff == 1
    assert all(not b.visible for b in (*scene.buttons, *scene.top_buttons.values()))
    rules = scene.top_buttons["rules"].rect.center
    post(app, pygame.MOUSEMOTION, pos=rules, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(90):  # a second and a half of hovering
        app.step(FRAME)
    assert not any(
        getattr(b, "tool_tip", None) for b in (*scene.buttons, *scene.top_buttons.values())
    )
    key_down = dict(key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    post(app, pygame.KEYDOWN, **key_down)  # Enter dismisses it and does not end the turn
    assert scene.handoff is None and scene.state.current == 1
    assert all(b.visible for b in scene.top_buttons.values())


def test_end_turn_never_shares_a_place_with_a_main_action(home):
    app, scene = start(home)
    _to_post(app, scene)
    end = button_for(scene, A.EndTurn())
    perform(app, scene, A.EndTurn())
    assert not any(b.rect.colliderect(end) for b in scene.buttons)


def test_m_that_dismisses_the_handoff_screen_does_not_mute(home):
    """M closes the handoff screen like any key, and does nothing else."""
    app, scene = start(home)
    _to_post(app, scene)
    perform(app, scene, A.EndTurn())
    assert scene.handoff == 1
    app.step(0.5)  # past the screen's short lock
    post(app, pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    assert scene.handoff is None
    assert not app.settings.muted


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_control_shows_over_the_handoff_screen_after_the_screen_is_laid_out_again(home, size):
    """End turn, then the window resized under the handoff screen (or the panel grown by the
    move): the choice and top buttons laid out again stay hidden (a real window at 1024x600
    showed "Place a Decoration (draw 4) [D]" and the top buttons over it)."""
    app, scene = start(home)
    _to_post(app, scene)
    perform(app, scene, A.EndTurn())
    assert scene.handoff == 1
    post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.step(FRAME)
    assert scene.lay.size == size and scene.handoff == 1
    shown = [b.text for b in (*scene.buttons, *scene.top_buttons.values()) if b.visible]
    assert shown == []
    app.step(0.5)
    key_down = dict(key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    post(app, pygame.KEYDOWN, **key_down)
    assert scene.handoff is None
    assert all(b.visible for b in (*scene.buttons, *scene.top_buttons.values()))

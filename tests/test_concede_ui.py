"""Concede from the pause menu, by posted events (decision DT6): Esc, Concede…, a confirmation
in the engine's words; Keep playing (or Esc) changes nothing; Concede ends the game for everyone
with the conceder last, and the end screen says so."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from game import assets
from game.play_overlays import ConfirmConcede, Pause
from game.scenes.end import EndScene
from tests.test_play_ui import start
from tests.ui_driver import FRAME, click, dismiss_handoff, key, perform

pytestmark = pytest.mark.ui


def _ask_to_concede(app, scene) -> ConfirmConcede:
    key(app, pygame.K_ESCAPE)
    pause = scene.overlays.find(Pause)
    assert isinstance(pause, Pause)
    button = next(b for b, name in pause.buttons.items() if name == "concede")
    click(app, button.rect.center)
    app.step(FRAME)  # the button's press arrives as the next frame's event
    confirm = scene.overlays.find(ConfirmConcede)
    assert isinstance(confirm, ConfirmConcede)
    return confirm


def test_keep_playing_and_esc_leave_the_game_as_it_was(home, monkeypatch):
    app, scene = start(home)
    before = scene.state
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    confirm = _ask_to_concede(app, scene)
    scene.draw(app.screen)
    said = " ".join(drawn)
    assert "Concede the game?" in said and "P1 ranks last" in said  # the engine's words
    click(app, confirm.keep.rect.center)
    app.step(FRAME)
    assert scene.overlays.find(ConfirmConcede) is None and scene.state is before
    _ask_to_concede(app, scene)
    key(app, pygame.K_ESCAPE)
    assert not scene.overlays.stack and scene.state is before
    assert all(b.visible for b in scene.top_buttons.values())


def test_conceding_ends_the_game_for_everyone_with_the_conceder_last(home):
    app, scene = start(home, players=3)
    while A.EndTurn() not in scene.options:  # P1 plays a turn; P2 concedes at theirs
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.EndTurn())
    dismiss_handoff(app, scene)
    scene.state.players[1].coins = 30  # P2 leads by far, and still ranks last
    confirm = _ask_to_concede(app, scene)
    click(app, confirm.concede.rect.center)
    for _ in range(5):
        app.step(FRAME)
    assert isinstance(app.scene, EndScene)
    result = app.scene.state.result
    assert 1 not in result.winners and result.winners
    assert result.notes()[0] == "P2 conceded and ranks last."
    assert scene.session.state.actions()[-1] == A.Concede()  # kept in the record

"""The window survives what a fuzzing player does: refused picks, damaged saves, random events."""

from __future__ import annotations

import pytest

from engine.game import new_solo_game
from engine.solo.bots import GreedySoloPlayer
from game.app import App
from game.scenes.common import default_table
from game.scenes.play import DRAG_KINDS, PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, drag, perform, spot


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    return tmp_path


def solo_main(home):
    """A solo game on screen at a turn's main decision, with a tile in the garden tile display."""
    app = App(settings=Settings(animation="off"))
    session = Session(new_solo_game(3), autosave=home / "a.json", table=default_table(1))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    bot = GreedySoloPlayer(3)
    while session.decision.kind != "solo_main" or not scene.state.solo.display:
        perform(app, scene, bot.choose(scene.state))
    return app, scene


def test_solo_display_tile_dragged_without_its_lantern_is_refused_in_words(home):
    """Dragging a tile of the garden tile display without the display lantern says why."""
    app, scene = solo_main(home)
    state = scene.state
    tile = state.solo.display[0]
    drag(app, spot(scene, "display_tile", tile).center, scene.layout.cell_rect(4, 4).center)
    assert app.scene is scene and scene.state is state
    assert "Tile from the display" in scene.message


@pytest.mark.parametrize("kind", sorted(set(DRAG_KINDS.values())))
def test_every_piece_refused_has_a_reason(home, kind):
    """No kind of piece lacks a refusal text."""
    _, scene = solo_main(home)
    assert scene._why_not_pick(kind).strip()

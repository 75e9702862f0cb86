"""The play screen's still picture is restored where a control was: once the computer's Pause
and Faster controls give way to the person's choices, no part of them stays on screen."""

from __future__ import annotations

import pytest

from engine.tang_garden.api import Build, EndTurn, new_game
from game.app import App
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, let_computers_play, perform

pytestmark = pytest.mark.ui


def test_the_computers_controls_leave_no_trace_when_the_person_decides(home):
    """After Wang Wei's turn, the window under where Faster stood is the still picture again
    (a part of Faster stayed beside the next choice button)."""
    app = App(settings=Settings(animation="normal"), window=(1024, 600))
    session = Session(
        new_game(["Ana", "Wang Wei"], 15, first=0), table={"seats": ["person", "easy"]}
    )
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    perform(app, scene, next(o for o in scene.options if isinstance(o, Build)))
    perform(app, scene, EndTurn())
    fast = scene.watch["fast"].rect.copy()
    let_computers_play(app, scene)
    for _ in range(30):
        app.step(FRAME)
    assert scene.person_decides and not scene.watch
    covered = [b.rect for b in scene.buttons]
    window, still = app.window, scene.frame.image
    stale = [
        (x, y)
        for x in range(fast.left, fast.right, 3)
        for y in range(fast.top, fast.bottom, 3)
        if not any(r.collidepoint(x, y) for r in covered)
        and window.get_at((x, y)) != still.get_at((x, y))
    ]
    assert not stale

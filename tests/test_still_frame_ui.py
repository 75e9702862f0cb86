"""The play screen draws only what changed over its still picture: whatever the frames did, the
window must look as a full repaint would."""

from __future__ import annotations

import pytest

from engine.tang_garden import actions as A
from tests.test_computer_players_ui import table_with
from tests.ui_driver import FRAME, let_computers_play, perform

pytestmark = pytest.mark.ui


def stale_pixels(app, scene) -> int:
    """Pixels where the window differs from the same screen drawn anew."""
    app.step(FRAME)
    shown = app.screen.copy()
    scene.invalidate()
    app.step(FRAME)
    return sum(
        1
        for x in range(0, shown.get_width(), 2)
        for y in range(0, shown.get_height(), 2)
        if shown.get_at((x, y)) != app.screen.get_at((x, y))
    )


def test_after_computer_turns_no_control_of_theirs_is_left_on_the_screen(home):
    """The Faster and Pause buttons shown while computers play go away whole when a person's
    turn comes (a killed button's picture stayed beside Place a Decoration)."""
    app, scene = table_with(["person", "easy"], speed="normal")
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.EndTurn())
    let_computers_play(app, scene)
    assert scene.person_decides
    assert stale_pixels(app, scene) == 0

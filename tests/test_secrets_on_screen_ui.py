"""What the play screen shows one player never names another player's secret: the seasoned
starting characters dealt to the others (chosen in secret), in any name drawn, in a hover card of
any piece, in a button's words and tool tip or in the log."""

from __future__ import annotations

import pytest

from engine.core.view import hidden_parts
from engine.tang_garden.api import new_game
from game import assets, hover
from game.app import App
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings

pytestmark = pytest.mark.ui


def seen_names(scene: PlayScene, monkeypatch) -> tuple[set[str], list[str]]:
    """What the screen as it stands shows as a piece's name: each text drawn whole, each hover
    card's title; and the buttons' words and tool tips and the log's lines, where a name may
    stand among other words."""
    drawn: set[str] = set()
    real = assets.text

    def text(words, *args, **kwargs):
        drawn.add(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    hover.render.cache_clear()
    scene.invalidate()
    scene.draw(scene.app.screen)
    for _, kind, payload in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots:
        entry = hover.entry_for(scene.state, kind, payload)
        if entry is not None:
            hover.render(entry)
            drawn.add(entry.title)
    monkeypatch.setattr(assets, "text", real)
    lines = [b.text for b in (*scene.buttons, *scene.top_buttons.values())]
    lines += [(b.tool_tip_text or "").split(".")[0] for b in scene.buttons]
    return drawn, lines + scene.panel.shown_log


def secrets_of_others(state, viewer: int) -> set[str]:
    """The names of characters only another player may know now (dealt to them in secret),
    leaving out any the viewer also sees by right (their own offer, the display, the garden)."""
    names = state.catalog.characters
    hidden = {
        c
        for part in hidden_parts(state, viewer)
        if part.pool == "characters" and part.items is not state.char_deck
        for c in part.items
    }
    public = set(state.char_display) | {m.character for m in state.minis.values()}
    public |= {p.active for p in state.players if p.active}
    own = {
        o.character for o in Session(state).decision.options if hasattr(o, "character")
    }  # the viewer's own offer: their buttons
    return {names[c].name for c in hidden - public - own}


@pytest.mark.parametrize("seed", [1, 2])
def test_no_screen_names_another_players_secret_starting_character(seed, monkeypatch):
    state = new_game(3, seed, ruleset=["seasoned-characters", "flying-lanterns"])
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(0)
    checked = 0
    for _ in range(8):  # the three secret choices, then the first turns
        viewer = scene.session.decision.player
        forbidden = secrets_of_others(scene.state, viewer)
        drawn, lines = seen_names(scene, monkeypatch)
        for name in forbidden:
            assert name not in drawn, (viewer, name)
            assert not any(f"the {name}" in line or line.startswith(name) for line in lines)
        checked += len(forbidden)
        scene.play(scene.options[0])
        app.step(0)
    assert checked >= 4  # the secret choices were looked at

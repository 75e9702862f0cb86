"""The Seasons decoration parts on screen, by posted mouse and key events: switched on in New game
(greyed with the reason where table 1.3 forbids them), played by dragging their pieces to the end
screen, which names their scoring; the Hong Bao envelope on the panel never shows a value."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.actions import Decorate, Influence, PlaceDecoration
from game.app import App
from game.hover import entry_for
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.settings import Settings
from tests.test_scenarios_ui import new_game_screen, record_text
from tests.ui_driver import FRAME, click, perform, post, switch_on

pytestmark = pytest.mark.ui

PARTS = ("bamboo-kingfisher", "belvederes", "flying-lanterns")


def test_one_player_greys_the_seasons_parts_with_the_reason(home):
    app = new_game_screen()
    scene = app.scene
    scene.set_count(1)
    for pid in PARTS:
        assert "#small_toggle_greyed" in scene.picker.buttons[pid].object_ids
        assert "Yin & Yang" in scene.picker.reasons[pid]


@pytest.mark.parametrize("seed", [3, 11])
def test_seasons_parts_switched_on_in_new_game_play_by_dragging_to_the_end_screen(home, seed):
    """New game with the three parts; their cards dragged onto the garden by mouse; the panel's
    envelope shows only how many cards it holds; the end screen names the Belvederes and the
    Hong Bao envelope and says what happened to it."""
    app = new_game_screen(speed="off")
    for pid in PARTS:
        switch_on(app, pid)  # scrolling the parts list by the wheel where needed
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene.seed_message.text
    assert {m.id for m in scene.state.ruleset.modules} == set(PARTS)
    rand = random.Random(seed)
    placed: set[str] = set()
    for _ in range(4000):
        if app.scene is not scene:
            break
        options = scene.options
        action = rand.choice(options)
        for kind, chance in ((PlaceDecoration, 0.95), (Influence, 0.9), (Decorate, 0.5)):
            found = [o for o in options if isinstance(o, kind)]
            if found and rand.random() < chance:
                action = rand.choice(found)
                break
        before = len(scene.state.actions())
        if isinstance(action, PlaceDecoration):
            placed.add(scene.state.catalog.card_type[action.card].id)
            inside = len(scene.state.ext["flying-lanterns"].envelope)
            shown = record_text(scene)
            assert f"{inside} Lantern card{'s' * (inside != 1)}, face down" in shown
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    assert isinstance(app.scene, EndScene)
    assert {"flying_lantern", "belvedere"} & placed  # their pieces were dragged by hand
    end = app.scene
    labels = [e.text for e in end.ui.get_sprite_group().sprites() if hasattr(e, "text")]
    assert "Belvederes" in labels and "Hong Bao envelope" in labels
    assert "Hong Bao envelope" in end.details.html_text
    assert "hong_bao" not in " ".join(str(t) for t in labels)


def test_the_envelope_s_hover_card_says_how_many_cards_and_never_a_value(home):
    from engine.tang_garden.game import apply, new_game
    from game.scenes.common import default_table
    from game.session import Session
    from tests.helpers import deck_top

    state = new_game(2, 4, ruleset=list(PARTS), first=0, start_face="A", start_rot=0)
    state = deck_top(state, "lantern_card_3")
    state, _ = apply(state, Decorate())
    state, _ = apply(state, PlaceDecoration("lantern_card_3", 3, 4))
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    scene.draw(app.screen)
    rect = next(r for r, kind, _ in scene.panel.hotspots if kind == "hong_bao")
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown == ("hong_bao", 1)
    entry = entry_for(scene.state, "hong_bao", 1)
    text = " ".join(words for line in entry.lines for words in line)
    assert "1 Lantern card, face down" in text
    value = state.ext["flying-lanterns"].values["lantern_card_3"]
    assert f" {value} " not in f" {text} "


def test_every_supply_piece_is_on_the_panel_and_shows_its_hover_card(home):
    """With the three parts the supply has thirteen kinds of piece: the row wraps, so the flying
    lanterns' pile is on the panel and resting the pointer on it shows how many are left."""
    from engine.tang_garden.game import new_game
    from game.layout import PANEL
    from game.scenes.common import default_table
    from game.session import Session

    state = new_game(2, 4, ruleset=list(PARTS))
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    scene.draw(app.screen)
    spots = {p: r for r, kind, p in scene.panel.hotspots if kind == "supply"}
    assert set(spots) == set(state.supply)
    for kind in ("flying_lantern", "belvedere", "bamboo"):
        assert PANEL.contains(spots[kind]), kind
        post(app, pygame.MOUSEMOTION, pos=spots[kind].center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == ("supply", kind)
    lines = dict(entry_for(state, "supply", "bamboo").lines)
    assert lines["In the supply"] == "6 pieces left"

"""Choices on screen, by posted mouse events: Draw Five Tiles' put-back by the tiles' pictures,
and a decision with many options kept inside the panel (on pages, turned by More choices)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.tang_garden.actions import UseLantern
from engine.tang_garden.modules.ghost_stories.module import CountSwanAs
from engine.tang_garden.modules.golden_age.actions import DrawTiles, PlaceDrawnTile
from game.app import App
from game.choice_layout import ROW_H, more_rect, pages
from game.layout import PANEL
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.helpers import do, game, neutral, options
from tests.test_expansions import ALL, GA, end_now
from tests.ui_driver import FRAME, click, perform, post, spot

pytestmark = pytest.mark.ui


def _screen(home, state) -> tuple[App, PlayScene]:
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, autosave=home / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def test_drawn_tiles_go_back_one_by_one_by_clicking_their_pictures(home):
    state = neutral(game(ruleset=[GA]))
    state.players[0].lanterns["double_build"] = False
    state = do(state, UseLantern("draw_five_tiles"))
    drawn = list(reversed(state.stacks["water"]))[:5]
    state = do(state, DrawTiles("water"))
    place = options(state, PlaceDrawnTile)[0]
    app, scene = _screen(home, state)
    perform(app, scene, place)  # dragged from the hand onto the garden
    while scene.state.tasks[-1][0] != "put_back":
        perform(app, scene, scene.options[0])
    rest = [t for t in drawn if t != place.tile]
    texts = [button.text for button in scene.buttons]
    assert not [t for t in texts if "back" in t], texts  # no button per order of the tiles
    post(app, pygame.MOUSEMOTION, pos=spot(scene, "drawn_tile", rest[0]).center, rel=(0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown == ("drawn_tile", rest[0])  # its card says how it goes back
    order = [rest[2], rest[0], rest[3]]  # each one seen in the hand and clicked: back next
    for k, tile in enumerate(order):
        click(app, spot(scene, "drawn_tile", tile).center)
        app.step(FRAME)
        assert scene.state.stacks["water"][-1 - (k == 2)] == tile, scene.message
    assert scene.state.stacks["water"][-4:] == [*order, rest[1]]  # the last one by itself on top
    assert scene.state.tasks[-1][0] != "put_back"
    scene.draw(app.screen)
    assert not [s for s in scene.shelf_spots if s[1] == "drawn_tile"]


def test_twenty_choices_keep_every_button_inside_the_panel(home):
    """The Swan's type with every expansion: 19 choices, each button inside the panel, and a
    click on the last one counts the Swan as that type."""
    state = neutral(game(ruleset=ALL))
    state.players[0].cards.append("swan_1")
    state.deco_deck.remove("swan_1")
    state = end_now(state)
    swans = options(state, CountSwanAs)
    assert len(swans) >= 19
    app, scene = _screen(home, state)
    for button in scene.buttons:
        assert PANEL.contains(button.rect), (button.text, button.rect)
    perform(app, scene, swans[-1])  # its button reached by clicks, wherever it is laid
    assert scene.state.actions()[-1] == swans[-1]


@given(
    st.lists(st.integers(20, 600), max_size=40),
    st.integers(0, 700),
    st.booleans(),
)
def test_every_choice_lies_inside_the_area_once_and_clear_of_more_choices(widths, top, ending):
    area = pygame.Rect(PANEL.x, PANEL.y + top, PANEL.w, max(ROW_H, PANEL.h - 40 - top))
    first_right = area.right - (162 if ending else 0)
    more_w = 180
    laid = pages(widths, area, first_right, more_w)
    assert sum(len(page) for page in laid) == len(widths)
    more = more_rect(area, more_w)
    for page in laid:
        for k, rect in enumerate(page):
            assert area.contains(rect) and rect.right <= max(first_right, area.right)
            assert not any(rect.colliderect(other) for other in page[k + 1 :])
            if rect.y == area.y:
                assert rect.right <= first_right  # End turn's place stays free
            if len(laid) > 1:
                assert not rect.colliderect(more), (rect, more)

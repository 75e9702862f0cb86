"""Every screen is laid out for the window and drawn at its resolution (issue 27 item 4): from
1024x600 to 3840x2160 its controls lie inside the window, no text is drawn below 12 px and no
label is too small for its words; New game shows every part with 14 scenarios; a resized or
rescaled screen keeps what was entered."""

from __future__ import annotations

import itertools
import re
import warnings

import pygame
import pytest

from engine.tang_garden.simulate import play_random
from game.app import App
from game.scenes.common import default_table
from game.scenes.menu import BUTTON_H
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, key, pick, post

pytestmark = pytest.mark.ui

SIZES = [(1024, 600), (1366, 768), (1920, 1080), (3840, 2160)]
FIRST_ON_SMALL = (1024, 540)  # the first window on a 1024x600 desktop (a tenth for the bars)
MENU_SCREENS = {
    "new": "new_game",
    "learn": "lessons",
    "load": "load",
    "rules": "rules",
    "settings": "settings",
}
SANSSOUCI = {"sans_menu": None, "sans_new": "new", "sans_rules": "rules"}


def resize(app: App, size: tuple[int, int]) -> None:
    post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def opened(size: tuple[int, int], screen: str) -> App:
    """The app in a window of ``size`` on ``screen``: a menu screen opened with a click, the end
    screen and the final garden of a finished four-player game."""
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    resize(app, size)
    if screen in MENU_SCREENS:
        click(app, app.scene.buttons[screen].rect.center)
        app.step(FRAME)
    elif screen in SANSSOUCI:
        click(app, app.scene.buttons["sanssouci"].rect.center)
        if SANSSOUCI[screen]:
            click(app, app.scene.buttons[SANSSOUCI[screen]].rect.center)
        app.step(FRAME)
    elif screen == "sans_play":
        for button in ("sanssouci", "new", "start"):
            scene = app.scene
            click(
                app,
                (scene.start_button if button == "start" else scene.buttons[button]).rect.center,
            )
            app.step(FRAME)
        key(app, pygame.K_RETURN)  # the handoff screen, if any, goes
        app.step(FRAME)
    elif screen == "sans_end":
        app.switch("sans_end", session=finished_sanssouci())
        app.step(FRAME)
    elif screen in ("end", "garden"):
        state = play_random(4, 11)[0]
        app.switch("end", session=Session(state, table=default_table(4)))
        app.step(FRAME)
        if screen == "garden":
            click(app, app.scene.garden_button.rect.center)
            app.step(FRAME)
    return app


def finished_sanssouci():
    from engine.sanssouci.api import apply, decision, new_game
    from game.sanssouci.session import SansSession

    state = new_game(["Wilhelmine", "Voltaire", "Bach"], 3)
    while not state.over:
        state, _ = apply(state, decision(state).options[0])
    colours = [[200, 50, 50], [50, 50, 200], [50, 160, 50]]
    return SansSession(state, {"colours": colours, "seats": ["person"] * 3})


def text_sizes(app: App) -> set[int]:
    """The pixel sizes of the fonts the screen's controls have loaded (the arrows' symbol font
    aside)."""
    fonts = app.scene.ui.get_theme().get_font_dictionary().loaded_fonts
    return {int(re.search(r"_(\d+)$", name).group(1)) for name in fonts if "symbols" not in name}


@pytest.mark.parametrize("size", [FIRST_ON_SMALL, SIZES[0], SIZES[-1]])
@pytest.mark.parametrize(
    "screen", ["menu", *MENU_SCREENS, "end", "garden", *SANSSOUCI, "sans_play", "sans_end"]
)
def test_every_screen_is_drawn_on_the_window_with_text_of_12_px_or_more(home, screen, size):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app = opened(size, screen)
        app.step(FRAME)
    window = pygame.display.get_surface()
    assert app.screen is window and window.get_size() == size
    assert app.scene.ui.window_resolution == size
    inside = window.get_rect()
    for element in app.scene.ui.get_root_container().elements:
        if element.visible:
            assert inside.contains(element.rect), (screen, element, element.rect)
    assert min(text_sizes(app)) >= 12
    too_small = [str(w.message) for w in caught if "too small" in str(w.message)]
    assert too_small == []


@pytest.mark.parametrize("size", [*SIZES, (1280, 800)])
def test_new_game_shows_every_part_with_fourteen_scenarios(home, size):
    """New game at 1024x600 and up: every part's switch in view in the parts list, none to
    scroll to (three rows of them showed before the scenarios became a drop-down)."""
    app = opened(size, "new")
    picker = app.scene.picker
    assert len(picker.scenarios) >= 14
    box = picker.parts_box.rect
    hidden = [pid for pid, b in picker.buttons.items() if not box.contains(b.rect)]
    assert hidden == [] and pygame.display.get_surface().get_rect().contains(box)


def test_a_resized_new_game_keeps_the_names_the_seed_and_the_rules(home):
    app = opened((1280, 800), "new")
    form = app.scene
    pick(app, form.count_menu, "3")
    click(app, form.rows[2]["name"].rect.center)
    post(app, pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(app, pygame.TEXTINPUT, text="a")
    form.seed_entry.set_text("77")
    click(app, form.picker.buttons["ghost-stories"].rect.center)
    resize(app, (1024, 600))
    assert app.scene is form and form.fit.scale == 0.75
    assert form.names() == ["Player 1", "Player 2", "Player a"]
    assert form.seed_entry.get_text() == "77" and form.picker.parts == {"ghost-stories"}
    assert form.rows[2]["name"].rect.right <= 1024


def test_a_larger_ui_scale_enlarges_the_menu_on_returning_from_settings(home):
    app = opened((1920, 1080), "settings")
    menu = app.scene.back_scene
    before = menu.buttons["new"].rect.h
    pick(app, app.scene.scale_menu, "150%")
    key(app, pygame.K_RETURN)  # Save
    assert app.scene is menu
    assert menu.fit.scale == 1.35  # 150%, as far as the menu's 800 design rows fit in 1080
    assert menu.buttons["new"].rect.h == round(BUTTON_H * 1.35) > before


def test_the_menu_clears_its_keys_hint_in_the_window_a_1024x600_desktop_opens(home):
    """On a 1024x600 desktop the first window is 1024x540: the nine buttons, the message line
    and the keys' hint stand one under the other (Quit lay over the hint)."""
    app = App(settings=Settings(animation="off"), window=(1024, 540))
    app.step(FRAME)
    menu = app.scene
    rows = [b.rect for b in menu.buttons.values()]
    rows += [menu.message_label.rect, menu.hint.rect]
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(rows)), rows
    assert rows[0].top >= 0 and rows[-1].bottom <= 540


def test_the_lessons_back_button_is_inside_the_window_a_1024x600_desktop_opens(home):
    app = App(settings=Settings(animation="off"), window=(1024, 540))
    app.step(FRAME)
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    assert pygame.Rect(0, 0, 1024, 540).contains(app.scene.back.rect), app.scene.back.rect

"""New game's words fit their controls (issue 27): every colour and seat in its menu with room
to spare, every part's name whole on its switch, the parts' summary readable after a part's
own choice (Lanterns 05-09) opens below them."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App
from game.scenes.common import gui_font
from game.scenes.new_game import COLOUR_LABELS, KIND_LABELS, NewGameScene
from game.scenes.ruleset_picker import NOT_NOW
from game.settings import Settings
from tests.ui_driver import FRAME

pytestmark = pytest.mark.ui

MENU_PAD = 16  # the least room each side of a choice's words in its menu


def new_game_screen(home) -> tuple[App, NewGameScene]:
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    scene = NewGameScene(app)
    app.switch(scene)
    scene.set_count(4)
    app.step(FRAME)
    return app, scene


def test_every_colour_and_seat_has_room_in_its_menu(home):
    """ "Golden yellow (triangle)" and "Computer · Medium" keep room each side in their menus."""
    _, scene = new_game_screen(home)
    row = scene.rows[0]
    font = gui_font(18)
    for menu, labels in ((row["colour"], COLOUR_LABELS), (row["kind"], KIND_LABELS)):
        room = menu.current_state.selected_option_button.rect.w
        for label in labels:
            assert font.size(label)[0] + 2 * MENU_PAD <= room, label


def test_every_part_is_named_whole_on_its_switch_by_its_one_name(home):
    """Each part's switch says its name (the README's: "Seasons new characters", never "New
    characters"), with room beside it when chosen (bold)."""
    from engine.tang_garden.api import known_modules

    _, scene = new_game_screen(home)
    picker = scene.picker
    font = gui_font(15, bold=True)
    for module in known_modules():
        if module.kind != "part":
            continue
        button = picker.buttons[module.id]
        assert button.text == module.name
        assert font.size(module.name)[0] + 16 <= button.rect.w, module.name
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert "*Seasons new characters*" in readme
    assert picker.buttons["seasons-characters"].text == "Seasons new characters"


def test_the_summary_keeps_three_lines_after_lanterns_05_09_opens_its_choice(home, monkeypatch):
    """Clicking Lanterns 05-09 opens its lantern choice below the parts; the summary below it
    still shows three lines, not one."""
    import pygame

    from tests.ui_driver import click, post

    app, scene = new_game_screen(home)
    picker = scene.picker
    chip = picker.buttons["lanterns-05-09"]
    box = picker.parts_box.rect
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: box.center)  # the mouse rests
    post(app, pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(20):  # the wheel scrolls the parts until its switch is in view
        for _ in range(30):  # the scrolling comes to rest
            app.step(FRAME)
        if box.contains(chip.rect):
            break
        up = 1 if chip.rect.top < box.top else -1
        post(app, pygame.MOUSEWHEEL, x=0, y=up, precise_x=0.0, precise_y=float(up), flipped=False)
    assert box.contains(chip.rect)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: chip.rect.center)
    click(app, chip.rect.center)
    app.step(FRAME)
    assert "lanterns-05-09" in picker.parts and picker.summary.visible
    third = picker.summary.text_box_layout.layout_rows[2]
    assert picker.summary.rect.h >= third.bottom + 30  # its borders and padding


def test_the_readme_names_every_scenario_and_part_as_new_game_shows_them(home):
    """The README's list of scenarios and parts holds each switch's and each scenario's words
    on New game."""
    _, scene = new_game_screen(home)
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    readme = " ".join(readme.split())  # its lines wrap anywhere
    picker = scene.picker
    shown = [button.text for button in picker.buttons.values()]
    shown += [text.removesuffix(NOT_NOW) for text, _ in picker.scenario_menu.options_list]
    assert "Base game" in shown and len(shown) > 20
    assert [name for name in shown if f"*{name}*" not in readme] == []


def test_the_scenario_and_parts_column_stays_inside_new_games_frame(home):
    """The scenario drop-down, the parts list and the summary lie inside the card drawn behind
    them (the column once ran 6 px past its right edge)."""
    _app, scene = new_game_screen(home)
    picker = scene.picker
    frame = scene.form.box(scene.title_rect)
    rects = [picker.scenario_menu.rect, picker.parts_box.rect, picker.summary.rect]
    assert all(frame.contains(r) for r in rects), [r for r in rects if not frame.contains(r)]

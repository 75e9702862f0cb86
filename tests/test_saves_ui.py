"""Saved games as a player handles them, by posted mouse and key events: one file per game,
the Load screen names each game's rules and renames and deletes, Esc on the menu asks first."""

from __future__ import annotations

import itertools
import json
import time

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.game import new_game, new_solo_game
from engine.tang_garden.record import save
from game.app import App
from game.paths import saves_dir
from game.scenes.common import default_table
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, key, perform, post

pytestmark = pytest.mark.ui


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    ticks = itertools.count()
    real = time.strftime
    monkeypatch.setattr(  # every save lands in another second, as when people play
        time, "strftime", lambda fmt, *t: real(fmt.replace("%S", f"{next(ticks) % 60:02}"), *t)
    )
    return tmp_path


def play_screen(home, state, table=None):
    app = App(settings=Settings(animation="off", show_handoff=False))
    session = Session(state, autosave=home / "autosave.json", table=table or default_table(3))
    app.switch(PlayScene(app, session))
    app.step(FRAME)
    return app


def press(app, button) -> None:
    click(app, button.rect.center)
    app.step(FRAME)  # the button's press arrives on the next frame


def save_and_menu(app) -> None:
    press(app, app.scene.top_buttons["menu"])
    assert isinstance(app.scene, MenuScene)


def build(app) -> None:
    scene = app.scene
    perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))


def test_save_and_menu_keeps_one_file_per_game_and_updates_it(home):
    app = play_screen(home, new_game(["Ann", "Bo", "Cy"], 5))
    build(app)
    save_and_menu(app)
    press(app, app.scene.buttons["continue"])
    perform(app, app.scene, app.scene.options[0])  # one more move
    moves = len(app.scene.state.actions())
    save_and_menu(app)
    files = list((home / "saves").glob("*.json"))
    assert len(files) == 1, files
    assert len(json.loads(files[0].read_text())["actions"]) == moves


def open_load(home) -> App:
    app = play_screen(home, new_solo_game(3, "Solo"), default_table(1))
    save_and_menu(app)
    app.switch(PlayScene(app, Session(new_game(["Ann", "Bo"], 4), table=default_table(2))))
    app.step(FRAME)
    save_and_menu(app)
    press(app, app.scene.buttons["load"])
    assert isinstance(app.scene, LoadScene)
    return app


def choose(app, words: str) -> None:
    scene = app.scene
    label = next(e.label for e in scene.entries if words in e.label and not e.is_autosave)
    item = next(i for i in scene.list.item_list if i["text"] == label)
    if not item["selected"]:  # a click on the chosen row would unchoose it
        press(app, item["button_element"])
    assert scene.selected().label == label


def test_load_names_each_games_rules(home):
    app = open_load(home)
    labels = [e.label for e in app.scene.entries]
    assert any("Solo" in x and "Yin & Yang" in x for x in labels), labels
    assert any("Ann, Bo" in x and "Base game" in x for x in labels), labels


def test_load_renames_a_game(home):
    app = open_load(home)
    choose(app, "Ann, Bo")
    press(app, app.scene.rename_button)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    post(app, pygame.TEXTINPUT, text="Sunday game")
    key(app, pygame.K_RETURN)
    app.step(FRAME)
    assert (home / "saves" / "Sunday game.json").is_file()
    assert app.scene.selected().label.startswith("Sunday game")


def test_load_deletes_a_game_after_asking(home):
    app = open_load(home)
    choose(app, "Ann, Bo")
    press(app, app.scene.delete_button)
    assert len(list((home / "saves").glob("*.json"))) == 2  # asked, not yet gone
    assert "again" in app.scene.message.text
    press(app, app.scene.delete_button)
    assert len(list((home / "saves").glob("*.json"))) == 1
    assert not any("Ann, Bo" in e.label for e in app.scene.entries if not e.is_autosave)


def test_esc_on_the_menu_asks_before_quitting(home):
    app = App(settings=Settings())
    app.step(FRAME)
    key(app, pygame.K_ESCAPE)
    assert app.running
    assert "Esc again" in app.scene.message_label.text
    key(app, pygame.K_SPACE)  # changed their mind
    key(app, pygame.K_ESCAPE)
    assert app.running
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_a_game_saved_before_games_had_ids_is_updated_in_its_own_file(home):

    old = home / "saves" / "Old game.json"
    save(new_game(["Ann", "Bo"], 4), old, default_table(2))  # no game id, as saves used to be
    app = App(settings=Settings(animation="off", show_handoff=False))
    app.step(FRAME)
    press(app, app.scene.buttons["load"])
    choose(app, "Old game")
    press(app, app.scene.open_button)
    assert isinstance(app.scene, PlayScene)
    build(app)
    save_and_menu(app)
    assert [p.name for p in (home / "saves").glob("*.json")] == ["Old game.json"]
    assert len(json.loads(old.read_text())["actions"]) == 1


def test_save_and_menu_says_the_name_it_saved_as(home):
    """Save & menu goes to the menu saying "Saved as <name>", the name the Load list shows."""
    app = play_screen(home, new_game(["Ann", "Bo"], 5), default_table(2))
    save_and_menu(app)
    (saved,) = saves_dir().glob("*.json")
    assert app.notice[0] == f"Saved as {saved.stem} (open it with Load)"


def test_a_long_load_row_keeps_its_moves_and_date_in_view(home):
    """Four long names and five parts: the row is cut in the players and rules, never at the
    right edge, so the moves and the date show; the row still opens that game."""
    from game.scenes.common import gui_font
    from game.scenes.load import ROW_PAD

    names = ["Alexandrina", "Bartholomew", "Constantinople", "Dorothea"]
    parts = ["ghost-stories", "golden-age", "promo-apricot-tree", "promo-herbalist"]
    saves_dir().mkdir(parents=True)
    save(new_game(names, 3, ruleset=parts), saves_dir() / "long.json", {})
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    click(app, app.scene.buttons["load"].rect.center)
    app.step(FRAME)
    scene = app.scene
    (row,) = [item["text"] for item in scene.list.item_list]
    assert gui_font(18).size(row)[0] <= scene.list.rect.w - ROW_PAD
    assert row.startswith("long  ·  Alexandrina") and "  ·  0 moves  ·  " in row
    assert row.endswith(scene.entries[0].stamp)
    assert scene.selected().path.stem == "long"

"""Rematch and the remembered setup, driven with posted events: New game starts from the last
game's setup (after a restart too), a damaged setup file is ignored with a message, and the end
screen's Play again deals the same game anew."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.simulate import play_random
from game.app import App
from game.scenes.common import default_table
from game.scenes.new_game import NewGameScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, choose_scenario, click, key, pick, switch_on

pytestmark = pytest.mark.ui


def new_game_form() -> tuple[App, NewGameScene]:
    """A fresh app (as after a restart) on the New game screen, opened from the menu."""
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)  # pygame_gui reports the press on the next frame
    assert isinstance(app.scene, NewGameScene)
    return app, app.scene


def type_name(app, form, seat: int, name: str) -> None:
    entry = form.rows[seat]["name"]
    entry.set_text(name)
    app.step(FRAME)


def test_new_game_starts_from_the_last_setup_after_a_restart(home):
    """Three players with one computer, chosen colours, a first player, Autumn with Night
    landscapes: after Start, a restarted game's New game shows all of it, with an empty seed."""
    app, form = new_game_form()
    pick(app, form.count_menu, "3")
    pick(app, form.rows[2]["kind"], "Computer · Hard")
    pick(app, form.rows[0]["colour"], form_colour(3))
    for seat, name in enumerate(["Ana", "Bo"]):
        type_name(app, form, seat, name)
    form.set_first("Bo")
    choose_scenario(app, "autumn")
    switch_on(app, "night-landscapes")
    form.seed_entry.set_text("77")
    key(app, pygame.K_RETURN)
    assert app.scene is not form, form.seed_message.text
    played = app.scene.session.state
    assert played.seed == 77 and [p.name for p in played.players] == ["Ana", "Bo", "Du Fu"]

    app, form = new_game_form()
    assert form.count == 3
    assert form.names() == ["Ana", "Bo", "Du Fu"]
    assert form.kinds[:3] == ["person", "person", "hard"]
    assert form.rows[2]["kind"].selected_option[0] == "Computer · Hard"
    assert form.colours[0] == 3 and form.rows[0]["colour"].selected_option[0] == form_colour(3)
    assert form.first_choice() == "Bo"
    assert form.picker.ruleset() == ["autumn", "night-landscapes"]
    assert form.seed_entry.get_text() == ""


def form_colour(index: int) -> str:
    from game.scenes.new_game import COLOUR_LABELS

    return COLOUR_LABELS[index]


@pytest.mark.parametrize(
    "text", ["{not json", '{"count": 9}', '{"names": "Ana"}', "[1, 2]", '{"sets": {"x": 3}}']
)
def test_a_damaged_last_setup_is_ignored_with_a_message(home, text):
    """New game opens on its defaults and the player reads that the setup file was ignored."""
    (home / "last_setup.json").write_text(text, encoding="utf-8")
    app, form = new_game_form()
    assert form.count == 2 and form.names() == ["Player 1", "Player 2"]
    message, seconds = app.notice
    assert message.startswith("New game starts afresh: last_setup.json") and seconds > 0
    click(app, form.start_button.rect.center)
    app.step(FRAME)  # and Start replaces it with a good one
    app, form = new_game_form()
    assert app.notice[0] == ""


def test_a_remembered_part_that_no_longer_fits_is_left_out(home):
    """A setup remembered with a part for more players than it names (hand-edited, or a part
    that changed) starts with what fits: the part is switched off, the rest is kept."""
    from game.last_setup import LastSetup

    LastSetup(count=1, names=["Solo"], parts=["nature", "unknown-part"]).save()
    _, form = new_game_form()
    assert form.count == 1 and form.names() == ["Solo"]
    assert "unknown-part" not in form.picker.ruleset()
    assert form.check()


def end_screen(state, table) -> App:
    app = App(settings=Settings(animation="off"))
    app.switch("end", session=Session(state, table=table))
    app.step(FRAME)
    return app


def test_play_again_deals_the_same_game_with_a_new_seed(home):
    """Play again on the end screen: the same names, seats, colours, first player choice and
    rules, a new seed, and a game of its own (its own save)."""
    state = play_random(2, 11)[0]
    table = {**default_table(2), "seats": ["person", "easy"], "game": "a" * 32}
    table["colours"] = table["colours"][::-1]
    app = end_screen(state, table)
    click(app, app.scene.again_button.rect.center)
    app.step(FRAME)
    session = app.scene.session
    again = session.state
    assert app.scene.__class__.__name__ == "PlayScene"
    assert [p.name for p in again.players] == [p.name for p in state.players]
    assert again.setup.get("ruleset") == state.setup.get("ruleset")
    assert again.seed != state.seed and again.turn_number == 1  # the computer may start it
    assert session.seats == ["person", "easy"] and session.table["colours"] == table["colours"]
    assert session.table["game"] != table["game"]


@pytest.mark.parametrize("first", [0, 1])
def test_play_again_keeps_the_first_player_new_game_chose(home, first):
    """A first player chosen on New game starts the rematch too."""
    state = play_random(2, 11)[0]
    app = end_screen(state, {**default_table(2), "first": first})
    click(app, app.scene.again_button.rect.center)
    app.step(FRAME)
    assert app.scene.session.state.first == first


def test_play_again_keeps_a_scenario_and_its_parts(home):
    """A finished game of a scenario with a part and the part's chosen option plays again
    with them."""
    from game.tang_garden.module_ui_registry import adapter_class

    choice = adapter_class("lanterns-05-09").new_game_choice()
    chosen = [value for value, _ in choice.items][-choice.count :]
    ruleset = ["summer", {"id": "lanterns-05-09", "options": {choice.option: chosen}}]
    state = play_random(2, 5, ruleset)[0]
    app = end_screen(state, default_table(2))
    click(app, app.scene.again_button.rect.center)
    app.step(FRAME)
    again = app.scene.session.state
    assert again.setup["ruleset"] == state.setup["ruleset"] and again.seed != state.seed
    assert [m.id for m in again.ruleset.modules] == [m.id for m in state.ruleset.modules]

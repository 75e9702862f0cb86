"""The window survives what a fuzzing player does: refused picks, damaged saves, random events."""

from __future__ import annotations

import json

import pytest

from engine.tang_garden.game import apply, legal_actions, new_game, new_solo_game
from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer
from engine.tang_garden.record import save
from game.app import App
from game.paths import autosave_path, saves_dir
from game.scenes.common import default_table
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, drag, perform, spot

pytestmark = pytest.mark.ui


def solo_main(home):
    """A solo game on screen at a turn's main decision, with a tile in the garden tile display."""
    app = App(settings=Settings(animation="off"))
    session = Session(new_solo_game(3), autosave=home / "a.json", table=default_table(1))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    bot = GreedySoloPlayer(3)
    while session.decision.kind != "solo_main" or not scene.state.ext["yin-yang"].display:
        perform(app, scene, bot.choose(scene.session.here))
    return app, scene


def test_solo_display_tile_dragged_without_its_lantern_is_refused_in_words(home):
    """Dragging a tile of the garden tile display without the display lantern says why."""
    app, scene = solo_main(home)
    state = scene.state
    tile = state.ext["yin-yang"].display[0]
    drag(app, spot(scene, "display_tile", tile).center, scene.layout.cell_rect(4, 4).center)
    assert app.scene is scene and scene.state is state
    assert "Tile from the display" in scene.message


def test_every_piece_refused_has_a_reason(home):
    """No kind of piece lacks a refusal text."""
    _, scene = solo_main(home)
    assert all(scene._why_not_pick(kind, kind.only or "").strip() for kind in scene.kinds)


# --- damaged saves ------------------------------------------------------------------------------


def unfinished(names=("Ana", "Bo")):
    state = new_game(list(names), 3)
    for _ in range(6):
        state, _ = apply(state, legal_actions(state)[0])
    return state


def write_damaged(path, change, ui=None) -> None:
    """A real save of an unfinished game, then ``change`` applied to its JSON."""
    save(unfinished(), path, ui or {})
    record = json.loads(path.read_text(encoding="utf-8"))
    change(record)
    path.write_text(json.dumps(record), encoding="utf-8")


def start_app():
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    return app


def test_autosave_with_names_that_are_not_text_leaves_the_menu_usable(home):
    """Player names saved as numbers: the menu opens, says why, and offers no Continue."""
    write_damaged(autosave_path(), lambda r: r["setup"].update(players=[1, 2]))
    app = start_app()
    assert isinstance(app.scene, MenuScene)
    assert not app.scene.buttons["continue"].is_enabled
    assert "players" in app.scene.message_label.text


@pytest.mark.parametrize(
    "colours",
    [[[999, -1, 3], [4, 5, 6]], [["red", 0, 0], [4, 5, 6]], [[1.5, 0, 0], [4, 5, 6]], "blue"],
)
def test_continue_with_damaged_colours_plays_with_the_default_colours(home, colours):
    """Bad colours in the autosave's table settings: Continue opens the game in default colours."""
    write_damaged(autosave_path(), lambda r: None, {"colours": colours, "shapes": ["a", "b"]})
    app = start_app()
    click(app, app.scene.buttons["continue"].rect.center)
    for _ in range(3):
        app.step(FRAME)
    assert isinstance(app.scene, PlayScene)
    assert app.scene.colours == [tuple(c) for c in default_table(2)["colours"]]


def test_load_screen_lists_a_deeply_nested_file_as_damaged(home):
    """A deeply nested JSON file in the saves folder: the Load screen opens and marks it."""
    saves_dir().mkdir(parents=True)
    (saves_dir() / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    write_damaged(saves_dir() / "names.json", lambda r: r["setup"].update(players={"A": 1}))
    save(unfinished(("Kai", "Lu")), saves_dir() / "good.json", {})
    app = start_app()
    click(app, app.scene.buttons["load"].rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, LoadScene)
    labels = {e.path.stem: e.label for e in app.scene.entries}
    assert "damaged file" in labels["deep"] and "damaged file" in labels["names"]
    assert "Kai, Lu" in labels["good"]
    app.scene.open(next(e for e in app.scene.entries if e.path.stem == "deep"))
    assert "deep.json" in app.scene.message.text and "nested" in app.scene.message.text


def test_load_opens_a_finished_solo_game_on_its_end_screen(home):
    """The Load list offers the autosave of a finished solo game; opening it shows its result."""
    from game.scenes.end import EndScene

    state = new_solo_game(2)
    while not state.over:
        state, _ = apply(state, legal_actions(state)[0])
    save(state, autosave_path(), default_table(1))
    app = start_app()
    click(app, app.scene.buttons["load"].rect.center)
    app.step(FRAME)
    app.scene.open(app.scene.entries[0])
    app.step(FRAME)
    assert isinstance(app.scene, EndScene)

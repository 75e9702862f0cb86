"""The menu screens, driven headless with real clicks and key presses."""

from __future__ import annotations

import os
import sys
import types

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pygame_gui
import pytest

from engine.tang_garden.game import apply, catalog, legal_actions, new_game
from engine.tang_garden.record import save
from engine.tang_garden.simulate import play_random
from game.scenes.base import Scene

pytestmark = pytest.mark.ui


class FakePlay(Scene):
    """Stands in for the play screen: remembers the session it was given."""

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    fake = types.ModuleType("game.scenes.play")
    fake.PlayScene = FakePlay
    monkeypatch.setitem(sys.modules, "game.scenes.play", fake)
    return tmp_path


def make_app():
    from game.app import App

    app = App()
    app.step(0.016)
    return app


@pytest.fixture
def app(home):
    return make_app()


def click(app, element) -> None:
    """A real left click at the centre of a pygame_gui element."""
    pos = element.rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(0.016)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
        app.step(0.016)
    app.step(0.016)  # pygame_gui posts UI_BUTTON_PRESSED for the next frame


def key(app, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    app.step(0.016)


def choose(app, menu, text: str) -> None:
    """Pick an option of a drop-down menu as pygame_gui reports it."""
    menu.selected_option = (text, text)
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=text)
    )
    app.step(0.016)


def unfinished_game(names=("Ana", "Bo")):
    state = new_game(list(names), 3)
    for _ in range(6):
        state, _ = apply(state, legal_actions(state)[0])
    assert not state.over
    return state


# --- menu -------------------------------------------------------------------------------------


def test_menu_without_autosave_offers_new_game(app):
    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene

    assert isinstance(app.scene, MenuScene)
    assert not app.scene.buttons["continue"].is_enabled
    assert app.scene.buttons["new"].is_enabled
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, NewGameScene)


def test_damaged_autosave_shows_a_message(home):
    from game.paths import autosave_path

    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "tang-garden-record", "actions": 7', encoding="utf-8")
    app = make_app()
    assert not app.scene.buttons["continue"].is_enabled
    assert "autosave" in app.scene.message_label.text
    assert "damaged" in app.scene.message_label.text


def test_autosave_that_cannot_be_replayed_shows_a_message(home):
    from game.paths import autosave_path

    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "tang-garden-record", "rules_version": "x"}')
    app = make_app()
    assert not app.scene.buttons["continue"].is_enabled
    assert "rules" in app.scene.message_label.text


def test_continue_resumes_the_autosave(home):
    from game.paths import autosave_path

    state = unfinished_game()
    save(
        state, autosave_path(), {"colours": [[1, 2, 3], [4, 5, 6]], "shapes": ["square", "circle"]}
    )
    app = make_app()
    assert app.scene.buttons["continue"].is_enabled
    click(app, app.scene.buttons["continue"])
    assert isinstance(app.scene, FakePlay)
    session = app.scene.session
    assert [p.name for p in session.state.players] == ["Ana", "Bo"]
    assert len(session.state.actions()) == len(state.actions())
    assert session.table["colours"] == [[1, 2, 3], [4, 5, 6]]
    assert session.autosave == autosave_path()


def test_finished_autosave_does_not_offer_continue(home):
    from game.paths import autosave_path

    state, _ = play_random(2, 4)
    save(state, autosave_path(), {})
    app = make_app()
    assert not app.scene.buttons["continue"].is_enabled
    assert app.scene.message_label.text.strip() == ""


def test_escape_quits_after_asking_and_f1_opens_the_rules(app):
    from game.scenes.rules import RulesScene

    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)  # back to the menu
    key(app, pygame.K_ESCAPE)  # asks
    assert app.running
    key(app, pygame.K_ESCAPE)
    assert not app.running


# --- new game ---------------------------------------------------------------------------------


def open_new_game(app):
    from game.scenes.new_game import NewGameScene

    click(app, app.scene.buttons["new"])
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def test_new_game_with_three_names_starts_that_game(app):
    scene = open_new_game(app)
    choose(app, scene.count_menu, "3")
    assert scene.count == 3
    for i, name in enumerate(["Viola", "Michele", "Ana"]):
        scene.rows[i]["name"].set_text(name)
    click(app, scene.start_button)
    assert isinstance(app.scene, FakePlay), scene.seed_message.text
    session = app.scene.session
    assert [p.name for p in session.state.players] == ["Viola", "Michele", "Ana"]
    assert len(session.table["colours"]) == 3
    assert len({tuple(c) for c in session.table["colours"]}) == 3
    assert session.table["shapes"] == ["circle", "square", "triangle"]


def test_new_game_seed_and_first_player(app):
    scene = open_new_game(app)
    scene.set_name(0, "Li")
    scene.set_name(1, "Mo")
    scene.set_first("Mo")
    scene.seed_entry.set_text("42")
    key(app, pygame.K_RETURN)
    state = app.scene.session.state
    assert state.seed == 42
    assert state.first == 1


def test_new_game_refuses_duplicate_names_bad_seeds_and_shared_colours(app):
    scene = open_new_game(app)
    scene.set_name(0, "Viola")
    scene.set_name(1, "viola ")
    click(app, scene.start_button)
    assert app.scene is scene
    assert "already" in scene.rows[1]["message"].text
    scene.set_name(1, "Michele")
    scene.seed_entry.set_text("twelve")
    click(app, scene.start_button)
    assert app.scene is scene
    assert "whole number" in scene.seed_message.text
    scene.seed_entry.set_text("")
    choose(app, scene.rows[1]["colour"], scene.rows[0]["colour"].selected_option[0])
    click(app, scene.start_button)
    assert app.scene is scene
    assert "taken" in scene.rows[1]["message"].text
    scene.set_name(0, "")
    assert not scene.check()
    assert scene.rows[0]["message"].text == "Enter a name"


def test_new_game_names_follow_the_engines_one_rule(app):
    """The screen refuses exactly the names the engine would not start a game with."""
    scene = open_new_game(app)
    for name, problem in (("x" * 41, "Use at most 40"), ("Bo\tLi", "control character")):
        scene.set_name(0, name)
        click(app, scene.start_button)
        assert app.scene is scene
        assert problem in scene.rows[0]["message"].text
    scene.set_name(0, "y" * 40)
    click(app, scene.start_button)
    assert app.scene is not scene
    assert app.scene.session.state.players[0].name == "y" * 40


def test_new_game_back_returns_to_the_menu(app):
    from game.scenes.menu import MenuScene

    scene = open_new_game(app)
    click(app, scene.back_button)
    assert isinstance(app.scene, MenuScene)


# --- settings ---------------------------------------------------------------------------------


def test_settings_are_saved_and_loaded_again(app):
    from game.scenes.menu import MenuScene
    from game.scenes.settings import SettingsScene
    from game.settings import Settings

    menu = app.scene
    click(app, menu.buttons["settings"])
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    before = Settings().show_handoff
    click(app, scene.toggles["show_handoff"])
    assert scene.toggles["show_handoff"].text == ("Off" if before else "On")
    choose(app, scene.speed_menu, "Fast")
    click(app, scene.save_button)
    assert app.scene is menu and isinstance(menu, MenuScene)
    stored = Settings.load()
    assert stored.animation == "fast"
    assert stored.show_handoff is (not before)
    assert make_app().settings.animation == "fast"


def test_settings_back_does_not_save(app):
    from game.settings import Settings

    click(app, app.scene.buttons["settings"])
    scene = app.scene
    click(app, scene.toggles["confirm_end_turn"])
    key(app, pygame.K_ESCAPE)
    assert Settings.load().confirm_end_turn is False
    assert app.settings.confirm_end_turn is False


# --- rules ------------------------------------------------------------------------------------


def test_rules_list_every_character_and_decoration(app):
    from game.scenes.rules import RulesScene

    click(app, app.scene.buttons["rules"])
    scene = app.scene
    assert isinstance(scene, RulesScene)
    for section in ("Goal", "Build the Garden", "Lanterns", "Scoring", "Controls"):
        assert section in scene.titles
    click(app, scene.tabs["characters"])
    choose_page(app, scene, "All characters")
    characters = catalog().characters.values()
    assert len(characters) == 12
    for char in characters:
        assert char.name in scene.titles
        assert char.name in scene.text
    assert "Gain 2 coins each time you place a pavilion or a bridge." in scene.text
    click(app, scene.tabs["decorations"])
    choose_page(app, scene, "All decorations")
    for dtype in catalog().decoration_types.values():
        assert dtype.name in scene.text
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, RulesScene)


def choose_page(app, scene, title):
    """Pick a page in the rules' list, as a click on it does."""
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=scene.contents, text=title
        )
    )
    app.step(0.016)


def test_rules_pages_open_from_the_list(app):
    from game.scenes.rules import RulesScene

    scene = RulesScene(app, app.scene, tab="characters")
    app.switch(scene)
    choose_page(app, scene, "Empress")
    assert "Empress" in scene.text
    assert "Architect" not in scene.text


def test_markdown_converter():
    from game.markup import sections, to_html

    out = to_html("# T\n\nA **bold** <tag> and *soft*\nline.\n\n- one\n  more\n- two\n")
    assert "<b>bold</b>" in out and "<i>soft</i>" in out
    assert "&lt;tag&gt;" in out
    assert "soft</i> line." in out
    assert "• one more<br>  • two" in out
    assert [t for t, _ in sections("intro\n## A\nx\n## B\ny\n")] == ["A", "B"]


# --- load -------------------------------------------------------------------------------------


def test_load_lists_saves_and_reports_damage(app):
    from game.paths import saves_dir

    saves_dir().mkdir(parents=True)
    (saves_dir() / "broken.json").write_text("{oops", encoding="utf-8")
    save(unfinished_game(("Kai", "Lu", "Mei")), saves_dir() / "evening.json", {})
    click(app, app.scene.buttons["load"])
    scene = app.scene
    labels = [e.label for e in scene.entries]
    assert any(label.startswith("broken") for label in labels)
    broken = next(e for e in scene.entries if e.label.startswith("broken"))
    scene.open(broken)
    assert "broken.json" in scene.message.text
    good = next(e for e in scene.entries if e.label.startswith("evening"))
    assert "Kai, Lu, Mei" in good.label
    scene.open(good)
    assert isinstance(app.scene, FakePlay)
    assert len(app.scene.session.table["colours"]) == 3


# --- end --------------------------------------------------------------------------------------


def test_end_screen_shows_every_total(app):
    from game.scenes.end import EndScene, winners_text
    from game.session import Session

    state, _ = play_random(3, 7)
    scene = EndScene(app, Session(state, table={}))
    app.switch(scene)
    app.step(0.016)
    totals = [score.total for score in state.result.players]
    assert not scene.done
    assert any(int(scene.shown(c)) < t for c, t in enumerate(totals) if t > 0)
    key(app, pygame.K_SPACE)
    assert scene.done
    for c, score in enumerate(state.result.players):
        assert scene.shown(c) == str(score.total)
        for category, value in score.categories.items():
            assert scene.shown(c, category) == str(value)
    winner = state.players[state.result.winners[0]].name
    assert winner in winners_text(state)
    click(app, scene.menu_button)
    from game.scenes.menu import MenuScene

    assert isinstance(app.scene, MenuScene)


def test_end_screen_without_animation_is_final_at_once(app):
    from game.scenes.end import EndScene
    from game.session import Session

    app.settings.animation = "off"
    state, _ = play_random(2, 11)
    scene = EndScene(app, Session(state))
    assert scene.done
    assert scene.shown(1) == str(state.result.players[1].total)


def test_new_game_with_one_player_starts_the_solo_variant(app):
    """'1 (solo)' in the player count starts Yin & Yang with the typed name and seed."""
    from game.scenes.new_game import NewGameScene

    scene = NewGameScene(app)
    app.switch(scene)
    scene.set_count(1)
    scene.rows[0]["name"].set_text("Li Bai")
    scene.seed_entry.set_text("77")
    assert not scene.first_menu.visible
    scene.start()
    assert isinstance(app.scene, FakePlay), scene.seed_message.text
    state = app.scene.session.state
    assert "yin-yang" in state.ruleset and state.seed == 77
    assert state.players[0].name == "Li Bai"


def test_the_characters_tab_counts_the_characters_it_lists(app):
    """With Seasons new characters the Characters tab lists 20; its tip says 20, not twelve."""
    from game.scenes.rules import RulesScene

    cat = catalog(ruleset=["seasons-characters"])
    scene = RulesScene(app, app.scene, tab="characters", catalog=cat)
    app.switch(scene)
    listed = len(scene.pages["characters"]) - 1  # the first page shows them all
    assert listed == len(cat.characters) > 12
    assert f"All {listed} characters" in scene.tabs["characters"].tool_tip_text

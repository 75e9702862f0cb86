"""Computer players at the table, by posted mouse and key events: New game's seats, their turns
played on screen, Pause and Faster, the Hint, undo and the handoff screen around them, and
seats kept by Save & menu and Load."""

from __future__ import annotations

import json
import random
import threading

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.game import new_game
from engine.tang_garden.record import save
from game import hint_card
from game.app import App
from game.scenes.common import read_game
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, key, let_computers_play, perform, pick, post

pytestmark = pytest.mark.ui


def table_with(seats: list[str], seed: int = 4, speed: str = "off") -> tuple[App, PlayScene]:
    """A game whose seats are these kinds, the first seat beginning, on the play screen."""
    app = App(settings=Settings(animation=speed, show_handoff=True))
    names = [f"P{i + 1}" for i in range(len(seats))]
    state = new_game(names, seed, first=0, start_face="A", start_rot=0)
    scene = PlayScene(app, Session(state, table={"seats": seats}))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def wait_for_hint(app, scene) -> None:
    app.step(FRAME)  # a button's press arrives as the next frame's event
    job = scene.hint.job
    assert job is not None or scene.hint.hint is not None, "the Hint button asked nothing"
    if job is not None:  # (a choice of one is found at once)
        assert job.wait(60)
        app.step(FRAME)


def first_move_of_a_computer(app, scene) -> None:
    """Play the person's turn (first builds, then End turn) and let one computer move be made."""
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.EndTurn())
    assert not scene.person_decides
    let_computers_play(app, scene, moves=1)


def test_one_person_and_three_computers_reach_the_end_screen_by_mouse(home):
    """New game by the mouse: four seats, three of them computer players; the person plays by
    drags and clicks (once by Hint and Play it), the computers play their turns themselves,
    and no handoff screen ever shows."""
    app = App(settings=Settings(animation="off", show_handoff=True))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    form = app.scene
    pick(app, form.count_menu, "4")
    assert form.count == 4
    for i, level in ((1, "Easy"), (2, "Medium"), (3, "Easy")):
        pick(app, form.rows[i]["kind"], f"Computer · {level}")
    assert form.kinds == ["person", "easy", "medium", "easy"]
    assert [form.rows[i]["name"].get_text() for i in range(4)] == [
        "Player 1",
        "Li Bai",
        "Du Fu",
        "Meng Haoran",
    ]
    pick(app, form.first_menu, "Player 1")
    click(app, form.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text="12")
    click(app, form.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    assert scene.session.seats == ["person", "easy", "medium", "easy"]
    rand = random.Random(12)
    hinted = False
    for _ in range(5000):
        if app.scene is not scene:
            break
        assert scene.handoff is None, "a handoff screen between a person and a computer"
        if not scene.person_decides:
            let_computers_play(app, scene)
            continue
        before = len(scene.state.actions())
        if not hinted and A.EndTurn() not in scene.options:  # once: Hint, then Play it
            click(app, scene.top_buttons["hint"].rect.center)
            wait_for_hint(app, scene)
            action = scene.hint.hint.action
            click(app, scene.hint.buttons["play"].rect.center)
            app.step(FRAME)  # the button's press arrives on the next frame
            hinted = True
        else:
            action = rand.choice(scene.options)
            perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    assert isinstance(app.scene, EndScene)
    assert hinted and scene.state.over
    played = {scene.state.players[i].name for i in range(4)}
    assert all(any(line.startswith(name) for line in scene.session.log) for name in played)


def test_hint_shows_a_legal_move_and_plays_nothing_until_asked(home, monkeypatch):
    app, scene = table_with(["person", "easy"])
    state = scene.state
    go_on = threading.Event()  # held back, so the button shows the thinking whatever the speed
    real_hint = hint_card.hint
    monkeypatch.setattr(hint_card, "hint", lambda state: go_on.wait(5) and real_hint(state))
    key(app, pygame.K_h)
    assert scene.top_buttons["hint"].text == "Thinking…"
    go_on.set()
    wait_for_hint(app, scene)
    hint = scene.hint.hint
    assert hint is not None and hint.action in scene.options
    assert scene.state is state  # shown, not played
    assert scene.hint.buttons["play"].visible and scene.hint.box.w > 0
    assert "coin" in hint.words or "even" in hint.words  # the expected gain, in words
    key(app, pygame.K_ESCAPE)  # Esc hides it
    assert scene.hint.hint is None and scene.state is state
    click(app, scene.top_buttons["hint"].rect.center)
    wait_for_hint(app, scene)
    action = scene.hint.hint.action
    key(app, pygame.K_RETURN)  # Enter plays it
    assert scene.state.actions() == [action]
    assert scene.hint.hint is None


def test_any_move_hides_the_hint(home):
    app, scene = table_with(["person", "easy"])
    key(app, pygame.K_h)
    wait_for_hint(app, scene)
    other = next(o for o in scene.options if isinstance(o, A.Build) and o != scene.hint.hint.action)
    perform(app, scene, other)
    assert scene.state.actions() == [other]
    assert scene.hint.hint is None and not scene.hint.buttons


def test_a_computers_turn_hides_its_hand_and_leaves_its_moves_in_the_log(home):
    app, scene = table_with(["person", "easy"])
    first_move_of_a_computer(app, scene)
    assert scene.shelf_spots == [] and not scene.buttons  # no choices, no hand on show
    assert scene.watch["pause"].visible and scene.watch["fast"].visible
    assert scene.session.log[-1].startswith("P2 "), scene.session.log[-3:]
    assert scene.message == scene.session.log[-1]  # the move's words stay in view a moment


def test_pause_stops_the_computers_and_resume_goes_on(home):
    app, scene = table_with(["person", "easy"])
    first_move_of_a_computer(app, scene)
    key(app, pygame.K_SPACE)
    assert scene.computers.paused and scene.watch["pause"].text.startswith("Resume")
    played = len(scene.state.actions())
    for _ in range(20):  # five seconds of frames
        app.step(0.25)
    assert len(scene.state.actions()) == played
    click(app, scene.watch["pause"].rect.center)  # the button resumes too
    app.step(FRAME)
    assert not scene.computers.paused
    let_computers_play(app, scene)
    assert scene.person_decides and scene.state.current == 0


def test_faster_plays_the_computers_moves_sooner(home):
    app, scene = table_with(["person", "easy"], speed="normal")
    first_move_of_a_computer(app, scene)
    assert "now 1×" in scene.watch["fast"].text  # the pace it plays at is shown
    key(app, pygame.K_f)
    assert scene.computers.fast and "Normal speed (now 4×)" in scene.watch["fast"].text
    played = len(scene.state.actions())
    scene.computers.job.wait(30)
    for _ in range(20):  # a third of a second: a move at the normal pace would still wait
        app.step(FRAME)
    assert len(scene.state.actions()) > played


def test_undo_never_reaches_into_a_computers_turn(home):
    """During a computer's turn Ctrl+Z and Undo undo nothing and say why; on the person's next
    turn there is nothing of the computer's to undo either."""
    app, scene = table_with(["person", "easy"])
    first_move_of_a_computer(app, scene)
    key(app, pygame.K_SPACE)  # paused after the computer's first move
    state = scene.state
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state is state
    assert "computer" in scene.message
    assert not scene.top_buttons["undo"].is_enabled
    key(app, pygame.K_SPACE)
    let_computers_play(app, scene)
    assert scene.person_decides
    state = scene.state
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state is state and not scene.top_buttons["undo"].is_enabled


def test_handoff_only_between_two_people(home):
    """Person, computer, person: no handoff before the computer's turn; one before the second
    person's, who takes over from the first."""
    app, scene = table_with(["person", "easy", "person"])
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.EndTurn())
    assert scene.handoff is None and not scene.person_decides
    let_computers_play(app, scene)
    assert scene.state.current == 2 and scene.handoff == 2


def test_a_watch_game_of_computers_only_plays_itself_to_the_end(home):
    app, scene = table_with(["easy", "easy"])
    assert not scene.person_decides and not scene.top_buttons["hint"].is_enabled
    let_computers_play(app, scene)
    assert isinstance(app.scene, EndScene)


def test_save_and_load_keep_the_seats(home):
    app, scene = table_with(["person", "medium", "hard"])
    click(app, scene.top_buttons["menu"].rect.center)
    app.step(FRAME)
    _, table = read_game(next((home / "saves").glob("*.json")))
    assert table["seats"] == ["person", "medium", "hard"]
    click(app, app.scene.buttons["load"].rect.center)
    app.step(FRAME)
    load = app.scene
    assert load.selected().label.startswith("game-")  # the only game, chosen
    assert "P1, P2 (Medium), P3 (Hard)" in load.selected().label
    click(app, load.open_button.rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, PlayScene)
    assert app.scene.session.seats == ["person", "medium", "hard"]
    assert app.scene.panel.tags == ["", "Computer · Medium", "Computer · Hard"]


def test_a_game_saved_before_computer_players_loads_with_people_only(home):
    state = new_game(["Ann", "Bo"], 3)
    path = home / "old.json"
    save(state, path, {"colours": [[200, 80, 20], [20, 80, 200]]})
    assert "seats" not in json.loads(path.read_text())["ui"]
    _, table = read_game(path)
    assert Session(state, table=table).seats == ["person", "person"]


def test_a_move_made_while_the_hint_is_thought_out_leaves_the_hint_button_ready(home, monkeypatch):
    """The hint being found is dropped by a move, and the button is Hint again, usable."""
    app, scene = table_with(["person", "easy"])
    go_on = threading.Event()
    real_hint = hint_card.hint
    monkeypatch.setattr(hint_card, "hint", lambda state: go_on.wait(5) and real_hint(state))
    key(app, pygame.K_h)
    assert scene.top_buttons["hint"].text == "Thinking…"
    perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    go_on.set()
    assert scene.top_buttons["hint"].text == "Hint" and scene.top_buttons["hint"].is_enabled
    key(app, pygame.K_h)
    wait_for_hint(app, scene)
    assert scene.hint.hint is not None and scene.hint.hint.action in scene.options


def test_a_solo_game_watched_to_its_end_screen(home):
    """A computer player takes the solo seat of Yin & Yang: it plays to the solo end screen."""
    from engine.tang_garden.game import new_solo_game

    app = App(settings=Settings(animation="off", show_handoff=True))
    scene = PlayScene(app, Session(new_solo_game(5, "Wang Wei"), table={"seats": ["easy"]}))
    app.switch(scene)
    app.step(FRAME)
    assert not scene.person_decides and scene.watch["pause"].visible
    let_computers_play(app, scene)
    assert app.scene is not scene and scene.state.over


def test_every_played_by_option_fits_its_menu_with_room_to_spare(home):
    """Opening a seat's "Played by" menu shows each choice whole, with a margin on both sides
    ("Computer · Medium" used to touch the menu's edge)."""
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    menu = app.scene.rows[1]["kind"]
    click(app, menu.rect.center)
    app.step(FRAME)
    items = menu.current_state.options_selection_list.item_list
    assert [item["text"] for item in items][-1] == "Computer · Hard"
    for item in items:
        button = item["button_element"]
        assert button.font.size(item["text"])[0] + 2 * 12 <= button.rect.width, item["text"]


def test_the_hint_card_follows_the_ui_scale_setting(home):
    """Asked with the UI at 150%, the hint's card is half as wide again as at 100%."""
    widths = {}
    for scale in (1.0, 1.5):
        app, scene = table_with(["person", "easy"])
        app.settings.ui_scale = scale
        app.step(FRAME)
        key(app, pygame.K_h)
        wait_for_hint(app, scene)
        widths[scale] = scene.hint.box.w
    assert widths[1.5] == round(widths[1.0] * 1.5)

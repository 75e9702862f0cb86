"""The play screen driven only by posted mouse and keyboard events (headless)."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core.view import player_view
from engine.tang_garden import actions as A
from engine.tang_garden.game import decision, new_game
from engine.tang_garden.modules.yin_yang.actions import RemoveDecoration
from engine.tang_garden.record import replay, to_record
from game.app import App
from game.scenes.common import read_game
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import (
    FRAME,
    button_for,
    click,
    dismiss_handoff,
    drag,
    key,
    perform,
    post,
    spot,
)

pytestmark = pytest.mark.ui


def start(home, players=2, seed=4, speed="off"):
    app = App(settings=Settings(animation=speed, show_handoff=True))
    state = new_game(
        [f"P{i + 1}" for i in range(players)], seed, first=0, start_face="A", start_rot=0
    )
    session = Session(state, autosave=home / "autosave.json")
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    return app, scene


@pytest.mark.parametrize("seed", [8, 21, 33, 47])
def test_whole_hot_seat_game_by_mouse_and_keys_reaches_the_score_screen(home, seed):
    """From the menu's New game to the score screen, every step made with the mouse and keys."""
    app = App(settings=Settings(animation="fast", show_handoff=True))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    assert [p.name for p in scene.state.players] == ["Player 1", "Player 2"]
    assert scene.state.seed == seed
    rand = random.Random(seed)
    for _ in range(3000):
        if app.scene is not scene:
            break
        before = len(scene.state.actions())
        action = rand.choice(scene.options)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    from game.scenes.end import EndScene

    assert isinstance(app.scene, EndScene)
    assert scene.state.over and scene.state.result is not None


def test_drag_with_rotation_plays_exactly_that_build(home):
    app, scene = start(home)
    build = next(o for o in scene.options if isinstance(o, A.Build) and o.rot == 3)
    perform(app, scene, build)
    assert scene.state.actions() == [build]


def test_illegal_drop_changes_nothing_and_says_why(home):
    app, scene = start(home)
    state = scene.state
    stack = next(o.stack for o in scene.options if isinstance(o, A.Build))
    far_corner = scene.layout.cell_rect(0, 0).center  # not next to any tile
    drag(app, spot(scene, "stack", stack).center, far_corner)
    assert scene.state is state
    assert "next to a tile" in scene.message


def test_undo_through_the_ui_and_the_turn_boundary(home):
    app, scene = start(home)
    first = scene.state
    build = next(o for o in scene.options if isinstance(o, A.Build))
    perform(app, scene, build)
    if scene.state.tasks[-1][0] == "post" and scene.session.can_undo:
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert scene.state is first
    while A.EndTurn() not in scene.options:
        perform(app, scene, scene.options[0])
    perform(app, scene, A.EndTurn())
    dismiss_handoff(app, scene)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.current == 1  # never undone across the end of a turn
    assert "Nothing to undo" in scene.message


def test_autosave_and_resume_through_the_ui(home):
    app, scene = start(home)
    for _ in range(6):
        perform(app, scene, scene.options[0])
    actions = scene.state.actions()
    state, table = read_game(home / "autosave.json")
    assert state.actions() == actions
    assert len(table["colours"]) == 2


def test_handoff_screen_between_players(home):
    app, scene = start(home)
    while scene.state.current == 0:
        perform(app, scene, A.EndTurn() if A.EndTurn() in scene.options else scene.options[0])
    assert scene.handoff == 1
    dismiss_handoff(app, scene)
    assert scene.handoff is None


def test_random_input_keeps_the_game_the_screen_and_the_autosave_in_step(home):
    """Thousands of random clicks, drags, wheel turns and keys on the play screen, until the game
    ends: they play it on, every move they make is one the rules allow, the screen shows the
    decision the rules wait for, and the autosave (Continue) holds the same game. Half the
    points fall on a piece or a control (whatever the layout), the others anywhere."""
    app, scene = start(home, players=4, seed=2, speed="fast")
    rand = random.Random(5)
    keys = [pygame.K_r, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_z, pygame.K_d, pygame.K_F1]
    width, height = app.window.get_size()

    def somewhere() -> tuple[int, int]:
        spots = [r for r, _, _ in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots]
        spots += [b.rect for b in scene.buttons]
        spots += [scene.layout.cell_rect(x, y) for x in range(8) for y in range(8)]
        if rand.random() < 0.5:
            r = rand.choice(spots)
            return (r.x + rand.randrange(max(1, r.w)), r.y + rand.randrange(max(1, r.h)))
        return (rand.randrange(width), rand.randrange(height))

    for _ in range(2500):
        roll = rand.random()
        point = somewhere()
        if roll < 0.4:
            click(app, point)
        elif roll < 0.7:
            drag(app, point, somewhere(), rand.randrange(3))
        elif roll < 0.8:
            post(app, pygame.MOUSEWHEEL, x=0, y=rand.choice((-1, 1)), flipped=False)
        else:
            key(app, rand.choice(keys), rand.choice((0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT)))
        if scene.state.over:
            break
        if app.scene is not scene:  # rules screen or menu: go back and go on
            app.switch(scene)
    state = scene.state
    assert len(state.actions()) > 20  # the random hand played on (here to the end)
    assert player_view(replay(to_record(state)), None) == player_view(state, None)
    assert scene.session.decision.prompt == decision(state).prompt
    saved, _ = read_game(home / "autosave.json")
    assert saved.actions() == state.actions()


def test_end_turn_confirmation_setting(home):
    """With 'confirm before End turn', the first Enter only asks; the second ends the turn."""
    app, scene = start(home)
    app.settings.confirm_end_turn = True
    while A.EndTurn() not in scene.options:
        perform(app, scene, scene.options[0])
    key(app, pygame.K_RETURN)
    assert scene.state.current == 0 and "again to confirm" in scene.message
    key(app, pygame.K_RETURN)
    assert scene.state.current == 1


def test_a_key_skips_animations_and_the_rules_do_not_wait(home):
    """A placed tile slides in; any key finishes the slide, and the state changed at once."""
    app, scene = start(home, speed="slow")
    build = next(o for o in scene.options if isinstance(o, A.Build))
    drag(
        app,
        spot(scene, "stack", build.stack).center,
        scene.layout.cell_rect(build.x, build.y).center,
        build.rot,
    )
    assert scene.state.actions() == [build]  # applied while the slide still runs
    assert scene.anim.busy
    key(app, pygame.K_SPACE)
    assert not scene.anim.busy


def test_turning_a_character_in_place_by_pressing_and_rotating(home):
    """Lantern 'move a character': press on the miniature, press R, release: it turns."""
    from engine.tang_garden.state import Mini

    app, scene = start(home)
    state = scene.state
    cell = next((x, y, "tile") for (x, y), c in sorted(state.board.items()) if c.character_spot)
    state.minis[cell] = Mini(state.player.active, 0, 0)
    scene.decision_key = None
    scene._refresh_buttons()
    perform(app, scene, A.UseLantern("move_character"))
    turn = A.MoveCharacter(state.player.active, cell[0], cell[1], "tile", "E")
    perform(app, scene, turn)
    assert scene.state.actions()[-1] == turn


def test_whole_solo_game_by_mouse_and_keys_reaches_its_end_screen(home):
    """Solo from the menu: keep a starter, place the neutral one, pairs, lanterns, to the end."""
    from game.scenes.end import EndScene

    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    click(app, app.scene.buttons["solo"].rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene) and "yin-yang" in scene.state.ruleset
    rand = random.Random(4)
    for _ in range(2000):
        if app.scene is not scene:
            break
        before = len(scene.state.actions())
        action = rand.choice(scene.options)
        perform(app, scene, action)
        done = scene.state.actions()[before:]
        if isinstance(action, RemoveDecoration):  # the click picks the size itself
            assert [(a.kind, a.x, a.y) for a in done] == [(action.kind, action.x, action.y)]
        else:
            assert done == [action], scene.message
    assert isinstance(app.scene, EndScene)
    assert scene.state.over and scene.state.result.total >= 0


def test_solo_victory_on_screen_with_final_character_placement(home):
    """A won solo game (seed 28, greedy choices) played by gestures: the final placement of the
    influenced characters happens on screen and the end screen shows the rank."""
    from engine.tang_garden.game import new_solo_game
    from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer
    from game.scenes.common import default_table
    from game.scenes.end import EndScene

    app = App(settings=Settings(animation="off"))
    scene = PlayScene(app, Session(new_solo_game(28), table=default_table(1)))
    app.switch(scene)
    bot = GreedySoloPlayer(28)
    kinds = set()
    while app.scene is scene:
        action = bot.choose(scene.session.here)
        kinds.add(scene.session.decision.kind)
        before = len(scene.state.actions())
        perform(app, scene, action)
        done = scene.state.actions()[before:]
        assert [a.kind for a in done] == [action.kind], scene.message
    assert isinstance(app.scene, EndScene)
    assert "solo_final" in kinds
    assert scene.state.result.victory and scene.state.result.rank == "Engineer"
    from game.scenes.end import winners_text

    assert winners_text(scene.state) == "Victory: Engineer!"


def test_startup_refuses_bad_data_with_file_and_line(tmp_path, monkeypatch, capsys):
    """A broken data file stops the game before the window opens, naming file, line and item."""
    import shutil

    from engine.tang_garden import api
    from engine.tang_garden.content import loader
    from game import app as app_module

    data = tmp_path / "data"
    shutil.copytree(loader.DATA_DIR, data)
    tiles = data / "tiles.yaml"
    tiles.write_text(
        tiles.read_text().replace(
            "id: G05, stack: greenery, edges: [greenery",
            "id: G05, stack: greenery, edges: [gravel",
            1,
        )
    )
    shipped = api.catalog
    monkeypatch.setattr(api, "catalog", lambda data_dir=None, ruleset=(): shipped(data, ruleset))
    assert app_module.run() == 1
    err = capsys.readouterr().err
    assert "The game data has problems:" in err
    assert "data/tiles.yaml:" in err and "G05: edges.0:" in err


def test_startup_reports_missing_art(monkeypatch, tmp_path, capsys):
    from game import app as app_module
    from game import assets

    monkeypatch.setattr(assets, "ART", tmp_path)
    assert app_module.run() == 1
    assert "tiles/G01.png" in capsys.readouterr().err


def test_save_and_menu_keeps_a_named_copy_for_load(home):
    from game.scenes.common import read_game
    from game.scenes.menu import MenuScene

    app, scene = start(home)
    perform(app, scene, scene.options[0])
    click(app, scene.top_buttons["menu"].rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, MenuScene)
    saves = list((home / "saves").glob("game-*.json"))
    assert len(saves) == 1
    assert read_game(saves[0])[0].actions() == scene.state.actions()


def test_the_decoration_button_says_when_drawing_is_a_pass_and_when_it_ends_the_game_D22(home):
    """D22: with every decoration piece in the garden, Place a Decoration is shown as a pass,
    and for the last player of a round in which nothing was placed, as the end of the game;
    its tool tip says why."""
    app, scene = start(home)
    for pool in scene.state.supply:
        scene.state.supply[pool] = 0
    scene.decision_key = None  # the buttons are laid anew, as for a game loaded so
    scene._refresh_buttons()

    def decorate_button():
        return next(b for b, o in scene.buttons.items() if o == A.Decorate())

    assert decorate_button().text.startswith("Pass (no decoration fits)")
    assert "drawing cards is a pass" in decorate_button().tool_tip_text
    key(app, pygame.K_d)
    while scene.state.current == 0:
        perform(app, scene, A.EndTurn() if A.EndTurn() in scene.options else scene.options[0])
    dismiss_handoff(app, scene)
    assert decorate_button().text.startswith("Pass and end the game")
    assert "it ends the game" in decorate_button().tool_tip_text


def test_end_turn_confirmation_is_asked_again_after_another_input(home):
    """Enter, then Space, then a drag dropped off the garden, then Enter: the turn is not ended
    and the confirmation is asked again; only a second Enter in a row ends it."""
    app, scene = start(home)
    app.settings.confirm_end_turn = True
    while A.EndTurn() not in scene.options:
        perform(app, scene, scene.options[0])
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    drag(app, spot(scene, "stack", None).center, scene.layout.cell_rect(0, 0).center)
    assert "again to confirm" not in scene.message  # the refusal of the drag shows
    key(app, pygame.K_RETURN)
    assert scene.state.current == 0 and "again to confirm" in scene.message
    key(app, pygame.K_RETURN)
    assert scene.state.current == 1


def test_end_turn_button_clicked_twice_ends_the_turn(home):
    """The End turn button's own second press is the confirmation, not another input."""
    app, scene = start(home)
    app.settings.confirm_end_turn = True
    while A.EndTurn() not in scene.options:
        perform(app, scene, scene.options[0])
    for _ in range(2):
        click(app, button_for(scene, A.EndTurn()).center)
        app.step(FRAME)
    assert scene.state.current == 1


def test_a_tile_held_in_a_turn_that_fits_nowhere_says_to_turn_it(home):
    """The Tao tile turned twice fits no space at the start of seed 4: the screen says to turn
    it, and the words go once a turn that fits is reached."""
    app, scene = start(home)
    builds = [o for o in scene.options if isinstance(o, A.Build) and o.stack == "tao"]
    assert builds and all(o.rot != 2 for o in builds)
    start_point = spot(scene, "stack", "tao").center
    post(app, pygame.MOUSEMOTION, pos=start_point, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start_point, button=1)
    post(app, pygame.MOUSEMOTION, pos=(640, 400), rel=(1, 1), buttons=(1, 0, 0))
    key(app, pygame.K_r)
    assert "No space fits" not in scene.message
    key(app, pygame.K_r)
    assert scene.message == "No space fits this way: turn it (R, wheel, right click)"
    post(app, pygame.MOUSEWHEEL, x=0, y=-1)
    assert scene.message == ""

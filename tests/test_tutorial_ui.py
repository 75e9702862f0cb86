"""Learn to play, driven with posted events: the whole base lesson played from the menu to its
end by drags, keys and clicks; a lesson left from the pause menu resumes at its step; a move
other than the step's is refused in the lesson's words; each step's text is in the rules."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.api import (
    Build,
    decision,
    line_of_sight,
    make_bot,
    new_game,
    preview_gains,
)
from engine.tang_garden.api import apply as play
from game import palette
from game.app import App
from game.scenes.play import PlayScene
from game.settings import Settings
from game.tutorial.choose import LessonsScene
from game.tutorial.lessons import lessons
from game.tutorial.scene import LessonScene
from game.tutorial.session import matches, progress_path
from tests.ui_driver import FRAME, click, drag, key, let_computers_play, perform, spot

pytestmark = pytest.mark.ui


def lesson_button(app, lesson: str, does: str = "go"):
    """The lessons screen's button that starts (or resumes, or starts over) ``lesson``."""
    return next(b for b, what in app.scene.buttons.items() if what == (lesson, does))


def open_lesson(
    window: tuple[int, int] | None = None, lesson: str = "base", does: str = "go"
) -> tuple[App, LessonScene]:
    """A fresh app (its window of that size): Learn to play clicked on the menu, then the
    lesson's Start (or Resume, or Start over) button."""
    app = App(settings=Settings(animation="off"), window=window)
    app.step(FRAME)
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, LessonsScene)
    click(app, lesson_button(app, lesson, does).rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, LessonScene)
    return app, app.scene


def free_move(scene):
    """A player's own choice in a free step: a build on a landscape token, or toward the nearest
    one, as a player hurrying to the end would (else the first option)."""
    state, options = scene.state, scene.options
    builds = [o for o in options if isinstance(o, Build)]
    if not builds:
        return options[0]

    def worth(a: Build) -> int:
        near = min((abs(a.x - x) + abs(a.y - y) for x, y in state.tokens), default=0)
        gains = preview_gains(state, a)
        low = min(state.player.tracks)
        track = sum(gains.tracks) + 3 * sum(
            n for t, n in enumerate(gains.tracks) if state.player.tracks[t] == low
        )
        return 100 * ((a.x, a.y) in state.tokens) - 12 * near + 5 * track + gains.coins

    return max(builds, key=worth)


def step_move(scene):
    """The move the lesson's current step waits for, else a free choice."""
    return scene.session.expected or free_move(scene)


def play_lesson(app, scene, until_step: int | None = None) -> None:
    """Make each step's move with the mouse and keyboard, the computer playing between."""
    for _ in range(400):
        let_computers_play(app, scene)
        if app.scene is not scene or scene.session.current is None:
            return
        if until_step is not None and scene.session.step >= until_step:
            return
        perform(app, scene, step_move(scene))
    raise AssertionError("the lesson did not end")


def test_the_base_lesson_plays_through_from_the_menu_to_the_scores(home):
    """Every step's move made by posted events advances the lesson, and the coach shows every
    step, the last round's too (the Player, not Wang Wei who is last in the round, takes the
    last token but three: the round is played to its end); the game ends, the end screen shows
    and the lesson's file is gone (Learn to play starts afresh)."""
    app, scene = open_lesson()
    lesson = lessons()["base"]
    seen, shown = [], []
    for _ in range(400):
        let_computers_play(app, scene)
        if app.scene is not scene:
            break
        seen.append(scene.session.step)
        scene.draw(app.screen)
        edge = scene.coach.box.x + 1, scene.coach.box.centery  # its card's red frame
        if scene.coach.box.w and tuple(app.screen.get_at(edge))[:3] == palette.SEAL_RED:
            shown.append(scene.session.current.id)
        perform(app, scene, step_move(scene))
    for _ in range(200):
        if app.scene is not scene:
            break
        app.step(0.25)
    assert app.scene is not scene and not isinstance(app.scene, PlayScene)  # the end screen
    assert scene.session.step == len(lesson.steps)
    assert sorted(set(seen)) == list(range(len(lesson.steps)))  # no step skipped
    assert list(dict.fromkeys(shown)) == [step.id for step in lesson.steps]
    assert shown[-1] == "last_round"
    assert not progress_path("base").exists()


def test_a_lesson_left_from_the_pause_menu_resumes_at_its_step(home):
    """Esc, Save & menu: back at the menu; Learn to play offers Resume at the step it was left,
    which opens the same game at the same step, its expected move lit."""
    app, scene = open_lesson()
    play_lesson(app, scene, until_step=4)
    step, actions = scene.session.step, len(scene.state.actions())
    key(app, pygame.K_ESCAPE)
    pause = scene.overlays.stack[-1]
    menu = next(b for b, name in pause.buttons.items() if name == "menu")
    click(app, menu.rect.center)
    app.step(FRAME)
    assert app.scene.__class__.__name__ == "MenuScene"
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    resume = lesson_button(app, "base")
    assert resume.text == "Resume (step 5 of 19)"
    click(app, resume.rect.center)
    app.step(FRAME)
    again = app.scene
    assert isinstance(again, LessonScene) and again is not scene
    assert again.session.step == step == 4
    assert len(again.state.actions()) == actions
    assert again.session.expected is not None and again.target() is not None


def test_start_over_begins_the_lesson_afresh(home):
    """A lesson left at a step: Start over opens it at its first step, on a new game."""
    app, scene = open_lesson()
    play_lesson(app, scene, until_step=2)
    key(app, pygame.K_ESCAPE)
    pause = scene.overlays.stack[-1]
    click(app, next(b for b, name in pause.buttons.items() if name == "menu").rect.center)
    app.step(FRAME)
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    click(app, lesson_button(app, "base", "new").rect.center)
    app.step(FRAME)
    assert app.scene.session.step == 0 and app.scene.state.actions() == []


def test_the_yin_yang_lesson_plays_through_from_the_menu_to_the_scores(home):
    """The solo lesson's guided turn by posted events, then the game played on by the same
    gestures to its end (won or lost): the end screen shows and every step was taught."""
    app, scene = open_lesson(lesson="yin_yang")
    bot = make_bot("easy", 1)
    seen = []
    for _ in range(300):
        if app.scene is not scene:
            break
        seen.append(scene.session.step)
        perform(app, scene, scene.session.expected or bot.choose(scene.session.here))
        if scene.state.over:
            for _ in range(200):
                if app.scene is not scene:
                    break
                app.step(0.25)
    assert app.scene is not scene and not isinstance(app.scene, PlayScene)
    assert sorted(set(seen)) == list(range(len(lessons()["yin_yang"].steps)))
    assert scene.session.current is None


def test_a_move_other_than_the_step_is_refused_in_the_lessons_words(home):
    """The first step wants the greenery tile on F4: a water tile dropped elsewhere slides back
    and the top bar says what the step asks; the game has not moved."""
    app, scene = open_lesson()
    other = next(o for o in scene.options if isinstance(o, Build) and o.stack != "greenery")
    drag(
        app,
        spot(scene, "stack", other.stack).center,
        scene.layout.cell_rect(other.x, other.y).center,
        other.rot,
    )
    app.step(FRAME)
    assert scene.state.actions() == []
    assert scene.message.startswith("Not this time: build a garden tile as the lit piece")
    assert scene.session.step == 0


def test_undo_takes_the_step_back_with_the_move(home):
    """A step's move undone (Ctrl+Z) brings its step back, so the lesson can go on."""
    app, scene = open_lesson()
    perform(app, scene, scene.session.expected)
    assert scene.session.step == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.step == 0 and scene.state.actions() == []


def test_f1_opens_the_rules_at_learn_to_play_with_every_step(home):
    """F1 during the lesson opens the rules on its page, which holds each step's title."""
    app, _ = open_lesson()
    key(app, pygame.K_F1)
    rules = app.scene
    assert rules.titles[rules.index] == "Learn to play"
    assert rules.contents.get_single_selection() == "Learn to play"  # the list marks it too
    for step in lessons()["base"].steps:
        assert step.title in rules.text


def test_the_lesson_points_at_the_piece_of_each_expected_move(home):
    """While a step waits for a move, the coach's line goes to the piece (or button) that
    makes it; the place where it goes is lit by the ghost."""
    _, scene = open_lesson()
    target = scene.target()
    assert target == spot(scene, "stack", "greenery")


@pytest.mark.parametrize("name", ["base", "yin_yang"])
def test_each_expected_move_is_legal_when_its_step_comes(name):
    """The lessons' data: each step's expected move is exactly one of the options when its
    step comes (played on the engine, the computer's scripted moves in between)."""
    lesson = lessons()[name]
    names = [s.name for s in lesson.seats]
    state = new_game(names, lesson.seed, first=0, ruleset=lesson.ruleset)
    script = list(lesson.computer)
    for step in lesson.steps:
        if step.expect is None:
            break
        while decision(state).player != 0:
            want = script.pop(0)
            state, _ = play(state, next(o for o in decision(state).options if matches(o, want)))
        found = [o for o in decision(state).options if matches(o, step.expect)]
        assert len(found) == 1, step.id
        state, _ = play(state, found[0])


def test_the_hermit_placed_in_the_base_lesson_sees_the_pavilion_it_talks_about(home):
    """The step that stands the Hermit says it sees the Pavilion: its line of sight holds it."""
    app, scene = open_lesson()
    play_lesson(app, scene, until_step=16)
    state = scene.state
    (x, y, _), _ = next((p, m) for p, m in state.minis.items() if m.character == "hermit")
    assert (3, 4) in line_of_sight(state, x, y, "S") and state.decorations[(3, 4)] == "pavilion"


@pytest.mark.parametrize("name", ["base", "yin_yang"])
@pytest.mark.parametrize("window", [(1024, 600), (1920, 1080)])
def test_the_coach_leaves_each_steps_piece_and_place_in_sight(home, window, name):
    """At each step that waits for a move, the coach's card covers neither the piece (or
    button) that makes it nor the place where it goes, in a small and a large window."""
    app, scene = open_lesson(window, name)
    checked = 0
    for _ in range(100):
        let_computers_play(app, scene)
        if scene.session.expected is None:
            break
        scene.draw(app.screen)
        aims = [r for r in (scene.target(), scene.destination()) if r is not None]
        assert aims and not any(scene.coach.box.colliderect(r) for r in aims), scene.session.step
        assert app.screen.get_rect().contains(scene.coach.box)
        checked += 1
        perform(app, scene, scene.session.expected)
    assert checked == sum(s.expect is not None for s in lessons()[name].steps)


def test_a_move_the_rules_refuse_gets_the_rules_reason_not_the_lessons(home):
    """The step's tile dropped on its space unturned, which the rules refuse: the top bar
    says why in the rules' words (what does not match), not the lesson's "Not this time"."""
    app, scene = open_lesson()
    assert Build("greenery", 5, 3, 0) not in scene.options
    drag(app, spot(scene, "stack", "greenery").center, scene.layout.cell_rect(5, 3).center)
    app.step(FRAME)
    assert scene.state.actions() == []
    assert scene.message and not scene.message.startswith("Not this time")


def test_the_menu_keeps_learn_to_play_its_message_and_hint_apart(home):
    """With Learn to play the menu has nine buttons: none overlaps another, the message line
    or the hint under them, and all lie below the title's ornament line."""
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    menu = app.scene
    rects = [b.rect for b in menu.buttons.values()]
    rects += [menu.message_label.rect, menu.hint.rect]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert min(b.rect.top for b in menu.buttons.values()) >= 296  # the ornament line is at ~292
    assert menu.buttons["learn"].text == "Learn to play"


def test_a_step_points_at_the_panel_row_it_talks_about(home):
    """The step after the first tile talks about the player's row: the coach points at the
    players' block while the End turn button is outlined as the move to make."""
    app, scene = open_lesson()
    play_lesson(app, scene, until_step=1)
    assert scene.session.current.id == "end_first_turn"
    assert scene.target() == scene.lay.blocks["players"]


@pytest.mark.parametrize("window", [(1024, 600), (1920, 1080)])
def test_once_play_goes_free_the_coach_keeps_off_the_board(home, window):
    """After the first free move the coach shrinks to its short words (or its title) and sits
    over the log, never over the board, in a small and a large window."""
    app, scene = open_lesson(window)
    play_lesson(app, scene, until_step=17)
    board = scene.layout.bounds
    for _ in range(6):  # a few free turns, the coach looked at before each move
        let_computers_play(app, scene)
        if scene.session.step != 17:
            break
        perform(app, scene, free_move(scene))
        let_computers_play(app, scene)
        scene.draw(app.screen)
        assert not scene.coach.box.colliderect(board)


def test_in_a_large_window_the_coach_has_a_place_under_the_log(home):
    """At 1920x1080 the log ends above the coach's card, so every log line stays readable."""
    app, scene = open_lesson((1920, 1080))
    perform(app, scene, scene.session.expected)  # the first tile: the log has new lines
    scene.draw(app.screen)
    box, log = scene.coach.box, scene.log_rect
    assert box.top >= log.bottom and box.w == log.w and scene.lay.lower.contains(box)


def test_the_hint_in_a_step_points_back_at_the_steps_move(home):
    """H during a step that waits for its move asks no computer (its idea of another move
    would be refused): the top bar says the lit piece shows the move."""
    app, scene = open_lesson()
    key(app, pygame.K_h)
    assert not scene.hint.thinking and "lit piece" in scene.message


def test_the_lessons_screen_takes_enter_and_esc(home):
    """On the lessons screen Esc returns to the menu; Enter opens the base lesson."""
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    key(app, pygame.K_ESCAPE)
    assert app.scene.__class__.__name__ == "MenuScene"
    click(app, app.scene.buttons["learn"].rect.center)
    app.step(FRAME)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, LessonScene) and app.scene.session.lesson.id == "base"


@pytest.mark.parametrize("window", [(1024, 600), (1280, 800)])
def test_the_coach_is_not_covered_by_the_news_of_the_computers_move(home, window):
    """After the first turn Wang Wei moves, and the coach's next card tells what he did: no
    "Since your last turn" card covers it (it hid the step's words at 1024x600)."""
    app, scene = open_lesson(window)
    play_lesson(app, scene, until_step=2)
    let_computers_play(app, scene)
    assert scene.session.current.id == "decorate" and scene.person_decides
    scene.draw(app.screen)
    box = scene.coach.box
    frame = [(box.x + 1, y) for y in range(box.top + 12, box.bottom - 12, 8)]  # its left edge
    assert box.w and all(tuple(app.screen.get_at(at))[:3] == palette.SEAL_RED for at in frame)

"""What happened since your last turn, by posted events: the handoff screen tells the other
players' moves in the log's words, a card tells them when a person's turn begins after computer
players' moves, and the board marks each player's last move in their colour until they move
again, in every scenario."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.api import Event
from engine.tang_garden.game import known_modules, new_game
from game import news_view
from game.app import App
from game.log_lines import Move
from game.news_view import NewsCard
from game.play_overlays import Handoff
from game.recent_moves import News, last_places, news
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_computer_players_ui import table_with
from tests.test_play_ui import start
from tests.ui_driver import FRAME, click, dismiss_handoff, key, let_computers_play, perform

pytestmark = pytest.mark.ui


def _turn(app, scene) -> A.Build:
    """The player's turn by the mouse: a tile built, then End turn; the tile."""
    build = next(o for o in scene.options if isinstance(o, A.Build))
    perform(app, scene, build)
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if not isinstance(o, A.Decorate)))
    perform(app, scene, A.EndTurn())
    return build


def _pixel(scene, point) -> tuple:
    scene.draw(scene.app.screen)
    return tuple(scene.app.screen.get_at(point))[:3]


def _mark_point(scene, player: int, pos) -> tuple[int, int]:
    """A point on ``player``'s outline of the space ``pos``."""
    lay = scene.layout
    width = max(2, lay.cell // 24)
    inset = width * (1 + 2 * player)
    rect = lay.cell_rect(*pos).inflate(-inset, -inset)
    return rect.centerx, rect.top + width // 2


def test_handoff_screen_tells_the_other_players_moves_in_words(home):
    app, scene = start(home)
    build = _turn(app, scene)
    handoff = scene.overlays.find(Handoff)
    assert isinstance(handoff, Handoff) and handoff.player == 1
    (told,) = handoff.items
    assert told.player == 0 and told.lines[0].startswith("P1 builds a ")
    tile = scene.session.moves[-2].events[0].data["tile"]
    assert not any(tile in line or "_" in line for line in told.lines)  # no engine identifier
    x, y = "ABCDEFGHIJ"[build.x], build.y + 1
    assert f"at {x}{y}" in told.lines[0]
    box_after = handoff.items
    dismiss_handoff(app, scene)
    _turn(app, scene)  # P2's turn: P1's handoff tells P2's move, and only it
    (told,) = scene.overlays.find(Handoff).items
    assert told.player == 1 and told is not box_after[0]


def test_the_board_marks_each_players_last_move_until_they_move_again(home):
    app, scene = start(home)
    first = _turn(app, scene)
    dismiss_handoff(app, scene)
    colours = scene.colours
    assert _pixel(scene, _mark_point(scene, 0, (first.x, first.y))) == colours[0]
    second = _turn(app, scene)
    dismiss_handoff(app, scene)
    assert _pixel(scene, _mark_point(scene, 1, (second.x, second.y))) == colours[1]
    assert _pixel(scene, _mark_point(scene, 0, (first.x, first.y))) == colours[0]  # still
    third = _turn(app, scene)  # P1 moves again: the first mark goes, the new one shows
    dismiss_handoff(app, scene)
    places = last_places(scene.session.moves, scene.state)
    assert ("cell", (third.x, third.y)) in places[0]
    assert ("cell", (second.x, second.y)) in places[1]
    assert (first.x, first.y) == (third.x, third.y) or ("cell", (first.x, first.y)) not in places[0]
    assert _pixel(scene, _mark_point(scene, 0, (third.x, third.y))) == colours[0]
    if (first.x, first.y) != (third.x, third.y):
        assert _pixel(scene, _mark_point(scene, 0, (first.x, first.y))) != colours[0]


def test_a_card_over_the_log_tells_a_persons_turn_what_the_computers_did(home):
    app, scene = table_with(["person", "easy"])
    _turn(app, scene)
    let_computers_play(app, scene)
    assert scene.person_decides
    card = scene.overlays.find(NewsCard)
    assert isinstance(card, NewsCard)
    (told,) = card.items
    assert told.player == 1 and told.lines[0].startswith("P2 ")
    assert card.box.bottom == scene.log_rect.bottom and card.box.x == scene.log_rect.x
    before = scene.state
    click(app, card.box.center)  # a click on it takes it away
    assert scene.overlays.find(NewsCard) is None and scene.state is before


def test_the_card_never_keeps_a_drag_from_starting(home):
    """The first press after the computers' moves picks up the piece under it and closes the
    card: the turn is played as if the card had not been there."""
    app, scene = table_with(["person", "easy"])
    _turn(app, scene)
    let_computers_play(app, scene)
    assert scene.overlays.find(NewsCard) is not None
    build = next(o for o in scene.options if isinstance(o, A.Build))
    before = len(scene.state.actions())
    perform(app, scene, build)
    assert scene.state.actions()[before:] == [build]
    assert scene.overlays.find(NewsCard) is None


def test_a_key_that_takes_the_card_away_still_counts(home):
    app, scene = table_with(["person", "easy"])
    _turn(app, scene)
    let_computers_play(app, scene)
    assert scene.overlays.find(NewsCard) is not None
    key(app, pygame.K_h)  # the Hint is asked as well
    assert scene.overlays.find(NewsCard) is None
    assert scene.hint.job is not None or scene.hint.hint is not None


def test_undone_moves_leave_no_news_and_no_mark(home):
    app, scene = start(home)
    build = next(o for o in scene.options if isinstance(o, A.Build))
    moves = len(scene.session.moves)
    perform(app, scene, build)
    assert last_places(scene.session.moves, scene.state)[0] == [("cell", (build.x, build.y))]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.moves) == moves
    assert 0 not in last_places(scene.session.moves, scene.state)


def test_a_loaded_game_tells_the_same_news_as_the_live_one(home):
    app, scene = start(home)
    _turn(app, scene)
    live = scene.session.moves
    again = Session(scene.state).moves
    assert [(m.player, [e.text for e in m.events]) for m in again] == [
        (m.player, [e.text for e in m.events]) for m in live
    ]
    assert news(again, 1, scene.state) == news(live, 1, scene.state)


def test_a_secret_choice_is_told_as_made_in_secret_and_never_named(home):
    """Seasoned characters: the first player's pick of a starting character is secret; the next
    player's handoff screen says a choice was made, never which."""
    app = App(settings=Settings(animation="off", show_handoff=True))
    state = new_game(["P1", "P2"], 4, ruleset=["seasoned-characters"], first=0)
    scene = PlayScene(app, Session(state, autosave=home / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    pick = scene.options[0]
    perform(app, scene, pick)
    handoff = scene.overlays.find(Handoff)
    assert isinstance(handoff, Handoff)
    (told,) = handoff.items
    name = state.catalog.characters[pick.character].name
    assert "secret" in " ".join(told.lines) and name not in " ".join(told.lines)


SCENARIOS = sorted(m.id for m in known_modules() if m.kind == "scenario")


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_scenario_marks_moves_on_the_board_and_tells_them(scenario, home):
    """Random moves in each scenario: every move's places lie on the board, and each person's
    news names only the other players' moves."""
    manifest = next(m for m in known_modules() if m.id == scenario)
    players = max(1, min(2, manifest.players[-1]))
    players = players if players in manifest.players else manifest.players[0]
    state = new_game([f"P{i + 1}" for i in range(players)], 5, ruleset=[scenario])
    session = Session(state)
    rng = random.Random(5)
    marked = False
    for _ in range(40):
        options = session.decision.options
        if not options:
            break
        session.play(rng.choice(options))
        places = last_places(session.moves, session.state)
        marked = marked or bool(places)
        for kind, where in (p for ps in places.values() for p in ps):
            if kind == "slot":
                assert where in session.state.catalog.slots
            elif kind == "piece":  # a module's piece off the garden: its hotspot's kind
                assert isinstance(where, tuple) and isinstance(where[0], str)
            else:
                assert tuple(where[:2]) in session.state.catalog.all_cells
        viewer = session.decision.player
        if viewer is not None:
            assert all(item.player != viewer for item in news(session.moves, viewer, state))
    assert marked, "no move marked in 40 steps"


def test_a_long_turn_is_told_in_three_lines_and_the_rest_left_to_the_log():
    pygame.font.init()
    steps = tuple(f"step number {k} of a long turn with a lantern" for k in range(12))
    told = news_view.rows([News(0, ("Bo builds a water tile at C4", *steps))], 520)
    assert len(told) == news_view.LINES and told[0] == (0, told[0][1])
    assert told[0][1].startswith("Bo builds a water tile at C4; step number 0")
    assert told[-1][1].endswith("(more in the log)")


def test_a_step_whose_event_names_no_player_is_still_told_as_the_movers():
    """A character moved by a lantern: its event carries no player, its words name the mover;
    the stacks turning face up by themselves are left to the log."""
    state = new_game(["Ann", "Bo"], 4)
    moved = Event("move_character", "Bo moves the Hermit to F4, facing north", {})
    flip = Event("flip", "The top tiles of the rock stack are turned face up", {})
    moves = [Move(None, ()), Move(0, ()), Move(1, (moved, flip))]
    (told,) = news(moves, 0, state)
    assert told.lines == ("Bo moves the Hermit to F4, facing north",)


def test_without_handoff_screens_the_next_person_gets_the_card(home):
    app, scene = start(home)
    app.settings.show_handoff = False
    _turn(app, scene)
    assert scene.handoff is None
    card = scene.overlays.find(NewsCard)
    assert isinstance(card, NewsCard) and [item.player for item in card.items] == [0]


@pytest.mark.parametrize(
    ("module", "kind"),
    [("equinox", "pagoda"), ("ghost-stories", "shift"), ("summer", "supervisor")],
)
def test_a_modules_own_piece_moved_is_marked_too(module, kind):
    """A Pagoda built on a Corner tile, a character turned by the Shift lantern, a Supervisor
    moved: the module's adapter (or the event's own place) marks it for its player."""
    state = new_game(2, 1, ruleset=[module])
    session, rng = Session(state), random.Random(1)
    for _ in range(600):
        session.play(rng.choice(session.decision.options))
        move = session.moves[-1]
        found = [e for e in move.events if e.kind == kind and "player" in e.data]
        if found:
            break
    else:
        pytest.fail(f"no {kind} in 600 random steps")
    player = found[0].data["player"]
    places = last_places([Move(player, (found[0],))], session.state)
    assert places.get(player), f"{kind} marked nothing"

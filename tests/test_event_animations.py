"""Animation that explains, by posted events: coins fly to the row of the player who earns them,
a track glows as its cube steps up, drawn cards turn face up, computer moves animate too; the
animation setting governs them all and any click finishes them (the rules never wait)."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.game import new_game
from engine.tang_garden.preview import gains
from game import palette
from game.animation import Flight, Flip, Pulse, Slide
from game.app import App
from game.event_animations import FLIGHT, MOST_COINS
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_computer_players_ui import table_with
from tests.test_play_ui import start
from tests.ui_driver import FRAME, click, let_computers_play, perform

pytestmark = pytest.mark.ui


def paying_build(scene) -> A.Build:
    """A build that pays the player coins now (the preview counts every module's rewards)."""
    return next(
        o for o in scene.options if isinstance(o, A.Build) and gains(scene.state, o).coins > 0
    )


def row(scene, player: int) -> pygame.Rect:
    """A player's row in the panel, about its coins."""
    scene.draw(scene.app.screen)
    rect = next(r for r, k, p in scene.panel.hotspots if k == "estimate" and p[0] == player)
    return rect.inflate(40, 20)


def test_coins_earned_by_a_build_fly_to_the_builders_row_and_a_click_lands_them(home):
    app, scene = start(home, speed="normal")
    build = paying_build(scene)
    coins = scene.state.players[0].coins
    perform(app, scene, build)
    flights = scene.anim.running(Flight)
    assert flights, "no coin flies"
    tile = scene.layout.cell_rect(build.x, build.y)
    assert all(tile.collidepoint(f.start) for f in flights)  # from the tile built
    assert all(row(scene, 0).collidepoint(f.end) for f in flights)  # to the builder's row
    assert not any(row(scene, 1).collidepoint(f.end) for f in flights)
    assert scene.shown[0][0] == coins  # the row counts them when they land
    click(app, (2, 2))
    assert not scene.anim.busy
    assert scene.shown[0][0] == scene.state.players[0].coins > coins  # the count is there


def test_the_row_counts_the_coins_up_when_they_land(home):
    app, scene = start(home, speed="normal")
    coins = scene.state.players[0].coins
    perform(app, scene, paying_build(scene))
    while scene.anim.running(Flight):
        assert scene.shown[0][0] == coins
        app.step(FRAME)
    for _ in range(30):
        app.step(FRAME)
    assert scene.shown[0][0] == scene.state.players[0].coins > coins


def test_a_track_glows_while_its_cube_steps_up(home):
    app, scene = start(home, speed="normal")
    build = next(
        o for o in scene.options if isinstance(o, A.Build) and any(gains(scene.state, o).tracks)
    )
    track = next(t for t, up in enumerate(gains(scene.state, build).tracks) if up)
    perform(app, scene, build)
    glowing = [p.rect for p in scene.anim.running(Pulse)]
    cube_row = next(r for r, k, p in scene.panel.hotspots if k == "track" and p == (0, track))
    assert cube_row in glowing
    assert scene.shown[0][1][track] < scene.state.players[0].tracks[track]  # still climbing
    click(app, (2, 2))
    assert not scene.anim.busy and scene.shown == scene._actual()


def test_with_animation_off_nothing_flies_and_the_coins_are_counted_at_once(home):
    app, scene = start(home, speed="off")
    perform(app, scene, paying_build(scene))
    assert not scene.anim.busy
    assert scene.shown == scene._actual()


def test_animation_turned_off_in_the_middle_of_a_game_stops_the_flights(home):
    """The setting as changed from the pause menu counts from the next move on."""
    app, scene = start(home, speed="normal")
    app.settings.animation = "off"
    perform(app, scene, paying_build(scene))
    assert not scene.anim.busy


def test_a_computer_players_coins_fly_to_its_own_row(home):
    app, scene = table_with(["person", "easy"], seed=5, speed="normal")
    while A.EndTurn() not in scene.options:
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.EndTurn())
    click(app, (2, 2))
    while not (scene.anim.running(Flight) or scene.person_decides or scene.computers.paused):
        let_computers_play(app, scene, moves=1)
    flights = scene.anim.running(Flight)
    assert flights, "the computer player's turn earned no coin in view"
    assert all(row(scene, 1).collidepoint(f.end) for f in flights)


def test_drawn_decoration_cards_turn_face_up_in_the_hand(home):
    app, scene = start(home, speed="normal")
    perform(app, scene, A.Decorate())
    drawn = len(scene.state.drawn)
    flips = scene.anim.running(Flip)
    assert drawn and len(flips) == drawn
    app.step(FRAME)  # the hand is drawn: each card's flip finds it
    cards = [r for r, k, _ in scene.shelf_spots if k == "card"]
    assert [f.locate() for f in flips] == cards
    first = flips[0]
    while first.progress() < 0.2:  # a moment into the turn: its back shows
        app.step(FRAME)
    assert sealed(app.screen.get_at(cards[0].center))
    while first.progress() < 0.9:  # near the end: its face
        app.step(FRAME)
    assert not sealed(app.screen.get_at(cards[0].center))


def sealed(colour) -> bool:
    """The red of the seal on a card's back (give or take its smoothing)."""
    return all(abs(a - b) < 12 for a, b in zip(colour[:3], palette.SEAL_RED, strict=True))


def test_a_moved_character_walks_from_its_old_spot_to_the_new(home):
    """As a computer player moves it (its pieces come from its row, not a moved character)."""
    from engine.tang_garden.state import Mini

    app, scene = start(home, speed="normal")
    state = scene.state
    here, there = [(x, y, "tile") for (x, y), c in sorted(state.board.items()) if c.character_spot][
        :2
    ]
    state.minis[here] = Mini(state.player.active, 0, 0)
    scene.decision_key = None
    scene._refresh_buttons()
    perform(app, scene, A.UseLantern("move_character"))
    click(app, (2, 2))
    walk = A.MoveCharacter(state.player.active, there[0], there[1], "tile", "E")
    assert walk in scene.options
    scene.play(walk, home=(5, 5))
    slides = scene.anim.running(Slide)
    board = scene.layout
    assert [(s.start, s.end) for s in slides] == [
        (board.spot_point(*here), board.spot_point(*there))
    ]


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_fast_animation_flies_the_coins_in_half_the_time(home, speed):
    app, scene = start(home, speed=speed)
    perform(app, scene, paying_build(scene))
    flights = scene.anim.running(Flight)
    assert flights and {f.duration for f in flights} == {FLIGHT / app.settings.speed}


def test_yin_and_yang_coins_fly_to_the_solo_players_area(home):
    """A module's own players' area (Yin & Yang's) receives the coins at its top right."""
    from engine.tang_garden.game import legal_actions
    from game.scenes.common import default_table
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings
    from tests.test_solo_screen_ui import solo_at
    from tests.ui_driver import FRAME as F

    def pays(state) -> bool:
        options = legal_actions(state)
        return any(isinstance(o, A.Build) and gains(state, o).coins > 0 for o in options)

    state = solo_at(5, pays)
    assert not state.over
    app = App(settings=Settings(animation="normal", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(1)))
    app.switch(scene)
    app.step(F)
    build = paying_build(scene)
    perform(app, scene, build)
    flights = scene.anim.running(Flight)
    assert flights, "no coin flies"
    area = scene.lay.blocks["players"]
    top_right = pygame.Rect(area.centerx, area.y, area.w // 2, 60)
    assert all(top_right.collidepoint(f.end) for f in flights)


def _before_a_payment(modules: list[str], named: str, liked=lambda state, option: False):
    """A 2-player game of ``modules`` played at random (an option ``liked`` taken whenever
    offered) until an action pays coins whose event names ``named`` (what paid: "character" or
    "spot"); the session before it, the action."""
    for seed in range(1, 9):
        session, rng = Session(new_game(2, seed, ruleset=modules)), random.Random(seed)
        while options := session.decision.options:
            before = session.state
            action = rng.choice([o for o in options if liked(before, o)] or options)
            session.play(action)
            if any(e.kind == "coins" and named in e.data for e in session.last_events):
                return Session(before), action
    pytest.fail(f"no payment naming its {named} in 8 random games")


def _flights_after(session: Session, action) -> tuple:
    app = App(settings=Settings(animation="normal", show_handoff=False))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    perform(app, scene, action)
    event = next(e for e in scene.session.last_events if e.kind == "coins" and len(e.data) > 3)
    return scene, event, scene.anim.running(Flight)


def test_coins_a_characters_skill_pays_fly_from_the_character():
    """Not from the piece just put: from the figure of the character whose skill paid, on its
    owner's row."""
    session, action = _before_a_payment([], "character")
    scene, event, flights = _flights_after(session, action)
    figure = next(
        r for r, k, p in scene.panel.hotspots if (k, p) == ("character_of", event.data["character"])
    )
    paid = [f for f in flights if figure.collidepoint(f.start)]
    assert len(paid) == min(MOST_COINS, event.data["coins"])
    assert all(row(scene, event.data["player"]).collidepoint(f.end) for f in paid)


def test_coins_a_piece_on_the_board_pays_fly_from_that_piece():
    """Seasoned characters' Supervisor pays its owner when a piece is put beside it."""

    def liked(state, option) -> bool:  # the Emperor dealt and upgraded, pieces by his pawn
        name = type(option).__name__
        pawn = state.ext["seasoned-characters"].supervisor
        if pawn is not None and name in ("Build", "PlaceDecoration"):
            return abs(option.x - pawn[0]) <= 1 and abs(option.y - pawn[1]) <= 1
        return name in ("Upgrade", "PlaceSupervisor") or (
            name == "TakeCharacter" and option.character == "emperor"
        )

    session, action = _before_a_payment(["seasoned-characters"], "spot", liked)
    scene, event, flights = _flights_after(session, action)
    point = scene.layout.spot_point(*event.data["spot"])
    assert sum(f.start == point for f in flights) == min(MOST_COINS, event.data["coins"])

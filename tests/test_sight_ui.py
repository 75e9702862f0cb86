"""Lines of sight on the board, by posted events: a character in the garden pointed at shows
its line, the decorations it sees, the landscape it faces and what it scores now (on the play
screen and on the end screen's View garden); a character being placed shows the line of the
facing it is turned to."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.api import character_sight, placement_sight
from engine.tang_garden.game import new_game
from engine.tang_garden.state import Mini
from game import assets, hover, palette
from game.app import App
from game.gestures import targets
from game.scenes.garden import GardenScene
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_play_ui import start
from tests.ui_driver import FRAME, key, perform, post, spot

pytestmark = pytest.mark.ui


def _garden_with_a_lady():
    """A new game whose Lady stands on the starting tile looking east at a Fish."""
    state = new_game(["P1", "P2"], 4, first=0, start_face="A", start_rot=0)
    (x, y), *_ = sorted(state.board)
    state.minis[x, y, "tile"] = Mini("lady", 0, 1)
    state.decorations[x + 2, y] = "fish"
    return state, (x, y)


def _words(monkeypatch) -> list[str]:
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    return drawn


def _move(app, point) -> None:
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))


def _play_screen_with_a_lady(home) -> tuple[App, PlayScene, tuple[int, int]]:
    """The play screen on ``_garden_with_a_lady``, drawn once; the Lady's space."""
    state, lady = _garden_with_a_lady()
    app = App(settings=Settings(animation="off", show_handoff=True))
    scene = PlayScene(app, Session(state, autosave=home / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    return app, scene, lady


def _lit(surface, lay, cell) -> bool:
    """Whether the space ``cell`` is outlined as seen (its left edge in the sight's ink)."""
    rect = lay.cell_rect(*cell)
    return tuple(surface.get_at((rect.x, rect.centery)))[:3] == palette.WATER_DARK


def test_pointing_at_a_character_draws_its_sight_and_what_it_scores(home, monkeypatch):
    app, scene, (x, y) = _play_screen_with_a_lady(home)
    drawn = _words(monkeypatch)
    seen = character_sight(scene.seen, "lady")
    assert seen is not None and (x + 2, y) in seen.decorations
    _move(app, spot(scene, "mini", "lady").center)
    app.step(FRAME)
    lay = scene.layout
    assert _lit(app.screen, lay, (x + 1, y)) and _lit(app.screen, lay, (x + 2, y))
    assert not _lit(app.screen, lay, (x, y + 1))  # not its way
    ring = lay.cell_rect(x + 2, y)
    point = (ring.centerx, ring.centery - lay.cell * 2 // 5 + 1)
    assert tuple(app.screen.get_at(point))[:3] == palette.GOLD  # the Fish it sees
    side = next(iter(seen.slots))
    edge = lay.slots[side]
    assert tuple(app.screen.get_at((edge.x + 1, edge.centery)))[:3] == palette.SEAL_RED
    assert f"Scores {seen.score.total} now: 1 decoration seen" in " ".join(drawn)
    _move(app, lay.bounds.topleft)  # pointer away: the sight goes
    app.step(FRAME)
    assert not _lit(app.screen, lay, (x + 1, y))


def test_the_characters_card_leaves_its_line_of_sight_in_view(home, monkeypatch):
    app, scene, (x, y) = _play_screen_with_a_lady(home)
    cards: list[pygame.Rect] = []
    real = hover.draw_near
    monkeypatch.setattr(hover, "draw_near", lambda *a: cards.append(real(*a)) or cards[-1])
    _move(app, spot(scene, "mini", "lady").center)
    for _ in range(40):  # past the card's delay
        app.step(FRAME)
    assert cards, "no hover card"
    lay = scene.layout
    line = lay.cell_rect(x + 1, y).union(lay.cell_rect(x + 2, y))
    assert not cards[-1].colliderect(line)


def test_a_character_being_placed_shows_the_line_of_its_facing_as_it_turns(home):
    app, scene = start(home)
    scene.state.players[0].character_token = True
    while scene.session.decision.kind != "post":
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    perform(app, scene, A.TakeCharacter(scene.state.char_display[0]))  # by the token
    place = next(o for o in scene.options if isinstance(o, A.PlaceCharacter))
    start_point = spot(scene, "own_char", place.character).center
    post(app, pygame.MOUSEMOTION, pos=start_point, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start_point, button=1)
    end = scene.layout.spot_point(place.x, place.y, place.spot)
    post(app, pygame.MOUSEMOTION, pos=(end[0] + 1, end[1]), rel=(1, 1), buttons=(1, 0, 0))
    post(app, pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    seen_lines, checked = [], 0
    for _ in range(4):  # each facing in turn
        app.step(FRAME)
        action = targets(scene.drag, scene.options)[scene.aim.target]
        seen = placement_sight(scene.seen, action.character, action.x, action.y, action.facing)
        scene.draw(app.screen)
        far = seen.spaces[-1]
        if len(seen.spaces) > 1:
            assert _lit(app.screen, scene.layout, far), action.facing
            checked += 1
        seen_lines.append((action.facing, seen.spaces))
        key(app, pygame.K_r)
    assert len({facing for facing, _ in seen_lines}) == 4  # the line followed the turns
    assert len({spaces for _, spaces in seen_lines}) == 4 and checked >= 2


def test_the_end_screens_garden_shows_any_characters_sight(home, monkeypatch):
    state, (x, y) = _garden_with_a_lady()
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    back = app.scene
    scene = GardenScene(app, Session(state, table={}), back)
    app.switch(scene)
    app.step(FRAME)
    drawn = _words(monkeypatch)
    mini = next(r for r, k, p in scene.board.hotspots if (k, p) == ("mini", "lady"))
    _move(app, mini.center)
    app.step(FRAME)
    seen = character_sight(state, "lady")
    assert f"Scores {seen.score.total} now" in " ".join(drawn)
    assert _lit(app.screen, scene.board.layout, (x + 1, y))

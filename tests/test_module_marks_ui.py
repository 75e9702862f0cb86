"""Each module's own pieces off the garden show the last move of the player who put them, in
that player's colour, on the play screen: a Roof tile and a Dragon on the palace roof (Winter),
a market a tile was taken from or restocked (Market), a card reserved under a Dragon, a step on
an Autumn board, a leaf put into a bag or onto a Twilight card."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.api import Event
from engine.tang_garden.game import new_game
from game.app import App
from game.board_marks import piece_outline
from game.recent_moves import last_places
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME

pytestmark = pytest.mark.ui


def _played_until(
    modules: list[str], kind: str, players: int = 2, prefer: tuple = (), by: int | None = None
):
    """Games of ``modules`` played at random (seeds 1, 2, ...; an option whose action is named
    in ``prefer`` taken whenever offered) until a move has an event of ``kind`` by a player
    (``by``: that one); the session and that event."""
    for seed in range(1, 9):
        session, rng = Session(new_game(players, seed, ruleset=modules)), random.Random(seed)
        while options := session.decision.options:
            liked = [o for o in options if type(o).__name__ in prefer]
            session.play(rng.choice(liked or options))
            found = [
                e
                for e in session.moves[-1].events
                if e.kind == kind and "player" in e.data and by in (None, e.data["player"])
            ]
            if found:
                return session, found[0]
    pytest.fail(f"no {kind} in 8 random games")


def _screen(session: Session) -> PlayScene:
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    scene.draw(app.screen)
    return scene


def _inset(scene: PlayScene, player: int) -> tuple[int, int]:
    """The marks' line width and how far ``player``'s mark lies inside what it outlines."""
    width = max(2, scene.layout.cell // 24)
    return width, width * (1 + 2 * player)


def _colour_on(scene: PlayScene, edge: pygame.Rect, width: int) -> tuple:
    return tuple(scene.app.screen.get_at((edge.centerx, edge.top + width // 2)))[:3]


def _cell_colour(scene: PlayScene, cell, player: int) -> tuple:
    """The colour on ``player``'s outline of a garden space."""
    width, inset = _inset(scene, player)
    return _colour_on(scene, scene.layout.cell_rect(*cell).inflate(-inset, -inset), width)


def _piece_colour(scene: PlayScene, rect: pygame.Rect, player: int) -> tuple:
    """The colour on ``player``'s outline of a module's piece drawn at ``rect``."""
    width, _ = _inset(scene, player)
    return _colour_on(scene, piece_outline(rect, width, player), width)


def _piece_rect(scene: PlayScene, kind: str, payload: object) -> pygame.Rect:
    drawn = [*scene.board.hotspots, *scene.panel.hotspots]
    found = [r for r, k, p in drawn if (k, p) == (kind, payload)]
    assert found, f"no {kind} {payload!r} drawn"
    return found[0]


def _marked(session: Session, event: Event) -> list[tuple]:
    return last_places(session.moves, session.state)[event.data["player"]]


def test_a_roof_tile_is_marked_on_the_palace_roof():
    session, event = _played_until(["winter"], "roof")
    player, cell = event.data["player"], tuple(event.data["pos"])
    assert ("cell", cell) in _marked(session, event)
    scene = _screen(session)
    assert _cell_colour(scene, cell, player) == scene.colours[player]


def test_a_dragon_sent_to_the_roof_marks_its_corner():
    session, event = _played_until(
        ["winter", "dragons"], "dragon", prefer=("TakeRoofCard", "PlaceDragon")
    )
    player = event.data["player"]
    cell = session.state.ruleset.by_id["winter"].roof(session.state).corners[event.data["corner"]]
    assert ("cell", cell) in _marked(session, event)
    scene = _screen(session)
    assert _cell_colour(scene, cell, player) == scene.colours[player]


@pytest.mark.parametrize("kind", ["market", "decoration", "restock"])
def test_a_market_bought_from_or_restocked_is_marked(kind):
    """A tile or a card bought from a market (every card of the Market scenario is), or a
    market restocked: that market's tile in the corner, and its column of the panel's Markets
    (where its new tiles and card show; "Player 2 restocks the south-east market" was marked
    only in the garden's corner, not where a player reads what it offers)."""
    session, event = _played_until(["market"], kind)
    player = event.data["player"]
    corner = event.data["corner"] if kind != "decoration" else event.data["taken_from"]
    corners = ["NW", "NE", "SE", "SW"] if corner == "all" else [corner]
    assert all(("piece", ("market", c)) in _marked(session, event) for c in corners)
    scene = _screen(session)
    state = session.state
    right, bottom = state.catalog.columns - 1, state.catalog.rows - 1
    cells = {"NW": (0, 0), "NE": (right, 0), "SE": (right, bottom), "SW": (0, bottom)}
    for c in corners:
        spots = scene.board.hotspots + scene.panel.hotspots
        tile, column = [r for r, k, p in spots if (k, p) == ("market", c)]
        assert tile == scene.layout.cell_rect(*cells[c])
        assert column.contains(_piece_rect(scene, "restock", c))  # the whole column
        assert _piece_colour(scene, tile, player) == scene.colours[player]
        assert _piece_colour(scene, column, player) == scene.colours[player]


@pytest.mark.parametrize(
    ("modules", "kind", "piece"),
    [
        (["dragons"], "reserve_card", lambda e: ("reserved_card", e.data["card"])),
        (["autumn-boards"], "autumn_step", lambda e: ("autumn_board", e.data["player"])),
        (["autumn-leaves"], "leaf_kept", lambda e: ("score_bag", e.data["player"])),
        (["autumn"], "leaf_donated", lambda e: ("donation_bag", None)),
        (["autumn-solo"], "leaf", lambda e: ("autumn_card", e.data["pile"])),
    ],
)
def test_a_piece_on_the_panel_is_marked_in_the_movers_colour(modules, kind, piece):
    players = 1 if modules == ["autumn-solo"] else 2
    session, event = _played_until(modules, kind, players)
    player = event.data["player"]
    assert ("piece", piece(event)) in _marked(session, event)
    scene = _screen(session)
    rect = _piece_rect(scene, *piece(event))
    assert _piece_colour(scene, rect, player) == scene.colours[player]


def test_a_market_partly_scrolled_out_of_the_panel_is_still_marked_and_named():
    """At 1024x600 the panel scrolls and the Markets show only their top: the market last
    restocked is outlined on the part that shows, and pointing at its name still tells it."""
    session, event = _played_until(["market"], "restock")
    corner, player = event.data["corner"], event.data["player"]
    app = App(settings=Settings(animation="off", show_handoff=False), window=(1024, 600))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    scene.draw(app.screen)
    columns = [r for r, k, p in scene.panel.hotspots if (k, p) == ("market", corner)]
    assert len(columns) == 1 and scene.lay.clip.contains(columns[0])
    assert scene.lay.scrolls and columns[0].bottom == scene.lay.clip.bottom  # cut by the clip
    assert _piece_colour(scene, columns[0], player) == scene.colours[player]


def test_a_third_players_mark_on_a_score_bag_goes_round_its_row_not_through_its_words():
    """Three players with Leaves, the third keeps a leaf: their score bag's row (20 pixels) is
    outlined at its edges. Inset by seat like a space's, the mark went through the middle."""
    session, _ = _played_until(["autumn-leaves"], "leaf_kept", players=3, by=2)
    scene = _screen(session)
    row = _piece_rect(scene, "score_bag", 2)
    colour = scene.colours[2]
    painted = [
        y
        for y in range(row.top - 4, row.bottom + 4)
        if tuple(scene.app.screen.get_at((row.centerx, y)))[:3] == colour
    ]
    assert painted and min(painted) <= row.top + 2 and max(painted) >= row.bottom - 3

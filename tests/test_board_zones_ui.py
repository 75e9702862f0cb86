"""The board's zone layer (game/zone_layer.py) by posted mouse events, on Winter's palace roof:
a held Roof tile lights the free spaces of the roof (the border first), a drop lays it on one and
a drop on a space with a tile or an inner space is refused, and every space and corner of the
zone answers the pointer with its hover card."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.modules.winter.module import PlaceRoof
from engine.tang_garden.zones import board_zones
from game import assets, palette
from tests.test_scenarios_ui import scene_at
from tests.test_seasons_winter import of, palace, roof_ready
from tests.ui_driver import FRAME, post, spot

pytestmark = pytest.mark.ui


def hold(app, scene, stack: str, at: tuple[int, int]) -> None:
    """Pick up the top tile of ``stack`` and carry it to ``at`` (still held)."""
    start = spot(scene, "stack", stack).center
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))


def release(app, at: tuple[int, int]) -> None:
    post(app, pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=at, button=1)


def lay_one(state, cell) -> str:
    """A Roof tile from under a stack's top put on ``cell`` of the roof (arranged); its id."""
    module = state.ruleset.by_id["winter"]
    tiles, tile = next(
        (tiles, tile)
        for tiles in state.stacks.values()
        for tile in tiles[:-1]
        if module.is_roof_tile(state, tile)
    )
    tiles.remove(tile)
    palace(state).tiles[cell] = tile
    return tile


def lit(app, scene, cell) -> bool:
    """Whether the space is outlined as a target on the screen."""
    scene.draw(app.screen)
    rect = scene.layout.cell_rect(*cell)
    return tuple(app.screen.get_at((rect.left, rect.centery)))[:3] == palette.GOLD_DARK


def test_a_held_roof_tile_lights_the_free_border_and_is_laid_where_it_is_dropped(home):
    state = roof_ready(2)
    app, scene = scene_at(state)
    (zone,) = board_zones(state)
    border, inner = zone.tiers
    stack = of(state, PlaceRoof)[0].stack
    away = scene.layout.cell_rect(0, 0).center
    hold(app, scene, stack, away)
    assert all(lit(app, scene, cell) for cell in border)
    assert not any(lit(app, scene, cell) for cell in inner)
    release(app, scene.layout.cell_rect(*inner[0]).center)  # border first: refused
    assert not palace(scene.state).tiles
    assert "border" in scene.message
    hold(app, scene, stack, away)
    release(app, scene.layout.cell_rect(*border[0]).center)
    assert palace(scene.state).tiles == {border[0]: state.stacks[stack][-1]}


def test_a_roof_space_that_holds_a_tile_is_not_lit_and_refuses_a_drop(home):
    state = roof_ready(2).clone()
    (zone,) = board_zones(state)
    taken = zone.tiers[0][0]
    tile = lay_one(state, taken)
    app, scene = scene_at(state)
    stack = of(state, PlaceRoof)[0].stack
    hold(app, scene, stack, scene.layout.cell_rect(0, 0).center)
    assert not lit(app, scene, taken)
    assert lit(app, scene, zone.tiers[0][1])
    release(app, scene.layout.cell_rect(*taken).center)
    assert palace(scene.state).tiles == {taken: tile}
    assert scene.state.actions() == state.actions()
    assert "free border space" in scene.message


def test_the_zone_layer_answers_the_pointer_on_its_spaces_and_corners(home):
    state = roof_ready(2).clone()
    (zone,) = board_zones(state)
    laid = zone.tiers[0][0]
    lay_one(state, laid)
    app, scene = scene_at(state)
    places = [
        ("zone_space", laid),  # with its Roof tile
        ("zone_space", zone.tiers[0][1]),
        ("zone_space", zone.tiers[1][0]),
        *(("zone_corner", name) for name in zone.corners),
    ]
    for kind, where in places:
        cell = where if kind == "zone_space" else zone.corners[where]
        post(app, pygame.MOUSEMOTION, pos=scene.layout.cell_rect(*cell).center, rel=(0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, ("roof", where)), (kind, where)


def test_a_zone_no_adapter_paints_still_shows_its_tiles_and_answers_the_pointer(home, monkeypatch):
    """A module whose screen paints nothing of its zone (an installed one without pictures):
    the layer draws the tiles laid as they lie in the garden and veils the empty spaces."""
    from game.tang_garden.modules.winter.ui import WinterUI

    monkeypatch.setattr(WinterUI, "zone_space", lambda *args: None)
    monkeypatch.setattr(WinterUI, "zone_corner", lambda *args: None)
    state = roof_ready(2).clone()
    (zone,) = board_zones(state)
    laid, empty = zone.tiers[0][:2]
    tile = lay_one(state, laid)
    app, scene = scene_at(state)
    board = scene.board.layer
    origin = scene.layout.bounds.topleft

    def middle(cell) -> tuple:
        x, y = scene.layout.cell_rect(*cell).move(-origin[0], -origin[1]).center
        return tuple(board.get_at((x, y)))[:3]

    picture = assets.laid_tile(state.catalog, tile, 0, scene.layout.cell)
    drawn = tuple(picture.get_at(picture.get_rect().center))[:3]
    assert max(abs(a - b) for a, b in zip(middle(laid), drawn, strict=True)) <= 3
    outside = next(c for c in state.allowed if c not in state.board and c not in zone.cells)
    assert middle(empty) != middle(outside)  # veiled, not bare ground
    post(app, pygame.MOUSEMOTION, pos=scene.layout.cell_rect(*empty).center, rel=(0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown == ("zone_space", ("roof", empty))

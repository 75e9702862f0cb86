"""Board zones (engine/tang_garden/zones.py): a second layer of spaces over part of the garden,
with its own tiles, build order and lines. Winter's palace roof is the one the rules use: a
roof space takes one tile, the border is built before the inner spaces, a Dragon's lines and a
character's sight read what lies on the zone."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from engine.core.events import IllegalAction
from engine.tang_garden.game import apply, new_game
from engine.tang_garden.kinds.registries import ZONES
from engine.tang_garden.kinds.zones import SquareZone
from engine.tang_garden.modules.winter.module import PlaceRoof
from engine.tang_garden.scoring import final_score
from engine.tang_garden.state import Mini
from engine.tang_garden.zones import board_zones
from tests.test_seasons_winter import of, palace, roof_ready, winter


def roof(state):
    (zone,) = board_zones(state)
    return zone


def test_the_base_game_has_no_zone_and_winter_has_its_palace_roof():
    assert board_zones(new_game(2, 1)) == []
    state = winter()
    zone = roof(state)
    assert zone.id == "roof"
    assert len(zone.cells) == 16 and not zone.cells & state.allowed  # the palace's spaces
    assert len(zone.spaces) == 12 and set(zone.corners) == {"NW", "NE", "SE", "SW"}
    assert not set(zone.corners.values()) & set(zone.spaces)  # a corner holds a disc, no tile


def test_a_roof_space_refuses_a_second_tile():
    state = roof_ready(2).clone()
    place = of(state, PlaceRoof)[0]
    cell = (place.x, place.y)
    laid = apply(state, place)[0]
    assert roof(laid).laid[cell] == state.stacks[place.stack][-1]
    assert cell not in roof(laid).free()
    palace(state).tiles[cell] = palace(state).boxed[0]  # a tile already lies there
    assert place not in of(state, PlaceRoof)
    with pytest.raises(IllegalAction, match="free border space"):
        apply(state, place)


def test_the_border_is_built_before_the_inner_spaces():
    state = roof_ready(2).clone()
    border, inner = roof(state).tiers
    stack = of(state, PlaceRoof)[0].stack
    assert {(p.x, p.y) for p in of(state, PlaceRoof)} <= set(border)
    with pytest.raises(IllegalAction, match="border"):
        apply(state, PlaceRoof(stack, *inner[0]))
    spare = list(palace(state).boxed)
    for cell in border:
        palace(state).tiles[cell] = spare.pop()  # the border full (arranged)
    assert {(p.x, p.y) for p in of(state, PlaceRoof)} == set(inner)
    after = apply(state, PlaceRoof(stack, *inner[0]))[0]
    assert inner[0] in roof(after).laid


def test_a_zone_line_is_the_row_column_and_diagonals_through_a_space():
    zone = roof(winter())
    ox, oy = zone.origin
    lines = set(zone.lines((ox + 1, oy + 1)))
    assert {(ox + i, oy + 1) for i in (0, 2, 3)} <= lines  # its row
    assert {(ox + 1, oy + j) for j in (0, 2, 3)} <= lines  # its column
    assert {(ox, oy), (ox + 2, oy + 2), (ox + 3, oy + 3), (ox, oy + 2), (ox + 2, oy)} <= lines
    assert len(lines) == 11 and (ox + 1, oy + 1) not in lines


def test_the_counsellor_sees_the_tiles_laid_on_the_roof_in_its_line_of_sight():
    state = winter().clone()
    zone = roof(state)
    column = min(zone.spaces)[0]  # the roof's west column
    laid = [cell for cell in zone.spaces if cell[0] == column]
    for cell, tile in zip(laid, palace(state).boxed, strict=False):
        palace(state).tiles[cell] = tile
    state.minis[(column, 0, "tile")] = Mini("counsellor", 0, 2)  # facing south down that column
    state.board[(column, 0)] = state.catalog.cells[next(iter(state.catalog.tiles)), 0]
    score = final_score(state).players[0].characters[0]
    assert score.preference == 3 + 2 * len(laid)


class Declared(BaseModel):
    zone: ZONES.field()  # type: ignore[valid-type]


def test_a_zone_kind_is_named_by_its_tag_in_data():
    zone = Declared.model_validate({"zone": {"kind": "square", "id": "roof", "size": 4}}).zone
    assert zone == SquareZone(kind="square", id="roof", size=4)
    with pytest.raises(ValidationError, match="'square'"):
        Declared.model_validate({"zone": {"kind": "circle", "id": "roof"}})

"""The Seasons scenario Promenade (digest 2.8): one test per rule and per decision (PM1-PM8 in
docs/rules-decisions.md), random games with its own invariants (walls never overlap, the ring
closes at most once) and identical replays."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import AdvanceTrack, TakeCoins
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.promenade import PlaceWall, WallForFootpaths
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import active_landscape_icons
from tests.test_properties import check_board, check_counts

RING = {(x, y) for x in range(8) for y in range(8) if x in (0, 7) or y in (0, 7)}


def promenade(players: int = 2, seed: int = 1):
    return new_game(players, seed, first=0, ruleset=["promenade"])


def walls(state):
    return state.ext["promenade"]


def module(state):
    return state.ruleset.by_id["promenade"]


def of(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


def at_a_wall(seed: int, players: int = 2):
    state = promenade(players, seed)
    rand = random.Random(seed)
    while decision(state).kind != "place_wall":
        state = apply(state, rand.choice(legal_actions(state)))[0]
        assert not state.over
    return state


def with_wall(state, cell, wall, rot):
    """A copy with a Wall tile laid (arranged, no reward)."""
    copy = state.clone()
    part = walls(copy)
    if wall in part.shown:
        part.shown.remove(wall)
    else:
        part.stack.remove(wall)
    part.laid[cell] = (wall, rot)
    return copy


# --- setup (2.8.2) ------------------------------------------------------------------------------


def test_setup_keeps_the_outer_ring_for_the_wall_with_a_corner_wall_on_each_corner():
    state = promenade()
    assert not RING & state.allowed
    assert sorted(walls(state).corners) == ["NE", "NW", "SE", "SW"]
    assert len(set(walls(state).corners.values())) == 4
    assert len(walls(state).shown) == 3 and len(walls(state).stack) == 13


def test_PM1_promenade_is_played_by_two_to_four():
    assert promenade().ruleset.players == (2, 3, 4)


def test_setup_lanterns_follow_table_1_5():
    state = promenade(4)
    assert list(state.players[0].lanterns) == [
        "double_decoration",
        "free_placement",
        "double_build",
        "search_deck",
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_PM4_tokens_on_the_ring_move_one_space_towards_the_centre(players):
    base = new_game(players, 1, first=0).tokens
    state = promenade(players)
    assert len(state.tokens) == len(base)
    assert not set(state.tokens) & RING
    assert sorted(state.tokens.values()) == sorted(base.values())


# --- wall extension (2.8.3) -------------------------------------------------------------------


def test_PM5_taking_a_landscape_token_asks_for_a_wall_after_its_landscape():
    state = promenade(seed=2)
    rand = random.Random(2)
    while True:
        before = len(state.tokens)
        state = apply(state, rand.choice(legal_actions(state)))[0]
        if len(state.tokens) < before:
            break
    names = [t[0] for t in state.tasks]
    assert "place_wall" in names
    if "insert" in names:
        assert names.index("insert") > names.index("place_wall")  # the insert is on top


def test_PM2_a_wall_goes_next_to_the_wall_and_never_on_a_corner_walls_spaces():
    state = at_a_wall(3)
    spaces = {(o.x, o.y) for o in of(state, PlaceWall)}
    ring = module(state).ring(state)
    assert spaces == {c for c in ring.wall_spaces if c[0] in (2, 5) or c[1] in (2, 5)}
    assert {o.wall for o in of(state, PlaceWall)} == set(walls(state).shown)
    assert len(ring.wall_spaces) == 16 and len(ring.corner_of) == 12


def test_laying_a_wall_makes_the_next_one_available():
    state = at_a_wall(3)
    lay = of(state, PlaceWall)[0]
    after = apply(state, lay)[0]
    assert walls(after).laid[lay.x, lay.y] == (lay.wall, lay.rot)
    assert len(walls(after).shown) == 3 and lay.wall not in walls(after).shown


def test_element_side_matching_an_end_advances_that_track():
    state = at_a_wall(3)
    part, mod = walls(state), module(state)
    cell = (2, 0)  # next to the north-west Corner wall tile's east end
    corner_end = mod.corner[part.corners["NW"]].ends[1]
    wanted = next(
        (w for w in part.shown if mod.wall[w].ends[0] in (corner_end, "joker")), None
    ) or next(w for w in part.shown)
    ends = mod.wall[wanted].ends
    rot = 1 if ends[0] in (corner_end, "joker") or corner_end == "joker" else 2
    facing = ends[0] if rot == 1 else ends[1]
    matches = facing == corner_end or "joker" in (facing, corner_end)
    before = list(state.player.tracks)
    after, events = apply(state, PlaceWall(wanted, *cell, rot))
    kinds = [e.kind for e in events]
    assert ("wall_match" in kinds) == matches
    if matches and "joker" not in (facing, corner_end):
        element = ["greenery", "water", "rock"].index(facing)
        assert after.player.tracks[element] == min(before[element] + 1, 4)


def test_PM3_a_wall_landscape_side_up_has_no_end_icons_and_matches_nothing():
    state = at_a_wall(3)
    lay = next(o for o in of(state, PlaceWall) if o.rot == 0)
    after, events = apply(state, lay)
    assert not any(e.kind == "wall_match" for e in events)
    assert module(after).ends_at(after, (lay.x, lay.y)) is None


def test_PM8_two_jokers_advance_a_track_of_the_players_choice():
    state = at_a_wall(3).clone()
    mod, part = module(state), walls(state)
    joker_corner = next(c for c in mod.settings.corners if c.ends[1] == "joker")
    part.corners["NW"] = joker_corner.id
    joker = next(w for w in mod.settings.walls if w.ends[0] == "joker")
    if joker.id not in part.shown:
        part.stack.remove(joker.id)
        part.stack.append(part.shown.pop())
        part.shown.append(joker.id)
    after = apply(state, PlaceWall(joker.id, 2, 0, 1))[0]
    assert decision(after).kind == "any_track"
    assert set(of(after, AdvanceTrack)) == {AdvanceTrack(t) for t in ("greenery", "water", "rock")}


def test_PM6_the_element_side_may_lie_either_way_round():
    state = at_a_wall(3)
    options = of(state, PlaceWall)
    assert {o.rot for o in options} == {0, 1, 2}
    lay = next(o for o in options if o.rot == 2)
    after = apply(state, lay)[0]
    ends = module(after).wall[lay.wall].ends
    assert module(after).ends_at(after, (lay.x, lay.y)) == (ends[1], ends[0])


def test_a_wall_refused_off_the_wall_in_a_players_words():
    state = at_a_wall(3)
    lay = of(state, PlaceWall)[0]
    with pytest.raises(Exception, match="next to the wall"):
        apply(state, PlaceWall(lay.wall, 4, 0, 0))


# --- scoring and the end (2.8.4) ------------------------------------------------------------------


def test_a_wall_icon_joins_the_landscape_of_its_side():
    state = promenade()
    wall = walls(state).shown[0]
    icon = module(state).wall[wall].icon
    north = active_landscape_icons(state, 0)
    after = with_wall(state, (3, 0), wall, 0)
    assert sorted(active_landscape_icons(after, 0)) == sorted([*north, icon])
    assert active_landscape_icons(after, 2) == active_landscape_icons(state, 2)
    element = with_wall(state, (3, 0), wall, 1)
    assert active_landscape_icons(element, 0) == north  # element side up: no icon


def test_closing_the_wall_triggers_the_end_once():
    state = at_a_wall(3).clone()
    ring = module(state).ring(state)
    part = walls(state)
    spare = [*part.stack, *part.shown]
    last = ring.wall_spaces[-1]
    for cell in ring.wall_spaces[:-1]:
        wall = spare.pop()
        (part.stack if wall in part.stack else part.shown).remove(wall)
        part.laid[cell] = (wall, 0)
    if not part.shown:
        part.shown.append(part.stack.pop())
    assert module(state).open_spaces(state) == [last]
    after, events = apply(state, PlaceWall(part.shown[0], *last, 0))
    assert walls(after).closed and after.end_triggered
    assert any(e.kind == "wall_closed" for e in events)


def test_PM7_two_footpaths_give_coins_or_a_wall_not_a_track():
    state = promenade(seed=9)
    rand = random.Random(9)
    for _ in range(3000):
        if decision(state).kind == "footpath":
            break
        state = apply(state, rand.choice(legal_actions(state)))[0]
        assert not state.over
    options = legal_actions(state)
    assert TakeCoins() in options and not of(state, AdvanceTrack)
    assert WallForFootpaths() in options or not module(state).wall_options(state)
    if WallForFootpaths() in options:
        after = apply(state, WallForFootpaths())[0]
        assert "place_wall" in [t[0] for t in after.tasks]


# --- random games -------------------------------------------------------------------------------

GAMES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_promenade_games_keep_the_wall_whole_and_replay_identically(players, seed):
    state = promenade(players, seed)
    rand = random.Random(seed)
    closed = 0
    while not state.over:
        was = walls(state).closed
        state = apply(state, rand.choice(legal_actions(state)))[0]
        check_counts(state)
        part = walls(state)
        ring = module(state).ring(state)
        assert set(part.laid) <= set(ring.wall_spaces)  # never on a corner wall, never twice
        every = [w for w, _ in part.laid.values()] + part.shown + part.stack
        assert sorted(every) == sorted(module(state).wall)
        assert not RING & set(state.board)
        closed += part.closed and not was
        assert was <= part.closed
    assert closed <= 1
    check_board(state)
    again = replay(json.loads(json.dumps(to_record(state))))
    assert player_view(again, None) == player_view(state, None)
    assert again.ext["promenade"].to_dict() == state.ext["promenade"].to_dict()


def test_PM9_free_placement_may_stand_a_character_on_an_element_side_wall():
    state = promenade()
    walls_up = with_wall(
        with_wall(state, (3, 0), walls(state).shown[0], 1), (4, 0), walls(state).shown[1], 0
    )
    spots = walls_up.catalog.abilities["free_placement"].extra_character_spots(walls_up)
    assert (3, 0, "tile") in spots  # element side up, empty
    assert (4, 0, "tile") not in spots  # its landscape icon shows

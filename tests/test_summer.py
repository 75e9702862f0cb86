"""Summer, the co-operative (and solo) Seasons scenario: one test per rule of the digest's 2.1
and per decision SM1-SM23 (docs/rules-decisions.md), random games with its invariants, replays,
the simulation per difficulty and the computer players judging for the team."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.flow import position
from engine.core.view import player_view
from engine.tang_garden import actions as A
from engine.tang_garden.bots import make_bot
from engine.tang_garden.bots.evaluate import values
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.summer import (
    CompleteRequest,
    IgnoreSupervisors,
    MoveSupervisor,
    PlaceRequest,
    RefreshApproval,
    SwapRequest,
    summer,
    supervised,
)
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.setup import SetupError
from engine.tang_garden.simulate import simulate, variants
from tests.test_properties import check_counts

SPACES = [(1, 0), (6, 0), (7, 1), (7, 6), (6, 7), (1, 7), (0, 6), (0, 1)]
CENTRE = {(3, 3), (4, 3), (4, 4), (3, 4)}


def summer_game(players=2, difficulty="medium", seed=0, first_on=(1, 0)):
    """A Summer game after setup (the central tile unturned, the first player 0) and the first
    Request tile laid on ``first_on``."""
    state = new_game(
        players,
        seed,
        first=0,
        start_face="summer",
        start_rot=0,
        ruleset=[{"id": "summer", "options": {"difficulty": difficulty}}],
    )
    first = decision(state)
    assert first.kind == "summer_first_request"
    return do(state, next(o for o in first.options if (o.x, o.y) == first_on))


def do(state, *actions):
    for action in actions:
        state, _ = apply(state, action)
    return state


def arranged(state):
    """A copy of ``state`` after direct changes to it (its pending decision asked anew)."""
    return dataclasses.replace(state)


def lay(state, tile, pos, rot=0):
    """Put garden tile ``tile`` (taken from its stack) on ``pos``."""
    for stack in state.stacks.values():
        if tile in stack:
            stack.remove(tile)
    state.board[pos] = state.catalog.cells[tile, rot]
    state.frontier = Frontier.around(state.catalog, state.board, state.allowed)


def with_spot(state, pos=(5, 3)):
    """A garden tile with a character spot laid on ``pos`` (beside the central tile)."""
    tile = next(
        t
        for stack in state.stacks.values()
        for t in stack
        if state.catalog.cells[t, 0].character_spot
    )
    lay(state, tile, pos)
    return state


def after_main(state):
    """``state`` once the current player has built next to a Supervisor (the main action)."""
    state = do(arranged(state), opts(arranged(state), A.Build)[0])
    while decision(state).kind != "post":
        state = do(state, decision(state).options[0])
    return state


def four_rocks(state):
    """Four touching rock tiles in the north-west quarter (Request r02 met at B1)."""
    rocks = tiles_showing(state, "rock", 4)
    for pos, tile in zip(((1, 1), (2, 1), (2, 2), (1, 2)), rocks, strict=True):
        lay(state, tile, pos)


def tiles_showing(state, terrain, count):
    """``count`` garden tiles (from the stacks) showing ``terrain``."""
    code = ("greenery", "water", "rock").index(terrain)
    found = [
        t
        for stack in state.stacks.values()
        for t in stack
        if code in state.catalog.cells[t, 0].terrains
    ]
    return found[:count]


def opts(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


def events_of(state, action):
    return apply(state, action)


# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("difficulty", "tokens"), [("easy", 4), ("medium", 3), ("hard", 2)])
def test_the_difficulty_sets_the_approval_tokens(difficulty, tokens):
    part = summer(summer_game(difficulty=difficulty))
    assert part.eyes == part.tokens == tokens


def test_SM1_request_markers_stand_on_the_eight_spaces_beside_the_corners_and_no_tile_goes_there():
    state = summer_game()
    part = summer(state)
    assert sorted([*part.markers, *part.requests]) == sorted(SPACES)
    assert not any((x, y) in state.allowed for x, y in SPACES)
    assert len(part.display) == 3 and len(part.pile) == 12 - 3 - 1


def test_SM15_the_first_player_chooses_the_marker_the_first_request_replaces():
    state = new_game(2, 0, first=1, ruleset=["summer"])
    pending = decision(state)
    assert pending.kind == "summer_first_request" and pending.player == 1
    assert sorted((o.x, o.y) for o in pending.options) == sorted(SPACES)
    after = do(state, pending.options[0])
    assert summer(after).requests == {
        (pending.options[0].x, pending.options[0].y): pending.options[0].request
    }
    assert decision(after).kind == "main"


def test_SM2_supervisors_stand_on_the_central_tiles_two_character_spots():
    state = summer_game()
    assert sorted(summer(state).supervisors) == [(3, 3, "tile"), (4, 4, "tile")]


def test_the_lanterns_are_table_1_5s_cooperative_and_solo_sets():
    assert list(summer_game(2).players[0].lanterns) == [
        "double_decoration",
        "combined_actions",
        "double_build",
        "search_deck",
    ]
    assert list(summer_game(1).players[0].lanterns) == ["combined_actions", "search_deck"]


def test_SM11_the_emperor_and_the_lady_watch_beside_two_revealed_characters():
    state = summer_game()
    assert summer(state).watching == ["emperor", "lady"]
    assert len(state.char_display) == 2
    assert not {"emperor", "lady"} & {*state.char_deck, *state.char_display}


@pytest.mark.parametrize("players", [1, 2])
def test_SM18_landscape_tokens_lie_in_the_three_four_player_layout(players):
    assert summer_game(players).tokens == new_game(3, 0).tokens


def test_summer_excludes_the_parts_of_table_1_3():
    for part in ("bamboo-kingfisher", "flying-lanterns", "seasoned-characters", "nature"):
        with pytest.raises(SetupError, match="cannot be played with"):
            new_game(2, 0, ruleset=["summer", part])


# --- building and the Supervisors -------------------------------------------------------------


def test_SM4_a_new_tile_must_touch_the_tile_a_supervisor_stands_on():
    state = summer_game()
    part = summer(state)
    part.supervisors = [(3, 3, "tile")]  # one Supervisor left, on the central tile
    lay(state, tiles_showing(state, "rock", 1)[0], (2, 3))
    part.supervisors = [(2, 3, "tile")]  # standing on a garden tile west of the centre
    state = arranged(state)
    builds = opts(state, A.Build)
    assert builds and all(abs(b.x - 2) + abs(b.y - 3) == 1 for b in builds)
    far = next(
        A.Build(s, x, y, r)
        for s in state.stacks
        for x, y in sorted(state.frontier)
        for r in range(4)
        if abs(x - 2) + abs(y - 3) > 1
    )
    with pytest.raises(Exception, match="must touch the tile a Supervisor stands on"):
        apply(state, far)


def test_SM9_ignoring_the_supervisors_costs_an_approval_and_frees_the_next_tile_only():
    state = summer_game()
    part = summer(state)
    lay(state, tiles_showing(state, "rock", 1)[0], (2, 3))
    part.supervisors = [(2, 3, "tile")]
    state = arranged(state)
    near = {(b.x, b.y) for b in opts(state, A.Build)}
    state, events = apply(state, IgnoreSupervisors())
    assert summer(state).eyes == 2
    assert any("Approval lost" in e.text for e in events)
    freed = opts(state, A.Build)
    far = next(b for b in freed if (b.x, b.y) not in near)
    state = do(state, far)
    assert not summer(state).ignoring


def test_SM10_spending_approval_by_choice_needs_an_eye():
    state = summer_game()
    summer(state).eyes = 0
    state = arranged(state)
    kinds = {type(o) for o in legal_actions(state)}
    assert not kinds & {IgnoreSupervisors, MoveSupervisor, SwapRequest}


def test_move_a_supervisor_to_a_free_character_spot_for_an_approval():
    state = arranged(with_spot(summer_game()))
    moves = opts(state, MoveSupervisor)
    assert moves
    move = moves[0]
    after = do(state, move)
    assert (move.x, move.y, move.spot) in summer(after).supervisors
    assert (move.sx, move.sy, move.sspot) not in summer(after).supervisors
    assert summer(after).eyes == summer(state).eyes - 1


def test_a_supervisors_spot_is_not_free_for_characters():
    from engine.tang_garden.garden import free_character_spots

    state = summer_game()
    assert not set(summer(state).supervisors) & set(free_character_spots(state))


# --- the Request tiles ------------------------------------------------------------------------


def test_place_a_request_tile_costs_ten_coins_and_refills_the_display():
    state = summer_game()
    state.players[0].coins = 10
    state = arranged(state)
    place = opts(state, PlaceRequest)[0]
    after = do(state, place)
    part = summer(after)
    assert after.players[0].coins == 0
    assert part.requests[place.x, place.y] == place.request
    assert (place.x, place.y) not in part.markers and len(part.display) == 3


def test_SM7_the_solo_game_pays_fifteen_coins_for_a_request_tile_and_for_approval():
    state = summer_game(players=1)
    summer(state).eyes -= 1
    state.players[0].coins = 14
    state = arranged(state)
    assert not opts(state, PlaceRequest) and not opts(state, RefreshApproval)
    state.players[0].coins = 15
    state = arranged(state)
    assert opts(state, PlaceRequest) and opts(state, RefreshApproval)


def test_refresh_an_approval_token_for_ten_coins():
    state = summer_game()
    summer(state).eyes = 1
    state.players[0].coins = 12
    after = do(arranged(state), RefreshApproval())
    assert summer(after).eyes == 2 and after.players[0].coins == 2


def test_swap_an_uncompleted_request_with_one_of_the_display_for_an_approval():
    state = summer_game()
    swap = opts(state, SwapRequest)[0]
    before = summer(state).requests[swap.x, swap.y]
    after = do(state, swap)
    assert summer(after).requests[swap.x, swap.y] == swap.request
    assert before in summer(after).display and summer(after).eyes == summer(state).eyes - 1


def _request_here(state, request, pos=(1, 0)):
    part = summer(state)
    part.requests = {pos: request}
    part.markers = [p for p in SPACES if p != pos]


def test_complete_a_met_request_puts_a_marker_on_it_and_refreshes_an_approval():
    state = summer_game()
    _request_here(state, "r02")  # four touching rock tiles in the north-west quarter
    four_rocks(state)
    summer(state).eyes = 1
    state = arranged(state)
    state, events = apply(state, CompleteRequest(1, 0))
    part = summer(state)
    assert part.completed == [(1, 0)] and part.eyes == 2
    assert any("completes the Request “Rock ridge”" in e.text for e in events)
    assert CompleteRequest(1, 0) not in legal_actions(state)  # once only


def test_an_unmet_request_cannot_be_completed_and_says_what_it_asks():
    state = summer_game()
    _request_here(state, "r02")
    state = arranged(state)
    assert not opts(state, CompleteRequest)
    with pytest.raises(Exception, match="touching tiles showing rock"):
        apply(state, CompleteRequest(1, 0))


def test_SM6_district_terrains_count_garden_tiles_not_the_central_tile():
    from engine.tang_garden.modules.summer import condition

    state = summer_game()
    _request_here(state, "r01", (1, 0))  # three of each terrain in the north-west quarter
    rule = condition(state, "r01")
    assert not rule.met(state, (1, 0))  # the central tile's quarter there does not count
    used: set[str] = set()
    spaces = iter([(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2), (1, 3), (2, 3), (0, 2)])
    for terrain in ("greenery", "water", "rock"):
        for tile in [t for t in tiles_showing(state, terrain, 12) if t not in used][:3]:
            used.add(tile)
            lay(state, tile, next(spaces))
    assert rule.met(state, (1, 0))


def test_SM6_touching_tiles_form_one_group():
    from engine.tang_garden.modules.summer import condition

    state = summer_game()
    rule = condition(state, "r02")
    rocks = tiles_showing(state, "rock", 4)
    for pos, tile in zip(((0, 2), (2, 1), (2, 2), (0, 3)), rocks, strict=True):  # two groups of two
        lay(state, tile, pos)
    assert not rule.met(state, (1, 0))
    state.board[(1, 2)] = state.board.pop((0, 3))  # now one group of four
    assert rule.met(state, (1, 0))


def test_SM6_characters_in_the_district_count_miniatures_not_supervisors():
    from engine.tang_garden.modules.summer import condition
    from engine.tang_garden.state import Mini

    state = summer_game()
    rule = condition(state, "r07")
    summer(state).supervisors = [(3, 3, "tile"), (2, 2, "tile")]
    state.minis = {(1, 1, "tile"): Mini("monk", 0, 0), (2, 1, "tile"): Mini("poet", 1, 0)}
    assert not rule.met(state, (1, 0))
    state.minis[(3, 3, "tile")] = Mini("student", 0, 0)
    assert rule.met(state, (1, 0))


def test_SM6_different_decorations_are_decoration_types():
    from engine.tang_garden.modules.summer import condition

    state = summer_game()
    rule = condition(state, "r08")
    state.decorations = {(1, 1): "pine", (2, 1): "pine", (1, 2): "bird", (2, 2): "fish"}
    assert not rule.met(state, (1, 0))
    state.decorations[(3, 2)] = "lotus"
    assert rule.met(state, (1, 0))


def test_SM6_walled_tiles_count_request_tiles():
    from engine.tang_garden.catalog import WALL
    from engine.tang_garden.modules.summer import condition

    state = summer_game()
    rule = condition(state, "r09")
    walled = [
        t for s in state.stacks.values() for t in s if WALL in state.catalog.cells[t, 0].edges
    ]
    for pos, tile in zip(((1, 1), (2, 1), (1, 2), (2, 2), (3, 2)), walled[:5], strict=True):
        lay(state, tile, pos)
    summer(state).requests = {(6, 0): "r01"}  # not in this quarter
    assert not rule.met(state, (1, 0))
    summer(state).requests[(0, 1)] = "r02"  # a Request tile in the quarter: the sixth
    assert rule.met(state, (1, 0))


def test_SM6_landscape_requests_count_the_icons_of_their_edge():
    from engine.tang_garden.modules.summer import condition
    from engine.tang_garden.modules.summer.geometry import nearest_side

    state = summer_game()
    assert nearest_side(state, (1, 0)) == 0 and nearest_side(state, (0, 6)) == 3
    north = [sid for sid, s in state.catalog.slots.items() if s.side == "N"]
    for sid in north:
        state.slots[sid] = None
    assert condition(state, "r10").progress(state, (1, 0)) == 0
    tiles = sorted(state.catalog.landscapes, key=lambda t: -len(state.catalog.landscapes[t].icons))
    for sid in north:
        size = state.catalog.slots[sid].size
        state.slots[sid] = next(
            t
            for t in tiles
            if state.catalog.landscapes[t].size == size and t not in state.slots.values()
        )
    icons = [i for sid in north for i in state.catalog.landscapes[state.slots[sid]].icons]
    assert condition(state, "r10").met(state, (1, 0)) == (len(icons) >= 7)


def test_SM22_a_request_tile_closes_terrain_like_a_wall():
    from engine.tang_garden.garden import build_rewards

    state = summer_game()
    part = summer(state)
    part.requests = {}
    part.markers = list(SPACES)
    # a tile beside a Request space whose terrain runs to it: open with a marker, closed by a tile
    cell = next(
        cell
        for cell in (state.catalog.cells[t, 0] for s in state.stacks.values() for t in s)
        if cell.edges[0] in (0, 1, 2)
        and cell.region_at[0] >= 0
        and len(cell.regions) == 1
        and cell.regions[0][1] == (0,)
    )  # a tile with a lone terrain facing north (the stacks hold several)
    state.board[(1, 1)] = None  # placeholder removed below
    del state.board[(1, 1)]
    open_rewards = build_rewards(state, cell, (1, 1))
    part.requests = {(1, 0): "r01"}
    closed_rewards = build_rewards(state, cell, (1, 1))
    assert sum(closed_rewards.enclosures) == sum(open_rewards.enclosures) + 1


# --- characters and decorations ---------------------------------------------------------------


def test_SM12_a_character_pays_the_active_player_when_placed():
    from engine.tang_garden.scoring import character_score

    state = summer_game()
    player = state.players[0]
    player.tracks = [3, 3, 3]
    player.thresholds_claimed = 0
    state = after_main(with_spot(state))
    influence = next(o for o in legal_actions(state) if isinstance(o, A.Influence))
    state = do(state, influence)
    take = next(o for o in legal_actions(state) if isinstance(o, A.TakeCharacter))
    state = do(state, take)
    place = next(o for o in legal_actions(state) if isinstance(o, A.PlaceCharacter))
    coins = state.players[0].coins
    after, events = apply(state, place)
    at = (place.x, place.y, place.spot)
    paid = character_score(after, at[:2], after.minis[at]).total
    assert after.players[0].coins == coins + paid
    assert any("placed" in e.text for e in events if e.kind == "coins") or paid == 0


def test_SM11_the_emperor_replaces_a_supervisor_and_both_gone_free_the_building():
    state = summer_game()
    state.players[0].tracks = [3, 3, 3]
    state = after_main(with_spot(state))
    state = do(state, A.Influence(), A.TakeCharacter("emperor"))
    spots = {(o.x, o.y, o.spot) for o in opts(state, A.PlaceCharacter) if o.character == "emperor"}
    assert spots == set(summer(state).supervisors)
    state = do(state, A.PlaceCharacter("emperor", 3, 3, "tile", "N"))
    assert summer(state).supervisors == [(4, 4, "tile")]
    assert summer(state).watching == ["lady"]  # SM11: not refilled
    assert len(state.char_display) == 2
    near = supervised(state)
    summer(state).supervisors = []
    state = do(arranged(state), A.EndTurn())  # the next player's main action
    assert any((b.x, b.y) not in near for b in opts(state, A.Build))  # anywhere now
    assert not opts(state, IgnoreSupervisors)


def test_no_placeable_decoration_discards_the_cards_and_exhausts_an_approval():
    state = summer_game()
    state.decorations = {pos: "pine" for pos, cell in state.board.items() if cell.icon}
    for kind in state.supply:
        state.supply[kind] = 0
    state = arranged(state)
    state = do(state, A.Decorate())
    assert decision(state).options == (A.DiscardDrawn(),)
    after, events = apply(state, A.DiscardDrawn())
    assert summer(after).eyes == summer(state).eyes - 1
    assert any("no drawn decoration could be placed" in e.text for e in events)


def test_SM21_exhausting_with_no_eye_loses_at_once_in_the_middle_of_a_turn():
    state = summer_game()
    for kind in state.supply:
        state.supply[kind] = 0
    summer(state).eyes = 0
    state = arranged(state)
    state = do(state, A.Decorate())
    after = do(state, A.DiscardDrawn())
    assert after.over and after.result.outcome == "defeat"
    assert after.result.cause == "an Approval token had to be exhausted and none showed its eye"
    assert after.result.winners == () and not legal_actions(after)


def test_SM13_an_empty_decoration_deck_at_the_end_of_a_turn_loses():
    state = summer_game()
    state.deco_discard.extend(state.deco_deck)
    state.deco_deck = []
    state = arranged(state)
    state = do(state, opts(state, A.Build)[0])
    while decision(state).kind != "post":
        state = do(state, decision(state).options[0])
    after = do(state, A.EndTurn())
    assert after.over and after.result.cause == "the decoration deck ran out at the end of a turn"


def test_SM14_the_base_end_triggers_do_not_end_summer():
    state = summer_game()
    state.tokens = {}
    state = arranged(state)
    state = do(state, opts(state, A.Build)[0])
    assert not state.end_triggered


def test_SM21_completing_the_eighth_request_wins_at_once_for_the_whole_team():
    state = summer_game(players=3)
    part = summer(state)
    part.requests = {pos: "r02" for pos in SPACES}
    part.markers = []
    part.completed = SPACES[1:]
    four_rocks(state)
    state = arranged(state)
    after = do(state, CompleteRequest(1, 0))
    result = after.result
    assert after.over and result.outcome == "victory" and result.winners == (0, 1, 2)
    assert dict(result.rows())["Requests completed"] == (8, 8, 8)


def test_SM19_solo_advances_past_a_full_track_pay_a_coin():
    from engine.tang_garden.effects import advance

    state = summer_game(players=1)
    top = state.catalog.top_level
    state.players[0].tracks = [top, 0, 0]
    coins = state.players[0].coins
    advance(state, 0, 0, 2, [])
    assert state.players[0].coins == coins + 2
    duo = summer_game(players=2)
    duo.players[0].tracks = [top, 0, 0]
    coins = duo.players[0].coins
    advance(duo, 0, 0, 2, [])
    assert duo.players[0].coins == coins


def test_SM14_a_round_in_which_nothing_can_be_placed_is_a_defeat():
    from engine.tang_garden.play import finish

    state = summer_game()
    finish(state, "a whole round passed in which nothing was placed in the garden", [])
    assert state.result.outcome == "defeat"
    assert state.result.cause == "the garden could not grow any further"


def test_SM20_the_result_is_the_same_for_every_player():
    state = summer_game(players=4)
    state.deco_deck = []
    state = arranged(state)
    state = do(state, opts(state, A.Build)[0])
    while decision(state).kind != "post":
        state = do(state, decision(state).options[0])
    result = do(state, A.EndTurn()).result
    rows = dict(result.rows())
    assert len(set(rows["Requests completed"])) == 1 and len(set(rows["Approval left"])) == 1
    assert {result.standing(i) for i in range(4)} == {result.standing(0)}


def test_the_request_pile_is_hidden_from_every_player():
    state = summer_game()
    for viewer in (None, 0, 1):
        shown = player_view(state, viewer)["modules"]["summer"]
        assert shown["pile"] == len(summer(state).pile)  # how many, never which


def test_the_log_explains_each_approval_lost_and_each_request_completed():
    state = arranged(with_spot(summer_game()))
    _, events = apply(state, opts(state, MoveSupervisor)[0])
    words = [e.text for e in events]
    assert any(
        w.startswith("Approval lost: Player 1 moves a Supervisor. 2 Approval tokens") for w in words
    )


# --- the team's computer players --------------------------------------------------------------


def test_computer_players_judge_for_the_team():
    state = summer_game()
    assert state.ruleset.team_play
    vals = values(state)
    assert len(set(vals)) == 1  # the same for every seat


def test_the_team_judges_a_draw_that_cannot_be_placed_and_no_room_to_build_as_a_risk():
    from engine.tang_garden.modules.summer.judgement import draw_failure, room, team_prospects

    state = summer_game()
    assert draw_failure(state) < 0.5 and room(state) > 0
    full = arranged(state)
    full.decorations = {pos: "pine" for pos, cell in full.board.items() if cell.icon}
    assert draw_failure(full) == 1.0  # no drawn card could be placed
    assert team_prospects(full) < team_prospects(state)
    bare = arranged(state)
    summer(full).eyes = summer(bare).eyes = 0  # a forced exhaustion would lose the game
    assert team_prospects(full) < team_prospects(bare) - 100
    hemmed = arranged(state)
    for pos in supervised(hemmed):
        hemmed.allowed = hemmed.allowed - {pos}
    hemmed.frontier = Frontier.around(hemmed.catalog, hemmed.board, hemmed.allowed)
    assert room(hemmed) == 0 and team_prospects(hemmed) < team_prospects(state)


def test_a_computer_team_mate_completes_a_met_request():
    state = summer_game()
    _request_here(state, "r02")
    four_rocks(state)
    state = arranged(state)
    assert make_bot("medium", 1).choose(position(state)) == CompleteRequest(1, 0)


def test_simulate_plays_each_difficulty():
    runs = variants(["summer"])
    assert [r[0]["options"]["difficulty"] for r in runs] == ["easy", "medium", "hard"]
    assert variants([{"id": "summer", "options": {"difficulty": "hard"}}]) == [
        [{"id": "summer", "options": {"difficulty": "hard"}}]
    ]
    for run in runs:
        (summary,) = simulate(1, 1, 3, run)
        assert summary.result.difficulty == run[0]["options"]["difficulty"]


# --- random games -----------------------------------------------------------------------------

GAMES = settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check(state, seen: list) -> None:
    part = summer(state)
    check_counts(state)
    assert 0 <= part.eyes <= part.tokens
    assert len(set(part.completed)) == len(part.completed)
    assert set(part.completed) <= set(part.requests)
    assert not set(part.requests) & set(part.markers)
    assert not any(pos in state.board for pos in SPACES)
    assert part.completed[: len(seen[-1])] == seen[-1]  # a completed Request stays completed
    assert bool(legal_actions(state)) == (not state.over)
    if state.over:
        rows = dict(state.result.rows())
        assert all(len(set(values)) == 1 for values in rows.values())


@GAMES
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 10**6),
    difficulty=st.sampled_from(["easy", "medium", "hard"]),
)
def test_random_summer_games_keep_every_invariant(players, seed, difficulty):
    state = random_summer_game(players, seed, difficulty)
    again = replay(to_record(state))
    assert player_view(again, None) == player_view(state, None)
    assert again.result.to_dict() == state.result.to_dict()


def random_summer_game(players: int, seed: int, difficulty: str):
    """A game of random choices (half the seeds spend no Approval by choice: longer games; a
    met Request is always completed), every invariant checked after each action."""
    ruleset = [{"id": "summer", "options": {"difficulty": difficulty}}]
    state = new_game(players, seed, ruleset=ruleset)
    rand = random.Random(seed)
    completed_before: list = [[]]
    thrifty = seed % 2
    spending = (MoveSupervisor, IgnoreSupervisors, SwapRequest)
    while not state.over:
        options = legal_actions(state)
        kept = [o for o in options if not isinstance(o, spending)] if thrifty else options
        completing = [o for o in kept if isinstance(o, CompleteRequest)]
        state, _ = apply(state, rand.choice(completing or kept or options))
        _check(state, completed_before)
        completed_before.append(list(summer(state).completed))
    assert state.result.outcome in ("victory", "defeat")
    return state


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_500_random_summer_games_without_error(players):
    for seed in range(500):
        random_summer_game(players, seed, ("easy", "medium", "hard")[seed % 3])


def test_SM3_a_district_is_a_quarter_and_holds_two_request_spaces():
    from engine.tang_garden.modules.summer.geometry import district

    state = summer_game()
    quarters = {tuple(district(state, pos)) for pos in SPACES}
    assert len(quarters) == 4 and all(len(q) == 16 for q in quarters)
    for quarter in quarters:
        assert sum(pos in quarter for pos in SPACES) == 2


def test_SM5_the_two_illegible_requests_are_touching_water_and_greenery():
    from engine.tang_garden.modules.summer import condition

    state = summer_game()
    assert condition(state, "r03").text() == "Quarter: 4 touching tiles showing water"
    assert condition(state, "r04").text() == "Quarter: 4 touching tiles showing greenery"


def test_SM8_optional_actions_come_before_and_after_the_main_action_and_repeat():
    state = arranged(with_spot(summer_game(difficulty="easy")))
    assert opts(state, MoveSupervisor)  # before the main action
    state = do(state, opts(state, MoveSupervisor)[0])
    assert opts(state, MoveSupervisor)  # again, while Approval lasts
    state = after_main(state)
    assert decision(state).kind == "post" and opts(state, MoveSupervisor)  # after it


def test_SM16_the_active_player_pays_from_their_own_coins():
    state = summer_game()
    state.players[0].coins = 3
    state.players[1].coins = 30
    state = arranged(state)
    assert not opts(state, PlaceRequest)  # Player 1's turn: Player 2's coins do not help


def test_SM17_the_actress_alone_of_the_seasons_characters_joins_the_deck():
    state = summer_game(players=1)
    seasons = {"actress", "general", "viola_michele", "astronomer", "weaver", "diplomat"}
    dealt = {*state.char_deck, *state.char_display}
    assert "actress" in dealt and not (seasons - {"actress"}) & set(state.catalog.characters)


def _actress_taken(players=1):
    """A Summer game in which Player 1 has built, influences and takes the Actress (a tile
    with a character spot at F4, every track high enough)."""
    state = summer_game(players=players)
    state.players[0].tracks = [3, 3, 3]
    if "actress" not in state.char_display:
        state.char_deck.remove("actress")
        state.char_display.append("actress")
    state = after_main(with_spot(state))
    return do(state, A.Influence(), A.TakeCharacter("actress"))


def test_SM17_taking_the_actress_gives_the_solo_player_a_free_placement_lantern():
    state = _actress_taken(players=1)
    assert state.players[0].lanterns.get("actress_free_placement") is True


def test_SM17_the_actress_pays_when_placed_and_her_lantern_goes_back():
    from engine.tang_garden.scoring import character_score

    state = _actress_taken()
    place = A.PlaceCharacter("actress", 5, 3, "tile", "N")
    assert place in legal_actions(state)
    coins = state.players[0].coins
    after = do(state, place)
    paid = character_score(after, (5, 3), after.minis[5, 3, "tile"]).total
    assert paid >= 5 and after.players[0].coins == coins + paid  # 5 coins, plus her audience
    assert "actress_free_placement" not in after.players[0].lanterns


def test_SM23_free_placement_never_puts_a_character_on_a_supervisors_space():
    state = _actress_taken()
    use = A.UseLantern("actress_free_placement")
    assert use in legal_actions(state)
    state = do(state, use)
    spots = {(o.x, o.y, o.spot) for o in opts(state, A.PlaceCharacter)}
    assert (3, 4, "tile") in spots  # a quarter of the central tile with no spot would do...
    assert not spots & set(summer(state).supervisors)  # ...not a Supervisor's


def test_a_part_after_setup_step_9_follows_summers_own_step_9():
    """Summer replaces step 9 (its landscape-token layout); the Leaves come after step 9: the
    replacing step keeps the name the others go before or after."""
    state = new_game(2, 0, ruleset=["summer", "autumn-leaves"])
    assert state.tokens == new_game(3, 0).tokens and state.ext["autumn-leaves"] is not None


def _recorded(name: str):
    """A recorded Summer position (Medium team-mates at Easy, 4 Approval tokens)."""
    return replay(json.loads((Path(__file__).parent / "fixtures" / "bots" / name).read_text()))


FORMER_JUDGEMENT = {"APPROVAL_WORTH": (0.0, 40.0, 58.0, 70.0, 80.0), "LAST_EYE_LOST": 200.0}


def test_a_computer_team_keeps_approval_in_reserve_rather_than_move_a_supervisor(monkeypatch):
    """Easy, seed 1, turn 11: three Approval tokens left, nothing a Supervisor's move would
    complete now. The team ends the turn; judged as before, it spent the token on the move and
    went on spending down to none at every difficulty."""
    from engine.tang_garden.modules.summer import judgement

    state = _recorded("summer_keep_approval.json")
    assert summer(state).eyes == 3
    assert make_bot("medium", 1).choose(position(state)) == A.EndTurn()
    for name, value in FORMER_JUDGEMENT.items():
        monkeypatch.setattr(judgement, name, value)
    assert isinstance(make_bot("medium", 1).choose(position(state)), MoveSupervisor)


def test_with_two_approval_tokens_left_the_team_buys_one_back_before_another_request(monkeypatch):
    """Easy, seed 1, turn 12: two tokens left and 10 coins. The team refreshes an Approval
    token; judged as before, it laid another Request tile and kept two."""
    from engine.tang_garden.modules.summer import judgement

    state = _recorded("summer_refresh_approval.json")
    assert summer(state).eyes == 2 and state.players[state.current].coins >= 10
    assert make_bot("medium", 1).choose(position(state)) == RefreshApproval()
    for name, value in FORMER_JUDGEMENT.items():
        monkeypatch.setattr(judgement, name, value)
    assert isinstance(make_bot("medium", 1).choose(position(state)), PlaceRequest)

"""Build the Garden: placement, edge matching, rewards, enclosure, temples, tokens, refills.

Scenes use the starting tile side A unturned at (3,3)-(4,4): NW greenery edges N and W, NE all
footpath, SE water edges E and S, SW rock edges S and W.
"""

import pytest

from engine.core.events import IllegalAction
from engine.tang_garden.actions import AdvanceTrack, Build, EndTurn, InsertLandscape, TakeCoins
from engine.tang_garden.game import decision, preview_build
from tests.helpers import (
    do,
    game,
    neutral,
    options,
    put,
    run,
    set_face_up,
    set_top,
)


def scene():
    return neutral(game())


def build(state, stack, tile, x, y, rot):
    """Put ``tile`` on top of its stack and build it; the new state."""
    set_top(state, stack, tile)
    return do(state, Build(stack, x, y, rot))


def tracks(state, player=0):
    return state.players[player].tracks


def coins(state, player=0):
    return state.players[player].coins


# --- the starting tile ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rot", "greenery_spaces"),
    [(0, {(3, 2), (2, 3)}), (1, {(4, 2), (5, 3)}), (2, {(5, 4), (4, 5)}), (3, {(3, 5), (2, 4)})],
)
def test_starting_tile_may_be_turned_any_way(rot, greenery_spaces):
    """The starting tile may be oriented in any direction; its greenery quarter (side A: north
    and west edges of the NW quarter when unturned) turns with it."""
    state = neutral(game(start_rot=rot))
    set_top(state, "greenery", "G08")  # greenery on its printed north edge only
    matching = {
        (b.x, b.y)
        for b in options(state, Build)
        if b.stack == "greenery" and preview_build(state, b).matches[0]
    }
    assert matching == greenery_spaces


# --- placement --------------------------------------------------------------------------------


def test_tile_must_be_adjacent_to_the_garden():
    """A tile must be placed next to a tile already in the garden."""
    state = set_top(scene(), "greenery", "G08")
    far = Build("greenery", 0, 0, 0)
    assert far not in options(state)
    with pytest.raises(IllegalAction, match="next to a tile already in the garden"):
        run(state, far)
    assert Build("greenery", 3, 2, 2) in options(state)


def test_edges_must_match_and_the_refusal_names_the_edge():
    """Terrain on touching edges must match; the refusal says which edge fails."""
    state = set_top(scene(), "greenery", "G01")  # all greenery
    assert not [b for b in options(state, Build) if (b.stack, b.x, b.y) == ("greenery", 4, 2)]
    with pytest.raises(IllegalAction) as err:
        run(state, Build("greenery", 4, 2, 0))
    message = str(err.value)
    assert "south edge (greenery)" in message
    assert "footpath" in message


def test_rotation_turns_the_tile_clockwise():
    """rot 1 turns the printed north edge to the east."""
    state = set_top(scene(), "greenery", "G08")  # greenery only on the printed north edge
    with pytest.raises(IllegalAction, match=r"east edge \(footpath\).*greenery"):
        run(state, Build("greenery", 2, 3, 0))
    after = do(state, Build("greenery", 2, 3, 1))
    assert tracks(after) == [1, 0, 0]


def test_a_wall_matches_any_terrain_without_reward():
    """A wall edge may touch any terrain and earns nothing."""
    state = set_top(scene(), "water", "W13")  # wall on the printed north edge
    with pytest.raises(IllegalAction, match=r"south edge \(water\)"):
        run(state, Build("water", 3, 2, 0))
    after = do(state, Build("water", 3, 2, 2))  # wall south, against the greenery edge
    assert tracks(after) == [0, 0, 0]
    assert coins(after) == 0


def test_one_advance_per_matching_terrain_edge():
    """Each edge matching a neighbour's greenery, water or rock edge advances that track."""
    state = put(scene(), "R10", 2, 4, 5)  # rock on its west edge
    after = build(state, "rock", "R03", 3, 5, 0)  # rock north (start SW) and east (R10)
    assert tracks(after) == [0, 0, 2]
    assert coins(after) == 0


# --- enclosure --------------------------------------------------------------------------------


def test_enclosure_example_greenery_connection_and_wall():
    """Rulebook example: one greenery advance for the connection, one for enclosing; the wall
    touching another terrain gives nothing."""
    state = scene()
    put(state, "G12", 2, 3, 1)  # its wall faces south
    put(state, "R05", 1, 4, 2)  # rock on its west edge, open to the east
    put(state, "G08", 1, 2, 3)  # greenery only towards the start's NW quarter
    after = build(state, "greenery", "G13", 3, 2, 0)  # N greenery vs wall, E wall vs rock
    assert tracks(after) == [2, 0, 0]
    assert coins(after) == 0


def test_enclosure_centre_region_tile_counts():
    """A tile showing an enclosed area in its centre advances that track on placement."""
    after = build(scene(), "greenery", "G09", 4, 2, 0)
    assert tracks(after) == [1, 0, 0]
    assert coins(after) == 1  # and its south footpath matches the start tile


def test_enclosure_by_a_new_tiles_wall_counts_for_the_neighbours_region_D1():
    """A neighbour's region closed by the new tile's wall is enclosed (+1)."""
    state = put(scene(), "W07", 3, 4, 2)  # water only on its west edge
    after = build(state, "greenery", "G12", 3, 2, 1)  # wall east against that water
    assert tracks(after) == [1, 1, 0]  # greenery match, water enclosure


def test_enclosure_by_a_temple_counts_for_the_neighbours_region():
    """Temple edges close regions: the neighbour's water region is enclosed."""
    state = put(scene(), "W07", 3, 4, 2)
    after = build(state, "tao", "T01", 3, 2, 0)  # lotus temple
    assert tracks(after) == [0, 1, 0]
    assert coins(after) == 2  # 1 for the temple + 1 for the adjacent water edge


def test_enclosure_one_advance_per_region_closed_D1():
    """Two regions closed by one placement give two advances."""
    state = put(scene(), "W07", 3, 4, 2)  # water only on its west edge
    put(state, "T05", 0, 2, 2)  # water only on its east edge (greenery north, open)
    after = build(state, "tao", "T01", 3, 2, 0)  # lotus temple between them
    assert tracks(after) == [0, 2, 0]
    assert coins(after) == 3  # 1 + two adjacent water edges


def _row_to_the_west_edge(state):
    put(state, "G12", 2, 3, 2)  # wall closes the NW quarter's north side
    put(state, "G06", 1, 2, 3)  # greenery west-east
    put(state, "T09", 1, 1, 3)  # greenery west-east
    return state


def test_enclosure_never_at_the_garden_edge_D1():
    """Terrain reaching the edge of the garden board is not enclosed."""
    after = build(_row_to_the_west_edge(scene()), "greenery", "G13", 0, 3, 1)
    assert tracks(after) == [1, 0, 0]  # the match only


def test_enclosure_of_a_region_closed_away_from_the_garden_edge():
    """The same row is enclosed when the new tile's region facing the edge is a separate one."""
    after = build(_row_to_the_west_edge(scene()), "greenery", "G07", 0, 3, 1)
    assert tracks(after) == [2, 0, 0]  # match + enclosure; G07's west region is at the edge


# --- footpaths --------------------------------------------------------------------------------


def test_footpath_one_match_gives_one_coin():
    """Matching one footpath edge gives one coin and no choice."""
    after = build(scene(), "tao", "T08", 4, 2, 0)
    assert coins(after) == 1
    assert tracks(after) == [0, 0, 0]
    assert options(after, TakeCoins) == []


def _two_footpaths():
    return put(scene(), "G08", 0, 5, 2)  # footpath on its south edge


def test_footpath_two_matches_offer_two_coins_or_any_track():
    """Two matching footpaths: two coins, or one advance on any track instead."""
    after = build(_two_footpaths(), "tao", "T08", 5, 3, 0)
    assert set(options(after)) == {
        TakeCoins(),
        AdvanceTrack("greenery"),
        AdvanceTrack("water"),
        AdvanceTrack("rock"),
    }
    assert coins(do(after, TakeCoins())) == 2
    chose = do(after, AdvanceTrack("rock"))
    assert (coins(chose), tracks(chose)) == (0, [0, 0, 1])


def _three_footpaths():
    state = _two_footpaths()
    return put(state, "W07", 3, 5, 4)  # footpath north, water west against the start


def test_footpath_three_matches_D2():
    """D2: one coin per match; two of them may be exchanged for one advance."""
    after = build(_three_footpaths(), "tao", "T08", 5, 3, 0)
    assert coins(do(after, TakeCoins())) == 3
    chose = do(after, AdvanceTrack("water"))
    assert (coins(chose), tracks(chose)) == (1, [0, 1, 0])
    assert options(chose, TakeCoins) == []


def test_footpath_four_matches_D2():
    """D2: four matches can become two advances, or one advance and two coins."""
    state = put(_three_footpaths(), "G09", 0, 6, 3)
    after = build(state, "tao", "T08", 5, 3, 0)
    assert coins(do(after, TakeCoins())) == 4
    once = do(after, AdvanceTrack("water"))
    assert TakeCoins() in options(once)
    twice = do(once, AdvanceTrack("rock"))
    assert (coins(twice), tracks(twice)) == (0, [0, 1, 1])
    mixed = do(once, TakeCoins())
    assert (coins(mixed), tracks(mixed)) == (2, [0, 1, 0])


# --- temples ----------------------------------------------------------------------------------


def test_temple_edges_need_not_match():
    """A temple may be placed next to any edge, in any turn."""
    state = set_top(scene(), "tao", "T03")
    placed = {(b.x, b.y) for b in options(state, Build) if b.stack == "tao"}
    assert placed == set(state.frontier)
    after = do(state, Build("tao", 5, 4, 0))  # against the water edge
    assert coins(after) == 1  # only the temple's own coin


def test_temple_coin_per_adjacent_edge_of_its_terrain():
    """Flowers temple: one coin plus one per adjacent greenery edge."""
    state = put(scene(), "G08", 3, 4, 2)  # greenery only on its west edge
    after = build(state, "tao", "T02", 3, 2, 0)
    assert coins(after) == 3
    assert tracks(after) == [1, 0, 0]  # G08's greenery is closed by the temple


def test_temple_next_to_temple_D3():
    """D3: a temple next to a temple is legal and earns no coin from it."""
    state = put(scene(), "T02", 0, 4, 2)
    after = build(state, "tao", "T01", 3, 2, 0)
    assert coins(after) == 1


def test_simian_ting_example_viola_and_michele():
    """Rulebook: Viola's rock temple next to a rock edge gives 2 coins and a rock enclosure;
    Michele's rock edge against it then gives 1 coin, 1 footpath coin and an enclosure."""
    state = scene()
    put(state, "G08", 1, 2, 3)  # footpath on its south edge, towards the temple space
    put(state, "R13", 0, 3, 5)  # rock north only, closing below the start's rock
    state = build(state, "tao", "T03", 2, 4, 0)
    assert coins(state, 0) == 2
    assert tracks(state, 0) == [0, 0, 1]
    state = do(state, EndTurn())
    state = build(state, "rock", "R07", 2, 5, 0)  # rock north against the temple
    assert coins(state, 1) == 2
    assert tracks(state, 1) == [0, 0, 1]


def test_temple_coin_only_for_its_own_terrain():
    """A later tile touching a temple with another terrain gets no temple coin."""
    state = put(scene(), "T03", 0, 5, 3)  # rock temple east of the start's NE quarter
    after = build(state, "greenery", "G08", 5, 2, 2)  # greenery south against the temple
    assert coins(after) == 0
    after = build(put(scene(), "T03", 0, 5, 3), "rock", "R07", 5, 2, 2)  # rock south
    assert coins(after) == 1


# --- worked examples --------------------------------------------------------------------------


def test_example_violas_first_placement():
    """Rulebook: a tile matching water and footpath: one water advance and one coin."""
    state = put(scene(), "T08", 0, 5, 3)
    after = build(state, "tao", "T05", 5, 4, 2)
    assert tracks(after) == [0, 1, 0]
    assert coins(after) == 1


def test_example_two_footpaths_and_centre_greenery():
    """Rulebook: two footpaths (2 coins or any track) and the centre greenery enclosure."""
    after = build(_two_footpaths(), "greenery", "G09", 5, 3, 0)
    assert tracks(after) == [1, 0, 0]
    assert decision(after).kind == "footpath"
    assert coins(do(after, TakeCoins())) == 2
    assert tracks(do(after, AdvanceTrack("greenery"))) == [2, 0, 0]


def test_example_two_footpaths_water_match_and_enclosure():
    """Rulebook: two footpath coins plus two water advances (match and enclosure)."""
    state = scene()
    put(state, "T08", 0, 5, 3)
    put(state, "G09", 0, 5, 5)
    put(state, "G14", 2, 4, 5)  # water north only, closing below the start's water
    after = do(build(state, "water", "W07", 5, 4, 3), TakeCoins())
    assert tracks(after) == [0, 2, 0]
    assert coins(after) == 2


# --- landscape tokens -------------------------------------------------------------------------


@pytest.mark.parametrize("size", ["small", "large"])
def test_covering_a_landscape_token_takes_it_and_forces_an_insert(size):
    """Covering a token: take it, then insert one of the two visible tiles of its size into
    any free slot of that size; the display refills to two."""
    state = scene()
    if size == "small":
        put(state, "T08", 0, 4, 2)
        pos = (4, 1)
    else:
        put(state, "G08", 1, 2, 3)
        put(state, "T08", 0, 2, 2)
        pos = (2, 1)
    assert state.tokens[pos] == size
    visible = list(state.land_visible[size])
    pile = len(state.land_pile[size])
    after = build(state, "greenery", "G09", *pos, 0)
    assert pos not in after.tokens
    assert after.players[0].tokens[size] == 1
    assert after.players[0].tracks == [1, 0, 0]  # the tile's own reward came first
    free = [s for s, t in after.slots.items() if t is None and after.catalog.slots[s].size == size]
    inserts = set(options(after, InsertLandscape))
    assert inserts == {InsertLandscape(t, s) for t in visible for s in free}
    assert not options(after, EndTurn)  # the insert is not optional
    choice = InsertLandscape(visible[0], free[-1])
    done = do(after, choice)
    assert done.slots[free[-1]] == visible[0]
    assert len(done.land_visible[size]) == 2
    assert visible[0] not in done.land_visible[size]
    assert len(done.land_pile[size]) == pile - 1
    assert EndTurn() in options(done)


# --- face-up tiles ----------------------------------------------------------------------------


def test_refill_flips_every_top_when_fewer_than_two_face_up():
    """After a build, if fewer than two tiles are face up, every stack top is flipped."""
    state = set_face_up(scene(), water=False, rock=False)  # greenery and tao face up
    after = build(state, "greenery", "G08", 3, 2, 2)
    assert after.face_up == {"greenery": True, "water": True, "rock": True, "tao": True}


def test_no_refill_while_two_tiles_stay_face_up():
    """With two or more tiles still face up, the built stack's new top stays face down."""
    state = set_face_up(scene(), rock=False)
    after = build(state, "greenery", "G08", 3, 2, 2)
    assert after.face_up == {"greenery": False, "water": True, "rock": False, "tao": True}
    following = do(after, EndTurn())
    assert {b.stack for b in options(following, Build)} == {"water", "tao"}

"""The rulebook's own examples (digest 8.5), each as a test."""

from __future__ import annotations

from sans_helpers import COL, ROW, game, grid, with_display, with_garden, with_hand

from engine.core.flow import apply, decision
from engine.sanssouci.actions import MoveNoble, Pass, PlaceGardener, TakeTile
from engine.sanssouci.catalog import square
from engine.sanssouci.garden import noble_paths
from engine.sanssouci.scoring import final_result

DISPLAY = [
    "pavilion",  # white
    "statue",
    "pavilion",  # grey
    "labyrinth",
    "pavilion",  # orange
    "fountain",
    "topiary",  # fuchsia
    "herb spiral",
    "grapevine",  # turquoise
    "rose arch",
]


def slots(state) -> set[int]:
    return {o.slot for o in decision(state).options}


def test_susan_two_colour_card_takes_one_of_four_tiles():
    state = with_hand(with_display(game(), DISPLAY), "grey/turquoise")
    assert slots(state) == {2, 3, 8, 9}  # the two grey and the two turquoise squares


def test_michael_pavilion_card_takes_one_of_the_three_pavilions():
    state = with_hand(with_display(game(), DISPLAY), "pavilion")
    assert slots(state) == {0, 2, 4}


def test_amanda_stairway_card_with_no_stairway_on_display_takes_any_tile():
    state = with_hand(with_display(game(), DISPLAY), "stairway")
    assert slots(state) == set(range(10))


AMANDA = """
ppppppppp
..s......
..s......
.........
.........
s.s.s.s..
"""


def _amanda_takes_turquoise_pavilion(text: str):
    display = [*DISPLAY[:8], "pavilion", "rose arch"]
    state = with_garden(with_hand(with_display(game(), display), "pavilion"), text)
    state, _events = apply(state, TakeTile(state.gardens[0].hand[0], 8))
    return state


def test_amanda_taken_square_gives_a_gardener_in_its_row_or_column():
    state = _amanda_takes_turquoise_pavilion(AMANDA)
    pending = decision(state)
    assert pending.kind == "gardener"
    assert len(pending.options) == 7
    free_row = {PlaceGardener(6, c) for c in (1, 3, 5, 7, 8)}
    free_column = {PlaceGardener(4, 2), PlaceGardener(5, 2)}
    assert set(pending.options) == free_row | free_column
    after, _ = apply(state, PlaceGardener(6, 1))
    assert after.gardens[0].squares[square(6, 1)] == 3  # gardener side up


def test_amanda_gardener_goes_anywhere_free_when_row_and_column_are_full():
    full = """
    ppppppppp
    ..s......
    ..s.....s
    ..s......
    ..s......
    sssssssss
    """
    state = _amanda_takes_turquoise_pavilion(full)
    free = [i for i, v in enumerate(grid(full)) if v == 0]
    assert len(decision(state).options) == len(free)


JULIAN = """
ppppppppp
..s.sspss
..s.ssgss
....s..s.
....s..ss
....s.gps
"""


def _julian(nobles: dict[str, int] | None = None):
    state = with_garden(game(), JULIAN)
    for column, row in (nobles or {}).items():
        state.gardens[0].nobles[COL[column]] = row
    state.tasks.append(("noble",))
    return state


def _destinations(state, column: str) -> set[int]:
    return {
        o.row
        for o in decision(state).options
        if isinstance(o, MoveNoble) and o.column == COL[column]
    }


def test_julian_terrace_to_grey_pavilion_scores_3():
    state = _julian()
    assert ROW["grey"] in _destinations(state, "pavilion")
    after, events = apply(state, MoveNoble(COL["pavilion"], ROW["grey"]))
    assert after.gardens[0].moves == 3
    assert "walks to the grey row: +3" in events[0].text


def test_julian_beige_fountain_to_grey_fountain_scores_3():
    state = _julian({"fountain": ROW["beige"]})
    assert _destinations(state, "fountain") == {ROW["white"], ROW["grey"]}
    after, _ = apply(state, MoveNoble(COL["fountain"], ROW["grey"]))
    assert after.gardens[0].moves == 3


def test_julian_beige_grapevine_walks_round_to_turquoise_but_not_to_orange():
    state = _julian({"grapevine": 1})
    found = _destinations(state, "grapevine")
    assert ROW["turquoise"] in found and ROW["orange"] not in found
    after, _ = apply(state, MoveNoble(COL["grapevine"], ROW["turquoise"]))
    assert after.gardens[0].moves == 6


def test_julian_stairway_goes_white_to_fuchsia_then_turquoise_never_back():
    state = _julian({"stairway": ROW["white"]})
    assert _destinations(state, "stairway") == {3, 4, 5, 6}
    state, _ = apply(state, MoveNoble(COL["stairway"], ROW["fuchsia"]))
    assert state.gardens[0].moves == 5
    state.tasks.append(("noble",))
    assert _destinations(state, "stairway") == {ROW["turquoise"]}
    state, _ = apply(state, MoveNoble(COL["stairway"], ROW["turquoise"]))
    assert state.gardens[0].moves == 11


def test_julian_nobleman_never_ends_on_a_gardener_but_passes_one():
    paths = noble_paths(grid(JULIAN), COL["rose arch"], 0)
    assert ROW["grey"] not in paths  # a gardener lies at grey rose arch
    assert set(paths) == {ROW["beige"], ROW["white"]}
    walk = noble_paths(grid(JULIAN), COL["herb spiral"], 0)
    assert ROW["fuchsia"] in walk  # herb spiral is built down to fuchsia


def test_end_scoring_example_is_25():
    """A complete grey row 7, rose arch and stairway columns 5 + 5, missions: the labyrinth
    nobleman in row 3 and the pavilion nobleman in row 5."""
    text = """
    ppppppppp
    ....s.s..
    sssssgsss
    ....s.s..
    ....g.s..
    ....s.g..
    """
    state = with_garden(game(), text)
    garden = state.gardens[0]
    garden.missions = [COL["labyrinth"], COL["pavilion"]]
    garden.nobles = [0] * 9
    garden.nobles[COL["labyrinth"]] = 3
    garden.nobles[COL["pavilion"]] = 5
    garden.moves = 0
    result = final_result(state)
    rows = dict(result.rows())
    assert rows["complete rows"][0] == 7
    assert rows["complete columns"][0] == 10
    assert rows["missions"][0] == 8
    assert result.totals[0] == 25


def test_tie_is_broken_by_gardeners():
    state = game()
    for g in state.gardens:
        g.moves = 10
        g.missions = []
    state.gardens[1].squares[square(4, 4)] = 3  # one gardener more
    result = final_result(state)
    assert result.winners == (1,) and result.tie_break == "Tied on points: most gardener tiles wins"


def test_pass_moves_no_nobleman():
    state = _julian()
    after, events = apply(state, Pass())
    assert after.gardens[0].nobles == [0] * 9 and events[0].kind == "pass"

"""Memoised placement checks belong to their catalog: two data sets in one process never mix."""

from __future__ import annotations

import shutil
from pathlib import Path

from engine.tang_garden.catalog import Catalog, fits
from engine.tang_garden.content.loader import DATA_DIR, load_game_data
from engine.tang_garden.game import new_game
from engine.tang_garden.options import legal_builds
from engine.tang_garden.ruleset import Ruleset
from engine.tang_garden.state import GameState


def _swap_g01_g02(tmp_path: Path) -> Path:
    """A data folder whose tiles.yaml swaps the ids of G01 and G02 (so other edges under one id)."""
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    tiles = target / "tiles.yaml"
    text = tiles.read_text().replace("id: G01,", "id: TMP,").replace("id: G02,", "id: G01,")
    tiles.write_text(text.replace("id: TMP,", "id: G02,"))
    return target


def _fresh_builds(state: GameState) -> set[tuple[str, int, int, int]]:
    """Every legal build computed from the tile edges, with no memo."""
    from engine.tang_garden.garden import neighbour_constraint

    out = set()
    for name, tiles in state.stacks.items():
        if not tiles or not state.face_up[name]:
            continue
        for pos in state.frontier:
            cons = neighbour_constraint(state.board, pos)
            for rot in range(4):
                if fits(state.catalog.cells[tiles[-1], rot], cons):
                    out.add((name, *pos, rot))
    return out


def test_two_catalogs_in_one_process_give_their_own_legal_builds(tmp_path: Path) -> None:
    shipped = new_game(2, 11)
    other = new_game(2, 11, data_dir=_swap_g01_g02(tmp_path))
    assert other.catalog is not shipped.catalog
    for state in (shipped, other):  # warm both catalogs' memos, then check every position met
        for tile in ("G01", "G02"):
            for name in state.stacks:
                state.stacks[name].append(tile)
                state.face_up[name] = True
                assert {(b.stack, b.x, b.y, b.rot) for b in legal_builds(state)} == _fresh_builds(
                    state
                )
                state.stacks[name].pop()
    g01 = shipped.catalog.cells["G01", 0].edges
    assert other.catalog.cells["G02", 0].edges == g01  # the swap really changed the tile


def test_the_frontier_memo_stays_right_and_bounded_by_the_board() -> None:
    import random

    from engine.core.flow import play_in_place, position

    here = position(new_game(4, 5))
    chooser = random.Random(5)
    while not here.state.over:
        builds = legal_builds(here.state)
        assert {(b.stack, b.x, b.y, b.rot) for b in builds} == _fresh_builds(here.state)
        here, _ = play_in_place(here, chooser.choice(here.decision.options))
    state = here.state
    spaces = state.catalog.columns * state.catalog.rows
    tables = list(state.catalog.table("builds").values())
    assert tables  # one per stack that offered a build
    for made in tables:  # one entry per space and set of fitting rotations
        assert len(made) <= spaces * 15


def test_words_about_a_catalogs_data_go_with_the_catalog():
    """The words memoised for a catalog ("a water tile") live in it: a catalog nobody uses any
    more is freed (a cache keyed by catalogs kept every one made, and New game makes many)."""
    import gc
    import weakref

    from engine.tang_garden.kinds import words

    made = Catalog(load_game_data(), Ruleset((), (2, 3, 4)))
    tile = next(iter(made.tiles))
    assert words.tile(made, tile) == words.tile(made, tile)
    words.landscape(made, next(iter(made.landscapes)))
    words.slot(made, next(iter(made.slots)))
    gone = weakref.ref(made)
    del made
    gc.collect()
    assert gone() is None


def test_new_game_asks_what_fits_without_making_catalogs():
    """Greying New game's choices builds no component catalog (each is megabytes)."""
    import gc

    from engine.tang_garden.game import module_choices

    gc.collect()
    before = sum(isinstance(o, Catalog) for o in gc.get_objects())
    for players in (1, 2, 3, 4):
        module_choices(["golden-age", "ghost-stories"], players)
    gc.collect()
    assert sum(isinstance(o, Catalog) for o in gc.get_objects()) == before

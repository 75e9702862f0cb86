"""The shipped component data loads, and broken data gives exact one-line problems."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.tang_garden.content.loader import DATA_DIR, DataError, load_game_data
from engine.tang_garden.kinds.tiles import GardenTile, TempleTile

REPO = Path(__file__).resolve().parents[1]


# --- the shipped data ------------------------------------------------------------------------


def test_shipped_data_counts() -> None:
    data = load_game_data()
    tiles = data.tiles.tiles
    assert len(tiles) == 60
    assert Counter(t.stack for t in tiles) == {"greenery": 15, "water": 15, "rock": 15, "tao": 15}
    temples = [t for t in tiles if isinstance(t, TempleTile)]
    assert sorted(t.terrain for t in temples) == ["greenery", "rock", "water"]
    assert {s.stack: s.corner for s in data.tiles.stacks} == {
        "greenery": "NW",
        "water": "NE",
        "rock": "SE",
        "tao": "SW",
    }
    assert [f.id for f in data.tiles.starting_tile] == ["A", "B"]
    assert len(data.decorations.cards) == 54
    assert sum(d.pieces for d in data.decorations.decorations) == 36
    assert Counter(c.bonus for c in data.decorations.cards) == {
        "greenery": 12,
        "water": 12,
        "rock": 12,
        "any": 9,
        "landscape_token": 9,
    }
    assert len(data.characters.characters) == 12
    assert sorted(c.id for c in data.characters.characters if c.starter) == [
        "architect",
        "child",
        "empress",
        "hermit",
        "poet",
        "student",
    ]
    assert Counter(t.size for t in data.landscapes.landscapes) == {"small": 12, "large": 8}
    assert [x.effect for x in data.lanterns.lanterns] == [
        "double_build",
        "double_decoration",
        "move_character",
        "search_deck",
    ]
    assert [s.level for s in data.player_board.spaces if s.character_threshold] == [2, 5, 8]
    assert sum(s.coins for s in data.player_board.spaces) == 7
    assert {x.id: x.players for x in data.layouts.layouts} == {
        "diamond": (3, 4),
        "ring": (2,),
    }
    assert data.rules.refresh_tokens == {2: 4, 3: 3, 4: 3}
    assert re.fullmatch(r"[0-9a-f]{16}", data.digest)


def test_shipped_board_geometry() -> None:
    board = load_game_data().board
    assert (board.columns, board.rows, board.cell_px) == (8, 8, 64)
    assert (board.garden_px.x, board.garden_px.y, board.garden_px.w) == (192, 192, 512)
    assert board.start_cells == ((3, 3), (4, 3), (4, 4), (3, 4))
    assert len(board.slots) == 20
    assert Counter(s.size for s in board.slots) == {"small": 12, "large": 8}
    assert sorted(s.id for s in board.slots if s.start) == ["E_s1", "N_s1", "S_s1", "W_s1"]
    assert set(board.corners) == {"NW", "NE", "SE", "SW"}
    central = {(x, y) for x in range(1, 7) for y in range(1, 7)} - {(1, 1), (6, 1), (1, 6), (6, 6)}
    assert {name: set(cells) for name, cells in board.zones.items()} == {"solo_area": central}
    n_s0 = next(s for s in board.slots if s.id == "N_s0")
    assert (n_s0.side, n_s0.size, n_s0.index, n_s0.pixels.x, n_s0.pixels.y) == (
        "N",
        "small",
        0,
        256,
        128,
    )


def test_default_load_is_cached() -> None:
    assert load_game_data() is load_game_data()


def test_regions_of_sample_tiles() -> None:
    tiles = {t.id: t for t in load_game_data().tiles.tiles}
    g07 = tiles["G07"]
    assert isinstance(g07, GardenTile)
    assert [(r.terrain, r.edges) for r in g07.regions] == [
        ("greenery", ("N",)),
        ("greenery", ("S",)),
    ]
    g09 = tiles["G09"]
    assert isinstance(g09, GardenTile) and g09.regions[0].edges == ()
    t08 = tiles["T08"]
    assert isinstance(t08, GardenTile) and t08.regions == () and t08.character_spot
    t01 = tiles["T01"]
    assert isinstance(t01, TempleTile) and t01.name == "Hehua ting" and t01.terrain == "water"


def test_every_tile_is_marked_proposed() -> None:
    text = (DATA_DIR / "tiles.yaml").read_text()
    entries = re.findall(r"  - \{kind: .*?\}  # PROPOSED", text, flags=re.S)
    assert len(entries) == 60


def test_loading_never_imports_pygame() -> None:
    code = (
        "import sys; from engine.tang_garden.content.loader import load_game_data; "
        "load_game_data(); "
        "assert 'pygame' not in sys.modules"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "" and run.stderr == ""


# --- broken data -----------------------------------------------------------------------------


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def line_of(path: Path, needle: str) -> int:
    """1-based line of the first line containing ``needle``."""
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(needle)


def problems(data_dir: Path) -> list[str]:
    with pytest.raises(DataError) as info:
        load_game_data(data_dir)
    return info.value.problems


def test_missing_required_field(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    edit(tiles, "id: G05, stack: greenery, ", "id: G05, ")
    line = line_of(tiles, "id: G05")
    assert problems(data_dir) == [f"data/tiles.yaml:{line}: G05: stack: field required"]


def test_unknown_key(data_dir: Path) -> None:
    chars = data_dir / "characters.yaml"
    edit(chars, "    name: Poet\n", "    name: Poet\n    colour: blue\n")
    line = line_of(chars, "colour: blue")
    assert problems(data_dir) == [
        f"data/characters.yaml:{line}: poet: colour: extra inputs are not permitted"
    ]


def test_wrong_edge_word(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    edit(
        tiles,
        "id: W03, stack: water, edges: [water, water, footpath, footpath]",
        "id: W03, stack: water, edges: [water, water, gravel, footpath]",
    )
    line = line_of(tiles, "id: W03")
    assert problems(data_dir) == [
        f"data/tiles.yaml:{line}: W03: edges.2: input should be 'greenery', 'water', 'rock', "
        "'footpath' or 'wall' (got 'gravel')"
    ]


def test_wrong_union_tag(data_dir: Path) -> None:
    chars = data_dir / "characters.yaml"
    edit(chars, "{kind: coins_on_choice_of_two, coins: 2}", "{kind: coins_on_choice_of_two}")
    line = line_of(chars, "kind: coins_on_choice_of_two")
    assert problems(data_dir) == [f"data/characters.yaml:{line}: monk: skill.coins: field required"]


def test_wrong_tile_count(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    text = tiles.read_text()
    tiles.write_text(re.sub(r"  - \{kind: garden, id: G15.*?# PROPOSED\n", "", text, flags=re.S))
    line = line_of(tiles, "tiles:")
    assert problems(data_dir) == [
        f"data/tiles.yaml:{line}: tiles: stack greenery has 14 tiles, expected 15"
    ]


def test_duplicate_id(data_dir: Path) -> None:
    lands = data_dir / "landscapes.yaml"
    first = line_of(lands, "{id: S11,")
    edit(lands, "{id: S12,", "{id: S11,")
    second = line_of(lands, "icons: [temple]}")
    assert problems(data_dir) == [
        f"data/landscapes.yaml:{second}: S11: duplicate id (first at line {first})"
    ]


def test_dangling_reference(data_dir: Path) -> None:
    decos = data_dir / "decorations.yaml"
    edit(decos, "{id: pine_2, decoration: pine,", "{id: pine_2, decoration: pineapple,")
    line = line_of(decos, "id: pine_2")
    assert problems(data_dir) == [
        f"data/decorations.yaml:{line}: pine_2: decoration: unknown decoration pineapple"
    ]


def test_dangling_character_in_sight(data_dir: Path) -> None:
    chars = data_dir / "characters.yaml"
    edit(chars, "characters: [emperor, lady]", "characters: [emperor, princess]")
    line = line_of(chars, "princess")
    assert problems(data_dir) == [
        f"data/characters.yaml:{line}: empress: sight.characters.1: unknown character princess"
    ]


def test_duplicate_yaml_key(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    edit(tiles, "id: G05, stack: greenery,", "id: G05, stack: greenery, stack: greenery,")
    line = line_of(tiles, "id: G05")
    assert problems(data_dir) == [f"data/tiles.yaml:{line}: G05: stack: duplicate key"]


def test_duplicate_top_level_key(data_dir: Path) -> None:
    rules = data_dir / "rules.yaml"
    edit(rules, "players_min: 2", "players_min: 2\nplayers_min: 2")
    line = line_of(rules, "players_min: 2") + 1
    assert problems(data_dir) == [f"data/rules.yaml:{line}: players_min: duplicate key"]


def test_yaml_syntax_error(data_dir: Path) -> None:
    lanterns = data_dir / "lanterns.yaml"
    edit(lanterns, "    effect: search_deck", "   effect: search_deck")
    line = line_of(lanterns, "   effect: search_deck")
    assert problems(data_dir) == [
        f"data/lanterns.yaml:{line}: YAML syntax error: did not find expected '-' indicator "
        "(column 4)"
    ]


def test_missing_file(data_dir: Path) -> None:
    (data_dir / "rules.yaml").unlink()
    assert problems(data_dir) == ["data/rules.yaml:0: file not found"]


def test_value_in_a_list_without_ids(data_dir: Path) -> None:
    board = data_dir / "player_board.yaml"
    edit(board, "{level: 3, coins: 1}", "{level: 3, coins: -1}")
    line = line_of(board, "level: 3")
    assert problems(data_dir) == [
        f"data/player_board.yaml:{line}: spaces: 1.coins: input should be greater than or equal "
        "to 0 (got -1)"
    ]


def test_region_edge_of_wrong_terrain(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    edit(
        tiles,
        "regions: [{terrain: water, edges: [N, E, S, W]}]",
        "regions: [{terrain: rock, edges: [N, E, S, W]}]",
    )
    line = line_of(tiles, "regions: [{terrain: rock, edges: [N, E, S, W]}], icon: water")
    assert problems(data_dir) == [
        f"data/tiles.yaml:{line}: W01: regions.0.edges: edge {side} is water, not rock"
        for side in "NESW"
    ]


def test_starting_tile_internal_edges(data_dir: Path) -> None:
    tiles = data_dir / "tiles.yaml"
    edit(
        tiles,
        "NE: {edges: [footpath, footpath, footpath, footpath]",
        "NE: {edges: [footpath, footpath, footpath, wall]",
    )
    line = line_of(tiles, "NW: {edges: [greenery, footpath, footpath, greenery]")
    assert problems(data_dir) == [
        f"data/tiles.yaml:{line}: A: cells.NW.edges.1: internal edge NW.E is footpath but NE.W "
        "is wall"
    ]


def test_token_on_the_starting_tile(data_dir: Path) -> None:
    layouts = data_dir / "layouts.yaml"
    edit(layouts, "{x: 3, y: 1, size: small}", "{x: 3, y: 3, size: small}")
    line = line_of(layouts, "{x: 3, y: 3, size: small}")
    assert problems(data_dir) == [
        f"data/layouts.yaml:{line}: ring: tokens.1: cell (3, 3) is on the starting tile"
    ]


def test_malformed_tmx(data_dir: Path) -> None:
    tmx = data_dir / "boards" / "garden.tmx"
    edit(tmx, '<object id="5" ', '<object id="5"< ')
    line = line_of(tmx, '<object id="5"<')
    assert problems(data_dir) == [
        f"data/boards/garden.tmx:{line}: malformed XML: not well-formed (invalid token) (column 17)"
    ]


def test_tmx_slot_missing(data_dir: Path) -> None:
    tmx = data_dir / "boards" / "garden.tmx"
    text = tmx.read_text()
    tmx.write_text(re.sub(r'  <object id="\d+" name="N_l0".*?</object>\n', "", text, flags=re.S))
    line = line_of(tmx, '<objectgroup id="3" name="landscape_slot">')
    assert problems(data_dir) == [
        f"data/boards/garden.tmx:{line}: landscape_slot: side N has no large slot 0"
    ]


def test_tmx_bad_slot_property(data_dir: Path) -> None:
    tmx = data_dir / "boards" / "garden.tmx"
    edit(tmx, '<property name="side" value="N"/>', '<property name="side" value="Q"/>')
    line = line_of(tmx, 'name="N_s0"')
    assert problems(data_dir) == [
        f"data/boards/garden.tmx:{line}: N_s0: side: input should be 'N', 'E', 'S' or 'W' (got 'Q')"
    ]


def test_missing_directory_lists_every_file(tmp_path: Path) -> None:
    found = problems(tmp_path / "data")
    assert found[0] == "data/tiles.yaml:0: file not found"
    assert found[-1] == "data/boards/garden.tmx:0: file not found"
    assert len(found) == 9


def test_digest_follows_the_values_not_the_comments(data_dir: Path) -> None:
    before = load_game_data(data_dir).digest
    assert before == load_game_data().digest
    edit(data_dir / "rules.yaml", "players_max: 4", "players_max:   4  # edited")
    assert load_game_data(data_dir).digest == before
    edit(data_dir / "rules.yaml", "players_max:   4", "players_max: 3")
    assert load_game_data(data_dir).digest != before

"""Rulesets made of modules: compatibility, records, setup streams, plugins, random games."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.module import hook_names
from engine.core.view import player_view
from engine.tang_garden.game import catalog, legal_actions, module_choices, new_game
from engine.tang_garden.module import Module
from engine.tang_garden.module_registry import module_classes
from engine.tang_garden.record import RecordError, replay, to_record
from engine.tang_garden.setup import SetupError
from game.cli import main as cli
from tests.test_properties import check_board, check_counts, play

WEB = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")
BOXES = (
    "ghost-stories",
    "golden-age",
    "promo-herbalist",
    "promo-wayfarer",
    "promo-apricot-tree",
)
SEASONS = ("bamboo-kingfisher", "belvederes", "flying-lanterns")
SEASONS_SETS = ("bushes", "insects", "nature", "pagodas")
RULESETS = [[m] for m in WEB] + [list(WEB)]
GAMES = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- random games with every web module and all three together ---------------------------------


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), which=st.integers(0, 3))
def test_random_games_keep_the_invariants_with_modules(players, seed, which):
    ruleset = RULESETS[which]

    def check(state):
        check_counts(state)
        assert bool(legal_actions(state)) == (not state.over)

    final = play(players, seed, check, ruleset)
    check_board(final)
    for score in final.result.players:
        assert score.total == sum(score.categories.values())
        assert score.categories["characters"] == sum(c.total for c in score.characters)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.ext.keys() == final.ext.keys()
    for key, part in final.ext.items():
        assert again.ext[key].to_dict() == part.to_dict()


def test_hooks_default_to_no_change_and_the_base_game_has_none():
    base = catalog().ruleset
    names = hook_names(Module)
    assert len(names) == len(set(names))
    assert {"extend_options", "why_illegal", "on_tile_placed"} <= set(names)
    assert all(getattr(base.hooks, name) == () for name in names)
    market = catalog(ruleset=["pear-garden-market"]).ruleset
    assert [h.__name__ for h in market.hooks.extend_options] == ["extend_options"]
    assert market.hooks.adjust_end_trigger == ()


# --- compatibility: the exact messages ---------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "ruleset", "message"),
    [
        (2, ["nope"], "there is no module called 'nope'"),
        (
            1,
            ["yin-yang", "pear-garden-market"],
            "Yin & Yang (solo) cannot be played with Market of the Pear Garden",
        ),
        (
            1,
            ["pear-garden-market"],
            "Tang Garden with Market of the Pear Garden is played by 2 to 4 players (not 1)",
        ),
        (3, ["yin-yang"], "Tang Garden with Yin & Yang (solo) is played by 1 player (not 3)"),
        (
            2,
            ["pear-garden-market", "pear-garden-market"],
            "Market of the Pear Garden is listed twice",
        ),
        (
            2,
            [{"id": "glory-of-the-emperor", "version": 9}],
            "this game was made with version 9 of For the Glory of the Emperor; "
            "this copy of the game has version 1",
        ),
    ],
)
def test_bad_rulesets_are_refused_with_a_clear_sentence(players, ruleset, message):
    with pytest.raises(SetupError) as info:
        new_game(players, 1, ruleset=ruleset)
    assert str(info.value) == message


def test_new_game_greys_what_does_not_fit():
    choices = module_choices(["pear-garden-market"], 3)
    assert choices["decorations-showcase"] is None and choices["glory-of-the-emperor"] is None
    assert choices["yin-yang"] == (
        "Yin & Yang (solo) cannot be played with Market of the Pear Garden."
    )
    solo = module_choices([], 1)
    assert solo["yin-yang"] is None
    assert solo["pear-garden-market"].endswith("is played by 2 to 4 players (not 1).")


# --- records -----------------------------------------------------------------------------------


def test_records_carry_each_module_version_and_only_the_packs_in_use():
    state = new_game(2, 3, ruleset=["pear-garden-market"])
    record = to_record(state)
    assert record["setup"]["ruleset"] == [{"id": "pear-garden-market", "version": 1, "options": {}}]
    assert set(record["data_digest"]) == {"base", "pear-garden-market"}
    assert set(to_record(new_game(2, 3))["data_digest"]) == {"base"}
    assert "ruleset" not in to_record(new_game(2, 3))["setup"]


def test_adding_a_pack_does_not_invalidate_a_base_game_save(tmp_path):
    import shutil

    from engine.tang_garden.content.loader import DATA_DIR

    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    state = new_game(2, 4, data_dir=data)
    record = to_record(state)
    manifest = data / "modules" / "pear-garden-market" / "module.yaml"
    manifest.write_text(manifest.read_text().replace("refill: 2", "refill: 3"))
    assert replay(record, data).stacks == state.stacks


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"id": "nope", "version": 1, "options": {}}, "there is no module called 'nope'"),
        (
            {"id": "pear-garden-market", "version": 2, "options": {}},
            "version 2 of Market of the Pear Garden",
        ),
    ],
)
def test_a_save_naming_an_unknown_module_or_version_is_refused(entry, message):
    record = to_record(new_game(2, 5, ruleset=["pear-garden-market"]))
    record["setup"]["ruleset"] = [entry]
    with pytest.raises(RecordError, match=message):
        replay(record)


# --- setup steps draw from their own streams ---------------------------------------------------


def test_a_module_setup_step_never_changes_another_steps_draws():
    base = new_game(3, 21)
    showcase = new_game(3, 21, ruleset=["decorations-showcase"])
    emperor = new_game(3, 21, ruleset=["glory-of-the-emperor"])
    for other in (showcase, emperor):
        assert other.stacks == base.stacks and other.land_pile == base.land_pile
        assert other.slots == base.slots and other.tokens == base.tokens
        assert [p.active for p in other.players] == [p.active for p in base.players]
        assert other.first == base.first
    assert showcase.deco_deck == base.deco_deck[:-2]  # two cards went to the showcase


# --- modules from installed packages -----------------------------------------------------------


class Quiet(Module):
    """A fan-made module: it only adds a log line at the start of every turn."""

    id = "quiet-garden"

    def on_turn_start(self, state, events):
        from engine.core.events import Event

        events.append(Event("quiet", "The garden is quiet"))


MANIFEST = (
    "id: quiet-garden\nname: Quiet Garden\nkind: part\nversion: 1\nplayers: [2, 3, 4]\n"
    "summary: A log line per turn.\nrules: Nothing changes.\nsettings: {}\n"
)


@pytest.fixture
def plugin(tmp_path, monkeypatch):
    """Install the Quiet Garden module as if from a package's entry point; its pack folder."""
    from engine.core.content import packs
    from engine.tang_garden import game as engine_game
    from engine.tang_garden import module_registry as registry

    pack = tmp_path / "quiet-garden"
    pack.mkdir()
    (pack / "module.yaml").write_text(MANIFEST)
    monkeypatch.setattr(Quiet, "pack_dir", pack, raising=False)

    class Point:
        def load(self):
            return Quiet

    def entry_points(group):
        return [Point()] if group == registry.PACKS.entry_point_group else []

    monkeypatch.setattr(packs, "entry_points", entry_points)
    caches = (engine_game._catalog, engine_game._ruleset)
    registry.PACKS.forget()
    for cache in caches:
        cache.cache_clear()
    yield pack
    registry.PACKS.forget()
    for cache in caches:
        cache.cache_clear()


def test_a_module_from_an_installed_package_is_found_by_its_entry_point(plugin):
    from engine.tang_garden.game import apply

    assert "quiet-garden" in module_classes()
    state = new_game(2, 1, ruleset=["quiet-garden"])
    rand = random.Random(1)
    texts: list[str] = []
    while not texts:
        state, events = apply(state, rand.choice(legal_actions(state)))
        texts = [e.text for e in events if e.kind == "quiet"]
    assert texts == ["The garden is quiet"]


def test_one_more_character_and_a_new_icon_are_yaml_only(plugin):
    (plugin / "characters.yaml").write_text(
        "characters:\n"
        "  - {id: gardener2, name: Second Gardener, starter: false, skill: {kind: none},\n"
        "     sight: {kind: landscape_icons, icons: [lantern], coins_per_icon: 2}}\n"
    )
    (plugin / "landscapes.yaml").write_text(
        "icons: [lantern]\nlandscapes:\n  - {id: Q1, size: small, icons: [lantern]}\n"
    )
    state = new_game(3, 2, ruleset=["quiet-garden"])
    assert "gardener2" in state.char_deck + state.char_display
    assert "Q1" in [t for pile in state.land_pile.values() for t in pile] + [
        t for tiles in state.land_visible.values() for t in tiles
    ] + list(state.slots.values())
    assert state.catalog.characters["gardener2"].sight.text(state.catalog) == (
        "2 coins for every lantern icon on the landscape it faces."
    )


def test_a_pack_naming_an_undeclared_icon_or_a_taken_id_is_refused(plugin):
    from engine.tang_garden.content.loader import DataError

    (plugin / "landscapes.yaml").write_text(
        "landscapes:\n  - {id: L1, size: small, icons: [lanterns]}\n"
    )
    with pytest.raises(DataError) as info:
        new_game(3, 2, ruleset=["quiet-garden"])
    assert info.value.problems == [
        f"{plugin}/landscapes.yaml:2: L1: id: L1 is already in the base game",
        f"{plugin}/landscapes.yaml:2: L1: icons.0: lanterns is not a declared "
        "icon (animal, construction, dragon, moon, sun, temple, village, waterfall)",
    ]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"version: 1": "version: 1\nrequires: [nope]"}, "requires: 0: nope is not a module"),
        (
            {"version: 1": "version: 1\nrequires: [golden-age]\nconflicts: [golden-age]"},
            "requires: 0: golden-age is also in its conflicts",
        ),
        (
            {"version: 1": "version: 1\nrequires: [yin-yang]"},
            "requires: cannot be played: Tang Garden with Yin & Yang (solo), Quiet Garden "
            "cannot be played by any number of players",
        ),
        (
            {
                "kind: part": "kind: scenario",
                "version: 1": "version: 1\nrequires: [glory-of-the-emperor]",
            },
            "requires: needs two scenarios at once: glory-of-the-emperor, quiet-garden",
        ),
        ({"[2, 3, 4]": "[2, 3, 4, 5]"}, "players: 3: no game starts with 5: "),
    ],
)
def test_check_data_finds_a_module_no_game_can_be_played_with(plugin, capsys, change, problem):
    """The packs are checked together: what a module requires, its conflicts, the scenarios and
    player counts of it with what it requires, as New game would start it."""
    manifest = MANIFEST
    for old, new in change.items():
        manifest = manifest.replace(old, new)
    (plugin / "module.yaml").write_text(manifest)
    assert cli(["check-data"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith(f"{plugin}/module.yaml:"), out
    assert problem in out[0]


# --- the command line --------------------------------------------------------------------------


def test_rulesets_command_lists_every_module(capsys):
    assert cli(["rulesets", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    ids = [r["id"] for r in rows]
    assert ids[: 1 + len(WEB)] == ["yin-yang", *WEB]
    assert {*BOXES, *SEASONS, *SEASONS_SETS, "seasons-characters", "seasoned-characters"} <= set(
        ids
    )
    assert {"night-landscapes", "summer-central-tile", "new-garden-tiles", "lanterns-05-09"} <= set(
        ids
    )
    assert rows[0]["players"] == [1] and rows[0]["kind"] == "scenario"
    assert set(rows[1]) == {
        "id",
        "name",
        "kind",
        "version",
        "players",
        "requires",
        "conflicts",
        "summary",
    }


@pytest.mark.parametrize("modules", [*WEB, ",".join(WEB)])
def test_simulate_with_modules_is_reproducible(capsys, modules):
    args = ["simulate", "--players", "3", "--games", "2", "--seed", "1", "--modules", modules]
    assert cli(args) == 0
    first = capsys.readouterr().out
    assert cli(args) == 0
    assert capsys.readouterr().out == first and first.count("seed ") == 2


def test_simulate_solo_as_a_scenario(capsys):
    args = ["simulate", "--players", "1", "--scenario", "yin-yang", "--games", "2", "--seed", "3"]
    assert cli(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("summary: 2 solo games (random player)")


class Lone(Module):
    """A fan-made scenario for two players that always plays with Quiet Garden."""

    id = "lone-garden"


LONE = (
    "id: lone-garden\nname: Lone Garden\nkind: scenario\nversion: 1\nplayers: [2]\n"
    "parts: [{id: quiet-garden}]\nsummary: Two players.\nrules: As usual.\nsettings: {}\n"
)


def test_a_scenario_brings_the_parts_it_bundles_and_its_own_player_counts(plugin, monkeypatch):
    from engine.core.content import packs
    from engine.tang_garden import module_registry as registry
    from engine.tang_garden.game import catalog, ruleset_problem

    (plugin / "module.yaml").write_text(MANIFEST.replace("[2, 3, 4]", "[3, 4]"))
    lone = plugin.parent / "lone-garden"
    lone.mkdir()
    (lone / "module.yaml").write_text(LONE)
    monkeypatch.setattr(Lone, "pack_dir", lone, raising=False)
    found = {Quiet.id: Quiet, Lone.id: Lone}
    points = [type("Point", (), {"load": lambda self, c=c: c})() for c in found.values()]
    monkeypatch.setattr(packs, "entry_points", lambda group: points)
    registry.PACKS.forget()
    ruleset = catalog(ruleset=["lone-garden"]).ruleset
    assert [m.id for m in ruleset.modules] == ["lone-garden", "quiet-garden"]
    assert ruleset.players == (2,)  # the bundled part's own counts (3, 4) do not stop it
    assert ruleset_problem(["quiet-garden"], 2) is not None  # on its own it needs 3 or 4
    assert new_game(2, 1, ruleset=["lone-garden"]).setup["ruleset"][1]["id"] == "quiet-garden"


def test_a_scenario_fixes_the_lanterns_every_player_starts_with(plugin, monkeypatch):
    from engine.core.content import packs
    from engine.tang_garden import module_registry as registry

    lone = plugin.parent / "lone-garden"
    lone.mkdir()
    (lone / "module.yaml").write_text(
        LONE.replace("players: [2]", "players: [2]\nlanterns: [search_deck, double_build]")
    )
    monkeypatch.setattr(Lone, "pack_dir", lone, raising=False)
    points = [type("Point", (), {"load": lambda self, c=c: c})() for c in (Quiet, Lone)]
    monkeypatch.setattr(packs, "entry_points", lambda group: points)
    registry.PACKS.forget()
    state = new_game(2, 1, ruleset=["lone-garden"])
    assert [list(p.lanterns) for p in state.players] == [["search_deck", "double_build"]] * 2
    assert list(new_game(2, 1).players[0].lanterns) == [
        "double_build",
        "double_decoration",
        "move_character",
        "search_deck",
    ]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            "lanterns: [tile_only, tile_from_display, replace_decoration_cards, fly_away]",
            "lanterns: 3: fly_away is not a lantern",
        ),
        ("kind: part", "only a scenario fixes the lanterns every player starts with"),
    ],
)
def test_a_loadout_names_known_lanterns_and_belongs_to_a_scenario(tmp_path, change, problem):
    import shutil

    from engine.tang_garden.content.loader import DATA_DIR
    from engine.tang_garden.module_registry import pack_problems

    data = shutil.copytree(DATA_DIR, tmp_path / "data")
    manifest = data / "modules" / "yin-yang" / "module.yaml"
    key = change.split(":")[0]
    lines = [
        change if line.startswith(f"{key}:") else line for line in manifest.read_text().splitlines()
    ]
    manifest.write_text("\n".join(lines) + "\n")
    found = pack_problems(data)
    assert len(found) == 1 and found[0].startswith("data/modules/yin-yang/module.yaml:")
    assert found[0].endswith(problem)

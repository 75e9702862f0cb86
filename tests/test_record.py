"""Saves and replays: atomic writes, exact replay, clear messages for bad files."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import record as core_record
from engine.core.view import player_view
from engine.tang_garden import record
from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.record import RecordError, load, save, to_record
from engine.tang_garden.record_model import name_problem
from engine.tang_garden.setup import SetupError
from game.cli import main


def some_game(actions: int = 40, seed: int = 3):
    state = new_game(["Ana", "Bo", "Cy"], seed)
    rand = random.Random(seed)
    for _ in range(actions):
        state, _ = apply(state, rand.choice(legal_actions(state)))
    return state


def test_save_then_load_gives_the_same_game(tmp_path):
    state = some_game()
    save(state, tmp_path / "game.json")
    again = load(tmp_path / "game.json")
    assert player_view(again, 0) == player_view(state, 0)
    assert again.actions() == state.actions()


def test_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save(some_game(10), path)
    before = path.read_text()

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(core_record.json, "dump", broken)
    with pytest.raises(OSError):
        save(some_game(30), path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_corrupt_save_gives_a_clear_message(tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"format": "tang-garden-record", "seed": ')
    with pytest.raises(RecordError, match=r"is damaged \(line 1"):
        load(path)


def test_missing_save_gives_a_clear_message(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "nope.json")


def test_record_with_an_illegal_action_names_it(tmp_path):
    rec = to_record(some_game(5))
    rec["actions"].append({"kind": "build", "stack": "rock", "x": 0, "y": 0, "rot": 0})
    with pytest.raises(RecordError, match="action 6 cannot be replayed"):
        record.replay(rec)


def test_record_with_a_malformed_action_names_it():
    rec = to_record(some_game(5))
    rec["actions"].append({"kind": "build", "stack": "rock", "x": [3], "y": 0, "rot": 0})
    with pytest.raises(RecordError, match=r"actions#6\.x: should be a short text or a small"):
        record.replay(rec)


def test_record_from_other_data_is_refused():
    rec = to_record(some_game(5))
    rec["data_digest"]["base"] = "0" * 16
    with pytest.raises(RecordError, match="different component data"):
        record.replay(rec)


def test_replay_command_prints_itemised_score(tmp_path, capsys):
    state = new_game(2, 11)
    rand = random.Random(11)
    while not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
    save(state, tmp_path / "done.json")
    assert main(["replay", str(tmp_path / "done.json")]) == 0
    out = capsys.readouterr().out
    assert "game over" in out
    for score in state.result.players:
        assert f"{state.players[score.player].name}: {score.total} (coins " in out
    assert "winner:" in out


def test_simulate_is_reproducible(capsys):
    assert main(["simulate", "--players", "3", "--games", "3", "--seed", "5"]) == 0
    first = capsys.readouterr().out
    assert main(["simulate", "--players", "3", "--games", "3", "--seed", "5"]) == 0
    assert capsys.readouterr().out == first
    assert first.count("seed ") == 3 and "summary: 3 games, 3 players" in first


def test_simulate_json_lines(capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "1", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [set(x) for x in lines[:2]] == [
        {"seed", "turns", "actions", "scores", "winners", "end"}
    ] * 2
    assert lines[-1]["summary"]["games"] == 2


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Bo\tLi", "Use no tab, line break or other control character"),
        ("Bo\nLi", "Use no tab, line break or other control character"),
        ("Bo\ud800", "Use no tab, line break or other control character"),
        ("", "Enter a name"),
        ("   ", "Enter a name"),
        ("x" * 41, "Use at most 40 characters"),
    ],
)
def test_a_game_never_starts_with_a_name_its_save_cannot_hold(name, problem):
    with pytest.raises(SetupError, match=f"^{problem} for player 2"):
        new_game(["Ada", name], 1)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=44))
def test_every_name_a_game_starts_with_loads_back(tmp_path_factory, name):
    """One rule for names: a game starts with a name exactly when its save loads back."""
    try:
        state = new_game([name, "Ada"], 3)
    except SetupError:
        assert name_problem(name) is not None
        return
    path = tmp_path_factory.mktemp("names") / "game.json"
    save(state, path)
    assert load(path).players[0].name == name


def _market_record(data_dir) -> dict:
    state = new_game(2, 4, data_dir=data_dir, ruleset=["pear-garden-market"])
    rand = random.Random(4)
    for _ in range(30):
        state, _ = apply(state, rand.choice(legal_actions(state)))
    return to_record(state)


def _copy_of_the_data(tmp_path, name: str):
    import shutil

    from engine.tang_garden.content.loader import DATA_DIR

    return shutil.copytree(DATA_DIR, tmp_path / name)


def test_a_comment_edited_in_a_pack_still_loads_a_save(tmp_path):
    rec = _market_record(_copy_of_the_data(tmp_path, "before"))
    edited = _copy_of_the_data(tmp_path, "after")
    manifest = edited / "modules" / "pear-garden-market" / "module.yaml"
    manifest.write_text("# an edited comment\n" + manifest.read_text().replace("  # ", "    # "))
    assert record.replay(rec, edited).history == record.replay(rec).history


def test_a_value_edited_in_a_pack_refuses_a_save(tmp_path):
    rec = _market_record(_copy_of_the_data(tmp_path, "before"))
    edited = _copy_of_the_data(tmp_path, "after")
    manifest = edited / "modules" / "pear-garden-market" / "module.yaml"
    manifest.write_text(manifest.read_text().replace("shown: 3", "shown: 4"))
    with pytest.raises(RecordError, match="different component data"):
        record.replay(rec, edited)


def test_former_digests_are_known_by_the_digests_of_todays_data():
    """Every former digest (format 1's bytes, or a pack's before a value moved into its data)
    maps to the digest of a pack as it is shipped now."""
    import yaml

    from engine.tang_garden.content.loader import DATA_DIR, load_game_data
    from engine.tang_garden.module_registry import load_pack, module_classes

    today = {mid: load_pack(cls, DATA_DIR).digest for mid, cls in module_classes().items()}
    today["base"] = load_game_data().digest
    table = yaml.safe_load(record.FORMER_DIGESTS.read_text())
    assert set(table) <= set(today)  # modules shipped since format 2 have no old records
    assert {pack: set(digests.values()) for pack, digests in table.items()} == {
        pack: {today[pack]} for pack in table
    }


def test_a_winter_game_saved_before_the_roof_moved_into_the_data_still_loads(tmp_path):
    """Winter's roof shape moved from code into its data pack (same games): a record with the
    former digest loads to the same game; an unknown digest is still refused."""
    state = new_game(2, 4, first=0, ruleset=["winter"])
    for _ in range(6):
        state, _ = apply(state, legal_actions(state)[0])
    rec = record.to_record(state)
    rec["data_digest"]["winter"] = "141764bcb899838d"  # as saved before
    assert record.replay(rec).players[0].coins == state.players[0].coins
    assert record.replay(rec).actions() == state.actions()
    rec["data_digest"]["winter"] = "0123456789abcdef"
    with pytest.raises(RecordError, match="different component data"):
        record.replay(rec)

"""Damaged records: every reader refuses them with the same one-line reason, never a traceback."""

from __future__ import annotations

import json

import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.record import RecordError, checked, load, read, save
from game.cli import main


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    """The JSON text of a real save of an unfinished game."""
    state = new_game(["Zoë", "Bo"], 5)
    for _ in range(12):
        state, _ = apply(state, legal_actions(state)[0])
    path = tmp_path_factory.mktemp("good") / "good.json"
    save(state, path)
    return path.read_text(encoding="utf-8")


def changed(text: str, change) -> str:
    record = json.loads(text)
    change(record)
    return json.dumps(record, ensure_ascii=False)


DAMAGE = {
    "actions is a number": (lambda t: changed(t, lambda r: r.update(actions=5)), "actions"),
    "actions is null": (lambda t: changed(t, lambda r: r.update(actions=None)), "actions"),
    "seed is Infinity": (lambda t: t.replace('"seed": 5', '"seed": Infinity'), "Infinity"),
    "seed of 5000 digits": (lambda t: t.replace('"seed": 5', '"seed": ' + "9" * 5000), "long"),
    "seed is 7.9": (lambda t: t.replace('"seed": 5', '"seed": 7.9'), "seed"),
    "seed is true": (lambda t: t.replace('"seed": 5', '"seed": true'), "seed"),
    "players as a dict": (
        lambda t: changed(t, lambda r: r["setup"].update(players={"A": 1, "B": 2})),
        "setup.players",
    ),
    "names are numbers": (
        lambda t: changed(t, lambda r: r["setup"].update(players=[1, 2])),
        "setup.players",
    ),
    "a name with a control character": (
        lambda t: changed(t, lambda r: r["setup"].update(players=["A\x00", "B"])),
        "setup.players",
    ),
    "a huge action field": (
        lambda t: changed(t, lambda r: r["actions"][0].update(stack="x" * 10_000)),
        "actions#1.stack",
    ),
    "deep nesting": (
        lambda t: t.replace('"ui": {}', '"ui": ' + "[" * 50_000 + "]" * 50_000),
        "nested",
    ),
}
ENCODINGS = {"latin-1": "latin-1", "utf-16": "utf-16"}


def damaged(tmp_path, good, case):
    path = tmp_path / "bad.json"
    if case in ENCODINGS:
        path.write_bytes(changed(good, lambda r: None).encode(ENCODINGS[case]))
    else:
        path.write_text(DAMAGE[case][0](good), encoding="utf-8")
    return path


@pytest.mark.parametrize("case", [*DAMAGE, *ENCODINGS])
def test_replay_command_refuses_a_damaged_record_in_one_line(tmp_path, capsys, good, case):
    path = damaged(tmp_path, good, case)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    expected = DAMAGE[case][1] if case in DAMAGE else "UTF-8"
    assert expected in err


@pytest.mark.parametrize("case", [*DAMAGE, *ENCODINGS])
def test_every_reader_gives_the_same_reason(tmp_path, good, case):
    """load (replay, Load, Continue) and the Load list's check agree."""
    path = damaged(tmp_path, good, case)
    with pytest.raises(RecordError) as by_load:
        load(path)
    with pytest.raises(RecordError) as by_check:
        checked(read(path))
    assert str(by_load.value) == str(by_check.value)


def test_a_good_record_passes_the_check(tmp_path, good):
    path = tmp_path / "good.json"
    path.write_text(good, encoding="utf-8")
    record = checked(read(path))
    assert record.setup.players == ["Zoë", "Bo"] and len(record.actions) == 12
    assert len(load(path).actions()) == 12

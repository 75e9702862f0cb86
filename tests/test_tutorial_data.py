"""The lessons' data: bad data stops with FILE:LINE: ITEM: FIELD: message, at start too."""

from __future__ import annotations

import pytest

from engine.core.content.problems import DataError
from game.tutorial import lessons as lesson_files
from game.tutorial.lessons import read_lesson

GOOD = """\
title: A lesson
summary: Short.
seed: 3
seats:
  - {name: You, seat: person}
  - {name: Wang Wei, seat: easy}
steps:
  - id: build
    title: Build
    text: Build a tile.
    expect: {kind: build}
  - id: rest
    title: Play on
    text: Play on.
    free: true
    until: over
"""


def problems(tmp_path, text: str) -> list[str]:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(DataError) as caught:
        read_lesson(path)
    return caught.value.problems


def test_a_good_lesson_reads(tmp_path):
    path = tmp_path / "good.yaml"
    path.write_text(GOOD)
    lesson = read_lesson(path)
    assert lesson.id == "good" and [s.id for s in lesson.steps] == ["build", "rest"]


def test_a_misspelt_field_names_its_file_line_step_and_field(tmp_path):
    found = problems(tmp_path, GOOD.replace("    text: Build a tile.", "    txt: Build a tile."))
    assert "data/tutorials/bad.yaml:10: build: txt: extra inputs are not permitted" in found
    assert any(
        p.startswith("data/tutorials/bad.yaml:8: build: text: field required") for p in found
    )


def test_a_step_waiting_for_nothing_is_refused(tmp_path):
    found = problems(tmp_path, GOOD.replace("    expect: {kind: build}\n", ""))
    assert found == [
        "data/tutorials/bad.yaml:8: build: value error, a step waits for one expected move, "
        "or is free, or lasts until"
    ]


def test_an_expected_move_without_its_kind_is_refused(tmp_path):
    found = problems(tmp_path, GOOD.replace("{kind: build}", "{stack: water}"))
    assert found == [
        "data/tutorials/bad.yaml:8: build: value error, expect needs a 'kind' (the action's "
        "name in a record)"
    ]


def test_two_steps_with_one_id_are_refused(tmp_path):
    found = problems(tmp_path, GOOD.replace("id: rest", "id: build"))
    assert found == ["data/tutorials/bad.yaml:12: build: id: used by an earlier step"]


def test_a_lesson_without_a_person_is_refused(tmp_path):
    found = problems(tmp_path, GOOD.replace("seat: person", "seat: hard"))
    assert found == [
        "data/tutorials/bad.yaml:1: value error, a lesson has exactly one person's seat"
    ]


def test_a_point_at_no_space_is_refused(tmp_path):
    text = GOOD.replace(
        "    expect: {kind: build}", "    expect: {kind: build}\n    point: {space: Z9}"
    )
    found = problems(tmp_path, text)
    assert len(found) == 1 and found[0].startswith(
        "data/tutorials/bad.yaml:12: build: point.space:"
    )


def test_bad_lesson_data_stops_the_game_at_start(tmp_path, monkeypatch):
    """startup_problems lists the lesson's problem line (the game does not open)."""
    from game.app import startup_problems

    (tmp_path / "base.yaml").write_text(GOOD.replace("seed: 3", "seed: -1"))
    monkeypatch.setattr(lesson_files, "FOLDER", tmp_path)
    lesson_files.lessons.cache_clear()
    try:
        found = startup_problems()
    finally:
        lesson_files.lessons.cache_clear()
    assert found[0] == "The game data has problems:"
    assert found[1].startswith("data/tutorials/base.yaml:3: seed: input should be greater than")


def test_the_shipped_lessons_read():
    assert set(lesson_files.lessons()) == set(lesson_files.ORDER)

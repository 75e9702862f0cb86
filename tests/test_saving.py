"""Saving never loses a game: failures inside a save, interrupted saves and their leftovers."""

from __future__ import annotations

import os
import time

import pytest

from engine.core import record
from engine.core.record import remove_stale_temporaries
from engine.tang_garden.game import legal_actions, new_game
from engine.tang_garden.record import load, save
from game.session import Session


def session_with_autosave(tmp_path, **table):
    path = tmp_path / "autosave.json"
    session = Session(new_game(["Ana", "Bo"], 3), autosave=path, table=table)
    session.play(legal_actions(session.state)[0])
    return session, path


def test_a_type_error_inside_the_save_is_reported_and_the_game_goes_on(tmp_path):
    """A table setting JSON cannot hold (a set): the move is made, the autosave keeps the last
    good game, and the session says the autosave failed."""
    session, path = session_with_autosave(tmp_path)
    saved = path.read_text()
    session.table["shapes"] = {"circle"}
    action = legal_actions(session.state)[0]
    session.play(action)
    assert session.state.actions()[-1] == action
    assert "Autosave failed" in session.save_error
    assert path.read_text() == saved
    assert len(load(path).actions()) == 1


@pytest.mark.parametrize("where", ["dump", "fsync", "replace"])
def test_an_interrupted_save_leaves_the_game_and_the_last_save_as_they_were(
    tmp_path, monkeypatch, where
):
    """Ctrl+C during the autosave: the move is not made, the previous save loads, no leftovers."""
    session, path = session_with_autosave(tmp_path)
    before, log = session.state, list(session.log)

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    target = {"dump": record.json, "fsync": record.os, "replace": record.os}[where]
    monkeypatch.setattr(target, where, interrupt)
    with pytest.raises(KeyboardInterrupt):
        session.play(legal_actions(session.state)[0])
    monkeypatch.undo()
    assert session.state is before and session.log == log
    assert len(load(path).actions()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(tmp_path):
    """Saves killed mid-write leave hidden temporary files; old ones are removed at start."""
    save(new_game(2, 1), tmp_path / "autosave.json")
    stale = [tmp_path / f".autosave.json.{i}.tmp" for i in range(3)]
    for path in stale:
        path.write_text("{")
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    fresh = tmp_path / ".autosave.json.now.tmp"  # perhaps another window saving right now
    fresh.write_text("{")
    assert remove_stale_temporaries(tmp_path) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, "autosave.json"]


def test_the_menu_removes_stale_temporary_files_at_start(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    from game.app import App
    from game.paths import saves_dir

    saves_dir().mkdir(parents=True)
    stale = [tmp_path / ".autosave.json.x.tmp", saves_dir() / ".game-1.json.y.tmp"]
    for path in stale:
        path.write_text("{")
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    App().step(0.0)  # once the menu's first frame is on screen
    assert not any(path.exists() for path in stale)

"""Fixtures shared by the test files."""

from __future__ import annotations

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The game's own folder (settings, saves) in a fresh temporary directory."""
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    return tmp_path

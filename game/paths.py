"""Where the game keeps its files: saves and settings in the user's data folder."""

from __future__ import annotations

import os
from pathlib import Path

from engine.core import resources

ART = resources.ART
BOARD_TMX = resources.DATA / "tang_garden" / "boards" / "garden.tmx"


def user_dir() -> Path:
    """``$TANG_GARDEN_HOME``, else the platform's user data folder."""
    env = os.environ.get("TANG_GARDEN_HOME")
    if env:
        return Path(env)
    if os.name == "nt":
        return Path(os.environ.get("APPDATA", Path.home())) / "TangGarden"
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "tang-garden"


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def saves_dir() -> Path:
    return user_dir() / "saves"


def settings_path() -> Path:
    return user_dir() / "settings.json"


def last_setup_path() -> Path:
    """New game's last setup (players, seats, scenario, parts), to start the next one from."""
    return user_dir() / "last_setup.json"

"""Starting the game where something is missing: no display says so and ends; no sound
device is one quiet line, not the sound library's own nine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.app import NO_DISPLAY, NO_SOUND

ROOT = Path(__file__).resolve().parents[1]


def _start(code: str, **env: str) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh Python, with the environment changed by ``env`` ("" unsets)."""
    environ = {**os.environ, **env}
    environ = {k: v for k, v in environ.items() if v}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_a_display_tang_garden_says_so_and_ends(home):
    """No DISPLAY and no driver asked for: SDL would draw on its offscreen driver for ever;
    the game says there is no display and ends with status 1."""
    done = _start(
        "import sys; from game.cli import main; sys.exit(main([]))",
        DISPLAY="",
        WAYLAND_DISPLAY="",
        SDL_VIDEODRIVER="",
        SDL_AUDIODRIVER="dummy",
    )
    assert done.returncode == 1
    assert done.stderr == NO_DISPLAY + "\n" and done.stdout == ""


def test_without_a_sound_device_a_start_prints_one_line(home):
    """ALSA without a card prints nine lines of its own: a start says "no sound" once."""
    done = _start(
        "import sys, game.app as a; a.App.run = lambda self: None; sys.exit(a.run())",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="alsa",
        ALSA_CARD="99",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    assert done.returncode == 0
    assert done.stderr == NO_SOUND + "\n"

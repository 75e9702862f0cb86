"""Random mouse and keyboard events on every screen raise nothing (a short run of the soak)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.ui, pytest.mark.slow]

SOAK = Path(__file__).resolve().parents[1] / "bench" / "ui_soak.py"


def test_a_short_soak_of_random_events_on_every_screen_raises_nothing():
    """``bench/ui_soak.py`` runs 100,000 events; CI runs 1,320 (every screen twice)."""
    done = subprocess.run(
        [sys.executable, str(SOAK), "--events", "1320", "--seed", "7"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("soak: 1320 events, 11 screens visited"), done.stdout

"""A command whose reader goes away (``| head -n 1``) ends quietly, as Unix tools do."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "command", [["rulesets", "--json"], ["simulate", "--games", "50"], ["check-data"]]
)
def test_a_closed_pipe_ends_the_command_without_a_traceback(command):
    with subprocess.Popen(
        [sys.executable, "-m", "game", *command],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as run:
        run.stdout.close()  # the reader is gone before the first line (`| head -n 0`)
        errors = run.stderr.read().decode()
        run.wait(timeout=120)
    assert errors == ""
    assert run.returncode in (0, 141)  # 141: what a shell reports for a closed pipe

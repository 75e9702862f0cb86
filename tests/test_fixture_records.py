"""Games recorded before the core redesign (main abae569) still replay to the same scores, and
``simulate`` still prints the same games: the redesign changed no rule."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from game.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "records_abae569"


def _expected() -> dict[str, str]:
    lines = (FIXTURES / "expected.txt").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if line.strip())


def _commands() -> dict[str, str]:
    """NAME -> simulate arguments, from the fixture folder's README table."""
    text = (FIXTURES / "README.md").read_text()
    return dict(re.findall(r"^\| (\w+) \| `([^`]+)` \|$", text, re.MULTILINE))


def _summary(printed: str) -> str:
    """A replay's final scores and winner in expected.txt's form."""
    out = []
    for line in printed.splitlines():
        if m := re.match(r"^(Player \d+): (\d+) ", line):
            out.append(f"{m[1]}: {m[2]};")
            if "); " in line:  # a solo result: its rank or the defeat
                out.append(line.rsplit("); ", 1)[1] + ";")
        elif line.startswith("winner: "):
            out.append(line + ";")
    return "".join(out)


def _parts(summary: str) -> list[str]:
    return [part.strip() for part in summary.split(";") if part.strip()]


@pytest.mark.parametrize("name", sorted(_expected()))
def test_a_recorded_game_replays_to_its_scores(name, capsys):
    assert main(["replay", str(FIXTURES / name)]) == 0
    printed = capsys.readouterr().out
    assert _parts(_summary(printed)) == _parts(_expected()[name]), printed


def test_every_fixture_record_is_checked():
    records = {p.name for p in FIXTURES.glob("rec-*.json")}
    assert records == set(_expected())
    assert len(records) == 19


@pytest.mark.parametrize("name", sorted(_commands()))
def test_simulate_prints_the_same_games(name, capsys):
    assert main(["simulate", *shlex.split(_commands()[name])]) == 0
    printed = capsys.readouterr().out
    assert printed == (FIXTURES / "simulate" / f"sim-{name}.txt").read_text()

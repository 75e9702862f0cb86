"""Data files from players: YAML that would exhaust memory or the stack is refused by name."""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.tang_garden.content.loader import DATA_DIR

BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{b}: &{b} [{', '.join([f'*{a}'] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi", strict=True)
)


def check_data(data_dir: Path) -> subprocess.CompletedProcess:
    """``tang-garden check-data`` in a child limited to 2 GB and 120 s (the bug would take all)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    return subprocess.run(
        [sys.executable, "-m", "game", "check-data", "--data", str(data_dir)],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=limit,
        check=False,
    )


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def test_alias_expansion_is_refused_at_once(data_dir: Path) -> None:
    """A 'billion laughs' file: refused with its name and the line of the first alias."""
    (data_dir / "lanterns.yaml").write_text(BOMB)
    done = check_data(data_dir)
    assert done.returncode == 1, done.stderr[-500:]
    assert done.stdout.splitlines() == [
        "data/lanterns.yaml:2: YAML aliases (*a) are not allowed in component data"
    ]


@pytest.mark.parametrize("depth", [1_000, 30_000])
def test_deep_nesting_is_refused_with_the_file_name(data_dir: Path, depth: int) -> None:
    """Refused by our own limit, or by PyYAML's (6.0.4 and later stop at 1,000 levels while
    reading ahead): either way by file and line, saying the nesting is too deep."""
    (data_dir / "rules.yaml").write_text("x: " + "[" * depth + "]" * depth + "\n")
    done = check_data(data_dir)
    assert done.returncode == 1, done.stderr[-500:]
    [line] = done.stdout.splitlines()
    assert line in (
        "data/rules.yaml:1: nested deeper than 32 levels",
        "data/rules.yaml:1: YAML syntax error: exceeded maximum nesting depth (column 1003)",
    )


@pytest.mark.parametrize("where", ["rules.yaml", "modules/pagodas/module.yaml"])
def test_a_huge_number_is_refused_at_its_file_and_line(data_dir: Path, where: str) -> None:
    """A 5,000-digit number (more than Python reads as text) is named by file and line."""
    path = data_dir / where
    lines = path.read_text().splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith(("players_max:", "version:")))
    lines[at] = lines[at].split(":")[0] + ": " + "9" * 5000
    path.write_text("\n".join(lines) + "\n")
    done = check_data(data_dir)
    assert done.returncode == 1, done.stderr[-500:]
    assert done.stdout.splitlines()[0].startswith(f"data/{where}:{at + 1}: a number too long")

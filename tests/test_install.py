"""An installed wheel (not the checkout) checks its data and opens its window from any folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
)


def _run(*args: object, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_wheel_runs_from_another_folder(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=SKIP)
    pip = (sys.executable, "-m", "pip")
    _run(*pip, "wheel", "-q", "--no-deps", "-w", tmp_path, ".", cwd=source)
    (wheel,) = tmp_path.glob("tang_garden-*.whl")

    # a fresh environment that sees this one's dependencies but not the checkout
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / Path(sys.executable).name
    target = Path(
        _run(
            python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=tmp_path
        ).strip()
    )
    (target / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    _run(*pip, "--python", python, "install", "-q", "--no-deps", wheel, cwd=tmp_path)
    shutil.rmtree(source)  # nothing may come from the checkout's copy

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    game = bin_dir / "tang-garden"
    found = _run(python, "-c", "import engine.core.resources as r; print(r.DATA)", cwd=elsewhere)
    assert Path(found.strip()).is_relative_to(target)
    art = target / "game" / "art"  # the modules' art travels with the base game's
    assert (art / "tiles" / "GS_HT.png").is_file() and (art / "tokens" / "herb.png").is_file()
    assert _run(game, "check-data", cwd=elsewhere).startswith("ok: 60 garden tiles")
    solo = ("simulate", "--scenario", "yin-yang", "--players", "1", "--games", "1", "--seed", "1")
    assert _run(game, *solo, cwd=elsewhere).startswith("seed 1:")  # data/modules/ travels too
    home = {
        **os.environ,
        "TANG_GARDEN_HOME": str(tmp_path / "home"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    _run(
        game,
        "screenshot",
        "--seed",
        "1",
        "--turns",
        "2",
        "--out",
        "shot.png",
        cwd=elsewhere,
        env=home,
    )
    assert (elsewhere / "shot.png").stat().st_size > 10_000

"""The compiled engine is used only on request and only while it matches the sources (no mypy
needed: the manifests here are made by hand)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import engine
from engine import _compiled

SOURCES = Path(engine.__file__).parent
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")
TAG = SUFFIX.strip(".").rsplit(".", 1)[0]
PROBE = (
    "import engine.tang_garden.cells, engine._compiled as c; "
    "print(engine.tang_garden.cells.__file__); print(c.active)"
)


def _folder(tmp_path: Path, sha256: str, tag: str = TAG) -> Path:
    """A compiled folder by hand: ``engine.tang_garden.cells`` with ``sha256``, empty stand-ins."""
    (tmp_path / "engine" / "tang_garden").mkdir(parents=True)
    (tmp_path / "engine" / "tang_garden" / f"cells{SUFFIX}").write_bytes(b"")
    (tmp_path / f"lib__mypyc{SUFFIX}").write_bytes(b"")
    manifest = {
        "tag": tag,
        "library": "lib__mypyc",
        "modules": {
            "engine.tang_garden.cells": {
                "file": f"engine/tang_garden/cells{SUFFIX}",
                "sha256": sha256,
            }
        },
    }
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    return tmp_path


def _run(compiled: Path | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "TANG_GARDEN_COMPILED"}
    if compiled is not None:
        env["TANG_GARDEN_COMPILED"] = str(compiled)
    return subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True
    )


def test_a_changed_source_falls_back_to_pure_python_with_one_warning(tmp_path):
    done = _run(_folder(tmp_path, "0" * 64))
    assert done.stdout.split() == [str(SOURCES / "tang_garden" / "cells.py"), "None"]
    (warning,) = done.stderr.splitlines()
    assert "engine/tang_garden/cells.py changed since it was compiled" in warning
    assert "running pure Python" in warning


def test_a_folder_built_for_another_python_is_not_used(tmp_path):
    sha256 = hashlib.sha256((SOURCES / "tang_garden" / "cells.py").read_bytes()).hexdigest()
    done = _run(_folder(tmp_path, sha256, tag="cpython-299-elsewhere"))
    assert done.stdout.split() == [str(SOURCES / "tang_garden" / "cells.py"), "None"]
    (warning,) = done.stderr.splitlines()
    assert "built for cpython-299-elsewhere" in warning


def test_without_the_variable_the_loader_is_not_even_imported():
    env = {k: v for k, v in os.environ.items() if k != "TANG_GARDEN_COMPILED"}
    probe = "import sys, engine.tang_garden.game; print('engine._compiled' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
    )
    assert (done.stdout.strip(), done.stderr) == ("False", "")


def test_matching_sources_map_the_compiled_modules_to_the_folder(tmp_path):
    """(Given the folder above, the one built for this Python is found.)"""
    sha256 = hashlib.sha256((SOURCES / "tang_garden" / "cells.py").read_bytes()).hexdigest()
    folder = _folder(tmp_path / TAG, sha256)
    before = list(sys.meta_path)
    try:
        assert _compiled.install(str(tmp_path))
        finder = sys.meta_path[0]
        assert finder not in before
        assert finder.find_spec("engine.tang_garden.cells").origin == str(
            folder / "engine" / "tang_garden" / f"cells{SUFFIX}"
        )
        assert finder.find_spec("lib__mypyc").origin == str(folder / f"lib__mypyc{SUFFIX}")
        assert finder.find_spec("engine.tang_garden.state") is None  # not compiled: the sources
    finally:
        sys.meta_path[:] = before
        _compiled.active = None

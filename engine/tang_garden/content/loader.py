"""Load, validate and cross-check the component data in data/.

``load_game_data()`` returns a ``GameData`` or raises ``DataError``, whose ``problems`` lists
every problem found, one line each: ``FILE:LINE: ITEM: FIELD: message`` (FILE relative to the
data directory's parent, e.g. ``data/tiles.yaml``; ITEM and FIELD are left out when there is
none, and LINE is 0 when the file itself is missing).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.core import resources
from engine.core.content.digest import digest_of
from engine.core.content.problems import DataError, format_problem, format_problems, unique
from engine.core.content.yaml_lines import YamlDoc, read_yaml
from engine.tang_garden.content.checks import cross_check
from engine.tang_garden.content.models import (
    CharactersFile,
    DecorationsFile,
    GameData,
    LandscapesFile,
    LanternsFile,
    LayoutsFile,
    PlayerBoard,
    RulesFile,
    TilesFile,
)
from engine.tang_garden.content.tmx_board import read_board
from engine.tang_garden.kinds import all as _base_kinds  # noqa: F401  (they register)

__all__ = [
    "BOARD_FILE",
    "DATA_DIR",
    "YAML_FILES",
    "DataError",
    "format_problems",
    "load_game_data",
]

DATA_DIR = resources.DATA / "tang_garden"

# GameData field -> (file in the data directory, model of its content)
YAML_FILES: dict[str, tuple[str, type[BaseModel]]] = {
    "tiles": ("tiles.yaml", TilesFile),
    "decorations": ("decorations.yaml", DecorationsFile),
    "characters": ("characters.yaml", CharactersFile),
    "landscapes": ("landscapes.yaml", LandscapesFile),
    "lanterns": ("lanterns.yaml", LanternsFile),
    "player_board": ("player_board.yaml", PlayerBoard),
    "layouts": ("layouts.yaml", LayoutsFile),
    "rules": ("rules.yaml", RulesFile),
}
BOARD_FILE = "boards/garden.tmx"


def load_game_data(data_dir: Path | None = None) -> GameData:
    """Load every data file, validate and cross-check them; raise ``DataError`` on problems.

    Without ``data_dir`` the repository's data/ directory is loaded once and cached.
    """
    if data_dir is None:
        return _load_default()
    return _load(Path(data_dir))


@functools.cache
def _load_default() -> GameData:
    return _load(DATA_DIR)


def _load(data_dir: Path) -> GameData:
    try:
        return _load_unguarded(data_dir)
    except DataError:
        raise
    except Exception as exc:  # a loader bug must still surface as one readable line
        label = folder_label(data_dir) or str(data_dir)
        raise DataError([format_problem(label, 0, "", "", f"unexpected error: {exc!r}")]) from exc


def folder_label(data_dir: Path) -> str:
    """How problems name a data folder: the shipped one by its place in the project."""
    if data_dir == DATA_DIR:
        return "data/tang_garden"
    return data_dir.name


def _label(data_dir: Path, name: str) -> str:
    folder = folder_label(data_dir)
    return f"{folder}/{name}" if folder else name


def _load_unguarded(data_dir: Path) -> GameData:
    problems: list[str] = []
    docs: dict[str, YamlDoc] = {}
    models: dict[str, Any] = {}
    for key, (name, model) in YAML_FILES.items():
        label = _label(data_dir, name)
        raw, problem = _read(data_dir / name, label)
        if raw is None:
            problems.append(problem)
            continue
        doc, found = read_yaml(raw, label)
        problems += found
        if doc is None:
            continue
        docs[key] = doc
        value, found = doc.validate(model)
        problems += found
        if value is not None:
            models[key] = value

    board_path = data_dir / BOARD_FILE
    board, found = read_board(board_path, _label(data_dir, BOARD_FILE))
    problems += found

    problems += cross_check(docs, models, board)
    if problems or board is None or len(models) != len(YAML_FILES):
        raise DataError(unique(problems))
    try:
        return GameData(**models, board=board, digest=digest_of({**models, "board": board}))
    except ValidationError as exc:  # cannot happen with validated parts; kept readable anyway
        raise DataError([format_problem(data_dir.name, 0, "", "", str(exc))]) from exc


def _read(path: Path, label: str) -> tuple[bytes | None, str]:
    if not path.is_file():
        return None, format_problem(label, 0, "", "", "file not found")
    try:
        return path.read_bytes(), ""
    except OSError as exc:
        return None, format_problem(label, 0, "", "", f"cannot read the file: {exc.strerror}")

"""Where the game's own files are: the component data, the art, the theme and the rules text.

In a checkout they are the top-level folders data/, art/ and docs/; setup.py packs them into an
installed game as ``engine.data``, ``game.art`` and ``game.docs``. importlib.resources finds them
in both cases, so the game runs from any folder.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _folder(package: str) -> Path:
    found = files(package)
    if not isinstance(found, Path):  # a zipped install; pip and pipx always unpack
        raise RuntimeError(f"the game's files must be installed as a folder, not in {found}")
    return found


DATA = _folder("engine.data")
ART = _folder("game.art")
SOUNDS = ART / "sounds"
THEME = _folder("game") / "theme.json"
RULES_TEXT = _folder("game.docs") / "rules-reference.md"

"""Every module's pictures, from the ``painting.py`` of each module's screen folder: the painters
ask here for a component the base game does not draw."""

from __future__ import annotations

from functools import cache

from game.tang_garden.module_screens import screen_parts
from game.tang_garden.painting.pictures import Pictures


@cache
def module_pictures() -> Pictures:
    """The pictures of every module that has some, in one (a ``painting.py`` may hold only
    what its screen draws, with no ``PICTURES``)."""
    parts = screen_parts("painting")
    return Pictures.joined([part.PICTURES for part in parts if hasattr(part, "PICTURES")])

"""The UI adapters of a running ruleset, each found in its module's screen folder.

A module's adapter is the ``UIAdapter`` subclass with its id in ``ui.py`` of its folder
``game/tang_garden/modules/<id>/`` (see module_screens.py); an installed package adds its own
through the entry-point group ``tang_garden.ui`` (each entry point names a ``UIAdapter``
subclass), as the engine's module registry does for the modules themselves. A module without an
adapter gets the plain ``UIAdapter`` (its rules text on F1, nothing else to show).
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib.metadata import entry_points

from engine.tang_garden.api import Ruleset
from game.tang_garden.module_screens import screen_part
from game.tang_garden.module_ui import UIAdapter

ENTRY_POINT_GROUP = "tang_garden.ui"


@cache
def _installed() -> dict[str, type[UIAdapter]]:
    found: dict[str, type[UIAdapter]] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        cls = point.load()
        found.setdefault(cls.id, cls)
    return found


def adapter_class(module_id: str) -> type[UIAdapter]:
    """The adapter class of one module (the plain one when it has none)."""
    ui = screen_part(module_id, "ui")
    for value in vars(ui).values() if ui is not None else ():
        if isinstance(value, type) and issubclass(value, UIAdapter) and value.id == module_id:
            return value
    return _installed().get(module_id, UIAdapter)


@lru_cache(maxsize=16)
def adapters(ruleset: Ruleset) -> tuple[UIAdapter, ...]:
    """The adapters of a ruleset's modules, in the ruleset's order (made once per ruleset)."""
    return tuple(adapter_class(module.id)(module) for module in ruleset.modules)

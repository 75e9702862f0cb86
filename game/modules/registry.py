"""Every module's UI adapter, listed in one place, and the adapters of a running ruleset.

Built-in adapters are listed in ``BUILTIN`` (module id -> "package.module:Class"); an installed
package adds its own through the entry-point group ``tang_garden.ui`` (each entry point names a
``UIAdapter`` subclass), as engine/modules/registry.py does for the modules themselves. A module
without an adapter gets the plain ``UIAdapter`` (its rules text on F1, nothing else to show).
"""

from __future__ import annotations

import importlib
from functools import cache, lru_cache
from importlib.metadata import entry_points

from engine.tang_garden.api import Ruleset
from game.modules.base import UIAdapter

ENTRY_POINT_GROUP = "tang_garden.ui"

BUILTIN: dict[str, str] = {
    "yin-yang": "game.modules.yin_yang:YinYangUI",
    "decorations-showcase": "game.modules.showcase:ShowcaseUI",
    "pear-garden-market": "game.modules.market:MarketUI",
    "glory-of-the-emperor": "game.modules.emperor:EmperorUI",
    "golden-age": "game.modules.golden_age:GoldenAgeUI",
    "bamboo-kingfisher": "game.modules.seasons_decorations:BambooKingfisherUI",
    "belvederes": "game.modules.seasons_decorations:BelvederesUI",
    "flying-lanterns": "game.modules.seasons_decorations:FlyingLanternsUI",
    "seasons-characters": "game.modules.seasons_characters:SeasonsCharactersUI",
    "pagodas": "game.modules.seasons_sets:PagodasUI",
    "seasoned-characters": "game.modules.seasoned:SeasonedUI",
    "night-landscapes": "game.modules.seasons_tiles:NightLandscapesUI",
    "new-garden-tiles": "game.modules.seasons_tiles:NewGardenTilesUI",
    "lanterns-05-09": "game.modules.seasons_tiles:LanternsUI",
}


@cache
def _installed() -> dict[str, type[UIAdapter]]:
    found: dict[str, type[UIAdapter]] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        cls = point.load()
        found.setdefault(cls.id, cls)
    return found


def adapter_class(module_id: str) -> type[UIAdapter]:
    """The adapter class of one module (the plain one when it has none)."""
    if module_id in BUILTIN:
        path, _, name = BUILTIN[module_id].partition(":")
        return getattr(importlib.import_module(path), name)
    return _installed().get(module_id, UIAdapter)


@lru_cache(maxsize=16)
def adapters(ruleset: Ruleset) -> tuple[UIAdapter, ...]:
    """The adapters of a ruleset's modules, in the ruleset's order (made once per ruleset)."""
    return tuple(adapter_class(module.id)(module) for module in ruleset.modules)

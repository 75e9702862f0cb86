"""Every kind the game knows, listed in one place (importing this registers them all)."""

from engine.tang_garden.kinds.bonuses import BONUSES
from engine.tang_garden.kinds.lanterns import LANTERNS
from engine.tang_garden.kinds.scoring import SCORINGS
from engine.tang_garden.kinds.sights import (
    SIGHTS,
    SightAvoid,
    SightIcons,
    SightIconSet,
    SightTerrain,
)
from engine.tang_garden.kinds.skills import SKILLS
from engine.tang_garden.kinds.tiles import TILES, GardenTile, Region, TempleTile
from engine.tang_garden.modules.bamboo_kingfisher import kinds as _bamboo  # noqa: F401
from engine.tang_garden.modules.belvederes import kinds as _belvederes  # noqa: F401
from engine.tang_garden.modules.bushes import kinds as _bushes  # noqa: F401
from engine.tang_garden.modules.flying_lanterns import kinds as _flying  # noqa: F401
from engine.tang_garden.modules.ghost_stories import kinds as _ghost_stories  # noqa: F401
from engine.tang_garden.modules.golden_age import kinds as _golden_age  # noqa: F401
from engine.tang_garden.modules.insects import kinds as _insects  # noqa: F401
from engine.tang_garden.modules.lanterns_05_09 import kinds as _lanterns_05_09  # noqa: F401
from engine.tang_garden.modules.nature import kinds as _nature  # noqa: F401
from engine.tang_garden.modules.new_garden_tiles import kinds as _new_tiles  # noqa: F401
from engine.tang_garden.modules.pagodas import kinds as _pagodas  # noqa: F401
from engine.tang_garden.modules.promo_herbalist import kinds as _herbalist  # noqa: F401
from engine.tang_garden.modules.promo_wayfarer import kinds as _wayfarer  # noqa: F401
from engine.tang_garden.modules.seasoned_characters import kinds as _seasoned  # noqa: F401
from engine.tang_garden.modules.seasons_characters import kinds as _characters  # noqa: F401
from engine.tang_garden.modules.yin_yang import kinds as _yin_yang  # noqa: F401

__all__ = [
    "BONUSES",
    "LANTERNS",
    "SCORINGS",
    "SIGHTS",
    "SKILLS",
    "TILES",
    "GardenTile",
    "Region",
    "SightAvoid",
    "SightIconSet",
    "SightIcons",
    "SightTerrain",
    "TempleTile",
]

"""Every kind the game knows, listed in one place (importing this registers them all)."""

import engine.kinds.seasons_lanterns  # Seasons: lanterns 05-09
import engine.kinds.seasons_tiles  # noqa: F401  (Seasons: the new garden tiles)
from engine.kinds import ghost_stories, golden_age, promos  # noqa: F401  (the expansions' kinds)
from engine.kinds.bonuses import BONUSES
from engine.kinds.lanterns import LANTERNS
from engine.kinds.scoring import SCORINGS
from engine.kinds.sights import SIGHTS, SightAvoid, SightIcons, SightIconSet, SightTerrain
from engine.kinds.skills import SKILLS
from engine.kinds.tiles import TILES, GardenTile, Region, TempleTile

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

"""Every kind the game knows, listed in one place (importing this registers them all)."""

from engine.kinds import (  # noqa: F401  (the expansions' kinds)
    ghost_stories,
    golden_age,
    promos,
    seasons_characters,
    seasons_decorations,
    seasons_lanterns,
    seasons_seasoned,
    seasons_sets,
    seasons_tiles,
)
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

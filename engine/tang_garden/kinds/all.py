"""The base game's kinds, listed in one place: importing this registers them (the loader does,
before any data is validated). A module's own kinds register with its module class."""

from engine.tang_garden.kinds import (  # noqa: F401
    bonuses,
    lanterns,
    scoring,
    sights,
    skills,
    tiles,
    zones,
)

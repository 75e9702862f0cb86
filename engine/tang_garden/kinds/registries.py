"""Tang Garden's kind registries, one per kind of component behaviour. The rules look kinds up
here by name; the kinds themselves (kinds/*.py, a module's kinds.py) register into them."""

from __future__ import annotations

from engine.core.kinds import Registry

TILES: Registry = Registry("tile kind")
SCORINGS: Registry = Registry("decoration scoring")
SKILLS: Registry = Registry("skill")
SIGHTS: Registry = Registry("sight preference")
BONUSES: Registry = Registry("card bonus")
LANTERNS: Registry = Registry("lantern ability")
ZONES: Registry = Registry("board zone")

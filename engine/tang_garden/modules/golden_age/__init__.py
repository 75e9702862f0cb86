"""Golden Age (module ``golden-age``): its rules in module.py, its component kinds in kinds.py,
its actions in actions.py, its id and slice of the state in slice.py."""

from engine.tang_garden.modules.golden_age.actions import PlaceDrawnTile, PutBackTile

__all__ = ["PlaceDrawnTile", "PutBackTile"]  # what its screen uses

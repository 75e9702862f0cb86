"""Seasoned Characters (module ``seasoned-characters``): its rules in module.py, its component
kinds in kinds.py, its actions in actions.py, its id and slice of the state in slice.py."""

from engine.tang_garden.modules.seasoned_characters.actions import PlaceSupervisor, Upgrade
from engine.tang_garden.modules.seasoned_characters.kinds import Supervisor

__all__ = ["PlaceSupervisor", "Supervisor", "Upgrade"]  # what its screen uses

"""Lanterns 05 to 09 (module ``lanterns-05-09``): its rules in module.py, its component kinds in
kinds.py, its id and slice of the state in slice.py."""

from engine.tang_garden.modules.lanterns_05_09.module import BuildReserved

__all__ = ["BuildReserved"]  # what its screen uses

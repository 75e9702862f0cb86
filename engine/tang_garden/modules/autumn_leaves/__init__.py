"""Leaves (module ``autumn-leaves``, Seasons digest 3.3 and Autumn 2.2): leaves on the garden, a
private score bag per player, the shared donation bag; its rules in module.py, its slice in
slice.py."""

from engine.tang_garden.modules.autumn_leaves.module import CATEGORY, DonateLeaf, KeepLeaf

__all__ = ["CATEGORY", "DonateLeaf", "KeepLeaf"]  # what its screen uses

"""Bamboo & Kingfisher (module ``bamboo-kingfisher``): its rules in module.py, its scoring kind in
kinds.py."""

from engine.tang_garden.modules.bamboo_kingfisher.module import role_lines

__all__ = ["role_lines"]  # what its screen uses

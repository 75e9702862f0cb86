"""Bushes (module ``bushes``): its module in module.py, its scoring kind in kinds.py."""

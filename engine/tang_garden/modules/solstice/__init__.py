"""Solstice (module ``solstice``, Seasons digest 2.7): the scenario's rules in module.py, its
objectives 6 and 8 in kinds.py, its slice in slice.py."""

"""Seasons new characters (module ``seasons-characters``):
its rules in module.py, its component kinds in kinds.py."""

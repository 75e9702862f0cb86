"""Seasoned Characters (module ``seasoned-characters``):
its rules in module.py, its component kinds in kinds.py."""

"""Seasons scenario Winter (module ``winter``): its rules in module.py, its kinds in kinds.py."""

"""The Seasons scenario Equinox on screen (ui.py) and its pictures (painting.py)."""

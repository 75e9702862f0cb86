"""The art: shipped inside the installed game as game.art (see setup.py)."""

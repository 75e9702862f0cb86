"""The in-game rules text: shipped inside the installed game as game.docs (see setup.py)."""

"""The component data: shipped inside the installed game as engine.data (see setup.py)."""

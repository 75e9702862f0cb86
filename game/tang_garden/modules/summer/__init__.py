"""Summer's screen parts: its UI adapter (ui.py), pictures (painting.py), end screen (end.py)."""

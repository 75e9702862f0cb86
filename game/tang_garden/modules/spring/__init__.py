"""Spring's screen parts: its UI adapter (ui.py) and pictures (painting.py)."""

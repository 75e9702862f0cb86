"""Solstice (module ``solstice``) on screen: its UI adapter in ui.py and its pictures (the Pagoda
pawn, the column icons) in painting.py."""

"""Autumn solo (module ``autumn-solo``) on screen: its UI adapter in ui.py, its pieces (leaves,
drop tokens, Twilight cards) drawn by pieces.py."""

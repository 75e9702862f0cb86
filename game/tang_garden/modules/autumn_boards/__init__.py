"""Autumn boards (module ``autumn-boards``) on screen: its UI adapter in ui.py."""

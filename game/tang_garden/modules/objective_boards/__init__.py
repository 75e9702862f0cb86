"""Objective boards (module ``objective-boards``) on screen: its UI adapter in ui.py."""

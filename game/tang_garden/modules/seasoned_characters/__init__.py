"""Seasoned Characters (module ``seasoned-characters``) on screen: its UI adapter in ui.py."""

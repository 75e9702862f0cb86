"""Decorations Showcase (module ``decorations-showcase``) on screen: its UI adapter in ui.py."""

"""Belvederes (module ``belvederes``) on screen: its UI adapter in ui.py."""

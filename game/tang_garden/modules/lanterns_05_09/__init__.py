"""Lanterns 05 to 09 (module ``lanterns-05-09``) on screen: its UI adapter in ui.py and its pictures
in painting.py."""

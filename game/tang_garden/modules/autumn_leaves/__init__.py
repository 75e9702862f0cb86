"""Leaves (module ``autumn-leaves``) on screen: its UI adapter in ui.py and its pictures in
painting.py."""

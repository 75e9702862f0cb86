"""Insects (module ``insects``) on screen: its pictures in painting.py."""

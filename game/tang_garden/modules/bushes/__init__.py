"""Bushes (module ``bushes``) on screen: its pictures in painting.py."""

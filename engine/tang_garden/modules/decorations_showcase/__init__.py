"""Decorations Showcase (module ``decorations-showcase``): its rules in module.py."""

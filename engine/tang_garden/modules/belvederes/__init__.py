"""Belvederes (module ``belvederes``): its rules in module.py."""

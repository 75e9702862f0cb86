"""Autumn solo, the Seasons set-collection puzzle (module ``autumn-solo``): its Module class,
actions, Twilight cards and title result in module.py; its slice of the state in slice.py."""

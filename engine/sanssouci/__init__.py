"""Sanssouci, the second game of the rulebooks, on engine/core."""

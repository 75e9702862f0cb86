"""Sanssouci's screens and command-line commands."""

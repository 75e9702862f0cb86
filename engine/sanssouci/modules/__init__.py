"""Sanssouci's modules, one folder each."""

"""Modules: scenarios and expansion parts that a ruleset adds to the base game (see registry)."""

"""Seasoned Characters (module ``seasoned-characters``): its rules in module.py, its component
kinds in kinds.py, its actions in actions.py, its id and slice of the state in slice.py."""

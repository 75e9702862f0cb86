"""Golden Age (module ``golden-age``): its rules in module.py, its component kinds in kinds.py."""

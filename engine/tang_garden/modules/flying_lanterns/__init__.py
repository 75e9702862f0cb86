"""Flying lanterns (module ``flying-lanterns``): its rules in module.py."""

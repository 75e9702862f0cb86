"""Flying lanterns (module ``flying-lanterns``): its rules in module.py, its scoring kind in
kinds.py."""

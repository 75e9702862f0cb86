"""Flying lanterns (module ``flying-lanterns``) on screen: its UI adapter in ui.py."""

"""Golden Age (module ``golden-age``) on screen: its UI adapter in ui.py."""

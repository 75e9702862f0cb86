"""New garden tiles (module ``new-garden-tiles``) on screen: its UI adapter in ui.py."""

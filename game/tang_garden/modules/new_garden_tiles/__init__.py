"""New garden tiles (module ``new-garden-tiles``) on screen: its UI adapter in ui.py and its
pictures in painting.py."""

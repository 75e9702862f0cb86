"""The Painter (module ``painter``) on screen: its UI adapter in ui.py and its emblem in
painting.py."""

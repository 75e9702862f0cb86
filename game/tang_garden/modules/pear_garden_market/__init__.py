"""Market of the Pear Garden (module ``pear-garden-market``) on screen: its UI adapter in ui.py."""

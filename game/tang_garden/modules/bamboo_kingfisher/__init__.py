"""Bamboo & Kingfisher (module ``bamboo-kingfisher``) on screen: its UI adapter in ui.py and its
pictures in painting.py."""

"""Every picture, drawn by code (no image files needed): tiles, pieces, landscapes, cards.

``core`` and ``glyphs`` are the drawing helpers; ``decorations`` and ``emblems`` hold the base
game's pieces and the helpers the modules' pictures share; ``pieces``, ``tiles``, ``landscapes``
and ``cards`` are the painters, which draw a module's component with the pictures its screen
folder gives (``module_pictures``, each folder's ``painting.py``: a ``pictures.Pictures``).
"""

"""Autumn (module ``autumn``, Seasons digest 2.2): the multiplayer Autumn scenario."""

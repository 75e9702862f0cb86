"""Sprites drawn by code (no image files needed): tiles, pieces, landscapes, cards."""

# the expansions' pictures register themselves with the painters
from game.painting import (  # noqa: F401
    decorations_boxes,
    emblems_boxes,
    emblems_seasons,
    seasoned,
    seasons_decorations,
    seasons_sets,
    seasons_tiles,
    tiles_boxes,
)
from game.painting.cards import paint_card, paint_character_card, paint_hand_card, paint_paper
from game.painting.decorations import paint_decoration
from game.painting.landscapes import paint_landscape, paint_landscape_icon
from game.painting.pieces import paint_character, paint_lantern, paint_token
from game.painting.tiles import paint_tile, paint_tile_back

__all__ = [
    "paint_card",
    "paint_character",
    "paint_character_card",
    "paint_decoration",
    "paint_hand_card",
    "paint_landscape",
    "paint_landscape_icon",
    "paint_lantern",
    "paint_paper",
    "paint_tile",
    "paint_tile_back",
    "paint_token",
]

"""The game's colours, in the spirit of Chinese garden painting.

Ink and rice paper, jade greens, celadon / ink-blue water, grey-ochre rock, sandy footpaths,
cinnabar walls and gold accents. Constants only (RGB tuples), so any module may import them
without pygame.

Player colours come from the Okabe-Ito colour-blind-safe set and each has its own piece SHAPE,
so pieces differ even where colours cannot be told apart.
"""

from __future__ import annotations

from typing import NamedTuple

RGB = tuple[int, int, int]

# --- paper and ink ----------------------------------------------------------------------------
PAPER: RGB = (241, 233, 214)  # rice-paper background
PAPER_LIGHT: RGB = (250, 245, 232)
PAPER_DARK: RGB = (222, 209, 182)
PAPER_FIBRE: RGB = (206, 192, 164)
INK: RGB = (33, 31, 30)
INK_SOFT: RGB = (86, 82, 77)
INK_WASH: RGB = (150, 148, 142)  # diluted ink for mist and distant mountains
MIST: RGB = (214, 214, 207)
GOLD: RGB = (214, 168, 58)
GOLD_LIGHT: RGB = (244, 214, 120)
GOLD_DARK: RGB = (146, 106, 28)
SEAL_RED: RGB = (178, 44, 36)  # cinnabar seal paste

# --- terrain ----------------------------------------------------------------------------------
GREENERY: RGB = (104, 150, 96)  # jade green
GREENERY_DARK: RGB = (50, 92, 58)
GREENERY_LIGHT: RGB = (168, 198, 132)
WATER: RGB = (108, 154, 178)  # celadon / ink-blue water
WATER_DARK: RGB = (48, 88, 124)
WATER_LIGHT: RGB = (196, 222, 226)
ROCK: RGB = (156, 142, 120)  # grey-ochre rock
ROCK_DARK: RGB = (92, 80, 66)
ROCK_LIGHT: RGB = (202, 192, 170)
FOOTPATH: RGB = (228, 192, 126)  # sandy footpath
FOOTPATH_DARK: RGB = (160, 122, 70)
FOOTPATH_LIGHT: RGB = (244, 222, 172)
GROUND: RGB = (226, 224, 206)  # raked gravel between the planted areas
GROUND_DARK: RGB = (202, 198, 174)

TERRAIN: dict[str, RGB] = {
    "greenery": GREENERY,
    "water": WATER,
    "rock": ROCK,
    "footpath": FOOTPATH,
}
TERRAIN_DARK: dict[str, RGB] = {
    "greenery": GREENERY_DARK,
    "water": WATER_DARK,
    "rock": ROCK_DARK,
    "footpath": FOOTPATH_DARK,
}
TERRAIN_LIGHT: dict[str, RGB] = {
    "greenery": GREENERY_LIGHT,
    "water": WATER_LIGHT,
    "rock": ROCK_LIGHT,
    "footpath": FOOTPATH_LIGHT,
}

# --- walls and buildings ----------------------------------------------------------------------
WALL: RGB = (186, 58, 40)  # cinnabar red wall
WALL_DARK: RGB = (120, 34, 24)
WALL_LIGHT: RGB = (222, 112, 84)
# a player board's tracks by their data's colour name (light: the spaces; dark: the cube)
TRACK_LIGHT: dict[str, RGB] = {**TERRAIN_LIGHT, "red": WALL_LIGHT}
TRACK_DARK: dict[str, RGB] = {**TERRAIN_DARK, "red": WALL_DARK}
ROOF: RGB = (58, 62, 66)  # grey roof tiles
ROOF_LIGHT: RGB = (112, 118, 120)
TIMBER: RGB = (164, 52, 38)  # lacquered pillars
WOOD: RGB = (108, 74, 48)  # trunks, branches, scaffolding

# temples: their border colour (blue lotus temple, green flowers temple, brown rock temple)
TEMPLE: dict[str, RGB] = {
    "water": (58, 108, 160),
    "greenery": (58, 128, 70),
    "rock": (128, 90, 56),
}

# --- flowers, animals, sky --------------------------------------------------------------------
PLUM_WHITE: RGB = (252, 244, 240)
PLUM_CENTRE: RGB = (214, 120, 130)
PEACH_PINK: RGB = (238, 136, 158)
PEACH_DEEP: RGB = (196, 72, 104)
MAPLE_RED: RGB = (206, 64, 38)
MAPLE_ORANGE: RGB = (232, 128, 44)
WILLOW: RGB = (150, 182, 82)
PINE: RGB = (44, 86, 62)
PEONY: RGB = (214, 72, 118)
PEONY_LIGHT: RGB = (246, 168, 192)
LOTUS: RGB = (240, 160, 184)
LOTUS_LEAF: RGB = (86, 140, 84)
KOI: RGB = (234, 118, 36)
AMBER: RGB = (214, 150, 52)  # a cat's fur, the sancai glaze
BIRD_BLUE: RGB = (44, 86, 140)
SUN_RED: RGB = (208, 50, 38)
MOON: RGB = (246, 232, 176)
DRAGON: RGB = (46, 128, 100)
DEER: RGB = (166, 104, 56)

# --- players ----------------------------------------------------------------------------------


class PlayerColour(NamedTuple):
    name: str
    rgb: RGB
    shape: str  # circle, square, triangle, diamond, hexagon


# Okabe-Ito hues: distinct in hue *and* lightness for the common colour-vision deficiencies.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("vermilion", (213, 94, 0), "circle"),
    PlayerColour("azure", (0, 114, 178), "square"),
    PlayerColour("golden yellow", (240, 228, 66), "triangle"),
    PlayerColour("black", (38, 38, 42), "diamond"),
)
NEUTRAL = PlayerColour("grey", (158, 156, 150), "hexagon")  # solo neutral characters
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon")

"""The generated art: every component in the data has its PNG in art/, and the painters return
surfaces of the requested size without a display."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path

import pygame
import pytest

from engine.tang_garden.content.loader import load_game_data
from engine.tang_garden.game import catalog
from game.palette import NEUTRAL, PLAYER_COLOURS, SHAPES
from game.tang_garden.painting.cards import paint_card, paint_character_card
from game.tang_garden.painting.core import paint_paper
from game.tang_garden.painting.landscapes import paint_landscape, paint_landscape_icon
from game.tang_garden.painting.module_pictures import module_pictures
from game.tang_garden.painting.pieces import (
    paint_character,
    paint_decoration,
    paint_lantern,
    paint_token,
)
from game.tang_garden.painting.sprites import packs
from game.tang_garden.painting.tiles import paint_tile, paint_tile_back

pytestmark = pytest.mark.ui

ART = Path(__file__).resolve().parents[1] / "art"
ICONS = ("construction", "animal", "dragon", "sun", "moon", "village", "temple", "waterfall")
DATA = load_game_data()
PACKS = packs()


def _expected() -> list[str]:
    names = [f"tiles/{t.id}.png" for t in DATA.tiles.tiles]
    names += [f"start/{f.id}_{c}.png" for f in DATA.tiles.starting_tile for c in f.cells]
    names += [f"decorations/{d.id}.png" for d in DATA.decorations.decorations]
    names += [f"landscapes/{x.id}.png" for x in DATA.landscapes.landscapes]
    names += [f"icons/{i}.png" for i in ICONS]
    names += [f"icons/{i}.png" for x in DATA.landscapes.landscapes for i in x.icons]
    names += [f"characters/{c.id}.png" for c in DATA.characters.characters]
    names += ["tokens/small.png", "tokens/large.png", "preview.png"]
    names += [f"backs/{s}.png" for s in ("greenery", "water", "rock", "tao")]
    return sorted(set(names))


@pytest.mark.parametrize("name", _expected())
def test_png_exists_and_loads(name: str) -> None:
    path = ART / name
    assert path.is_file(), f"missing {path}: run python tools/make_art.py"
    img = pygame.image.load(str(path))
    assert img.get_width() > 0 and img.get_height() > 0


def test_tile_sprites_are_128_square() -> None:
    for tile in DATA.tiles.tiles:
        assert pygame.image.load(str(ART / f"tiles/{tile.id}.png")).get_size() == (128, 128)


def _size(s: pygame.Surface) -> tuple[int, int]:
    assert isinstance(s, pygame.Surface)
    return s.get_size()


@pytest.mark.parametrize("size", [24, 64, 128])
def test_paint_tile_sizes(size: int) -> None:
    for tile in DATA.tiles.tiles:
        assert _size(paint_tile(tile, size)) == (size, size)
    for face in DATA.tiles.starting_tile:
        for cell in face.cells.values():
            assert _size(paint_tile(cell, size)) == (size, size)


def test_pieces_sizes() -> None:
    for deco in DATA.decorations.decorations:
        assert _size(paint_decoration(deco.id, 40)) == (40, 40)
    colours = [*PLAYER_COLOURS, NEUTRAL]
    for i, ch in enumerate(DATA.characters.characters):
        col = colours[i % len(colours)]
        assert _size(paint_character(ch, col.rgb, col.shape, 48)) == (48, 48)
    for shape in SHAPES:
        ch = DATA.characters.characters[0]
        assert _size(paint_character(ch, NEUTRAL.rgb, shape, 30)) == (30, 30)
    assert _size(paint_token("small", 32)) == (32, 32)
    assert _size(paint_token("large", 40)) == (40, 40)
    for lantern in DATA.lanterns.lanterns:
        for used in (False, True):
            assert _size(paint_lantern(lantern, used, 36)) == (36, 36)
    for stack in ("greenery", "water", "rock", "tao"):
        assert _size(paint_tile_back(stack, 50)) == (50, 50)


def test_landscapes_icons_cards_paper_sizes() -> None:
    for land in DATA.landscapes.landscapes:
        assert _size(paint_landscape(land, 200, 70)) == (200, 70)
    for icon in ICONS:
        assert _size(paint_landscape_icon(icon, 24)) == (24, 24)
    decorations = {d.id: d for d in DATA.decorations.decorations}
    for card in DATA.decorations.cards[::7]:
        img = paint_card(card, decorations[card.decoration], (100, 140))
        assert _size(img) == (100, 140)
    base = catalog()
    for ch in DATA.characters.characters:
        assert _size(paint_character_card(ch, (120, 170), base)) == (120, 170)
    assert _size(paint_paper(300, 200)) == (300, 200)


def test_painting_is_deterministic() -> None:
    tile = DATA.tiles.tiles[9]
    a = pygame.image.tobytes(paint_tile(tile, 64), "RGBA")
    b = pygame.image.tobytes(paint_tile(tile, 64), "RGBA")
    assert a == b


def test_player_colours_have_distinct_shapes() -> None:
    shapes = [c.shape for c in PLAYER_COLOURS] + [NEUTRAL.shape]
    assert len(set(shapes)) == len(shapes) == 5
    assert set(shapes) <= set(SHAPES)
    assert len({c.rgb for c in PLAYER_COLOURS}) == 4


# --- the modules' art ----------------------------------------------------------------------------

MODULE_ART = {
    "ghost-stories": [
        "tiles/GS_HT.png",
        "landscapes/GS_S2.png",
        "icons/wall.png",
        "tokens/fox.png",
        "lanterns/shift.png",
        "cards/character_demon.png",
        "decorations/spectral_tree.png",
        "cards/swan_1.png",
    ],
    "golden-age": [
        "tiles/GA_BG.png",
        "characters/princess.png",
        "decorations/sancai_vase.png",
        "lanterns/draw_five_tiles_used.png",
        "lanterns/exchange_active_character.png",
    ],
    "promo-herbalist": ["characters/herbalist.png", "tokens/herb.png"],
    "promo-wayfarer": ["cards/character_wayfarer.png"],
    "promo-apricot-tree": ["decorations/apricot_tree.png", "cards/apricot_tree_3.png"],
}


@pytest.mark.parametrize("module", sorted(MODULE_ART))
def test_every_module_pack_has_its_art(module: str) -> None:
    pack = next(p for p in PACKS if p.id == module)
    assert set(MODULE_ART[module]) <= set(pack.sprites)
    assert (ART / "previews" / f"{module}.png").is_file()


@pytest.mark.parametrize("pack", PACKS, ids=lambda p: p.id)
def test_committed_art_is_what_the_painters_make(pack) -> None:
    """Every file of the base game and of each module's pack is in art/ and shows exactly what
    its painter makes now (run python tools/make_art.py after changing data or painters)."""
    for path, paint in pack.sprites.items():
        assert (ART / path).is_file(), f"missing art/{path}: run python tools/make_art.py"
        made = paint()
        kept = pygame.image.load(str(ART / path))
        assert kept.get_size() == made.get_size(), path
        assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(made, "RGBA"), (
            f"art/{path} is not what its painter makes: run python tools/make_art.py"
        )


def test_a_module_paints_only_what_the_base_game_does_not() -> None:
    """The modules' pictures and the base game's share no name, so which the painters ask
    first cannot change a picture."""
    from game.tang_garden.painting.decorations import DECORATIONS
    from game.tang_garden.painting.emblems import EMBLEMS
    from game.tang_garden.painting.landscapes import ICONS
    from game.tang_garden.painting.tiles import SPECIAL

    pictures = module_pictures()
    assert not pictures.decorations.keys() & DECORATIONS.keys()
    assert not pictures.emblems.keys() & EMBLEMS.keys()
    assert not pictures.special_tiles.keys() & SPECIAL.keys()
    assert not pictures.landscape_icons.keys() & ICONS.keys()
    effects = {lantern.effect for lantern in DATA.lanterns.lanterns} | {"free_placement"}
    assert not pictures.lantern_glyphs.keys() & effects
    assert not pictures.tokens.keys() & {"small", "large"}


def test_special_tiles_are_pictures_not_placeholders() -> None:
    """The Haunted Temple and the Bamboo Garden (no edges) get their own pictures: they differ
    from each other and from the plain walled tile an unknown special kind gets."""
    cat = catalog(None, ["ghost-stories", "golden-age"])
    kinds = {cat.tiles[t].kind for t in ("GS_HT", "GA_BG")}
    assert kinds <= set(module_pictures().special_tiles)
    images = [
        pygame.image.tobytes(paint_tile(cat.tiles[t], 64), "RGBA") for t in ("GS_HT", "GA_BG")
    ]
    assert images[0] != images[1]


def test_every_character_has_an_emblem_and_every_decoration_a_picture() -> None:
    from game.tang_garden.painting.decorations import DECORATIONS
    from game.tang_garden.painting.emblems import EMBLEMS

    pictures = module_pictures()
    for pack in PACKS:
        cat = catalog(None, [] if pack.id == "base" else [pack.id])
        assert set(cat.characters) <= {*EMBLEMS, *pictures.emblems}, pack.id
        assert set(cat.decoration_types) <= {*DECORATIONS, *pictures.decorations}, pack.id


def test_every_sight_and_skill_kind_gives_its_card_what_it_draws() -> None:
    """Each character's sight preference names a frame and marks the card can draw, and its
    skill fits the card in a few words."""
    from game.tang_garden.painting.glyphs import PICTOGRAMS

    cat = catalog(None, ["ghost-stories", "golden-age", "promo-herbalist", "promo-wayfarer"])
    frames = {"line", "landscape", "around", "all", "garden"}
    icons = set(DATA.landscapes.icons) | {"wall"}
    for ch in cat.characters.values():
        card = ch.sight.card(cat)
        assert card.frame in frames, ch.id
        assert card.marks, ch.id
        for mark in card.marks:
            kind, _, name = mark.partition(":")
            if kind == "glyph":
                assert name in PICTOGRAMS, (ch.id, mark)
            elif kind == "icon":
                assert name in icons, (ch.id, mark)
        assert len(ch.skill.brief(cat)) <= 60, ch.id


def test_a_special_tile_kind_without_a_picture_is_painted_walled_with_its_name() -> None:
    """An installed plugin's tile kind with no edges and no picture still gets a tile."""
    from types import SimpleNamespace

    tile = SimpleNamespace(id="X_1", kind="moon_gate", name="Moon Gate", character_spot=True)
    image = paint_tile(tile, 64)
    assert image.get_size() == (64, 64)
    assert image.get_at((32, 2))[:3] != image.get_at((32, 20))[:3]  # a wall round the paper

"""Render every sprite the component data needs into art/ as PNG, plus art/preview.png.

Usage: python tools/make_art.py [--out DIR]

Deterministic and idempotent: the same data gives byte-identical files, and PNGs in the
managed folders that the data no longer needs are removed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game import painting  # noqa: E402
from game.painting.core import Pen, font  # noqa: E402
from game.palette import INK, NEUTRAL, PAPER  # noqa: E402

TILE = 128
DECORATION = 64
CHARACTER = 64
ICON = 48
TOKEN = 48
LANTERN = 48
LANDSCAPE = {"small": (128, 64), "large": (256, 80)}
CARD = (120, 168)
CHARACTER_CARD = (150, 210)
MANAGED = (
    "tiles",
    "start",
    "decorations",
    "landscapes",
    "icons",
    "characters",
    "tokens",
    "backs",
    "lanterns",
    "cards",
)
LANDSCAPE_ICONS = (
    "construction",
    "animal",
    "dragon",
    "sun",
    "moon",
    "village",
    "temple",
    "waterfall",
)

Sprite = tuple[str, Callable[[], pygame.Surface]]


def load_data():  # -> GameData-like object with tiles, decorations, characters, ...
    try:
        from engine.content.loader import load_game_data
    except ImportError:  # the loader is optional: fall back to the plain models
        import types

        import yaml

        from engine.content import models

        files = {
            "tiles": models.TilesFile,
            "decorations": models.DecorationsFile,
            "characters": models.CharactersFile,
            "landscapes": models.LandscapesFile,
            "lanterns": models.LanternsFile,
        }
        return types.SimpleNamespace(
            **{
                name: model.model_validate(
                    yaml.safe_load((ROOT / "data" / f"{name}.yaml").read_text())
                )
                for name, model in files.items()
            }
        )
    return load_game_data()


def sprites(data) -> Iterator[Sprite]:
    """(relative path, painter) for every sprite, in a fixed order."""
    p = painting
    for tile in data.tiles.tiles:
        yield f"tiles/{tile.id}.png", lambda t=tile: p.paint_tile(t, TILE)
    for face in data.tiles.starting_tile:
        for corner, cell in face.cells.items():
            yield f"start/{face.id}_{corner}.png", lambda c=cell: p.paint_tile(c, TILE)
    for stack in ("greenery", "water", "rock", "tao"):
        yield f"backs/{stack}.png", lambda s=stack: p.paint_tile_back(s, TILE)
    decorations = {d.id: d for d in data.decorations.decorations}
    for deco in data.decorations.decorations:
        yield f"decorations/{deco.id}.png", lambda d=deco.id: p.paint_decoration(d, DECORATION)
    for card in data.decorations.cards:
        deco = decorations[card.decoration]
        yield f"cards/{card.id}.png", lambda c=card, d=deco: p.paint_card(c, d, CARD)
    for ch in data.characters.characters:
        yield (
            f"characters/{ch.id}.png",
            lambda c=ch: p.paint_character(c, NEUTRAL.rgb, NEUTRAL.shape, CHARACTER),
        )
        yield f"cards/character_{ch.id}.png", lambda c=ch: p.paint_character_card(c, CHARACTER_CARD)
    for land in data.landscapes.landscapes:
        w, h = LANDSCAPE[land.size]
        yield f"landscapes/{land.id}.png", lambda x=land, w=w, h=h: p.paint_landscape(x, w, h)
    for icon in LANDSCAPE_ICONS:
        yield f"icons/{icon}.png", lambda i=icon: p.paint_landscape_icon(i, ICON)
    for size in ("small", "large"):
        yield f"tokens/{size}.png", lambda s=size: p.paint_token(s, TOKEN)
    for lantern in data.lanterns.lanterns:
        for used in (False, True):
            name = f"lanterns/{lantern.id}{'_used' if used else ''}.png"
            yield name, lambda x=lantern, u=used: p.paint_lantern(x, u, LANTERN)


def _section(
    sheet: pygame.Surface,
    title: str,
    images: list[pygame.Surface],
    y: int,
    width: int,
    gap: int = 8,
) -> int:
    sheet.blit(font(30, True).render(title, True, INK), (gap * 2, y))
    y += 30
    x, row_h = gap * 2, 0
    for img in images:
        if x + img.get_width() > width - gap * 2:
            x, y, row_h = gap * 2, y + row_h + gap, 0
        sheet.blit(img, (x, y))
        x += img.get_width() + gap
        row_h = max(row_h, img.get_height())
    return y + row_h + gap * 3


def preview(made: dict[str, pygame.Surface], width: int = 1400) -> pygame.Surface:
    """A contact sheet of everything, grouped by folder."""
    groups: dict[str, list[pygame.Surface]] = {}
    seen_cards: set[str] = set()
    for name, img in made.items():
        folder = name.split("/")[0]
        if folder == "cards":  # one card per decoration type, and every character card
            kind = name.split("/")[1].rsplit("_", 1)[0]
            if not name.startswith("cards/character_") and kind in seen_cards:
                continue
            seen_cards.add(kind)
        if folder == "tiles" or folder == "start" or folder == "backs":
            img = pygame.transform.smoothscale(img, (96, 96))
        groups.setdefault(folder, []).append(img)
    titles = {
        "tiles": "Garden tiles",
        "start": "Starting tile: faces A and B assembled, then their quarters NW NE SE SW",
        "backs": "Tile backs",
        "decorations": "Decorations",
        "cards": "Cards (one per decoration type) and character cards",
        "characters": "Characters (neutral)",
        "landscapes": "Landscape tiles",
        "icons": "Landscape icons",
        "tokens": "Tokens",
        "lanterns": "Lanterns",
    }
    order = [
        "tiles",
        "start",
        "backs",
        "landscapes",
        "icons",
        "tokens",
        "decorations",
        "characters",
        "lanterns",
        "cards",
    ]
    scratch = pygame.Surface((width, 8000), pygame.SRCALPHA)
    scratch.fill(PAPER)
    y = 12
    for folder in order:
        if folder == "characters":  # show every player colour and shape too
            extra = [
                painting.paint_character(c, col.rgb, col.shape, CHARACTER)
                for c, col in zip(_characters, _colours(), strict=False)
            ]
            groups[folder] = groups.get(folder, []) + extra
        if folder == "start":  # each face assembled as the 2x2 tile it is
            groups[folder] = [_assembled(made, face) for face in _faces] + groups.get(folder, [])
        if folder == "icons":
            groups[folder] = groups.get(folder, []) + [
                painting.paint_landscape_icon(i, 24) for i in LANDSCAPE_ICONS
            ]
        y = _section(scratch, titles[folder], groups.get(folder, []), y, width)
    sheet = pygame.Surface((width, y), pygame.SRCALPHA)
    sheet.blit(scratch, (0, 0))
    Pen(sheet).rect(INK, 0, 0, 1, 1, 2 / width)
    return sheet


_characters: list = []
_faces: list[str] = []


def _assembled(made: dict[str, pygame.Surface], face: str) -> pygame.Surface:
    half = 96
    out = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    for corner, (x, y) in {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}.items():
        cell = made.get(f"start/{face}_{corner}.png")
        if cell is not None:
            out.blit(pygame.transform.smoothscale(cell, (half, half)), (x * half, y * half))
    return out


def _colours():
    from game.palette import PLAYER_COLOURS

    cols = [*PLAYER_COLOURS, NEUTRAL]
    return [cols[i % len(cols)] for i in range(len(_characters))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "art")
    args = ap.parse_args(argv)
    data = load_data()
    _characters[:] = list(data.characters.characters)
    _faces[:] = [face.id for face in data.tiles.starting_tile]
    out: Path = args.out
    made: dict[str, pygame.Surface] = {}
    for name, paint in sprites(data):
        made[name] = paint()
    for folder in MANAGED:
        for old in sorted((out / folder).glob("*.png")):
            if f"{folder}/{old.name}" not in made:
                old.unlink()
    for name, img in made.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(img, str(path))
    pygame.image.save(preview(made), str(out / "preview.png"))
    print(f"wrote {len(made)} sprites and preview.png to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render every sprite the component data needs into art/ as PNG: the base game's and every
known module's data pack's (game/tang_garden/painting/sprites.py lists them), plus a contact
sheet of each: art/preview.png (the base game) and art/previews/MODULE.png.

Usage: python tools/make_art.py [--out DIR]

Deterministic and idempotent: the same data gives byte-identical files, and PNGs in the
managed folders that the data no longer needs are removed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.palette import INK, NEUTRAL, PAPER  # noqa: E402
from game.tang_garden.painting.core import Pen, font  # noqa: E402
from game.tang_garden.painting.landscapes import paint_landscape_icon  # noqa: E402
from game.tang_garden.painting.pieces import paint_character  # noqa: E402
from game.tang_garden.painting.sprites import CHARACTER, FOLDERS, Pack, packs  # noqa: E402


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


TITLES = {
    "tiles": "Garden tiles",
    "start": "Starting tile: faces A and B assembled, then their quarters NW NE SE SW",
    "backs": "Tile backs",
    "landscapes": "Landscape tiles",
    "icons": "Landscape icons",
    "tokens": "Tokens",
    "decorations": "Decorations",
    "characters": "Characters (neutral, then in the players' colours and shapes)",
    "lanterns": "Lanterns",
    "cards": "Cards (one per decoration type) and character cards",
}


def preview(pack: Pack, made: dict[str, pygame.Surface], width: int = 1400) -> pygame.Surface:
    """A contact sheet of one pack's sprites, grouped by folder."""
    from engine.tang_garden.game import catalog

    cat = catalog(None, [] if pack.id == "base" else [pack.id])
    groups: dict[str, list[pygame.Surface]] = {}
    seen_cards: set[str] = set()
    for name in pack.sprites:
        img = made[name]
        folder = name.split("/")[0]
        if folder == "cards":  # one card per decoration type, and every character card
            kind = name.split("/")[1].rsplit("_", 1)[0]
            if not name.startswith("cards/character_") and kind in seen_cards:
                continue
            seen_cards.add(kind)
        if folder in ("tiles", "start", "backs"):
            img = pygame.transform.smoothscale(img, (96, 96))
        groups.setdefault(folder, []).append(img)
    if "characters" in groups:  # every player colour and shape too
        from game.palette import PLAYER_COLOURS

        colours = [*PLAYER_COLOURS, NEUTRAL]
        ids = [n.split("/")[1][:-4] for n in pack.sprites if n.startswith("characters/")]
        groups["characters"] += [
            paint_character(cat.characters[c], col.rgb, col.shape, CHARACTER)
            for i, c in enumerate(ids)
            for col in (colours[i % len(colours)],)
        ]
    if "start" in groups:  # each face assembled as the 2x2 tile it is
        faces = list(cat.start_faces)
        groups["start"] = [_assembled(made, face) for face in faces] + groups["start"]
    if "icons" in groups:  # and small, as the cards show them
        icons = [n.split("/")[1][:-4] for n in pack.sprites if n.startswith("icons/")]
        groups["icons"] += [paint_landscape_icon(i, 24) for i in icons]
    scratch = pygame.Surface((width, 8000), pygame.SRCALPHA)
    scratch.fill(PAPER)
    scratch.blit(font(40, True).render(pack.name, True, INK), (16, 12))
    y = 56
    for folder in TITLES:
        if folder in groups:
            y = _section(scratch, TITLES[folder], groups[folder], y, width)
    sheet = pygame.Surface((width, y), pygame.SRCALPHA)
    sheet.blit(scratch, (0, 0))
    Pen(sheet).rect(INK, 0, 0, 1, 1, 2 / width)
    return sheet


def _assembled(made: dict[str, pygame.Surface], face: str) -> pygame.Surface:
    half = 96
    out = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    for corner, (x, y) in {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}.items():
        cell = made.get(f"start/{face}_{corner}.png")
        if cell is not None:
            out.blit(pygame.transform.smoothscale(cell, (half, half)), (x * half, y * half))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "art")
    args = ap.parse_args(argv)
    out: Path = args.out
    every = packs()
    made: dict[str, pygame.Surface] = {}
    for pack in every:
        for name, paint in pack.sprites.items():
            made[name] = paint()
    previews = {"preview.png" if p.id == "base" else f"previews/{p.id}.png": p for p in every}
    for folder in (*FOLDERS, "previews"):
        for old in sorted((out / folder).glob("*.png")):
            if f"{folder}/{old.name}" not in made and f"{folder}/{old.name}" not in previews:
                old.unlink()
    for name, img in made.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(img, str(path))
    for name, pack in previews.items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(preview(pack, made), str(out / name))
    print(f"wrote {len(made)} sprites and {len(previews)} previews to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Pictures slow to paint (the menu's backdrop) kept in the user's folder between starts, so
the menu shows at once: a picture is painted again when its size or the code that paints it
changed (the file's name holds a digest of that code)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from game.paths import user_dir


def cached_picture(
    name: str, size: tuple[int, int], painters: Iterable[str], paint: Callable[[], pygame.Surface]
) -> pygame.Surface:
    """The picture ``paint`` makes at ``size``, read from the cache when the source files
    ``painters`` (the modules' ``__file__``) are as they were when it was kept."""
    digest = hashlib.sha1(repr(size).encode())
    for source in painters:
        digest.update(Path(source).read_bytes())
    path = user_dir() / "cache" / f"{name}-{size[0]}x{size[1]}-{digest.hexdigest()[:16]}.rgb"
    try:
        raw = path.read_bytes()
        if len(raw) == size[0] * size[1] * 3:
            picture = pygame.image.frombytes(raw, size, "RGB")
            return picture.convert() if pygame.display.get_surface() else picture
    except OSError:
        pass
    picture = paint()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{name}-{size[0]}x{size[1]}-*.rgb"):
            old.unlink()  # painted by code that changed since
        part = path.with_suffix(".part")
        part.write_bytes(pygame.image.tobytes(picture, "RGB"))
        part.replace(path)
    except OSError:  # a read-only folder: painted again next start
        pass
    return picture

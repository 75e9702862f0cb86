"""A table filled on first asking, for lookups a game makes often: ``memo[key]`` is
``make(key)``, made once; a hit costs one dict lookup and no Python call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Memo(dict):
    """``key -> make(key)``, each made once."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[Any], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Any:
        found = self[key] = self.make(key)
        return found

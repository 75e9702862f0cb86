"""Belvederes on screen: its pieces are ordinary decorations; the adapter names its scoring
category on the end screen."""

from __future__ import annotations

from game.tang_garden.module_ui import UIAdapter


class BelvederesUI(UIAdapter):
    id = "belvederes"

    def category_label(self, key: str) -> str | None:
        return "Belvederes" if key == "belvedere" else None

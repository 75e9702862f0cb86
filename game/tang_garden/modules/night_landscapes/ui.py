"""Night landscapes on screen: hover cards of landscape tiles that say what their night icons do,
the scoring categories of the icons that pay near a side of the garden, and their end lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.api import words
from game.describe import Entry, landscape_entry
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState

NEAR_WORDS = {"fireflies": "Fireflies", "fireworks": "Fireworks"}


class NightLandscapesUI(UIAdapter):
    id = "night-landscapes"

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        """A landscape tile's card, with what its night icons do."""
        if kind not in ("landscape", "slot_landscape"):
            return None
        cat = state.catalog
        entry = landscape_entry(cat, str(payload))
        icons = cat.landscapes[str(payload)].icons
        lines = []
        for icon in dict.fromkeys(icons):
            if icon in self.settings.near:
                near = self.settings.near[icon]
                lines.append(
                    (
                        NEAR_WORDS.get(icon, icon),
                        f"{words.coins(near.coins)} at the end for each of your characters at "
                        f"most {near.within} spaces from this side of the garden",
                    )
                )
            elif icon in cat.wild_icons:
                lines.append(
                    (icon.capitalize(), "counts as the icon that gives each character most")
                )
            elif icon in cat.dormant_icons:
                lines.append(
                    (icon.capitalize(), "ignored unless the Flying Lanterns are in the game")
                )
        return Entry(entry.id, entry.title, (*entry.lines[:1], *lines, *entry.lines[1:]))

    def category_label(self, key: str) -> str | None:
        return NEAR_WORDS.get(key)

    def end_extras(self, state: GameState) -> list[str]:
        near = self.settings.near
        return [
            f"{NEAR_WORDS.get(icon, icon)}: {words.coins(n.coins)} for each of your characters "
            f"at most {n.within} spaces from the side of the garden its landscape tile is on."
            for icon, n in near.items()
        ]

"""Ghost Stories' UI adapter: the Fox Spirit's Fox token, on the card it lies on; a character
turned by the Shift lantern marked as its player's last move."""

from __future__ import annotations

from engine.tang_garden.api import Event, GameState
from game.tang_garden.module_ui import Mark, UIAdapter


class GhostStoriesUI(UIAdapter):
    id = "ghost-stories"

    def marks(self, state: GameState, character: str) -> list[Mark]:
        names = state.catalog.characters
        foxes = self.module.of(state).fox_targets
        found = [
            Mark(
                "Fox token",
                f"The {names[fox].name}'s Fox token lies on its card: the {names[fox].name} "
                "copies its skill and sight.",
                "fox",
            )
            for fox, target in sorted(foxes.items())
            if target == character
        ]
        if character in foxes:
            target = names[foxes[character]].name
            found.append(
                Mark("Copies", f"The {target} (its Fox token lies on that card): skill and sight.")
            )
        return found

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A character turned by the Shift lantern: its spot."""
        if event.kind != "shift":
            return []
        turned = event.data.get("character")
        return [("spot", spot) for spot, mini in state.minis.items() if mini.character == turned]

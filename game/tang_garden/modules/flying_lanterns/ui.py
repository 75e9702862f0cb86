"""Flying lanterns on screen: its pieces are ordinary decorations; the adapter shows the Hong Bao
envelope in the panel (how many cards, never their values until the end; in Spring the person at
the screen also sees the values of the cards they chose), its hover card, its scoring category
and its line on the end screen."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import words
from engine.tang_garden.modules.flying_lanterns import CATEGORY
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.flying_lanterns.painting import paint_envelope

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

ENVELOPE = (44, 50)


@cache
def _envelope(cards: int) -> pygame.Surface:
    return paint_envelope(*ENVELOPE, cards)


class FlyingLanternsUI(UIAdapter):
    id = "flying-lanterns"

    def category_label(self, key: str) -> str | None:
        return "Hong Bao envelope" if key == CATEGORY else None

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return (320 if self.module.options.spring else 250), ENVELOPE[1] + 4

    def _yours(self, state: GameState, viewer: int | None) -> list[int]:
        """The values ``viewer`` saw: in Spring, of the cards they chose."""
        part = self.module.of(state)
        return sorted(part.values[c] for c in self.module.known(state, viewer))

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        inside = len(self.module.of(state).envelope)
        r = pygame.Rect(x, y, *ENVELOPE)
        panel.layer.blit(_envelope(inside), r)
        panel.spot(r, "hong_bao", inside)
        head = assets.text("Hong Bao envelope", 18, palette.INK, True)
        panel.layer.blit(head, (x + ENVELOPE[0] + 8, y + 4))
        held = f"{words.counted(inside, 'Lantern card')}, face down"
        yours = self._yours(state, panel.viewer)
        if yours:
            held += f"; yours: {words.either([str(v) for v in yours], 'and')}"
        panel.layer.blit(assets.text(held, 16, palette.INK_SOFT), (x + ENVELOPE[0] + 8, y + 26))

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "hong_bao":
            return None
        inside = words.counted(int(payload), "Lantern card")  # type: ignore[call-overload]
        if self.module.options.spring:
            holds = f"{inside}, face down: only a card's chooser knows its value"
            prize = "the sum of its values"
        else:
            holds = f"{inside}, face down: nobody sees their values until the end"
            prize = "the lowest value in it"
        return Entry(
            "hong_bao",
            "Hong Bao envelope",
            (
                ("Holds", holds),
                (
                    "At the end",
                    "the player whose characters see the most different flying lanterns gains "
                    f"{prize}; tied players share it, rounded down",
                ),
            ),
        )

    def end_extras(self, state: GameState) -> list[str]:
        part = self.module.of(state)
        values = sorted(part.values[c] for c in part.envelope)
        if not values:
            return ["The Hong Bao envelope stayed empty."]
        seen = self.module.lanterns_seen(state)
        tied, share = self.module.winners(state)
        sights = ", ".join(f"{p.name} {n}" for p, n in zip(state.players, seen, strict=True))
        opened = f"The Hong Bao envelope held {words.either([str(v) for v in values], 'and')}"
        if not tied:
            return [f"{opened}; no character saw a flying lantern ({sights})."]
        names = words.either([state.players[i].name for i in tied], "and")
        return [
            f"{opened}. Flying lanterns seen: {sights}. {names} "
            f"{'gains' if len(tied) == 1 else 'each gain'} {words.coins(share)} "
            f"({'the sum' if self.module.options.spring else 'the lowest card'}"
            f"{', shared' if len(tied) > 1 else ''})."
        ]

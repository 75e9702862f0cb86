"""Spring on screen: the Bid notebook in the panel (the rewards still on the sheet, the auction
under way: who holds it, who has bid, the pick only for its auctioneer at the screen, and the
last auction's bids once revealed), hover cards for its rewards, the players' words for every
auction choice (buttons), a tool tip per reward, and its end-screen lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import Action, words
from engine.tang_garden.modules.spring import Bid, PickReward, RevealBids
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

PANEL_W = 508
BOX_W, BOX_H = 164, 24  # a reward box of the sheet
COLUMNS = 3


class SpringUI(UIAdapter):
    id = "spring"

    def _words(self, state: GameState, reward: str) -> str:
        said = self.module.reward_words(state, reward)
        return said[0].upper() + said[1:]

    # --- buttons ----------------------------------------------------------------------------

    def label(self, state: GameState, option: Action) -> str | None:
        if isinstance(option, Bid):
            return f"Bid {words.coins(option.tokens)}"
        if isinstance(option, RevealBids):
            return "Reveal the bids"
        return None  # the engine's words (option_words) name the other Spring options

    def tip(self, state: GameState, option: Action) -> str | None:
        if isinstance(option, PickReward):
            return (
                f"{self._words(state, option.reward)}: everyone bids for it without knowing "
                "which reward you picked; if every bid is out, you win it for free"
            )
        if isinstance(option, Bid):
            return (
                "Secret until everyone has bid. A bid equal to another bid is out; the highest "
                "left wins and pays its bid"
            )
        return None

    # --- the panel ----------------------------------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        rows = -(-len(self.settings.rewards) // COLUMNS)
        return PANEL_W, 24 + rows * (BOX_H + 4) + 44

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        part = self.module.of(state)
        layer = panel.layer
        x, y = at
        layer.blit(assets.text("Bid notebook", 18, palette.INK, True), (x, y))
        left = set(part.left)
        top = y + 24
        for k, reward in enumerate(r.id for r in self.settings.rewards):
            r = pygame.Rect(
                x + k % COLUMNS * (BOX_W + 6), top + k // COLUMNS * (BOX_H + 4), BOX_W, BOX_H
            )
            taken = reward not in left
            pygame.draw.rect(
                layer, palette.PAPER if taken else palette.PAPER_LIGHT, r, border_radius=4
            )
            pygame.draw.rect(layer, palette.INK_SOFT, r, 1, border_radius=4)
            colour = palette.INK_SOFT if taken else palette.INK
            short = self.module.rewards[reward].short(state.catalog)
            text = assets.fitted_text(short[0].upper() + short[1:], 16, r.w - 8, colour)
            layer.blit(text, (r.x + 4, r.y + 4))
            if taken:
                pygame.draw.line(
                    layer, palette.SEAL_RED, (r.x + 4, r.centery), (r.right - 4, r.centery), 2
                )
            panel.spot(r, "spring_reward", reward)
        rows = -(-len(self.settings.rewards) // COLUMNS)
        line_y = top + rows * (BOX_H + 4) + 2
        for n, line in enumerate(self._status(state, panel.viewer)):
            text = assets.fitted_text(line, 16, PANEL_W - 8, palette.INK_SOFT)
            layer.blit(text, (x, line_y + n * 19))

    def _status(self, state: GameState, viewer: int | None) -> list[str]:
        """Two lines: the auction under way (never another player's secret), or the last
        auction's bids."""
        part = self.module.of(state)
        players = state.players
        if part.auctioneer is not None:
            host = players[part.auctioneer].name
            if not part.picked:
                return [f"Auction: {host} is picking a reward in secret", ""]
            picked = (
                f"you picked: {self._words(state, part.left[0]).lower()}"
                if viewer == part.auctioneer
                else "reward picked in secret"
            )
            bid = [players[p].name for p in sorted(state.sealed)]
            done = ", ".join(bid) if bid else "nobody yet"
            if part.bids:
                done = "everyone"
            return [f"Auction by {host}: {picked}", f"Bids in (secret until the reveal): {done}"]
        if part.bids:
            bids = ", ".join(f"{players[p].name} {b}" for p, b in sorted(part.bids.items()))
            return [f"Last auction's bids: {bids}", ""]
        return ["An auction follows every turn that adds a lantern", ""]

    # --- hover cards --------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "spring_reward":
            return None
        reward = str(payload)
        taken = reward not in self.module.of(state).left
        return Entry(
            "spring_reward",
            f"Reward: {self._words(state, reward)}",
            (
                ("Sheet", "Already won: it cannot be picked again" if taken else "Still empty"),
                (
                    "Auction",
                    "After a turn that adds a lantern, its player picks one empty box in secret; "
                    "everyone bids at once; equal bids are out; the highest bid left wins and "
                    "pays it; if nobody is left with a bid, the auctioneer wins it for free",
                ),
            ),
        )

    # --- the end ------------------------------------------------------------------------------

    def end_extras(self, state: GameState) -> list[str]:
        won = len(self.settings.rewards) - len(self.module.of(state).left)
        return [f"Spring: {words.counted(won, 'reward')} won at auction; collections revealed."]

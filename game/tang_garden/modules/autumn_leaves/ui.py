"""Leaves on screen: the leaves lying on the garden (each colour its own shape, with a hover
card), the two buttons of a picked-up leaf, and a panel section with every score bag (what the
person at the screen may know of it: their own whole, the others' leaf dealt at setup hidden)
and, with donation, the donation bag with each colour's worth."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import words
from engine.tang_garden.modules.autumn_leaves import CATEGORY, DonateLeaf, KeepLeaf
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.autumn_leaves.painting import paint_bag, paint_leaf

if TYPE_CHECKING:
    from engine.tang_garden.api import Action, Event, GameState
    from game.tang_garden.module_ui import Board, Panel

WIDTH = 508
ROW = 22
ICON = 18
NAME_X = 30  # a bag's owner, after its picture
NAME_W = {True: 96, False: 52}  # the owner's name, on a whole row or on half of one
LEAF_W = ICON + 16  # a colour's leaf and its count


class LeavesUI(UIAdapter):
    id = "autumn-leaves"

    @property
    def donation(self) -> bool:
        return self.module.options.donation

    # --- the garden ----------------------------------------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        size = max(12, lay.cell * 11 // 20)
        for (x, y), colour in sorted(self.module.of(state).garden.items()):
            rect = lay.cell_rect(x, y)
            image = paint_leaf(colour, size)
            view.layer.blit(image, local(image.get_rect(center=rect.center)))
            view.hotspots.insert(0, (rect, "leaf", (x, y)))

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A leaf kept or donated: the bag it went into, on the panel."""
        if event.kind == "leaf_kept":
            return [("piece", ("score_bag", event.data["player"]))]
        if event.kind == "leaf_donated":
            return [("piece", ("donation_bag", None))]
        return []

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "leaf":
            x, y = payload  # type: ignore[misc]
            colour = self.module.of(state).garden.get((x, y))
            if colour is None:
                return None
            fate = (
                "by whoever builds a garden tile here, who donates it or keeps it"
                if self.donation
                else "by whoever builds a garden tile here, into their score bag"
            )
            return Entry(
                f"leaf{x},{y}",
                f"{colour.capitalize()} leaf",
                (("Lying on", words.square(x, y)), ("Picked up", fate)),
            )
        if kind == "score_bag":
            return self._bag_card(state, int(payload))  # type: ignore[call-overload]
        if kind == "donation_bag":
            return Entry(
                "donation_bag",
                "Donation bag",
                (
                    ("Holds", self.module.describe(self.module.of(state).donation)),
                    (
                        "Worth",
                        "each leaf kept in a score bag scores one coin per leaf of its "
                        "colour in here",
                    ),
                ),
            )
        return None

    def _bag_card(self, state: GameState, owner: int) -> Entry:
        bag = self.module.of(state).bags[owner]
        name = state.players[owner].name
        lines = [("Holds", f"{len(bag)} {'leaf' if len(bag) == 1 else 'leaves'}")]
        if self._sees(state, owner, self.viewer):
            lines.append(("Inside", self.module.describe(bag)))
        else:
            lines.append(("Seen going in", self.module.describe(bag[1:])))
            lines.append(("Secret", "the leaf dealt at setup: only its owner knows it"))
        return Entry(f"bag{owner}", f"{name}'s score bag", tuple(lines))

    viewer: int | None = None  # the person at the screen, as the panel last said

    @staticmethod
    def _sees(state: GameState, owner: int, viewer: int | None) -> bool:
        return state.over or owner == viewer

    # --- the buttons ---------------------------------------------------------------------------

    def _worth(self, state: GameState, colour: str) -> int:
        return Counter(self.module.of(state).donation)[colour]

    def label(self, state: GameState, option: Action) -> str | None:
        task = state.tasks[-1] if state.tasks else ()
        if not task or task[0] != "leaf":
            return None
        colour = task[1]
        match option:
            case DonateLeaf():
                return f"Donate the {colour} leaf"
            case KeepLeaf():
                return f"Keep the {colour} leaf"
        return None

    def tip(self, state: GameState, option: Action) -> str | None:
        task = state.tasks[-1] if state.tasks else ()
        if not task or task[0] != "leaf":
            return None
        colour, worth = task[1], self._worth(state, task[1])
        match option:
            case DonateLeaf():
                return (
                    f"Into the donation bag: every {colour} leaf in a score bag will be worth "
                    f"{words.coins(worth + 1)} instead of {worth}"
                )
            case KeepLeaf():
                return (
                    f"Into your score bag: worth one coin per {colour} leaf in the donation bag "
                    f"at the end (now {worth})"
                )
        return None

    # --- the panel -----------------------------------------------------------------------------

    def _per_row(self, state: GameState) -> int:
        """Two score bags to a row when every bag's colours and hidden leaf fit half the width
        (a name shortened to fit), else one."""
        unseen = assets.text("+1 unseen", 16, palette.INK_SOFT).get_width() + 4
        for bag in self.module.of(state).bags:
            need = NAME_X + 2 + NAME_W[False] + len(set(bag)) * LEAF_W + (unseen if bag else 0)
            if need > WIDTH // 2 - 4:
                return 1
        return 2

    def panel_size(self, state: GameState) -> tuple[int, int]:
        per_row = self._per_row(state)
        rows = -(-len(state.players) // per_row) + (1 if self.donation else 0)
        return WIDTH, 20 + rows * ROW

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """A title line, the donation bag, then the score bags (two to a row when they fit)."""
        self.viewer = panel.viewer
        x, y = at
        layer = panel.layer
        part = self.module.of(state)
        layer.blit(assets.text("Leaves", 18, palette.INK, True), (x, y))
        note = f"{len(part.garden)} in the garden"
        if self.donation:
            note += "; a kept leaf scores 1 per leaf of its colour donated"
        layer.blit(assets.text(note, 16, palette.INK_SOFT), (x + 62, y + 2))
        y += 20
        if self.donation:
            self._bag_row(panel, (x, y), "Donation bag", part.donation, 0, "donation_bag", None)
            y += ROW
        per_row = self._per_row(state)
        width = WIDTH // per_row
        for i, bag in enumerate(part.bags):
            sees = self._sees(state, i, panel.viewer)
            shown, secret = (bag, 0) if sees else (bag[1:], len(bag[:1]))
            bx, by = x + (i % per_row) * width, y + (i // per_row) * ROW
            name = state.players[i].name
            self._bag_row(panel, (bx, by), name, shown, secret, "score_bag", i, width)
            pygame.draw.rect(layer, panel.colours[i], pygame.Rect(bx, by + 3, 4, ICON), 0)

    def _bag_row(
        self,
        panel: Panel,
        at: tuple[int, int],
        title: str,
        leaves: list[str],
        secret: int,
        kind: str,
        payload: object,
        width: int = WIDTH,
    ) -> None:
        """A bag: its picture (a "?" on it when a leaf in it is unseen), its owner, and its
        leaves by colour."""
        x, y = at
        layer = panel.layer
        layer.blit(paint_bag(ICON + 2, bool(secret)), (x + 6, y))
        name_w = NAME_W[width == WIDTH]
        layer.blit(assets.fitted_text(title, 16, name_w, palette.INK), (x + NAME_X, y + 3))
        lx = x + NAME_X + 2 + name_w
        held = Counter(leaves)
        for colour in self.module.settings.colours:
            if held[colour]:
                layer.blit(paint_leaf(colour, ICON), (lx, y + 1))
                layer.blit(assets.text(f"×{held[colour]}", 16, palette.INK), (lx + ICON, y + 4))
                lx += LEAF_W
        if secret:
            layer.blit(assets.text(f"+{secret} unseen", 16, palette.INK_SOFT), (lx + 4, y + 4))
        panel.spot(pygame.Rect(x, y, width - 4, ROW - 2), kind, payload)

    # --- the end -------------------------------------------------------------------------------

    def category_label(self, key: str) -> str | None:
        return "Leaves" if key == CATEGORY else None

    def end_extras(self, state: GameState) -> list[str]:
        part = self.module.of(state)
        lines = [
            f"{p.name}'s score bag: {self.module.describe(bag)}"
            for p, bag in zip(state.players, part.bags, strict=True)
        ]
        if self.donation:
            lines.insert(0, f"Donation bag: {self.module.describe(part.donation)}.")
        return lines

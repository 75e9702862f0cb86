"""The play screen's drag and drop: what is under the pointer, picking a piece up (or why it
cannot be), the target under the held piece with its preview words, dropping and sliding back."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.tang_garden.api import (
    Action,
    Build,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    UseLantern,
    placement_sight,
    why_no_lantern,
    why_piece_stuck,
)
from game import assets, intents, palette
from game.board_marks import sight
from game.gestures import Drag, PieceKind, can_pick, kind_for, module_reason, targets
from game.move_preview import preview_words
from game.piece_images import drag_image


@dataclass
class Aim:
    """Where the held piece would go (``target``), with its preview's ``words`` and ``box``;
    worked out for ``key`` (the place, the piece and its turn, the decision)."""

    key: object = None
    target: object = None
    words: str = ""
    box: pygame.Rect | None = None


class DragAndDrop:
    """Mixed into the play scene: the held piece from press to drop."""

    def _hit(self, point: tuple[int, int]) -> tuple | None:
        for rect, kind, payload in self.shelf_spots:
            if rect.collidepoint(point):
                return (rect, kind, payload)
        return self.board.hit(point) or self.panel.hit(point)

    def _click(self, hit: tuple) -> None:
        rect, kind, payload = hit
        self._carry_out(intents.click(self.state, self.options, self.kinds, kind, payload), rect)

    def _carry_out(
        self, intent: intents.Intent, at: pygame.Rect, start: tuple[int, int] | None = None
    ) -> bool:
        """Play what a gesture asks for (or open the lantern's card, or say its note);
        whether its actions were all played."""
        if intent.lantern is not None:
            bounds = pygame.Rect((0, 0), self.lay.size)
            self.pick.open(self.seen, intent.lantern, at, bounds, self._use_lantern)
            self.overlays.push(self.pick)
        if intent.note:
            self.say(intent.note, intent.refusal)
        return bool(intent.actions) and all(self.play(a, start=start) for a in intent.actions)

    def _use_lantern(self, lantern: str) -> None:
        self.play(UseLantern(lantern))

    def _kind(self, hotspot: str, payload: str) -> PieceKind | None:
        return kind_for(self.kinds, hotspot, payload, self.options)

    def _start_drag(self, point: tuple[int, int], hit: tuple) -> None:
        rect, kind, payload = hit
        piece = self._kind(kind, payload)
        if piece is None or piece.on == "click":  # a click piece is not carried anywhere
            return
        if not can_pick(piece, payload, self.options):
            self.say(self._why_not_pick(piece, payload))
            self.press = None
            return
        rot = 0
        if piece.hotspot == "mini":  # a miniature in the garden keeps its facing
            mini = next(m for m in self.state.minis.values() if m.character == payload)
            rot = mini.facing
        self.drag = Drag(piece, payload, rot, rect.center)
        self._say_fit()

    def _why_not_pick(self, piece: PieceKind, payload: str) -> str:
        """Why a piece cannot be picked up now, in the engine's words: the lantern it takes, the
        rule that leaves it nowhere to go, else what the pending decision asks."""
        state, pending = self.state, self.session.decision
        catalog = state.catalog
        for lid in state.player.lanterns:
            if piece.lantern and catalog.lanterns[lid].effect == piece.lantern:
                if UseLantern(lid) in pending.option_set:
                    return f"That takes the lantern '{catalog.lanterns[lid].name}': click it first."
                return why_no_lantern(state, lid)
        what = {Build: "stack", PlaceDecoration: "card"}.get(piece.action, "")
        reason = why_piece_stuck(state, pending, what, payload) or module_reason(
            state, pending, piece, payload
        )
        return reason or f"{piece.name} cannot be placed now. {pending.prompt}."

    def _target_at(self, drag: Drag, point: tuple[int, int]):
        if drag.piece.on == "slot":
            return self.layout.slot_at(point)
        cell = self.layout.cell_at(point)
        if cell is None or drag.piece.on == "cell":
            return cell
        legal = [t for t in targets(drag, self.options) if t[:2] == cell]
        if legal:  # the spot nearest the pointer among this space's free spots
            return min(legal, key=lambda t: _dist(self.layout.spot_point(*t), point))
        return (*cell, "tile")

    def _drop(self, point: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        intent = intents.drop(drag, self._target_at(drag, point), self.options)
        if not self._carry_out(intent, pygame.Rect(point, (0, 0)), start=point):
            self._slide_back(drag, point)

    def _cancel_drag(self) -> None:
        drag, self.drag = self.drag, None
        self._slide_back(drag, self.mouse)

    def _slide_back(self, drag: Drag, point: tuple[int, int]) -> None:
        self.anim.slide(self._drag_image(drag), point, drag.origin, 0.25)

    def _aim(self) -> None:
        """The dragged piece's target under the pointer and its preview words, worked out when
        the pointer moves to another place or the piece turns (never in a frame's draw)."""
        drag = self.drag
        lay = self.layout
        inside = drag is not None and lay.bounds.collidepoint(self.mouse)
        target = self._target_at(drag, self.mouse) if inside else None
        key = (target, drag and drag.rot, drag and drag.payload, self.decision_key)
        if key == self.aim.key:
            return
        self.aim.key = key
        self.aim.target = target
        legal = targets(drag, self.options) if drag is not None else {}
        words = preview_words(self.state, legal[target], drag.piece) if target in legal else ""
        self.aim.words = words
        self.aim.box = None
        if not words:
            return
        text = assets.text(words, 20, palette.PAPER_LIGHT, True)
        box = text.get_rect().inflate(12, 8)
        covered = self._covered(target).inflate(8, 8)
        box.midbottom = (covered.centerx, covered.top)  # above the place; below when no room
        if box.top < lay.bounds.top:
            box.midtop = (covered.centerx, covered.bottom)
        box.clamp_ip(pygame.Rect((0, 0), self.lay.size))
        self.aim.box = box

    def _covered(self, target) -> pygame.Rect:
        """What the preview must leave in sight: the place and the held piece over it."""
        lay = self.layout
        if isinstance(target, str):
            place = lay.slots[target]
        elif len(target) == 3:
            place = pygame.Rect(0, 0, lay.cell * 3 // 5, lay.cell * 3 // 5)
            place.center = lay.spot_point(*target)
        else:
            place = lay.cell_rect(*target)
        image = self._drag_image(self.drag).get_rect(center=self.mouse)
        return place.union(image)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """A drop's preview words by the place, never over it or the held piece."""
        box = self.aim.box
        pygame.draw.rect(surface, palette.INK, box, border_radius=6)
        text = assets.text(self.aim.words, 20, palette.PAPER_LIGHT, True)
        surface.blit(text, text.get_rect(center=box.center))

    def _sight(self, surface: pygame.Surface, action: Action) -> list[pygame.Rect]:
        """What a character placed by ``action`` would see (nothing for other actions); where
        it was drawn."""
        if not isinstance(action, (PlaceCharacter, MoveCharacter)):
            return []
        seen = placement_sight(self.seen, action.character, action.x, action.y, action.facing)
        return sight(surface, self.layout, seen, label=False)

    def _drag_image(self, drag: Drag) -> pygame.Surface:
        return drag_image(self.seen, drag, self.layout.cell, self._own_colour())


def _dist(a, b) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2

"""Turning drags into engine actions: which targets are legal for what is being dragged.

Nothing here decides a rule: targets come from the engine's legal options, and a drop that
matches none becomes the action the player meant, for the engine to refuse with its reason.
A ``PieceKind`` says how one kind of piece becomes actions; the base game's kinds are listed
here, a module's kinds come from its UI adapter (game/tang_garden/modules/<id>/ui.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.tang_garden.api import (
    SIDES,
    Action,
    Build,
    InsertLandscape,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    TakeCharacter,
    TakeToken,
    UseLantern,
)

Target = object  # (x, y) for a space, a slot id, or (x, y, spot) for a character spot


@dataclass(frozen=True)
class PieceKind:
    """A kind of piece the player drags: where it is picked up and the action its drop makes.

    ``hotspot``: the kind of hotspot (board, panel or hand) it is picked up from; ``action``: the
    action class a drop makes, or several (a drop makes the legal one there, else the first);
    ``piece``: that action's field naming the piece, or several (the payload is then their
    values in order, e.g. a pawn's square and spot), or None when the action does not name it
    (then only the payload ``only`` is this kind's); ``on``: where it is
    dropped ("cell", "spot" or "slot"), or "click" for a piece a click uses where it lies;
    ``turn``: how turning it matters ("rot" for tiles, "facing" for characters, "" not at all);
    ``look``: how it is drawn while dragged ("stack", "tile", "card", "landscape", "own",
    "neutral", "token": a skill's token by name); ``name``: what it is, for refusals;
    ``lantern``: the lantern effect that allows moving it, when one is needed.
    """

    hotspot: str
    action: type[Action] | tuple[type[Action], ...]
    piece: str | tuple[str, ...] | None
    on: str
    turn: str
    look: str
    name: str
    only: str | None = None
    lantern: str = ""

    def about(self, payload: object) -> bool:
        return self.only is None or payload == self.only

    def payload_of(self, option: Action) -> object:
        """The piece ``option`` moves, as its hotspot names it."""
        if self.piece is None:
            return self.only
        if isinstance(self.piece, tuple):
            return tuple(getattr(option, name) for name in self.piece)
        return getattr(option, self.piece)

    def target(self, option: Action, payload: object, rot: int) -> Target | None:
        """Where ``option`` drops this piece turned ``rot`` (None: the option is not that)."""
        if not isinstance(option, self.action) or not self.about(payload):
            return None
        if self.piece is not None and self.payload_of(option) != payload:
            return None
        if self.turn == "rot" and option.rot != rot:  # type: ignore[attr-defined]
            return None
        if self.turn == "facing" and option.facing != SIDES[rot]:  # type: ignore[attr-defined]
            return None
        if self.on == "click":
            return payload
        if self.on == "slot":
            return option.slot  # type: ignore[attr-defined]
        if self.on == "spot":
            return option.x, option.y, option.spot  # type: ignore[attr-defined]
        return option.x, option.y  # type: ignore[attr-defined]

    def intended(self, payload: object, target: Target, rot: int) -> Action | None:
        """The action a drop on ``target`` asks for, legal or not (None: not a target); of
        several action classes, the first."""
        fields: dict[str, object] = {}
        if isinstance(self.piece, tuple):
            fields.update(zip(self.piece, payload, strict=True))  # type: ignore[call-overload]
        elif self.piece is not None:
            fields[self.piece] = payload
        if self.on == "click":
            pass
        elif self.on == "slot":
            if not isinstance(target, str):
                return None
            fields["slot"] = target
        elif not isinstance(target, tuple):
            return None
        else:
            fields["x"], fields["y"] = target[0], target[1]
            if self.on == "spot":
                fields["spot"] = target[2] if len(target) == 3 else "tile"
        if self.turn == "rot":
            fields["rot"] = rot
        elif self.turn == "facing":
            fields["facing"] = SIDES[rot]
        made = self.action[0] if isinstance(self.action, tuple) else self.action
        return made(**fields)


BASE_KINDS: dict[str, PieceKind] = {
    "build": PieceKind("stack", Build, "stack", "cell", "rot", "stack", "That tile"),
    "decoration": PieceKind("card", PlaceDecoration, "card", "cell", "", "card", "That card"),
    "landscape": PieceKind(
        "landscape", InsertLandscape, "landscape", "slot", "", "landscape", "That landscape"
    ),
    "character": PieceKind(
        "own_char", PlaceCharacter, "character", "spot", "facing", "own", "That character"
    ),
    "move": PieceKind(
        "mini",
        MoveCharacter,
        "character",
        "spot",
        "facing",
        "own",
        "That character",
        lantern="move_character",
    ),
}


NO_FIT = "No space fits this way: turn it (R, wheel, right click)"


@dataclass
class Drag:
    """Something picked up: its kind, the piece (stack, card, tile, landscape or character id),
    its turn and where it came from."""

    piece: PieceKind
    payload: object
    rot: int = 0  # quarter turns (for characters: the facing N, E, S, W)
    origin: tuple[int, int] = (0, 0)  # screen point it came from (to slide back to)

    def turn(self, steps: int) -> None:
        self.rot = (self.rot + steps) % 4


def targets(drag: Drag, options: tuple[Action, ...]) -> dict[Target, Action]:
    """Every legal drop target for ``drag`` in its current rotation, with its action."""
    out: dict[Target, Action] = {}
    for option in options:
        target = drag.piece.target(option, drag.payload, drag.rot)
        if target is not None:
            out[target] = option
    return out


def turn_hint(drag: Drag, options: tuple[Action, ...]) -> str:
    """What to say of a held piece that fits nowhere as it is turned ("" when it fits)."""
    if not drag.piece.turn or targets(drag, options):
        return ""
    return NO_FIT


def intended(drag: Drag, target: Target, options: tuple[Action, ...] = ()) -> Action | None:
    """The action a drop on ``target`` asks for: the legal one of ``options`` there, else the
    one meant, legal or not (None: not a target at all)."""
    legal = targets(drag, options).get(target) if options else None
    return legal or drag.piece.intended(drag.payload, target, drag.rot)


def can_pick(piece: PieceKind, payload: str, options: tuple[Action, ...]) -> bool:
    """Whether any option would use this piece (so it may be picked up)."""
    return any(
        piece.target(option, payload, turn) is not None for option in options for turn in range(4)
    )


def kind_for(
    kinds: tuple[PieceKind, ...], hotspot: str, payload: str, options: tuple[Action, ...]
) -> PieceKind | None:
    """The kind of piece a press on a hotspot picks up: the first that some option uses, else
    the first that could be this piece at all, kinds made for this very piece first (None: the
    hotspot holds no draggable piece)."""
    fitting = [k for k in kinds if k.hotspot == hotspot and k.about(payload)]
    fitting.sort(key=lambda k: k.only is None)
    return next((k for k in fitting if can_pick(k, payload, options)), None) or next(
        iter(fitting), None
    )


def module_reason(state, pending, piece: PieceKind, payload: str) -> str | None:
    """A module's own words for why its piece cannot be used now (its price, its turn), asked of
    the modules' refusal hooks with the piece dropped on some space (None: no module says)."""
    if piece in BASE_KINDS.values():
        return None
    x, y = min(state.frontier, default=(0, 0))
    target = next(iter(state.catalog.slots)) if piece.on == "slot" else (x, y, "tile")
    action = piece.intended(payload, target if piece.on != "cell" else (x, y), 0)
    reasons = (hook(state, pending, action) for hook in state.hooks.why_illegal)
    return next((r for r in reasons if r), None)


def turns(piece: PieceKind, action: Action) -> int:
    """The quarter turns a piece is held at to make ``action``."""
    if piece.turn == "rot":
        return action.rot  # type: ignore[attr-defined]
    if piece.turn == "facing":
        return SIDES.index(action.facing)  # type: ignore[attr-defined]
    return 0


def hotspot_of(action: Action, piece: PieceKind | None) -> tuple[str, object] | None:
    """The hotspot a click on which makes ``action`` (None: a button makes it)."""
    if piece is not None:  # a module's piece used where it lies
        return piece.hotspot, piece.payload_of(action)
    match action:
        case TakeToken(x=x, y=y):
            return "token", (x, y)
        case TakeCharacter(character=character):
            return "display_char", character
        case UseLantern(lantern=lantern):
            return "lantern", lantern
    return None

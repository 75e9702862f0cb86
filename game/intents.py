"""What a gesture on the play screen means: a click on a piece or a drop of a held piece becomes
the actions it asks for (played in order), a lantern's card to confirm, or a note. The one place
where input turns into intended actions; the play screen only carries them out."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tang_garden.api import (
    Action,
    GameState,
    Influence,
    TakeCharacter,
    TakeToken,
    UseLantern,
)
from game.gestures import Drag, PieceKind, intended, kind_for
from game.tang_garden import joined


@dataclass(frozen=True)
class Intent:
    """``actions`` to play in order (each only if the one before was played), a ``lantern``
    whose card asks first, or a ``note`` to show (``refusal``: in red)."""

    actions: tuple[Action, ...] = ()
    lantern: str | None = None
    note: str = ""
    refusal: bool = True


DRAG_IT = "Drag it onto the garden; rotate with right click, the wheel or R."
DROP_ON = "Drop it on a highlighted place."


def click(
    state: GameState,
    options: tuple[Action, ...],
    kinds: tuple[PieceKind, ...],
    kind: str,
    payload: object,
) -> Intent:
    """What a click on the hotspot ``kind`` ``payload`` asks for."""
    if kind == "token":
        return Intent((TakeToken(*payload),))
    if kind == "display_char":
        take = TakeCharacter(payload)
        if take not in options and Influence() in options:  # influence this one, then take it
            return Intent((Influence(), take))
        return Intent((take,))
    if kind == "lantern":  # its own lantern: the card asks first (refused: the engine says why)
        return (
            Intent(lantern=payload)
            if UseLantern(payload) in options
            else Intent((UseLantern(payload),))
        )
    if kind == "lantern_of":
        owner = state.players[payload[0]].name
        return Intent(note=f"That is {owner}'s lantern: only {owner} uses it, on their own turn.")
    own = joined.clicked(state, options, kind, payload)
    if own is not None:
        return Intent((own,))
    piece = kind_for(kinds, kind, payload, options)
    if piece is None:
        return Intent()
    if piece.on == "click":  # used where it lies: the engine refuses it if it may not be
        return Intent((intended(Drag(piece, payload), payload),))
    return Intent(note=DRAG_IT, refusal=False)


def drop(drag: Drag, target: object, options: tuple[Action, ...] = ()) -> Intent:
    """What dropping the held piece on ``target`` (None: on no place) asks for: of a piece that
    makes several kinds of action, the one of ``options`` legal there."""
    action = intended(drag, target, options) if target is not None else None
    return Intent((action,)) if action is not None else Intent(note=DROP_ON)

"""What a move would give, in words: a dragged piece's preview over its target and a hint's
notes (the engine's previews; a module's notes added)."""

from __future__ import annotations

from engine.tang_garden.api import (
    BONUSES,
    Action,
    Gains,
    GameState,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    preview_character,
    preview_gains,
)
from game.gestures import PieceKind
from game.tang_garden import joined


def preview_words(state: GameState, action: Action, piece: PieceKind | None) -> str:
    """What ``action`` (made with ``piece``, None: by a button) would give, in words."""
    if piece is not None and piece.on == "cell" and piece.turn == "rot":  # a garden tile
        words = preview_gains(state, action).words()
    elif isinstance(action, (PlaceCharacter, MoveCharacter)):
        score = preview_character(state, action.character, action.x, action.y, action.facing)
        words = (
            f"would score {score.total} now: {score.decorations} for decorations "
            f"seen + {score.preference} for its preference"
        )
    elif isinstance(action, PlaceDecoration):
        words = f"bonus: {BONUSES[state.catalog.cards[action.card].bonus].text}"
    else:  # a module's piece: what it costs or gives, if anything
        gains = preview_gains(state, action)
        words = gains.words() if gains != Gains() else ""
    return "; ".join(w for w in [words, *joined.preview_notes(state, action)] if w)

"""Options in a player's words, for buttons, hints and the screen's hover cards."""

from __future__ import annotations

from engine.core.actions import Action
from engine.sanssouci.actions import MoveNoble, Pass, PlaceGardener, TakeTile
from engine.sanssouci.catalog import square
from engine.sanssouci.state import SansState


def option_words(state: SansState, action: Action) -> str | None:
    """ "Play grey/turquoise and take the pavilion from turquoise", "Pass"..."""
    cat = state.catalog
    if isinstance(action, TakeTile):
        tile = state.display[action.slot]
        what = cat.symbol(tile) if tile is not None else "tile"
        colour = cat.colour(cat.slot_rows[action.slot])
        return f"Play {cat.card_name(action.card)} and take the {what} from {colour}"
    if isinstance(action, PlaceGardener):
        return f"Place the gardener at {cat.square_name(square(action.row, action.column))}"
    if isinstance(action, MoveNoble):
        return (
            f"Walk the {cat.symbol(action.column)} nobleman to the {cat.colour(action.row)} "
            f"row (+{cat.row_value(action.row)})"
        )
    if isinstance(action, Pass):
        return "Move no nobleman"
    for module in state.ruleset.modules:  # a module words its own options
        words = module.option_words(state, action)
        if words:
            return words
    return None

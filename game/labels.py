"""Words for the engine's options, for buttons and tooltips."""

from __future__ import annotations

from engine.tang_garden import actions as A
from engine.tang_garden.effects import decoration_draw_count, skill_terms
from engine.tang_garden.game import decorating_in_vain, option_words
from engine.tang_garden.kinds.words import coins
from engine.tang_garden.state import GameState

SHORTCUTS = {A.EndTurn: "Enter", A.Decorate: "D"}


def label(state: GameState, option: A.Action) -> str:
    """A button label for an option that is not made by dragging a piece."""
    cat = state.catalog
    match option:
        case A.Decorate():
            vain = decorating_in_vain(state)
            if vain is not None:
                return "Pass and end the game" if vain[0] else "Pass (no decoration fits)"
            return f"Place a Decoration (draw {decoration_draw_count(state)})"
        case A.UseLantern(lantern=lid):
            return f"Lantern: {cat.lanterns[lid].name}"
        case A.RefreshLantern(lantern=lid, size=size):
            cost = cat.refresh_cost(len(state.players))
            return f"Refresh '{cat.lanterns[lid].name}': {cost} {size} tokens"
        case A.FlipStacks():
            price = skill_terms(state, option)[0]
            return f"Officer: reveal face-down tiles ({coins(price) if price else 'free'})"
        case A.CycleStack(stack=stack):
            return f"Officer: cycle the {stack} tile"
        case A.TakeCoins():
            return f"Take {state.tasks[-1][1]} coins"
        case A.AdvanceTrack(track=track):
            return f"Advance {track}"
        case A.DiscardDrawn():
            return "Discard the cards (none fits)"
        case A.DrawExtraCards():
            price, cards = skill_terms(state, option)
            return f"Merchant: pay {coins(price)}, draw {cards} more"
        case A.TakeDiscardTop():
            return f"Merchant: pay {coins(skill_terms(state, option)[0])}, take the discard"
        case A.Influence():
            return "Influence a character"
        case A.DrawCharacter():
            return "Draw a character unseen"
        case A.TakeCharacter(character=cid):
            return f"Take the {cat.characters[cid].name}"
        case A.EndTurn():
            return "End turn"
    return option_words(state, option) or option.kind


def tip(state: GameState, option: A.Action) -> str | None:
    """A tool tip for a base option's button (None: no tip)."""
    if isinstance(option, A.Decorate):
        vain = decorating_in_vain(state)
        return vain[1] if vain is not None else None
    return None


SPATIAL = (
    A.Build,
    A.PlaceDecoration,
    A.InsertLandscape,
    A.PlaceCharacter,
    A.MoveCharacter,
    A.TakeToken,
    A.UseLantern,
)  # lanterns are used by clicking them on the panel


def button_options(options: tuple[A.Action, ...]) -> list[A.Action]:
    """The options shown as buttons (the rest are made by dragging or clicking pieces)."""
    return [o for o in options if not isinstance(o, SPATIAL)]

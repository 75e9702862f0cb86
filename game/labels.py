"""Words for the engine's options, for buttons and tooltips."""

from __future__ import annotations

from engine.tang_garden.api import (
    Action,
    AdvanceTrack,
    Build,
    CycleStack,
    Decorate,
    DiscardDrawn,
    DrawCharacter,
    DrawExtraCards,
    EndTurn,
    FlipStacks,
    GameState,
    Influence,
    InsertLandscape,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    TakeCoins,
    TakeDiscardTop,
    TakeToken,
    UseLantern,
    decorating_in_vain,
    decoration_draw_count,
    option_words,
    refresh_cost,
    skill_terms,
    words,
)

SHORTCUTS = {EndTurn: "Enter", Decorate: "D"}


def label(state: GameState, option: Action) -> str:
    """A button label for an option that is not made by dragging a piece."""
    cat = state.catalog
    match option:
        case Decorate():
            vain = decorating_in_vain(state)
            if vain is not None:
                return "Pass and end the game" if vain[0] else "Pass (no decoration fits)"
            return f"Place a Decoration (draw {decoration_draw_count(state)})"
        case UseLantern(lantern=lid):
            return f"Lantern: {cat.lanterns[lid].name}"
        case RefreshLantern(lantern=lid, size=size):
            cost = refresh_cost(state, state.player)
            return f"Refresh '{cat.lanterns[lid].name}': {cost} {size} tokens"
        case FlipStacks():
            price = skill_terms(state, option)[0]
            return f"Officer: reveal face-down tiles ({words.coins(price) if price else 'free'})"
        case CycleStack(stack=stack):
            return f"Officer: cycle the {stack} tile"
        case TakeCoins():
            return f"Take {state.tasks[-1][1]} coins"
        case AdvanceTrack(track=track):
            return f"Advance {track}"
        case DiscardDrawn():
            return "Discard the cards (none fits)"
        case DrawExtraCards():
            price, cards = skill_terms(state, option)
            return f"Merchant: pay {words.coins(price)}, draw {cards} more"
        case TakeDiscardTop():
            return f"Merchant: pay {words.coins(skill_terms(state, option)[0])}, take the discard"
        case Influence():
            return "Influence a character"
        case DrawCharacter():
            return "Draw a character unseen"
        case TakeCharacter(character=cid):
            return f"Take the {cat.characters[cid].name}"
        case EndTurn():
            return "End turn"
    return option_words(state, option) or option.kind


def tip(state: GameState, option: Action) -> str | None:
    """A tool tip for a base option's button (None: no tip)."""
    if isinstance(option, Decorate):
        vain = decorating_in_vain(state)
        return vain[1] if vain is not None else None
    return None


SPATIAL = (
    Build,
    PlaceDecoration,
    InsertLandscape,
    PlaceCharacter,
    MoveCharacter,
    TakeToken,
    UseLantern,
)  # lanterns are used by clicking them on the panel


def button_options(options: tuple[Action, ...]) -> list[Action]:
    """The options shown as buttons (the rest are made by dragging or clicking pieces)."""
    return [o for o in options if not isinstance(o, SPATIAL)]

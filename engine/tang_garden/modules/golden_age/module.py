"""Golden Age: eight characters, four decorations, the Bamboo Garden and two more lanterns per
player. The kinds are in kinds.py, the actions in actions.py; this module deals the components and
runs the lanterns' choices: the stack to draw five tiles from, the tile to place, the rest put
back one at a time, and the face-up character to exchange."""

from __future__ import annotations

from typing import Any

import engine.tang_garden.modules.golden_age.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Event
from engine.core.view import Hidden
from engine.tang_garden.actions import Action, TakeCharacter
from engine.tang_garden.effects import skill
from engine.tang_garden.expansion import Expansion
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events
from engine.tang_garden.modules.golden_age.actions import (
    DrawTiles,
    PlaceDrawnTile,
    PutBackTile,
    RefreshMixed,
    ReturnDrawnTiles,
)
from engine.tang_garden.modules.golden_age.slice import ID, GoldenAge
from engine.tang_garden.play import begin_build, build_tile
from engine.tang_garden.state import GameState


class GoldenAgeModule(Expansion):
    id = ID
    actions = (RefreshMixed, DrawTiles, PlaceDrawnTile, ReturnDrawnTiles, PutBackTile)

    def new_state(self) -> GoldenAge:
        return GoldenAge()

    def on_turn_start(self, state: GameState, events: Events) -> None:
        self.of(state).drew = False

    # --- Draw Five Tiles -----------------------------------------------------------------------

    def _draw(self, state: GameState, action: DrawTiles, events: Events) -> None:
        part = self.of(state)
        tiles = state.stacks[action.stack]
        part.drawn = [tiles.pop() for _ in range(min(5, len(tiles)))]
        part.stack = action.stack
        part.drew = True
        part.drawer = state.current
        events.append(
            Event(
                "draw_tiles",
                f"{state.player.name} draws {len(part.drawn)} tiles from the {action.stack} stack",
                {"player": state.current, "stack": action.stack, "count": len(part.drawn)},
            )
        )

    def _place(self, state: GameState, action: PlaceDrawnTile, events: Events) -> None:
        part = self.of(state)
        first = begin_build(state, events, from_stacks=False)
        part.drawn.remove(action.tile)
        state.face_up[part.stack] = False
        build_tile(state, action.tile, (action.x, action.y), action.rot, first, events, part.stack)
        if len(part.drawn) <= 1:
            self._put_back(state, list(part.drawn))
            return
        refill = max(i for i, t in enumerate(state.tasks) if t == ("refill_tiles",))
        state.tasks.insert(refill + 1, ("put_back",))  # before the face-down tops are turned

    def _return_all(self, state: GameState, action: ReturnDrawnTiles, events: Events) -> None:
        self._put_back(state, list(self.of(state).drawn))
        events.append(Event("put_back", f"{state.player.name} puts the drawn tiles back"))

    def _put_back(self, state: GameState, top_first: list[str]) -> None:
        part = self.of(state)
        state.stacks[part.stack].extend(reversed(top_first))
        part.drawn = []

    def _put_back_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        prompt = "Put the other drawn tiles back one by one (the last one back is the new top)"
        return prompt, [PutBackTile(tile) for tile in self.of(state).drawn]

    def _put_back_one(self, state: GameState, action: PutBackTile, events: Events) -> None:
        part = self.of(state)
        part.drawn.remove(action.tile)
        state.stacks[part.stack].append(action.tile)
        if len(part.drawn) > 1:
            return
        state.tasks.pop()
        self._put_back(state, list(part.drawn))  # the last one has no choice left
        events.append(
            Event(
                "put_back",
                f"{state.player.name} puts the other drawn tiles back on the {part.stack} stack",
                {"player": state.current, "stack": part.stack},
            )
        )

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        part = self.of(state)
        if not triggered or not part.drawn or state.stacks[part.stack]:
            return triggered
        # the stack is only empty while its tiles are in the hand: judge without it
        rules = state.catalog.rules
        return len(state.tokens) <= rules.end_trigger_tokens_left or any(
            not tiles for name, tiles in state.stacks.items() if name != part.stack
        )

    # --- Exchange Active Character --------------------------------------------------------------

    def _exchange_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Exchange your active character with a face-up character", [
            TakeCharacter(c) for c in state.char_display
        ]

    def _exchange(self, state: GameState, action: TakeCharacter, events: Events) -> None:
        state.tasks.pop()
        player = state.player
        old = player.active
        assert old is not None  # only an active character is exchanged
        state.char_display[state.char_display.index(action.character)] = old
        player.active = action.character
        names = state.catalog.characters
        events.append(
            Event(
                "exchange",
                f"{player.name} exchanges the {names[old].name} for the "
                f"{names[action.character].name}",
                {"player": state.current, "old": old, "character": action.character},
            )
        )
        for hook in state.hooks.on_character_taken:
            hook(state, action.character, events)

    # --- tables --------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {"put_back": self._put_back_options, "exchange": self._exchange_options}

    def handlers(self) -> dict[Any, Any]:
        return {
            RefreshMixed: lambda state, action, events: skill(state, state.player).act(
                state, action, events
            ),
            DrawTiles: self._draw,
            PlaceDrawnTile: self._place,
            ReturnDrawnTiles: self._return_all,
            PutBackTile: self._put_back_one,
            ("exchange", TakeCharacter): self._exchange,
        }

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case RefreshMixed(lantern=lid, small=small, large=large):
                name = state.catalog.lanterns[lid].name
                return f"Refresh {name} ({small} small + {large} large)"
            case DrawTiles(stack=stack):
                return f"Draw five tiles from the {stack} stack"
            case PlaceDrawnTile(tile=tile, x=x, y=y):
                return f"Place {words.tile(state.catalog, tile)} at {words.square(x, y)}"
            case ReturnDrawnTiles():
                return "Put the drawn tiles back (none fits)"
            case PutBackTile(tile=tile):
                return f"Put {words.tile(state.catalog, tile)} back on the stack next"
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        part = self.of(state)
        return {"tiles": [*part.boxed, *part.drawn]}

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).drawn)

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The boxed tiles, and the drawn ones for everybody but the player who drew them."""
        parts = super().hidden(state, viewer)
        part = self.of(state)
        if viewer != part.drawer:
            tiles = state.catalog.tiles
            parts.append(
                Hidden("tiles", part.drawn, len(part.drawn), lambda t: tiles[t].stack == part.stack)
            )
        return parts

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """The drawn tiles are seen by the player who drew them; the others see how many."""
        part = self.of(state)
        drawn: Any = list(part.drawn) if viewer == part.drawer else len(part.drawn)
        return {"drawn": drawn, "stack": part.stack, "boxed": len(part.boxed)}

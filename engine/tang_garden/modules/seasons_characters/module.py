"""Seasons characters (digest 3.10): the Actress, General, Viola & Michele, Astronomer, Weaver,
Diplomat, Warrior and Cowherd shuffled into the character deck. The kinds are in kinds.py, the
actions in actions.py, the slice of the state in slice.py; this module keeps the choices they
need: Viola & Michele's three directions when placed, the Diplomat's tokens and its out-of-turn
offer when another player places a tile, and the Cowherd's paid choice of a hidden landscape."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.effects import advance, gain_coins, skill
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.seasons_characters.actions import (
    ChooseHiddenLandscape,
    KeepDiplomatTokens,
    LookThreeWays,
    UseDiplomat,
)
from engine.tang_garden.modules.seasons_characters.kinds import (
    SightThreeDirections,
    diplomat_tokens,
    share_words,
    sides_words,
)
from engine.tang_garden.modules.seasons_characters.slice import ID, Company
from engine.tang_garden.ruleset import RulesetError
from engine.tang_garden.scoring import PlayerScore
from engine.tang_garden.state import GameState, Mini

HELD = "held_characters"  # the scoring category of characters that never reached the garden


class CharacterChoice(BaseModel):
    """Which of the eight join the character deck (a scenario may bundle some: Summer only the
    Actress, SM17); all of them unless a ruleset names them."""

    model_config = {"extra": "forbid", "frozen": True}
    characters: tuple[str, ...] | None = None


class SeasonsCharacters(Module):
    id = ID
    Options = CharacterChoice
    actions = (LookThreeWays, UseDiplomat, KeepDiplomatTokens, ChooseHiddenLandscape)

    def __init__(self, manifest, options, pack, digest) -> None:
        super().__init__(manifest, options, pack, digest)
        chosen = self.options.characters
        if chosen is None:
            return
        deck = pack["characters"]
        known = {c.id for c in deck.characters}
        unknown = [c for c in chosen if c not in known]
        if unknown:
            raise RulesetError(f"{self.name}: there is no character called {unknown[0]!r}")
        kept = tuple(c for c in deck.characters if c.id in chosen)
        self.pack = {**pack, "characters": deck.model_copy(update={"characters": kept})}

    def new_state(self) -> Company:
        return Company()

    # --- taking and placing the characters -----------------------------------------------------

    def on_character_taken(self, state: GameState, character: str, events: Events) -> None:
        own = state.catalog.characters[character].skill
        own.on_card_taken(state, state.current, character, events)

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        character = state.catalog.characters[mini.character]
        character.skill.on_miniature_placed(state, mini, events)
        if isinstance(character.sight, SightThreeDirections):
            state.tasks.append(("three_directions", mini.character))

    # --- Viola & Michele -----------------------------------------------------------------------

    def _mini(self, state: GameState, character: str) -> Mini:
        return next(m for m in state.minis.values() if m.character == character)

    def _three_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        mini = self._mini(state, task[1])
        name = state.catalog.characters[task[1]].name
        return f"Choose the three directions {name} look along (one is their facing)", [
            LookThreeWays(SIDES[(mini.facing + turn) % 4]) for turn in (1, 2, 3)
        ]

    def _look(self, state: GameState, action: LookThreeWays, events: Events) -> None:
        character = state.tasks.pop()[1]
        mini = self._mini(state, character)
        away = (SIDES.index(action.away) - mini.facing) % 4
        self.of(state).looked_away[character] = away
        name = state.catalog.characters[character].name
        events.append(
            Event(
                "three_directions",
                f"{state.player.name}'s {name} look {sides_words(self._looks(mini, away))}",
                {"player": state.current, "character": character, "away": action.away},
            )
        )

    @staticmethod
    def _looks(mini: Mini, away: int) -> list[int]:
        return [(mini.facing + turn) % 4 for turn in range(4) if turn != away]

    # --- the Diplomat --------------------------------------------------------------------------

    def _diplomat_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        _, character, placer, share = task
        left = diplomat_tokens(state, character)
        prompt = (
            f"{state.players[placer].name}'s tile earned {share_words(share)}: use a Diplomat "
            f"token ({left} left) to gain it too?"
        )
        return prompt, [UseDiplomat(), KeepDiplomatTokens()]

    def _use_diplomat(self, state: GameState, action: UseDiplomat, events: Events) -> None:
        _, character, placer, share = state.tasks.pop()
        advances, coins_now, to_choose, any_tracks = share
        self.of(state).tokens[character] -= 1
        index = state.current
        events.append(
            Event(
                "diplomat",
                f"{state.player.name} uses a Diplomat token and also gains "
                f"{state.players[placer].name}'s tile rewards",
                {"player": index, "from": placer, "character": character},
            )
        )
        for track, steps in enumerate(advances):
            advance(state, index, track, steps, events)
        gain_coins(state, index, coins_now, "the Diplomat", events, character=character)
        state.tasks += [("any_track",)] * any_tracks
        if to_choose:
            state.tasks.append(("footpath", to_choose))

    def _keep_tokens(self, state: GameState, action: KeepDiplomatTokens, events: Events) -> None:
        state.tasks.pop()
        events.append(
            Event(
                "diplomat_kept",
                f"{state.player.name} keeps the Diplomat's tokens",
                {"player": state.current},
            )
        )

    # --- the end -------------------------------------------------------------------------------

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        """Characters never placed: a category for every player as soon as one has such a
        score (every player's table has the same rows)."""
        held = [self._held(state, i) for i in range(len(state.players))]
        if any(held):
            score.categories[HELD] = held[score.player]

    @staticmethod
    def _held(state: GameState, player: int) -> int:
        active = state.players[player].active
        if active is None:
            return 0
        return state.catalog.characters[active].sight.held_score(state, player)

    # --- tables --------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {"three_directions": self._three_options, "diplomat": self._diplomat_options}

    def handlers(self) -> dict[Any, Any]:
        return {
            LookThreeWays: self._look,
            UseDiplomat: self._use_diplomat,
            KeepDiplomatTokens: self._keep_tokens,
            ChooseHiddenLandscape: lambda state, action, events: skill(state, state.player).act(
                state, action, events
            ),
        }

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case LookThreeWays(away=away):
                task = state.tasks[-1]
                mini = self._mini(state, task[1])
                turn = (SIDES.index(away) - mini.facing) % 4
                return f"Look {sides_words(self._looks(mini, turn))}"
            case UseDiplomat():
                return "Use a Diplomat token: gain these rewards too"
            case KeepDiplomatTokens():
                return "Keep the Diplomat's tokens"
            case ChooseHiddenLandscape():
                cost = skill(state, state.player).price(action)
                return f"Pay {cost} to choose a hidden landscape tile"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, UseDiplomat | KeepDiplomatTokens):
            return "The Diplomat's tokens are used only when another player places a garden tile."
        return None

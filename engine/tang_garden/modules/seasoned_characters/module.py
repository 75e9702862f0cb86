"""Seasoned Characters (Seasons 3.11): every base character is a starting one, chosen in secret
from two dealt cards; a player may upgrade their starting card to its seasoned card instead of
influencing; the seasoned Emperor's Supervisor, the seasoned Merchant's side pile and its cards
at the end. The seasoned cards: ``data/tang_garden/modules/seasoned-characters/``; their kinds:
kinds.py; the actions: actions.py; the slice of the state: slice.py."""

from __future__ import annotations

import random
from typing import Any

from pydantic import PositiveInt

from engine.core.events import Event
from engine.core.state import rng
from engine.core.view import Hidden
from engine.tang_garden.actions import Action, PlaceCharacter, PlaceDecoration, TakeCharacter
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import gain_coins, refill_characters, skill
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.seasoned_characters.actions import (
    KeepCard,
    PlaceSupervisor,
    TurnStackTop,
    Upgrade,
)
from engine.tang_garden.modules.seasoned_characters.kinds import SidePile, SightCards, Supervisor
from engine.tang_garden.modules.seasoned_characters.slice import ID, Seasoned
from engine.tang_garden.state import GameState, Mini, Turn


class SeasonedSettings(Model):
    dealt: PositiveInt  # starting characters dealt to each player, who keeps one


def around(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether ``b`` is one of the eight spaces surrounding ``a``."""
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


class SeasonedCharacters(Module):
    id = ID
    Settings = SeasonedSettings
    actions = (Upgrade, TurnStackTop, PlaceSupervisor, KeepCard)

    def new_state(self) -> Seasoned:
        return Seasoned()

    def seasoned_of(self, state: GameState) -> dict[str, str]:
        """Base character id -> its seasoned card's id (from the pack's ``counts_as``)."""
        return {s.counts_as: s.id for s in self.pack["characters"].characters}

    # --- setup: the two-card starting deal ------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("deal", self._deal, replaces="7"),
            SetupStep("choose", self._ask, after="start"),
        )

    def _deal(self, state: GameState, rand: random.Random) -> None:
        """7. Every base character with a seasoned card is a starting one (but one another module
        puts in the box): deal each player ``dealt``; every other character goes into the deck
        (revealed after the choice)."""
        part = self.of(state)
        seasoned = self.seasoned_of(state)
        characters = state.catalog.characters
        boxed = state.catalog.boxed.get("characters", ())  # the web scenario's Emperor (W14)
        starters = [c for c in characters if c in seasoned and c not in boxed]
        rand.shuffle(starters)
        n = len(state.players)
        part.offers = [[starters.pop() for _ in range(self.settings.dealt)] for _ in range(n)]
        part.starting = [None] * n
        part.upgraded = [False] * n
        own = set(seasoned.values())
        state.char_deck = starters + [c for c in characters if c not in seasoned and c not in own]
        rand.shuffle(state.char_deck)

    def _ask(self, state: GameState, rand: random.Random) -> None:
        """Every player chooses in secret (one decision for all, in turn order, each behind a
        handoff), then the reveal and the first player's turn."""
        n = len(state.players)
        order = tuple((state.first + k) % n for k in range(n))
        state.tasks += [("seat", state.first), ("seasoned_reveal",), ("seasoned_start", order)]
        state.current = order[0]

    def secret_decisions(self) -> tuple[str, ...]:
        return ("seasoned_start",)

    def _start_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        offer = self.of(state).offers[state.current]
        return (
            "Choose your starting character in secret (the others see it once everyone has chosen)",
            [TakeCharacter(c) for c in offer],
        )

    def _pick(self, state: GameState, action: TakeCharacter, events: Events) -> None:
        """Everyone has chosen (the picks are applied together, in turn order): the pick goes
        last, among the dealt cards, until the reveal."""
        offer = self.of(state).offers[state.current]
        offer.remove(action.character)
        offer.append(action.character)

    def _reveal(self, state: GameState, events: Events) -> None:
        """Everyone has chosen: the choices are shown, the unchosen cards go back into the deck
        (shuffled) and two characters are turned face up (7.1)."""
        part = self.of(state)
        names = state.catalog.characters
        for index, (player, offer) in enumerate(zip(state.players, part.offers, strict=True)):
            pick = offer[-1]
            player.active = part.starting[index] = pick
            state.char_deck += offer[:-1]
            name = names[pick].name
            events.append(
                Event(
                    "setup",
                    f"{player.name} starts with the {name}; the seasoned {name} waits beside "
                    "the player board",
                    {"player": index, "character": pick},
                )
            )
        part.offers = []
        part.revealed = True
        state.turn = Turn()  # the first player's turn begins now
        rng(state).shuffle(state.char_deck)
        refill_characters(state)

    # --- upgrading instead of influencing -------------------------------------------------------

    def starting(self, state: GameState, player: int) -> str | None:
        """The player's starting card, while they hold it and have not upgraded it."""
        part = self.of(state)
        if not part.revealed or part.upgraded[player]:
            return None
        start = part.starting[player]
        held = state.players[player].active == start or any(
            m.character == start and m.owner == player for m in state.minis.values()
        )
        return start if held else None

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] == "choose_character" and self.starting(state, state.current):
            options.append(Upgrade())
        elif task[0] == "place_character":
            self._emperor_on_supervisor(state, options)

    def _upgrade(self, state: GameState, action: Upgrade, events: Events) -> None:
        state.tasks.pop()
        part = self.of(state)
        player = state.player
        start = self.starting(state, state.current)
        assert start is not None
        new = self.seasoned_of(state)[start]
        part.upgraded[state.current] = True
        if player.active == start:
            player.active = new
        for spot, mini in state.minis.items():
            if mini.character == start and mini.owner == state.current:
                state.minis[spot] = Mini(new, mini.owner, mini.facing)
        name = state.catalog.characters[start].name
        events.append(
            Event(
                "upgrade",
                f"{player.name} upgrades the {name} to the seasoned {name}",
                {"player": state.current, "character": new},
            )
        )

    # --- the seasoned Emperor's Supervisor ------------------------------------------------------

    def adjust_free_spots(self, state: GameState, spots: list[tuple[int, int, str]]) -> None:
        supervisor = self.of(state).supervisor
        if supervisor is not None and supervisor[:3] in spots:
            spots.remove(supervisor[:3])

    def _emperor_on_supervisor(self, state: GameState, options: list[Action]) -> None:
        """The Emperor may stand on the Supervisor's spot (the Supervisor then leaves)."""
        supervisor = self.of(state).supervisor
        if supervisor is None:
            return
        x, y, spot, _ = supervisor
        emperors = {
            o.character
            for o in options
            if isinstance(o, PlaceCharacter) and _is_supervisor(state, o.character)
        }
        options += [PlaceCharacter(c, x, y, spot, f) for c in sorted(emperors) for f in SIDES]

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        part = self.of(state)
        if part.supervisor is not None and _is_supervisor(state, mini.character):
            part.supervisor = None
            events.append(Event("supervisor_gone", "The Supervisor leaves the garden"))

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        self._supervise(state, pos, events)

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        self._supervise(state, pos, events)

    def _supervise(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        supervisor = self.of(state).supervisor
        if supervisor is None or not around(supervisor[:2], pos):
            return
        kind = next(
            s.skill for s in self.pack["characters"].characters if isinstance(s.skill, Supervisor)
        )
        x, y, spot, owner = supervisor
        gain_coins(state, owner, kind.coins, "the Supervisor", events, spot=(x, y, spot))

    # --- the seasoned Merchant's side pile and cards at the end ---------------------------------

    def _merchant(self, state: GameState) -> int | None:
        """The player whose active skill is the side pile (None: nobody's)."""
        return next(
            (i for i, p in enumerate(state.players) if isinstance(skill(state, p), SidePile)),
            None,
        )

    def on_cards_discarded(self, state: GameState, cards: list[str], events: Events) -> None:
        owner = self._merchant(state)
        if owner is None or not cards:
            return
        del state.deco_discard[-len(cards) :]
        self.of(state).pile += cards
        events.append(
            Event(
                "side_pile",
                f"The discarded {words.counted(len(cards), 'card')} go to "
                f"{state.players[owner].name}'s side pile",
                {"player": owner, "cards": list(cards)},
            )
        )

    def extra_cards(self, state: GameState) -> list[str]:
        return list(self.of(state).pile) if self._merchant(state) == state.current else []

    def take_card(self, state: GameState, card: str) -> bool:
        part = self.of(state)
        if card not in part.pile or self._merchant(state) != state.current:
            return False
        part.pile.remove(card)
        state.deco_discard += part.pile
        part.pile = []
        return True

    def end_game_tasks(self, state: GameState) -> list[tuple[int, tuple]]:
        asks = []
        for mini in state.minis.values():
            sight = state.catalog.characters[mini.character].sight
            if isinstance(sight, SightCards):
                asks += [(mini.owner, ("seasoned_card",))] * sight.cards(state, mini)
        return asks

    def _card_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        catalog = state.catalog
        first: dict[str, str] = {}  # one card of each decoration type on offer
        for card in sorted({*state.deco_deck, *state.deco_discard}):
            first.setdefault(catalog.card_type[card].id, card)
        free: dict[str, list[tuple[int, int]]] = {}
        for pos in sorted(state.board):
            icon = state.board[pos].icon
            if icon is not None and pos not in state.decorations:
                free.setdefault(icon, []).append(pos)
        options: list[Action] = []
        for dtype, card in sorted(first.items()):
            kind = catalog.decoration_types[dtype]
            spots = sorted(pos for area in kind.areas for pos in free.get(area, []))
            if spots and state.supply[kind.pool] > 0:
                options += [PlaceDecoration(card, x, y) for x, y in spots]
            else:
                options.append(KeepCard(card))
        return (
            "The seasoned Merchant sees a Village: take a decoration card from the deck or the "
            "discard pile and place its decoration",
            options,
        )

    def _take_card(self, state: GameState, action: Any, events: Events) -> None:
        state.tasks.pop()
        card = action.card
        source = state.deco_deck if card in state.deco_deck else state.deco_discard
        source.remove(card)
        player = state.player
        if not any(hook(state, card) for hook in state.hooks.take_collected_card):
            player.cards.append(card)  # (a Lantern card goes into the Hong Bao envelope: S94)
        kind = state.catalog.card_type[card]
        text = f"{player.name} takes {words.article(kind.name)} card for the seasoned Merchant"
        if isinstance(action, PlaceDecoration):
            state.decorations[action.x, action.y] = kind.id
            state.supply[kind.pool] -= 1
            text += f" and places it at {words.square(action.x, action.y)}"
        events.append(Event("merchant_card", text, {"player": state.current, "card": card}))
        if isinstance(action, PlaceDecoration):  # the other parts hear of it (S94)
            for hook in state.hooks.on_decoration_placed:
                hook(state, (action.x, action.y), card, events)

    # --- tables ---------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {"seasoned_start": self._start_options, "seasoned_card": self._card_options}

    def handlers(self) -> dict[Any, Any]:
        def own_skill(state: GameState, action: Action, events: Events) -> None:
            skill(state, state.player).act(state, action, events)

        return {
            ("seasoned_start", TakeCharacter): self._pick,
            ("seasoned_card", PlaceDecoration): self._take_card,
            KeepCard: self._take_card,
            Upgrade: self._upgrade,
            TurnStackTop: own_skill,
            PlaceSupervisor: own_skill,
        }

    def auto_steps(self) -> dict[str, Any]:
        return {"seasoned_reveal": self._reveal}

    def skip_texts(self) -> dict[str, str]:
        return {"seasoned_card": "No decoration card is left for the seasoned Merchant"}

    def option_words(self, state: GameState, action: Action) -> str | None:
        names = state.catalog.characters
        match action:
            case Upgrade():
                start = self.starting(state, state.current) or ""
                name = names[start].name if start in names else "starting character"
                return f"Upgrade the {name} to the seasoned {name} instead"
            case TurnStackTop(stack=stack):
                side = "down" if state.face_up[stack] else "up"
                return f"Turn the {stack} stack's top face {side} (free)"
            case PlaceSupervisor(x=x, y=y):
                return f"Put the Supervisor at {words.square(x, y)}"
            case KeepCard(card=card):
                return f"Take {words.article(state.catalog.card_type[card].name)} card"
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        """The seasoned cards not in play (in the box or beside the boards), the starting cards
        upgraded out of the game, the dealt cards not yet returned, and the side pile."""
        part = self.of(state)
        seasoned = self.seasoned_of(state)
        upgraded = [s for s, up in zip(part.starting, part.upgraded, strict=True) if up and s]
        return {
            "characters": [
                *(card for base, card in seasoned.items() if base not in upgraded),
                *upgraded,
                *(card for offer in ([] if part.revealed else part.offers) for card in offer),
            ],
            "cards": list(part.pile),
        }

    def face_up(self, state: GameState) -> list[str]:
        """The dealt cards the choosing player sees (so undo never shows them to the next one)."""
        part = self.of(state)
        if part.revealed or not part.offers:
            return []
        return list(part.offers[state.current])

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """Another player's dealt cards (their pick among them) until the reveal: any unseen
        base character may be among them."""
        part = self.of(state)
        if part.revealed:
            return []
        seasoned = self.seasoned_of(state)
        return [
            Hidden("characters", offer, len(offer), lambda c: c in seasoned)
            for i, offer in enumerate(part.offers)
            if i != viewer
        ]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """Until every choice is revealed, a player sees only their own dealt cards (of the
        others: how many cards; who has chosen is the decision's, in the core's view)."""
        part = self.of(state)
        shown = part.to_dict()
        if not part.revealed:
            shown["offers"] = [o if i == viewer else len(o) for i, o in enumerate(part.offers)]
        return shown


def _is_supervisor(state: GameState, character: str) -> bool:
    return isinstance(state.catalog.characters[character].skill, Supervisor)

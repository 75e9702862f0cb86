"""The one facade the front end and the command line import for Sanssouci."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.bots.tournament import tables
from engine.core.events import Decision, Event, IllegalAction
from engine.core.flow import apply, decision, position
from engine.core.record import RecordError, read_json
from engine.core.ruleset import RulesetError
from engine.core.view import player_view
from engine.sanssouci.actions import MoveNoble, Pass, PlaceGardener, TakeTile
from engine.sanssouci.bots.hints import Hint, hint
from engine.sanssouci.bots.levels import LEVELS, make_bot
from engine.sanssouci.catalog import EMPTY, GARDENER, PRINTED, SYMBOL, Catalog, catalog, square
from engine.sanssouci.content import DATA_DIR, DataError, load_data, load_rules
from engine.sanssouci.game import PLAYERS, SetupError, new_game, state_from_setup
from engine.sanssouci.garden import gardener_squares, noble_paths
from engine.sanssouci.module_registry import module_classes, pack_problems
from engine.sanssouci.record import (
    is_record,
    load,
    replay_events,
    replay_steps,
    save,
    to_record,
)
from engine.sanssouci.scoring import SansResult
from engine.sanssouci.simulate import BOTS, simulate, tournament
from engine.sanssouci.state import SansState
from engine.sanssouci.turn import card_slots, target
from engine.sanssouci.words import option_words

__all__ = [
    "BOTS",
    "DATA_DIR",
    "EMPTY",
    "GARDENER",
    "LEVELS",
    "PLAYERS",
    "PRINTED",
    "SYMBOL",
    "Action",
    "Catalog",
    "DataError",
    "Decision",
    "Event",
    "Hint",
    "IllegalAction",
    "MoveNoble",
    "Pass",
    "PlaceGardener",
    "RecordError",
    "RulesetError",
    "SansResult",
    "SansState",
    "SetupError",
    "TakeTile",
    "apply",
    "card_slots",
    "catalog",
    "decision",
    "gardener_squares",
    "hint",
    "is_record",
    "load",
    "load_data",
    "load_rules",
    "make_bot",
    "module_classes",
    "new_game",
    "noble_paths",
    "option_words",
    "pack_problems",
    "player_view",
    "position",
    "read_json",
    "replay_events",
    "replay_steps",
    "save",
    "simulate",
    "square",
    "state_from_setup",
    "tables",
    "target",
    "to_record",
    "tournament",
]

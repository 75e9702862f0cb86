"""The base game's public API: what the screens and the command line (game/) may use.

Only re-exports, no logic: game/ imports the engine from here, from ``engine.core`` and from a
module's own package ``engine.tang_garden.modules.<id>`` (its facade, for its screen) and from
nowhere else (tests/test_layers.py checks it), so the engine's files may move behind it.
docs/engine-api.md says what each group is for.
"""

from engine.core.bots.tournament import tables as tournament_tables
from engine.core.events import Event, IllegalAction
from engine.core.record import remove_stale_temporaries
from engine.core.view import UNSEEN, player_view, seen_by
from engine.tang_garden.actions import (
    Action,
    AdvanceTrack,
    Build,
    Concede,
    CycleStack,
    Decorate,
    DiscardDrawn,
    DrawCharacter,
    DrawExtraCards,
    EndTurn,
    FlipStacks,
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
)
from engine.tang_garden.bots import LEVELS, Hint, hint, make_bot
from engine.tang_garden.bots.tournament import play as tournament
from engine.tang_garden.catalog import SIDES, TERRAINS, Catalog
from engine.tang_garden.concede import concede_words
from engine.tang_garden.content.loader import DATA_DIR, DataError, load_game_data
from engine.tang_garden.content.models import Character, DecorationType
from engine.tang_garden.effects import decoration_draw_count, refresh_cost, skill_terms
from engine.tang_garden.estimate import score_estimate
from engine.tang_garden.explain import how_to_influence, why_no_lantern, why_piece_stuck
from engine.tang_garden.game import (
    MODES,
    Position,
    apply,
    catalog,
    decision,
    decorating_in_vain,
    end_cause,
    known_modules,
    legal_actions,
    line_of_sight,
    module_choices,
    new_game,
    option_words,
    play,
    position,
    preview_character,
    preview_gains,
    ruleset_problem,
)
from engine.tang_garden.kinds import words
from engine.tang_garden.kinds.bonuses import BONUSES
from engine.tang_garden.kinds.lanterns import LANTERNS
from engine.tang_garden.kinds.sights import SightCard
from engine.tang_garden.module import Module
from engine.tang_garden.module_registry import manifests, module_classes
from engine.tang_garden.module_set import data_problems
from engine.tang_garden.preview import Gains
from engine.tang_garden.record import (
    RecordError,
    checked,
    load,
    read,
    replay,
    replay_events,
    replay_steps,
    save,
    to_record,
)
from engine.tang_garden.record_model import NAME_MAX, name_problem
from engine.tang_garden.ruleset import Ruleset, RulesetError
from engine.tang_garden.scoring import CharacterScore, character_score
from engine.tang_garden.setup import SetupError, setup_events
from engine.tang_garden.sight import CharacterSight, character_sight, placement_sight
from engine.tang_garden.simulate import bots as simulation_bots
from engine.tang_garden.simulate import (
    category_lines,
    category_stats,
    character_stats,
    simulate,
    stats_lines,
    summarize,
)
from engine.tang_garden.simulate import variants as simulation_variants
from engine.tang_garden.state import GameState
from engine.tang_garden.view import reveals, secret_cards
from engine.tang_garden.zones import Zone, board_zones

__all__ = [
    "BONUSES",
    "DATA_DIR",
    "LANTERNS",
    "LEVELS",
    "MODES",
    "NAME_MAX",
    "SIDES",
    "TERRAINS",
    "UNSEEN",
    "Action",
    "AdvanceTrack",
    "Build",
    "Catalog",
    "Character",
    "CharacterScore",
    "CharacterSight",
    "Concede",
    "CycleStack",
    "DataError",
    "Decorate",
    "DecorationType",
    "DiscardDrawn",
    "DrawCharacter",
    "DrawExtraCards",
    "EndTurn",
    "Event",
    "FlipStacks",
    "Gains",
    "GameState",
    "Hint",
    "IllegalAction",
    "Influence",
    "InsertLandscape",
    "Module",
    "MoveCharacter",
    "PlaceCharacter",
    "PlaceDecoration",
    "Position",
    "RecordError",
    "RefreshLantern",
    "Ruleset",
    "RulesetError",
    "SetupError",
    "SightCard",
    "TakeCharacter",
    "TakeCoins",
    "TakeDiscardTop",
    "TakeToken",
    "UseLantern",
    "Zone",
    "apply",
    "board_zones",
    "catalog",
    "category_lines",
    "category_stats",
    "character_score",
    "character_sight",
    "character_stats",
    "checked",
    "concede_words",
    "data_problems",
    "decision",
    "decorating_in_vain",
    "decoration_draw_count",
    "end_cause",
    "hint",
    "how_to_influence",
    "known_modules",
    "legal_actions",
    "line_of_sight",
    "load",
    "load_game_data",
    "make_bot",
    "manifests",
    "module_choices",
    "module_classes",
    "name_problem",
    "new_game",
    "option_words",
    "placement_sight",
    "play",
    "player_view",
    "position",
    "preview_character",
    "preview_gains",
    "read",
    "refresh_cost",
    "remove_stale_temporaries",
    "replay",
    "replay_events",
    "replay_steps",
    "reveals",
    "ruleset_problem",
    "save",
    "score_estimate",
    "secret_cards",
    "seen_by",
    "setup_events",
    "simulate",
    "simulation_bots",
    "simulation_variants",
    "skill_terms",
    "stats_lines",
    "summarize",
    "to_record",
    "tournament",
    "tournament_tables",
    "why_no_lantern",
    "why_piece_stuck",
    "words",
]

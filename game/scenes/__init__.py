"""The game's screens, one module each, and the table that names them.

Screens never import one another: they move on with ``app.switch("name", ...)`` and the app
builds the screen from this table. A new screen is one module and one row here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene

SCENES: dict[str, str] = {
    "menu": "game.scenes.menu:MenuScene",
    "new_game": "game.scenes.new_game:NewGameScene",
    "load": "game.scenes.load:LoadScene",
    "rules": "game.scenes.rules:RulesScene",
    "settings": "game.scenes.settings:SettingsScene",
    "play": "game.scenes.play:PlayScene",
    "end": "game.scenes.end:ruleset_end",  # a module's own end screen, else the shared one
    "garden": "game.scenes.garden:GardenScene",
    "replay": "game.scenes.replay:ReplayScene",
    "lessons": "game.tutorial.choose:LessonsScene",
    "lesson": "game.tutorial.scene:LessonScene",
    "sans_menu": "game.sanssouci.menu:SansMenuScene",
    "sans_new_game": "game.sanssouci.new_game:SansNewGameScene",
    "sans_play": "game.sanssouci.play:SansPlayScene",
    "sans_end": "game.sanssouci.end:SansEndScene",
    "sans_rules": "game.sanssouci.rules:SansRulesScene",
    "sans_replay": "game.sanssouci.replay:SansReplayScene",
}


def make(name: str, app: App, **arguments: Any) -> Scene:
    """Build the screen called ``name`` (imported only when first asked for)."""
    module, _, cls = SCENES[name].partition(":")
    return getattr(importlib.import_module(module), cls)(app, **arguments)

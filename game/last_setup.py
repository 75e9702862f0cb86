"""The last New game setup (players, names, seats, colours, first player, scenario, parts and
their choices), remembered in the user's folder as the settings are, so that New game starts
from it. The seed is never remembered: each game gets a new deal."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from engine.core.record import RecordError, read_json, write
from game.paths import last_setup_path


@dataclass
class LastSetup:
    """What New game showed when its last game started."""

    count: int = 2
    names: list[str] = field(default_factory=list)  # every seat's, shown or not
    colours: list[int] = field(default_factory=list)  # indexes of palette.PLAYER_COLOURS
    kinds: list[str] = field(default_factory=list)  # "person" or a computer's level
    first: str = ""  # the first player's name, "" for random
    scenario: str = ""  # a module id, "" for the base game
    parts: list[str] = field(default_factory=list)
    sets: dict[str, list[str]] = field(default_factory=dict)  # a part's New game choice

    def save(self, path: Path | None = None) -> None:
        """Write atomically: the previous file survives a failed write."""
        write(path or last_setup_path(), asdict(self))


def load_last_setup(path: Path | None = None) -> tuple[LastSetup | None, str]:
    """The remembered setup (None when there is none or it cannot be used) and, for a file
    that is there but damaged, a message saying it was ignored ("" otherwise)."""
    path = path or last_setup_path()
    if not path.exists():
        return None, ""
    try:
        raw = read_json(path)
        known = {f.name for f in fields(LastSetup)}
        setup = LastSetup(**{k: v for k, v in raw.items() if k in known})
        _check(setup)
    except RecordError as exc:
        return None, f"New game starts afresh: {str(exc).replace(str(path), path.name)}"
    except (TypeError, ValueError) as exc:
        return None, f"New game starts afresh: {path.name} is damaged ({exc})"
    return setup, ""


def _check(setup: LastSetup) -> None:
    """Raise ValueError when a field does not hold what New game can show."""
    if type(setup.count) is not int or not 1 <= setup.count <= 4:
        raise ValueError("count: not a player count")
    lists = {"names": str, "colours": int, "kinds": str, "parts": str}
    for name, kind in lists.items():
        value = getattr(setup, name)
        if not isinstance(value, list) or not all(type(v) is kind for v in value):
            raise ValueError("{name}: not a list of {kind.__name__}")
    if not isinstance(setup.first, str) or not isinstance(setup.scenario, str):
        raise ValueError("first or scenario: not a text")
    if not isinstance(setup.sets, dict) or not all(
        isinstance(v, list) and all(isinstance(i, str) for i in v) for v in setup.sets.values()
    ):
        raise ValueError("sets: not lists of choices")

"""Player preferences, stored as JSON in the user's data folder."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.paths import settings_path

ANIMATION_SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
UI_SCALES = (1.0, 1.25, 1.5, 2.0)  # the play screen's panel and text: 1 is native size


@dataclass
class Settings:
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    confirm_end_turn: bool = False
    show_handoff: bool = True
    fullscreen: bool = False
    volume: int = 70  # percent
    muted: bool = False  # M switches it at any time
    ui_scale: float = 1.0  # one of UI_SCALES

    def __post_init__(self) -> None:
        self.volume = max(0, min(100, int(self.volume)))
        self.ui_scale = float(self.ui_scale) if self.ui_scale in UI_SCALES else 1.0

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings; a missing or damaged file gives the defaults."""
        path = path or settings_path()
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in raw.items() if k in known} if isinstance(raw, dict) else {}
        try:
            return cls(**values)
        except (TypeError, ValueError):
            return cls()

    def save(self, path: Path | None = None) -> None:
        """Write atomically; the previous file survives a failed write."""
        path = path or settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(asdict(self), handle, indent=1)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

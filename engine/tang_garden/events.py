"""Events, decisions and refusals are the core's (engine/core/events.py)."""

from engine.core.events import Decision, Event, IllegalAction

__all__ = ["Decision", "Event", "IllegalAction"]

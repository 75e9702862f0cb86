"""Sanssouci's module base: the moments of its flow a module may hook into."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.module import Events, Module, hook

if TYPE_CHECKING:
    from engine.sanssouci.state import SansState


class SanssouciModule(Module):
    """Base of Sanssouci's modules (the advanced game's expansion boards is one)."""

    @hook
    def on_tile_placed(self, state: SansState, player: int, index: int, events: Events) -> None:
        """A tile was put on square ``index`` of ``player``'s garden (either face up)."""

    @hook
    def result_rows(self, state: SansState) -> list[tuple[str, tuple[int, ...]]]:
        """Categories of points this module scored (already in each garden's ``bonus``)."""
        return []

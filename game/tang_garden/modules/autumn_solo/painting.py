"""Autumn solo's pictures for the shared painters: none (its pieces are drawn by pieces.py, on
the board and the panel, by its adapter)."""

from __future__ import annotations

from game.tang_garden.painting.pictures import Pictures

PICTURES = Pictures()

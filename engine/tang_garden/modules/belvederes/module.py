"""Seasons, Belvederes: nine cards and six pieces that replace the Pavilions. Everything is data:
the manifest's ``removes`` puts the Pavilions back in the box, the pack's Belvedere carries a
character spot, counts as a Pavilion (``counts_as``) and scores by the ``count_table`` kind."""

from __future__ import annotations

from engine.tang_garden.module import Module
from engine.tang_garden.modules.belvederes import kinds as _kinds  # noqa: F401  (they register)


class Belvederes(Module):
    id = "belvederes"

"""Seasons, Belvederes: nine cards and six pieces that replace the Pavilions. Everything is data:
the manifest's ``removes`` puts the Pavilions back in the box, the pack's Belvedere carries a
character spot, counts as a Pavilion (``counts_as``) and scores by the ``count_table`` kind."""

from __future__ import annotations

import engine.tang_garden.modules.belvederes.kinds  # noqa: F401  (its kinds register)
from engine.tang_garden.module import Module


class Belvederes(Module):
    id = "belvederes"

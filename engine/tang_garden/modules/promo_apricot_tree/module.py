"""The Apricot Tree promo: a decoration card and piece, one more kind of tree (the base game's
``tree_set`` scoring kind; everything is data)."""

from __future__ import annotations

from engine.tang_garden.module import Module


class ApricotTree(Module):
    id = "promo-apricot-tree"

"""Autumn (Seasons digest 2.2): a scenario made of parts, each fixed by its manifest: the leaves
with donation, the Autumn boards moved by donations, the Painter, Bamboo & Kingfisher, and the
lanterns 01, 05, 03, 04 (table 1.5). It adds no rule of its own: each part keeps its rules."""

from __future__ import annotations

from engine.tang_garden.module import Module


class Autumn(Module):
    id = "autumn"

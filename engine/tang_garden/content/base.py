"""The base of every data model and the shared vocabulary (terrains, sides, sizes, icons)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints

Id = Annotated[str, StringConstraints(pattern=r"^[A-Za-z][A-Za-z0-9_]*$")]
Track = Literal["greenery", "water", "rock"]
Terrain = Literal["greenery", "water", "rock"]
EdgeKind = Literal["greenery", "water", "rock", "footpath", "wall"]
Side = Literal["N", "E", "S", "W"]
Corner = Literal["NW", "NE", "SE", "SW"]
Size = Literal["small", "large"]
# Open vocabularies: declared in the data (decorations.yaml ``areas``, landscapes.yaml ``icons``,
# tiles.yaml ``stacks``) and in the modules' packs, checked by the cross-checks.
Area = Id
LandscapeIcon = Id
StackName = Id


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

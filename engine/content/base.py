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
Area = Literal["greenery", "water", "rock", "bridge"]
LandscapeIcon = Literal[
    "construction", "animal", "dragon", "sun", "moon", "village", "temple", "waterfall"
]
StackName = Literal["greenery", "water", "rock", "tao"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

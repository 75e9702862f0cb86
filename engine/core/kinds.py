"""One registry per kind of component behaviour (skills, sight preferences, decoration scoring,
tile kinds, one-time bonuses, lantern abilities).

A kind is one class that holds its data model (a pydantic model tagged by ``kind``), its
behaviour (methods the base flow calls) and its player-facing text (``text()``), registered with
``@REGISTRY.register``. The data models' unions are built from the registries, so one more
character of an existing kind is YAML only, and a new kind is one registered class and its test.
The kinds are listed in ``engine/kinds/all.py``.
"""

from __future__ import annotations

from typing import Annotated, Any, Generic, TypeVar, Union, get_args

from pydantic import AfterValidator, Field

K = TypeVar("K", bound=type)


class Registry(Generic[K]):
    """Kinds by name; ``union()`` is the tagged pydantic union of their models."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.kinds: dict[str, K] = {}

    def register(self, cls: K) -> K:
        name = _tag(cls)
        if name in self.kinds:
            raise ValueError(f"a second {self.what} kind named {name!r}")
        self.kinds[name] = cls
        return cls

    def union(self) -> Any:
        """The tagged union of every registered model (discriminated by ``kind``)."""
        models = tuple(self.kinds.values())
        if len(models) == 1:
            return models[0]
        return Annotated[Union[models], Field(discriminator="kind")]  # noqa: UP007

    def name(self) -> Any:
        """A string type that must name a registered kind (for kinds without parameters)."""

        def check(value: str) -> str:
            if value not in self.kinds:
                raise ValueError(f"unknown {self.what} {value!r} (known: {', '.join(self.kinds)})")
            return value

        return Annotated[str, AfterValidator(check)]

    def __getitem__(self, name: str) -> K:
        return self.kinds[name]


def _tag(cls: type) -> str:
    fields = getattr(cls, "model_fields", None)
    if fields and "kind" in fields:
        return get_args(fields["kind"].annotation)[0]
    return cls.name  # a kind without a data model names itself

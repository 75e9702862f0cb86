"""Kind registries: one per kind of component behaviour a game declares.

A kind is one class that holds its data model (a pydantic model tagged by ``kind``), its
behaviour (methods the game's flow calls) and its player-facing text, registered with
``@REGISTRY.register``. A data model's field typed ``REGISTRY.field()`` accepts any registered
kind's data, looked up by its ``kind`` tag when the data is validated, so the content models never
import the kinds: a game's base kinds register when its content loader imports them, a module's
when its module class is imported. One more item of an existing kind is data only; a new kind is
one registered class and its test.
"""

from __future__ import annotations

from typing import Annotated, Any, Generic, TypeVar, get_args

from pydantic import AfterValidator, BaseModel, WrapValidator
from pydantic_core import PydanticCustomError

K = TypeVar("K", bound=type)


class Registry(Generic[K]):
    """Kinds by name. ``root`` is the class whose methods are the moments a kind may act on:
    ``acts(item, moment)`` says whether an item's kind overrides that method."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.kinds: dict[str, K] = {}
        self.root: type | None = None
        self._moments: dict[type, frozenset[str]] = {}

    def register(self, cls: K) -> K:
        name = _tag(cls)
        if name in self.kinds:
            raise ValueError(f"a second {self.what} kind named {name!r}")
        self.kinds[name] = cls
        return cls

    def base(self, cls: K) -> K:
        """Declare ``cls`` the root of the kinds (a class decorator)."""
        self.root = cls
        return cls

    def acts(self, item: object, moment: str) -> bool:
        """Whether ``item``'s kind overrides the root's method ``moment`` (which does nothing)."""
        cls = type(item)
        moments = self._moments.get(cls)
        if moments is None:
            root = self.root
            moments = self._moments[cls] = frozenset(
                name
                for name, value in vars(root).items()
                if callable(value) and getattr(cls, name) is not value
            )
        return moment in moments

    def field(self) -> Any:
        """A field type that takes any registered kind's data (chosen by its ``kind`` tag)."""

        def dispatch(value: Any, handler: Any) -> Any:
            if isinstance(value, BaseModel) and type(value) in self.kinds.values():
                return value
            tag = value.get("kind") if isinstance(value, dict) else None
            if tag is None:
                raise PydanticCustomError(
                    "union_tag_not_found", "Unable to extract tag using discriminator 'kind'"
                )
            cls = self.kinds.get(tag) if isinstance(tag, str) else None
            if cls is None:
                raise PydanticCustomError(
                    "union_tag_invalid",
                    "Input tag {tag} found using 'kind' does not match any of the expected "
                    "tags: {expected}",
                    {"tag": repr(tag), "expected": ", ".join(map(repr, self.kinds))},
                )
            return cls.model_validate(value)

        return Annotated[Any, WrapValidator(dispatch)]

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

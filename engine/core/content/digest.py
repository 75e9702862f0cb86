"""A data pack's digest, kept in every record: a record replays only on the data it was made
with. The digest is over the parsed data in one canonical form, so an edit that changes no value
(a comment, the layout, the order of a mapping's keys, quotes) keeps it, and any changed value
changes it."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python


def digest_of(values: Mapping[str, Any]) -> str:
    """sha256 of the canonical JSON form of ``values`` (parsed files by key), first 16 hex
    digits."""
    text = json.dumps(canonical(values), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def canonical(value: Any) -> Any:
    """``value`` as plain JSON values: a model by its fields (defaults included), mapping keys as
    text, tuples as lists, sets sorted."""
    if isinstance(value, BaseModel):
        value = value.model_dump()
    if isinstance(value, Mapping):
        return {str(key): canonical(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [canonical(item) for item in value]
    if isinstance(value, set | frozenset):
        return sorted(
            (canonical(item) for item in value), key=lambda item: json.dumps(item, sort_keys=True)
        )
    if value is None or isinstance(value, str | int | float):
        return value
    return canonical(to_jsonable_python(value))

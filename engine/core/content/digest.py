"""A data pack's digest, kept in every record: a record replays only on the data it was made
with."""

from __future__ import annotations

import hashlib


def digest_of(blobs: dict[str, bytes]) -> str:
    """sha256 over the data files (name, length, bytes; sorted by name), first 16 hex digits."""
    digest = hashlib.sha256()
    for name in sorted(blobs):
        digest.update(f"{name}\0{len(blobs[name])}\0".encode())
        digest.update(blobs[name])
    return digest.hexdigest()[:16]

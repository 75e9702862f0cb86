"""Giving memory back to the system when a screen, or a large part of one, is replaced.

pygame_gui's widgets form reference cycles that hold their surfaces (a rules page's text layout
is megabytes: the whole rules are one tall surface), and the interpreter's automatic collection,
counting objects and not bytes, may leave many of them waiting. Even once freed, glibc's
allocator keeps the pages for later use, so the process would stay as large as its largest
moment so far, and grow with its fragments. ``release`` collects the cycles and hands the whole
free pages back (``malloc_trim``, where the C library has it).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable


def _trimmer() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):  # a C library without malloc_trim (musl)
        return None


_MALLOC_TRIM = _trimmer()


def release() -> None:
    """Free what the replaced widgets held, now, and return the free pages to the system."""
    gc.collect()
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)

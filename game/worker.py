"""One piece of work off the frame loop: a computer player thinking, or a hint being found."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Job:
    """Runs ``work()`` on a daemon thread; the frame loop asks ``done`` and takes ``result``.

    A job nobody waits for any more is simply dropped: its thread ends on its own, and a daemon
    thread never keeps the game from closing.
    """

    def __init__(self, work: Callable[[], Any], key: object = None) -> None:
        self.key = key  # what the work was asked about (e.g. the state), to match it later
        self._result: Any = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(work,), daemon=True).start()

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self._result = work()
        except BaseException as exc:  # handed to the frame loop, which says it
            self._error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, seconds: float) -> bool:
        return self._done.wait(seconds)

    def result(self) -> Any:
        """The work's result (raises what the work raised); only once ``done``."""
        if self._error is not None:
            raise self._error
        return self._result

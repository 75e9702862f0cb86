"""One-line problem reports for the data loader: ``FILE:LINE: ITEM: FIELD: message``, and the
error that carries them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Path = tuple[str | int, ...]


def format_problem(label: str, line: int, item: str, field: Path | str, message: str) -> str:
    """Join the parts of one problem line; an empty ITEM or FIELD is left out."""
    message = " / ".join(part.strip() for part in message.splitlines() if part.strip())
    if not isinstance(field, str):
        field = ".".join(str(part) for part in field)
    parts = [f"{label}:{line}"]
    if item:
        parts.append(item)
    if field:
        parts.append(field)
    parts.append(message)
    return ": ".join(parts)


class DataError(Exception):
    """The data files are missing or wrong; ``problems`` has one line per problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(format_problems(problems))
        self.problems = problems


def format_problems(problems: Sequence[str]) -> str:
    """A readable block: a count, then one problem per line."""
    count = len(problems)
    head = f"{count} problem{'s' if count != 1 else ''} in the game data:"
    return "\n".join([head, *(f"  {p}" for p in problems)])


def unique(lines: Iterable[str]) -> list[str]:
    """Drop repeated lines, keeping the first occurrence's position."""
    return list(dict.fromkeys(lines))

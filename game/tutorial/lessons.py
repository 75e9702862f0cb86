"""The lessons of Learn to play, read from ``data/tutorials/*.yaml`` into pydantic models; bad
data stops the game at start with ``FILE:LINE: ITEM: FIELD: message``."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import resources
from engine.core.content.problems import DataError
from engine.core.content.yaml_lines import YamlDoc, read_yaml_file

FOLDER = resources.DATA / "tutorials"
ORDER = ("base", "yin_yang")  # the lessons in the order the rules screen lists them
TITLE = "Learn to play"  # the rules screen's page of every step


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Seat(_Model):
    """One seat: its player's name and who plays it (a person, or a computer level)."""

    name: str = Field(min_length=1, max_length=24)
    seat: Literal["person", "easy", "medium", "hard"]


class Point(_Model):
    """What a step points at besides its expected move: a board space (column letter and row
    number as the board's edges print them, "C5"), a panel block or a top button."""

    space: str | None = Field(default=None, pattern=r"^[A-H][1-8]$")
    panel: Literal["players", "display", "sections"] | None = None
    button: Literal["hint", "undo", "rules", "menu"] | None = None

    @model_validator(mode="after")
    def _one(self) -> Point:
        if sum(v is not None for v in (self.space, self.panel, self.button)) != 1:
            raise ValueError("name exactly one of space, panel, button")
        return self


class Step(_Model):
    """One step: its words, the move it waits for (an action in its record form; a free step
    takes any legal move) and, for a step that lasts, the moment it ends."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    title: str = Field(min_length=1, max_length=60)
    text: str = Field(min_length=1, max_length=420)
    short: str | None = Field(default=None, max_length=120)  # once a move was made in it
    expect: dict[str, str | int] | None = None
    free: bool = False
    until: Literal["end_triggered", "over"] | None = None
    point: Point | None = None

    @model_validator(mode="after")
    def _waits_for_something(self) -> Step:
        if self.expect is not None and not isinstance(self.expect.get("kind"), str):
            raise ValueError("expect needs a 'kind' (the action's name in a record)")
        if (self.expect is None) == (not self.free and self.until is None):
            raise ValueError("a step waits for one expected move, or is free, or lasts until")
        return self


class Lesson(_Model):
    """A guided game: its seats, seed and ruleset, the computer's scripted moves (played in
    order while each is legal; then the computer's level chooses) and the steps."""

    id: str
    title: str = Field(min_length=1, max_length=40)
    summary: str = Field(min_length=1, max_length=200)
    ruleset: list[str] = Field(default_factory=list)
    seed: int = Field(ge=0)
    seats: list[Seat] = Field(min_length=1, max_length=4)
    computer: list[dict[str, str | int]] = Field(default_factory=list)
    steps: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _one_person(self) -> Lesson:
        if [s.seat for s in self.seats].count("person") != 1:
            raise ValueError("a lesson has exactly one person's seat")
        return self


def read_lesson(path: Path) -> Lesson:
    """One lesson file; raises DataError with one line per problem."""
    label = f"data/tutorials/{path.name}"
    doc, problems = read_yaml_file(path, label)
    if isinstance(doc.data, dict):
        doc.data.setdefault("id", path.stem)
    lesson, found = doc.validate(Lesson)
    if lesson is not None:
        found += _repeated_ids(doc)
    if found or lesson is None:
        raise DataError(problems + found)
    return lesson


def _repeated_ids(doc: YamlDoc) -> list[str]:
    """A problem line for each step whose id an earlier step has."""
    seen: set[str] = set()
    out = []
    for k, step in enumerate(doc.data["steps"]):
        if step["id"] in seen:
            out.append(doc.at(("steps", k, "id"), "used by an earlier step"))
        seen.add(step["id"])
    return out


@cache
def lessons() -> dict[str, Lesson]:
    """Every lesson, by id (read once); raises DataError naming each problem."""
    found: dict[str, Lesson] = {}
    problems: list[str] = []
    for name in ORDER:
        try:
            found[name] = read_lesson(FOLDER / f"{name}.yaml")
        except DataError as exc:
            problems += exc.problems
    if problems:
        raise DataError(problems)
    return found


def rules_text() -> str:
    """Every lesson's steps as one Markdown section, "Learn to play", for the rules screen (F1)."""
    parts = [f"## {TITLE}", "", "The menu's *Learn to play* guides a first game step by step."]
    for lesson in lessons().values():
        parts += ["", f"### {lesson.title}", "", lesson.summary]
        for n, step in enumerate(lesson.steps, 1):
            parts += ["", f"**{n}. {step.title}.** {step.text.strip()}"]
    return "\n".join(parts) + "\n"

"""Sanssouci's component data (data/sanssouci/game.yaml), validated by pydantic; bad data is
refused at start with ``FILE:LINE: ITEM: FIELD: message`` lines."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, model_validator

from engine.core.content.digest import digest_of
from engine.core.content.problems import DataError
from engine.core.content.yaml_lines import parsed_yaml, read_file_bytes, read_yaml_file
from engine.core.resources import DATA

DATA_DIR = DATA / "sanssouci"
GAME_FILE = "game.yaml"
ROWS, COLUMNS = 6, 9


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Name = Annotated[str, Field(min_length=1, max_length=40)]


class Column(_Frozen):
    id: Name
    name: Name


class Row(_Frozen):
    id: Name
    name: Name
    value: Annotated[int, Field(ge=1, le=9)]


class Side(_Frozen):
    id: Name
    name: Name
    preprinted: tuple[tuple[Annotated[int, Field(ge=2, le=ROWS)], str], ...]


class Cards(_Frozen):
    pairs: tuple[tuple[str, str], ...] = Field(min_length=1)
    symbol_cards: Annotated[int, Field(ge=0, le=3)]
    wild_cards: Annotated[int, Field(ge=0, le=9)]
    hand: Annotated[int, Field(ge=1, le=5)]


class Back(_Frozen):
    id: Name
    per_symbol: PositiveInt
    players: Annotated[int, Field(ge=2, le=4)]


class Tiles(_Frozen):
    backs: tuple[Back, ...] = Field(min_length=1)


class Display(_Frozen):
    per_colour: Annotated[int, Field(ge=1, le=4)]


class Missions(_Frozen):
    per_player: Annotated[int, Field(ge=0, le=4)]


class Scoring(_Frozen):
    complete_row: int
    complete_column: int


class GameData(_Frozen):
    """The whole of game.yaml."""

    columns: tuple[Column, ...] = Field(min_length=COLUMNS, max_length=COLUMNS)
    rows: tuple[Row, ...] = Field(min_length=ROWS, max_length=ROWS)
    sides: tuple[Side, ...] = Field(min_length=1)
    cards: Cards
    tiles: Tiles
    display: Display
    missions: Missions
    scoring: Scoring

    @model_validator(mode="after")
    def _names_known(self) -> GameData:
        columns = {c.id for c in self.columns}
        colours = {r.id for r in self.rows[1:]}
        for side in self.sides:
            for _, column in side.preprinted:
                if column not in columns:
                    raise ValueError(f"side {side.id}: no column {column!r}")
        for pair in self.cards.pairs:
            if not set(pair) <= colours or pair[0] == pair[1]:
                raise ValueError(f"a card's colours must be two display colours, not {pair}")
        if len(columns) != COLUMNS or len({r.id for r in self.rows}) != ROWS:
            raise ValueError("columns and rows need distinct ids")
        return self


def load_data(data_dir: Path | None = None) -> tuple[GameData, str]:
    """The game's data and its digest; raises DataError listing every problem."""
    path = Path(data_dir or DATA_DIR) / GAME_FILE
    label = f"data/sanssouci/{GAME_FILE}"
    raw = read_file_bytes(path, label)
    doc, problems = parsed_yaml(raw, label)
    data, more = doc.validate(GameData)
    if problems or more or data is None:
        raise DataError(problems + more)
    return data, digest_of({GAME_FILE: raw})


class Section(_Frozen):
    title: Name
    text: Annotated[str, Field(min_length=1)]


class RulesText(_Frozen):
    """data/sanssouci/rules.yaml: the rules for the F1 screen, by section."""

    sections: tuple[Section, ...] = Field(min_length=1)


def load_rules(data_dir: Path | None = None) -> RulesText:
    """The rules text; raises DataError."""
    label = "data/sanssouci/rules.yaml"
    doc, problems = read_yaml_file(Path(data_dir or DATA_DIR) / "rules.yaml", label)
    rules, more = doc.validate(RulesText)
    if problems or more or rules is None:
        raise DataError(problems + more)
    return rules

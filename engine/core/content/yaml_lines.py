"""YAML loading that remembers where everything came from.

``LineLoader`` is a safe loader (libyaml when available) that records the 1-based line of every
mapping key and sequence item by its path, e.g. ``("tiles", 4, "edges")``, and reports duplicate
mapping keys instead of silently keeping the last one. ``YamlDoc`` turns a path, or a pydantic
error location, into a ``FILE:LINE: ITEM: FIELD: message`` line.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass, field
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from engine.core.content.problems import DataError, Path, format_problem

_Base: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

M = TypeVar("M", bound=BaseModel)

_MERGE_TAG = "tag:yaml.org,2002:merge"
MAX_DEPTH = 32  # nested mappings and lists; the shipped data needs 8
_MISSING = object()


class LineLoader(_Base):  # type: ignore[misc, valid-type]
    """Safe YAML loader recording ``path -> line`` and duplicate keys."""

    def __init__(self, stream: bytes | str) -> None:
        super().__init__(stream)
        self.lines: dict[Path, int] = {(): 1}
        self.duplicates: list[tuple[Path, int]] = []  # (path of the repeated key, its line)

    def load_document(self) -> Any:
        """Parse the single document of the stream (``None`` when empty)."""
        try:
            node = self.get_single_node()
            if node is None:
                return None
            self.lines[()] = node.start_mark.line + 1
            self._index(node, (), set())
            return self.construct_document(node)
        finally:
            self.dispose()

    def _index(self, node: yaml.Node, path: Path, active: set[int]) -> None:
        if id(node) in active:  # a recursive alias: nothing new below
            return
        active.add(id(node))
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == _MERGE_TAG:
                    continue
                key = self.construct_object(key_node, deep=True)
                child = (*path, key)
                line = key_node.start_mark.line + 1
                if key in seen:
                    self.duplicates.append((child, line))
                    continue
                seen.add(key)
                self.lines[child] = line
                self._index(value_node, child, active)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                child = (*path, index)
                self.lines[child] = item.start_mark.line + 1
                self._index(item, child, active)
        active.discard(id(node))

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        """A whole number; one too long for Python to read is refused at its line."""
        try:
            return super().construct_yaml_int(node)
        except ValueError:
            raise yaml.constructor.ConstructorError(
                None, None, "a number too long for component data", node.start_mark
            ) from None


LineLoader.add_constructor("tag:yaml.org,2002:int", LineLoader.construct_yaml_int)


@dataclass
class YamlDoc:
    """One parsed data file: its label (``data/tiles.yaml``), content and line table."""

    label: str
    data: Any
    lines: dict[Path, int] = field(default_factory=dict)

    def line_of(self, path: Path) -> int:
        """The line of the deepest part of ``path`` that exists in the file."""
        for end in range(len(path), -1, -1):
            line = self.lines.get(path[:end])
            if line is not None:
                return line
        return 1

    def split(self, path: Path) -> tuple[str, Path]:
        """ITEM and FIELD for a path.

        ITEM is the id of the first list element on the path when it has one, else the
        top-level key; FIELD is the rest of the path.
        """
        node: Any = self.data
        for depth, part in enumerate(path):
            if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
                element = node[part]
                item_id = element.get("id") if isinstance(element, dict) else None
                if isinstance(item_id, str | int) and not isinstance(item_id, bool):
                    return str(item_id), path[depth + 1 :]
                break
            node = node.get(part) if isinstance(node, dict) else None
        if not path:
            return "", ()
        return str(path[0]), path[1:]

    def at(self, path: Path, message: str, line: int | None = None) -> str:
        """A problem line about the value at ``path``."""
        item, rest = self.split(path)
        return format_problem(
            self.label, self.line_of(path) if line is None else line, item, rest, message
        )

    def resolve(self, loc: tuple[str | int, ...]) -> Path:
        """Map a pydantic error location onto a path in the file.

        Union tags (``garden`` in ``tiles.3.garden.edges``) and pydantic's internal steps
        (``[key]``, ``function-after[...]``) are dropped; a missing key stays as the last part.
        """
        path: list[str | int] = []
        node: Any = self.data
        for part in loc:
            if isinstance(node, dict):
                key = _find_key(node, part)
                if key is not _MISSING:
                    path.append(key)
                    node = node[key]
                    continue
                if node.get("kind") == part or _is_internal(part):
                    continue
            elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
                path.append(part)
                node = node[part]
                continue
            elif _is_internal(part):
                continue
            path.append(part)
            node = None
        return tuple(path)

    def validate(self, model: type[M]) -> tuple[M | None, list[str]]:
        """Validate the whole file against ``model``; problems point at the offending lines."""
        try:
            return model.model_validate(self.data), []
        except ValidationError as exc:
            return None, [self.at(self.resolve(tuple(e["loc"])), _message(e)) for e in exc.errors()]


def _find_key(mapping: dict[Any, Any], part: str | int) -> Any:
    if part in mapping:
        return part
    for key in mapping:
        if str(key) == str(part):
            return key
    return _MISSING


def _is_internal(part: str | int) -> bool:
    return isinstance(part, str) and ("[" in part or part.startswith("function-"))


def _message(error: Any) -> str:
    msg = str(error["msg"])
    msg = msg[:1].lower() + msg[1:]
    value = error.get("input")
    if error["type"] not in ("missing", "extra_forbidden") and (
        value is None or isinstance(value, str | int | float | bool)
    ):
        msg += f" (got {value!r})"
    return msg


def _refusal(raw: bytes, label: str) -> str:
    """A problem line for YAML that could exhaust memory or the stack, before it is built.

    Aliases are refused (component data needs none, and a few of them nested expand to
    billions of nodes); so is nesting deeper than ``MAX_DEPTH`` (libyaml's composer recurses).
    Only the event stream is read, in constant memory.
    """
    depth = 0
    for event in yaml.parse(raw, Loader=_Base):
        if isinstance(event, yaml.AliasEvent):
            return format_problem(
                label,
                event.start_mark.line + 1,
                "",
                "",
                f"YAML aliases (*{event.anchor}) are not allowed in component data",
            )
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                return format_problem(
                    label,
                    event.start_mark.line + 1,
                    "",
                    "",
                    f"nested deeper than {MAX_DEPTH} levels",
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return ""


def read_yaml(raw: bytes, label: str) -> tuple[YamlDoc | None, list[str]]:
    """Parse ``raw``; return the document, or ``None`` and a syntax problem.

    Duplicate keys are reported but the document is still returned (last value kept).
    """
    try:
        refused = _refusal(raw, label)
        if refused:
            return None, [refused]
        loader = LineLoader(raw)
        data = loader.load_document()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 0
        where = f" (column {mark.column + 1})" if mark is not None else ""
        problem = exc.problem or exc.context or "invalid YAML"
        if not isinstance(exc, yaml.constructor.ConstructorError):
            problem = f"YAML syntax error: {problem}"
        return None, [format_problem(label, line, "", "", f"{problem}{where}")]
    except yaml.YAMLError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else "invalid YAML"
        return None, [format_problem(label, 0, "", "", f"YAML error: {first}")]
    doc = YamlDoc(label, data, loader.lines)
    problems = [doc.at(path, "duplicate key", line) for path, line in loader.duplicates]
    return doc, problems


def read_file_bytes(path: pathlib.Path, label: str) -> bytes:
    """The bytes of the file at ``path``; raises DataError (``label`` in its line) when it
    cannot be read."""
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DataError([f"{label}:0: cannot read the file: {exc.strerror or exc}"]) from None


def parsed_yaml(raw: bytes, label: str) -> tuple[YamlDoc, list[str]]:
    """``read_yaml`` that raises DataError when the document cannot be parsed."""
    doc, problems = read_yaml(raw, label)
    if doc is None:
        raise DataError(problems)
    return doc, problems


def read_yaml_file(path: pathlib.Path, label: str) -> tuple[YamlDoc, list[str]]:
    """The YAML document in the file at ``path`` (``label`` in problem lines) and the problems
    found reading it that do not stop it (duplicate keys); raises DataError when the file cannot
    be read or parsed."""
    return parsed_yaml(read_file_bytes(path, label), label)

"""A small Markdown to pygame_gui HTML converter (headings, paragraphs, lists, bold, italics)."""

from __future__ import annotations

import html
import re

HEADING_COLOURS = {1: "#211F1E", 2: "#B22C24", 3: "#325C3A"}
HEADING_SIZES = {1: 30, 2: 24, 3: 20}
BULLET = "•"


def inline(text: str) -> str:
    """Escape the text, then turn **bold**, *italic* and `code` into tags."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    return re.sub(r"`(.+?)`", r"<b>\1</b>", text)


def heading(level: int, text: str) -> str:
    size = HEADING_SIZES.get(level, 20)
    colour = HEADING_COLOURS.get(level, "#211F1E")
    return f'<font pixel_size={size} color="{colour}"><b>{inline(text)}</b></font>'


def _blocks(markdown: str) -> list[tuple[str, str]]:
    """Split into ("h1".."h6" | "p" | "li", text) blocks, joining wrapped lines."""
    blocks: list[tuple[str, str]] = []
    for raw in markdown.splitlines():
        line = raw.strip()
        match = re.match(r"(#{1,6})\s+(.*)", line)
        if not line:
            blocks.append(("", ""))
        elif match:
            blocks.append((f"h{len(match.group(1))}", match.group(2)))
        elif re.match(r"[-*+]\s+", line):
            blocks.append(("li", re.sub(r"^[-*+]\s+", "", line)))
        elif (
            blocks
            and blocks[-1][0] in ("p", "li")
            and (raw.startswith(" ") or blocks[-1][0] == "p")
        ):
            kind, text = blocks[-1]
            blocks[-1] = (kind, f"{text} {line}")
        else:
            blocks.append(("p", line))
    return [b for b in blocks if b[0]]


def to_html(markdown: str) -> str:
    """pygame_gui's UITextBox subset: <b>, <i>, <font>, <br>; lists become bullet lines."""
    out: list[str] = []
    previous = ""
    for kind, text in _blocks(markdown):
        if out:
            single = (kind == "li" and previous == "li") or previous.startswith("h")
            out.append("<br>" if single else "<br><br>")
        if kind.startswith("h"):
            out.append(heading(int(kind[1]), text))
        elif kind == "li":
            out.append(f"  {BULLET} {inline(text)}")
        else:
            out.append(inline(text))
        previous = kind
    return "".join(out)


def sections(markdown: str) -> list[tuple[str, str]]:
    """(title, markdown) per level-two section; text before the first one is left out."""
    parts = re.split(r"^##\s+(.+)$", markdown, flags=re.MULTILINE)
    return [(parts[i].strip(), f"## {parts[i]}\n{parts[i + 1]}") for i in range(1, len(parts), 2)]

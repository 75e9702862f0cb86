"""Cross-checks on validated data: counts from the rulebook, unique ids, references, geometry.

Each check runs on the files that validated and reports one line per problem, pointing at the
offending item in its YAML file. Component counts are the base game's (rulebook, components).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from engine.core.content.problems import Path
from engine.core.content.yaml_lines import YamlDoc
from engine.tang_garden.content.models import (
    BoardGeometry,
    CharactersFile,
    DecorationsFile,
    LandscapesFile,
    LanternsFile,
    LayoutsFile,
    PlayerBoard,
    RulesFile,
    StartCell,
    TilesFile,
)
from engine.tang_garden.kinds.scoring import PairScoring
from engine.tang_garden.kinds.sights import SightAvoid
from engine.tang_garden.kinds.skills import CoinsOnDecoration
from engine.tang_garden.kinds.tiles import GardenTile, Region, TempleTile

STACKS = 4
TILES_PER_STACK = 15  # 60 garden tiles in all
TEMPLES = 3
START_FACES = 2
CARDS = 54
PIECES = 36
CHARACTERS = 12
STARTERS = 6
LANDSCAPES = {"small": 12, "large": 8}
LANTERNS = 4  # one of each ability per player
TOKENS_MULTIPLAYER = 16
COINS_PER_TRACK = 7  # rulebook: 21 coins for the ends of all three tracks
SIDES = "NESW"
QUARTERS = ("NW", "NE", "SE", "SW")
# starting-tile internal edges that touch: (quarter, side) faces (quarter, side)
INTERNAL_EDGES = (
    (("NW", "E"), ("NE", "W")),
    (("NW", "S"), ("SW", "N")),
    (("NE", "S"), ("SE", "N")),
    (("SW", "E"), ("SE", "W")),
)


def cross_check(
    docs: dict[str, YamlDoc], models: dict[str, Any], board: BoardGeometry | None
) -> list[str]:
    """All cross-checks whose inputs are available; one line per problem."""
    out: list[str] = []
    tiles = models.get("tiles")
    decorations = models.get("decorations")
    characters = models.get("characters")
    rules = models.get("rules")
    if tiles is not None:
        out += check_tiles(docs["tiles"], tiles)
    if decorations is not None:
        out += check_decorations(docs["decorations"], decorations)
    if characters is not None:
        out += check_characters(docs["characters"], characters, decorations)
    if (landscapes := models.get("landscapes")) is not None:
        out += check_landscapes(docs["landscapes"], landscapes)
    if (lanterns := models.get("lanterns")) is not None:
        out += check_lanterns(docs["lanterns"], lanterns)
    if (player_board := models.get("player_board")) is not None:
        out += check_player_board(docs["player_board"], player_board)
    if (layouts := models.get("layouts")) is not None:
        out += check_layouts(docs["layouts"], layouts, rules, board)
    if rules is not None:
        out += check_rules(docs["rules"], rules)
    if tiles is not None and decorations is not None and models.get("landscapes") is not None:
        out += check_vocabulary(docs, models, vocabulary(models))
    return out


# --- vocabularies (areas, icons, stacks) declared in the data --------------------------------


def vocabulary(*sources: dict[str, Any]) -> dict[str, set[str]]:
    """The areas, icons and stacks the given data (base, then packs) declares."""
    out: dict[str, set[str]] = {"areas": set(), "icons": set(), "stacks": set()}
    for models in sources:
        if (decorations := models.get("decorations")) is not None:
            out["areas"].update(decorations.areas)
        if (landscapes := models.get("landscapes")) is not None:
            out["icons"].update(landscapes.icons)
        if (tiles := models.get("tiles")) is not None:
            out["stacks"].update(s.stack for s in getattr(tiles, "stacks", ()))
    return out


def check_vocabulary(
    docs: dict[str, YamlDoc], models: dict[str, Any], vocab: dict[str, set[str]]
) -> list[str]:
    """Every area, icon and stack the data names is declared (by the base data or a pack)."""
    out: list[str] = []

    def need(key: str, path: Path, word: str | None, what: str) -> None:
        if word is not None and word not in vocab[what]:
            known = ", ".join(sorted(vocab[what]))
            out.append(docs[key].at(path, f"{word} is not a declared {what[:-1]} ({known})"))

    if (tiles := models.get("tiles")) is not None:
        for i, tile in enumerate(tiles.tiles):
            need("tiles", ("tiles", i, "stack"), tile.stack, "stacks")
            need("tiles", ("tiles", i, "icon"), getattr(tile, "icon", None), "areas")
        for i, face in enumerate(getattr(tiles, "starting_tile", ())):
            for corner, cell in face.cells.items():
                need("tiles", ("starting_tile", i, "cells", corner, "icon"), cell.icon, "areas")
    if (decorations := models.get("decorations")) is not None:
        for i, deco in enumerate(decorations.decorations):
            need("decorations", ("decorations", i, "area"), deco.area, "areas")
            for j, area in enumerate(deco.also_on):
                need("decorations", ("decorations", i, "also_on", j), area, "areas")
    if (landscapes := models.get("landscapes")) is not None:
        for i, tile in enumerate(landscapes.landscapes):
            for j, icon in enumerate(tile.icons):
                need("landscapes", ("landscapes", i, "icons", j), icon, "icons")
    if (characters := models.get("characters")) is not None:
        for i, char in enumerate(characters.characters):
            for j, icon in enumerate(getattr(char.sight, "icons", ())):
                need("characters", ("characters", i, "sight", "icons", j), icon, "icons")
    return out


def _duplicates(doc: YamlDoc, key: str, ids: Sequence[str]) -> Iterable[str]:
    first: dict[str, int] = {}
    for index, item_id in enumerate(ids):
        if item_id in first:
            line = doc.line_of((key, first[item_id]))
            yield doc.at((key, index), f"duplicate id (first at line {line})")
        else:
            first[item_id] = index


def _count(doc: YamlDoc, path: Path, what: str, found: int, expected: int) -> Iterable[str]:
    if found != expected:
        yield doc.at(path, f"{found} {what}, expected {expected}")


# --- tiles -----------------------------------------------------------------------------------


def check_tiles(doc: YamlDoc, data: TilesFile) -> list[str]:
    out: list[str] = []
    out += _count(doc, ("stacks",), "stacks", len(data.stacks), STACKS)
    names: set[str] = set()
    corners: set[str] = set()
    for i, stack in enumerate(data.stacks):
        if stack.stack in names:
            out.append(doc.at(("stacks", i, "stack"), f"stack {stack.stack} is listed twice"))
        if stack.corner in corners:
            out.append(doc.at(("stacks", i, "corner"), f"corner {stack.corner} holds two stacks"))
        names.add(stack.stack)
        corners.add(stack.corner)

    out += _duplicates(doc, "tiles", [t.id for t in data.tiles])
    for i, tile in enumerate(data.tiles):
        if tile.stack not in names:
            out.append(doc.at(("tiles", i, "stack"), f"stack {tile.stack} is not in stacks"))
        if isinstance(tile, GardenTile):
            out += _check_regions(doc, ("tiles", i), tile.edges, tile.regions)
    per_stack = Counter(t.stack for t in data.tiles)
    for stack in data.stacks:
        found = per_stack[stack.stack]
        if found != TILES_PER_STACK:
            out.append(
                doc.at(
                    ("tiles",), f"stack {stack.stack} has {found} tiles, expected {TILES_PER_STACK}"
                )
            )

    temples = [(i, t) for i, t in enumerate(data.tiles) if isinstance(t, TempleTile)]
    out += _count(doc, ("tiles",), "temple tiles", len(temples), TEMPLES)
    terrains: set[str] = set()
    for i, temple in temples:
        if temple.terrain in terrains:
            out.append(doc.at(("tiles", i, "terrain"), f"a second {temple.terrain} temple"))
        terrains.add(temple.terrain)

    out += _count(
        doc, ("starting_tile",), "starting-tile faces", len(data.starting_tile), START_FACES
    )
    out += _duplicates(doc, "starting_tile", [f.id for f in data.starting_tile])
    for f, face in enumerate(data.starting_tile):
        out += _check_face(doc, ("starting_tile", f), face.cells)
    return out


def _check_regions(
    doc: YamlDoc, path: Path, edges: Sequence[str], regions: Sequence[Region]
) -> list[str]:
    """Region edges must show the region's terrain; every terrain edge belongs to one region."""
    out: list[str] = []
    owner: dict[str, int] = {}
    for r, region in enumerate(regions):
        for side in region.edges:
            edge = edges[SIDES.index(side)]
            if side in owner:
                out.append(
                    doc.at(
                        (*path, "regions", r, "edges"),
                        f"edge {side} is already in region {owner[side]}",
                    )
                )
            elif edge != region.terrain:
                out.append(
                    doc.at(
                        (*path, "regions", r, "edges"),
                        f"edge {side} is {edge}, not {region.terrain}",
                    )
                )
            owner.setdefault(side, r)
    for d, edge in enumerate(edges):
        if edge in ("greenery", "water", "rock") and SIDES[d] not in owner:
            out.append(doc.at((*path, "edges", d), f"{edge} edge {SIDES[d]} belongs to no region"))
    return out


def _check_face(doc: YamlDoc, path: Path, cells: dict[str, StartCell]) -> list[str]:
    out: list[str] = []
    missing = [q for q in QUARTERS if q not in cells]
    if missing:
        out.append(doc.at((*path, "cells"), f"missing quarter {', '.join(missing)}"))
    for quarter, cell in cells.items():
        out += _check_regions(doc, (*path, "cells", quarter), cell.edges, cell.regions)
    for (qa, sa), (qb, sb) in INTERNAL_EDGES:
        if qa not in cells or qb not in cells:
            continue
        ea = cells[qa].edges[SIDES.index(sa)]
        eb = cells[qb].edges[SIDES.index(sb)]
        if ea != eb:
            out.append(
                doc.at(
                    (*path, "cells", qa, "edges", SIDES.index(sa)),
                    f"internal edge {qa}.{sa} is {ea} but {qb}.{sb} is {eb}",
                )
            )
    return out


# --- decorations and characters ----------------------------------------------------------


def check_decorations(doc: YamlDoc, data: DecorationsFile) -> list[str]:
    out: list[str] = []
    out += _duplicates(doc, "decorations", [d.id for d in data.decorations])
    out += _duplicates(doc, "cards", [c.id for c in data.cards])
    types = {d.id: d for d in data.decorations}
    for i, deco in enumerate(data.decorations):
        scoring = deco.scoring
        if isinstance(scoring, PairScoring):
            partner = types.get(scoring.partner)
            if partner is None:
                out.append(
                    doc.at(
                        ("decorations", i, "scoring", "partner"),
                        f"unknown decoration {scoring.partner}",
                    )
                )
            elif not (
                isinstance(partner.scoring, PairScoring) and partner.scoring.partner == deco.id
            ):
                out.append(
                    doc.at(
                        ("decorations", i, "scoring", "partner"),
                        f"{scoring.partner} does not pair back with {deco.id}",
                    )
                )
    used = set()
    for i, card in enumerate(data.cards):
        if card.decoration not in types:
            out.append(doc.at(("cards", i, "decoration"), f"unknown decoration {card.decoration}"))
        used.add(card.decoration)
    for i, deco in enumerate(data.decorations):
        if deco.id not in used:
            out.append(doc.at(("decorations", i), "no card uses this decoration"))
    out += _count(doc, ("cards",), "decoration cards", len(data.cards), CARDS)
    out += _count(
        doc,
        ("decorations",),
        "decoration pieces in all",
        sum(d.pieces for d in data.decorations),
        PIECES,
    )
    return out


def check_characters(
    doc: YamlDoc, data: CharactersFile, decorations: DecorationsFile | None
) -> list[str]:
    out: list[str] = []
    out += _duplicates(doc, "characters", [c.id for c in data.characters])
    out += _count(doc, ("characters",), "characters", len(data.characters), CHARACTERS)
    starters = sum(c.starter for c in data.characters)
    out += _count(doc, ("characters",), "starting characters", starters, STARTERS)
    ids = {c.id for c in data.characters}
    types = {d.id for d in decorations.decorations} if decorations is not None else None
    for i, char in enumerate(data.characters):
        if char.starter and char.start_bonus is None:
            out.append(doc.at(("characters", i), "a starting character needs a start_bonus"))
        if not char.starter and char.start_bonus is not None:
            out.append(
                doc.at(
                    ("characters", i, "start_bonus"), "only starting characters have a start_bonus"
                )
            )
        if isinstance(char.skill, CoinsOnDecoration) and types is not None:
            for j, deco in enumerate(char.skill.decorations):
                if deco not in types:
                    out.append(
                        doc.at(
                            ("characters", i, "skill", "decorations", j),
                            f"unknown decoration {deco}",
                        )
                    )
        if isinstance(char.sight, SightAvoid):
            for j, other in enumerate(char.sight.characters):
                if other not in ids:
                    out.append(
                        doc.at(
                            ("characters", i, "sight", "characters", j),
                            f"unknown character {other}",
                        )
                    )
    return out


# --- landscapes, lanterns, player board, layouts, rules ----------------------------------


def check_landscapes(doc: YamlDoc, data: LandscapesFile) -> list[str]:
    out = list(_duplicates(doc, "landscapes", [t.id for t in data.landscapes]))
    sizes = Counter(t.size for t in data.landscapes)
    for size, expected in LANDSCAPES.items():
        out += _count(doc, ("landscapes",), f"{size} landscape tiles", sizes[size], expected)
    return out


def check_lanterns(doc: YamlDoc, data: LanternsFile) -> list[str]:
    out = list(_duplicates(doc, "lanterns", [lantern.id for lantern in data.lanterns]))
    out += _count(doc, ("lanterns",), "lanterns", len(data.lanterns), LANTERNS)
    seen: set[str] = set()
    for i, lantern in enumerate(data.lanterns):
        if lantern.effect in seen:
            out.append(
                doc.at(("lanterns", i, "effect"), f"a second lantern with effect {lantern.effect}")
            )
        seen.add(lantern.effect)
    return out


def check_player_board(doc: YamlDoc, data: PlayerBoard) -> list[str]:
    out: list[str] = []
    levels: set[int] = set()
    for i, space in enumerate(data.spaces):
        if space.level in levels:
            out.append(doc.at(("spaces", i, "level"), f"level {space.level} is listed twice"))
        elif space.level > data.top_level:
            out.append(
                doc.at(
                    ("spaces", i, "level"),
                    f"level {space.level} is above top_level {data.top_level}",
                )
            )
        levels.add(space.level)
    coins = sum(s.coins for s in data.spaces if s.level <= data.top_level)
    out += _count(doc, ("spaces",), "coins on one track", coins, COINS_PER_TRACK)
    return out


def check_layouts(
    doc: YamlDoc, data: LayoutsFile, rules: RulesFile | None, board: BoardGeometry | None
) -> list[str]:
    out = list(_duplicates(doc, "layouts", [layout.id for layout in data.layouts]))
    users: dict[int, str] = {}
    for i, layout in enumerate(data.layouts):
        for count in layout.players:
            if count in users:
                out.append(
                    doc.at(
                        ("layouts", i, "players"),
                        f"{count} players already use layout {users[count]}",
                    )
                )
            users.setdefault(count, layout.id)
        out += _check_tokens(doc, i, layout, board)
    if rules is not None:
        for count in range(rules.players_min, rules.players_max + 1):
            if count not in users:
                out.append(doc.at(("layouts",), f"no layout for {count} player(s)"))
    return out


def _check_tokens(doc: YamlDoc, i: int, layout: Any, board: BoardGeometry | None) -> list[str]:
    out: list[str] = []
    path = ("layouts", i, "tokens")
    tokens = layout.tokens
    out += _count(doc, path, "tokens", len(tokens), TOKENS_MULTIPLAYER)
    sizes = Counter(t.size for t in tokens)
    out += _count(doc, path, "small tokens", sizes["small"], layout.small_tokens)
    out += _count(doc, path, "large tokens", sizes["large"], layout.large_tokens)
    cells: set[tuple[int, int]] = set()
    start = set(board.start_cells) if board is not None else set()
    for j, token in enumerate(tokens):
        cell = (token.x, token.y)
        if cell in cells:
            out.append(doc.at((*path, j), f"a second token on cell {cell}"))
        cells.add(cell)
        if board is None:
            continue
        if token.x >= board.columns or token.y >= board.rows:
            out.append(doc.at((*path, j), f"cell {cell} is off the garden"))
        elif cell in start:
            out.append(doc.at((*path, j), f"cell {cell} is on the starting tile"))
    return out


def check_rules(doc: YamlDoc, data: RulesFile) -> list[str]:
    out: list[str] = []
    if data.players_min > data.players_max:
        out.append(doc.at(("players_min",), "players_min is above players_max"))
    for count in range(data.players_min, data.players_max + 1):
        if count not in data.refresh_tokens:
            out.append(doc.at(("refresh_tokens",), f"no entry for {count} players"))
    return out

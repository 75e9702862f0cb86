"""The slides a move's events start on the board: a built tile from its stack's corner (or where
it was dropped), a decoration, a character placed or walking from its old spot."""

from __future__ import annotations

from collections.abc import Sequence

from engine.tang_garden.api import Event, GameState
from game import assets
from game.animation import Animator
from game.layout import BoardLayout

Point = tuple[int, int]


def slide_move(
    anim: Animator,
    events: Sequence[Event],
    state: GameState,
    lay: BoardLayout,
    colour_shape: tuple,
    start: Point | None,
    home: Point | None,
    centre: Point,
) -> None:
    """Slide each piece ``events`` put on the board to its place: from ``start`` (where it was
    dropped), else ``home`` (a computer player's row), else its stack's corner or ``centre``."""
    catalog = state.catalog
    for event in events:
        data = event.data
        if event.kind == "build":
            x, y = data["pos"]
            corner = catalog.stack_corner.get(data.get("stack"))
            origin = start or (lay.corners[corner].center if corner else centre)
            image = assets.laid_tile(catalog, data["tile"], data["rot"], lay.cell)
            anim.slide(image, origin, lay.cell_rect(x, y).center, 0.3, (x, y))
        elif event.kind == "decoration":
            x, y = data["pos"]
            image = assets.decoration(data["decoration"], lay.cell * 11 // 20)
            end = lay.cell_rect(x, y).move(lay.cell // 5, lay.cell // 5).center
            anim.slide(image, start or home or end, end, 0.3, ("deco", x, y))
        elif event.kind in ("place_character", "move_character"):
            x, y, spot = data["spot"]
            colour, shape = colour_shape
            size = lay.cell * 3 // 5
            image = assets.character(
                catalog, data["character"], colour, shape, size, data["facing"]
            )
            end = lay.spot_point(x, y, spot)
            walked = lay.spot_point(*data["from"]) if "from" in data else None
            anim.slide(image, start or walked or home or end, end, 0.3, (x, y, spot))

"""A fix for pygame_gui (0.6.14 and earlier): theming ids memoised without giant strings.

``UIAppearanceTheme.build_all_combined_ids`` keys its memo with nested ``str.join`` calls over
the printed id lists, so every key holds each list inserted between the characters of the
next: hundreds of kilobytes to tens of megabytes per element in a list or a scrolled text box.
Opening the Load or Rules screen made and dropped hundreds of megabytes of such strings, and
the process kept the memory. ``install()`` replaces the method with one keyed by tuples that
returns the same ids in the same order.
"""

from __future__ import annotations

from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

Ids = list[str | None] | None

ORIGINAL = UIAppearanceTheme.build_all_combined_ids  # kept for the tests' comparison


def build_all_combined_ids(
    theme: UIAppearanceTheme,
    element_base_ids: Ids,
    element_ids: Ids,
    class_ids: Ids,
    object_ids: Ids,
) -> list[str]:
    """The ids an element is themed by, most specific first (as pygame_gui builds them)."""
    hierarchy = (element_base_ids, element_ids, class_ids, object_ids)
    key = tuple(None if ids is None else tuple(ids) for ids in hierarchy)
    memo = theme.unique_theming_ids
    if key in memo:
        return memo[key]
    combined: list[str] = []
    if all(ids is not None for ids in hierarchy):
        if len({len(ids) for ids in hierarchy}) != 1:  # type: ignore[arg-type]
            raise ValueError(f"Element, class, object and base ids differ in length: {hierarchy}")
        if element_ids:
            theme._get_next_id_node(
                None, *hierarchy, 0, len(element_ids), combined
            )  # one id per path through the hierarchy
        current = combined[:]  # then each of them without its outermost parts, level by level
        done = not current
        while not done:
            for index, name in enumerate(current):
                cut = name.find(".")
                if cut == -1:
                    done = True
                else:
                    current[index] = name[cut + 1 :]
                    combined.append(current[index])
    memo[key] = combined  # type: ignore[index]
    return combined


def install() -> None:
    """Use the fixed method in every theme (idempotent)."""
    UIAppearanceTheme.build_all_combined_ids = build_all_combined_ids  # type: ignore[method-assign]

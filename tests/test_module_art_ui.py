"""A module's components without an art file (an installed plugin's, or a checkout whose art/
lags its data) are painted at run time: the play screen never stops on missing art."""

from __future__ import annotations

import random
import shutil

import pygame
import pytest

from engine.tang_garden.game import new_game
from game import assets
from game.app import App
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from game.tang_garden.painting.sprites import packs
from tests.ui_driver import FRAME, perform

pytestmark = pytest.mark.ui

MODULES = ["ghost-stories", "golden-age", "promo-herbalist", "promo-wayfarer", "promo-apricot-tree"]


@pytest.fixture
def base_art_only(tmp_path, monkeypatch):
    """art/ holding the base game's files only, the caches emptied before and after."""
    (base,) = [p for p in packs() if p.id == "base"]
    for path in base.sprites:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(assets.ART / path, tmp_path / path)
    monkeypatch.setattr(assets, "ART", tmp_path)
    caches = (assets._load, assets.scaled, assets.rotated, assets._turned)
    for cached in caches:
        cached.cache_clear()
    yield tmp_path
    for cached in caches:
        cached.cache_clear()


def test_a_game_with_every_module_plays_on_without_their_art_files(base_art_only, tmp_path):
    """Forty moves of a game with every expansion, the modules' art files absent."""
    app = App(settings=Settings(animation="off", show_handoff=False))
    state = new_game(["A", "B", "C"], 5, first=0, ruleset=MODULES)
    scene = PlayScene(app, Session(state, autosave=tmp_path / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    rand = random.Random(5)
    for _ in range(40):
        if app.scene is not scene or not scene.options:
            break
        perform(app, scene, rand.choice(scene.options))
    assert len(scene.state.actions()) >= 20  # it played on
    assert not (base_art_only / "landscapes" / "GS_S2.png").exists()
    assert assets.landscape("GS_S2", 128, 64).get_size() == (128, 64)  # painted, as make_art would
    assert assets.tile("GS_HT", 1, 60).get_size() == (60, 60)
    assert assets.decoration("swan", 40).get_size() == (40, 40)


def test_an_unknown_art_file_still_says_which_and_how_to_make_it(base_art_only):
    App(settings=Settings(animation="off"))
    with pytest.raises(assets.MissingArt, match="make_art"):
        assets.tile("NO_SUCH_TILE", 0, 60)


@pytest.mark.parametrize("tile", ["GS_HT", "T01"])
def test_a_walled_tile_laid_turned_keeps_its_picture_upright(tmp_path, monkeypatch, tile):
    """The Haunted Temple (or a temple) laid with two quarter turns is drawn as it is printed,
    not upside down: turning a tile walled all round changes nothing but its picture."""
    from engine.tang_garden import actions as A
    from engine.tang_garden.game import apply, legal_actions
    from game.scenes.common import default_table

    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    state = new_game(["Ann", "Bo"], 3, ruleset=["ghost-stories"])
    for tiles in state.stacks.values():
        if tile in tiles:
            tiles.remove(tile)
    state.stacks["tao"].append(tile)
    state.face_up["tao"] = True
    build = next(
        a
        for a in legal_actions(state)
        if isinstance(a, A.Build) and a.stack == "tao" and a.rot == 2
    )
    state, _ = apply(state, build)
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    app.step(FRAME)
    cell = scene.layout.cell_rect(build.x, build.y)
    inner = pygame.Rect(8, 8, cell.w - 16, cell.h - 16)  # inside the last-laid frame
    shown = pygame.image.tobytes(app.screen.subsurface(inner.move(cell.topleft)), "RGB")
    ground = app.screen.subsurface(scene.layout.cell_rect(0, 0)).copy()  # an empty space

    def distance(rot: int) -> int:
        printed = ground.copy()
        printed.blit(assets.tile(tile, rot, cell.w), (0, 0))
        expected = pygame.image.tobytes(printed.subsurface(inner), "RGB")
        return sum(abs(a - b) for a, b in zip(shown, expected, strict=True))

    assert distance(0) < distance(2) / 10

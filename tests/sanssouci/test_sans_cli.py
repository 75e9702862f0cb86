"""The command line with ``--game sanssouci``; records name their game, and Tang Garden's
earlier records still load as Tang Garden."""

from __future__ import annotations

import json
from pathlib import Path

from sans_helpers import random_game

from engine.sanssouci.record import save
from game.cli import main

FIXTURES = Path(__file__).parent.parent / "fixtures"


def test_simulate_plays_sanssouci_games(capsys):
    assert main(["simulate", "--game", "sanssouci", "--players", "3", "--games", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("seed 1: ") and out[-1].startswith("2 games; mean scores")


def test_tournament_names_the_game(capsys):
    args = ["tournament", "--game", "sanssouci", "--bots", "medium,easy", "--games", "2"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert out.startswith("tournament: Sanssouci, 2 players") and "medium" in out


def test_check_data_reports_the_components(capsys):
    assert main(["check-data", "--game", "sanssouci"]) == 0
    assert capsys.readouterr().out.startswith("ok: Sanssouci: 9 columns, 6 rows")


def test_check_data_names_file_line_item_field(tmp_path, capsys):
    text = (Path(__file__).parents[2] / "data/sanssouci/game.yaml").read_text()
    (tmp_path / "game.yaml").write_text(text.replace("value: 3", "value: three"))
    assert main(["check-data", "--game", "sanssouci", "--data", str(tmp_path)]) == 1
    line = capsys.readouterr().out.strip()
    number = text.splitlines().index("  - {id: grey, name: grey, value: 3}") + 1
    assert line.startswith(f"data/sanssouci/game.yaml:{number}: grey: value: ")


def test_replay_reads_a_sanssouci_record(tmp_path, capsys):
    state, _ = random_game(2, 4)
    save(state, tmp_path / "game.json")
    assert json.loads((tmp_path / "game.json").read_text())["game"] == "sanssouci"
    assert main(["replay", str(tmp_path / "game.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Sanssouci: ") and "missions:" in out


def test_an_earlier_record_still_loads_as_tang_garden(capsys):
    record = sorted(FIXTURES.glob("records_*/*.json"))[0]
    assert main(["replay", str(record)]) == 0
    assert not capsys.readouterr().out.startswith("Sanssouci")

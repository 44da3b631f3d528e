"""The statistics dialog: records per game and player, resets only after confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest

from histcards.app.statistics_dialog import StatisticsDialog
from histcards.engine import GAMES
from histcards.storage import StatisticsStore


@pytest.fixture
def store(tmp_path: Path) -> StatisticsStore:
    store = StatisticsStore(tmp_path)
    for won, result in ((True, 12), (False, 25), (True, 9), (True, 14)):
        store.record_result("polignac", "Marie", won, result, lower_is_better=True)
    store.record_result("polignac", "Anne", False, 30, lower_is_better=True)
    store.record_result("poch", "Marie", True, 40)
    return store


def dialog_for(qtbot, store: StatisticsStore, game: str) -> StatisticsDialog:
    dialog = StatisticsDialog(None, store)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(list(GAMES).index(game))
    return dialog


def test_records_per_player(qtbot, store: StatisticsStore) -> None:
    dialog = dialog_for(qtbot, store, "polignac")
    assert dialog.cells("Marie") == ["4", "3", "75 %", "9", "2", "2"]
    assert dialog.cells("Anne") == ["1", "0", "0 %", "30", "0", "0"]
    assert dialog.grid.rowCount() == 2
    dialog.game_box.setCurrentIndex(list(GAMES).index("hoc"))
    assert dialog.grid.rowCount() == 0 and not dialog.reset_game.isEnabled()
    assert dialog.empty.isVisibleTo(dialog)


def test_reset_one_game_after_confirmation(qtbot, store: StatisticsStore) -> None:
    dialog = dialog_for(qtbot, store, "polignac")
    asked = []
    dialog.confirm = lambda question: asked.append(question) or False
    dialog.reset_game.click()
    assert store.load()[0]["polignac"]  # declined: nothing forgotten
    dialog.confirm = lambda question: asked.append(question) or True
    dialog.reset_game.click()
    assert "Polignac" in asked[-1]
    statistics, _ = store.load()
    assert "polignac" not in statistics and "poch" in statistics
    assert dialog.grid.rowCount() == 0


def test_reset_all_after_confirmation(qtbot, store: StatisticsStore) -> None:
    dialog = dialog_for(qtbot, store, "poch")
    dialog.confirm = lambda question: True
    dialog.reset_all.click()
    assert store.load() == ({}, None)
    assert not dialog.reset_all.isEnabled()


def test_an_unreadable_file_is_reported(qtbot, tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text("{", encoding="utf-8")
    dialog = StatisticsDialog(None, StatisticsStore(tmp_path))
    qtbot.addWidget(dialog)
    assert "could not be read" in dialog.problem.text()

"""Every control of the dialogs has an accessible name (a button may use its text)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QSlider,
    QWidget,
)

from histcards.app.log_view import GameLog
from histcards.app.new_game import NewGameDialog
from histcards.app.score_sheet import ScoreSheet
from histcards.app.settings_dialog import SettingsDialog
from histcards.app.statistics_dialog import StatisticsDialog
from histcards.engine import GAMES
from histcards.storage import Settings, StatisticsStore

CONTROLS = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit,
            QSlider)


def part_of_a_control(widget: QWidget) -> bool:
    """Whether ``widget`` is an inner part of another control (a combo box's popup, a spin
    box's line edit, a table's corner button)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox | QAbstractItemView):
            return True
        parent = parent.parentWidget()
    return widget.objectName().startswith("qt_")


def unnamed_controls(widget: QWidget) -> list[str]:
    """The controls inside ``widget`` with neither an accessible name nor a text."""
    missing = []
    for child in widget.findChildren(QWidget):
        if not isinstance(child, CONTROLS) or part_of_a_control(child):
            continue
        text = child.text() if isinstance(child, QAbstractButton) else ""
        if not (child.accessibleName() or text):
            missing.append(f"{type(child).__name__} {child.objectName()}")
    return missing


@pytest.mark.parametrize("game", list(GAMES))
def test_new_game_dialog(qtbot, game: str) -> None:
    dialog = NewGameDialog(None, Settings(), game)
    qtbot.addWidget(dialog)
    assert unnamed_controls(dialog) == []


def test_other_dialogs(qtbot, tmp_path: Path) -> None:
    sheet = ScoreSheet()
    kind = GAMES["hoc"].info.score
    sheet.set_match("hoc", kind, ["Anne", "Blaise"], None, [])
    log = GameLog()
    assert log.lines.accessibleName()  # its text view is made when first shown or read
    widgets = [SettingsDialog(None, Settings()), StatisticsDialog(None, StatisticsStore(tmp_path)),
               sheet, log]
    for widget in widgets:
        qtbot.addWidget(widget)
        assert unnamed_controls(widget) == [], type(widget).__name__

"""Editors for the games' options, built from an ``Option``: a combo box for a choice, a
check box for a yes/no option, a spin box for a number and a grid of numbers for a table.

Every editor has ``value()``, ``set_value(value)`` and a ``changed`` signal, so the
new-game dialog treats them alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from histcards.app.option_words import choice_label, option_help, option_label, table_key_label
from histcards.engine.options import Option, thawed

TABLE_MAXIMUM = 999
"""The largest number a table cell takes (the engine asks only for whole numbers ≥ 0)."""
SEQUENCE_COLUMNS = 5


class Retranslated:
    """Calls ``retranslate()`` when the interface language changes (mix in before the Qt
    widget class)."""

    def retranslate(self) -> None:
        """Set the widget's words in the interface language: its name and, as its tooltip,
        the option's help."""
        self.setAccessibleName(option_label(self.spec))
        self.setToolTip(option_help(self.spec))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ChoiceEditor(Retranslated, QComboBox):
    """One of a choice option's values, by its words."""

    changed = Signal()

    def __init__(self, spec: Option, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.addItems([""] * len(spec.values))
        self.retranslate()
        self.currentIndexChanged.connect(self.changed)

    def retranslate(self) -> None:
        """Say the values in the interface language."""
        super().retranslate()
        for index, value in enumerate(self.spec.values):
            self.setItemText(index, choice_label(self.spec, value))

    def value(self) -> Any:
        """The chosen value."""
        return self.spec.values[self.currentIndex()]

    def set_value(self, value: Any) -> None:
        """Choose ``value`` (one of the spec's choices)."""
        self.setCurrentIndex(self.spec.values.index(value))


class BoolEditor(Retranslated, QCheckBox):
    """A yes/no option, its label beside the box."""

    changed = Signal()

    def __init__(self, spec: Option, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.retranslate()
        self.toggled.connect(self.changed)

    def retranslate(self) -> None:
        """Label the box in the interface language."""
        super().retranslate()
        self.setText(option_label(self.spec))

    def value(self) -> bool:
        """Whether the box is ticked."""
        return self.isChecked()

    def set_value(self, value: bool) -> None:
        """Tick or clear the box."""
        self.setChecked(bool(value))


class IntEditor(Retranslated, QSpinBox):
    """A whole number within the spec's bounds."""

    changed = Signal()

    def __init__(self, spec: Option, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.retranslate()
        self.setRange(spec.minimum if spec.minimum is not None else 0,
                      spec.maximum if spec.maximum is not None else 1_000_000)
        self.valueChanged.connect(self.changed)

    def set_value(self, value: int) -> None:
        """Show ``value``."""
        self.setValue(value)


class TableEditor(Retranslated, QWidget):
    """Structured data of whole numbers: a list (cells numbered from 1, in rows of five)
    or a mapping of mappings (a grid with the keys as headers), shaped like the default,
    with a button restoring the default."""

    changed = Signal()

    def __init__(self, spec: Option, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.players = players
        self.template = thawed(spec.default_for(players))
        self.cells: dict[tuple[Any, ...], QSpinBox] = {}
        self.headers: list[tuple[QLabel, str]] = []
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        if isinstance(self.template, Mapping):
            self._build_grid(grid, self.template)
        else:
            self._build_list(grid, self.template)
        self.reset = QPushButton(self)
        self.reset.clicked.connect(self.reset_to_default)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addWidget(self.reset, 0, Qt.AlignmentFlag.AlignLeft)
        self.retranslate()
        self.set_value(self.template)

    def retranslate(self) -> None:
        """Set the words of the headers, cells and button in the interface language."""
        super().retranslate()
        label = option_label(self.spec)
        for header, key in self.headers:
            header.setText(table_key_label(self.spec, key))
        for path, spin in self.cells.items():
            spin.setAccessibleName(self.tr("{0}: {1}").format(
                label, ", ".join(table_key_label(self.spec, str(step))
                              for step in self._display(path))))
        self.reset.setText(self.tr("Reset"))
        self.reset.setToolTip(self.tr("Restore the usual values"))
        self.reset.setAccessibleName(self.tr("Reset {0}").format(label))

    @staticmethod
    def _display(path: tuple[Any, ...]) -> tuple[Any, ...]:
        """A cell's path as people count: list positions from 1."""
        return tuple(step + 1 if isinstance(step, int) else step for step in path)

    def _header(self, key: str) -> QLabel:
        label = QLabel(self)
        self.headers.append((label, key))
        return label

    def _cell(self, path: tuple[Any, ...]) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(0, TABLE_MAXIMUM)
        spin.valueChanged.connect(self.changed)
        self.cells[path] = spin
        return spin

    def _build_grid(self, grid: QGridLayout, template: Mapping[str, Mapping[str, Any]]) -> None:
        columns = list(next(iter(template.values())))
        for c, column in enumerate(columns, start=1):
            grid.addWidget(self._header(column), 0, c)
        for r, (row, cells) in enumerate(template.items(), start=1):
            grid.addWidget(self._header(row), r, 0)
            for c, column in enumerate(cells, start=1):
                grid.addWidget(self._cell((row, column)), r, c)

    def _build_list(self, grid: QGridLayout, template: Sequence[Any]) -> None:
        for index in range(len(template)):
            row, column = divmod(index, SEQUENCE_COLUMNS)
            spin = self._cell((index,))
            spin.setPrefix(f"{index + 1}: ")
            grid.addWidget(spin, row, column)

    def value(self) -> Any:
        """The data, shaped like the default (a list, or a dict of dicts)."""
        if isinstance(self.template, Mapping):
            return {row: {column: self.cells[(row, column)].value() for column in cells}
                    for row, cells in self.template.items()}
        return [self.cells[(index,)].value() for index in range(len(self.template))]

    def set_value(self, value: Any) -> None:
        """Show ``value`` (shaped like the default)."""
        with QSignalBlocker(self):
            for path, spin in self.cells.items():
                cell = value
                for step in path:
                    cell = cell[step]
                spin.setValue(cell)
        self.changed.emit()

    def reset_to_default(self) -> None:
        """Put back the default values."""
        self.set_value(thawed(self.spec.default_for(self.players)))


Editor = ChoiceEditor | BoolEditor | IntEditor | TableEditor


def make_editor(spec: Option, players: int, parent: QWidget | None = None) -> Editor:
    """The editor of an option, holding its default for ``players``."""
    if spec.kind == "choice":
        editor: Editor = ChoiceEditor(spec, parent)
    elif spec.kind == "bool":
        editor = BoolEditor(spec, parent)
    elif spec.kind == "int":
        editor = IntEditor(spec, parent)
    else:
        editor = TableEditor(spec, players, parent)
    editor.set_value(thawed(spec.default_for(players)))
    return editor

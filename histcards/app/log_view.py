"""The game log: one line per event worth telling, in words, newest at the bottom.

The log keeps the events it was given, so a change of language rewrites every line. The
lines live in a read-only plain-text document, where adding lines costs the same however
long the log already is (a long Hoc match has thousands); the events of one decision are
added in one edit and the view scrolls once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QVBoxLayout, QWidget

from histcards.engine.events import Deal, Event, MatchEnd
from histcards.table.wording import describe_events

HEADINGS = (Deal, MatchEnd)
"""Events whose line starts a new part of the log, shown in bold."""

Batch = tuple[tuple[Event, ...], str, tuple[str, ...]]
"""The events of one step, their game's id and the seats' names."""


class GameLog(QWidget):
    """A read-only list of the match's events in words (seats by name)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[Batch] = []
        self.lines = QPlainTextEdit(self)
        self.lines.setReadOnly(True)
        self.lines.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.lines.setUndoRedoEnabled(False)
        self.following = True
        """Whether the view stays on the newest line (until the player scrolls back)."""
        bar = self.lines.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.lines)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the accessible names and rewrite every line in the interface language."""
        self.setAccessibleName(self.tr("Game log"))
        self.lines.setAccessibleName(self.tr("Game log"))
        self.lines.setAccessibleDescription(self.tr("What has happened, newest last"))
        self.lines.clear()
        self._write(self.entries)
        self.show_newest()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self) -> None:
        """Forget every line (a new match)."""
        self.entries.clear()
        self.lines.clear()

    def add_events(self, events: Iterable[Event], game: str, names: Sequence[str]) -> None:
        """Add the lines of ``events`` of ``game`` (seats named by ``names``) and show the
        newest."""
        added: Batch = (tuple(events), game, tuple(names))
        self.entries.append(added)
        self._write([added])
        self.show_newest()

    def show_newest(self) -> None:
        """Scroll to the newest line and stay there as lines are added and laid out."""
        self.following = True
        bar = self.lines.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, minimum: int, maximum: int) -> None:
        # Wrapped lines are laid out after they are added: keep up with them.
        if self.following:
            self.lines.verticalScrollBar().setValue(maximum)

    def _scrolled(self, value: int) -> None:
        self.following = value == self.lines.verticalScrollBar().maximum()

    def texts(self) -> list[str]:
        """The lines shown, oldest first."""
        document = self.lines.document()
        if document.isEmpty():
            return []
        return [document.findBlockByNumber(row).text() for row in range(document.blockCount())]

    def is_heading(self, row: int) -> bool:
        """Whether the ``row``-th line starts a new part of the log (shown in bold)."""
        block = self.lines.document().findBlockByNumber(row)
        return block.charFormat().fontWeight() >= QFont.Weight.Bold

    def _write(self, entries: Iterable[Batch]) -> None:
        """Append the lines of ``entries`` in one edit."""
        cursor = QTextCursor(self.lines.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for event, text in (line for events, game, names in entries
                            for line in describe_events(events, game, names)):
            style = QTextCharFormat()
            if isinstance(event, HEADINGS):
                style.setFontWeight(QFont.Weight.Bold)
            if self.lines.document().isEmpty():
                cursor.setBlockCharFormat(style)
            else:
                cursor.insertBlock(QTextBlockFormat(), style)
            cursor.insertText(text, style)
        cursor.endEditBlock()

"""The game log: one line per event worth telling, in words, newest at the bottom.

The log keeps the events it was given, so a change of language rewrites every line. The
lines live in a read-only plain-text document, where adding lines costs the same however
long the log already is (a long Hoc match has thousands); the events of one decision are
added in one edit and the view scrolls once. The log is hidden at start: its text view and
Qt's text classes are made and loaded when it is first shown or read, and the events kept
until then are written at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from histcards.engine.events import Deal, Event, MatchEnd
from histcards.table.wording import describe_events

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPlainTextEdit

HEADINGS = (Deal, MatchEnd)
"""Events whose line starts a new part of the log, shown in bold."""

Batch = tuple[tuple[Event, ...], str, tuple[str, ...], int | None]
"""The events of one step, their game's id, the seats' names and the seat addressed in the
second person (``histcards.table.wording.you_seat``)."""


class GameLog(QWidget):
    """A read-only list of the match's events in words (seats by name)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[Batch] = []
        self.following = True
        """Whether the view stays on the newest line (until the player scrolls back)."""
        self._lines: QPlainTextEdit | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self.retranslate()

    @property
    def lines(self) -> QPlainTextEdit:
        """The text view of the lines, made when first shown or read."""
        if self._lines is None:
            from PySide6.QtWidgets import QPlainTextEdit

            lines = QPlainTextEdit(self)
            lines.setReadOnly(True)
            lines.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            lines.setUndoRedoEnabled(False)
            bar = lines.verticalScrollBar()
            bar.rangeChanged.connect(self._range_changed)
            bar.valueChanged.connect(self._scrolled)
            self.layout().addWidget(lines)
            self._lines = lines
            self.retranslate()
        return self._lines

    def showEvent(self, event: QShowEvent) -> None:
        self.lines.show()
        super().showEvent(event)

    def retranslate(self) -> None:
        """Set the accessible names and rewrite every line in the interface language."""
        self.setAccessibleName(self.tr("Game log"))
        if self._lines is None:
            return
        self._lines.setAccessibleName(self.tr("Game log"))
        self._lines.setAccessibleDescription(self.tr("What has happened, newest last"))
        self._lines.clear()
        self._write(self.entries)
        self.show_newest()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self) -> None:
        """Forget every line (a new match)."""
        self.entries.clear()
        if self._lines is not None:
            self._lines.clear()

    def add_events(self, events: Iterable[Event], game: str, names: Sequence[str],
                   you: int | None = None) -> None:
        """Add the lines of ``events`` of ``game`` (seats named by ``names``, ``you`` in
        the second person) and show the newest."""
        added: Batch = (tuple(events), game, tuple(names), you)
        self.entries.append(added)
        if self._lines is not None:
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
        from PySide6.QtGui import QFont

        block = self.lines.document().findBlockByNumber(row)
        return block.charFormat().fontWeight() >= QFont.Weight.Bold

    def _write(self, entries: Iterable[Batch]) -> None:
        """Append the lines of ``entries`` in one edit."""
        from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor

        cursor = QTextCursor(self.lines.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for event, text in (line for events, game, names, you in entries
                            for line in describe_events(events, game, names, you)):
            style = QTextCharFormat()
            if isinstance(event, HEADINGS):
                style.setFontWeight(QFont.Weight.Bold)
            if self.lines.document().isEmpty():
                cursor.setBlockCharFormat(style)
            else:
                cursor.insertBlock(QTextBlockFormat(), style)
            cursor.insertText(text, style)
        cursor.endEditBlock()

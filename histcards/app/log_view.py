"""The game log: one line per event worth telling, in words, newest at the bottom.

The log keeps the events it was given, so a change of language rewrites every line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from histcards.table.wording import describe_event

HEADINGS = frozenset({"deal", "match_end"})
"""Events whose line starts a new part of the log, shown in bold."""


class GameLog(QWidget):
    """A read-only list of the match's events in words (seats by name)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[tuple[Mapping[str, Any], str, tuple[str, ...]]] = []
        self.lines = QListWidget(self)
        self.lines.setWordWrap(True)
        self.lines.setSpacing(1)
        self.lines.setUniformItemSizes(False)
        self.lines.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.lines.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
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
        for event, game, names in self.entries:
            self._add_line(event, game, names)
        self.show_newest()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self) -> None:
        """Forget every line (a new match)."""
        self.entries.clear()
        self.lines.clear()

    def add_events(self, events: Iterable[Mapping[str, Any]], game: str,
                   names: Sequence[str]) -> None:
        """Add the lines of ``events`` of ``game`` (seats named by ``names``) and show the
        newest."""
        names = tuple(names)
        for event in events:
            self.entries.append((event, game, names))
            self._add_line(event, game, names)
        self.show_newest()

    def show_newest(self) -> None:
        """Scroll to the newest line and stay there as lines are added and laid out."""
        self.following = True
        self.lines.scrollToBottom()

    def _range_changed(self, minimum: int, maximum: int) -> None:
        # Word-wrapped lines are laid out after they are added: keep up with them.
        if self.following:
            self.lines.verticalScrollBar().setValue(maximum)

    def _scrolled(self, value: int) -> None:
        self.following = value == self.lines.verticalScrollBar().maximum()

    def texts(self) -> list[str]:
        """The lines shown, oldest first."""
        return [self.lines.item(row).text() for row in range(self.lines.count())]

    def _add_line(self, event: Mapping[str, Any], game: str, names: Sequence[str]) -> None:
        text = describe_event(event, game, names)
        if text is None:
            return
        item = QListWidgetItem(text, self.lines)
        if event["type"] in HEADINGS:
            font = item.font()
            font.setBold(True)
            item.setFont(font)

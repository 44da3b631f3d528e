"""The score sheet: what each deal gave each player (or partnership) and the totals, read
from the match's events.

Polignac counts penalty points (lower is better), Quarante de Roi scores by partnership
("nous / eux"), Homme d'Auvergne keeps signed points, Poch and Hoc Mazarin count the jetons
won or lost (and, when given, the banks).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from histcards.engine.declaration import ScoreKind
from histcards.engine.events import Abandon, DealEnd, Event, Score, Settlement
from histcards.table.wording import describe_event, game_name, names_text, signed

OUTCOME_EVENTS = (Score, Abandon, Settlement)
"""Events that say how a deal ended (shown as the deal's tool tip)."""


@dataclass(frozen=True)
class DealRow:
    """One finished deal: its number (from 1), what it gave each column and how it ended."""

    number: int
    values: tuple[int, ...]
    events: tuple[Event, ...]


@dataclass(frozen=True)
class ScoreTable:
    """The numbers of a score sheet: one column per seat, or per partnership."""

    columns: tuple[tuple[int, ...], ...]
    """The seats of each column."""
    deals: tuple[DealRow, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each column's total over the deals (a deal's result includes everything it
        paid, Poch's closing money settlement among it)."""
        rows = [d.values for d in self.deals]
        return tuple(sum(values) for values in zip(*rows, strict=True)) if rows else \
            (0,) * len(self.columns)


def score_table(players: int, teams: Sequence[Sequence[int]] | None,
                events: Iterable[Event]) -> ScoreTable:
    """Read the deals' results from the events: every ``deal_end`` closes a deal with
    each seat's ``deal_scores`` (a partnership's total shows on each partner)."""
    columns = tuple(tuple(t) for t in teams) if teams else tuple((s,) for s in range(players))
    deals: list[DealRow] = []
    pending: list[Event] = []
    for event in events:
        if isinstance(event, OUTCOME_EVENTS):
            pending.append(event)
        elif isinstance(event, DealEnd):
            values = tuple(event.deal_scores[seats[0]] for seats in columns)
            deals.append(DealRow(event.deal + 1, values, (*pending, event)))
            pending = []
    return ScoreTable(columns, tuple(deals))


class ScoreSheet(QDialog):
    """The score sheet of a match, per deal and in total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.kind: ScoreKind | None = None
        self.names: tuple[str, ...] = ()
        self.you: int | None = None
        self.table = ScoreTable((), ())
        self.banks: tuple[int, ...] | None = None
        self.us: int | None = None
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.grid = QTableWidget(self)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.setAlternatingRowColors(True)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.grid, 1)
        layout.addWidget(buttons)
        self.resize(480, 380)
        self.retranslate()

    def set_match(self, game: str, kind: ScoreKind, names: Sequence[str],
                  teams: Sequence[Sequence[int]] | None, events: Iterable[Event],
                  banks: Sequence[int] | None = None, us: int | None = None,
                  you: int | None = None) -> None:
        """Show the match of ``game`` from its ``events``, its scores of ``kind``;
        ``names`` in seat order, ``teams`` the partnerships (or None), ``banks`` the chips
        each seat holds now (games scored in chips), ``us`` the seat whose partnership is
        "nous", ``you`` the seat its sentences address in the second person."""
        self.game = game
        self.kind = kind
        self.names = tuple(names)
        self.table = score_table(len(names), teams, events)
        self.banks = tuple(banks) if banks is not None and kind.in_chips else None
        self.us = us
        self.you = you
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Score sheet"))
        self.grid.setAccessibleName(self.tr("Scores per deal and totals"))
        if self.game:
            self.setWindowTitle(self.tr("Score sheet: {0}").format(game_name(self.game)))
            self.caption.setText(self._caption())
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _caption(self) -> str:
        if self.kind is not None and self.kind.lower_is_better:
            return self.tr("Penalty points: the lowest total is best.")
        if self.kind is not None and self.kind.in_chips:
            return self.tr("Jetons won (+) or lost (−) in each deal.")
        if self.table.columns and len(self.table.columns[0]) > 1:
            return self.tr("Points of each partnership.")
        return self.tr("Points won (+) or lost (−) in each deal.")

    def column_titles(self) -> list[str]:
        """The header of each column: a player, or a partnership ("Nous" / "Eux" when
        ``us`` is known)."""
        titles = []
        for seats in self.table.columns:
            players = names_text([self.names[s] for s in seats])
            if len(seats) > 1 and self.us is not None:
                side = self.tr("Us") if self.us in seats else self.tr("Them")
                players = self.tr("{0}: {1}").format(side, players)
            titles.append(players)
        return titles

    def _number(self, value: int) -> str:
        return signed(value) if self.kind is not None and self.kind.shows_sign else str(value)

    def _fill(self) -> None:
        table = self.table
        rows: list[tuple[str, list[str], str, bool]] = [
            (self.tr("Deal {0}").format(d.number), [self._number(v) for v in d.values],
             "\n".join(t for e in d.events
                       if (t := describe_event(e, self.game, self.names, self.you))), False)
            for d in table.deals]
        rows.append((self.tr("Total"), [self._number(v) for v in table.totals], "", True))
        if self.banks is not None:
            rows.append((self.tr("Bank"), [str(self.banks[seats[0]]) for seats in table.columns],
                         "", True))
        self.grid.clear()
        self.grid.setColumnCount(len(table.columns))
        self.grid.setRowCount(len(rows))
        self.grid.setHorizontalHeaderLabels(self.column_titles())
        self.grid.setVerticalHeaderLabels([label for label, *_ in rows])
        for r, (_, values, tip, bold) in enumerate(rows):
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tip)
                if bold:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.grid.setItem(r, c, item)
        self.grid.setCurrentCell(-1, -1)
        self.grid.scrollToBottom()

    def cell(self, row: str, column: int) -> str:
        """The text of a cell, the row named by its header ("Total", "Deal 2" …)."""
        for r in range(self.grid.rowCount()):
            if self.grid.verticalHeaderItem(r).text() == row:
                return self.grid.item(r, column).text()
        raise KeyError(row)

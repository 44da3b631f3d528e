"""The end of a match: the winners and the final standings, with New game and Close."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from histcards.engine.declaration import ScoreKind
from histcards.table.wording import game_name, names_text, signed


@dataclass(frozen=True)
class Standing:
    """One line of the final standings: a player or a partnership."""

    rank: int
    seats: tuple[int, ...]
    score: int
    bank: int | None
    winner: bool


def standings(scores: Sequence[int], banks: Sequence[int] | None, winners: Sequence[int],
              teams: Sequence[Sequence[int]] | None) -> list[Standing]:
    """The final standings, best first, equal scores sharing a rank.

    Which way is better comes from the engine's verdict: when every winner scored less
    than every other player (Polignac's penalties), lower is better; otherwise higher.
    """
    sides = [tuple(t) for t in teams] if teams else [(s,) for s in range(len(scores))]
    won = set(winners)
    score_of = {side: scores[side[0]] for side in sides}
    winning = [score_of[s] for s in sides if s[0] in won]
    losing = [score_of[s] for s in sides if s[0] not in won]
    lower_is_better = bool(winning and losing) and max(winning) < min(losing)

    def key(side: tuple[int, ...]) -> tuple[bool, int]:
        score = score_of[side]
        return (side[0] not in won, score if lower_is_better else -score)

    ordered = sorted(sides, key=key)
    result: list[Standing] = []
    for position, side in enumerate(ordered, start=1):
        tied = result and key(side) == key(ordered[position - 2])
        rank = result[-1].rank if tied else position
        result.append(Standing(rank, side, score_of[side],
                               banks[side[0]] if banks is not None else None, side[0] in won))
    return result


class MatchEndDialog(QDialog):
    """The match is over: who won, the standings, and a choice of a new game or closing.

    ``exec()`` returns ``NEW_GAME`` when the player asks for a new game.
    """

    NEW_GAME = 2

    def __init__(self, parent: QWidget | None, game: str, kind: ScoreKind,
                 names: Sequence[str], scores: Sequence[int], banks: Sequence[int] | None,
                 winners: Sequence[int], teams: Sequence[Sequence[int]] | None) -> None:
        super().__init__(parent)
        self.game = game
        self.kind = kind
        self.names = tuple(names)
        self.winners = tuple(winners)
        self.lines = standings(scores, banks, winners, teams)
        self.headline = QLabel(self)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # names are not markup
        headline_font = QFont(self.headline.font())
        headline_font.setPointSizeF(headline_font.pointSizeF() * 1.4)
        headline_font.setBold(True)
        self.headline.setFont(headline_font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.grid = QTableWidget(len(self.lines), 3 if banks is None else 4, self)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.verticalHeader().hide()
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.new_game_button = QPushButton(self)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.grid)
        layout.addWidget(self.buttons)
        self._fill()
        self.retranslate()
        self.grid.setCurrentCell(-1, -1)
        self.grid.setFixedHeight(self.grid.horizontalHeader().sizeHint().height()
                                 + self.grid.verticalHeader().length()
                                 + 2 * self.grid.frameWidth())
        self.resize(420, self.sizeHint().height())

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("{0}: the match is over").format(game_name(self.game)))
        names = [self.side_name(line.seats) for line in self.lines if line.winner]
        if not names and len({line.score for line in self.lines}) == 1:
            self.headline.setText(self.tr("Everyone ties: nobody wins."))
        elif not names:
            self.headline.setText(self.tr("The match is over."))
        elif len(names) == 1 and len(self.lines[0].seats) == 1:
            self.headline.setText(self.tr("{0} wins!").format(names[0]))
        else:
            self.headline.setText(self.tr("{0} win!").format(names_text(names)))
        score = self.tr("Won or lost") if self.kind.in_chips else self.tr("Points")
        headers = [self.tr("Rank"), self.tr("Player"), score, self.tr("Jetons")]
        self.grid.setHorizontalHeaderLabels(headers[:self.grid.columnCount()])
        self.grid.setAccessibleName(self.tr("Final standings"))
        self.headline.setAccessibleName(self.headline.text())
        self.new_game_button.setText(self.tr("&New game"))
        self.new_game_button.setAccessibleName(self.tr("New game"))
        for row, line in enumerate(self.lines):
            self.grid.item(row, 1).setText(self.side_name(line.seats))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def side_name(self, seats: tuple[int, ...]) -> str:
        """A player's name, or the partners' names."""
        return names_text([self.names[s] for s in seats])

    def _fill(self) -> None:
        for row, line in enumerate(self.lines):
            score = signed(line.score) if self.kind.shows_sign else str(line.score)
            cells = [str(line.rank), "", score]
            if line.bank is not None:
                cells.append(str(line.bank))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if line.winner:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.grid.setItem(row, column, item)

    def cell(self, row: int, column: int) -> str:
        """The text of a cell of the standings."""
        return self.grid.item(row, column).text()

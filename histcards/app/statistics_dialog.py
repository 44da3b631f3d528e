"""The statistics dialog: for each game, each player's matches played and won, best
result, current and best winning streaks; resetting one game or all, after confirmation.
It opens on the game being played."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from histcards.app.problems import file_problem, statistics_not_reset
from histcards.engine import GAMES
from histcards.storage import Record, Statistics, StatisticsStore
from histcards.table.wording import game_name

COLUMNS = 6


def record_cells(record: Record) -> list[str]:
    """A record's cells: played, won, share won, best, current streak, best streak."""
    share = f"{round(100 * record.won / record.played)} %" if record.played else "—"
    best = "—" if record.best is None else str(record.best)
    return [str(record.played), str(record.won), share, best, str(record.streak),
            str(record.best_streak)]


class StatisticsDialog(QDialog):
    """Each game's statistics per player, with resets."""

    def __init__(self, parent: QWidget | None, store: StatisticsStore,
                 game: str | None = None) -> None:
        """``game``: the game shown first (the first game if None or unknown)."""
        super().__init__(parent)
        self.store = store
        self.statistics: Statistics = {}
        self.game_box = QComboBox(self)
        self.game_box.addItems([""] * len(GAMES))
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_box)
        self.problem = QLabel(self)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.grid = QTableWidget(0, COLUMNS, self)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.setAlternatingRowColors(True)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reset_game = QPushButton(self)
        self.reset_game.clicked.connect(self.ask_reset_game)
        self.reset_all = QPushButton(self)
        self.reset_all.clicked.connect(self.ask_reset_all)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.reset_game, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.reset_all, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(self.game_label, self.game_box)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.resize(560, 320)
        if game in GAMES:
            self.game_box.setCurrentIndex(list(GAMES).index(game))
        self.game_box.currentIndexChanged.connect(self._fill)
        self.reload()
        self.retranslate()

    @property
    def game(self) -> str:
        """The game shown."""
        return list(GAMES)[self.game_box.currentIndex()]

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_box.setAccessibleName(self.tr("Game"))
        for index, game in enumerate(GAMES):
            self.game_box.setItemText(index, game_name(game))
        self.grid.setHorizontalHeaderLabels([
            self.tr("Played"), self.tr("Won"), self.tr("Won %"), self.tr("Best"),
            self.tr("Streak"), self.tr("Best streak")])
        self.grid.horizontalHeaderItem(3).setToolTip(self.tr("Best final score"))
        self.grid.horizontalHeaderItem(4).setToolTip(self.tr("Matches won in a row, now"))
        self.grid.setAccessibleName(self.tr("Statistics of each player"))
        self.empty.setText(self.tr("No match of this game has been played to the end yet."))
        self.reset_game.setText(self.tr("&Reset this game…"))
        self.reset_game.setAccessibleName(self.tr("Reset the statistics of this game"))
        self.reset_all.setText(self.tr("Reset &all…"))
        self.reset_all.setAccessibleName(self.tr("Reset the statistics of every game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reload(self) -> None:
        """Read the statistics again and show them."""
        self.statistics, problem = self.store.load()
        self.problem.setText(file_problem(problem).text if problem else "")
        self.problem.setVisible(bool(problem))
        self._fill()

    def _fill(self) -> None:
        players = self.statistics.get(self.game, {})
        self.grid.setRowCount(len(players))
        self.grid.setVerticalHeaderLabels(sorted(players))
        for row, name in enumerate(sorted(players)):
            for column, text in enumerate(record_cells(players[name])):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.setItem(row, column, item)
        self.grid.setVisible(bool(players))
        self.empty.setVisible(not players)
        self.reset_game.setEnabled(bool(players))
        self.reset_all.setEnabled(bool(self.statistics))

    def confirm(self, question: str) -> bool:
        """Ask the player to confirm a reset."""
        answer = QMessageBox.question(self, self.tr("Reset statistics"), question,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def ask_reset_game(self) -> None:
        """Forget the shown game's statistics, if the player confirms."""
        question = self.tr("Forget every result of {0}?").format(game_name(self.game))
        if self.confirm(question):
            self._reset(self.game)

    def ask_reset_all(self) -> None:
        """Forget the statistics of every game, if the player confirms."""
        if self.confirm(self.tr("Forget every result of every game?")):
            self._reset(None)

    def _reset(self, game: str | None) -> None:
        try:
            self.store.reset(game)
        except (OSError, ValueError) as error:
            problem = statistics_not_reset(error)
            self.problem.setText(problem.text)
            self.problem.setVisible(True)
            return
        self.reload()

    def cells(self, name: str) -> list[str]:
        """The cells shown for a player of the shown game."""
        row = sorted(self.statistics.get(self.game, {})).index(name)
        return [self.grid.item(row, column).text() for column in range(COLUMNS)]

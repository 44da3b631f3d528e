"""The game chooser: every game of the registry as a large tile — its picture, its name, a
line on what it is, the players, the length of a match and how hard it is to learn, all read
from its declaration — and a tile of its own for a preset that declares its own picture
(Le Poque). It is shown at start-up when there is no match to resume, by Game → New and
by "New game" in the resume question.

One click on a tile (or Enter, or Space) plays that game with its usual rules, the player
against computers at his default level; "Seats and variants…" asks for the detailed
set-up; "Learn to play" emits ``learn_requested`` with the game's id. Arrow keys move from
tile to tile, Tab goes through the tiles and their buttons, and each tile tells a screen
reader its name and what it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from histcards.app.game_picture import PictureView
from histcards.engine import GAMES
from histcards.engine.declaration import GameInfo, Picture, Preset
from histcards.storage import Settings
from histcards.table.cards_view import SvgCache
from histcards.table.pixmap_folder import PixmapFolder
from histcards.table.wording import game_name, translated

COLUMNS = 3
"""Tiles in a row."""
SUMMARY_LINES = 3
"""The lines a tile keeps for its summary."""
DIFFICULTIES = 3
"""Games are rated from 1 (easy to learn) to 3 (rich rules)."""


@dataclass(frozen=True)
class Entry:
    """One tile of the chooser: a game, or one of its presets that has a picture of its
    own (then named, summed up and set up as that preset)."""

    game: str
    preset: Preset | None = None

    @property
    def info(self) -> GameInfo:
        """The game's declaration."""
        return GAMES[self.game].info

    @property
    def key(self) -> str:
        """What tells the tile apart: the game's id, with its preset's."""
        return f"{self.game}/{self.preset.id}" if self.preset else self.game

    def name(self) -> str:
        """The tile's name in the interface language."""
        return translated(self.preset.name) if self.preset else game_name(self.game)

    def summary(self) -> str:
        """The tile's line on what the game is."""
        return translated(self.preset.help if self.preset else self.info.summary)

    @property
    def picture(self) -> Picture:
        """What the tile shows."""
        return self.preset.picture if self.preset and self.preset.picture else self.info.picture

    @property
    def players(self) -> int:
        """The player count a click plays with."""
        return (self.preset.players if self.preset else None) or self.info.usual_players

    @property
    def options(self) -> dict[str, Any]:
        """The options a click plays with: the usual ones, or the preset's."""
        return dict(self.preset.options) if self.preset else {}


def entries() -> list[Entry]:
    """The chooser's tiles: each registered game, in the registry's order, followed by its
    presets that have a picture of their own."""
    found = []
    for game in GAMES:
        found.append(Entry(game))
        found += [Entry(game, p) for p in GAMES[game].info.presets if p.picture is not None]
    return found


def players_text(entry: Entry) -> str:
    """How many play: "4 players", and the other counts the game allows."""
    counts = entry.info.players
    usual = QCoreApplication.translate("GameChooser", "%n player(s)", "", entry.players)
    if len(counts) == 1:
        return usual
    return QCoreApplication.translate("GameChooser", "{0} (or {1} to {2})").format(
        usual, min(counts), max(counts)
    )


def difficulty(info: GameInfo) -> int:
    """The game's difficulty within the chooser's scale."""
    return max(1, min(DIFFICULTIES, info.difficulty))


def difficulty_text(info: GameInfo) -> str:
    """How hard the game is to learn, in words."""
    words = (
        QCoreApplication.translate("GameChooser", "Easy to learn"),
        QCoreApplication.translate("GameChooser", "A few rules to learn"),
        QCoreApplication.translate("GameChooser", "Rich rules"),
    )
    return words[difficulty(info) - 1]


def difficulty_marks(info: GameInfo) -> str:
    """The difficulty as filled and empty dots (●●○)."""
    level = difficulty(info)
    return "●" * level + "○" * (DIFFICULTIES - level)


@dataclass(frozen=True)
class GameChoice:
    """What the player chose: a tile, and whether he asked for the detailed set-up."""

    entry: Entry
    detailed: bool = False


class GameTile(QAbstractButton):
    """One game's tile: a large button with its picture and words; its own buttons ask for
    the detailed set-up and for a lesson."""

    setup_requested = Signal()
    learn_requested = Signal()
    moved = Signal(int)
    """An arrow key pressed on the tile (the key)."""

    def __init__(
        self, entry: Entry, settings: Settings, cache: SvgCache, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.picture = PictureView(entry.info, entry.picture, settings, cache, self)
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # As high as the longest summaries, so that the pictures of a row are alike.
        self.summary.setMinimumHeight(self.summary.fontMetrics().lineSpacing() * SUMMARY_LINES)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.facts.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.setup_button = QPushButton(self)
        self.learn_button = QPushButton(self)
        for button in (self.setup_button, self.learn_button):
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.ArrowCursor)
        self.setup_button.clicked.connect(self.setup_requested)
        self.learn_button.clicked.connect(self.learn_requested)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.setup_button)
        buttons.addWidget(self.learn_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.picture, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.facts)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tile's words in the interface language."""
        entry, info = self.entry, self.entry.info
        name = entry.name()
        self.title.setText(name)
        self.summary.setText(entry.summary())
        self.facts.setText(
            self.tr("{0} · {1}\n{2} {3}").format(
                players_text(entry),
                translated(info.length),
                difficulty_marks(info),
                difficulty_text(info),
            )
        )
        self.setup_button.setText(self.tr("Seats and variants…"))
        self.learn_button.setText(self.tr("Learn to play"))
        self.setAccessibleName(name)
        self.setAccessibleDescription(
            self.tr("{0} {1}, {2}, {3}. Press Enter to play it against the computer.").format(
                entry.summary(),
                players_text(entry),
                translated(info.length).lower(),
                difficulty_text(info).lower(),
            )
        )
        self.setToolTip(self.tr("Play {0} against the computer, with the usual rules").format(name))
        self.setup_button.setAccessibleName(self.tr("Seats and variants of {0}").format(name))
        self.setup_button.setToolTip(
            self.tr("Choose the players, the computers' level and the rules before playing")
        )
        self.learn_button.setAccessibleName(self.tr("Learn to play {0}").format(name))
        self.learn_button.setToolTip(self.tr("See how {0} is played").format(name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(320, 300)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.moved.emit(key)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        palette = self.palette()
        lit = self.underMouse() or self.isDown()
        background = palette.color(QPalette.ColorRole.Base)
        if lit:
            background = background.darker(104 if not self.isDown() else 110)
        outline = (
            palette.color(QPalette.ColorRole.Highlight)
            if self.hasFocus()
            else palette.color(QPalette.ColorRole.Mid)
        )
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        painter.fillPath(path, background)
        painter.setPen(QPen(outline, 3 if self.hasFocus() else 1))
        painter.drawPath(path)
        if lit and not self.hasFocus():
            painter.setPen(QPen(QColor(palette.color(QPalette.ColorRole.Highlight)), 1.5))
            painter.drawPath(path)
        painter.end()


class GameChooser(QDialog):
    """Choose a game to play: ``choice`` holds the tile chosen (and whether the detailed
    set-up was asked for) once the dialog is accepted; "Learn to play" emits
    ``learn_requested`` with the game's id and closes the chooser. The art of its pictures
    is kept between runs in ``pixmaps``, if given (the table's folder)."""

    learn_requested = Signal(str)

    def __init__(
        self,
        parent: QWidget | None,
        settings: Settings,
        current: str | None = None,
        pixmaps: PixmapFolder | None = None,
    ) -> None:
        super().__init__(parent)
        self.choice: GameChoice | None = None
        self.cache = SvgCache(folder=pixmaps)
        self.heading = QLabel(self)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.tiles = [GameTile(entry, settings, self.cache) for entry in entries()]
        self.area = QWidget(self)
        grid = QGridLayout(self.area)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(12)
        for index, tile in enumerate(self.tiles):
            grid.addWidget(tile, index // COLUMNS, index % COLUMNS)
            tile.clicked.connect(lambda _=False, t=tile: self._choose(t, detailed=False))
            tile.setup_requested.connect(lambda t=tile: self._choose(t, detailed=True))
            tile.learn_requested.connect(lambda t=tile: self._learn(t))
            tile.moved.connect(lambda key, i=index: self._move(i, key))
        for column in range(COLUMNS):
            grid.setColumnStretch(column, 1)
        for before, after in zip(self.tiles, self.tiles[1:], strict=False):
            QWidget.setTabOrder(before.learn_button, after)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.intro)
        layout.addWidget(self.area, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._fit(parent)
        chosen = next((t for t in self.tiles if t.entry.key == current), self.tiles[0])
        chosen.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit(self, parent: QWidget | None) -> None:
        """As large as the window it opens over, within reason."""
        if parent is None:
            self.resize(1000, 720)
            return
        self.resize(
            max(600, min(1100, parent.width() - 40)), max(480, min(780, parent.height() - 40))
        )

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Choose a game"))
        self.heading.setText(self.tr("Which game shall we play?"))
        self.intro.setText(
            self.tr(
                "Click a game to play it at once against the computer "
                "with the usual rules. Never played it? “Learn to play” "
                "shows you how."
            )
        )
        self.setAccessibleName(self.tr("Choose a game"))
        self.area.setAccessibleName(self.tr("Games"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def tile(self, key: str) -> GameTile:
        """The tile of a game (``poch``) or of a preset with its own tile (``poch/poque``)."""
        return next(t for t in self.tiles if t.entry.key == key)

    def _choose(self, tile: GameTile, detailed: bool) -> None:
        self.choice = GameChoice(tile.entry, detailed)
        self.accept()

    def _learn(self, tile: GameTile) -> None:
        self.choice = None
        self.done(QDialog.DialogCode.Rejected)
        self.learn_requested.emit(tile.entry.game)

    def _move(self, index: int, key: int) -> None:
        """Move the focus to the tile beside, above or below."""
        steps = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -COLUMNS,
            Qt.Key.Key_Down: COLUMNS,
        }
        target = index + steps[Qt.Key(key)]
        if 0 <= target < len(self.tiles):
            self.tiles[target].setFocus(Qt.FocusReason.TabFocusReason)

"""The settings dialog: language, the look of the table and the cards, the pace of play,
and the defaults of new games. ``settings()`` gives the settings as chosen.

The card back is chosen from previews of the backs, the table's colour from swatches of
period felts or Qt's colour dialog."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from histcards.ai import LEVELS
from histcards.app.seating import default_level, default_players
from histcards.engine import GAMES
from histcards.storage import ACE_INDICES, Settings
from histcards.table.cards_view import card_back_path, card_backs, card_pack, face_file
from histcards.table.wording import game_name, translated

LANGUAGE_CHOICES = ("system", "en", "fr")
SPEED_STEPS = 100
"""Slider steps per unit of animation speed (the setting runs from 0 to 4)."""
MAX_SPEED = 4
MAX_DELAY = 5.0
PREVIEW_CARD = "AD"
"""The card previewed: an Ace (its index) of diamonds (blue in four colours)."""
CARD_SIZE = QSize(54, 84)
SWATCH_SIZE = QSize(30, 20)
FELTS = (
    ("#1c5c3a", QT_TRANSLATE_NOOP("SettingsDialog", "Baize green")),
    ("#3f5a2a", QT_TRANSLATE_NOOP("SettingsDialog", "Olive green")),
    ("#1f3d6b", QT_TRANSLATE_NOOP("SettingsDialog", "Royal blue")),
    ("#6b1d28", QT_TRANSLATE_NOOP("SettingsDialog", "Crimson")),
    ("#5c3d24", QT_TRANSLATE_NOOP("SettingsDialog", "Tobacco")),
    ("#3a4650", QT_TRANSLATE_NOOP("SettingsDialog", "Slate")),
)
"""The felts offered as swatches: colour and English name (translated when shown)."""


def swatch(colour: QColor, size: QSize = SWATCH_SIZE) -> QIcon:
    """A patch of ``colour`` as an icon; checked, it is ringed in white with a tick."""
    icon = QIcon()
    for state in (QIcon.State.Off, QIcon.State.On):
        pixmap = QPixmap(size)
        pixmap.fill(colour)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if state == QIcon.State.On:
            painter.setPen(QPen(QColor("white"), 2))
            painter.drawRect(QRectF(2, 2, size.width() - 4, size.height() - 4))
            tick = QPainterPath(QPointF(size.width() * 0.32, size.height() * 0.52))
            tick.lineTo(size.width() * 0.45, size.height() * 0.72)
            tick.lineTo(size.width() * 0.7, size.height() * 0.28)
            for pen in (QPen(QColor(0, 0, 0, 160), 4.5), QPen(QColor("white"), 2.5)):
                painter.strokePath(tick, pen)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawRect(0, 0, size.width() - 1, size.height() - 1)
        painter.end()
        icon.addPixmap(pixmap, QIcon.Mode.Normal, state)
    return icon


def render_svg(path: Path, size: QSize) -> QPixmap:
    """An SVG file drawn at ``size`` (transparent around it)."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    QSvgRenderer(str(path)).render(painter)
    painter.end()
    return pixmap


class SettingsDialog(QDialog):
    """Edit the player's settings; ``settings()`` gives them as chosen."""

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.original = settings
        self.table_colour = QColor(settings.table_colour)
        self._build()
        self._load(settings)
        self.retranslate()

    # --- building -------------------------------------------------------------------

    def _build(self) -> None:
        self.general = QGroupBox(self)
        self.language = QComboBox(self)
        self.language.addItems([""] * len(LANGUAGE_CHOICES))
        self.player_name = QLineEdit(self)
        self.player_name.setMaxLength(24)
        self.language_label, self.name_label = QLabel(self), QLabel(self)
        self.confirm_abandon = QCheckBox(self)
        form = QFormLayout(self.general)
        form.addRow(self.language_label, self.language)
        form.addRow(self.name_label, self.player_name)
        form.addRow(self.confirm_abandon)

        self.pace = QGroupBox(self)
        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setRange(0, MAX_SPEED * SPEED_STEPS)
        self.speed.setPageStep(SPEED_STEPS // 4)
        self.speed_value = QLabel(self)
        self.speed.valueChanged.connect(self._show_speed)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(self.speed_value)
        self.linger, self.ai_delay = self._seconds(), self._seconds()
        for box in (self.linger, self.ai_delay):
            box.setMaximumWidth(100)
        self.speed_label, self.linger_label, self.delay_label = (QLabel(self) for _ in range(3))
        form = QFormLayout(self.pace)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.addRow(self.speed_label, speed_row)
        form.addRow(self.linger_label, self.linger)
        form.addRow(self.delay_label, self.ai_delay)

        self.looks = QGroupBox(self)
        self.backs = QListWidget(self)
        self.backs.setViewMode(QListView.ViewMode.IconMode)
        self.backs.setIconSize(CARD_SIZE)
        self.backs.setMovement(QListView.Movement.Static)
        self.backs.setFlow(QListView.Flow.LeftToRight)
        self.backs.setWrapping(False)
        self.backs.setFixedHeight(CARD_SIZE.height() + 36)
        for name in card_backs():
            preview = render_svg(card_back_path(name), CARD_SIZE)
            icon = QIcon(preview)
            icon.addPixmap(preview, QIcon.Mode.Selected)  # the chosen back shown untinted
            item = QListWidgetItem(icon, "", self.backs)
            item.setData(Qt.ItemDataRole.UserRole, name)
        colours = QHBoxLayout()
        colours.setSpacing(4)
        self.felt_buttons = QButtonGroup(self)
        for index, (colour, _) in enumerate(FELTS):
            button = QToolButton(self)
            button.setCheckable(True)
            button.setIcon(swatch(QColor(colour)))
            button.setIconSize(SWATCH_SIZE)
            self.felt_buttons.addButton(button, index)
            colours.addWidget(button)
        self.felt_buttons.idClicked.connect(
            lambda index: self.set_table_colour(QColor(FELTS[index][0])))
        self.other_colour = QPushButton(self)
        self.other_colour.setIconSize(SWATCH_SIZE)
        self.other_colour.clicked.connect(self.choose_table_colour)
        colours.addWidget(self.other_colour)
        colours.addStretch(1)
        self.felt_name = QLabel(self)
        self.four_colours = QCheckBox(self)
        self.four_colours.toggled.connect(self._show_card)
        self.ace_buttons = QButtonGroup(self)
        aces = QHBoxLayout()
        for index, symbol in enumerate(ACE_INDICES):
            button = QRadioButton(symbol, self)
            self.ace_buttons.addButton(button, index)
            aces.addWidget(button)
        aces.addStretch(1)
        self.ace_buttons.idToggled.connect(self._show_card)
        self.card_preview = QLabel(self)
        self.card_preview.setFixedSize(CARD_SIZE)
        self.back_label, self.colour_label, self.aces_label = (QLabel(self) for _ in range(3))
        cards = QFormLayout()
        cards.addRow(self.four_colours)
        cards.addRow(self.aces_label, aces)
        card_row = QHBoxLayout()
        card_row.addLayout(cards, 1)
        card_row.addWidget(self.card_preview)
        form = QFormLayout(self.looks)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.back_label)
        form.addRow(self.backs)
        form.addRow(self.colour_label, colours)
        form.addRow("", self.felt_name)
        form.addRow(card_row)

        self.new_games = QGroupBox(self)
        grid = QGridLayout(self.new_games)
        self.game_labels: list[QLabel] = []
        self.players_boxes: dict[str, QComboBox] = {}
        self.level_boxes: dict[str, QComboBox] = {}
        for row, game in enumerate(GAMES):
            label = QLabel(self)
            players = QComboBox(self)
            for count in GAMES[game].info.players:
                players.addItem(str(count), count)
            level = QComboBox(self)
            level.addItems([""] * len(LEVELS))
            self.game_labels.append(label)
            self.players_boxes[game], self.level_boxes[game] = players, level
            for column, widget in enumerate((label, players, level)):
                grid.addWidget(widget, row, column)
        grid.setColumnStretch(0, 1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        left = QVBoxLayout()
        left.addWidget(self.general)
        left.addWidget(self.pace)
        left.addWidget(self.new_games)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.looks)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)

    def _seconds(self) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setRange(0.0, MAX_DELAY)
        box.setSingleStep(0.1)
        box.setDecimals(1)
        return box

    def _load(self, settings: Settings) -> None:
        self.language.setCurrentIndex(LANGUAGE_CHOICES.index(settings.language)
                                      if settings.language in LANGUAGE_CHOICES else 0)
        self.player_name.setText(settings.player_name)
        self.confirm_abandon.setChecked(settings.confirm_abandon)
        self.speed.setValue(round(settings.animation_speed * SPEED_STEPS))
        self.linger.setValue(settings.trick_linger)
        self.ai_delay.setValue(settings.ai_delay)
        backs = card_backs()
        chosen = settings.card_back if settings.card_back in backs else backs[0]
        self.backs.setCurrentRow(backs.index(chosen))
        self.four_colours.setChecked(settings.four_colour_suits)
        self.ace_buttons.button(ACE_INDICES.index(settings.ace_index)).setChecked(True)
        for game in GAMES:
            players = self.players_boxes[game]
            players.setCurrentIndex(players.findData(default_players(game, settings)))
            self.level_boxes[game].setCurrentIndex(
                [lv.id for lv in LEVELS].index(default_level(game, settings)))
        self._show_colour()
        self._show_card()

    # --- texts ----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Settings"))
        self.general.setTitle(self.tr("General"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language)
        for index, text in enumerate((self.tr("System language"), self.tr("English"),
                                      self.tr("Français"))):
            self.language.setItemText(index, text)
        self.language.setAccessibleName(self.tr("Language"))
        self.name_label.setText(self.tr("Your &name:"))
        self.name_label.setBuddy(self.player_name)
        self.player_name.setAccessibleName(self.tr("Your name at the table"))
        self.confirm_abandon.setText(self.tr("As&k before abandoning a match in progress"))
        self.confirm_abandon.setToolTip(self.tr(
            "Before starting or opening a match, restarting a deal or quitting"))
        self.pace.setTitle(self.tr("Pace of play"))
        self.speed_label.setText(self.tr("&Animations:"))
        self.speed_label.setBuddy(self.speed)
        self.speed.setAccessibleName(self.tr("Animation speed, from instant to slow"))
        self.linger_label.setText(self.tr("&Trick stays:"))
        self.linger_label.setBuddy(self.linger)
        self.linger.setAccessibleName(self.tr("How long a finished trick stays"))
        self.delay_label.setText(self.tr("Co&mputer thinks:"))
        self.delay_label.setBuddy(self.ai_delay)
        self.ai_delay.setAccessibleName(self.tr("Least time a computer player takes"))
        for box in (self.linger, self.ai_delay):
            box.setSuffix(self.tr(" s"))
        self._show_speed()
        self.looks.setTitle(self.tr("Table and cards"))
        self.back_label.setText(self.tr("Card &back:"))
        self.back_label.setBuddy(self.backs)
        self.backs.setAccessibleName(self.tr("Card back"))
        for row in range(self.backs.count()):
            item = self.backs.item(row)
            item.setText(self._back_name(item.data(Qt.ItemDataRole.UserRole)))
        self.colour_label.setText(self.tr("Table &colour:"))
        self.colour_label.setBuddy(self.felt_buttons.button(0))
        for index, (_, name) in enumerate(FELTS):
            button = self.felt_buttons.button(index)
            button.setToolTip(self.tr(name))
            button.setAccessibleName(self.tr("Felt: {0}").format(self.tr(name)))
        self.other_colour.setText(self.tr("&Other colour…"))
        self.other_colour.setAccessibleName(self.tr("Choose another colour of the felt"))
        self._show_colour()
        self.four_colours.setText(self.tr("&Four-colour suits (blue diamonds, green clubs)"))
        self.four_colours.setAccessibleName(self.tr("Four-colour suits"))
        self.aces_label.setText(self.tr("Aces marked:"))
        for button in self.ace_buttons.buttons():
            button.setAccessibleName(self.tr("Aces marked {0}").format(button.text()))
        self.card_preview.setAccessibleName(self.tr("How the cards look"))
        self.new_games.setTitle(self.tr("New games: players and computer level"))
        for label, game in zip(self.game_labels, GAMES, strict=True):
            label.setText(game_name(game))
            self.players_boxes[game].setAccessibleName(
                self.tr("Players of {0}").format(game_name(game)))
            self.level_boxes[game].setAccessibleName(
                self.tr("Computer level of {0}").format(game_name(game)))
            for index, level in enumerate(LEVELS):
                self.level_boxes[game].setItemText(index, translated(level.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _back_name(self, name: str) -> str:
        words = {"fleurdelise": self.tr("Fleurs-de-lis"), "tarotee": self.tr("Tarotée"),
                 "hermine": self.tr("Ermine"), "grecque": self.tr("Greek key")}
        return words.get(name, name.capitalize())

    def _show_speed(self) -> None:
        speed = self.speed.value() / SPEED_STEPS
        self.speed_value.setText(self.tr("Instant") if speed == 0
                                 else self.tr("×{0}").format(f"{speed:.2f}"))

    def felt(self) -> int | None:
        """The index in ``FELTS`` of the chosen colour; None for a colour of the player's."""
        name = self.table_colour.name()
        return next((i for i, (colour, _) in enumerate(FELTS) if colour == name), None)

    def _show_colour(self) -> None:
        """Check the chosen felt's swatch (none for the player's own colour) and name it."""
        index = self.felt()
        self.felt_buttons.setExclusive(False)
        for button in self.felt_buttons.buttons():
            button.setChecked(self.felt_buttons.id(button) == index)
        self.felt_buttons.setExclusive(True)
        self.other_colour.setIcon(swatch(self.table_colour) if index is None else QIcon())
        self.felt_name.setText(self.tr("Your own colour") if index is None
                               else self.tr(FELTS[index][1]))
        self.felt_name.setAccessibleName(self.tr("Table colour chosen: {0}").format(
            self.felt_name.text()))

    def _show_card(self) -> None:
        path = face_file(card_pack(self.settings()), PREVIEW_CARD)
        self.card_preview.setPixmap(render_svg(path, CARD_SIZE))

    # --- choices --------------------------------------------------------------------

    def choose_table_colour(self) -> None:
        """Ask for the felt's colour."""
        colour = QColorDialog.getColor(self.table_colour, self, self.tr("Table colour"))
        if colour.isValid():
            self.set_table_colour(colour)

    def set_table_colour(self, colour: QColor) -> None:
        """Use ``colour`` for the felt."""
        self.table_colour = QColor(colour)
        self._show_colour()

    def settings(self) -> Settings:
        """The settings as chosen (the window geometry and other values kept)."""
        back = self.backs.currentItem()
        return replace(
            self.original,
            language=LANGUAGE_CHOICES[self.language.currentIndex()],
            animation_speed=self.speed.value() / SPEED_STEPS,
            trick_linger=round(self.linger.value(), 1),
            ai_delay=round(self.ai_delay.value(), 1),
            card_back=back.data(Qt.ItemDataRole.UserRole) if back else self.original.card_back,
            table_colour=self.table_colour.name(),
            four_colour_suits=self.four_colours.isChecked(),
            ace_index=ACE_INDICES[max(self.ace_buttons.checkedId(), 0)],
            default_players={g: box.currentData() for g, box in self.players_boxes.items()},
            default_levels={g: LEVELS[box.currentIndex()].id
                            for g, box in self.level_boxes.items()},
            player_name=self.player_name.text().strip(),
            confirm_abandon=self.confirm_abandon.isChecked(),
        )

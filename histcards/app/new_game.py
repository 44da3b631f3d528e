"""The new-game dialog: the game, the players in each seat, the game's options and an
optional deal number; it gives a ``MatchSetup``.

The options area is built from the game's declaration (``GameInfo.options``); an option
that does not apply to the player count or to the other options' values is disabled and
says why. The engine validates the options (``GameRules.resolve_options`` and
``check_players``) and its message is shown, with OK disabled, while they are not
playable. A bundle option (Poch's readings) refills the other options with the bundle's
values; changing an option afterwards keeps the bundle, and the setup lists only what
differs from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QSignalBlocker, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from histcards.ai import DEFAULT_LEVEL, LEVELS
from histcards.app.option_editors import Editor, make_editor
from histcards.app.option_words import not_applying, option_help, option_label
from histcards.app.rules_browser import RulesBrowser
from histcards.engine import GAMES
from histcards.engine.errors import OptionsError
from histcards.engine.options import Option
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.language import interface_language
from histcards.table.reasons import reason_text
from histcards.table.wording import game_name, translated

COMPUTER_NAMES = ("Anne", "Blaise", "César", "Diane", "Étienne", "Fanchon", "Gaspard",
                  "Hortense")
"""Names offered to computer seats (a seat's name is the player's to change)."""
SEED_DIGITS = 15


def default_players(game: str, settings: Settings) -> int:
    """The player count offered for a game: the remembered one, else its usual count."""
    info = GAMES[game].info
    remembered = settings.default_players.get(game)
    return remembered if remembered in info.players else info.usual_players


def default_level(game: str, settings: Settings) -> str:
    """The computer level offered for a game: the remembered one, else the default."""
    remembered = settings.default_levels.get(game)
    return remembered if remembered in {lv.id for lv in LEVELS} else DEFAULT_LEVEL


def remembered_seats(game: str, settings: Settings) -> list[SeatSetup]:
    """Who sat where (names, human or computer) in the last match of ``game`` set up, the
    computers at the game's default level; none if unknown or unusable."""
    try:
        seats = [SeatSetup.from_json(entry) for entry in settings.default_seats.get(game, [])]
    except (ValueError, AttributeError):
        return []
    level = default_level(game, settings)
    return [replace(seat, level=level) for seat in seats]


def default_seat(game: str, settings: Settings, seat: int,
                 taken: set[str] | frozenset[str] = frozenset()) -> SeatSetup:
    """The seat offered for a new match: as in the last match of this game set up, else
    the player (seat 0) or a computer with a name not ``taken`` at the default level."""
    remembered = remembered_seats(game, settings)
    if seat < len(remembered):
        return remembered[seat]
    level = default_level(game, settings)
    if seat == 0:
        return SeatSetup(settings.player_name or solo_name(), HUMAN, level)
    name = next(n for n in COMPUTER_NAMES if n not in taken)
    return SeatSetup(name, COMPUTER, level)


def solo_name() -> str:
    """The name the one person at the table goes by until he gives his own: "You"."""
    return QCoreApplication.translate("NewGameDialog", "You")


def player_name(seat: int) -> str:
    """The name a person at a shared screen goes by until he gives his own: "Player 2"."""
    return QCoreApplication.translate("NewGameDialog", "Player {0}").format(seat + 1)


def _plain(value: Any) -> Any:
    """A value with tuples as lists, to compare option values however they were built."""
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value


class SeatRow:
    """The widgets of one seat: name, human or computer, level."""

    def __init__(self, parent: QWidget, seat: int, setup: SeatSetup) -> None:
        self.seat = seat
        self.number = QLabel(str(seat + 1), parent)
        self.name = QLineEdit(setup.name, parent)
        self.name.setMaxLength(24)
        self.kind = QComboBox(parent)
        self.kind.addItems(["", ""])
        self.kind.setCurrentIndex(0 if setup.is_human else 1)
        self.level = QComboBox(parent)
        self.level.addItems([""] * len(LEVELS))
        self.level.setCurrentIndex([lv.id for lv in LEVELS].index(setup.level))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the row's words in the interface language."""
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Human"))
        self.kind.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        for index, level in enumerate(LEVELS):
            self.level.setItemText(index, translated(level.name))
        number = self.seat + 1
        self.name.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of seat {0}").format(number))
        self.kind.setAccessibleName(QCoreApplication.translate(
            "NewGameDialog", "Seat {0}: human or computer").format(number))
        self.level.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Level of seat {0}").format(number))

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentIndex() == 1)

    def is_human(self) -> bool:
        """Whether the row's seat is set to a person."""
        return self.kind.currentIndex() == 0

    def widgets(self) -> tuple[QWidget, ...]:
        """The row's widgets, left to right."""
        return (self.number, self.name, self.kind, self.level)

    def setup(self) -> SeatSetup:
        """The seat as chosen."""
        kind = HUMAN if self.kind.currentIndex() == 0 else COMPUTER
        return SeatSetup(self.name.text().strip(), kind, LEVELS[self.level.currentIndex()].id)


class NewGameDialog(QDialog):
    """Choose a game, its players and its options; ``match_setup()`` gives the result."""

    def __init__(self, parent: QWidget | None, settings: Settings,
                 game: str | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.rules_browser: RulesBrowser | None = None
        self.seat_rows: list[SeatRow] = []
        self.editors: dict[str, Editor] = {}
        self.option_labels: list[tuple[QLabel, Option]] = []
        self.option_helps: list[tuple[QLabel, Option]] = []
        self._build()
        self.retranslate()
        chosen = game if game in GAMES else next(iter(GAMES))
        self.game_box.setCurrentIndex(list(GAMES).index(chosen))
        self._game_changed()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)

    # --- building -------------------------------------------------------------------

    def _build(self) -> None:
        self.game_box = QComboBox(self)
        self.game_box.addItems([""] * len(GAMES))
        self.players_box = QComboBox(self)
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(f"\\d{{0,{SEED_DIGITS}}}"), self))
        self.game_label, self.players_label, self.seed_label = (
            QLabel(self) for _ in range(3))
        self.seed_edit.setMaximumWidth(180)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(self.game_label, self.game_box)
        top.addRow(self.players_label, self.players_box)
        top.addRow(self.seed_label, self.seed_edit)
        for label, field in ((self.game_label, self.game_box),
                             (self.players_label, self.players_box),
                             (self.seed_label, self.seed_edit)):
            label.setBuddy(field)

        self.seats_group = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_group)
        self.seats_grid.setColumnStretch(1, 1)

        self.options_group = QGroupBox(self)
        self.options_area = QScrollArea(self.options_group)
        self.options_area.setWidgetResizable(True)
        self.options_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        options_layout = QVBoxLayout(self.options_group)
        options_layout.setContentsMargins(6, 6, 6, 6)
        options_layout.addWidget(self.options_area)

        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.rules_button = QPushButton(self)
        self.rules_button.clicked.connect(self.show_rules)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.seats_group)
        layout.addWidget(self.options_group, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(560, 680)

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.players_label.setText(self.tr("&Players:"))
        self.seed_label.setText(self.tr("&Deal number:"))
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setToolTip(self.tr("Type a deal number to play the same deals again"))
        self.game_box.setAccessibleName(self.tr("Game"))
        self.players_box.setAccessibleName(self.tr("Number of players"))
        self.seed_edit.setAccessibleName(self.tr("Deal number"))
        for index, game in enumerate(GAMES):
            self.game_box.setItemText(index, game_name(game))
        self.seats_group.setTitle(self.tr("Seats"))
        self.options_group.setTitle(self.tr("Options"))
        self.rules_button.setText(self.tr("&Rules"))
        self.rules_button.setAccessibleName(self.tr("Rules of the game"))
        self.problem.setAccessibleName(self.tr("Why the options cannot be played"))
        for row in self.seat_rows:
            row.retranslate()
        for label, spec in self.option_labels:
            label.setText(option_label(spec))
        for label, spec in self.option_helps:
            label.setText(option_help(spec))
        if self.seat_rows:
            self._validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the game and the players -----------------------------------------------------

    @property
    def game(self) -> str:
        """The chosen game's id."""
        return list(GAMES)[self.game_box.currentIndex()]

    @property
    def players(self) -> int:
        """The chosen number of players."""
        return self.players_box.currentData()

    def _game_changed(self) -> None:
        game = self.game
        counts = GAMES[game].info.players
        with QSignalBlocker(self.players_box):
            self.players_box.clear()
            for count in counts:
                self.players_box.addItem(str(count), count)
            self.players_box.setCurrentIndex(counts.index(default_players(game, self.settings)))
        self._fill_seats(keep=not remembered_seats(game, self.settings))
        self._build_options()
        self._validate()

    def _players_changed(self) -> None:
        self._fill_seats()
        for spec in GAMES[self.game].info.options:
            if spec.per_player and self.editors[spec.key].value() == spec.default_for(
                    self.shown_players):
                self.editors[spec.key].set_value(spec.default_for(self.players))
        self.shown_players = self.players
        self._validate()

    def _fill_seats(self, keep: bool = True) -> None:
        """Show one row per seat, keeping the rows of the seats that remain (if ``keep``)."""
        kept = [row.setup() for row in self.seat_rows[:self.players]] if keep else []
        for row in self.seat_rows:
            for widget in row.widgets():
                widget.deleteLater()
        self.seat_rows = []
        taken = {setup.name for setup in kept}
        for seat in range(self.players):
            setup = kept[seat] if seat < len(kept) else default_seat(self.game, self.settings,
                                                                     seat, taken)
            taken.add(setup.name)
            row = SeatRow(self.seats_group, seat, setup)
            row.name.textChanged.connect(self._validate)
            row.kind.currentIndexChanged.connect(self._name_the_people)
            for column, widget in enumerate(row.widgets()):
                self.seats_grid.addWidget(widget, seat, column)
            self.seat_rows.append(row)

    def _name_the_people(self) -> None:
        """"You" is for the one person at the table: when several share the screen, a
        seat still called so is called "Player N" (and back to "You" when he is alone
        again), so that the plates and the curtain tell them apart."""
        people = [row for row in self.seat_rows if row.is_human()]
        for row in people:
            name = row.name.text().strip()
            if len(people) > 1 and name == solo_name():
                row.name.setText(player_name(row.seat))
            elif len(people) == 1 and name == player_name(row.seat):
                row.name.setText(solo_name())

    # --- options --------------------------------------------------------------------

    def _build_options(self) -> None:
        """A fresh options form for the chosen game, every option at its default."""
        self.editors, self.option_labels, self.option_helps = {}, [], []
        self.shown_players = self.players
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for spec in GAMES[self.game].info.options:
            editor = make_editor(spec, self.players, page)
            editor.changed.connect(self._bundle_changed if spec.bundle else self._validate)
            self.editors[spec.key] = editor
            if isinstance(editor, QCheckBox):
                form.addRow(editor)
            else:
                label = QLabel(option_label(spec), page)
                label.setBuddy(editor)
                self.option_labels.append((label, spec))
                form.addRow(label, editor)
            if option_help(spec):
                note = QLabel(option_help(spec), page)
                note.setWordWrap(True)
                note.setStyleSheet("color: palette(mid); font-size: small;")
                self.option_helps.append((note, spec))
                form.addRow(note)
        self.options_area.setWidget(page)

    def _bundles(self) -> dict[str, Any]:
        """The bundle options as chosen."""
        return {o.key: self.editors[o.key].value() for o in GAMES[self.game].info.options
                if o.bundle}

    def _bundle_changed(self) -> None:
        """Refill every other option from the chosen bundle."""
        bundles = self._bundles()
        values = GAMES[self.game].resolve_options(bundles, self.players)
        for key, editor in self.editors.items():
            if key not in bundles:
                with QSignalBlocker(editor):
                    editor.set_value(values[key])
        self._validate()

    def values(self) -> dict[str, Any]:
        """Every option as shown."""
        return {key: editor.value() for key, editor in self.editors.items()}

    def options(self) -> dict[str, Any]:
        """The options that differ from the game's defaults (from the chosen bundle, where
        the game has one), plus the bundle itself if not the usual one."""
        values = self.values()
        info = GAMES[self.game].info
        bundles = self._bundles()
        defaults = GAMES[self.game].resolve_options(bundles, self.players)
        chosen = {k: v for k, v in values.items() if _plain(v) != _plain(defaults[k])}
        chosen.update({key: value for key, value in bundles.items()
                       if value != info.option(key).default})
        return chosen

    # --- validation and result ----------------------------------------------------------

    def problem_text(self) -> str:
        """Why the setup cannot be played, or an empty text."""
        names = [row.setup().name for row in self.seat_rows]
        if not all(names):
            return self.tr("Every seat needs a name.")
        if len(set(names)) < len(names):
            return self.tr("Two seats have the same name.")
        rules = GAMES[self.game]
        for key, editor in self.editors.items():
            problem = rules.info.option(key).problem(editor.value(), self.players)
            if problem:
                return reason_text(problem, self.game)
        try:
            rules.check_players(self.players, rules.resolve_options(self.options(),
                                                                    self.players))
        except OptionsError as error:
            return reason_text(error.reason, self.game)
        return ""

    def _validate(self) -> None:
        self._mark_applying()
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def _mark_applying(self) -> None:
        """Disable the options that do not apply, saying why in their tool tips."""
        info = GAMES[self.game].info
        values = self.values()
        labels = {option.key: label for label, option in self.option_labels}
        for key, editor in self.editors.items():
            option = info.option(key)
            why = not_applying(info, option, self.players, values)
            editor.setEnabled(not why)
            editor.setToolTip(why or option_help(option))
            if key in labels:
                labels[key].setEnabled(not why)

    def option_applies(self, key: str) -> bool:
        """Whether the option's row is enabled (it applies to the setup shown)."""
        return self.editors[key].isEnabled()

    def match_setup(self) -> MatchSetup:
        """The match as set up in the dialog."""
        seed = self.seed_edit.text()
        return MatchSetup(self.game, self.players, self.options(),
                          tuple(row.setup() for row in self.seat_rows),
                          int(seed) if seed else None)

    def updated_settings(self) -> Settings:
        """The settings remembering this setup's player count, seats, computer level and
        the first human's name, for the next new game."""
        setup = self.match_setup()
        computers = [s.level for s in setup.seats if not s.is_human]
        humans = [s.name for s in setup.seats if s.is_human]
        levels = dict(self.settings.default_levels)
        if computers:
            levels[setup.game] = computers[0]
        return replace(self.settings,
                       default_players={**self.settings.default_players,
                                        setup.game: setup.players},
                       default_levels=levels,
                       default_seats={**self.settings.default_seats,
                                      setup.game: [seat.to_json() for seat in setup.seats]},
                       player_name=humans[0] if humans else self.settings.player_name)

    def show_rules(self) -> None:
        """Open the rules browser on the chosen game."""
        if self.rules_browser is None:
            self.rules_browser = RulesBrowser(self, interface_language())
        self.rules_browser.show_game(self.game)
        self.rules_browser.show()
        self.rules_browser.raise_()


def ask_new_game(parent: QWidget | None, settings: Settings,
                 game: str | None = None) -> MatchSetup | None:
    """Show the new-game dialog; the setup, or None if the player cancelled."""
    dialog = NewGameDialog(parent, settings, game)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.match_setup()

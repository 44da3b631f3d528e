"""The detailed set-up of a match ("Seats and variants…" in the game chooser): the game,
its rules, the players in each seat, and the number of the cards dealt; it gives a
``MatchSetup``.

The rules come first as the game's presets (``GameInfo.presets``: the usual rules, a short
match, the historical readings by name), then as its options one by one, in their groups
(``Option.group``), each with a line of help. An option that does not apply to the player
count or to the other options' values is disabled and says why under it. The preset box
shows the preset the options amount to, or "your own rules". The engine validates the
options (``GameRules.resolve_options`` and ``check_players``) and its message is shown,
with Play disabled, while they are not playable. A bundle option (Poch's version of the
rules) refills the other options with the bundle's values; changing an option afterwards
keeps the bundle, and the setup lists only what differs from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QSignalBlocker, Qt
from PySide6.QtGui import QPalette, QRegularExpressionValidator
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
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from histcards.ai import LEVELS
from histcards.app.option_editors import Editor, make_editor
from histcards.app.option_words import not_applying, option_help, option_label
from histcards.app.rules_browser import RulesBrowser
from histcards.app.seating import (
    default_players,
    default_seat,
    player_name,
    remembered_seats,
    solo_name,
)
from histcards.engine import GAMES
from histcards.engine.declaration import Preset
from histcards.engine.errors import OptionsError
from histcards.engine.options import Group, Option, thawed
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.language import interface_language
from histcards.table.reasons import reason_text
from histcards.table.wording import game_name, translated

SEED_DIGITS = 15
DIALOG_WIDTH, DIALOG_HEIGHT, DIALOG_HEIGHT_LEAST, DIALOG_TALLEST = 660, 660, 520, 860
"""The set-up's size: as tall as the window it opens over allows, within these bounds."""


def note_label(parent: QWidget) -> QLabel:
    """A small grey line under a field, saying what it is for."""
    note = QLabel(parent)
    note.setWordWrap(True)
    note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    font = note.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    note.setFont(font)
    return note


def with_note(field: QWidget, note: QLabel) -> QVBoxLayout:
    """A field with its note under it."""
    column = QVBoxLayout()
    column.setSpacing(2)
    column.addWidget(field, 0, Qt.AlignmentFlag.AlignLeft)
    column.addWidget(note)
    return column


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


@dataclass(frozen=True)
class OptionRow:
    """The widgets of one option: its label (none for a box that carries its own), its
    editor, and a note under them with its help, or why it does not apply."""

    spec: Option
    label: QLabel | None
    editor: Editor
    note: QLabel


class NewGameDialog(QDialog):
    """Choose a game, its rules (a preset, then the options one by one), its players and
    the cards dealt; ``match_setup()`` gives the result."""

    def __init__(self, parent: QWidget | None, settings: Settings, game: str | None = None,
                 preset: str | None = None, table_seed: int | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.table_seed = table_seed
        self.rules_browser: RulesBrowser | None = None
        self.seat_rows: list[SeatRow] = []
        self.editors: dict[str, Editor] = {}
        self.rows: dict[str, OptionRow] = {}
        self.groups: list[tuple[QGroupBox, Group | None]] = []
        self._build()
        self.retranslate()
        chosen = game if game in GAMES else next(iter(GAMES))
        self.game_box.setCurrentIndex(list(GAMES).index(chosen))
        self._game_changed()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)
        self.preset_box.activated.connect(self._preset_chosen)
        presets = [p.id for p in GAMES[chosen].info.presets]
        if preset in presets:
            self.apply_preset(presets.index(preset))

    # --- building -------------------------------------------------------------------

    def _build(self) -> None:
        self.game_box = QComboBox(self)
        self.game_box.addItems([""] * len(GAMES))
        self.preset_box = QComboBox(self)
        self.preset_help = note_label(self)
        self.players_box = QComboBox(self)
        self.game_label, self.preset_label, self.players_label = (
            QLabel(self) for _ in range(3))
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        top.addRow(self.game_label, self.game_box)
        top.addRow(self.preset_label, with_note(self.preset_box, self.preset_help))
        top.addRow(self.players_label, self.players_box)
        for label, field in ((self.game_label, self.game_box),
                             (self.preset_label, self.preset_box),
                             (self.players_label, self.players_box)):
            label.setBuddy(field)

        self.seats_group = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_group)
        self.seats_grid.setColumnStretch(1, 1)

        self.options_area = QScrollArea(self)
        self.options_area.setWidgetResizable(True)
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.seed_edit = QLineEdit(self)
        self.seed_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(f"\\d{{0,{SEED_DIGITS}}}"), self))
        self.seed_edit.setMaximumWidth(180)
        self.seed_label = QLabel(self)
        self.seed_label.setBuddy(self.seed_edit)
        self.seed_note = note_label(self)
        seed_row = QFormLayout()
        seed_row.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        seed_row.addRow(self.seed_label, with_note(self.seed_edit, self.seed_note))

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
        layout.addWidget(self.options_area, 1)
        layout.addLayout(seed_row)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        parent = self.parentWidget()
        height = DIALOG_HEIGHT if parent is None else min(parent.height() - 40, DIALOG_TALLEST)
        self.resize(DIALOG_WIDTH, max(DIALOG_HEIGHT_LEAST, height))

    def retranslate(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Seats and variants"))
        self.game_label.setText(self.tr("&Game:"))
        self.preset_label.setText(self.tr("&Rules:"))
        self.players_label.setText(self.tr("&Players:"))
        self.seed_label.setText(self.tr("Match &number:"))
        self.seed_edit.setPlaceholderText(self.tr("New cards"))
        self.seed_edit.setToolTip(self.tr("Type a match's number to be dealt its cards again"))
        self.seed_note.setText(self._seed_note())
        self.game_box.setAccessibleName(self.tr("Game"))
        self.preset_box.setAccessibleName(self.tr("Rules"))
        self.players_box.setAccessibleName(self.tr("Number of players"))
        self.seed_edit.setAccessibleName(self.tr("Match number"))
        for index, game in enumerate(GAMES):
            self.game_box.setItemText(index, game_name(game))
        self.seats_group.setTitle(self.tr("Seats"))
        self.options_area.setAccessibleName(self.tr("Options"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.rules_button.setText(self.tr("R&ules of the game"))
        self.rules_button.setAccessibleName(self.tr("Rules of the game"))
        self.problem.setAccessibleName(self.tr("Why the options cannot be played"))
        for row in self.seat_rows:
            row.retranslate()
        for box, group in self.groups:
            box.setTitle(translated(group.name) if group else self.tr("Other rules"))
        for row in self.rows.values():
            if row.label is not None:
                row.label.setText(option_label(row.spec))
        if self.seat_rows:
            self._fill_presets()
            self._validate()

    def _seed_note(self) -> str:
        note = self.tr("The same number, with the same game, players and rules, deals the "
                       "same cards again.")
        if self.table_seed is None:
            return note
        return self.tr("{0} The match on the table is number {1}.").format(
            note, self.table_seed)

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
        self._fill_presets()
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

    # --- presets --------------------------------------------------------------------------

    def _fill_presets(self) -> None:
        """Offer the game's presets, and "your own rules" for any other choice."""
        presets = GAMES[self.game].info.presets
        with QSignalBlocker(self.preset_box):
            self.preset_box.clear()
            for preset in presets:
                self.preset_box.addItem(translated(preset.name))
            self.preset_box.addItem(self.tr("Your own rules"))
        self._show_preset()

    def preset_shown(self) -> Preset | None:
        """The preset the options shown amount to, if any (the first that matches)."""
        rules = GAMES[self.game]
        values = _plain(self.values())
        for preset in rules.info.presets:
            if preset.players not in (None, self.players):
                continue
            try:
                resolved = rules.resolve_options(dict(preset.options), self.players)
            except (ValueError, OptionsError):
                continue
            if _plain(resolved) == values:
                return preset
        return None

    def _show_preset(self) -> None:
        """Show which preset the options amount to, and what it is."""
        presets = GAMES[self.game].info.presets
        shown = self.preset_shown()
        index = presets.index(shown) if shown is not None else len(presets)
        with QSignalBlocker(self.preset_box):
            self.preset_box.setCurrentIndex(index)
        self.preset_help.setText(translated(shown.help) if shown is not None else self.tr(
            "The options below, chosen one by one."))

    def _preset_chosen(self, index: int) -> None:
        if index < len(GAMES[self.game].info.presets):
            self.apply_preset(index)
        else:
            self._show_preset()

    def apply_preset(self, index: int) -> None:
        """Set the players (where the preset has its own count) and every option as the
        game's ``index``-th preset says."""
        preset = GAMES[self.game].info.presets[index]
        if preset.players is not None and preset.players != self.players:
            self.players_box.setCurrentIndex(self.players_box.findData(preset.players))
        values = GAMES[self.game].resolve_options(dict(preset.options), self.players)
        for key, editor in self.editors.items():
            with QSignalBlocker(editor):
                editor.set_value(thawed(values[key]))
        self._validate()
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
        """A fresh options form for the chosen game, every option at its default, in
        groups (in the order of each group's first option)."""
        self.editors, self.rows, self.groups = {}, {}, []
        self.shown_players = self.players
        page = QWidget()
        layout = QVBoxLayout(page)
        forms: dict[Group | None, QFormLayout] = {}
        for spec in GAMES[self.game].info.options:
            if spec.group not in forms:
                box = QGroupBox(page)
                self.groups.append((box, spec.group))
                form = QFormLayout(box)
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
                form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
                forms[spec.group] = form
                layout.addWidget(box)
            self.rows[spec.key] = self._option_row(spec, page, forms[spec.group])
        layout.addStretch(1)
        for box, group in self.groups:
            box.setTitle(translated(group.name) if group else self.tr("Other rules"))
        self.options_area.setWidget(page)

    def _option_row(self, spec: Option, page: QWidget, form: QFormLayout) -> OptionRow:
        editor = make_editor(spec, self.players, page)
        editor.changed.connect(self._bundle_changed if spec.bundle else self._validate)
        self.editors[spec.key] = editor
        label = None
        if isinstance(editor, QCheckBox):
            form.addRow(editor)
        else:
            label = QLabel(option_label(spec), page)
            label.setBuddy(editor)
            form.addRow(label, editor)
        note = note_label(page)
        form.addRow(note)
        return OptionRow(spec, label, editor, note)

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
        self._show_preset()
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def _mark_applying(self) -> None:
        """Disable the options that do not apply, saying why under them and in their tool
        tips; the others say what they are."""
        info = GAMES[self.game].info
        values = self.values()
        for row in self.rows.values():
            why = not_applying(info, row.spec, self.players, values)
            row.editor.setEnabled(not why)
            if row.label is not None:
                row.label.setEnabled(not why)
            row.editor.setToolTip(why or option_help(row.spec))
            row.note.setText(why or option_help(row.spec))
            row.note.setVisible(bool(row.note.text()))
            font = row.note.font()
            font.setItalic(bool(why))
            row.note.setFont(font)

    def option_applies(self, key: str) -> bool:
        """Whether the option's row is enabled (it applies to the setup shown)."""
        row = self.rows[key]
        return row.editor.isEnabled() and (row.label is None or row.label.isEnabled())

    def match_setup(self) -> MatchSetup:
        """The match as set up in the dialog."""
        seed = self.seed_edit.text()
        return MatchSetup(self.game, self.players, self.options(),
                          tuple(row.setup() for row in self.seat_rows),
                          int(seed) if seed else None)

    def updated_settings(self, settings: Settings | None = None) -> Settings:
        """``settings`` (by default those the dialog opened with) remembering this setup's
        player count, seats, computer level and the first human's name, for the next new
        game."""
        base = settings or self.settings
        setup = self.match_setup()
        computers = [s.level for s in setup.seats if not s.is_human]
        humans = [s.name for s in setup.seats if s.is_human]
        levels = dict(base.default_levels)
        if computers:
            levels[setup.game] = computers[0]
        return replace(base,
                       default_players={**base.default_players, setup.game: setup.players},
                       default_levels=levels,
                       default_seats={**base.default_seats,
                                      setup.game: [seat.to_json() for seat in setup.seats]},
                       player_name=humans[0] if humans else base.player_name)

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

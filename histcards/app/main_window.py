"""The main window: the felt table with the Game, View, Settings and Help menus, a toolbar,
the game log and the coach in docks, and the dialogs around a match (new game, score sheet,
settings, statistics, rules, about); a match's end is shown on the table. Whether the
toolbar and the log are shown and whether the window is full screen are remembered in the
settings; the coach speaks for a player's first match of a game unless he switched it on
or off for good (View → Coach), and always in a lesson (Help → Learn to play).

It keeps the match safe: the match in progress is autosaved as a deal record after every
deal and decision, offered for resumption at the next start, and can be saved to and
opened from a record file (which also replays a match someone sent). It asks for hints,
takes back the human's last decision (``Controller.undo``) and raises the privacy curtain
of pass-and-play."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QToolBar,
    QWidget,
)

from histcards.app.coach_view import CoachPanel
from histcards.app.confirm import Leaving, ask_to_leave, deal_in_progress, in_progress
from histcards.app.log_view import GameLog
from histcards.app.problems import (
    Problem,
    file_problem,
    not_autosaved,
    not_cleared,
    record_not_saved,
    refused_record,
    result_not_recorded,
    settings_not_saved,
)
from histcards.app.records import RecordFileError, read_record, record_seats, write_record
from histcards.app.seating import (
    COMPUTER_NAMES,
    default_level,
    default_players,
    default_seat,
    usual_setup,
)
from histcards.collection import release_collection
from histcards.engine import GAMES, Match, RecordError
from histcards.engine.actions import Action
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.resources import resource_path
from histcards.storage import (
    AutosaveStore,
    SavedMatch,
    Settings,
    SettingsStore,
    StatisticsStore,
)
from histcards.table.advice import Adviser
from histcards.table.animation import Animator
from histcards.table.controller import Controller
from histcards.table.hint import Hinter
from histcards.table.lesson import LessonDirector, LessonError, lesson_games, read_lesson
from histcards.table.pixmap_folder import PixmapFolder
from histcards.table.scene import TableScene
from histcards.table.view import TableView
from histcards.table.wording import game_name

if TYPE_CHECKING:
    from histcards.app.chooser import GameChoice
    from histcards.app.new_game import NewGameDialog

TOOLBAR_ACTIONS = (("new_action", "new"), ("undo_action", "undo"), ("hint_action", "hint"),
                   ("last_trick_action", "last-trick"), ("rules_action", "rules"))
"""The toolbar's actions (attributes of the window) and their icons' names."""


def default_setup(game: str, settings: Settings, players: int | None = None,
                  human: bool = True, seed: int | None = None) -> MatchSetup:
    """A match of ``game`` with the player's default seats (``seating.default_seat``:
    those of his last match of this game, else one human at seat 0 and computers at his
    default level), or only computers if ``human`` is False."""
    count = players or default_players(game, settings)
    if not human:
        level = default_level(game, settings)
        seats = tuple(SeatSetup(COMPUTER_NAMES[seat % len(COMPUTER_NAMES)], COMPUTER, level)
                      for seat in range(count))
        return MatchSetup(game, count, {}, seats, seed)
    taken: set[str] = set()
    chosen = []
    for seat in range(count):
        setup = default_seat(game, settings, seat, taken)
        taken.add(setup.name)
        chosen.append(setup)
    return MatchSetup(game, count, {}, tuple(chosen), seed)


COLLECTION_HELD_MS = 3000
"""The longest the garbage collector stays off after the window is made, painted or not."""
DOCK_WIDEST = 300
"""The widest a dock beside the table grows: at 1024 pixels the table keeps 720
(``tests/test_table_clear.py`` lays it out so)."""
ANY_WIDTH = 16777215
"""Qt's largest widget width (``QWIDGETSIZE_MAX``)."""


def keep_beside(dock: QDockWidget) -> None:
    """Let ``dock`` sit only beside the table, taking some of its width but none of its
    height, and no more than ``DOCK_WIDEST`` of it (floating, it grows as it likes)."""
    dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                         | Qt.DockWidgetArea.RightDockWidgetArea)

    def floated(floating: bool) -> None:
        dock.setMaximumWidth(ANY_WIDTH if floating else DOCK_WIDEST)

    dock.topLevelChanged.connect(floated)
    floated(dock.isFloating())


def shortcut_text(action: QAction) -> str:
    """An action's first shortcut as the platform writes it (e.g. ``Ctrl+N``)."""
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


class MainWindow(QMainWindow):
    """The application window: a felt table with the Game, View, Settings and Help menus."""

    autosave_outcome = Signal(object)
    """The autosave's writer failed (the exception) or works again (None); emitted from
    its thread, received on the window's."""

    def __init__(self, settings: Settings | None = None, store: SettingsStore | None = None,
                 statistics: StatisticsStore | None = None,
                 autosave: AutosaveStore | None = None,
                 parent: QWidget | None = None,
                 pixmaps: PixmapFolder | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.store = store
        self.statistics = statistics
        self.autosave = autosave
        self.translations = None
        """The application's translators (``histcards.app.i18n.Translations``), if any."""
        self.status: Callable[[], str] | None = None
        """Makes the status bar's lasting message, again after a change of language."""
        self.passing = ""
        """The passing message showing (a refusal, a hint, a notice), if any."""
        self.passing_notice = False
        """Whether the passing message is a notice (saved, taken back, a problem told),
        which keeps its seconds when the position changes."""
        self.autosave_failing = False
        """Whether the last autosave failed (the player has been told)."""
        if autosave is not None:
            autosave.on_problem = self.autosave_outcome.emit
            self.autosave_outcome.connect(self._autosave_outcome)
        self.scene = TableScene(self.settings, self, pixmaps)
        self.animator = Animator(self.scene, self.settings.animation_speed,
                                 self.settings.trick_linger, self)
        self.view = TableView(self.scene, self.animator, self)
        self.panel = self.view.panel
        self.curtain = self.view.curtain
        self.controller = Controller(self.scene, self.animator, self.panel, self.settings, self)
        self.adviser = Adviser(self.controller, self)
        self.hinter = Hinter(self.controller, self.adviser, self)
        self.lesson = LessonDirector(self.controller, self)
        self.setCentralWidget(self.view)
        self.log = GameLog(self)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("GameLogDock")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.coach = CoachPanel(self.controller, self.adviser, self.animator, self.lesson,
                                self)
        self.coach_dock = QDockWidget(self)
        self.coach_dock.setObjectName("CoachDock")
        self.coach_dock.setWidget(self.coach)
        # Switched from the View menu only, so that every change is the player's choice.
        self.coach_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                    | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.coach_dock.hide()
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.coach_dock)
        for dock in (self.log_dock, self.coach_dock):
            keep_beside(dock)
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        self.controller.refused.connect(self._say)
        self.controller.failed.connect(self._say)
        self.controller.match_over.connect(self._match_over)
        self.controller.new_game_wanted.connect(self.ask_new_game)
        self.controller.human_to_act.connect(self._your_turn)
        self.controller.turn.connect(self._turn_shown)
        self.controller.deal_over.connect(self._turn_shown)
        self.controller.events.connect(self._log_events)
        self.controller.reloaded.connect(self._log_whole_match)
        self.controller.changed.connect(self._position_changed)
        self.controller.curtain.connect(self._cover)
        self.curtain.lifted.connect(self._uncovered)
        self.lesson.strayed.connect(self.hinter.show)
        self.hinter.shown.connect(self._hint_shown)
        self.hinter.failed.connect(lambda _reason: self._say(
            self.tr("No hint could be found.")))
        self.scene.hint.connect(self._say)
        self.statusBar().messageChanged.connect(self._message_changed)
        self.view.announced.connect(self._say)
        self._build_menus()
        self._build_toolbar()
        self._restore_view()
        self.retranslate()
        # The collector, held off while the program starts, runs again once the table is
        # drawn (histcards/collection.py), or anyway soon: a window started minimised
        # paints nothing. The timer is the window's: one closed sooner (the self-test's)
        # leaves none behind.
        self.view.viewport().installEventFilter(self)
        held = QTimer(self)
        held.setSingleShot(True)
        held.timeout.connect(release_collection)
        held.start(COLLECTION_HELD_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, release_collection)
        return super().eventFilter(watched, event)

    # --- menus -------------------------------------------------------------------------

    def _action(self, menu: QMenu, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
                fallback: str = "") -> QAction:
        """A menu entry; a platform's standard shortcut, or ``fallback`` where the
        platform has none (Quit and Preferences have none on some)."""
        action = QAction(self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(QKeySequence.keyBindings(shortcut)
                                or [QKeySequence(fallback)])
        elif shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, self.ask_new_game,
                                       QKeySequence.StandardKey.New)
        self.open_action = self._action(self.game_menu, self.ask_open_record,
                                        QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.game_menu, self.ask_save_record,
                                        QKeySequence.StandardKey.SaveAs)
        self.game_menu.addSeparator()
        self.undo_action = self._action(self.game_menu, self.undo, QKeySequence.StandardKey.Undo)
        self.hint_action = self._action(self.game_menu, self.ask_hint, QKeySequence("H"))
        self.restart_action = self._action(self.game_menu, self.ask_restart,
                                           QKeySequence("Ctrl+R"))
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, self.ask_quit,
                                        QKeySequence.StandardKey.Quit, "Ctrl+Q")
        self.view_menu = bar.addMenu("")
        self.scores_action = self._action(self.view_menu, self.show_scores, QKeySequence("F2"))
        self.last_trick_action = self._action(self.view_menu, self.show_last_trick,
                                              QKeySequence("F4"))
        self.last_trick_action.setShortcuts([QKeySequence("F4"), QKeySequence("L")])
        self.sort_action = self._action(self.view_menu, self.scene.sort_hand)
        self.statistics_action = self._action(self.view_menu, self.show_statistics,
                                              QKeySequence("F5"))
        self.view_menu.addSeparator()
        self.log_action = self.log_dock.toggleViewAction()
        self.log_action.setShortcut(QKeySequence("F3"))
        self.view_menu.addAction(self.log_action)
        self.coach_action = self._action(self.view_menu, self.switch_coach, QKeySequence("F6"))
        self.coach_action.setCheckable(True)
        self.full_screen_action = self._action(self.view_menu, self.set_full_screen,
                                               QKeySequence.StandardKey.FullScreen, "F11")
        if QKeySequence("F11") not in self.full_screen_action.shortcuts():
            self.full_screen_action.setShortcuts([QKeySequence("F11"),
                                                  *self.full_screen_action.shortcuts()])
        self.full_screen_action.setCheckable(True)
        self.leave_full_screen = QShortcut(QKeySequence(Qt.Key.Key_Escape), self,
                                           lambda: self.set_full_screen(False))
        self.leave_full_screen.setEnabled(False)
        self.settings_menu = bar.addMenu("")
        self.settings_action = self._action(self.settings_menu, self.edit_settings,
                                            QKeySequence.StandardKey.Preferences, "Ctrl+,")
        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_rules,
                                         QKeySequence.StandardKey.HelpContents)
        self.learn_menu = self.help_menu.addMenu("")
        # Filled when first opened: listing the games with a lesson loads every game.
        self._learn_actions: dict[str, QAction] | None = None
        self.learn_menu.aboutToShow.connect(lambda: self.learn_actions)
        self.about_action = self._action(self.help_menu, self.show_about)
        self._update_actions()

    @property
    def learn_actions(self) -> dict[str, QAction]:
        """Help → Learn to play's entries, by game (made when the menu is first opened)."""
        if self._learn_actions is None:
            self._learn_actions = {
                game: self._action(self.learn_menu, lambda _=False, g=game: self.learn_game(g))
                for game in lesson_games()}
            self._retranslate_learn_menu()
        return self._learn_actions

    def _build_toolbar(self) -> None:
        """The toolbar: the same actions as the menus' (so the same shortcuts and state),
        with icons drawn by the art build; it is shown or hidden from the View menu."""
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action, icon in TOOLBAR_ACTIONS:
            action = getattr(self, action)
            action.setIcon(QIcon(str(resource_path("icons", "actions", f"{icon}.svg"))))
            self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar_action = self.toolbar.toggleViewAction()
        self.view_menu.insertAction(self.log_action, self.toolbar_action)

    def _restore_view(self) -> None:
        """Put the window as the player left it: its geometry, full screen or not, the
        toolbar and the game log shown or hidden; then remember every change of those."""
        settings = self.settings
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        self.toolbar.setVisible(settings.show_toolbar)
        self.log_dock.setVisible(settings.show_log)
        self.set_full_screen(settings.full_screen)
        # isHidden(), not whether it is visible: closing the window hides both with it, but
        # leaves them as the player chose.
        self.toolbar.visibilityChanged.connect(
            lambda _: self._remember(show_toolbar=not self.toolbar.isHidden()))
        self.log_dock.visibilityChanged.connect(
            lambda _: self._remember(show_log=not self.log_dock.isHidden()))

    def _remember(self, **changes: object) -> None:
        """Keep a change of the window's furniture in the settings (saved at once)."""
        settings = replace(self.settings, **changes)
        if settings != self.settings:
            self._use_settings(settings)

    def set_full_screen(self, full: bool) -> None:
        """Show the window full screen or not (F11; Escape also leaves full screen)."""
        state = self.windowState()
        self.setWindowState(state | Qt.WindowState.WindowFullScreen if full
                            else state & ~Qt.WindowState.WindowFullScreen)
        self._full_screen_changed()

    def _full_screen_changed(self) -> None:
        """Show whether the window is full screen (by F11 or by the window manager) in the
        View menu, let Escape leave it, and remember it."""
        full = self.isFullScreen()
        self.full_screen_action.setChecked(full)
        self.leave_full_screen.setEnabled(full)
        self._remember(full_screen=full)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        match = self.controller.match
        if match is not None:
            self.setWindowTitle(self.tr("{0} — histcards").format(game_name(match.game.id)))
            self.controller.refresh()
            self._retranslate_bubbles()
        else:
            self.setWindowTitle(self.tr("histcards"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match…"))
        self.open_action.setText(self.tr("&Open a saved match…"))
        self.save_action.setText(self.tr("Save the match &as…"))
        self.undo_action.setText(self.tr("&Undo my last decision"))
        self.hint_action.setText(self.tr("&Hint"))
        self.restart_action.setText(self.tr("&Restart the deal"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.scores_action.setText(self.tr("&Score sheet"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.log_action.setText(self.tr("Game &log"))
        self.last_trick_action.setText(self.tr("L&ast trick"))
        self.sort_action.setText(self.tr("S&ort the hand"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.toolbar.setAccessibleName(self.tr("Toolbar"))
        self.toolbar_action.setText(self.tr("Tool&bar"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Preferences…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of the games"))
        self.learn_menu.setTitle(self.tr("&Learn to play"))
        if self._learn_actions is not None:
            self._retranslate_learn_menu()
        self.coach_dock.setWindowTitle(self.tr("Coach"))
        self.coach_action.setText(self.tr("&Coach"))
        self.about_action.setText(self.tr("&About histcards"))
        self._retranslate_toolbar()
        self.menuBar().setAccessibleName(self.tr("Menus"))
        for menu, name in ((self.game_menu, self.tr("Game")), (self.view_menu, self.tr("View")),
                           (self.settings_menu, self.tr("Settings")),
                           (self.help_menu, self.tr("Help"))):
            menu.setAccessibleName(name)
        self.statusBar().setAccessibleName(self.tr("Messages"))
        if self.status is not None:
            self.statusBar().showMessage(self.status())
        else:
            self.statusBar().clearMessage()

    def _retranslate_learn_menu(self) -> None:
        for game, action in self.learn_actions.items():
            action.setText(self.tr("{0}: a guided deal").format(game_name(game)))

    def _retranslate_toolbar(self) -> None:
        """The toolbar's short labels, and tooltips saying what each does and its key."""
        words = {
            self.new_action: (self.tr("New"), self.tr("Start a new match")),
            self.undo_action: (self.tr("Undo"), self.tr("Take back your last decision")),
            self.hint_action: (self.tr("Hint"), self.tr("Ask the computer for a hint")),
            self.last_trick_action: (self.tr("Last trick"),
                                     self.tr("Show or put away the last trick")),
            self.rules_action: (self.tr("Rules"), self.tr("Read the rules of the games")),
        }
        for action, (label, tip) in words.items():
            action.setIconText(label)
            action.setToolTip(self.tr("{0} ({1})").format(tip, shortcut_text(action)))
            self.toolbar.widgetForAction(action).setAccessibleName(tip)

    def _retranslate_bubbles(self) -> None:
        """Say again, in the interface language, what each speech bubble shows: the seat's
        latest words of the deal."""
        match = self.controller.match
        deal_events = match.events[match.deal_event_start:]
        for seat in list(self.scene.bubbles):
            words = self.controller.words()
            said = (words.speech(e) for e in reversed(deal_events)
                    if getattr(e, "seat", None) == seat)
            text = next((t for t in said if t), None)
            if text:
                self.scene.say(seat, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.hide_reveal()  # worded in the language before
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._full_screen_changed()
        super().changeEvent(event)

    def _update_actions(self) -> None:
        match = self.controller.match
        self.undo_action.setEnabled(self.controller.can_undo())
        self.hint_action.setEnabled(self.hinter.available())
        self.save_action.setEnabled(match is not None)
        self.restart_action.setEnabled(match is not None and bool(match.deals))

    # --- the match ---------------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        """Start a new match."""
        self.log.clear()
        self.status = None
        self.lesson.end()
        self.show_coach(self.coach_wanted(setup.game, [s.name for s in setup.seats
                                                       if s.is_human]), ask=False)
        self.controller.new_match(setup)
        self.retranslate()

    def load(self, record: dict, seats: list[SeatSetup]) -> None:
        """Carry on the match of a deal record with these seats (in the record's order of
        players); ``RecordError`` / ``ValueError`` if they cannot be used, the match under
        way going on untouched."""
        self.controller.load(record, seats)
        self.lesson.end()
        match = self.controller.match
        self.show_coach(self.coach_wanted(match.game.id, [
            match.names[s] for s in self.controller.human_seats()]))
        self.retranslate()
        if self.controller.match.over:
            self._say(self.tr("This match is over."), notice=True)

    def start_up(self) -> None:
        """Open the window's first match: the autosaved one if the player wants to resume
        it, else the one he chooses in the game chooser. An autosave he declines is
        replaced only when a new match starts: if he chooses none, it is offered again
        next time."""
        saved, problem = self.autosave.load() if self.autosave else (None, None)
        if problem:
            self.warn_of(file_problem(problem))
        if saved is not None and self.ask_resume(saved) and self.resume(saved):
            return
        self.ask_new_game()
        if self.controller.match is None:
            self._show_status(lambda: self.tr("Choose a game to play: Game → New match ({0}).")
                              .format(shortcut_text(self.new_action)))

    def ask_resume(self, saved: SavedMatch) -> bool:
        """Ask whether to resume the autosaved match."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Match in progress"),
                          self.tr("Resume the match in progress?"),
                          QMessageBox.StandardButton.NoButton, self)
        game, deals = saved.record.get("game"), saved.record.get("deals")
        if game in GAMES and isinstance(deals, list):
            box.setInformativeText(self.tr("{0}, deal {1}.").format(game_name(game),
                                                                    max(1, len(deals))))
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.setAccessibleName(self.tr("Resume the match in progress?"))
        box.exec()
        return box.clickedButton() is resume

    def resume(self, saved: SavedMatch) -> bool:
        """Carry on an autosaved match; if it cannot be, it is set aside, the player is
        told in one sentence, and False is returned."""
        try:
            seats = [SeatSetup.from_json(seat) for seat in saved.seats]
            self.load(saved.record, seats)
        except (RecordError, ValueError) as error:
            if self.autosave is not None:
                self.warn_of(file_problem(self.autosave.set_aside(error)))
            return False
        return True

    def _position_changed(self) -> None:
        self._drop_passing()
        self._update_actions()
        match = self.controller.match
        if self.autosave is None or match is None:
            return
        if match.over:
            self._clear_autosave()
            return
        seats = [s.to_json() for s in self.controller.given_seats()]
        self.autosave.keep(match.record_header(), match.record_deals(), seats)

    def _autosave_outcome(self, problem: Exception | None) -> None:
        """The autosave's writer failed (told once) or works again."""
        if problem is not None:
            self._autosave_failed(not_autosaved(problem))
        elif self.autosave_failing:
            self.autosave_failing = False
            self._say(self.tr("The match is autosaved again."), notice=True)

    def _clear_autosave(self) -> None:
        try:
            self.autosave.clear()
        except OSError as error:
            self._autosave_failed(not_cleared(error))

    def _autosave_failed(self, problem: Problem) -> None:
        """Tell the player once, until the autosave works again; the match goes on."""
        if not self.autosave_failing:
            self.autosave_failing = True
            self.warn_of(problem)

    def ask_game(self) -> GameChoice | None:
        """Show the game chooser; the player's choice, or None. Its "Learn to play" goes to
        ``learn_game`` once the chooser has closed."""
        from histcards.app.chooser import GameChooser

        match = self.controller.match
        chooser = GameChooser(self, self.settings, match.game.id if match else None,
                              self.scene.cache.folder)
        chooser.learn_requested.connect(self.learn_game, Qt.ConnectionType.QueuedConnection)
        chooser.exec()
        chooser.deleteLater()
        return chooser.choice

    def ask_new_game(self) -> None:
        """Game → New: choose a game in the chooser and play it at once, or set it up in
        detail ("Seats and variants…", which goes back to the chooser when cancelled); the
        new match starts once the player agrees to abandon the one in progress, and a
        detailed set-up is remembered for the next time."""
        chosen = self._chosen_setup()
        if chosen is None:
            return
        setup, dialog = chosen
        if self.may_leave(Leaving.NEW):
            if dialog is not None:
                self._use_settings(dialog.updated_settings(self.settings))
            self.start(setup)
        if dialog is not None:
            dialog.deleteLater()

    def _chosen_setup(self) -> tuple[MatchSetup, NewGameDialog | None] | None:
        """The match the player chose, with the set-up dialog he chose it in (None for a
        click on a tile), or None."""
        from histcards.app.new_game import NewGameDialog

        while (choice := self.ask_game()) is not None:
            entry = choice.entry
            if not choice.detailed:
                return usual_setup(entry.game, self.settings, entry.players,
                                   entry.options), None
            match = self.controller.match
            dialog = NewGameDialog(self, self.settings, entry.game,
                                   entry.preset.id if entry.preset else None,
                                   table_seed=match.seed if match else None)
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.match_setup(), dialog
            dialog.deleteLater()
        return None

    def learn_game(self, game: str) -> None:
        """Learn to play ``game`` (the chooser's "Learn to play", Help → Learn to play): its
        guided deal with the coach, once the player agrees to leave the match in progress."""
        if self.may_leave(Leaving.NEW):
            self.start_lesson(game)

    def may_leave(self, leaving: Leaving) -> bool:
        """Whether the match on the table may give way to what the player asked for: yes
        if no match (or deal, for a restart) is in progress, if he said not to be asked,
        or if he agrees now (and then perhaps says not to be asked again)."""
        match = self.controller.match
        live = deal_in_progress(match) if leaving is Leaving.RESTART else in_progress(match)
        if not live or not self.settings.confirm_abandon:
            return True
        where = self.tr("{0}, deal {1}.").format(game_name(match.game.id),
                                                 match.deal_index + 1)
        kept = self.autosave is not None and not self.autosave_failing
        answer = ask_to_leave(self, leaving, where, kept)
        if answer.never_again:
            self._use_settings(replace(self.settings, confirm_abandon=False))
        return answer.go_on

    def ask_restart(self) -> None:
        """Game → Restart the deal, once the player agrees to lose its decisions."""
        if self.may_leave(Leaving.RESTART):
            self.controller.restart_deal()

    def ask_quit(self) -> None:
        """Game → Quit, once the player agrees to leave the match in progress."""
        if self.may_leave(Leaving.QUIT):
            self.close()

    # --- the coach and the lessons -------------------------------------------------------

    def coach_wanted(self, game: str, names: list[str]) -> bool:
        """Whether the coach speaks in a match of ``game`` played by these people: as the
        player chose in View → Coach, else for the first match of that game any of them
        plays (as the statistics know it)."""
        if self.settings.coach != "auto":
            return self.settings.coach == "on"
        if self.statistics is None or not names:
            return False
        statistics, problem = self.statistics.load()
        if problem:
            self.warn_of(file_problem(problem))
        records = statistics.get(game, {})
        return any(name not in records or not records[name].played for name in names)

    def show_coach(self, shown: bool, ask: bool = True) -> None:
        """Show the coach's panel and let it speak (asking for advice at once when
        ``ask``), or hide it and silence it."""
        self.coach_dock.setVisible(shown)
        self.coach_action.setChecked(shown)
        self.coach.set_active(shown, ask)

    def switch_coach(self, shown: bool) -> None:
        """The player switches the coach on or off (View → Coach): for good."""
        self._remember(coach="on" if shown else "off")
        self.show_coach(shown)

    def start_lesson(self, game: str) -> bool:
        """Play the guided deal of ``game`` with the coach (Help → Learn to play, the
        chooser's tiles); False (and the player told) if its lesson cannot be used."""
        try:
            lesson = read_lesson(game)
        except LessonError as error:
            self.warn(self.tr("The lesson cannot be opened."), str(error))
            return False
        level = default_level(game, self.settings)
        name = default_seat(game, self.settings, lesson.seat).name
        seats = [SeatSetup(name, HUMAN, level) if seat == lesson.seat else
                 SeatSetup(given, COMPUTER, level)
                 for seat, given in enumerate(lesson.record["names"])]
        self.log.clear()
        self.status = None
        self.show_coach(True, ask=False)
        try:
            self.lesson.start(lesson, seats, name)
        except (RecordError, ValueError) as error:
            self.warn(self.tr("The lesson cannot be opened."), str(error))
            return False
        self.coach.set_active(True)
        self.retranslate()
        return True

    # --- record files ---------------------------------------------------------------------

    def _record_folder(self) -> str:
        return QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)

    def ask_save_record(self) -> None:
        """Ask where to save the match as a deal record, and save it there."""
        from PySide6.QtWidgets import QFileDialog

        if self.controller.match is None:
            return
        name = f"{self.controller.match.game.id}.histcards.json"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the match"), str(Path(self._record_folder()) / name),
            self.tr("Saved matches (*.json)"))
        if path:
            self.save_record(Path(path))

    def save_record(self, path: Path) -> bool:
        """Save the match as a deal record at ``path``; False (and the player told) if it
        could not be written."""
        try:
            write_record(path, self.controller.match.to_record())
        except (OSError, ValueError) as error:
            self.warn_of(record_not_saved(path, error))
            return False
        self._say(self.tr("Saved as {0}.").format(path.name), notice=True)
        return True

    def ask_open_record(self) -> None:
        """Ask for a record file and carry on (or replay) its match."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved match"),
                                              self._record_folder(),
                                              ";;".join((self.tr("Saved matches (*.json)"),
                                                        self.tr("All files (*)"))))
        if path:
            self.open_record(Path(path))

    def open_record(self, path: Path) -> bool:
        """Open a record file: its match goes on with the player in the seat of his name
        (else the first) and computers elsewhere, once he agrees to abandon the match in
        progress. A bad file is refused with a message naming the problem, and the match
        under way goes on: False."""
        try:
            record, match = read_record(path)
            seats = record_seats(match, self.settings.player_name,
                                 default_level(match.game.id, self.settings))
            if not self.may_leave(Leaving.OPEN):
                return False
            self.load(record, seats)
        except RecordFileError as error:
            self.warn_of(error.problem)
            return False
        except RecordError as error:
            self.warn_of(refused_record(path, error))
            return False
        return True

    # --- undo and hint ----------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the human's last decision, if the rule allows it."""
        if self.controller.undo():
            self._say(self.tr("Your last decision was taken back."), notice=True)
        else:
            self._say(self.tr("That decision can no longer be taken back."), notice=True)

    def ask_hint(self) -> None:
        """Ask the computer for a hint (shown when it has thought); in a lesson, the
        lesson's move."""
        expected = self.lesson.expected()
        if expected is not None:
            self.hinter.show(expected)
        elif self.hinter.request():
            self._say(self.tr("Looking for a hint…"))
        else:
            self._say(self.tr("No hint now: it is not your turn."))

    def _hint_shown(self, action: Action) -> None:
        self._say(self.tr("Hint: {0}").format(self.controller.label(action)))

    # --- pass-and-play --------------------------------------------------------------------

    def _cover(self, seat: int) -> None:
        self.curtain.cover(self.controller.match.names[seat])
        self._update_actions()

    def _uncovered(self) -> None:
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.controller.reveal()

    # --- messages ---------------------------------------------------------------------------

    def warn_of(self, problem: Problem) -> None:
        """Tell the player about a problem, its technical detail on request."""
        self.warn(problem.text, problem.detail)

    def warn(self, text: str, detail: str = "") -> None:
        """Tell the player about a problem, without stopping the program."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("histcards"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # file and player names are not markup
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self._say(text, notice=True)

    def _log_events(self, events: list) -> None:
        match = self.controller.match
        self.log.add_events(events, match.game.id, match.names, self.controller.you())

    def _log_whole_match(self) -> None:
        self.log.clear()
        self._log_events(self.controller.match.events)

    def _your_turn(self, seat: int) -> None:
        self._update_actions()

    def _turn_shown(self) -> None:
        """The table shows who is to act now: the status line names him."""
        if self.controller.match is not None and not self.controller.match.over:
            self._show_status(self.controller.status_text)

    def _show_status(self, make: Callable[[], str], at_once: bool = False) -> None:
        """Show a lasting status message, made again after a change of language; a
        passing message showing keeps its seconds (unless ``at_once``: the match's end),
        the lasting one comes back after."""
        self.status = make
        if at_once or not (self.passing and self.statusBar().currentMessage() == self.passing):
            self.passing = ""
            self.statusBar().showMessage(make())

    def _say(self, text: str, notice: bool = False) -> None:
        """Show a passing message for a few seconds: about the position (a refusal, a
        hint), or a ``notice`` that outlives a change of position."""
        self.passing = text
        self.passing_notice = notice
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self.statusBar().clearMessage()

    def _drop_passing(self) -> None:
        """A decision was taken or the position changed: a passing message about the
        position left behind (a refusal, the lesson's move, a hint) goes at once, and the
        lasting status comes back; a notice keeps its seconds."""
        if self.passing_notice:
            return
        if self.passing and self.statusBar().currentMessage() == self.passing:
            self.statusBar().clearMessage()
        self.passing = ""

    def _message_changed(self, text: str) -> None:
        """A passing message went: the lasting status comes back."""
        if not text:
            self.passing = ""
            if self.status is not None:
                self.statusBar().showMessage(self.status())

    def _match_over(self) -> None:
        """The match is over (the table shows the last deal's summary and, on Enter, the
        final standings): record it and say who won."""
        match = self.controller.match
        self._record_statistics()
        self._show_status(lambda: self._result_text(match), at_once=True)

    def _result_text(self, match: Match) -> str:
        """The status line at a match's end: the winners, or why there is none."""
        names = ", ".join(match.names[s] for s in match.winners)
        if names:
            return self.tr("The match is over. Winner(s): {0}", "",
                           len(match.winners)).format(names)
        if len(set(match.scores)) == 1:
            return self.tr("The match is over: everyone ties, so nobody wins.")
        return self.tr("The match is over with no winner.")

    def _record_statistics(self) -> None:
        if self.statistics is None:
            return
        _, problem = self.statistics.load()
        if problem:
            self.warn_of(file_problem(problem))
        match = self.controller.match
        try:
            for seat in self.controller.human_seats():
                result = match.ledger.banks[seat] if match.ledger else match.scores[seat]
                self.statistics.record_result(
                    match.game.id, match.names[seat], seat in match.winners, result,
                    match.game.score_kind(match.options).lower_is_better)
        except (OSError, ValueError) as error:
            self.warn_of(result_not_recorded(error))

    # --- views and dialogs ---------------------------------------------------------------

    def show_scores(self) -> None:
        """Open the score sheet of the match."""
        from histcards.app.score_sheet import ScoreSheet

        match = self.controller.match
        if match is None:
            return
        sheet = ScoreSheet(self)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer = self.controller.viewer
        sheet.set_match(match.game.id, match.game.score_kind(match.options), match.names,
                        match.teams, match.events,
                        list(match.ledger.banks) if match.ledger else None, viewer,
                        self.controller.you())
        sheet.show()

    def show_last_trick(self) -> None:
        """Show the last trick (or the last stopped run) in the middle of the table, or
        take it away if it is shown."""
        self.animator.finish_all()
        if self.scene.peek_shown():
            self.scene.hide_peek()
        elif not self.scene.show_peek():
            self._say(self.tr("No trick has been taken yet."))

    def edit_settings(self) -> None:
        """Open the settings dialog and use what the player chose."""
        from histcards.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self, self.settings)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._use_settings(dialog.settings())

    def _use_settings(self, settings: Settings) -> None:
        language_changed = settings.language != self.settings.language
        self.settings = settings
        self.controller.apply_settings(settings)
        if language_changed and self.translations is not None:
            self.translations.apply(settings.language)
        if self.store is not None:
            try:
                self.store.save(settings)
            except (OSError, ValueError) as error:
                self.warn_of(settings_not_saved(error))

    def show_statistics(self) -> None:
        """Open the statistics, on the game being played."""
        from histcards.app.statistics_dialog import StatisticsDialog

        match = self.controller.match
        dialog = StatisticsDialog(self, self.statistics or StatisticsStore(),
                                  match.game.id if match is not None else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_rules(self) -> None:
        """Open the rules browser on the game being played."""
        match = self.controller.match
        self.show_rules_of(match.game.id if match is not None else None)

    def show_rules_of(self, game: str | None) -> None:
        """Open the rules browser on ``game`` (its index if None)."""
        from histcards.app.rules_browser import RulesBrowser
        from histcards.table.language import interface_language

        browser = RulesBrowser(self, interface_language())
        if game is not None:
            browser.show_game(game)
        browser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        browser.show()

    def show_about(self) -> None:
        """Open the About box: version, licence, credits and the historical sources."""
        from histcards.app.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed by the window manager: the player asked, as with Game → Quit (which asks
        # before closing); a close by the program itself is not a question.
        if event.spontaneous() and not self.may_leave(Leaving.QUIT):
            event.ignore()
            return
        self.adviser.shutdown()
        self.controller.shutdown()
        if self.scene.cache.folder is not None:
            self.scene.cache.folder.flush()
        if self.autosave is not None:
            self.autosave.flush()
            if self.autosave.on_problem == self.autosave_outcome.emit:
                self.autosave.on_problem = None
        if self.store is not None:
            geometry = bytes(self.saveGeometry().toBase64()).decode()
            try:
                self.store.save(replace(self.settings, window_geometry=geometry))
            except (OSError, ValueError) as error:
                # The window is going: no box any more, one line for whoever started it.
                print(f"histcards: {settings_not_saved(error).text}", file=sys.stderr)
        super().closeEvent(event)

"""The main window: the felt table with the Game, View, Settings and Help menus, the game
log in a dock, and the dialogs around a match (new game, score sheet, settings,
statistics, match end, rules)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QMessageBox, QWidget

from histcards import __version__
from histcards.app.log_view import GameLog
from histcards.app.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.cards import parse_card
from histcards.storage import Settings, SettingsStore, StatisticsStore
from histcards.table.animation import Animator
from histcards.table.controller import Controller
from histcards.table.scene import TableScene
from histcards.table.view import TableView
from histcards.table.wording import action_label, bubble_text, card_text, game_name

DEFAULT_GAME = "polignac"
LOWER_IS_BETTER = frozenset({"polignac"})
"""Games whose score counts against the player (penalty points)."""


def default_setup(game: str, settings: Settings, players: int | None = None,
                  human: bool = True, seed: int | None = None) -> MatchSetup:
    """A match of ``game`` with one human seat (seat 0, unless ``human`` is False) and
    computer players at the player's default level in the others."""
    from histcards.app.new_game import COMPUTER_NAMES, default_level, default_players

    count = players or default_players(game, settings)
    level = default_level(game, settings)
    seats = []
    for seat in range(count):
        if seat == 0 and human:
            name = settings.player_name or QCoreApplication.translate("MainWindow", "Player")
            seats.append(SeatSetup(name, HUMAN, level))
        else:
            seats.append(SeatSetup(COMPUTER_NAMES[seat % len(COMPUTER_NAMES)], COMPUTER, level))
    return MatchSetup(game, count, {}, tuple(seats), seed)


class MainWindow(QMainWindow):
    """The application window: a felt table with the Game, View, Settings and Help menus."""

    def __init__(self, settings: Settings | None = None, store: SettingsStore | None = None,
                 statistics: StatisticsStore | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.store = store
        self.statistics = statistics
        self.translations = None
        """The application's translators (``histcards.app.i18n.Translations``), if any."""
        self.status: Callable[[], str] | None = None
        """Makes the status bar's lasting message, again after a change of language."""
        self.scene = TableScene(self.settings, self)
        self.animator = Animator(self.scene, self.settings.animation_speed,
                                 self.settings.trick_linger, self)
        self.view = TableView(self.scene, self.animator, self)
        self.panel = self.view.panel
        self.controller = Controller(self.scene, self.animator, self.panel, self.settings, self)
        self.setCentralWidget(self.view)
        self.log = GameLog(self)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("GameLogDock")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        self.controller.refused.connect(self._say)
        self.controller.failed.connect(self._say)
        self.controller.match_over.connect(self._match_over)
        self.controller.human_to_act.connect(self._your_turn)
        self.controller.events.connect(self._log_events)
        self.scene.hint.connect(self._say)
        self._build_menus()
        self.retranslate()

    # --- menus -------------------------------------------------------------------------

    def _action(self, menu: object, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, self.ask_new_game,
                                       QKeySequence.StandardKey.New)
        self.restart_action = self._action(self.game_menu, self.controller.restart_deal,
                                           QKeySequence("Ctrl+R"))
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, self.close, QKeySequence.StandardKey.Quit)
        self.view_menu = bar.addMenu("")
        self.scores_action = self._action(self.view_menu, self.show_scores, QKeySequence("F2"))
        self.log_action = self.log_dock.toggleViewAction()
        self.log_action.setShortcut(QKeySequence("F3"))
        self.view_menu.addAction(self.log_action)
        self.last_trick_action = self._action(self.view_menu, self.show_last_trick,
                                              QKeySequence("F4"))
        self.settings_menu = bar.addMenu("")
        self.settings_action = self._action(self.settings_menu, self.edit_settings,
                                            QKeySequence.StandardKey.Preferences)
        self.statistics_action = self._action(self.settings_menu, self.show_statistics)
        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_rules,
                                         QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.help_menu, self._about)

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
        self.restart_action.setText(self.tr("&Restart the deal"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.scores_action.setText(self.tr("&Score sheet"))
        self.log_action.setText(self.tr("Game &log"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Preferences…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of the games"))
        self.about_action.setText(self.tr("&About histcards"))
        if self.status is not None:
            self.statusBar().showMessage(self.status())
        else:
            self.statusBar().clearMessage()

    def _retranslate_bubbles(self) -> None:
        """Say again, in the interface language, what each speech bubble shows: the seat's
        latest words of the deal."""
        match = self.controller.match
        deal_events = match.events[match.deal_event_start:]
        for seat in list(self.scene.bubbles):
            said = (self.controller.speak(e) for e in reversed(deal_events)
                    if e.get("seat") == seat)
            text = next((t for t in said if t), None)
            if text:
                self.scene.say(seat, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the match ---------------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        """Start a new match."""
        self.log.clear()
        self.status = None
        game = setup.game
        self.controller.label = lambda action: action_label(action, game)
        self.controller.speak = lambda event: bubble_text(event, game)
        self.controller.new_match(setup)
        self.retranslate()

    def ask_new_game(self) -> None:
        """Ask for a new match's set-up and start it."""
        from histcards.app.new_game import NewGameDialog

        current = self.controller.match.game.id if self.controller.match else None
        dialog = NewGameDialog(self, self.settings, current)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self._use_settings(dialog.updated_settings())
        self.start(dialog.match_setup())

    def _log_events(self, events: list) -> None:
        match = self.controller.match
        self.log.add_events(events, match.game.id, match.names)

    def _your_turn(self, seat: int) -> None:
        name = self.controller.match.names[seat]
        self._show_status(lambda: self.tr("{0} to play.").format(name))

    def _show_status(self, make: Callable[[], str]) -> None:
        """Show a lasting status message, made again after a change of language."""
        self.status = make
        self.statusBar().showMessage(make())

    def _say(self, text: str) -> None:
        """Show a passing message (a refusal, a hint) for a few seconds."""
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self.statusBar().clearMessage()

    def _match_over(self) -> None:
        from histcards.app.match_end import MatchEndDialog

        match = self.controller.match
        banks = list(match.ledger.banks) if match.ledger else None
        self._record_statistics()
        names = ", ".join(match.names[s] for s in match.winners)
        self._show_status(lambda: self.tr("The match is over. Winner: {0}").format(names))
        if not self.controller.human_seats():
            return
        dialog = MatchEndDialog(self, match.game.id, match.names, match.scores, banks,
                                match.winners, match.teams)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._match_end_closed)
        dialog.open()

    def _match_end_closed(self, result: int) -> None:
        from histcards.app.match_end import MatchEndDialog

        if result == MatchEndDialog.NEW_GAME:
            self.ask_new_game()

    def _record_statistics(self) -> None:
        if self.statistics is None:
            return
        match = self.controller.match
        for seat in self.controller.human_seats():
            result = match.ledger.banks[seat] if match.ledger else match.scores[seat]
            self.statistics.record_result(match.game.id, match.names[seat],
                                          seat in match.winners, result,
                                          match.game.id in LOWER_IS_BETTER)

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
        sheet.set_match(match.game.id, match.names, match.teams, match.events,
                        list(match.ledger.banks) if match.ledger else None, viewer)
        sheet.show()

    def show_last_trick(self) -> None:
        """Say which cards made the last trick, and who played them."""
        obs = self.controller.viewer_observation()
        last = obs.table.get("last_trick") if obs is not None else None
        if not last:
            self._say(self.tr("No trick has been taken yet."))
            return
        names = self.controller.match.names
        cards = ", ".join(self.tr("{0} ({1})").format(card_text(parse_card(e["card"])),
                                                       names[e["seat"]]) for e in last)
        self._say(self.tr("Last trick: {0}").format(cards))

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
        if self.store is not None:
            self.store.save(settings)
        if language_changed and self.translations is not None:
            self.translations.apply(settings.language)

    def show_statistics(self) -> None:
        """Open the statistics of every game."""
        from histcards.app.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self, self.statistics or StatisticsStore())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_rules(self) -> None:
        """Open the rules browser on the game being played."""
        from histcards.app.i18n import interface_language
        from histcards.app.rules_browser import RulesBrowser

        browser = RulesBrowser(self, interface_language())
        if self.controller.match is not None:
            browser.show_game(self.controller.match.game.id)
        browser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        browser.show()

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About histcards"),
                          self.tr("histcards {0}: Hoc Mazarin, Polignac, Homme d'Auvergne, "
                                  "Quarante de Roi and Poch.").format(__version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        if self.store is not None:
            geometry = bytes(self.saveGeometry().toBase64()).decode()
            self.store.save(replace(self.settings, window_geometry=geometry))
        super().closeEvent(event)

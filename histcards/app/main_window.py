"""The main window: the felt table with the Game, View, Settings and Help menus."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from histcards import __version__
from histcards.app.i18n import pick
from histcards.app.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.engine import GAMES
from histcards.storage import Settings, SettingsStore
from histcards.table.animation import Animator
from histcards.table.controller import Controller
from histcards.table.scene import TableScene
from histcards.table.view import TableView

GAME_ORDER = ("hoc", "polignac", "homme", "quarante", "poch")
DEFAULT_GAME = "polignac"
DEFAULT_PLAYERS = {"hoc": 3, "polignac": 4, "homme": 4, "quarante": 4, "poch": 4}
COMPUTER_NAMES = ("Anne", "Blaise", "César", "Diane", "Étienne", "Flore", "Gaspard", "Hélène")
"""Names of the computer players in a default match."""


def default_setup(game: str, settings: Settings, players: int | None = None,
                  human: bool = True, seed: int | None = None) -> MatchSetup:
    """A match of ``game`` with one human seat (seat 0, unless ``human`` is False) and
    computer players at the player's default level in the others."""
    count = players or settings.default_players.get(game) or DEFAULT_PLAYERS[game]
    level = settings.default_levels.get(game, "joueur")
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
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.store = store
        self.scene = TableScene(self.settings, self)
        self.animator = Animator(self.scene, self.settings.animation_speed,
                                 self.settings.trick_linger, self)
        self.view = TableView(self.scene, self.animator, self)
        self.panel = self.view.panel
        self.controller = Controller(self.scene, self.animator, self.panel, self.settings, self)
        self.setCentralWidget(self.view)
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        self.controller.refused.connect(self._say)
        self.controller.failed.connect(self._say)
        self.controller.match_over.connect(self._match_over)
        self.controller.human_to_act.connect(self._your_turn)
        self.scene.hint.connect(self._say)
        self._build_menus()
        self.retranslate()

    # --- menus -------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_menu = QMenu(self)
        self.new_actions = {}
        for game in GAME_ORDER:
            action = QAction(self)
            action.triggered.connect(lambda _=False, g=game: self.start(
                default_setup(g, self.settings)))
            self.new_menu.addAction(action)
            self.new_actions[game] = action
        self.game_menu.addMenu(self.new_menu)
        self.restart_action = QAction(self)
        self.restart_action.triggered.connect(self.controller.restart_deal)
        self.game_menu.addAction(self.restart_action)
        self.game_menu.addSeparator()
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self._rules)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("histcards"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_menu.setTitle(self.tr("&New match"))
        for game, action in self.new_actions.items():
            action.setText(pick(GAMES[game].names, game))
        self.restart_action.setText(self.tr("&Restart the deal"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of the games"))
        self.about_action.setText(self.tr("&About histcards"))
        if self.controller.match is not None:
            self.scene.set_labels(self.controller.seat_labels())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the match ---------------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        """Start a new match."""
        self.controller.new_match(setup)
        title = pick(GAMES[setup.game].names, setup.game)
        self.setWindowTitle(self.tr("{0} — histcards").format(title))

    def _your_turn(self, seat: int) -> None:
        self.statusBar().showMessage(self.tr("{0} to play.").format(
            self.controller.match.names[seat]))

    def _say(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text, 6000)
        else:
            self.statusBar().clearMessage()

    def _match_over(self) -> None:
        match = self.controller.match
        names = ", ".join(match.names[s] for s in match.winners)
        self.statusBar().showMessage(self.tr("The match is over. Winner: {0}").format(names))

    def _rules(self) -> None:
        from histcards.app.rules_browser import RulesBrowser

        browser = RulesBrowser(self)
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

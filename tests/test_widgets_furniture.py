"""The window's furniture: the toolbar (the menus' own actions), full screen, the toolbar
and the log panel as the player left them, felt swatches and the colour dialog, the card
backs' previews, statistics on the game played, and the About box."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication, QColorDialog, QToolButton

from histcards import __version__
from histcards.app.about import LICENCE, AboutDialog, game_sources, section_title
from histcards.app.i18n import Translations
from histcards.app.main_window import MainWindow
from histcards.app.rules_browser import RulesBrowser, page_title, read_page
from histcards.app.settings_dialog import FELTS, SettingsDialog
from histcards.app.statistics_dialog import StatisticsDialog
from histcards.engine import GAMES
from histcards.storage import Settings, SettingsStore, StatisticsStore
from histcards.table.cards_view import card_back_path, card_backs
from tests.table_driver import (
    activate,
    open_table,
    open_window,
    play_deal,
    settings_for_tests,
    wait_settled,
)
from tests.test_table_undo_hint import POLIGNAC, acts_again, decide, load_at

TOOLBAR = ("new_action", "undo_action", "hint_action", "last_trick_action", "rules_action")


def restarted(qtbot, store: SettingsStore) -> MainWindow:
    """A new window from the stored settings, shown, as ``histcards.app.main`` does at the
    next start."""
    stored, problem = store.load()
    assert problem is None
    window = MainWindow(stored, store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def tool_button(window: MainWindow, action_name: str) -> QToolButton:
    button = window.toolbar.widgetForAction(getattr(window, action_name))
    assert isinstance(button, QToolButton)
    return button


# --- the toolbar --------------------------------------------------------------------------


def test_the_toolbar_holds_the_menus_own_actions_with_icons_and_tooltips(qtbot) -> None:
    window = open_table(qtbot, "polignac", 4)
    actions = [getattr(window, name) for name in TOOLBAR]
    assert window.toolbar.actions() == actions
    in_menus = {a for menu in (window.game_menu, window.view_menu, window.help_menu)
                for a in menu.actions()}
    for action in actions:
        assert action in in_menus, action.text()
        assert not action.icon().isNull() and action.iconText()
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert key and f"({key})" in action.toolTip(), action.toolTip()
        button = window.toolbar.widgetForAction(action)
        assert button.isVisible() and button.accessibleName()
    assert window.toolbar.accessibleName()


def test_the_rules_button_opens_the_rules_of_the_game_played(qtbot) -> None:
    window = open_table(qtbot, "homme", 4)
    qtbot.mouseClick(tool_button(window, "rules_action"), Qt.MouseButton.LeftButton)
    browsers = [w for w in window.findChildren(RulesBrowser) if w.isVisible()]
    assert len(browsers) == 1 and browsers[0].current_page() == "homme"
    browsers[0].close()


def test_the_last_trick_button_shows_the_last_trick_as_the_menu_does(qtbot) -> None:
    window = open_table(qtbot, "quarante", 4, seed=3)
    wait_settled(qtbot, window)
    button = tool_button(window, "last_trick_action")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == "No trick has been taken yet."
    play_deal(qtbot, window, seed=3)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.scene.peek_shown()
    window.last_trick_action.trigger()  # the menu item puts it away, as the button would
    assert not window.scene.peek_shown()


def test_the_hint_button_asks_for_a_hint(qtbot) -> None:
    window = open_table(qtbot, "polignac", 4, seed=2)
    wait_settled(qtbot, window)
    hint = tool_button(window, "hint_action")
    assert hint.isEnabled() and window.hinter.available()
    with qtbot.waitSignal(window.hinter.shown, timeout=20000):
        qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage().startswith("Hint: ")


def test_the_undo_button_takes_back_the_last_decision(qtbot) -> None:
    window, record = load_at(qtbot, "polignac", 4, POLIGNAC,
                             lambda m: acts_again(m) is not None)
    undo = tool_button(window, "undo_action")
    assert not undo.isEnabled()
    decide(qtbot, window, acts_again(window.controller.match))
    wait_settled(qtbot, window)
    assert undo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    wait_settled(qtbot, window)
    assert window.controller.match.to_record() == record and not undo.isEnabled()


def test_the_new_button_asks_for_a_new_match(qtbot) -> None:
    from histcards.app.chooser import GameChooser

    window = open_table(qtbot, "polignac", 4)
    asked = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        asked.append(type(dialog))
        dialog.reject()

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(tool_button(window, "new_action"), Qt.MouseButton.LeftButton)
    assert asked == [GameChooser]


def test_the_toolbar_hidden_from_the_view_menu_stays_hidden_after_a_restart(
        qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    window = open_window(qtbot, store=store)
    assert window.toolbar.isVisible() and window.toolbar_action in window.view_menu.actions()
    window.toolbar_action.trigger()
    assert not window.toolbar.isVisible() and store.load()[0].show_toolbar is False
    window.close()
    again = restarted(qtbot, store)
    assert not again.toolbar.isVisible() and not again.toolbar_action.isChecked()
    again.toolbar_action.trigger()
    assert again.toolbar.isVisible() and store.load()[0].show_toolbar is True


# --- the log panel and full screen ----------------------------------------------------


def test_a_restart_restores_the_log_panel(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    window = open_window(qtbot, store=store)
    assert not window.log_dock.isVisible()
    window.log_action.trigger()
    assert window.log_dock.isVisible()
    window.close()  # closing the window hides the panel with it, which is no choice
    assert store.load()[0].show_log is True
    again = restarted(qtbot, store)
    assert again.log_dock.isVisible() and again.log_action.isChecked()
    again.log_dock.close()  # the panel's own close button
    assert store.load()[0].show_log is False
    assert not restarted(qtbot, store).log_dock.isVisible()


def test_full_screen_by_f11_is_kept_for_the_next_start_and_escape_leaves_it(
        qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    window = open_window(qtbot, store=store)
    assert QKeySequence("F11") in window.full_screen_action.shortcuts()
    assert window.full_screen_action in window.view_menu.actions()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    assert store.load()[0].full_screen is True
    window.close()
    again = restarted(qtbot, store)
    assert again.isFullScreen() and again.full_screen_action.isChecked()
    activate(qtbot, again)
    qtbot.keyClick(again.view, Qt.Key.Key_Escape)
    assert not again.isFullScreen() and not again.full_screen_action.isChecked()
    assert store.load()[0].full_screen is False


def test_leaving_full_screen_by_the_window_manager_is_followed(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    window = open_window(qtbot, store=store)
    window.full_screen_action.trigger()
    assert window.isFullScreen()
    window.setWindowState(Qt.WindowState.WindowNoState)
    assert not window.full_screen_action.isChecked()
    assert store.load()[0].full_screen is False


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(("toolbar_action", "log_action", "full_screen_action")),
                max_size=6))
def test_the_stored_settings_always_match_the_window(qtbot, tmp_path_factory, toggles) -> None:
    store = SettingsStore(tmp_path_factory.mktemp("settings"))
    window = open_window(qtbot, store=store)
    for name in toggles:
        getattr(window, name).trigger()
        stored = store.load()[0]
        assert (stored.show_toolbar, stored.show_log, stored.full_screen) == \
            (window.toolbar.isVisible(), window.log_dock.isVisible(), window.isFullScreen())
    shown = (window.toolbar.isVisible(), window.log_dock.isVisible(), window.isFullScreen())
    window.close()
    again = restarted(qtbot, store)
    assert (again.toolbar.isVisible(), again.log_dock.isVisible(), again.isFullScreen()) == \
        shown
    again.close()


# --- statistics ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [("homme", 4), ("hoc", 3), ("poch", 4)])
def test_statistics_open_on_the_game_played(qtbot, tmp_path: Path, game, players) -> None:
    statistics = StatisticsStore(tmp_path)
    statistics.record_result(game, "Anne", True, 12)
    window = open_table(qtbot, game, players, statistics=statistics)
    window.statistics_action.trigger()
    dialogs = [d for d in window.findChildren(StatisticsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    assert dialogs[0].game == game and dialogs[0].cells("Anne")[:2] == ["1", "1"]
    dialogs[0].close()


def test_statistics_without_a_match_open_on_the_first_game(qtbot, tmp_path: Path) -> None:
    dialog = StatisticsDialog(None, StatisticsStore(tmp_path), None)
    qtbot.addWidget(dialog)
    assert dialog.game == next(iter(GAMES))


# --- the felt and the card backs --------------------------------------------------------


def settings_dialog(qtbot, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


@pytest.mark.parametrize("index", range(len(FELTS)))
def test_a_felt_swatch_chooses_its_colour(qtbot, index) -> None:
    dialog = settings_dialog(qtbot, Settings(table_colour="#123456"))
    assert dialog.felt() is None and dialog.felt_name.text() == "Your own colour"
    assert dialog.felt_buttons.checkedButton() is None
    button = dialog.felt_buttons.button(index)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    colour, name = FELTS[index]
    assert dialog.settings().table_colour == colour
    assert button.isChecked() and dialog.felt_buttons.checkedButton() is button
    assert dialog.felt_name.text() == name and button.toolTip() == name
    assert name in button.accessibleName()


def test_another_colour_comes_from_the_colour_dialog(qtbot, monkeypatch) -> None:
    dialog = settings_dialog(qtbot, Settings())
    assert dialog.felt_buttons.button(0).isChecked() and dialog.felt_name.text() == FELTS[0][1]
    asked = []

    def answer(initial, parent, title, *options):
        asked.append(initial.name())
        return QColor(10, 20, 30)

    monkeypatch.setattr(QColorDialog, "getColor", answer)
    qtbot.mouseClick(dialog.other_colour, Qt.MouseButton.LeftButton)
    assert asked == [FELTS[0][0]]
    assert dialog.settings().table_colour == "#0a141e"
    assert dialog.felt_buttons.checkedButton() is None
    assert dialog.felt_name.text() == "Your own colour"
    assert not dialog.other_colour.icon().isNull()
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args: QColor())  # cancelled
    qtbot.mouseClick(dialog.other_colour, Qt.MouseButton.LeftButton)
    assert dialog.settings().table_colour == "#0a141e"


def test_no_colour_is_ever_typed(qtbot) -> None:
    from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit

    dialog = settings_dialog(qtbot, Settings(table_colour="#0a141e"))
    edits = [e for e in dialog.findChildren(QLineEdit)
             if e.isVisibleTo(dialog) and not isinstance(e.parent(), QAbstractSpinBox)]
    assert edits == [dialog.player_name]
    shown = [w.text() for w in dialog.findChildren(QToolButton)] + [dialog.other_colour.text(),
                                                                    dialog.felt_name.text()]
    assert not any("#" in text for text in shown)


def felt_pixel(window: MainWindow) -> QColor:
    view = window.view
    return view.grab().toImage().pixelColor(int(view.width() * 0.3), int(view.height() * 0.45))


def test_choosing_a_swatch_changes_the_felt_and_is_saved(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    window = open_table(qtbot, "polignac", 4, store=store)
    wait_settled(qtbot, window)
    before = felt_pixel(window)
    crimson = next(i for i, (_, name) in enumerate(FELTS) if name == "Crimson")

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        qtbot.mouseClick(dialog.felt_buttons.button(crimson), Qt.MouseButton.LeftButton)
        dialog.accept()

    QTimer.singleShot(0, choose)
    window.settings_action.trigger()
    assert window.settings.table_colour == FELTS[crimson][0]
    assert store.load()[0].table_colour == FELTS[crimson][0]
    after = felt_pixel(window)
    assert after != before and after.red() > after.green() and after.red() > after.blue()
    again = restarted(qtbot, store)
    assert again.scene.settings.table_colour == FELTS[crimson][0]


def test_at_least_four_backs_each_previewed(qtbot) -> None:
    backs = card_backs()
    assert len(backs) >= 4 and {"fleurdelise", "tarotee", "hermine", "grecque"} <= set(backs)
    dialog = settings_dialog(qtbot, Settings())
    images = []
    for row, name in enumerate(backs):
        item = dialog.backs.item(row)
        assert item.data(Qt.ItemDataRole.UserRole) == name
        assert item.text() and item.text() != name
        image = item.icon().pixmap(dialog.backs.iconSize()).toImage()
        assert not image.isNull()
        images.append(image)
    assert all(a != b for i, a in enumerate(images) for b in images[i + 1:])
    assert len({item.text() for item in (dialog.backs.item(r) for r in range(len(backs)))}) \
        == len(backs)


@pytest.mark.parametrize("back", ["hermine", "grecque"])
def test_a_new_back_is_chosen_and_drawn_on_the_table(qtbot, tmp_path: Path, back) -> None:
    store = SettingsStore(tmp_path)
    window = open_table(qtbot, "polignac", 4, store=store)
    dialog = settings_dialog(qtbot, window.settings)
    dialog.backs.setCurrentRow(card_backs().index(back))
    window._use_settings(dialog.settings())
    assert window.scene.art.back == card_back_path(back)
    assert store.load()[0].card_back == back


# --- the About box ------------------------------------------------------------------------


def plain(markdown: str) -> str:
    document = QTextDocument()
    document.setMarkdown(markdown)
    return document.toPlainText()


PAGES = [GAMES[game].info.rules_page for game in GAMES]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rules_page_names_its_sources(lang) -> None:
    for game in PAGES:
        page = read_page(lang, game)
        lines = page.splitlines()
        start = next(i for i, line in enumerate(lines)
                     if line.startswith("## ") and section_title(line) == "Sources")
        bullets = [line for line in lines[start + 1:] if line.startswith("- ")]
        assert game_sources(lang, game) == [b[2:] for b in bullets] and bullets, game


def test_the_about_box_gives_version_licence_credits_and_sources(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert __version__ in dialog.version.text()
    assert LICENCE == "GPL-3.0-or-later" and LICENCE in dialog.licence.toPlainText()
    assert "GNU General Public License" in dialog.licence.toPlainText()
    assert "EB Garamond" in dialog.credits.toPlainText()
    sources = dialog.sources.toPlainText()
    for game in PAGES:
        assert page_title(read_page("en", game)) in sources
        for entry in game_sources("en", game):
            assert plain(entry) in sources, entry
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == \
        ["&Licence", "&Credits", "Historical &sources"]


def test_the_about_box_speaks_french_with_the_french_sources(qtbot) -> None:
    window = open_window(qtbot, settings=settings_for_tests())
    window.about_action.trigger()
    dialogs = [d for d in window.findChildren(AboutDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    translations = Translations()
    try:
        translations.apply("fr")
        QApplication.processEvents()
        assert dialog.windowTitle() == "À propos de histcards"
        assert "Licence publique générale GNU" in dialog.licence.toPlainText()
        sources = dialog.sources.toPlainText()
        for game in PAGES:
            assert page_title(read_page("fr", game)) in sources
            for entry in game_sources("fr", game):
                assert plain(entry) in sources, entry
        assert window.toolbar.widgetForAction(window.new_action).text() == "Nouvelle partie"
    finally:
        translations.apply("en")
    QApplication.processEvents()
    assert dialog.windowTitle() == "About histcards"
    dialog.close()


# --- screenshots ----------------------------------------------------------------------------


def test_the_furniture_screenshots_are_taken_at_the_window_size(qapp, tmp_path: Path) -> None:
    import io

    from PySide6.QtGui import QImage

    from histcards.shots.furniture import shoot_furniture

    saved = shoot_furniture(tmp_path, qapp, io.StringIO(), (1024, 700))
    assert {p.name for p in saved} == {
        f"furniture-{name}-1024x700.png"
        for name in ("toolbar", "view-menu", "settings", "colour-dialog", "about-licence",
                     "about-credits", "about-sources")}
    for path in saved:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1024, 700), path.name

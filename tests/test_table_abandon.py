"""Never lose a match by accident: New, Open, Restart the deal and Quit ask before a match
in progress gives way, and keeping it (the default) loses nothing; a finished match, a
match not yet begun, or "Don't ask again" (stored in the settings, switched back on in
Settings → Preferences) go on without a question."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from histcards.app.chooser import Entry, GameChoice
from histcards.app.confirm import in_progress
from histcards.app.main_window import MainWindow
from histcards.app.settings_dialog import SettingsDialog
from histcards.engine import new_match
from histcards.storage import AutosaveStore, Settings, SettingsStore
from tests.table_driver import (
    WAIT_MS,
    open_table,
    open_window,
    seats_with_human,
    settings_for_tests,
    wait_settled,
)
from tests.test_table_saving import finishing_record, take_some

KEEP, GO_ON = "keep", "go on"


class Questions:
    """Answers the questions the window asks (keeping the match, or going on, perhaps
    with "Don't ask again" ticked) and remembers them."""

    def __init__(self, answer: str, never_again: bool = False) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answer, self.never_again = answer, never_again
        self.timer = QTimer()
        self.timer.timeout.connect(self._look)
        self.timer.start(10)

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        self.asked.append((box.text(), box.informativeText()))
        assert box.defaultButton() is box.escapeButton(), "keeping the match is the default"
        assert box.defaultButton().text() == "&Keep playing"
        if self.never_again:
            box.checkBox().setChecked(True)
        if self.answer == KEEP:
            box.defaultButton().click()
        else:
            next(b for b in box.buttons() if b is not box.defaultButton()).click()

    def stop(self) -> None:
        self.timer.stop()


@pytest.fixture
def questions():
    made: list[Questions] = []

    def make(answer: str, never_again: bool = False) -> Questions:
        made.append(Questions(answer, never_again))
        return made[-1]

    yield make
    for asked in made:
        asked.stop()


def live_table(qtbot, **stores) -> MainWindow:
    """A window whose match is in progress: the human has taken a decision of the deal and
    is to act again."""
    window = open_table(qtbot, "quarante", 4, humans=(0,), seed=4, **stores)
    take_some(qtbot, window, 2)
    assert in_progress(window.controller.match)
    assert window.controller.human_seat_to_act() is not None
    return window


def finished_table(qtbot) -> MainWindow:
    record, seat, final = finishing_record()
    record["deals"][-1]["actions"].append(final)
    window = open_window(qtbot)
    window.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert window.controller.match.over
    return window


def new_match_chosen(window: MainWindow) -> None:
    window.ask_game = lambda: GameChoice(Entry("homme"))
    window.ask_new_game()


def open_saved(window: MainWindow, tmp_path) -> None:
    other = new_match("quarante", 4, seed=3)
    other.start_deal()
    path = tmp_path / "other.json"
    path.write_text(json.dumps(other.to_record()), encoding="utf-8")
    window.open_record(path)


def quit_window(window: MainWindow) -> None:
    window.quit_action.trigger()


def restart(window: MainWindow) -> None:
    window.restart_action.trigger()


ACTIONS: dict[str, Callable] = {
    "new": lambda window, tmp_path: new_match_chosen(window),
    "open": open_saved,
    "restart": lambda window, tmp_path: restart(window),
    "quit": lambda window, tmp_path: quit_window(window),
}
QUESTIONS = {
    "new": "Start a new match?",
    "open": "Open this saved match?",
    "restart": "Restart the deal?",
    "quit": "Quit histcards?",
}


def went_on(kind: str, window: MainWindow, before: dict) -> bool:
    """Whether the action took the place of the match ``before``."""
    match = window.controller.match
    if kind == "quit":
        return not window.isVisible()
    if kind == "restart":
        return len(match.to_record()["deals"][-1]["actions"]) < len(before["deals"][-1]["actions"])
    return match.to_record() != before


@pytest.mark.parametrize("kind", list(ACTIONS))
def test_keeping_the_match_loses_nothing(qtbot, tmp_path, questions, kind: str) -> None:
    window = live_table(qtbot)
    before = window.controller.match.to_record()
    asked = questions(KEEP)
    ACTIONS[kind](window, tmp_path)
    assert [text for text, _ in asked.asked] == [QUESTIONS[kind]]
    assert asked.asked[0][1].startswith("Quarante de Roi, deal 1.")
    assert window.isVisible() and window.controller.match.to_record() == before


@pytest.mark.parametrize("kind", list(ACTIONS))
def test_going_on_does_what_was_asked(qtbot, tmp_path, questions, kind: str) -> None:
    window = live_table(qtbot)
    before = window.controller.match.to_record()
    asked = questions(GO_ON)
    ACTIONS[kind](window, tmp_path)
    assert [text for text, _ in asked.asked] == [QUESTIONS[kind]]
    qtbot.waitUntil(lambda: went_on(kind, window, before), timeout=WAIT_MS)
    assert window.settings.confirm_abandon, "asked again next time"


@pytest.mark.parametrize("kind", ["new", "open", "quit"])
def test_a_finished_match_goes_without_a_question(qtbot, tmp_path, questions, kind: str) -> None:
    window = finished_table(qtbot)
    before = window.controller.match.to_record()
    asked = questions(KEEP)
    ACTIONS[kind](window, tmp_path)
    assert asked.asked == []
    assert went_on(kind, window, before)


def test_a_match_not_yet_begun_goes_without_a_question(qtbot, questions) -> None:
    window = open_table(qtbot, "hoc", 3, humans=(0, 1, 2), seed=2)
    assert window.controller.match.deals[-1].actions == []
    asked = questions(KEEP)
    new_match_chosen(window)
    assert asked.asked == [] and window.controller.match.game.id == "homme"


def test_a_restart_asks_only_once_the_deal_has_decisions(qtbot, questions) -> None:
    window = open_table(qtbot, "hoc", 3, humans=(0, 1, 2), seed=2)
    wait_settled(qtbot, window)
    assert window.controller.match.deals[-1].actions == []
    asked = questions(KEEP)
    restart(window)
    assert asked.asked == []


@pytest.mark.parametrize("kind", list(ACTIONS))
def test_dont_ask_again_is_kept_and_then_nothing_is_asked(
    qtbot, tmp_path, questions, kind: str
) -> None:
    store = SettingsStore(tmp_path)
    window = live_table(qtbot, store=store)
    first = questions(GO_ON, never_again=True)
    ACTIONS[kind](window, tmp_path)
    assert len(first.asked) == 1
    first.stop()
    assert store.load()[0].confirm_abandon is False
    assert window.settings.confirm_abandon is False
    if kind == "quit":
        return
    again = live_table(
        qtbot, settings=Settings(animation_speed=0.0, ai_delay=0.0, confirm_abandon=False)
    )
    before = again.controller.match.to_record()
    second = questions(KEEP)
    ACTIONS[kind](again, tmp_path)
    assert second.asked == []
    qtbot.waitUntil(lambda: went_on(kind, again, before), timeout=WAIT_MS)


def test_dont_ask_again_with_keep_playing_is_not_kept(qtbot, tmp_path, questions) -> None:
    window = live_table(qtbot)
    asked = questions(KEEP, never_again=True)
    restart(window)
    assert len(asked.asked) == 1 and window.settings.confirm_abandon


def test_preferences_turn_the_question_back_on(qtbot) -> None:
    dialog = SettingsDialog(None, Settings(confirm_abandon=False))
    qtbot.addWidget(dialog)
    assert not dialog.confirm_abandon.isChecked()
    assert dialog.confirm_abandon.text() == "As&k before abandoning a match in progress"
    dialog.confirm_abandon.setChecked(True)
    assert dialog.settings().confirm_abandon is True


class Spontaneous(QCloseEvent):
    """A close asked for by the window manager (its close button)."""

    def spontaneous(self) -> bool:
        return True


def test_the_window_managers_close_asks_and_the_programs_does_not(qtbot, questions) -> None:
    window = live_table(qtbot)
    asked = questions(KEEP)
    event = Spontaneous()
    window.closeEvent(event)
    assert not event.isAccepted() and [t for t, _ in asked.asked] == ["Quit histcards?"]
    assert window.isVisible()
    window.close()
    assert len(asked.asked) == 1 and not window.isVisible()


def test_quitting_says_whether_the_match_is_kept(qtbot, tmp_path, questions) -> None:
    saved = live_table(qtbot, autosave=AutosaveStore(tmp_path))
    asked = questions(KEEP)
    quit_window(saved)
    assert "you will be offered to resume it" in asked.asked[-1][1]
    unsaved = live_table(qtbot, settings=settings_for_tests())
    quit_window(unsaved)
    assert "will be lost" in asked.asked[-1][1]

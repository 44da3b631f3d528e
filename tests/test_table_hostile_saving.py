"""The window when saving fails (issue 20): a full disk or a read-only data folder while
autosaving, at the match's end, for the settings and the statistics, and odd files given
to Game → Open. The player is told in one sentence, the match goes on in memory, the
last good save is kept, and no exception escapes into Qt. Player names are plain text
everywhere, and a match that ends with everyone tied says so."""

from __future__ import annotations

import errno
import json
import os

import pytest
from PySide6.QtWidgets import QLabel

from histcards import storage
from histcards.app.statistics_dialog import StatisticsDialog
from histcards.engine import GAMES, Match, new_match
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import (
    AutosaveStore,
    Settings,
    SettingsStore,
    StatisticsStore,
)
from histcards.table.model import model_from_observation
from histcards.table.summary import standings_sheet
from histcards.table.wording import Words
from tests.table_driver import (
    WAIT_MS,
    open_table,
    open_window,
    seats_with_human,
    wait_settled,
)
from tests.test_table_saving import finishing_record, take_some, warnings


def failing(number: int):
    """A replacement for a store's method, or a file function, that fails as the system
    would."""
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(number, os.strerror(number))
    return fail


def one_sentence(text: str) -> bool:
    return "\n" not in text and text.endswith(".") and len(text) < 300


# --- autosave -------------------------------------------------------------------------------


@pytest.mark.parametrize("number", [errno.ENOSPC, errno.EROFS, errno.EISDIR])
def test_autosave_failing_is_told_once_and_the_match_goes_on(qtbot, tmp_path, monkeypatch,
                                                              number):
    store = AutosaveStore(tmp_path)
    window = open_table(qtbot, "homme", 4, seed=7, autosave=store)
    take_some(qtbot, window, 1)
    store.flush()
    last_good = (tmp_path / "autosave.json").read_bytes()
    # the writer thread appends each decision, or writes the file whole: both fail
    monkeypatch.setattr(storage, "append_lines", failing(number))
    monkeypatch.setattr(storage, "write_atomically", failing(number))
    take_some(qtbot, window, 3)
    store.flush()
    qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
    told = [text.split("\n")[0] for text in warnings(window)]
    assert len(told) == 1 and one_sentence(told[0]), told
    assert "could not be autosaved" in told[0] and "last save is kept" in told[0]
    assert (tmp_path / "autosave.json").read_bytes() == last_good, "the last good save"
    monkeypatch.undo()
    take_some(qtbot, window, 1)
    store.flush()
    qtbot.waitUntil(lambda: "autosaved again" in window.statusBar().currentMessage(),
                    timeout=WAIT_MS)
    assert store.load()[0].record == window.controller.match.to_record()


def test_a_name_that_cannot_be_written_is_told_not_left_silently_stale(qtbot, tmp_path):
    store = AutosaveStore(tmp_path)
    window = open_window(qtbot, autosave=store)
    seats = tuple(SeatSetup(name, HUMAN if s == 0 else COMPUTER, "novice")
                  for s, name in enumerate(["Anne\udcff", "B", "C", "D"]))
    window.start(MatchSetup("polignac", 4, {}, seats, 3))
    wait_settled(qtbot, window)
    store.flush()
    qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
    told = [text.split("\n")[0] for text in warnings(window)]
    assert len(told) == 1 and "could not be autosaved" in told[0]
    assert window.controller.match is not None


# --- the match's end --------------------------------------------------------------------------


def test_the_end_on_a_read_only_data_folder_is_shown_and_the_failures_told(qtbot, tmp_path,
                                                                            monkeypatch):
    record, seat, final = finishing_record()
    autosave, statistics = AutosaveStore(tmp_path), StatisticsStore(tmp_path)
    window = open_window(qtbot, autosave=autosave, statistics=statistics)
    window.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    monkeypatch.setattr(autosave.file, "delete", failing(errno.EROFS))
    monkeypatch.setattr(statistics, "save", failing(errno.EROFS))
    window.controller.submit(final)
    qtbot.waitUntil(lambda: window.controller.match.over, timeout=WAIT_MS)
    qtbot.waitUntil(window.scene.sheet.isVisible, timeout=WAIT_MS)
    told = [text.split("\n")[0] for text in warnings(window)]
    assert any("could not be added to the statistics" in t for t in told), told
    assert any("could not be removed from the autosave" in t for t in told), told
    assert all(one_sentence(t) for t in told)
    assert "The match is over" in window.statusBar().currentMessage()


# --- settings and statistics ------------------------------------------------------------------


def test_closing_with_settings_that_cannot_be_saved_prints_one_line(qtbot, tmp_path,
                                                                     monkeypatch, capsys):
    store = SettingsStore(tmp_path)
    window = open_table(qtbot, "polignac", 4, store=store)
    monkeypatch.setattr(store, "save", failing(errno.ENOSPC))
    window.close()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "settings could not be saved" in err
    assert "disk is full" in err and "Traceback" not in err


def test_preferences_that_cannot_be_saved_are_told_and_used(qtbot, tmp_path, monkeypatch):
    store = SettingsStore(tmp_path)
    window = open_table(qtbot, "polignac", 4, store=store)
    monkeypatch.setattr(store, "save", failing(errno.EACCES))
    window._use_settings(Settings(animation_speed=0.0, ai_delay=0.0, four_colour_suits=True))
    [told] = [text.split("\n")[0] for text in warnings(window)]
    assert "settings could not be saved" in told and "cannot be written to" in told
    assert window.settings.four_colour_suits


def test_a_reset_that_cannot_be_written_is_told_in_the_dialog(qtbot, tmp_path, monkeypatch):
    store = StatisticsStore(tmp_path)
    store.record_result("hoc", "Anne", True, 12)
    dialog = StatisticsDialog(None, store)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(store.file, "delete", failing(errno.EROFS))
    monkeypatch.setattr(dialog, "confirm", lambda question: True)
    dialog.ask_reset_all()
    assert dialog.problem.isVisibleTo(dialog)
    assert "could not be reset" in dialog.problem.text()
    assert store.load()[0]["hoc"]["Anne"].played == 1



@pytest.mark.parametrize("content", [
    '{"schema": "statistics", "version": 1, "data": ' + "[" * 5000 + "]" * 5000 + "}",
    '{"schema": "statistics", "version": 1, "data": {"polignac": {"Anne": '
    '{"played": 1, "won": 0, "best": "x"}}}}',
])
def test_the_statistics_dialog_on_a_damaged_file_says_so_and_shows_none(qtbot, tmp_path,
                                                                       content):
    """The dialog read a deeply nested file into a RecursionError; now the file is set
    aside and the dialog says so in one sentence."""
    store = StatisticsStore(tmp_path)
    store.file.path.write_text(content, encoding="utf-8")
    dialog = StatisticsDialog(None, store)
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog)
    assert "statistics.json" in dialog.problem.text()
    assert dialog.statistics == {}
    assert list(tmp_path.glob("statistics.json.corrupt-*"))

# --- Game → Open -----------------------------------------------------------------------------


@pytest.mark.parametrize("odd", ["fifo", "device", "deep", "huge", "numbers", "teams",
                                 "unprintable"])
def test_odd_record_files_are_refused_and_the_match_goes_on(qtbot, tmp_path, odd):
    window = open_table(qtbot, "polignac", 4, seed=3)
    wait_settled(qtbot, window)
    before = window.controller.match.to_record()
    path = tmp_path / "sent.json"
    good = {"format": "histcards-record/1", "game": "quarante", "players": 4,
            "deals": [{"seed": 1}]}
    if odd == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    elif odd == "device":
        path.symlink_to("/dev/zero")
    elif odd == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif odd == "huge":
        path.write_bytes(b"[" * (17 * 2**20))
    elif odd == "numbers":
        path.write_text(json.dumps(good)[:-1] + ', "seed": ' + "9" * 5000 + "}")
    elif odd == "teams":
        path.write_text(json.dumps(good | {"teams": [[0, 2], [1, 5]]}))
    else:  # Hoc's compound double deal so far on that its stakes cannot be written out
        path.write_text(json.dumps(good | {"game": "hoc", "players": 3,
                                           "options": {"double_compound": True},
                                           "start": {"carry": {"double": 14_300}}}))
    assert not window.open_record(path)
    [told] = warnings(window)
    assert "sent.json" in told.split("\n")[0] and one_sentence(told.split("\n")[0])
    assert window.controller.match.to_record() == before


# --- names as plain text ---------------------------------------------------------------------

MARKUP = "<img width=400 height=400>&<b>Bo</b>"


def test_names_are_plain_text_on_the_curtain_and_the_panel(qtbot):
    window = open_window(qtbot)
    seats = tuple(SeatSetup(name, HUMAN, "novice") for name in (MARKUP, "B", "C", "D"))
    window.start(MatchSetup("polignac", 4, {}, seats, 2))
    qtbot.waitUntil(window.curtain.isVisible, timeout=WAIT_MS)
    window.curtain.cover(MARKUP)
    curtain = window.curtain
    for label in (curtain.title, curtain.hint):
        assert MARKUP in label.text()
        assert label.textFormat().name == "PlainText"
        assert label.sizeHint().height() < 200, "no 400-pixel image grew the label"
    assert curtain.button.text().replace("&&", "&") == f"I am {MARKUP}: show my cards"
    assert window.panel.title.textFormat().name == "PlainText"


def test_the_standings_name_a_player_as_written(qapp):
    match = new_match("homme", 3, {}, names=[MARKUP, "B", "C"])
    table = model_from_observation(match.observation(0), 0)
    table.scores, table.winners, table.over = [5, 2, -1], (0,), True
    sheet = standings_sheet(Words(GAMES["homme"].info, match.names), table)
    assert sheet.title == f"The match is over: {MARKUP} wins!"
    assert sheet.rows[0].cells[1] == MARKUP


def test_every_label_of_a_pass_and_play_window_is_plain_text_or_fixed(qtbot):
    window = open_window(qtbot)
    seats = tuple(SeatSetup(name, HUMAN, "novice") for name in (MARKUP, "B", "C", "D"))
    window.start(MatchSetup("homme", 4, {}, seats, 2))
    qtbot.waitUntil(window.curtain.isVisible, timeout=WAIT_MS)
    window.curtain.lift()
    wait_settled(qtbot, window)
    for label in window.findChildren(QLabel):
        if MARKUP in label.text():
            assert label.textFormat().name == "PlainText", label.objectName()


# --- everyone tied ---------------------------------------------------------------------------


def tied_record() -> tuple[dict, str]:
    """A Polignac record one decision before a deal that leaves every player on the same
    losing total (starting totals chosen so), and that decision: the last card of the
    last trick, the only one its player may play."""
    match = new_match("polignac", 4, {"all_tricks_bid": "off"}, seed=5)
    match.start_deal()
    while match.to_act is not None:
        match.apply(match.legal()[0])
    target = match.options["target"]
    record = match.to_record()
    record["start"] = {"scores": [target - points for points in match.deal_scores]}
    final = record["deals"][-1]["actions"].pop()
    return record, final


def test_a_match_where_everyone_ties_says_so(qtbot):
    record, final = tied_record()
    window = open_window(qtbot)
    window.load(record, [SeatSetup(n, COMPUTER, "novice") for n in "ABCD"])
    qtbot.waitUntil(lambda: window.controller.match.over, timeout=WAIT_MS)
    match = window.controller.match
    assert match.winners == [] and len(set(match.scores)) == 1
    assert str(match.to_record()["deals"][-1]["actions"][-1]) == final
    status = window.statusBar().currentMessage()
    assert status == "The match is over: everyone ties, so nobody wins."
    assert window.scene.sheet.sheet.title.startswith("Deal ")
    window.controller.show_match_end(standings=True)
    assert window.scene.sheet.sheet.title == "The match is over: everyone ties, so nobody wins."
    assert [row.cells[0] for row in window.scene.sheet.sheet.rows] == ["1"] * 4
    assert Match.from_record(match.to_record()).winners == []

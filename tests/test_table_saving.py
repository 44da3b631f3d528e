"""Saved games: the match autosaves after every deal and decision and resumes at the
exact position in a new window (also mid-deal on a computer's turn), a corrupt or
unreplayable autosave is set aside with one sentence, record files round-trip through
Save as / Open and a bad one is refused with the engine's words; at the match's end the
autosave goes and the statistics come."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from histcards.app.chooser import Entry, GameChoice
from histcards.app.main_window import MainWindow
from histcards.engine import Match, new_match
from histcards.engine.report import state_report
from histcards.match_setup import HUMAN, SeatSetup
from histcards.storage import AutosaveStore, SavedMatch, Settings, StatisticsStore
from tests.table_driver import (
    NAMES,
    WAIT_MS,
    choose,
    open_table,
    open_window,
    record_where,
    seats_with_human,
    take,
    wait_settled,
)


def never(saved: SavedMatch) -> bool:
    raise AssertionError("the player was asked to resume a match that is not there")


def never_chosen() -> GameChoice | None:
    raise AssertionError("the player was asked to choose a game while resuming")


def warnings(window: MainWindow) -> list[str]:
    """The texts of the warnings the window shows, each with its technical detail."""
    return [f"{box.text()}\n{box.detailedText()}"
            for box in window.findChildren(QMessageBox) if box.isVisible()]


def take_some(qtbot, window: MainWindow, count: int, check=None) -> None:
    """Let the human seat take ``count`` decisions (any legal ones), calling ``check``
    after each once the table has caught up."""
    rng = random.Random(count)
    controller = window.controller
    for _ in range(count):
        wait_settled(qtbot, window)
        if check is not None:
            check()
        before = len(controller.match.deals[-1].actions)
        take(qtbot, window, choose(controller.match.legal(), rng))
        qtbot.waitUntil(lambda b=before: len(controller.match.deals[-1].actions) > b,
                        timeout=WAIT_MS)
    wait_settled(qtbot, window)


def test_every_decision_is_autosaved_and_a_new_window_resumes_it_exactly(qtbot, tmp_path):
    store = AutosaveStore(tmp_path)
    window = open_table(qtbot, "quarante", 4, seed=4, autosave=store)

    def saved_is_current() -> None:
        saved, problem = store.load()
        assert problem is None
        assert saved.record == window.controller.match.to_record()
        assert [SeatSetup.from_json(s) for s in saved.seats] == \
            window.controller.given_seats()

    take_some(qtbot, window, 4, saved_is_current)
    saved_is_current()
    old, viewer = window.controller.match, window.controller.viewer
    report, hand = state_report(old), old.hand(viewer)
    window.close()

    again = open_window(qtbot, autosave=store)
    asked = []
    again.ask_resume = lambda saved: asked.append(saved) or True
    again.ask_game = never_chosen
    again.start_up()
    assert [saved.record for saved in asked] == [old.to_record()]
    match = again.controller.match
    assert state_report(match) == report
    assert again.controller.viewer == viewer and match.hand(viewer) == hand
    wait_settled(qtbot, again)
    assert sorted(again.scene.model.hands[viewer]) == sorted(hand)
    assert again.log.texts(), "the log tells the match so far"


def test_a_match_saved_on_a_computers_turn_resumes_with_the_computer(qtbot, tmp_path):
    record, seat = record_where("homme", 4, {}, lambda m: len(m.deals[-1].actions) == 5)
    human = (seat + 1) % 4
    seats = seats_with_human(record, human)
    store = AutosaveStore(tmp_path)
    store.save(SavedMatch(record, tuple(s.to_json() for s in seats)))
    window = open_window(qtbot, autosave=store)
    window.ask_resume = lambda saved: True
    window.ask_game = never_chosen
    window.start_up()
    controller = window.controller
    assert state_report(controller.match) == state_report(Match.from_record(record))
    assert not controller.seats[controller.match.to_act].is_human
    qtbot.waitUntil(lambda: len(controller.match.deals[-1].actions) > 5, timeout=WAIT_MS)
    assert store.load()[0].record["deals"][-1]["actions"][:5] == \
        record["deals"][-1]["actions"]


def test_the_resume_question_names_the_match_and_resumes_by_default(qtbot):
    window = open_window(qtbot)
    seen = []

    def answer() -> None:
        box = next(b for b in window.findChildren(QMessageBox) if b.isVisible())
        seen.append((box.text(), box.informativeText()))
        box.defaultButton().click()

    QTimer.singleShot(0, answer)
    assert window.ask_resume(SavedMatch({"game": "polignac", "deals": [{}, {}]}, ()))
    assert seen == [("Resume the match in progress?", "Polignac, deal 2.")]


def test_declining_to_resume_starts_the_match_chosen(qtbot, tmp_path):
    store = AutosaveStore(tmp_path)
    record, _seat = record_where("polignac", 4, {}, lambda m: len(m.deals[-1].actions) == 3)
    store.save(SavedMatch(record, ()))
    window = open_window(qtbot, autosave=store)
    window.ask_resume = lambda saved: False
    window.ask_game = lambda: GameChoice(Entry("homme"))
    window.start_up()
    assert window.controller.match.game.id == "homme"
    assert store.load()[0].record["game"] == "homme"


def test_declining_to_resume_and_choosing_no_game_keeps_the_autosave(qtbot, tmp_path):
    store = AutosaveStore(tmp_path)
    record, _seat = record_where("polignac", 4, {}, lambda m: len(m.deals[-1].actions) == 3)
    store.save(SavedMatch(record, ()))
    window = open_window(qtbot, autosave=store)
    window.ask_resume = lambda saved: False
    window.ask_game = lambda: None
    window.start_up()
    assert window.controller.match is None
    assert "Game → New match" in window.statusBar().currentMessage()
    assert store.load()[0].record == record, "offered again next time"


def test_a_corrupt_autosave_is_set_aside_with_one_sentence(qtbot, tmp_path):
    (tmp_path / "autosave.json").write_text('{"schema": "autosave", "vers', encoding="utf-8")
    window = open_window(qtbot, autosave=AutosaveStore(tmp_path))
    window.ask_resume = never
    window.ask_game = lambda: GameChoice(Entry("polignac"))
    window.start_up()
    [message] = warnings(window)
    sentence, _detail = message.split("\n", 1)
    assert "could not be read" in sentence and sentence.count(". ") == 0
    assert [p.name.split("-")[0] for p in tmp_path.glob("autosave.json.corrupt-*")] == \
        ["autosave.json.corrupt"]
    assert window.controller.match.game.id == "polignac"


def test_an_autosave_that_cannot_be_replayed_is_set_aside(qtbot, tmp_path):
    record, _seat = record_where("polignac", 4, {}, lambda m: len(m.deals[-1].actions) == 3)
    record["deals"][-1]["actions"].append("play ZZ")
    store = AutosaveStore(tmp_path)
    store.save(SavedMatch(record, ()))
    window = open_window(qtbot, autosave=store)
    window.ask_resume = lambda saved: True
    window.ask_game = lambda: GameChoice(Entry("quarante"))
    window.start_up()
    [message] = warnings(window)
    assert "ZZ" in message and "kept as autosave.json.corrupt-" in message
    assert window.controller.match.game.id == "quarante"


def test_save_as_and_open_round_trip(qtbot, tmp_path):
    window = open_table(qtbot, "homme", 4, seed=7)
    take_some(qtbot, window, 2)
    path = tmp_path / "sent.json"
    assert window.save_record(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record == window.controller.match.to_record()
    assert record["format"] == "histcards-record/1"

    other = open_window(qtbot, settings=Settings(animation_speed=0.0, ai_delay=0.0,
                                                 player_name=NAMES[2]))
    assert other.open_record(path)
    controller = other.controller
    assert state_report(controller.match) == state_report(window.controller.match)
    humans = [s.name for s in controller.given_seats() if s.kind == HUMAN]
    assert humans == [NAMES[2]], "the player sits where his name is"


def test_a_bad_record_is_refused_with_the_engines_words_and_nothing_is_lost(qtbot, tmp_path):
    window = open_table(qtbot, "polignac", 4, seed=3)
    wait_settled(qtbot, window)
    before = window.controller.match.to_record()
    good = new_match("polignac", 4, seed=1)
    good.start_deal()
    bad_action = good.to_record()
    bad_action["deals"][0]["actions"] = ["play ZZ"]
    cases = {
        "garbage.json": ("\x00 not json", "not a deal record"),
        "format.json": (json.dumps({"format": "other/1", "game": "hoc"}),
                        "not a histcards record"),
        "action.json": (json.dumps(bad_action), "deal 0, action 0: 'play ZZ'"),
    }
    for name, (content, words) in cases.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        assert not window.open_record(path)
        assert any(words in text and name in text for text in warnings(window)), name
        assert window.controller.match.to_record() == before
    assert not window.open_record(tmp_path / "missing.json")


def finishing_record(seed: int = 2) -> tuple[dict, int, str]:
    """A Polignac match played out at random but for its very last decision: its record,
    the seat that takes that decision and the decision."""
    rng = random.Random(seed)
    match = new_match("polignac", 4, {"target": 20, "all_tricks_bid": "off"}, seed=seed)
    while True:
        if match.to_act is None:
            match.start_deal()
            continue
        action = rng.choice(match.legal())
        ending = match.clone()
        ending.apply(action)
        if ending.over:
            return match.to_record(), match.to_act, str(action)
        match.apply(action)


def test_the_matchs_end_clears_the_autosave_and_counts_in_the_statistics(qtbot, tmp_path):
    record, seat, final = finishing_record()
    autosave, statistics = AutosaveStore(tmp_path), StatisticsStore(tmp_path)
    window = open_window(qtbot, autosave=autosave, statistics=statistics)
    window.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert autosave.load()[0] is not None
    window.controller.submit(final)
    qtbot.waitUntil(lambda: window.controller.match.over, timeout=WAIT_MS)
    wait_settled(qtbot, window)
    match = window.controller.match
    assert autosave.load() == (None, None)
    name = match.names[seat]
    record_of = statistics.load()[0]["polignac"][name]
    assert (record_of.played, record_of.won) == (1, int(seat in match.winners))
    assert record_of.best == match.scores[seat]
    window.controller.refresh()
    assert statistics.load()[0]["polignac"][name].played == 1, "counted once"


def test_a_finished_match_opened_again_is_not_counted(qtbot, tmp_path):
    record, _seat, final = finishing_record()
    record["deals"][-1]["actions"].append(final)
    statistics = StatisticsStore(tmp_path)
    window = open_window(qtbot, statistics=statistics)
    path = tmp_path / "done.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert window.open_record(path)
    assert window.controller.match.over
    assert statistics.load() == ({}, None)


def test_unreadable_statistics_are_set_aside_at_the_matchs_end(qtbot, tmp_path):
    (tmp_path / "statistics.json").write_text("[1, 2", encoding="utf-8")
    record, seat, final = finishing_record()
    statistics = StatisticsStore(tmp_path)
    window = open_window(qtbot, statistics=statistics)
    window.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    window.controller.submit(final)
    qtbot.waitUntil(lambda: window.controller.match.over, timeout=WAIT_MS)
    assert any("statistics.json.corrupt-" in text for text in warnings(window))
    assert statistics.load()[0]["polignac"][window.controller.match.names[seat]].played == 1

"""Guided first deals (``histcards.table.lesson``): each game's lesson is a deal record
``histcards replay`` accepts and a script whose lines fall on the player's decisions;
played through the real table, the computers follow the record, the coach says the
script's line at each step, and the deal ends as the record does. A move off the script
is refused with the lesson's move highlighted, until the player chooses to play on freely.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from histcards.ai.base import Budget
from histcards.engine import GAMES, Match
from histcards.engine.actions import Action
from histcards.engine.report import state_report
from histcards.table.hint import HintMarker
from histcards.table.lesson import (
    LessonError,
    ScriptedBot,
    lesson_games,
    player_decisions,
    read_lesson,
)
from histcards.table.wording import game_name, translated
from tests.scenario import replay_file
from tests.table_driver import WAIT_MS, open_window, take, wait_settled

ROOT = Path(__file__).resolve().parents[1]


def test_every_game_has_a_lesson() -> None:
    assert lesson_games() == list(GAMES)


@pytest.mark.parametrize("game", lesson_games())
def test_a_lesson_is_a_record_histcards_replay_plays_to_the_end_of_its_deal(game) -> None:
    path = ROOT / "resources" / "lessons" / f"{game}.json"
    done = replay_file(path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == game and report["phase"] == "between_deals"
    assert any(event["type"] == "deal_end" for event in report["events"])


@pytest.mark.parametrize("game", lesson_games())
def test_a_lessons_script_speaks_at_the_players_decisions(game) -> None:
    lesson = read_lesson(game)
    decisions = player_decisions(lesson)
    assert set(lesson.steps) <= set(decisions)
    assert len(lesson.steps) >= 5, "a lesson walks through the game"
    assert decisions[0] in lesson.steps, "the player is told what to do at his first decision"
    assert all(text.source.strip() for text in (lesson.intro, lesson.end, *lesson.steps.values()))


def test_a_script_out_of_step_is_refused(tmp_path, monkeypatch) -> None:
    source = ROOT / "resources" / "lessons"
    for name in ("homme.json", "homme.coach.json"):
        (tmp_path / name).write_bytes((source / name).read_bytes())
    script = json.loads((tmp_path / "homme.coach.json").read_text(encoding="utf-8"))
    script["steps"].append({"at": 2, "say": "Blaise decides here, not you."})
    (tmp_path / "homme.coach.json").write_text(json.dumps(script), encoding="utf-8")
    monkeypatch.setattr(
        "histcards.table.lesson.resource_path", lambda *parts: tmp_path.joinpath(*parts[1:])
    )
    with pytest.raises(LessonError, match="decision 2"):
        read_lesson("homme")
    (tmp_path / "homme.coach.json").write_text("{}", encoding="utf-8")
    with pytest.raises(LessonError):
        read_lesson("homme")


def lesson_window(qtbot, game: str):
    window = open_window(qtbot)
    window.adviser.budget = lambda: Budget(iterations=2)
    assert window.start_lesson(game)
    return window


@pytest.mark.parametrize("game", lesson_games())
def test_a_guided_deal_plays_to_its_end_with_the_script_in_step(qtbot, game) -> None:
    window = lesson_window(qtbot, game)
    lesson = read_lesson(game)
    controller = window.controller
    assert window.coach_dock.isVisible() and window.coach.active
    first = True
    while True:
        wait_settled(qtbot, window)
        match = controller.match
        if match.to_act is None:
            break
        assert match.to_act == lesson.seat, "the computers follow the record"
        index = len(match.deals[-1].actions)
        expected = lesson.expected(index)
        said = window.coach.text()
        if first:
            assert translated(lesson.intro) in said
            first = False
        if index in lesson.steps:
            assert translated(lesson.steps[index]) in said
        assert controller.label(expected) in said
        take(qtbot, window, expected)
        qtbot.waitUntil(
            lambda i=index: len(controller.match.deals[-1].actions) > i, timeout=WAIT_MS
        )
    wait_settled(qtbot, window)
    played = controller.match.to_record()
    assert played["deals"][0]["actions"] == list(lesson.actions)
    expected = {**lesson.record, "names": played["names"]}  # the player's name in his seat
    assert state_report(controller.match) == state_report(Match.from_record(expected))
    assert translated(lesson.end) in window.coach.text()
    assert not window.lesson.following
    assert not any(isinstance(seat.bot, ScriptedBot) for seat in controller.seats)


def test_a_move_off_the_script_is_refused_until_the_player_plays_on_freely(qtbot) -> None:
    window = lesson_window(qtbot, "polignac")
    controller = window.controller
    wait_settled(qtbot, window)
    assert window.lesson.expected() == Action.parse("pass")
    assert not controller.submit("capot")
    assert "This lesson's move" in window.statusBar().currentMessage()
    assert "not the lesson's move" in window.coach.text()
    assert window.hinter.button is window.panel.select(Action.parse("pass"))
    assert window.coach.free_button.isVisible()
    window.coach.free_button.click()
    assert not window.lesson.following and controller.vet is None
    assert not window.coach.free_button.isVisible()
    assert not any(isinstance(seat.bot, ScriptedBot) for seat in controller.seats)
    assert controller.submit("capot")


def test_the_refusal_goes_from_the_status_line_once_the_lessons_move_is_taken(qtbot) -> None:
    window = lesson_window(qtbot, "polignac")
    controller = window.controller
    wait_settled(qtbot, window)
    assert not controller.submit("capot")
    refusal = window.statusBar().currentMessage()
    assert "This lesson's move" in refusal
    assert controller.submit("pass")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != refusal, timeout=2000)
    wait_settled(qtbot, window)
    assert "This lesson's move" not in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage() == controller.status_text()


def test_a_notice_outlives_a_change_of_position(qtbot, tmp_path) -> None:
    window = lesson_window(qtbot, "polignac")
    controller = window.controller
    wait_settled(qtbot, window)
    assert window.save_record(tmp_path / "saved.json")
    notice = window.statusBar().currentMessage()
    assert notice == "Saved as saved.json."
    assert controller.submit("pass")
    qtbot.waitUntil(lambda: window.lesson.index() > 0, timeout=WAIT_MS)
    assert window.statusBar().currentMessage() == notice


def test_the_hint_in_a_lesson_shows_the_lessons_move(qtbot) -> None:
    window = lesson_window(qtbot, "quarante")
    wait_settled(qtbot, window)
    window.ask_hint()
    expected = window.lesson.expected()
    assert window.hinter.action == expected
    item = window.scene.card_item(expected.card)
    assert any(isinstance(child, HintMarker) for child in item.childItems())


def test_undo_in_a_lesson_keeps_the_script(qtbot) -> None:
    # Homme d'Auvergne's lesson: showing the King (decision 6) leaves the player to act.
    window = lesson_window(qtbot, "homme")
    controller = window.controller
    while window.lesson.index() <= 6:
        wait_settled(qtbot, window)
        index = window.lesson.index()
        take(qtbot, window, window.lesson.expected())
        qtbot.waitUntil(lambda i=index: window.lesson.index() > i, timeout=WAIT_MS)
    wait_settled(qtbot, window)
    assert controller.can_undo()
    window.undo()
    wait_settled(qtbot, window)
    assert window.lesson.index() == 6
    assert window.lesson.following and controller.vet is not None
    assert all(isinstance(seat.bot, ScriptedBot) for seat in controller.seats if not seat.is_human)
    assert str(window.lesson.expected()) == "show KC"
    assert translated(read_lesson("homme").steps[6]) in window.coach.text()


def test_help_offers_each_lesson_and_a_new_match_leaves_it(qtbot) -> None:
    from histcards.app.main_window import default_setup

    window = open_window(qtbot)
    window.learn_menu.aboutToShow.emit()  # the menu is filled when opened
    assert [action.text() for action in window.learn_menu.actions()] == [
        f"{game_name(game)}: a guided deal" for game in lesson_games()]
    assert list(window.learn_actions) == lesson_games()
    window.learn_actions["poch"].trigger()
    assert window.lesson.active and window.controller.match.game.id == "poch"
    window.start(default_setup("hoc", window.settings, 3, seed=2))
    assert not window.lesson.active and window.controller.vet is None


@pytest.mark.parametrize("game", ["quarante", "hoc"])
def test_a_lesson_speaks_french(qtbot, game) -> None:
    from histcards.app.i18n import Translations
    from tests.translation import ENGLISH_WORDS, words

    translations = Translations()
    translations.apply("fr")
    try:
        window = lesson_window(qtbot, game)
        wait_settled(qtbot, window)
        said = window.coach.text()
        assert "Leçon" in said and not words(said) & ENGLISH_WORDS, said
    finally:
        translations.apply("en")

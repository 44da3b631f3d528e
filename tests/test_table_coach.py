"""The coach at the table (``histcards.app.coach_view``): it speaks at every decision of the
player — the phase, the open choices, why the others are closed, the master computer's
advice and why — and after each trick, run or stake; it never names a card the player
could not see; it is on for a first match of a game and off after, unless switched."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest
from PySide6.QtCore import QCoreApplication

from histcards.ai.base import Budget
from histcards.cards import CARD_NAMES, parse_card
from histcards.engine import GAMES
from histcards.engine import events as ev
from histcards.engine.observation import Observation
from histcards.storage import Settings, StatisticsStore
from histcards.table.coaching import CoachWords
from histcards.table.wording import card_text, the_card, translated
from tests.table_driver import (
    WAIT_MS,
    choose,
    open_table,
    open_window,
    settings_for_tests,
    take,
    wait_settled,
)

QUICK = Budget(iterations=2)
"""The master computer's thinking in these tests: two imagined deals."""


def coached(qtbot, game: str, seed: int = 1, options: dict | None = None, **stores):
    """A window whose coach speaks, thinking quickly, on a new match of ``game``."""
    settings = dataclasses.replace(settings_for_tests(), coach="on")
    window = open_table(
        qtbot,
        game,
        GAMES[game].info.usual_players,
        options,
        humans=(0,),
        seed=seed,
        settings=settings,
        **stores,
    )
    window.adviser.budget = lambda: QUICK
    return window


def seen_cards(observation: Observation) -> set[int]:
    """The cards a seat has seen: its hand and every card some event or the table shows."""
    seen = set(observation.hand)

    def collect(value: object) -> None:
        if isinstance(value, str):
            with contextlib.suppress(ValueError):
                seen.add(parse_card(value))
        elif dataclasses.is_dataclass(value):  # before tuples: events are stored in tuples
            for field in dataclasses.fields(value):
                if field.name not in ("text", "bid"):
                    collect(getattr(value, field.name))
        elif isinstance(value, tuple | list):
            for item in value:
                collect(item)

    for event in observation.deal_events:
        collect(event)
    collect(list(observation.table.get("turnups", ())))
    return seen


def named_cards(text: str) -> set[int]:
    """The cards a text names, in the interface language."""
    lowered = text.lower()
    return {
        card
        for card in range(52)
        if the_card(card).lower() in lowered or card_text(card).lower() in lowered
    }


def wait_for_advice(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: window.adviser.current() is not None and window.coach.text().count("\n") > 2,
        timeout=WAIT_MS,
    )


@pytest.mark.parametrize("game", list(GAMES))
def test_the_coach_speaks_at_every_decision_of_a_deal_and_names_no_hidden_card(
    qtbot, game: str
) -> None:
    window = coached(qtbot, game, seed=4)
    controller = window.controller
    rng = random.Random(4)
    decisions = 0
    while True:
        wait_settled(qtbot, window)
        match = controller.match
        if match.over or match.to_act is None:
            break
        wait_for_advice(qtbot, window)
        observation = controller.human_observation()
        advice = window.adviser.current()
        said = window.coach.text()
        words = CoachWords(match.game.info, match.names, match.game.score_kind(match.options))
        name, about = (
            translated(text)
            for text in (
                GAMES[game].info.phase(match.phase).name,
                GAMES[game].info.phase(match.phase).help,
            )
        )
        assert name in said and about in said
        assert words.action(advice.action) in said
        assert all(line in said for line in words.said(advice))
        hidden = named_cards(said) - seen_cards(observation)
        assert not hidden, f"the coach named {[CARD_NAMES[c] for c in hidden]}: {said}"
        decisions += 1
        before = len(match.deals[-1].actions)
        take(qtbot, window, choose(match.legal(), rng))
        qtbot.waitUntil(
            lambda b=before: len(controller.match.deals[-1].actions) > b, timeout=WAIT_MS
        )
    assert decisions >= 1
    wait_settled(qtbot, window)
    told = window.coach.happened_lines()
    assert told and all(line in window.coach.text() for line in told)


def test_after_a_trick_the_coach_says_who_took_it_and_why(qtbot) -> None:
    window = coached(qtbot, "polignac", seed=2, options={"all_tricks_bid": "off"})
    controller = window.controller
    rng = random.Random(2)
    while not any(isinstance(e, ev.Trick) for e in controller.match.events):
        wait_settled(qtbot, window)
        take(qtbot, window, choose(controller.match.legal(), rng))
    wait_settled(qtbot, window)
    trick = next(e for e in controller.match.events if isinstance(e, ev.Trick))
    winner = controller.match.names[trick.winner]
    card = trick.cards[(trick.winner - trick.leader) % len(trick.cards)]
    line = next(line for line in window.coach.happened_lines() if line.startswith(winner))
    assert the_card(card) in line and "the highest card of" in line


def test_the_coach_is_on_for_a_first_match_and_off_after_unless_switched(qtbot, tmp_path) -> None:
    statistics = StatisticsStore(tmp_path)
    window = open_window(qtbot, statistics=statistics)
    window.adviser.budget = lambda: QUICK
    setup = _setup(window)
    window.start(setup)
    assert window.settings.coach == "auto"
    assert window.coach_dock.isVisible() and window.coach_action.isChecked()
    statistics.record_result("polignac", setup.seats[0].name, False, 20, True)
    window.start(setup)
    assert not window.coach_dock.isVisible() and not window.coach.active
    assert window.coach.text() == ""
    window.coach_action.trigger()
    assert window.settings.coach == "on" and window.coach_dock.isVisible()
    window.start(setup)
    assert window.coach_dock.isVisible()
    window.coach_action.trigger()
    assert window.settings.coach == "off" and not window.coach_dock.isVisible()
    statistics.reset()
    window.start(setup)
    assert not window.coach_dock.isVisible(), "switched off for good"


def _setup(window):
    from histcards.app.main_window import default_setup

    return default_setup("polignac", window.settings, 4, seed=3)


def test_the_hint_and_the_coach_think_once_and_agree(qtbot) -> None:
    window = coached(qtbot, "quarante", seed=3)
    wait_settled(qtbot, window)
    wait_for_advice(qtbot, window)
    advice = window.adviser.current()
    with qtbot.waitSignal(window.hinter.shown, timeout=WAIT_MS) as shown:
        window.ask_hint()
    assert shown.args[0] == advice.action


def test_the_coach_speaks_french(qtbot, french) -> None:
    from tests.translation import ENGLISH_WORDS, words

    window = coached(qtbot, "poch", seed=5)
    wait_settled(qtbot, window)
    wait_for_advice(qtbot, window)
    said = window.coach.text()
    assert said and not words(said) & ENGLISH_WORDS, said
    assert window.coach_dock.windowTitle() == QCoreApplication.translate("MainWindow", "Coach")


def test_a_closed_choice_is_explained_with_the_engines_reason(qtbot) -> None:
    # Polignac: a player holding the suit led must follow it; the coach says so.
    from tests.table_driver import record_where, seats_with_human

    record, seat = record_where(
        "polignac",
        4,
        {},
        lambda m: (
            m.phase == "play"
            and 0 < len([a for a in m.legal() if a.kind == "play"]) < len(m.hand(m.to_act))
        ),
    )
    window = coached(qtbot, "polignac")
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    wait_for_advice(qtbot, window)
    said = window.coach.text()
    assert "You must follow suit" in said or "You must trump" in said, said


def test_stale_advice_is_dropped_when_the_player_decides_first(qtbot) -> None:
    window = coached(qtbot, "homme", seed=6)
    wait_settled(qtbot, window)
    controller = window.controller
    match = controller.match
    seen = []
    window.adviser.ready.connect(seen.append)
    before = len(match.deals[-1].actions)
    take(qtbot, window, match.legal()[0])
    qtbot.waitUntil(lambda: len(controller.match.deals[-1].actions) > before, timeout=WAIT_MS)
    wait_settled(qtbot, window)
    window.adviser.pool.waitForDone()
    QCoreApplication.processEvents()
    legal = controller.match.legal() if controller.match.to_act is not None else []
    assert all(advice.action in legal for advice in seen)


@pytest.fixture
def french():
    from histcards.app.i18n import Translations

    translations = Translations()
    translations.apply("fr")
    yield translations
    translations.apply("en")


def test_settings_keep_the_coachs_switch(tmp_path) -> None:
    from histcards.storage import SettingsStore

    store = SettingsStore(tmp_path)
    store.save(Settings(coach="off"))
    assert store.load()[0].coach == "off"


def test_the_decisions_wrap_rather_than_clip_beside_the_coach_at_1024(qtbot) -> None:
    # Hoc Mazarin's sequence auction offers the widest row of controls.
    from tests.table_driver import record_where, seats_with_human

    record, seat = record_where(
        "hoc",
        3,
        {},
        lambda m: m.phase == "sequence" and any(a.kind == "declare" for a in m.legal()),
    )
    window = coached(qtbot, "hoc")
    window.resize(1024, 700)
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert window.coach_dock.isVisible()
    panel, viewport = window.panel, window.view.viewport()
    qtbot.waitUntil(
        lambda: panel.isVisible() and panel.room == viewport.width() - 20, timeout=WAIT_MS
    )
    one_row = sum(c.sizeHint().width() for c in panel.controls)
    assert one_row > viewport.width() - 20, "the test needs a row too wide for the table"
    assert len(panel.rows) >= 2
    assert panel.geometry().right() <= viewport.width()
    for control in panel.controls:
        assert control.width() >= control.sizeHint().width(), control
        corner = control.mapTo(window.view, control.rect().bottomRight())
        assert corner.x() <= viewport.width()

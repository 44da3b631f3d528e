"""A full deal of every game with a human seat played through the table (clicks on cards
and on the panel's buttons) against computer seats, at animation speed 0; the outcome is
checked against a replay of the match's record through the engine."""

from __future__ import annotations

import pytest

from histcards.engine import Match
from histcards.engine.report import state_report
from tests.table_driver import WAIT_MS, open_table, play_deal


def decisions_of(record: dict) -> list[tuple[int, str]]:
    """Who took each decision of the record's last deal, replayed through the engine."""
    actions = record["deals"][-1]["actions"]
    start = {**record, "deals": [*record["deals"][:-1],
                                 {**record["deals"][-1], "actions": []}]}
    match = Match.from_record(start)
    decisions = []
    for action in actions:
        decisions.append((match.to_act, action))
        match.apply(action)
    return decisions


DEALS = [
    ("polignac", 4, {}, 3),
    ("polignac", 4, {"leftover_method": "dealer_discard"}, 1),
    ("quarante", 4, {}, 2),
    ("homme", 4, {}, 4),
    ("homme", 3, {"pot": True}, 4),
    ("poch", 4, {}, 5),
    ("poch", 4, {"preset": "poque_1789"}, 6),
    ("hoc", 3, {}, 7),
]


@pytest.mark.parametrize(("game", "players", "options", "seed"), DEALS,
                         ids=[f"{d[0]}-{d[1]}p-{i}" for i, d in enumerate(DEALS)])
def test_a_human_plays_a_full_deal_through_the_table(qtbot, game, players, options, seed):
    window = open_table(qtbot, game, players, options, seed=seed)
    taken = play_deal(qtbot, window, seed)
    controller = window.controller
    match = controller.match
    assert match.to_act is None, "the deal did not end"
    assert taken, "the human seat took no decision"
    assert controller.errors == []

    record = match.to_record()
    humans = {s for s, seat in enumerate(controller.seats) if seat.is_human}
    assert len(humans) == 1
    assert [d for d in decisions_of(record) if d[0] in humans] == taken
    replayed = Match.from_record(record)
    assert state_report(replayed) == state_report(match)
    shown = window.scene.model
    assert shown.scores == list(replayed.scores)
    if replayed.ledger is not None:
        assert shown.banks == list(replayed.ledger.banks)
        assert shown.pools == dict(replayed.ledger.pools)
    assert sorted(shown.hands[controller.viewer]) == sorted(replayed.hand(controller.viewer))


def test_speech_bubbles_last_until_the_next_decision(qtbot):
    """Computers bid and play: after each decision's steps, the only bubbles up are that
    decision's own (an earlier seat's words are gone once another seat decided)."""
    window = open_table(qtbot, "polignac", 4, humans=(), seed=3)
    controller, scene = window.controller, window.scene
    last: list[list] = [[]]
    checked: list[bool] = []
    shown: list[int] = []

    def speakers(events: list) -> set[int]:
        speech = controller.words().speech
        return {seat for e in events if isinstance(seat := getattr(e, "seat", None), int)
                and speech(e)}

    def check() -> None:
        shown.append(len(scene.bubbles))
        checked.append(set(scene.bubbles) <= speakers(last[0]))

    controller.events.connect(lambda events: last.__setitem__(0, events))
    window.animator.idle.connect(check)
    qtbot.waitUntil(lambda: len(checked) >= 80, timeout=WAIT_MS)
    controller.shutdown()
    assert all(checked)
    assert max(shown) > 0

"""Undo at every kind of decision of every game, at every moment (issue 20): while the
decision's animations run, while the next computer thinks, and once it has decided. A
decision taken back is never applied again by itself, and no computer decision asked for
the old position is ever applied to the new one (the controller's generation counter)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.table.undo import known_cards
from tests.table_driver import (
    WAIT_MS,
    open_table,
    record_where,
    seats_with_human,
    wait_settled,
)

SPEED = 0.15
"""Animations short but present: a decision's steps are still running right after it."""

CASES = [
    ("polignac", 4, {}, "capot"),
    ("polignac", 4, {}, "pass"),
    ("polignac", 4, {}, "play"),
    ("polignac", 4, {"all_tricks_bid": "general"}, "general"),
    ("polignac", 5, {"leftover_method": "dealer_discard"}, "discard"),
    ("quarante", 4, {}, "play"),
    ("homme", 4, {}, "pass"),
    ("homme", 4, {}, "accept"),
    ("homme", 4, {}, "turn"),
    ("homme", 4, {}, "show"),
    ("homme", 4, {}, "play"),
    ("poch", 4, {}, "bet"),
    ("poch", 4, {}, "pass"),
    ("poch", 4, {}, "call"),
    ("poch", 4, {}, "raise"),
    ("poch", 4, {}, "fold"),
    ("poch", 4, {}, "allin"),
    ("poch", 4, {}, "play"),
    ("hoc", 3, {}, "declare"),
    ("hoc", 3, {}, "pass"),
    ("hoc", 3, {}, "raise"),
    ("hoc", 3, {}, "hold"),
    ("hoc", 3, {}, "good"),
    ("hoc", 3, {}, "without"),
    ("hoc", 3, {}, "play"),
]


class Gate:
    """Computer players that think until the gate opens, then take their first legal
    decision (the same on every run)."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.asked = 0

    def choose(self, observation, legal, rng, budget) -> Action:
        self.asked += 1
        self.open.wait(WAIT_MS / 1000)
        return legal[0]


def after(match: Match, action: Action) -> Match:
    twin = match.clone()
    twin.apply(action)
    return twin


def wanted_position(kind: str):
    """A position where the seat to act may take a decision of ``kind`` after which a
    computer (another seat) is to act in the same deal."""
    def test(match: Match) -> bool:
        return any(a.kind == kind and after(match, a).to_act not in (None, match.to_act)
                   for a in match.legal())
    return test


def drain(qtbot, window) -> None:
    """Let every answer already under way arrive: the worker finishes, its queued
    signal is delivered, the animations end."""
    window.controller.thinker.wait()
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=WAIT_MS)


@pytest.fixture
def gate(monkeypatch) -> Gate:
    gate = Gate()
    monkeypatch.setattr("histcards.table.seats.make_bot", lambda game, level: gate)
    return gate


def decisions(controller) -> int:
    return len(controller.match.deals[-1].actions)


@pytest.mark.parametrize(("game", "players", "options", "kind"), CASES,
                         ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_undo_at_every_moment_of_a_decision(qtbot, gate, game, players, options, kind):
    record, seat = record_where(game, players, options, wanted_position(kind))
    window = open_table(qtbot, game, players, options, humans=(), speed=SPEED)
    controller = window.controller
    controller.load(record, seats_with_human(record, seat))
    qtbot.waitUntil(lambda: controller.acting_human() == seat and not window.animator.busy,
                    timeout=WAIT_MS)
    before = decisions(controller)
    match = controller.match
    known = known_cards(match.observation(seat))
    action = next(a for a in match.legal()
                  if a.kind == kind and after(match, a).to_act not in (None, seat))

    # 1. While the decision's animations run.
    assert controller.submit(action)
    assert window.animator.busy, "the decision is being shown"
    allowed = controller.can_undo()
    window.undo_action.trigger()
    if allowed:
        assert controller.match.to_record() == record
        drain(qtbot, window)
        assert controller.match.to_record() == record, "the decision came back by itself"
        assert controller.acting_human() == seat

        # 2. While the next computer thinks.
        asked = gate.asked
        assert controller.submit(action)
        qtbot.waitUntil(lambda: gate.asked > asked, timeout=WAIT_MS)
        assert window.scene.thinking is not None
        asked = gate.asked
        assert controller.can_undo()
        window.undo_action.trigger()
        assert controller.match.to_record() == record
        gate.open.set()
        drain(qtbot, window)
        assert controller.match.to_record() == record, "a stale computer decision came"
        assert gate.asked == asked, "no computer was asked about the old position"
        assert controller.acting_human() == seat
        assert controller.submit(action)
    else:
        # The rule forbids it: the decision showed a card. Nothing is taken back.
        assert decisions(controller) == before + 1
        assert known_cards(controller.match.observation(seat)) - known

    # 3. Once a computer has decided, nothing can be taken back.
    gate.open.set()
    qtbot.waitUntil(lambda: decisions(controller) >= before + 2
                    or controller.match.to_act is None, timeout=WAIT_MS)
    wait_settled(qtbot, window)
    assert not controller.can_undo() and not controller.undo()
    assert controller.errors == []

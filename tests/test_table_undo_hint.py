"""Undo of the human's last decision in solo play (``histcards.table.undo``: allowed
while nothing new has been shown) and the hint (the master-level computer's suggestion,
highlighted on the card or the panel button)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import Qt

from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.report import state_report
from histcards.table.hint import HintMarker
from histcards.table.undo import known_cards
from tests.table_driver import (
    WAIT_MS,
    activate,
    open_table,
    record_where,
    seats_with_human,
    take,
    wait_settled,
)

POLIGNAC = {"all_tricks_bid": "off"}


def after(match: Match, action: Action) -> Match:
    twin = match.clone()
    twin.apply(action)
    return twin


def plays(match: Match) -> list[Action]:
    return [a for a in match.legal() if a.kind == "play"]


def acts_again(match: Match) -> Action | None:
    """A play after which the same seat is to act again in the same deal."""
    return next((a for a in plays(match) if after(match, a).to_act == match.to_act), None)


def load_at(qtbot, game: str, players: int, options: dict, test: Callable[[Match], bool],
            speed: float = 0.0):
    record, seat = record_where(game, players, options, test)
    window = open_table(qtbot, game, players, options, humans=(), speed=speed)
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert window.controller.human_seat_to_act() == seat
    return window, record


def decide(qtbot, window, action: Action) -> None:
    controller = window.controller
    before = len(controller.match.deals[-1].actions)
    take(qtbot, window, action)
    qtbot.waitUntil(lambda: len(controller.match.deals[-1].actions) > before
                    or controller.match.to_act is None, timeout=WAIT_MS)


# --- undo -----------------------------------------------------------------------------


def test_undo_takes_back_a_decision_that_showed_nothing_new(qtbot):
    window, record = load_at(qtbot, "polignac", 4, POLIGNAC,
                             lambda m: acts_again(m) is not None)
    controller = window.controller
    assert not controller.can_undo() and not window.undo_action.isEnabled()
    action = acts_again(controller.match)
    decide(qtbot, window, action)
    wait_settled(qtbot, window)
    assert controller.can_undo() and window.undo_action.isEnabled()
    activate(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_settled(qtbot, window)
    assert controller.match.to_record() == record
    assert state_report(controller.match) == state_report(Match.from_record(record))
    assert not controller.can_undo() and not window.undo_action.isEnabled()
    assert window.log.texts(), "the log tells the match up to the position"


def test_no_undo_once_a_computer_has_decided(qtbot):
    window, _record = load_at(qtbot, "polignac", 4, POLIGNAC,
                              lambda m: len(m.legal()) > 1 and not m.deals[-1].actions)
    controller = window.controller
    seat = controller.human_seat_to_act()
    action = next(a for a in plays(controller.match)
                  if after(controller.match, a).to_act != seat)
    decide(qtbot, window, action)
    wait_settled(qtbot, window)
    assert len(controller.match.deals[-1].actions) > 1
    assert not controller.can_undo() and not controller.undo()
    assert not window.undo_action.isEnabled()


def test_no_undo_across_the_end_of_a_deal(qtbot):
    def ends_the_deal(match: Match) -> bool:
        return any(after(match, a).to_act is None for a in match.legal())

    window, _record = load_at(qtbot, "polignac", 4, POLIGNAC, ends_the_deal)
    controller = window.controller
    action = next(a for a in controller.match.legal()
                  if after(controller.match, a).to_act is None)
    decide(qtbot, window, action)
    wait_settled(qtbot, window)
    assert controller.match.to_act is None
    assert not controller.can_undo()


def test_no_undo_after_a_card_was_turned_up(qtbot):
    window, _record = load_at(qtbot, "homme", 4, {},
                              lambda m: any(a.kind == "turn" for a in m.legal()))
    controller = window.controller
    seat = controller.human_seat_to_act()
    known = known_cards(controller.match.observation(seat))
    decide(qtbot, window, next(a for a in controller.match.legal() if a.kind == "turn"))
    wait_settled(qtbot, window)
    assert controller.human_seat_to_act() == seat, "the same player decides again"
    assert known_cards(controller.match.observation(seat)) - known, "a card was shown"
    assert not controller.can_undo()


def test_no_undo_in_pass_and_play(qtbot):
    window = open_table(qtbot, "polignac", 4, POLIGNAC, humans=(0, 2), seed=2)
    controller = window.controller
    wait_settled(qtbot, window)
    window.curtain.lift()
    decide(qtbot, window, plays(controller.match)[0])
    assert controller.undo_point is not None
    assert not controller.can_undo()


def test_undo_while_a_computer_thinks_forgets_its_decision(qtbot, monkeypatch):
    release = threading.Event()

    class Slow:
        def choose(self, observation, legal, rng, budget):
            release.wait(10)
            return legal[0]

    monkeypatch.setattr("histcards.table.seats.make_bot", lambda game, level: Slow())
    window, record = load_at(qtbot, "polignac", 4, POLIGNAC,
                             lambda m: m.to_act == 0 and not m.deals[-1].actions)
    controller = window.controller
    controller.submit(plays(controller.match)[0])
    assert window.scene.thinking is not None, "the next seat thinks"
    assert controller.can_undo() and controller.undo()
    release.set()
    controller.thinker.wait()
    qtbot.wait(50)
    assert controller.match.to_record() == record
    assert controller.human_seat_to_act() == 0


# --- hint -----------------------------------------------------------------------------


def test_a_hint_highlights_a_legal_card_and_enter_plays_it(qtbot):
    window, _record = load_at(qtbot, "polignac", 4, POLIGNAC,
                              lambda m: len(plays(m)) >= 3)
    controller = window.controller
    assert window.hint_action.isEnabled()
    window.ask_hint()
    assert window.hinter.thinking, "the window goes on while the hint is sought"
    with qtbot.waitSignal(window.hinter.shown, timeout=WAIT_MS) as shown:
        pass
    action = shown.args[0]
    assert action in controller.match.legal() and action.kind == "play"
    item = window.scene.card_item(action.card)
    assert any(isinstance(child, HintMarker) for child in item.childItems())
    assert window.scene.focused_card() == action.card
    assert controller.label(action) in window.statusBar().currentMessage()
    before = len(controller.match.deals[-1].actions)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.deals[-1].actions[before] == action
    assert not any(isinstance(child, HintMarker) for child in item.childItems())


def test_a_hint_highlights_a_panel_button(qtbot):
    window, _record = load_at(qtbot, "homme", 4, {},
                              lambda m: any(a.kind == "turn" for a in m.legal()))
    window.ask_hint()
    with qtbot.waitSignal(window.hinter.shown, timeout=WAIT_MS) as shown:
        pass
    action = shown.args[0]
    assert action in window.controller.match.legal() and action.kind != "play"
    button = window.hinter.button
    assert button is window.panel.select(action)
    assert button.property("hint") is True and button.hasFocus()


def test_no_hint_behind_the_curtain_or_on_a_computers_turn(qtbot):
    window = open_table(qtbot, "polignac", 4, POLIGNAC, humans=(0, 2), seed=2)
    wait_settled(qtbot, window)
    assert window.curtain.isVisible()
    assert not window.hint_action.isEnabled() and not window.hinter.request()
    window.curtain.lift()
    assert window.hint_action.isEnabled()

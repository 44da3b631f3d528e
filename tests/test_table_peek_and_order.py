"""The last-trick peek (View → Last trick, the L key, or a held pile of won tricks) and
the viewer's own order of his hand (drag to reorder, View → Sort the hand)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence

from histcards.cards import parse_card
from histcards.engine import Match, new_match
from histcards.engine.events import Play, RunStop, Trick
from histcards.table import scene as scene_module
from histcards.table.cards_view import LEGAL
from tests.table_driver import (
    WAIT_MS,
    card_point,
    choose,
    click_card,
    open_table,
    wait_settled,
)
from tests.test_table_controller import legal_plays, seats_with_human


def load_at(qtbot, game: str, players: int, options: dict, test: Callable[[Match], bool],
            seed: int = 0):
    """The table of a match of random, mostly quiet decisions (dealt on as its deals end)
    at the first decision where ``test`` holds, with a human in the seat to act."""
    rng = random.Random(seed)
    match = new_match(game, players, options, seed=seed)
    match.start_deal()
    while not test(match):
        if match.to_act is None:
            match.start_deal()
        else:
            match.apply(choose(match.legal(), rng))
    record, seat = match.to_record(), match.to_act
    window = open_table(qtbot, game, players, options, humans=())
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert window.controller.human_seat_to_act() == seat
    return window, seat


def after_tricks(count: int):
    """A test on a match: the human is to play after ``count`` tricks of the deal."""
    def test(match: Match) -> bool:
        tricks = sum(isinstance(e, Trick) for e in match.observation(0).deal_events)
        return tricks >= count and bool(legal_plays(match))
    return test


def peeked(window) -> list[tuple[int, float, float, bool]]:
    """The peek's cards: (card, x, y, outlined), in the order they were played."""
    return [(item.card, item.pos().x(), item.pos().y(), item.state == LEGAL)
            for item in window.scene.peek.cards]


@pytest.mark.parametrize(("game", "players", "options"),
                         [("polignac", 4, {}), ("quarante", 4, {}), ("homme", 3, {"pot": True})])
def test_the_peek_shows_the_last_trick_face_up_by_its_players(qtbot, game, players, options):
    window, seat = load_at(qtbot, game, players, options, after_tricks(2))
    scene = window.scene
    obs = window.controller.viewer_observation()
    last = [(e["seat"], parse_card(e["card"])) for e in obs.table["last_trick"]]
    winner = [e for e in obs.deal_events if isinstance(e, Trick)][-1].winner
    assert QKeySequence("L") in window.last_trick_action.shortcuts()
    window.last_trick_action.trigger()
    assert scene.peek_shown()
    shown = peeked(window)
    assert [card for card, *_ in shown] == [card for _, card in last]
    assert all(item.face_up and item.showing_face() for item in scene.peek.cards)
    for (player, _card), (_, x, y, outlined) in zip(last, shown, strict=True):
        slot = scene.layout.trick_slot(player, [s for s, _ in last].index(player))
        assert (x, y) == pytest.approx((slot.x, slot.y))
        assert outlined == (player == winner)
    assert window.controller.match.names[winner] in scene.peek.title
    assert window.controller.match.names[winner] in window.statusBar().currentMessage()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # any key takes it away
    assert not scene.peek_shown()
    assert window.controller.human_seat_to_act() == seat  # and plays nothing


def test_a_click_or_the_timeout_ends_the_peek_and_the_menu_toggles_it(qtbot, monkeypatch):
    window, _seat = load_at(qtbot, "polignac", 4, {}, after_tricks(1))
    scene = window.scene
    before = len(window.controller.match.deals[-1].actions)
    window.last_trick_action.trigger()
    assert scene.peek_shown()
    window.last_trick_action.trigger()
    assert not scene.peek_shown()
    window.last_trick_action.trigger()
    card = legal_plays(window.controller.match)[0].card
    click_card(qtbot, window, card)  # the click takes the peek away and plays nothing
    assert not scene.peek_shown()
    assert len(window.controller.match.deals[-1].actions) == before
    monkeypatch.setattr(scene_module, "PEEK_MS", 30)
    assert scene.show_peek()
    qtbot.waitUntil(lambda: not scene.peek_shown(), timeout=2000)


def test_holding_the_mouse_on_a_won_pile_peeks_until_release(qtbot):
    window, _seat = load_at(qtbot, "polignac", 4, {}, after_tricks(1))
    scene = window.scene
    piles = [pile for pile in scene.won if pile.isVisible() and pile.count]
    assert piles
    point = window.view.mapFromScene(piles[0].scenePos())
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert scene.peek_shown()
    qtbot.wait(50)
    assert scene.peek_shown()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert not scene.peek_shown()


def test_no_peek_before_the_first_trick(qtbot):
    window = open_table(qtbot, "polignac", 4, seed=2)
    wait_settled(qtbot, window)
    window.show_last_trick()
    assert not window.scene.peek_shown()
    assert window.statusBar().currentMessage() == "No trick has been taken yet."


@pytest.mark.parametrize(("game", "players", "options"),
                         [("hoc", 3, {}), ("poch", 4, {})])
def test_in_a_stops_game_the_peek_shows_the_last_stopped_run(qtbot, game, players, options):
    def stopped(match: Match) -> bool:
        events = match.observation(0).deal_events
        return any(isinstance(e, RunStop) for e in events) and bool(legal_plays(match))

    window, _seat = load_at(qtbot, game, players, options, stopped)
    events = window.controller.viewer_observation().deal_events
    stop = max(i for i, e in enumerate(events) if isinstance(e, RunStop))
    earlier = [i for i, e in enumerate(events[:stop]) if isinstance(e, RunStop)]
    begin = earlier[-1] if earlier else 0
    run = [parse_card(e.card) for e in events[begin:stop] if isinstance(e, Play)]
    assert window.scene.show_peek()
    shown = peeked(window)
    assert [card for card, *_ in shown] == run
    assert [outlined for *_, outlined in shown] == [False] * (len(run) - 1) + [True]
    name = window.controller.match.names[events[stop].seat]
    assert name in window.scene.peek.title


def drag(qtbot, window, card: int, target: QPoint) -> None:
    """Press on ``card`` of the viewer's hand, move in steps to ``target``, release."""
    viewport = window.view.viewport()
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        qtbot.mouseMove(viewport, start + (target - start) * step / 8)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)


def test_a_card_dragged_along_the_fan_moves_there_and_play_goes_on(qtbot):
    window, seat = load_at(qtbot, "polignac", 4, {}, lambda m: len(legal_plays(m)) >= 2)
    scene, controller = window.scene, window.controller
    hand = scene.viewer_hand()
    before = len(controller.match.deals[-1].actions)
    first = hand[0]
    last_slot = scene.layout.hand_slots(seat, len(hand))[-1]
    drag(qtbot, window, first, window.view.mapFromScene(last_slot.x, last_slot.y))
    assert scene.viewer_hand() == [*hand[1:], first]
    assert len(controller.match.deals[-1].actions) == before  # nothing was played
    item = scene.card_item(first)
    assert (item.pos().x(), item.pos().y()) == pytest.approx((last_slot.x, last_slot.y))
    played = next(a.card for a in legal_plays(controller.match) if a.card != first)
    click_card(qtbot, window, played)
    assert controller.match.deals[-1].actions[before].card == played
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=WAIT_MS)
    kept = [k for k in [*hand[1:], first] if k in scene.viewer_hand()]
    assert scene.viewer_hand() == kept  # the order holds for the rest of the deal
    window.sort_action.trigger()
    assert scene.viewer_hand() == [k for k in hand if k in kept]


def test_a_card_got_later_goes_to_its_sorted_place():
    from histcards.table.model import arrange

    given = [1, 2, 3, 4, 5]
    assert arrange(given, [5, 1, 2, 3, 4]) == [5, 1, 2, 3, 4]
    assert arrange([1, 2, 3, 4, 5, 6], [5, 1, 2, 3, 4]) == [5, 6, 1, 2, 3, 4]
    assert arrange([0, 1, 2, 3], [3, 2, 1]) == [0, 3, 2, 1]
    assert arrange([2, 3], [3, 2, 1]) == [3, 2]

"""The controller and the table under a human's hands: choices a card carries, discards,
refusals with the engine's reason, input during animations, clicks finishing them,
resizing, the keyboard and restarting a deal (pass-and-play: test_table_pass_and_play)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from histcards.cards import parse_card
from histcards.engine import IllegalAction, Match
from histcards.engine.actions import Action
from histcards.table.cards_view import DIMMED, LEGAL
from histcards.table.reasons import reason_text
from tests.table_driver import (
    WAIT_MS,
    card_point,
    click_button,
    click_card,
    open_table,
    play_deal,
    record_where,
    seats_with_human,
    settled,
    wait_settled,
)


def load_at(qtbot, game: str, players: int, options: dict,
            test: Callable[[Match], bool], speed: float = 0.0):
    record, seat = record_where(game, players, options, test)
    window = open_table(qtbot, game, players, options, humans=(), speed=speed)
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    assert window.controller.human_seat_to_act() == seat
    return window, seat


def legal_plays(match: Match) -> list[Action]:
    return [a for a in match.legal() if a.kind == "play"]


def test_a_card_with_a_choice_opens_the_panel_and_its_button_plays_it(qtbot):
    def clique_possible(match: Match) -> bool:
        return any(a.clique for a in match.legal())

    window, _seat = load_at(qtbot, "quarante", 4, {}, clique_possible)
    controller = window.controller
    choice = next(a for a in controller.match.legal() if a.clique)
    before = len(controller.match.deals[-1].actions)
    click_card(qtbot, window, choice.card)
    assert controller.choice_card == choice.card
    offered = window.panel.button_texts()
    assert controller.label(choice) in offered
    assert controller.label(Action("play", (choice.card,))) in offered
    assert len(controller.match.deals[-1].actions) == before
    click_button(qtbot, window.panel.select(choice))
    assert controller.match.deals[-1].actions[before] == choice


def test_the_dealer_discards_by_selecting_cards_then_pressing_the_button(qtbot):
    options = {"leftover_method": "dealer_discard"}
    window, _seat = load_at(qtbot, "polignac", 5, options,
                           lambda m: any(a.kind == "discard" for a in m.legal()))
    controller = window.controller
    discard = next(a for a in controller.match.legal() if a.kind == "discard")
    name = QCoreApplication.translate("Controller", "Discard the chosen cards")
    assert not window.panel.button_for(name).isEnabled()
    for card in discard.cards:
        click_card(qtbot, window, card)
    assert controller.selection == set(discard.cards)
    click_button(qtbot, window.panel.button_for(name))
    assert discard in controller.match.deals[-1].actions


def test_an_illegal_card_is_dimmed_and_refused_with_the_engines_reason(qtbot):
    def some_card_illegal(match: Match) -> bool:
        plays = legal_plays(match)
        return bool(plays) and len(plays) < len(match.hand(match.to_act))

    window, seat = load_at(qtbot, "polignac", 4, {}, some_card_illegal)
    controller = window.controller
    match = controller.match
    playable = {a.card for a in legal_plays(match)}
    illegal = next(c for c in match.hand(seat) if c not in playable)
    with pytest.raises(IllegalAction) as refusal:
        match.clone().apply(Action("play", (illegal,)))
    item = window.scene.card_item(illegal)
    assert item.state == DIMMED
    reason = reason_text(refusal.value.reason, "polignac")
    assert str(refusal.value) == str(refusal.value.reason)
    assert item.toolTip() == reason
    assert all(window.scene.card_item(c).state == LEGAL for c in playable)
    before = match.to_record()
    with qtbot.waitSignal(controller.refused) as said:
        click_card(qtbot, window, illegal)
    assert said.args == [reason]
    assert controller.match.to_record() == before


def test_input_during_animations_is_queued_then_applied(qtbot):
    window = open_table(qtbot, "polignac", 4, {"all_tricks_bid": "off"}, seed=4, speed=1.0)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.human_seat_to_act() is not None, timeout=WAIT_MS)
    assert window.animator.busy, "the deal is still being shown"
    action = legal_plays(controller.match)[0]
    before = len(controller.match.deals[-1].actions)
    assert controller.submit(action)
    assert list(controller.pending) == [action]
    assert len(controller.match.deals[-1].actions) == before
    qtbot.waitUntil(lambda: not controller.pending, timeout=WAIT_MS * 3)
    assert controller.match.deals[-1].actions[before] == action


def test_a_click_on_the_table_finishes_the_animations(qtbot):
    window = open_table(qtbot, "quarante", 4, seed=2, speed=4.0)
    scene, controller = window.scene, window.controller
    assert window.animator.busy
    seen: list[tuple[bool, object]] = []
    scene.pressed.connect(lambda: seen.append((window.animator.busy, scene.model)))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 300))
    busy, shown = seen[0]
    assert not busy
    assert shown == controller.shown


def test_resizing_lays_the_table_out_again(qtbot):
    window = open_table(qtbot, "poch", 4, seed=3)
    wait_settled(qtbot, window)
    scene = window.scene
    before = scene.layout
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.layout.width != before.width, timeout=WAIT_MS)
    after = scene.layout
    assert after.card[1] > before.card[1]
    viewer = window.controller.viewer
    hand = scene.model.hands[viewer]
    for key, slot in zip(hand, after.hand_slots(viewer, len(hand)), strict=True):
        item = scene.cards[key]
        assert (item.pos().x(), item.pos().y()) == pytest.approx((slot.x, slot.y))
        assert item.height == pytest.approx(slot.height)
    board = after.board
    assert scene.board.pos().x() == pytest.approx(board.x)


def test_the_keyboard_chooses_and_plays_a_legal_card(qtbot):
    window, _seat = load_at(qtbot, "polignac", 4, {},
                           lambda m: len(legal_plays(m)) >= 2)
    controller = window.controller
    before = len(controller.match.deals[-1].actions)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    focused = window.scene.focused_card()
    assert focused in {a.card for a in legal_plays(controller.match)}
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.deals[-1].actions[before] == Action("play", (focused,))


def test_restarting_a_deal_deals_the_same_cards_again(qtbot):
    window = open_table(qtbot, "homme", 4, seed=6)
    controller = window.controller
    hands = [controller.match.hand(s) for s in range(4)]
    play_deal(qtbot, window, seed=1)
    assert controller.match.to_act is None
    controller.restart_deal()
    wait_settled(qtbot, window)
    record = controller.match.to_record()
    assert len(record["deals"]) == 1
    record["deals"][-1]["actions"] = []
    again = Match.from_record(record)
    assert [again.hand(s) for s in range(4)] == hands


def test_the_next_deal_button_deals_again(qtbot):
    window = open_table(qtbot, "polignac", 4, {"target": 50}, seed=2)
    play_deal(qtbot, window, seed=2)
    controller = window.controller
    assert controller.match.to_act is None and not controller.match.over
    name = QCoreApplication.translate("Controller", "Next deal")
    click_button(qtbot, window.panel.button_for(name))
    qtbot.waitUntil(lambda: settled(window) and controller.match.to_act is not None,
                    timeout=WAIT_MS)
    assert controller.match.deal_index == 1


def test_a_failing_computer_is_reported_and_plays_its_first_legal_action(qtbot, monkeypatch):
    class Broken:
        def choose(self, observation, legal, rng, budget):
            raise RuntimeError("out of order")

    monkeypatch.setattr("histcards.table.seats.make_bot", lambda game, level: Broken())
    window = open_table(qtbot, "polignac", 4, {"all_tricks_bid": "off"}, humans=(), seed=1)
    controller = window.controller
    with qtbot.waitSignal(controller.failed, timeout=WAIT_MS) as said:
        pass
    assert "out of order" in said.args[0]
    record = controller.match.to_record()
    first = record["deals"][0]["actions"][0]
    record["deals"][0]["actions"] = []
    assert first == str(Match.from_record(record).legal()[0])
    controller.shutdown()


def test_a_card_click_point_hits_the_card(qtbot):
    window = open_table(qtbot, "polignac", 4, seed=1)
    wait_settled(qtbot, window)
    hand = window.controller.match.hand(window.controller.viewer)
    points = {card_point(window, c).x() for c in hand}
    assert len(points) == len(hand)


def test_a_card_dragged_onto_the_table_is_played(qtbot):
    window, _seat = load_at(qtbot, "polignac", 4, {}, lambda m: len(legal_plays(m)) >= 1)
    controller = window.controller
    card = legal_plays(controller.match)[0].card
    before = len(controller.match.deals[-1].actions)
    viewport = window.view.viewport()
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, QPoint(start.x(), start.y() - step * 40))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                       pos=QPoint(start.x(), start.y() - 200))
    assert controller.match.deals[-1].actions[before] == Action("play", (card,))


def test_a_card_dropped_back_on_the_hand_is_not_played(qtbot):
    window, _seat = load_at(qtbot, "polignac", 4, {}, lambda m: len(legal_plays(m)) >= 1)
    controller = window.controller
    card = legal_plays(controller.match)[0].card
    before = len(controller.match.deals[-1].actions)
    viewport = window.view.viewport()
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, QPoint(start.x() + 30, start.y()))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=QPoint(start.x() + 30, start.y()))
    assert len(controller.match.deals[-1].actions) == before
    item = window.scene.card_item(card)
    slot = window.scene.placement(card)
    assert (item.pos().x(), item.pos().y()) == pytest.approx((slot.x, slot.y))


def test_new_card_art_is_used_at_once(qtbot):
    from dataclasses import replace

    window = open_table(qtbot, "polignac", 4, seed=1)
    wait_settled(qtbot, window)
    card = window.controller.match.hand(window.controller.viewer)[0]
    window._use_settings(replace(window.settings, four_colour_suits=True, ace_index="A"))
    art = window.scene.art
    assert art.pack == "paris-4colour-ace-A"
    assert window.scene.card_item(card).art is art
    ace, king = parse_card("AH"), parse_card("KH")
    assert art.face(ace).parent.name == "paris-4colour-ace-A"
    assert art.face(king).parent.name == "paris-4colour"
    assert art.face(ace).is_file() and art.face(king).is_file()


def test_the_game_log_tells_the_deal(qtbot):
    window = open_table(qtbot, "homme", 4, seed=2)
    play_deal(qtbot, window, seed=2)
    assert len(window.log.texts()) > 5


def test_the_view_menu_shows_the_score_sheet_and_the_last_trick(qtbot):
    from histcards.app.score_sheet import ScoreSheet

    window = open_table(qtbot, "quarante", 4, seed=3)
    play_deal(qtbot, window, seed=3)
    window.show_scores()
    sheets = [w for w in window.findChildren(ScoreSheet) if w.isVisible()]
    assert sheets and sheets[0].grid.rowCount() >= 1
    window.show_last_trick()
    message = window.statusBar().currentMessage()
    last = window.controller.viewer_observation().table["last_trick"]
    assert all(window.controller.match.names[e["seat"]] in message for e in last)

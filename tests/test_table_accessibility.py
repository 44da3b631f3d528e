"""Keyboard and accessibility at the table: cards and plates carry accessible texts, the
card the arrows reach is announced, a discard is chosen with the keyboard, Tab reaches
the panel, and every menu entry has a name (the main ones a shortcut shown in the menu)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from histcards.engine import IllegalAction
from histcards.engine.actions import Action
from histcards.table.accessible import ACCESSIBLE_TEXT
from histcards.table.cards_view import DIMMED, LEGAL
from histcards.table.reasons import reason_text
from histcards.table.wording import card_text
from tests.table_driver import (
    WAIT_MS,
    activate,
    focus_card_by_keys,
    open_table,
    press_button_key,
    record_where,
    seats_with_human,
    wait_settled,
)


def load_at(qtbot, game, players, options, test):
    record, seat = record_where(game, players, options, test)
    window = open_table(qtbot, game, players, options, humans=())
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    return window, seat


def test_cards_and_plates_say_what_they_are(qtbot):
    def some_card_illegal(match):
        plays = [a for a in match.legal() if a.kind == "play"]
        return bool(plays) and len(plays) < len(match.hand(match.to_act))

    window, seat = load_at(qtbot, "polignac", 4, {"all_tricks_bid": "off"}, some_card_illegal)
    scene, match = window.scene, window.controller.match
    for card in match.hand(seat):
        item = scene.card_item(card)
        text = item.data(ACCESSIBLE_TEXT)
        assert text.startswith(card_text(card))
        if item.state == LEGAL:
            assert text.endswith("playable")
        else:
            assert item.state == DIMMED
            with pytest.raises(IllegalAction) as refusal:
                match.clone().apply(Action("play", (card,)))
            assert text.endswith(reason_text(refusal.value.reason, "polignac"))
    other = next(s for s in range(4) if s != seat)
    for key in scene.model.hands[other]:
        assert scene.cards[key].data(ACCESSIBLE_TEXT) == "A face-down card"
    for plate, name in zip(scene.plates, match.names, strict=True):
        assert plate.data(ACCESSIBLE_TEXT).startswith(name)
    assert "to play" in scene.plates[seat].data(ACCESSIBLE_TEXT)


def test_the_arrows_announce_the_card_they_reach(qtbot):
    window, _seat = load_at(qtbot, "polignac", 4, {"all_tricks_bid": "off"},
                            lambda m: len([a for a in m.legal() if a.kind == "play"]) >= 2)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    card = window.scene.focused_card()
    item = window.scene.card_item(card)
    assert item.focused and item.lift > window.scene.layout.raise_offset()
    spoken = item.data(ACCESSIBLE_TEXT)
    assert window.view.accessibleDescription() == spoken
    assert window.statusBar().currentMessage() == spoken


def test_a_discard_is_chosen_with_the_keyboard(qtbot):
    options = {"leftover_method": "dealer_discard"}
    window, _seat = load_at(qtbot, "polignac", 5, options,
                            lambda m: any(a.kind == "discard" for a in m.legal()))
    activate(qtbot, window)
    controller = window.controller
    discard = next(a for a in controller.match.legal() if a.kind == "discard")
    window.view.setFocus()
    for card in discard.cards:
        focus_card_by_keys(qtbot, window, card)
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert controller.selection == set(discard.cards)
    name = QCoreApplication.translate("Controller", "Discard the chosen cards")
    press_button_key(qtbot, window, window.panel.button_for(name))
    qtbot.waitUntil(lambda: discard in controller.match.deals[-1].actions, timeout=WAIT_MS)


def test_tab_goes_from_the_table_to_the_panel(qtbot):
    window, _seat = load_at(qtbot, "homme", 4, {},
                            lambda m: any(a.kind == "turn" for a in m.legal()))
    activate(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    focused = window.focusWidget()
    assert isinstance(focused, QPushButton) and focused in window.panel.buttons
    assert all(button.accessibleName() for button in window.panel.buttons)


def test_menus_name_every_entry_and_show_the_shortcuts(qtbot):
    window = open_table(qtbot, "polignac", 4)
    menus = [window.game_menu, window.view_menu, window.settings_menu, window.help_menu]
    assert all(menu.accessibleName() and menu.title() for menu in menus)
    for menu in menus:
        for action in menu.actions():
            assert action.isSeparator() or action.text(), menu.title()
    for action in (window.new_action, window.open_action, window.save_action,
                   window.undo_action, window.hint_action, window.restart_action,
                   window.quit_action, window.scores_action, window.log_action,
                   window.last_trick_action, window.statistics_action,
                   window.settings_action, window.rules_action):
        assert not action.shortcut().isEmpty(), action.text()
    assert window.statistics_action in window.view_menu.actions()

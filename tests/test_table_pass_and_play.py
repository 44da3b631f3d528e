"""Pass-and-play: two humans share the screen. A whole deal is played with the keyboard
alone (curtain, cards, panel), the scene rendered at every step: only the acting human's
cards are ever face-up, none while the curtain is up or while a computer acts."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from histcards.app.main_window import MainWindow
from histcards.table.accessible import ACCESSIBLE_TEXT
from tests.table_driver import (
    NAMES,
    WAIT_MS,
    activate,
    choose,
    key_take,
    keyboard_actions,
    open_table,
    wait_settled,
)


def render(window: MainWindow) -> QImage:
    """The scene drawn into an image, as the screen would show it."""
    scene = window.scene
    image = QImage(int(scene.width()), int(scene.height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def face_up_hands(window: MainWindow) -> dict[int, set[int]]:
    """Per seat, the cards of its hand drawn face-up."""
    scene = window.scene
    shown: dict[int, set[int]] = {}
    for seat, hand in enumerate(scene.model.hands):
        for key in hand:
            item = scene.cards[key]
            if item.face_up and item.card is not None:
                shown.setdefault(seat, set()).add(item.card)
    return shown


def check_privacy(window: MainWindow) -> str:
    """Render the table and check who may see what now; returns what was seen."""
    controller, match = window.controller, window.controller.match
    assert not render(window).isNull()
    shown = face_up_hands(window)
    if window.curtain.isVisible():
        assert shown == {}, "a hand is face-up under the curtain"
        return "curtain"
    seat = match.to_act
    if seat is None or not controller.seats[seat].is_human or window.animator.busy:
        assert shown == {}, f"a hand is face-up while {seat} acts"
        return "hidden"
    assert set(shown) == {seat}, f"{sorted(shown)} face-up while {seat} is to play"
    assert shown[seat] == set(match.hand(seat))
    return "own"


def test_a_two_human_deal_played_with_the_keyboard_keeps_hands_private(qtbot):
    window = open_table(qtbot, "homme", 4, humans=(0, 2), seed=3)
    activate(qtbot, window)
    controller = window.controller
    seen: list[str] = []
    window.animator.idle.connect(lambda: seen.append(check_privacy(window)))
    covers: list[int] = []
    controller.curtain.connect(covers.append)
    rng = random.Random(5)
    last_human = None
    decisions = 0
    while True:
        wait_settled(qtbot, window)
        if controller.match.to_act is None:
            break
        seat = controller.human_seat_to_act()
        if window.curtain.isVisible():
            assert check_privacy(window) == "curtain"
            assert controller.covered_for == seat
            assert NAMES[seat] in window.curtain.title.text()
            assert window.curtain.hasFocus() or window.curtain.button.hasFocus()
            qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
            assert not window.curtain.isVisible()
            last_human = seat
        assert seat == last_human, "a new human played without the curtain"
        assert check_privacy(window) == "own"
        action = choose(keyboard_actions(window), rng)
        before = len(controller.match.deals[-1].actions)
        key_take(qtbot, window, action)
        qtbot.waitUntil(lambda b=before: len(controller.match.deals[-1].actions) > b,
                        timeout=WAIT_MS)
        assert controller.match.deals[-1].actions[before] == action
        decisions += 1
    assert decisions >= 10
    assert controller.errors == []
    assert set(covers) == {0, 2} and len(covers) >= 3, "the curtain came between the humans"
    assert "hidden" in seen, "the table was checked while the computers played"
    lines = window.log.texts()
    assert any(NAMES[0] in line for line in lines) and any(NAMES[2] in line for line in lines)
    assert not any(word in line.split() for line in lines for word in ("you", "You", "your"))


def test_the_curtain_lifts_by_click_and_names_itself(qtbot):
    window = open_table(qtbot, "polignac", 4, {"all_tricks_bid": "off"}, humans=(1, 3),
                        seed=2)
    wait_settled(qtbot, window)
    curtain = window.curtain
    assert curtain.isVisible() and curtain.geometry() == window.view.rect()
    assert curtain.accessibleName() and curtain.button.accessibleName()
    assert face_up_hands(window) == {}
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
    seat = window.controller.match.to_act
    assert set(face_up_hands(window)) == {seat}
    texts = [window.scene.cards[k].data(ACCESSIBLE_TEXT) for k in window.scene.viewer_hand()]
    assert all(text and "face-down" not in text for text in texts)


def test_one_human_sees_his_hand_throughout(qtbot):
    window = open_table(qtbot, "polignac", 4, {"all_tricks_bid": "off"}, humans=(0,), seed=2)
    covers: list[int] = []
    window.controller.curtain.connect(covers.append)
    for _ in range(3):
        wait_settled(qtbot, window)
        assert not window.curtain.isVisible()
        assert set(face_up_hands(window)) == {0}
        legal = window.controller.match.legal()
        window.controller.submit(legal[0])
    assert covers == []

"""Helpers for the table's Qt tests: open the main window on a seeded match and drive a
human seat with mouse clicks on the cards and the panel's buttons, as a player would."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt

from histcards.app.main_window import MainWindow
from histcards.engine.actions import Action
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings

WAIT_MS = 20000
QUIET = ("pass", "hold", "good", "call", "fold")
NAMES = ("Anne", "Blaise", "César", "Diane", "Étienne", "Flore")


def open_table(qtbot: Any, game: str, players: int, options: dict[str, Any] | None = None,
               humans: Sequence[int] = (0,), seed: int = 1, speed: float = 0.0) -> MainWindow:
    """A shown main window playing a new match with human seats at ``humans``."""
    settings = Settings(animation_speed=speed, ai_delay=0.0, trick_linger=0.2)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    seats = tuple(SeatSetup(NAMES[s], HUMAN if s in humans else COMPUTER, "novice")
                  for s in range(players))
    window.start(MatchSetup(game, players, options or {}, seats, seed))
    return window


def settled(window: MainWindow) -> bool:
    """The table has caught up and waits for a human, or the deal or match is over."""
    controller = window.controller
    match = controller.match
    if window.animator.busy:
        return False
    return match.over or match.to_act is None or controller.human_seat_to_act() is not None


def wait_settled(qtbot: Any, window: MainWindow) -> None:
    """Wait until the computers have played up to a human decision (or the deal's end)."""
    qtbot.waitUntil(lambda: settled(window), timeout=WAIT_MS)


def card_point(window: MainWindow, card: int) -> QPoint:
    """A viewport point where ``card`` of the viewer's hand is on top."""
    scene = window.scene
    item = scene.card_item(card)
    assert item is not None, f"card {card} is not on the table"
    for fraction in (0.15, 0.3, 0.05, 0.5, 0.7, 0.9):
        local = QPointF(-item.width / 2 + item.width * fraction, -item.lift - item.height * 0.3)
        point = item.mapToScene(local)
        if scene.viewer_card_at(point) is item:
            return window.view.mapFromScene(point)
    raise AssertionError(f"card {card} is hidden under other cards")


def click_card(qtbot: Any, window: MainWindow, card: int) -> None:
    """Click a card of the viewer's hand."""
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(window, card))


def click_button(qtbot: Any, button: Any) -> None:
    """Click a panel button."""
    assert button is not None and button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def take(qtbot: Any, window: MainWindow, action: Action) -> None:
    """Take ``action`` for the human to act through the table, with clicks."""
    panel = window.panel
    if action.kind == "play":
        click_card(qtbot, window, action.card)
        if window.controller.choice_card is not None:
            click_button(qtbot, panel.select(action))
    elif action.kind == "discard":
        for card in action.cards:
            click_card(qtbot, window, card)
        name = QCoreApplication.translate("Controller", "Discard the chosen cards")
        click_button(qtbot, panel.button_for(name))
    else:
        click_button(qtbot, panel.select(action))


def choose(legal: Sequence[Action], rng: random.Random) -> Action:
    """The test player's choice: mostly quiet in the bidding, any legal card in play."""
    quiet = [a for a in legal if a.kind in QUIET]
    if quiet and rng.random() < 0.7:
        return rng.choice(quiet)
    return rng.choice(list(legal))


def play_deal(qtbot: Any, window: MainWindow, seed: int = 0) -> list[tuple[int, str]]:
    """Play the current deal to its end, the human seats clicking; returns the human
    decisions taken (seat, action text) in order."""
    rng = random.Random(seed)
    controller = window.controller
    taken: list[tuple[int, str]] = []
    deal = controller.match.deal_index
    while True:
        wait_settled(qtbot, window)
        match = controller.match
        if match.over or match.to_act is None or match.deal_index != deal:
            return taken
        seat = controller.human_seat_to_act()
        action = choose(match.legal(), rng)
        before = len(match.deals[-1].actions)
        take(qtbot, window, action)
        qtbot.waitUntil(lambda b=before: len(controller.match.deals[-1].actions) > b
                        or controller.match.deal_index != deal, timeout=WAIT_MS)
        taken.append((seat, str(action)))

"""Helpers for the table's Qt tests: open the main window on a seeded match and drive a
human seat with mouse clicks on the cards and the panel's buttons, as a player would."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt

from histcards.app.main_window import MainWindow
from histcards.engine import Match, new_match
from histcards.engine.actions import Action
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.controller import seating

WAIT_MS = 20000
QUIET = ("pass", "hold", "good", "call", "fold")
NAMES = ("Anne", "Blaise", "César", "Diane", "Étienne", "Flore", "Gaspard", "Hortense")


def settings_for_tests(speed: float = 0.0) -> Settings:
    """Settings with no delays (and no animation at speed 0)."""
    return Settings(animation_speed=speed, ai_delay=0.0, trick_linger=0.2)


def open_window(qtbot: Any, speed: float = 0.0, **stores: Any) -> MainWindow:
    """A shown main window with no match yet; ``stores`` go to ``MainWindow``."""
    window = MainWindow(stores.pop("settings", None) or settings_for_tests(speed), **stores)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_table(qtbot: Any, game: str, players: int, options: dict[str, Any] | None = None,
               humans: Sequence[int] = (0,), seed: int = 1, speed: float = 0.0,
               **stores: Any) -> MainWindow:
    """A shown main window playing a new match with human seats at ``humans``;
    ``stores`` go to ``MainWindow`` (an autosave, statistics)."""
    window = open_window(qtbot, speed, **stores)
    seats = tuple(SeatSetup(NAMES[s], HUMAN if s in humans else COMPUTER, "novice")
                  for s in range(players))
    window.start(MatchSetup(game, players, options or {}, seats, seed))
    return window


def record_where(game: str, players: int, options: dict, test: Callable[[Match], bool],
                 seed: int = 0) -> tuple[dict, int]:
    """A record of a random match stopped at the first decision where ``test`` holds, and
    the seat to act there."""
    rng = random.Random(seed)
    match = new_match(game, players, options, seed=seed)
    match.start_deal()
    while match.to_act is None or not test(match):
        if match.to_act is None:
            match.start_deal()
        else:
            match.apply(rng.choice(match.legal()))
    return match.to_record(), match.to_act


def seats_with_human(record: dict, seat: int) -> list[SeatSetup]:
    """Seats in the record's order with a human where the engine seats ``seat``."""
    match = Match.from_record(record)
    given = seating(match)[seat]
    return [SeatSetup(NAMES[i], HUMAN if i == given else COMPUTER, "novice")
            for i in range(match.players)]


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


# --- the keyboard -----------------------------------------------------------------------

KEY_MS = 400
"""How long a panel button's shortcut takes to click it (Qt animates the click)."""


def activate(qtbot: Any, window: MainWindow) -> None:
    """Make the window active, so that its shortcuts answer the keyboard."""
    window.activateWindow()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)


def focus_card_by_keys(qtbot: Any, window: MainWindow, card: int) -> None:
    """Press the arrow keys until the keyboard points at ``card``."""
    view = window.view
    for _ in range(len(window.scene.viewer_hand()) + 1):
        if window.scene.focused_card() == card:
            return
        qtbot.keyClick(view, Qt.Key.Key_Right)
    raise AssertionError(f"the arrows never reach card {card}")


def press_button_key(qtbot: Any, window: MainWindow, button: Any) -> None:
    """Press the digit shown on a panel button (its shortcut)."""
    assert button is not None and button.isVisible() and button.isEnabled()
    key = button.shortcut().toString()
    assert key, f"the button {button.text()!r} has no shortcut"
    qtbot.keyClicks(window.view, key)


def keyboard_actions(window: MainWindow) -> list[Action]:
    """The legal actions the keyboard reaches without touching a spin box: every card
    and button, a bet or raise at the amount its control offers first."""
    controller = window.controller
    legal = controller.match.legal()
    offered = [group.current() for group in window.panel.groups]
    grouped = {a for group in window.panel.groups for a in group.actions}
    return [a for a in legal if a not in grouped or a in offered]


def key_take(qtbot: Any, window: MainWindow, action: Action) -> None:
    """Take ``action`` for the human to act with the keyboard alone."""
    panel, view = window.panel, window.view
    if action.kind == "play":
        focus_card_by_keys(qtbot, window, action.card)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        if window.controller.choice_card is not None:
            press_button_key(qtbot, window, panel.select(action))
    elif action.kind == "discard":
        for card in action.cards:
            focus_card_by_keys(qtbot, window, card)
            qtbot.keyClick(view, Qt.Key.Key_Space)
        name = QCoreApplication.translate("Controller", "Discard the chosen cards")
        press_button_key(qtbot, window, panel.button_for(name))
    else:
        press_button_key(qtbot, window, panel.select(action))

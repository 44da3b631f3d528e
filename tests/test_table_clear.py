"""On the real table, in every game with a stake board (and Poch at six), at 1280×800 and
1024×700, with and without a dock beside the table at its widest: the panel of decisions
(at its tallest), the speech bubbles of every seat, the cards laid open at a showdown, the
board, the plates and the trumps' or pay suit's label keep clear of each other."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF, Qt

from histcards.app.main_window import DOCK_WIDEST
from histcards.engine import GAMES, events, new_match
from histcards.shots.__main__ import Series, series
from histcards.table.layout import DEALER_BUTTON
from histcards.table.showdown import reveal_of
from histcards.table.view import PANEL_MARGIN
from tests.table_driver import open_table, record_where, seats_with_human, wait_settled

WINDOWS = [(1280, 800), (1024, 700)]


def with_board(shots: Series) -> bool:
    ledger = new_match(shots.game, shots.players, shots.options).ledger
    return GAMES[shots.game].info.board(list(ledger.pools) if ledger else []) is not None


BOARDED = [shots for shots in series() if with_board(shots)]
CROWDED = [Series("poch-6", "poch", 6, {})]
"""The most seats a board game takes: the plates come nearest the pay suit's label."""


def deciding(match) -> bool:
    """A decision taken on the panel with several choices (a bet, a raise, a claim)."""
    legal = match.legal()
    return len(legal) >= 2 and not any(a.kind == "play" for a in legal)


def a_showdown(shots: Series) -> events.Showdown | None:
    """The first showdown of random play in the series' game."""
    rng = random.Random(3)
    match = new_match(shots.game, shots.players, shots.options, seed=3)
    while not match.over:
        match.start_deal()
        while match.to_act is not None:
            for event in match.apply(rng.choice(match.legal())):
                if isinstance(event, events.Showdown):
                    return event
    return None


def scene_rect(item, rect: QRectF) -> QRectF:
    return item.mapRectToScene(rect)


def clear(a: QRectF, b: QRectF) -> bool:
    return not a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5))


@pytest.mark.parametrize("shots", BOARDED + CROWDED, ids=lambda s: s.name)
def test_panel_bubbles_reveal_board_and_plates_keep_clear(qtbot, shots):
    assert {s.name for s in BOARDED} >= {"poch", "poque", "hoc"}
    record, seat = record_where(shots.game, shots.players, shots.options, deciding)
    window = open_table(qtbot, shots.game, shots.players, shots.options, humans=())
    window.controller.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    scene, view, panel = window.scene, window.view, window.panel
    assert panel.isVisible()
    said = max(panel.button_texts(), key=len)
    showdown = a_showdown(shots)
    for size, dock in itertools.product(WINDOWS, (False, True)):
        window.log_dock.setVisible(dock)
        window.resize(*size)
        if dock:
            window.resizeDocks([window.log_dock], [DOCK_WIDEST * 3], Qt.Orientation.Horizontal)
        viewport = view.viewport().size()
        qtbot.waitUntil(
            lambda v=viewport: scene.size == (v.width(), v.height()) and panel.isVisible()
        )
        qtbot.waitUntil(
            lambda: (
                scene.layout.decision.bottom == pytest.approx(panel.geometry().bottom() + 1, abs=1)
            )
        )
        where = f"{shots.name} at {size}, dock {dock}, table {scene.size}"
        layout = scene.layout
        button = layout.seats[layout.spec.viewer].plate.height * DEALER_BUTTON
        plates = [
            QRectF(g.plate.x, g.plate.y - button, g.plate.width, g.plate.height + button)
            for g in layout.seats
        ]
        board = scene_rect(scene.board, scene.board.boundingRect())
        shown = QRectF(view.mapToScene(panel.geometry()).boundingRect())
        # The panel at its tallest: two rows of controls under two lines of title.
        assert (
            panel.tallest(view.viewport().width() - PANEL_MARGIN) <= layout.decision.height + 0.5
        ), where
        tallest = QRectF(
            shown.x(),
            shown.bottom() - panel.tallest(view.viewport().width() - PANEL_MARGIN),
            shown.width(),
            panel.tallest(view.viewport().width() - PANEL_MARGIN),
        )
        assert shown.top() >= tallest.top() - 0.5, where
        for plate in plates:
            assert clear(tallest, plate), f"panel over a plate: {where}"
            assert clear(board, plate), f"board over a plate: {where}"
        assert clear(tallest, board), f"panel over the board: {where}"
        bubbles = {}
        for speaker in range(len(layout.seats)):
            scene.say(speaker, f"{said} {said}")  # as wide as a claim with its amount
        if showdown is not None:
            reveal = reveal_of(window.controller.words(), [showdown], 0)
            scene.show_reveal(reveal)
            laid = scene_rect(scene.reveal, scene.reveal.box)
            assert clear(laid, board), f"cards laid open over the board: {where}"
            assert clear(laid, tallest), f"cards laid open over the panel: {where}"
            for plate in plates:
                assert clear(laid, plate), f"cards laid open over a plate: {where}"
        label = scene_rect(scene.trump_label, scene.trump_label.boundingRect())
        for speaker, bubble in scene.bubbles.items():
            width, height = bubble.extent()
            bubbles[speaker] = scene_rect(bubble, QRectF(-width / 2, -height, width, height))
        assert len(bubbles) == len(layout.seats)
        for speaker, box in bubbles.items():
            assert clear(box, tallest), f"seat {speaker}'s bubble under the panel: {where}"
            assert clear(box, board), f"seat {speaker}'s bubble over the board: {where}"
            for plate in plates:
                assert clear(box, plate), f"seat {speaker}'s bubble over a plate: {where}"
            if showdown is not None:
                assert clear(box, laid), f"seat {speaker}'s bubble over the reveal: {where}"
            if scene.trump_label.isVisible():
                assert clear(box, label), f"seat {speaker}'s bubble over the label: {where}"
        scene.hide_reveal()
        scene.clear_bubbles()

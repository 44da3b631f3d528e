"""The end-of-match dialog: standings in the engine's order of merit, the winners, and the
New game / Close choice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from histcards.app.match_end import MatchEndDialog, standings
from histcards.engine import GAMES
from tests.playout import play_match

NAMES = ["Anne", "Blaise", "César", "Denise"]


def test_penalty_points_rank_lowest_first() -> None:
    lines = standings([20, 5, 5, 12], None, [1, 2, 3], None)
    assert [(line.rank, line.seats, line.winner) for line in lines] == [
        (1, (1,), True), (1, (2,), True), (3, (3,), True), (4, (0,), False)]


def test_chips_rank_highest_first_with_banks() -> None:
    lines = standings([-10, 25, -15], [40, 75, 35], [1], None)
    assert [(line.seats, line.score, line.bank) for line in lines] == [
        ((1,), 25, 75), ((0,), -10, 40), ((2,), -15, 35)]


def test_partnerships_are_one_line_each() -> None:
    lines = standings([158, 82, 158, 82], None, [0, 2], [[0, 2], [1, 3]])
    assert [(line.rank, line.seats, line.score) for line in lines] == [
        (1, (0, 2), 158), (2, (1, 3), 82)]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_engine_winners_come_first(qtbot, game: str) -> None:
    players = 4 if 4 in GAMES[game].info.players else 3
    match = play_match(game, players, {}, 4)
    if not match.over:
        pytest.skip("the random match did not end")
    banks = match.ledger.banks if match.ledger else None
    dialog = MatchEndDialog(None, game, match.game.score_kind(match.options), match.names,
                            match.scores, banks, match.winners, match.teams)
    qtbot.addWidget(dialog)
    lines = dialog.lines
    winners = [line for line in lines if line.winner]
    assert {s for line in winners for s in line.seats} == set(match.winners)
    assert lines[:len(winners)] == winners
    assert dialog.cell(0, 0) == "1"
    assert dialog.cell(0, 1) in dialog.headline.text()


def test_headline_and_buttons(qtbot) -> None:
    dialog = MatchEndDialog(None, "homme", GAMES["homme"].info.score, NAMES[:3], [5, 2, -1],
                            None, [0], None)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Anne wins!"
    assert dialog.grid.columnCount() == 3
    QTimer.singleShot(0, dialog.new_game_button.click)
    assert dialog.exec() == MatchEndDialog.NEW_GAME
    QTimer.singleShot(0, dialog.reject)
    assert dialog.exec() == MatchEndDialog.DialogCode.Rejected


def test_partners_win_together(qtbot) -> None:
    dialog = MatchEndDialog(None, "quarante", GAMES["quarante"].info.score, NAMES,
                            [158, 82, 158, 82], None, [0, 2], [[0, 2], [1, 3]])
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Anne and César win!"
    assert dialog.cell(1, 1) == "Blaise and Denise"

"""The final standings on the table: the sides in the engine's order of merit (winners
first, then by the game's score, lower first where lower is better), ties sharing a rank,
and who won said in words — one winner, partners, everyone tied, nobody."""

from __future__ import annotations

import pytest

from histcards.engine import GAMES, new_match
from histcards.table.model import model_from_observation
from histcards.table.summary import standings, standings_sheet
from histcards.table.wording import Words
from tests.playout import play_match

NAMES = ["Anne", "Blaise", "César", "Denise"]


def test_penalty_points_rank_lowest_first() -> None:
    lines = standings([20, 5, 5, 12], None, [1, 2, 3], None, lower_is_better=True)
    assert [(line.rank, line.seats, line.winner) for line in lines] == [
        (1, (1,), True),
        (1, (2,), True),
        (3, (3,), True),
        (4, (0,), False),
    ]


def test_chips_rank_highest_first_with_banks() -> None:
    lines = standings([-10, 25, -15], [40, 75, 35], [1], None)
    assert [(line.seats, line.score, line.bank) for line in lines] == [
        ((1,), 25, 75),
        ((0,), -10, 40),
        ((2,), -15, 35),
    ]


def test_partnerships_are_one_line_each() -> None:
    lines = standings([158, 82, 158, 82], None, [0, 2], [[0, 2], [1, 3]])
    assert [(line.rank, line.seats, line.score) for line in lines] == [
        (1, (0, 2), 158),
        (2, (1, 3), 82),
    ]


def test_without_winners_a_penalty_game_still_ranks_lowest_first() -> None:
    lines = standings([30, 12, 30], None, [], None, lower_is_better=True)
    assert [(line.rank, line.seats) for line in lines] == [(1, (1,)), (2, (0,)), (2, (2,))]


def sheet_for(
    game: str,
    players: int,
    scores: list[int],
    winners: tuple[int, ...],
    options: dict | None = None,
):
    match = new_match(game, players, options or {}, names=NAMES[:players])
    table = model_from_observation(match.observation(0), 0)
    table.scores, table.winners, table.over = scores, winners, True
    kind = match.game.score_kind(match.options)
    return standings_sheet(Words(match.game.info, match.names, kind), table)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_engine_winners_come_first(qapp, game: str) -> None:
    players = 4 if 4 in GAMES[game].info.players else 3
    match = play_match(game, players, {}, 4)
    if not match.over:
        pytest.skip("the random match did not end")
    table = model_from_observation(match.observation(0), 0)
    kind = match.game.score_kind(match.options)
    sheet = standings_sheet(Words(match.game.info, match.names, kind), table)
    winners = [row for row in sheet.rows if row.winner]
    assert sheet.rows[: len(winners)] == tuple(winners)
    assert sheet.rows[0].cells[0] == "1"
    shown = {name for row in winners for name in (row.cells[1],)}
    assert all(any(match.names[s] in name for name in shown) for s in match.winners)
    assert (table.banks is not None) == (len(sheet.header) == 4)


def test_the_headline_names_the_winner(qapp) -> None:
    sheet = sheet_for("homme", 3, [5, 2, -1], (0,))
    assert sheet.title == "The match is over: Anne wins!"
    assert sheet.header == ("Rank", "Player", "Points")
    assert [row.cells for row in sheet.rows] == [
        ("1", "Anne", "+5"),
        ("2", "Blaise", "+2"),
        ("3", "César", "−1"),
    ]


def test_partners_win_together(qapp) -> None:
    sheet = sheet_for("quarante", 4, [158, 82, 158, 82], (0, 2))
    assert sheet.title == "The match is over: Anne and César win!"
    assert sheet.rows[1].cells[1] == "Blaise and Denise"


def test_penalties_and_chips_are_headed_in_their_unit(qapp) -> None:
    assert sheet_for("polignac", 4, [3, 9, 12, 7], (0,)).header[2] == "Penalty points"
    chips = sheet_for("hoc", 3, [12, -5, -7], (0,))
    assert chips.header[2:] == ("Won or lost", "Jetons")
    assert chips.rows[0].cells[2] == "+12"


def test_ties_and_no_winner_are_said(qapp) -> None:
    assert (
        sheet_for("polignac", 4, [20, 20, 20, 20], ()).title
        == "The match is over: everyone ties, so nobody wins."
    )
    assert (
        sheet_for("polignac", 4, [20, 25, 20, 30], ()).title == "The match is over with no winner."
    )

"""The score sheet: per-deal rows and totals equal to the engine's scores after random
matches of every game; partnerships, penalty points, banks."""

from __future__ import annotations

import pytest

from histcards.app.score_sheet import ScoreSheet, score_table
from histcards.engine import GAMES
from histcards.engine.events import DealEnd, Settlement
from histcards.table.wording import describe_event, signed
from tests.playout import play_match

NAMES = ["Anne", "Blaise", "César", "Denise", "Étienne", "Fanny"]


def finished(game: str, players: int, seed: int, options: dict | None = None):
    match = play_match(game, players, options or {}, seed, max_deals=12)
    assert match.deal_index >= 0
    return match


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_totals_equal_the_engine_scores(qtbot, game: str, seed: int) -> None:
    players = 4 if 4 in GAMES[game].info.players else 3
    match = finished(game, players, seed)
    table = score_table(players, match.teams, match.events)
    assert len(table.deals) == sum(isinstance(e, DealEnd) for e in match.events)
    assert table.totals == tuple(match.scores[seats[0]] for seats in table.columns)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(game, match.game.score_kind(match.options), match.names, match.teams,
                    match.events,
                    banks=match.ledger.banks if match.ledger else None)
    shown = [sheet.cell("Total", c) for c in range(len(table.columns))]
    expected = [str(v) if game in ("polignac", "quarante") else signed(v)
                for v in table.totals]
    assert shown == expected
    if game in ("poch", "hoc"):
        assert [sheet.cell("Bank", c) for c in range(players)] == \
            [str(b) for b in match.ledger.banks]


def test_poch_settlement_is_part_of_the_last_deal(qtbot) -> None:
    for seed in range(1, 30):
        match = finished("poch", 3, seed, {"money_settlement": True})
        if any(isinstance(e, Settlement) for e in match.events):
            break
    else:
        pytest.fail("no money settlement in 30 matches")
    table = score_table(3, None, match.events)
    assert table.totals == tuple(match.scores)
    assert any(isinstance(e, Settlement) for e in table.deals[-1].events)


def test_quarante_shows_us_and_them(qtbot) -> None:
    match = finished("quarante", 4, 5)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match("quarante", match.game.score_kind(match.options), match.names,
                    match.teams, match.events, us=1)
    titles = sheet.column_titles()
    assert len(titles) == 2
    team_of_1 = next(i for i, t in enumerate(match.teams) if 1 in t)
    first_partner, second_partner = (match.names[s] for s in match.teams[team_of_1])
    assert titles[team_of_1] == f"Us: {first_partner} and {second_partner}"
    assert titles[1 - team_of_1].startswith("Them: ")
    first = next(e for e in match.events if isinstance(e, DealEnd))
    assert sheet.cell("Deal 1", team_of_1) == str(first.deal_scores[1])


def test_polignac_rows_are_penalty_points_with_the_outcome_as_tip(qtbot) -> None:
    match = finished("polignac", 4, 3)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match("polignac", match.game.score_kind(match.options), match.names, None,
                    match.events)
    first = next(e for e in match.events if isinstance(e, DealEnd))
    assert [sheet.cell("Deal 1", c) for c in range(4)] == [str(v) for v in
                                                           first.deal_scores]
    assert "lowest total is best" in sheet.caption.text()
    tip = sheet.grid.item(0, 0).toolTip()
    assert "penalty point" in tip
    assert tip.endswith(describe_event(first, "polignac", match.names))


def test_an_empty_match(qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match("homme", GAMES["homme"].score_kind({}), NAMES[:3], None, [])
    assert [sheet.cell("Total", c) for c in range(3)] == ["0", "0", "0"]

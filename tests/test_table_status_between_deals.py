"""Between deals the status line says the deal is over and how to go on, never a turn to
play; a passing message (a hint) goes once the position changes."""

from __future__ import annotations

import pytest

from tests.table_driver import open_table, play_deal, wait_settled


@pytest.mark.parametrize(("game", "players"), [("polignac", 4), ("quarante", 4)])
def test_between_deals_the_status_says_the_deal_is_over_and_what_to_do(
    qtbot, game, players
) -> None:
    window = open_table(qtbot, game, players, humans=(0,), seed=2)
    window.ask_hint()
    play_deal(qtbot, window)
    wait_settled(qtbot, window)
    controller = window.controller
    assert controller.match.to_act is None and not controller.match.over
    message = window.statusBar().currentMessage()
    assert message.startswith("The deal is over")
    assert "Next deal" in message and "Enter" in message
    assert "to play" not in message and "turn" not in message

"""The registry is the one list of games: a game declared and registered in a test (its
module, ``tests/fake_game.py``, and nothing else) appears in the game chooser, the
new-game dialog, the rules browser, the benchmarks, the invariant suite and the real
table; and nothing outside the games' own modules branches on a game's id."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

from histcards.ai import RandomBot, make_bot
from histcards.engine import GAMES
from histcards.engine.games import registered
from tests.fake_game import TwoTricks
from tests.playout import all_configurations

ROOT = Path(__file__).resolve().parents[1]
FAKE = "twotricks"


def test_a_registered_game_is_listed_last_by_its_order() -> None:
    before = list(GAMES)
    with registered(TwoTricks()):
        assert list(GAMES) == [*before, FAKE]
    assert list(GAMES) == before


def test_a_registered_game_is_in_the_invariant_suite_and_keeps_the_invariants() -> None:
    from tests.test_invariants import run_checked_match

    with registered(TwoTricks()):
        configs = [c for c in all_configurations() if c[0] == FAKE]
        assert {(players, tuple(options)) for _, players, options in configs} == {
            (2, ()), (3, ()), (2, ("bonus",)), (3, ("bonus",))}
        for game, players, options in configs:
            match = run_checked_match(game, players, options, seed=3)
            assert match.over and match.winners


def test_a_registered_game_is_benchmarked(capsys) -> None:
    from histcards.bench import engine

    with registered(TwoTricks()):
        assert engine.main(["--seconds", "0.02", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert [f["game"] for f in figures][-1] == FAKE
    assert figures[-1]["players"] == 3 and figures[-1]["deals_per_s"] > 0


def test_a_registered_game_without_bots_gets_the_random_bot() -> None:
    with registered(TwoTricks()):
        assert isinstance(make_bot(FAKE), RandomBot)


def test_a_registered_game_is_offered_by_the_new_game_dialog(qtbot) -> None:
    from histcards.app.new_game import NewGameDialog
    from histcards.storage import Settings

    with registered(TwoTricks()):
        dialog = NewGameDialog(None, Settings())
        qtbot.addWidget(dialog)
        names = [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
        assert names[-1] == "Two Tricks"
        dialog.game_box.setCurrentIndex(len(names) - 1)
        assert [dialog.players_box.itemData(i) for i in range(dialog.players_box.count())] \
            == [2, 3]
        assert set(dialog.editors) == {"bonus"}
        dialog.editors["bonus"].set_value(True)
        setup = dialog.match_setup()
        assert (setup.game, setup.players, setup.options) == (FAKE, 3, {"bonus": True})


def test_a_registered_game_has_a_tile_in_the_chooser_and_one_click_plays_it(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from histcards.app.chooser import GameChooser
    from histcards.app.main_window import MainWindow
    from tests.table_driver import settings_for_tests

    with registered(TwoTricks()):
        window = MainWindow(settings_for_tests())  # gone before the game is unregistered
        window.show()
        tiles = []

        def click() -> None:
            chooser = QApplication.activeModalWidget()
            assert isinstance(chooser, GameChooser)
            tiles.extend(tile.entry.key for tile in chooser.tiles)
            tile = chooser.tile(FAKE)
            assert tile.title.text() == "Two Tricks"
            assert tile.summary.text() == "Win the most of two tricks."
            assert tile.facts.text().startswith("3 players (or 2 to 3) · A minute")
            QTest.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(tile.width() // 2, 20))

        QTimer.singleShot(0, click)
        window.ask_new_game()
        assert tiles[-1] == FAKE
        match = window.controller.match
        assert (match.game.id, match.players) == (FAKE, 3)
        assert [s.is_human for s in window.controller.given_seats()] == [True, False, False]
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_registered_game_is_in_the_rules_browser(qtbot) -> None:
    from histcards.app.rules_browser import RulesBrowser

    with registered(TwoTricks()):
        browser = RulesBrowser(None, "en")
        qtbot.addWidget(browser)
        assert browser.game_ids[-1] == FAKE
        assert browser.games.item(len(browser.game_ids) - 1).text() == "Two Tricks"
        browser.show_game(FAKE)
        assert browser.current_page() == FAKE


def test_a_registered_game_is_played_on_the_real_table(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    from histcards.app.selftest import run_selftest

    out = io.StringIO()
    with registered(TwoTricks()):
        assert run_selftest([FAKE], out) == 0, out.getvalue()
        # The window goes while its game is still registered.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert "selftest passed" in out.getvalue()


GAME_IDS = "|".join(GAMES)
BRANCH = re.compile(
    rf"""(==|!=|\bin|\bis)\s*[(\[{{]?\s*["'](?:{GAME_IDS}|poque)["']"""
    rf"""|["'](?:{GAME_IDS}|poque)["']\s*(==|!=|\bin\b)"""
    rf"""|\{{\s*["'](?:{GAME_IDS})["']\s*:""")
"""A game id compared with, tested for membership, or a key of a table listing games."""


def test_no_game_id_branch_outside_the_games() -> None:
    """Nothing outside ``histcards/engine/games/`` branches on a game's id or lists games by
    id: every other layer reads the declarations."""
    found = []
    for path in sorted((ROOT / "histcards").rglob("*.py")):
        if path.parent == ROOT / "histcards" / "engine" / "games":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if BRANCH.search(line.split("#")[0]):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_the_branch_pattern_finds_branches() -> None:
    """The pattern the test above relies on catches the usual ways of branching."""
    for line in ('if game == "poch":', "if game in ('hoc', 'poch'):",
                 'SETUPS = {"hoc": 3}', 'if "polignac" == game_id:'):
        assert BRANCH.search(line), line
    for line in ('GAMES[game].info.board(pools)', 'name = "Hoc Mazarin"'):
        assert not BRANCH.search(line), line

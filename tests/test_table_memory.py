"""No growth (issue 20): matches played one after the other in one process, in new
windows (as ``histcards --selftest`` does) and in the same window, leave no window,
scene, card item or computer decision behind. Python objects, Qt wrappers, widgets and
the process's memory come back to where they stood after a first match (the card art's
cache, bounded by its budget, and the engine's bounded caches emptied to compare)."""

from __future__ import annotations

import contextlib
import ctypes
import gc
import io
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from histcards.app.selftest import play_one, run_selftest
from histcards.engine import GAMES
from histcards.engine.kept import forget_kept
from histcards.match_setup import COMPUTER, MatchSetup, SeatSetup
from tests.table_driver import open_window

STATM = Path("/proc/self/statm")


def settle() -> None:
    """Empty the engine's bounded caches (``histcards.engine.kept``: what matches share to
    go faster, not what one leaves behind), run the deletions Qt has queued, then Python's
    collector, and give the freed memory back to the system where the C library can (so
    that what stays is in use)."""
    forget_kept()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def resident_mb() -> float | None:
    """The process's resident memory, where the system tells it."""
    if not STATM.exists():
        return None
    return int(STATM.read_text().split()[1]) * 4096 / 2**20


def census() -> dict[str, float]:
    settle()
    # Listing the widgets gives a Python wrapper to each that had none (Qt's own: a dock's
    # title buttons, a scroll area's bars): listed first, so that the wrappers it makes
    # are counted alike at every census.
    widgets = len(QApplication.allWidgets())
    return {"python objects": len(gc.get_objects()),
            "Qt wrappers": len(shiboken6.getAllValidWrappers()),
            "widgets": widgets,
            "MB": resident_mb() or 0.0}


def assert_back_to(baseline: dict[str, float], now: dict[str, float],
                   transient: int = 0) -> None:
    """Nothing grew, but for ``transient`` Qt objects that come and go on a live table
    (a speech bubble fading, a pixmap painted since): one match left behind is a window
    of hundreds of objects and about 9 MB."""
    assert now["widgets"] <= baseline["widgets"], "a window or a dialog is still alive"
    assert now["Qt wrappers"] <= baseline["Qt wrappers"] + transient, (baseline, now)
    assert now["python objects"] <= baseline["python objects"] + 300, (baseline, now)
    assert now["MB"] <= baseline["MB"] + 10, (baseline, now)


def test_the_selftest_passes_and_its_matches_leave_nothing_behind(qapp) -> None:
    """``histcards --selftest``: every game's short all-computer match passes through the
    real window, controller and scene; and its matches played again, in new windows,
    leave nothing behind. The self-test's matches are the first of each game, which load
    its art and caches (one piece serving both checks, each match played once)."""
    out = io.StringIO()
    assert run_selftest(list(GAMES), out) == 0, out.getvalue()
    report = out.getvalue()
    for game in GAMES:
        assert f"{game}:" in report
    assert "selftest passed" in report
    baseline = census()
    for _ in range(2):
        for game in GAMES:
            assert play_one(qapp, game, io.StringIO()) == []
            assert len(QApplication.allWidgets()) == baseline["widgets"], \
                "the self-test deletes its window itself (no event loop runs to do it)"
    assert_back_to(baseline, census())


@pytest.mark.parametrize("game", ["polignac", "poch"])
def test_new_matches_in_the_same_window_leave_nothing_behind(qtbot, game) -> None:
    window = open_window(qtbot)
    seats = tuple(SeatSetup(name, COMPUTER, "novice") for name in "ABCD")

    def play_a_match(seed: int) -> None:
        window.start(MatchSetup(game, 4, {}, seats, seed))
        controller = window.controller
        qtbot.waitUntil(lambda: controller.match.deal_index >= 1 or controller.match.over,
                        timeout=60_000)
        controller.stop()

    def without_art() -> dict[str, float]:
        # The card art is cached within a budget (``SvgCache``): emptied, to compare what
        # the matches themselves leave.
        window.scene.cache.clear()
        return census()

    play_a_match(1)
    baseline = without_art()
    for seed in range(2, 6):
        play_a_match(seed)
    assert_back_to(baseline, without_art(), transient=30)

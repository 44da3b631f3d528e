"""``histcards --selftest [--game G]``: a short all-computer match of each game (or one),
played offscreen at animation speed 0 through the real main window, controller and
scene. It passes only if every match ran without an error and the table ended showing
exactly what the engine holds.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType
from typing import TextIO

SELFTEST_DEALS = 2
"""Deals played per game (fewer if the match ends sooner)."""
SELFTEST_DECISIONS = 500
"""Decisions played per game at most: enough for every kind of step (a computer vying
at random may make a deal last thousands)."""
SELFTEST_SECONDS = 120.0
"""Give up on a game that has not finished its deals in this time."""
SELFTEST_SEED = 1


def run_selftest(games: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Play each game's short match; 0 if all went well, 1 otherwise."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from histcards.app.pyside_guard import protect_none
    from histcards.engine import GAMES

    protect_none()
    out = out or sys.stdout
    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"])
    if not GAMES:  # a bundle built without the game modules would otherwise pass
        print("histcards selftest: no game is registered", file=out)
        return 1
    chosen = list(games) if games else list(GAMES)
    unknown = [g for g in chosen if g not in GAMES]
    if unknown:
        print(f"histcards selftest: unknown game {unknown[0]!r} "
              f"(the games are: {', '.join(GAMES)})", file=out)
        return 2
    failed = 0
    for game in chosen:
        problems = play_one(app, game, out)
        failed += bool(problems)
        for problem in problems:
            print(f"  {game}: {problem}", file=out)
    print("selftest " + ("passed" if not failed else f"failed for {failed} game(s)"), file=out)
    return 0 if not failed else 1


def play_one(app: object, game: str, out: TextIO) -> list[str]:
    """Play one game's short match in a fresh window; the problems found."""
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

    from histcards.app.main_window import MainWindow, default_setup
    from histcards.storage import Settings

    problems: list[str] = []
    previous_hook = sys.excepthook

    def record(kind: type[BaseException], error: BaseException,
               trace: TracebackType | None) -> None:
        problems.append("".join(traceback.format_exception(kind, error, trace)).strip())

    sys.excepthook = record
    settings = Settings(animation_speed=0.0, ai_delay=0.0, trick_linger=0.0)
    window = MainWindow(settings)
    try:
        window.resize(1280, 800)
        window.show()
        deals: list[int] = []
        decisions: list[int] = []
        controller = window.controller
        controller.deal_over.connect(lambda: deals.append(1))
        controller.deal_over.connect(window.grab)
        controller.decided.connect(lambda *_: decisions.append(1))
        # The table is drawn at each deal's end and at the end (grab), not after every
        # decision: the self-test checks the machinery, not the frame rate.
        window.view.viewport().setUpdatesEnabled(False)
        start = time.perf_counter()
        window.start(default_setup(game, settings, human=False, seed=SELFTEST_SEED))

        def finished() -> bool:
            return (controller.match.over or len(deals) >= SELFTEST_DEALS
                    or len(decisions) >= SELFTEST_DECISIONS or bool(problems))

        wake = QTimer()
        wake.start(100)  # wakes the wait below to look at the clock
        while not finished() and time.perf_counter() - start < SELFTEST_SECONDS:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        wake.stop()
        controller.stop()
        window.view.viewport().setUpdatesEnabled(True)
        window.grab()
        elapsed = time.perf_counter() - start
        if not finished():
            problems.append(f"did not finish in {SELFTEST_SECONDS:.0f} s")
        problems += [f"a computer seat failed: {e}" for e in controller.errors]
        problems += check_table(window)
        print(f"{game}: {len(deals)} deal(s), {len(decisions)} decisions, {elapsed:.1f} s"
              f"{'' if not problems else ' — FAILED'}", file=out)
    finally:
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        # No event loop runs here to delete it: without this, each game's window, scene
        # and cards stayed in memory to the end (about 9 MB a game).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        sys.excepthook = previous_hook
    return problems


def check_table(window: object) -> list[str]:
    """Differences between what the table shows and what the engine holds."""
    from histcards.engine import Match
    from histcards.engine.report import state_report

    controller = window.controller
    match = controller.match
    problems = []
    shown = window.scene.model
    if shown is None:
        return ["the table shows nothing"]
    viewer = controller.viewer
    if sorted(k for k in shown.hands[viewer]) != sorted(match.hand(viewer)):
        problems.append("the viewer's hand on the table differs from the engine's")
    if [len(h) for h in shown.hands] != [len(match.hand(s)) for s in range(match.players)]:
        problems.append("the hand sizes on the table differ from the engine's")
    if set(window.scene.cards) != shown.keys():
        problems.append("the card items differ from the table model")
    if match.ledger is not None and shown.banks != list(match.ledger.banks):
        problems.append("the banks on the table differ from the engine's")
    replayed = Match.from_record(match.to_record())
    if state_report(replayed) != state_report(match):
        problems.append("replaying the match's record gives another state")
    return problems

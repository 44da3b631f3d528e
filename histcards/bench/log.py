"""Game-log cost: a long random Hoc match's events added to a shown log one decision at a
time, as the main window adds them; the cost of a decision's lines must not grow with the
length of the log (the first and the last decisions are timed apart)."""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class LogFigures:
    """What adding a match's events to the log cost."""

    decisions: int
    lines: int
    first_ms: float
    """Mean milliseconds per decision over the first ``window`` decisions."""
    last_ms: float
    """The same over the last ``window`` decisions."""


def measure(deals: int = 2, window: int = 300, seed: int = 3,
            game: str | None = None) -> LogFigures:
    """Play ``deals`` deals of a seeded random match of ``game`` (by default the hardest
    registered game, whose deals tell the most) and add each decision's events to a shown
    ``GameLog``, letting Qt lay out and paint after each."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from histcards.app.log_view import GameLog
    from histcards.app.pyside_guard import protect_none
    from histcards.engine import GAMES, new_match

    protect_none()
    app = QApplication.instance() or QApplication([])
    rng = random.Random(seed)
    game = game or max(GAMES, key=lambda g: GAMES[g].info.difficulty)
    players = GAMES[game].info.usual_players
    match = new_match(game, players, seed=seed,
                      names=["Anne", "Blaise", "César", "Diane", "Étienne", "Fanchon",
                             "Gaspard", "Hortense"][:players])
    batches = []
    while not match.over and match.deal_index < deals:
        if match.to_act is None:
            batches.append(match.start_deal(seed=rng.getrandbits(32)))
        else:
            batches.append(match.apply(rng.choice(match.legal())))
    log = GameLog()
    log.resize(320, 600)
    log.show()
    app.processEvents()
    times = []
    for events in batches:
        start = time.perf_counter()
        log.add_events(events, game, match.names)
        app.processEvents()
        times.append(time.perf_counter() - start)
    window = min(window, len(times))
    return LogFigures(len(batches), len(log.texts()), 1000 * sum(times[:window]) / window,
                      1000 * sum(times[-window:]) / window)


def main(argv: list[str]) -> int:
    """``python -m histcards.bench log [--deals N] [--json]``."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench log")
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--game", help="the game played (default: the hardest registered)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.deals, game=args.game)
    if args.json:
        print(json.dumps(asdict(figures)))
    else:
        print(f"log: {figures.decisions} decisions, {figures.lines} lines; "
              f"{figures.first_ms:.2f} ms per decision at first, {figures.last_ms:.2f} ms "
              f"at the end")
    return 0

"""The game log: a line per event worth telling, in order, scrolled to the newest,
rewritten when the language changes."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from histcards.app.log_view import GameLog
from histcards.engine import new_match
from histcards.engine.events import Play
from histcards.table.wording import describe_events
from tests.translation import load_translator

NAMES = ["Anne", "Blaise", "César", "Denise"]


def random_events(game: str, players: int, seed: int = 3, deals: int = 2) -> tuple:
    rng = random.Random(seed)
    match = new_match(game, players, seed=seed, names=NAMES[:players])
    while not match.over and match.deal_index < deals:
        if match.to_act is None:
            match.start_deal(seed=rng.getrandbits(32))
        else:
            match.apply(rng.choice(match.legal()))
    return match.events, match.names


def test_lines_follow_the_events(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    events, names = random_events("polignac", 4)
    log.add_events(events[:10], "polignac", names)
    log.add_events(events[10:], "polignac", names)
    expected = [text for batch in (events[:10], events[10:])
                for _, text in describe_events(batch, "polignac", names)]
    assert log.texts() == expected
    assert log.is_heading(0)  # "Deal 1: … deals." heads the deal
    assert not log.is_heading(1)
    assert log.accessibleName() == "Game log"
    log.clear()
    assert log.texts() == []


def test_the_newest_line_is_shown(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(300, 120)
    log.show()
    events, names = random_events("hoc", 3, deals=1)
    log.add_events(events, "hoc", names)
    bar = log.lines.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.wait(50)  # the wrapped lines' layout settles
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the player scrolls back: new lines bring the view to the end again
    log.add_events(events[:5], "hoc", names)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()


def test_lines_are_rewritten_in_the_new_language(qtbot, tmp_path: Path) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.add_events([Play(1, "KH")], "homme", NAMES)
    translator = load_translator({("Wording", "{seat} plays {card}.", None): "{seat} joue {card}.",
                                  ("Wording", "the King of {0}", None): "le roi de {0}",
                                  ("Wording", "hearts", None): "cœur"}, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert log.texts() == ["Blaise joue le roi de cœur."]
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert log.texts() == ["Blaise plays the King of hearts."]

"""The plates' lines fit their plate: no text is cut, in English or French, at 1280×800 and
1024×700, with the longest scores a match reaches (Polignac's penalty points)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from histcards.app.i18n import Translations
from histcards.engine import GAMES, new_match
from tests.table_driver import open_window, seats_with_human

SIZES = [(1280, 800), (1024, 700)]


def cut_lines(window) -> list[str]:
    """The plate texts drawn cut short (elided) on the table."""
    cut = []
    for plate in window.scene.plates:
        for text, font, _colour, line, _align in plate.lines():
            if QFontMetricsF(font).horizontalAdvance(text) > line.width() + 0.5:
                cut.append(text)
    return cut


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("game", "players"),
    [(g, GAMES[g].info.usual_players) for g in sorted(GAMES)] + [("polignac", 6)],
)
def test_no_plate_line_is_cut(qtbot, game, players, language) -> None:
    match = new_match(game, players, {}, seed=3)
    record = match.to_record()
    if match.game.info.score.measure == "penalty":
        # one and two figures, singular and plural
        record["start"] = {"scores": [(1, 2, 18, 7, 11, 19)[s] for s in range(players)]}
    window = open_window(qtbot)
    translations = Translations()
    translations.apply(language)
    try:
        window.load(record, seats_with_human(record, 0))
        window.controller.shutdown()
        for width, height in SIZES:
            window.resize(width, height)
            qtbot.waitUntil(lambda w=width: window.scene.size[0] <= w)
            assert window.scene.plates
            assert not cut_lines(window), (width, cut_lines(window))
    finally:
        translations.apply("en")

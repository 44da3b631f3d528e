"""Settings at the table: applied at once and stored, the window's geometry kept between
runs, the default seats remembered by the new-game dialog and used at start-up."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSize

from histcards.app.main_window import MainWindow, default_setup
from histcards.app.new_game import NewGameDialog
from histcards.match_setup import COMPUTER, HUMAN
from histcards.storage import Settings, SettingsStore
from tests.table_driver import open_table, wait_settled


def test_new_settings_apply_at_once_and_are_stored(qtbot, tmp_path):
    store = SettingsStore(tmp_path)
    window = open_table(qtbot, "polignac", 4, seed=1, store=store)
    wait_settled(qtbot, window)
    chosen = replace(window.settings, animation_speed=2.5, trick_linger=1.5, ai_delay=0.8,
                     card_back="tarotee", table_colour="#334455", four_colour_suits=True)
    window._use_settings(chosen)
    assert (window.animator.speed, window.animator.linger) == (2.5, 1.5)
    assert window.controller.settings.ai_delay == 0.8
    assert window.scene.art.back.stem == "tarotee"
    assert window.scene.art.pack.startswith("paris-4colour")
    card = window.controller.match.hand(window.controller.viewer)[0]
    assert window.scene.card_item(card).art is window.scene.art
    view = window.view
    felt = view.grab().toImage().pixelColor(int(view.width() * 0.3), int(view.height() * 0.45))
    assert felt.blue() > felt.green(), "the felt is drawn in the new colour"
    assert store.load() == (chosen, None)


def test_the_window_geometry_is_kept_between_runs(qtbot, tmp_path):
    store = SettingsStore(tmp_path)
    window = MainWindow(Settings(animation_speed=0.0), store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(700, 520)  # within the offscreen screen (800 × 600), which Qt keeps to
    qtbot.waitUntil(lambda: window.size() == QSize(700, 520))
    window.close()
    settings, problem = store.load()
    assert problem is None and settings.window_geometry
    again = MainWindow(settings, store)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.size() == QSize(700, 520)


def test_the_seats_set_up_are_offered_again(qtbot):
    settings = Settings(player_name="Marie", default_levels={"homme": "novice"})
    dialog = NewGameDialog(None, settings, "homme")
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    rows[2].kind.setCurrentIndex(0)
    rows[2].name.setText("Jean")
    rows[1].name.setText("Robot")
    chosen = dialog.match_setup()
    remembered = dialog.updated_settings()
    assert [s.kind for s in chosen.seats][:3] == [HUMAN, COMPUTER, HUMAN]

    again = NewGameDialog(None, remembered, "polignac")
    qtbot.addWidget(again)
    again.game_box.setCurrentIndex(list(again.game_box.itemText(i) for i in range(
        again.game_box.count())).index(dialog.game_box.currentText()))
    assert again.match_setup().seats == chosen.seats
    assert default_setup("homme", remembered).seats == chosen.seats
    assert default_setup("homme", remembered, human=False).humans == ()

    levelled = replace(remembered, default_levels={"homme": "maitre"})
    assert {s.level for s in default_setup("homme", levelled).seats
            if s.kind == COMPUTER} == {"maitre"}, "the default level still rules"

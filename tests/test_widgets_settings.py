"""The settings dialog: every setting shown and given back, storage round trip, card
backs and faces from the resources."""

from __future__ import annotations

from itertools import product
from pathlib import Path

from PySide6.QtGui import QColor

from histcards.app.settings_dialog import SettingsDialog
from histcards.engine import GAMES
from histcards.resources import resource_path
from histcards.storage import Settings, SettingsStore
from histcards.table.cards_view import card_backs, card_pack

CHOSEN = Settings(language="fr", animation_speed=2.5, trick_linger=1.5, ai_delay=0.8,
                  card_back="tarotee", table_colour="#334455", four_colour_suits=True,
                  ace_index="A", default_players={g: max(GAMES[g].info.players)
                                                  for g in GAMES},
                  default_levels=dict.fromkeys(GAMES, "maitre"), player_name="Marie",
                  window_geometry="kept")


def dialog_for(qtbot, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(None, settings)
    qtbot.addWidget(dialog)
    return dialog


def test_every_setting_comes_back_unchanged(qtbot) -> None:
    assert dialog_for(qtbot, CHOSEN).settings() == CHOSEN


def test_changes_are_given_back_and_stored(qtbot, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, Settings())
    dialog.language.setCurrentIndex(1)
    dialog.player_name.setText("  Jeanne ")
    dialog.speed.setValue(0)
    dialog.linger.setValue(2.0)
    dialog.ai_delay.setValue(0.0)
    dialog.backs.setCurrentRow(card_backs().index("tarotee"))
    dialog.set_table_colour(QColor(10, 20, 30))
    dialog.four_colours.setChecked(True)
    dialog.ace_buttons.button(1).setChecked(True)
    dialog.players_boxes["homme"].setCurrentIndex(0)
    dialog.level_boxes["poch"].setCurrentIndex(0)
    settings = dialog.settings()
    assert (settings.language, settings.player_name, settings.animation_speed) == \
        ("en", "Jeanne", 0.0)
    assert (settings.trick_linger, settings.ai_delay) == (2.0, 0.0)
    assert (settings.card_back, settings.table_colour) == ("tarotee", "#0a141e")
    assert settings.four_colour_suits and settings.ace_index == "A"
    assert settings.default_players["homme"] == min(GAMES["homme"].info.players)
    assert settings.default_levels["poch"] == "novice"
    assert dialog.speed_value.text() == "Instant"
    store = SettingsStore(tmp_path)
    store.save(settings)
    assert store.load() == (settings, None)


def test_the_default_back_is_the_first_listed(qtbot) -> None:
    dialog = dialog_for(qtbot, Settings(card_back="default"))
    assert dialog.settings().card_back == card_backs()[0]
    assert card_backs() == sorted(p.stem for p in resource_path("backs").glob("*.svg"))


def test_every_card_look_has_its_faces() -> None:
    for four, ace in product((False, True), ("1", "A")):
        pack = card_pack(Settings(four_colour_suits=four, ace_index=ace))
        assert resource_path("cards", pack, "AD.svg").is_file(), pack


def test_the_preview_follows_the_card_look(qtbot) -> None:
    dialog = dialog_for(qtbot, Settings())
    plain = dialog.card_preview.pixmap().toImage()
    dialog.four_colours.setChecked(True)
    assert dialog.card_preview.pixmap().toImage() != plain

"""The new-game dialog: the MatchSetup it gives, engine validation, Poch presets, table
options, the rules button, remembered defaults and retranslation."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from histcards.app.new_game import NewGameDialog, ask_new_game
from histcards.app.option_editors import TableEditor
from histcards.app.option_words import option_help
from histcards.engine import GAMES, new_match
from histcards.engine.declaration import GameInfo
from histcards.engine.options import ALWAYS, Option
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from tests.translation import load_translator

SETTINGS = Settings(player_name="Marie", default_players={"polignac": 5},
                    default_levels={"polignac": "maitre"})


def dialog_for(qtbot, game: str, settings: Settings = SETTINGS) -> NewGameDialog:
    dialog = NewGameDialog(None, settings, game)
    qtbot.addWidget(dialog)
    return dialog


def ok_enabled(dialog: NewGameDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def choose_players(dialog: NewGameDialog, count: int) -> None:
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(count))


def test_defaults_come_from_the_settings(qtbot) -> None:
    setup = dialog_for(qtbot, "polignac").match_setup()
    assert setup.game == "polignac" and setup.players == 5 and setup.options == {}
    assert setup.seed is None
    assert setup.seats[0] == SeatSetup("Marie", HUMAN, "maitre")
    assert [s.kind for s in setup.seats[1:]] == [COMPUTER] * 4
    assert {s.level for s in setup.seats[1:]} == {"maitre"}
    assert len({s.name for s in setup.seats}) == 5


def test_the_setup_follows_the_widgets(qtbot) -> None:
    dialog = dialog_for(qtbot, "polignac")
    dialog.game_box.setCurrentIndex(list(GAMES).index("homme"))
    choose_players(dialog, 3)
    rows = dialog.seat_rows
    rows[1].name.setText("Pierre")
    rows[1].kind.setCurrentIndex(0)
    rows[2].level.setCurrentIndex(0)
    dialog.editors["target"].setValue(7)
    dialog.editors["pot"].setChecked(True)
    dialog.seed_edit.setText("42")
    assert dialog.match_setup() == MatchSetup(
        "homme", 3, {"target": 7, "pot": True},
        (SeatSetup("Marie", HUMAN, "maitre"), SeatSetup("Pierre", HUMAN, "maitre"),
         SeatSetup(rows[2].name.text(), COMPUTER, "novice")), 42)  # rows kept across games
    assert ok_enabled(dialog)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_starts_from_its_defaults(qtbot, game: str) -> None:
    setup = dialog_for(qtbot, game).match_setup()
    match = new_match(setup.game, setup.players, setup.options,
                      names=[s.name for s in setup.seats])
    assert match.options == GAMES[game].resolve_options({}, setup.players)


def test_options_the_engine_refuses_disable_ok(qtbot) -> None:
    dialog = dialog_for(qtbot, "polignac")
    choose_players(dialog, 7)
    assert not ok_enabled(dialog)
    assert "Allow 7 or 8 players" in dialog.problem.text()
    dialog.editors["allow_seven_eight"].setChecked(True)
    assert ok_enabled(dialog) and not dialog.problem.isVisibleTo(dialog)
    dialog.editors["extra_game"].set_value("knaves")
    assert not ok_enabled(dialog) and "3 players" in dialog.problem.text()
    choose_players(dialog, 3)
    assert ok_enabled(dialog)


def test_a_number_of_deals_follows_the_player_count(qtbot) -> None:
    dialog = dialog_for(qtbot, "polignac")
    choose_players(dialog, 4)
    assert dialog.editors["fixed_deals"].value() == 12
    choose_players(dialog, 5)
    assert dialog.editors["fixed_deals"].value() == 15
    dialog.editors["fixed_deals"].setValue(16)
    assert not ok_enabled(dialog) and "multiple" in dialog.problem.text()
    dialog.editors["fixed_deals"].setValue(20)
    assert ok_enabled(dialog)
    choose_players(dialog, 4)
    assert dialog.editors["fixed_deals"].value() == 20  # chosen by the player: kept


def test_names_are_needed_and_distinct(qtbot) -> None:
    dialog = dialog_for(qtbot, "hoc")
    dialog.seat_rows[1].name.setText("")
    assert not ok_enabled(dialog)
    dialog.seat_rows[1].name.setText("Marie")
    assert not ok_enabled(dialog)
    dialog.seat_rows[1].name.setText("Jeanne")
    assert ok_enabled(dialog)


def test_a_preset_refills_the_toggles_and_a_toggle_keeps_the_preset(qtbot) -> None:
    dialog = dialog_for(qtbot, "poch")
    editors = dialog.editors
    editors["preset"].set_value("poque_1789")
    bundle = GAMES["poch"].resolve_options({"preset": "poque_1789"}, dialog.players)
    assert dialog.values() == bundle
    assert editors["pools"].value() == "six" and editors["most_cards_penalty"].value()
    assert dialog.options() == {"preset": "poque_1789"}
    editors["raise_rule"].set_value("none")
    assert editors["preset"].value() == "poque_1789"
    assert dialog.options() == {"preset": "poque_1789", "raise_rule": "none"}
    assert GAMES["poch"].resolve_options(dialog.options(), 4) == dialog.values()
    editors["preset"].set_value("modern")
    assert dialog.options() == {}


def test_a_table_option_is_edited_and_reset(qtbot) -> None:
    dialog = dialog_for(qtbot, "quarante")
    editor = dialog.editors["clique_table"]
    assert isinstance(editor, TableEditor)
    editor.cells[("three", "Q")].setValue(20)
    assert dialog.options() == {"clique_table": {"four": {"K": 40, "Q": 32, "J": 24},
                                                 "three": {"K": 15, "Q": 20, "J": 9}}}
    editor.reset.click()
    assert dialog.options() == {}


def test_a_list_table_option(qtbot) -> None:
    dialog = dialog_for(qtbot, "hoc")
    editor = dialog.editors["end_table"]
    editor.cells[(0,)].setValue(7)
    table = dialog.options()["end_table"]
    assert table[0] == 7 and len(table) == 15
    assert list(new_match("hoc", 3, dialog.options()).options["end_table"]) == table


def test_every_choice_has_words() -> None:
    missing = [(game.id, spec.key, choice.value) for game in GAMES.values()
               for spec in game.info.options if spec.kind == "choice"
               for choice in spec.choices
               if isinstance(choice.value, str) and choice.label is None]
    assert missing == []


def choosable_values(spec: Option) -> tuple[Any, ...]:
    """The values a player can pick for an option from a list or a box."""
    return spec.values if spec.kind == "choice" else (True, False) if spec.kind == "bool" \
        else ()


def value_spread(info: GameInfo) -> Iterator[dict[str, Any]]:
    """Option values to try: the defaults, each option's other values one at a time, and
    every combination of the options that decide whether another applies."""
    yield {}
    for spec in info.options:
        for value in choosable_values(spec):
            if value != spec.default:
                yield {spec.key: value}
    deciding = list(dict.fromkeys(key for spec in info.options for key in spec.applies.options))
    for combination in product(*(choosable_values(info.option(key)) for key in deciding)):
        yield dict(zip(deciding, combination, strict=True))


def set_options(dialog: NewGameDialog, values: dict[str, Any]) -> None:
    """Choose ``values`` in the dialog's editors, every other choosable option at its
    default (the chosen bundle's, where the game has bundles)."""
    info = GAMES[dialog.game].info
    bundles = {spec.key: values.get(spec.key, spec.default) for spec in info.options
               if spec.bundle}
    for key, value in bundles.items():
        dialog.editors[key].set_value(value)
    defaults = GAMES[dialog.game].resolve_options(bundles, dialog.players)
    for spec in info.options:
        if choosable_values(spec) and not spec.bundle:
            dialog.editors[spec.key].set_value(values.get(spec.key, defaults[spec.key]))
    shown = dialog.values()
    assert {key: shown[key] for key in values} == values


@pytest.mark.parametrize("game", list(GAMES))
def test_an_option_is_disabled_exactly_when_its_declaration_says_it_does_not_apply(
        qtbot, game: str) -> None:
    info = GAMES[game].info
    outcomes: dict[str, set[bool]] = {spec.key: set() for spec in info.options}
    for players in info.players:
        dialog = dialog_for(qtbot, game)
        choose_players(dialog, players)
        for values in value_spread(info):
            set_options(dialog, values)
            shown = dialog.values()
            for spec in info.options:
                applies = spec.applies.holds(players, shown)
                assert dialog.option_applies(spec.key) == applies, (players, values, spec.key)
                tip = dialog.editors[spec.key].toolTip()
                assert tip == option_help(spec) if applies else tip.startswith("Only ")
                outcomes[spec.key].add(applies)
    conditional = {spec.key for spec in info.options if spec.applies != ALWAYS}
    assert all(outcomes[key] == {True, False} for key in conditional), outcomes
    assert all(outcomes[key] == {True} for key in set(outcomes) - conditional)


def test_the_rules_button_opens_the_game_rules(qtbot) -> None:
    dialog = dialog_for(qtbot, "homme")
    dialog.rules_button.click()
    assert dialog.rules_browser.isVisible()
    assert dialog.rules_browser.current_page() == "homme"


def test_remembered_defaults(qtbot) -> None:
    dialog = dialog_for(qtbot, "hoc", Settings())
    choose_players(dialog, 2)
    dialog.seat_rows[0].name.setText("Louise")
    dialog.seat_rows[1].level.setCurrentIndex(2)
    settings = dialog.updated_settings()
    assert settings.default_players == {"hoc": 2}
    assert settings.default_levels == {"hoc": "maitre"}
    assert settings.player_name == "Louise"
    again = dialog_for(qtbot, "hoc", settings).match_setup()
    assert again.players == 2 and again.seats[0].name == "Louise"
    assert again.seats[1].level == "maitre"


def test_ask_new_game_returns_the_setup_or_none(qtbot) -> None:
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().accept())
    setup = ask_new_game(None, SETTINGS, "quarante")
    assert setup is not None and setup.game == "quarante" and setup.players == 4
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())
    assert ask_new_game(None, SETTINGS) is None


def test_the_dialog_retranslates(qtbot, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, "poch")
    french = {("NewGameDialog", "New game", None): "Nouvelle partie",
              ("poch", "Modern Poch", None): "Poque moderne",
              ("poch", "Rules", None): "Règles",
              ("poch", "Poch", None): "Poque",
              ("Language", "en", None): "fr"}
    translator = load_translator(french, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert dialog.windowTitle() == "Nouvelle partie"
        assert dialog.editors["preset"].currentText() == "Poque moderne"
        assert dialog.option_labels[0][0].text() == "Règles"
        assert dialog.game_box.currentText() == "Poque"
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "New game"


def test_the_one_person_at_the_table_is_you_and_people_sharing_it_are_numbered(qtbot) -> None:
    """Issue 17: the human's default name is no computer level: "You" alone at the
    table; when another seat is given to a person, "Player 1", and "You" again alone."""
    dialog = dialog_for(qtbot, "polignac", Settings())
    rows = dialog.seat_rows
    assert rows[0].setup() == SeatSetup("You", HUMAN, "joueur")
    rows[2].kind.setCurrentIndex(0)
    assert [row.setup().name for row in rows if row.is_human()] == ["Player 1",
                                                                    rows[2].name.text()]
    assert rows[2].name.text() not in ("You", "Player 3")  # his computer name kept
    rows[2].kind.setCurrentIndex(1)
    assert rows[0].setup().name == "You"
    rows[0].name.setText("Marie")
    rows[2].kind.setCurrentIndex(0)
    assert rows[0].setup().name == "Marie"
    levels = {row.level.itemText(i) for row in rows for i in range(row.level.count())}
    assert levels == {"Beginner", "Intermediate", "Master"} and not levels & {"You", "Player"}

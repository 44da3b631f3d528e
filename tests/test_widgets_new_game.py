"""The new-game dialog: the MatchSetup it gives, engine validation, Poch presets, table
options, the rules button, remembered defaults and retranslation."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from histcards.app.i18n import Translations
from histcards.app.new_game import NewGameDialog, ask_new_game
from histcards.app.option_editors import TableEditor
from histcards.app.option_words import option_help, option_label
from histcards.engine import GAMES, new_match
from histcards.engine.declaration import GameInfo
from histcards.engine.options import ALWAYS, Option
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.wording import translated
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
                row = dialog.rows[spec.key]
                assert row.label is None or row.label.isEnabled() == applies
                tip = dialog.editors[spec.key].toolTip()
                assert tip == option_help(spec) if applies else tip.startswith("Only ")
                assert row.note.text() == tip, "the help, or why it does not apply, shown"
                assert row.note.font().italic() == (not applies)
                outcomes[spec.key].add(applies)
    conditional = {spec.key for spec in info.options if spec.applies != ALWAYS}
    assert all(outcomes[key] == {True, False} for key in conditional), outcomes
    assert all(outcomes[key] == {True} for key in set(outcomes) - conditional)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_an_option_row_applies_exactly_when_declared_for_any_choices(qtbot, data) -> None:
    """Any game, player count and values of the options that decide whether others apply,
    chosen at random: every row is enabled exactly when its ``When`` holds, and a
    disabled one says why."""
    game = data.draw(st.sampled_from(list(GAMES)))
    info = GAMES[game].info
    players = data.draw(st.sampled_from(info.players))
    deciding = list(dict.fromkeys(key for spec in info.options for key in spec.applies.options))
    values = {key: data.draw(st.sampled_from(choosable_values(info.option(key))))
              for key in deciding}
    dialog = dialog_for(qtbot, game)
    choose_players(dialog, players)
    set_options(dialog, values)
    shown = dialog.values()
    for spec in info.options:
        applies = spec.applies.holds(players, shown)
        assert dialog.option_applies(spec.key) == applies
        assert applies or dialog.rows[spec.key].note.text().startswith("Only ")


def test_the_presets_come_first_and_follow_the_options(qtbot) -> None:
    dialog = dialog_for(qtbot, "polignac", Settings())
    presets = GAMES["polignac"].info.presets
    box = dialog.preset_box
    assert [box.itemText(i) for i in range(box.count())] == \
        [translated(p.name) for p in presets] + ["Your own rules"]
    assert box.currentText() == "Usual"
    assert dialog.preset_help.text() == translated(presets[0].help)
    knaves = [p.id for p in presets].index("knaves")
    box.activated.emit(knaves)
    assert dialog.players == 3 and dialog.editors["extra_game"].value() == "knaves"
    assert dialog.options() == {"extra_game": "knaves"} and box.currentText() == "Knaves"
    assert ok_enabled(dialog)
    dialog.editors["target"].set_value(30)
    assert box.currentText() == "Your own rules"
    assert dialog.preset_help.text() == "The options below, chosen one by one."
    box.activated.emit([p.id for p in presets].index("short"))
    assert dialog.options() == {"target": 10} and box.currentText() == "Short match"
    dialog.editors["target"].set_value(20)
    assert box.currentText() == "Usual", "the options amount to a preset again"


def test_a_preset_is_chosen_from_the_chooser(qtbot) -> None:
    dialog = NewGameDialog(None, Settings(), "poch", "poque")
    qtbot.addWidget(dialog)
    assert dialog.preset_box.currentText() == "Le Poque"
    assert dialog.options() == {"preset": "poque_1789"}
    assert dialog.editors["pools"].value() == "six"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_options_are_grouped_each_with_its_help(qtbot, game: str) -> None:
    dialog = dialog_for(qtbot, game)
    info = GAMES[game].info
    assert all(spec.group is not None and spec.help is not None for spec in info.options), \
        "every option of the games declares its group and a line of help"
    groups = list(dict.fromkeys(spec.group for spec in info.options))
    assert [group for _box, group in dialog.groups] == groups
    assert [box.title() for box, _group in dialog.groups] == \
        [translated(group.name) for group in groups]
    for spec in info.options:
        box = next(b for b, group in dialog.groups if group == spec.group)
        row = dialog.rows[spec.key]
        assert box.isAncestorOf(row.editor) and box.isAncestorOf(row.note)
        if spec.applies.holds(dialog.players, dialog.values()):
            assert row.note.text() == option_help(spec) != ""


PROJECT_NOTES = re.compile(r"\b(project|verify|to check|checked against|lacombe|todo|"
                           r"our reconstruction|histcards decided)\b", re.IGNORECASE)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_project_note_reaches_the_set_up(qtbot, language: str) -> None:
    """What the set-up shows of the games speaks to a player: no note of the project's
    work; a reconstruction is said so in plain words."""
    translations = Translations()
    translations.apply(language)
    try:
        for game, rules in GAMES.items():
            for spec in rules.info.options:
                for text in (option_label(spec), option_help(spec)):
                    assert not PROJECT_NOTES.search(text), (game, spec.key, text)
                if spec.reconstructed:
                    assert any(word in option_help(spec) for word in
                               ("reconstruction", "reconstitution")), (game, spec.key)
            for preset in rules.info.presets:
                assert not PROJECT_NOTES.search(translated(preset.help)), (game, preset.id)
    finally:
        translations.apply("en")


def test_the_match_number_says_what_it_is_for(qtbot) -> None:
    dialog = NewGameDialog(None, Settings(), "hoc", table_seed=271828)
    qtbot.addWidget(dialog)
    assert dialog.seed_label.text() == "Match &number:"
    assert "same cards again" in dialog.seed_note.text()
    assert dialog.seed_note.text().endswith("The match on the table is number 271828.")
    assert dialog.seed_edit.placeholderText() == "New cards"
    dialog.seed_edit.setText("271828")
    assert dialog.match_setup().seed == 271828


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
    french = {("NewGameDialog", "Seats and variants", None): "Places et variantes",
              ("poch", "Modern Poch", None): "Poque moderne",
              ("poch", "Version of the rules", None): "Version des règles",
              ("poch", "Poch", None): "Poque",
              ("Language", "en", None): "fr"}
    translator = load_translator(french, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert dialog.windowTitle() == "Places et variantes"
        assert dialog.editors["preset"].currentText() == "Poque moderne"
        assert dialog.rows["preset"].label.text() == "Version des règles"
        assert dialog.game_box.currentText() == "Poque"
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "Seats and variants"


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

"""The game chooser: a tile for every registered game (and for a preset with its own
picture), read from the declarations; one click, Enter or Space plays it with its usual
player count against computers; arrows move between tiles; "Seats and variants…" opens
the detailed set-up (and back to the chooser when cancelled); "Learn to play" emits the
game's id; screen readers hear each tile's name and what it is; each picture draws what
its declaration says."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from histcards.ai import DEFAULT_LEVEL
from histcards.app.chooser import Entry, GameChooser, GameTile, entries
from histcards.app.game_picture import picture_scene
from histcards.app.new_game import NewGameDialog
from histcards.cards import parse_card
from histcards.engine import GAMES
from histcards.match_setup import COMPUTER, HUMAN
from histcards.storage import Settings
from histcards.table.board import BoardItem
from histcards.table.cards_view import CardItem, SvgCache
from histcards.table.wording import game_name, translated
from tests.table_driver import open_table, open_window, settings_for_tests, wait_settled

TILES = [entry.key for entry in entries()]


def chooser_for(qtbot, settings: Settings | None = None, current: str | None = None) -> GameChooser:
    chooser = GameChooser(None, settings or Settings(), current)
    qtbot.addWidget(chooser)
    chooser.show()
    qtbot.waitExposed(chooser)
    return chooser


def answer_modal(act: Callable[[QDialog], None], seen: list[type]) -> None:
    """Call ``act`` on the next modal dialog once it is up."""

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(10, answer)
            return
        seen.append(type(modal))
        act(modal)

    QTimer.singleShot(0, answer)


def test_the_chooser_lists_the_registry_with_its_declared_words(qtbot) -> None:
    chooser = chooser_for(qtbot)
    assert [t.entry.key for t in chooser.tiles] == TILES
    games = [t.entry.game for t in chooser.tiles if t.entry.preset is None]
    assert games == list(GAMES), "every game, in the registry's order"
    presets = [(t.entry.game, t.entry.preset.id) for t in chooser.tiles if t.entry.preset]
    assert presets == [
        (g, p.id) for g in GAMES for p in GAMES[g].info.presets if p.picture is not None
    ]
    assert ("poch", "poque") in presets, "Le Poque has a tile of its own"
    for tile in chooser.tiles:
        entry, info = tile.entry, tile.entry.info
        assert tile.title.text() == entry.name()
        assert tile.summary.text() == translated(
            entry.preset.help if entry.preset else info.summary
        )
        assert translated(info.length) in tile.facts.text()
        assert f"{entry.players} player" in tile.facts.text()
        assert tile.accessibleName() == entry.name()
        assert entry.summary() in tile.accessibleDescription()


def test_the_facts_say_the_players_the_length_and_the_difficulty(qtbot) -> None:
    chooser = chooser_for(qtbot)
    assert (
        chooser.tile("polignac").facts.text()
        == "4 players (or 3 to 8) · About 20 minutes\n●○○ Easy to learn"
    )
    assert chooser.tile("quarante").facts.text().startswith("4 players · ")
    assert chooser.tile("hoc").facts.text().endswith("●●● Rich rules")


@pytest.mark.parametrize("key", TILES)
def test_one_click_on_a_tile_plays_it_with_the_usual_players_against_computers(
    qtbot, key: str
) -> None:
    window = open_window(
        qtbot, settings=Settings(animation_speed=0.0, ai_delay=0.0, player_name="Marie")
    )
    seen: list[type] = []

    def click(chooser: QDialog) -> None:
        tile = chooser.tile(key)
        QTest.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(tile.width() // 2, 20))

    answer_modal(click, seen)
    window.ask_new_game()
    assert seen == [GameChooser]
    entry = next(e for e in entries() if e.key == key)
    match = window.controller.match
    assert match.game.id == entry.game and match.players == entry.info.usual_players
    assert match.options == GAMES[entry.game].resolve_options(entry.options, match.players)
    seats = window.controller.given_seats()
    assert [s.kind for s in seats] == [HUMAN] + [COMPUTER] * (match.players - 1)
    assert seats[0].name == "Marie" and {s.level for s in seats} == {DEFAULT_LEVEL}


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_the_keyboard_plays_the_tile_it_is_on(qtbot, key: Qt.Key) -> None:
    chooser = chooser_for(qtbot, current="homme")
    tile = chooser.tile("homme")
    assert chooser.focusWidget() is tile, "the game on the table is offered first"
    QTest.keyClick(tile, key)
    assert chooser.result() == QDialog.DialogCode.Accepted
    assert chooser.choice.entry.key == "homme" and not chooser.choice.detailed


def test_arrows_move_from_tile_to_tile_and_tab_reaches_the_buttons(qtbot) -> None:
    chooser = chooser_for(qtbot)
    tiles = chooser.tiles
    assert chooser.focusWidget() is tiles[0]
    QTest.keyClick(tiles[0], Qt.Key.Key_Right)
    assert chooser.focusWidget() is tiles[1]
    QTest.keyClick(tiles[1], Qt.Key.Key_Down)
    assert chooser.focusWidget() is tiles[4]
    QTest.keyClick(tiles[4], Qt.Key.Key_Left)
    assert chooser.focusWidget() is tiles[3]
    QTest.keyClick(tiles[3], Qt.Key.Key_Up)
    assert chooser.focusWidget() is tiles[0]
    QTest.keyClick(tiles[0], Qt.Key.Key_Up)
    assert chooser.focusWidget() is tiles[0], "no tile above the first row"
    order = [tiles[0]]
    for _ in range(4):
        order.append(order[-1].nextInFocusChain())
        while not order[-1].focusPolicy() & Qt.FocusPolicy.TabFocus:
            order[-1] = order[-1].nextInFocusChain()
    assert order == [
        tiles[0],
        tiles[0].setup_button,
        tiles[0].learn_button,
        tiles[1],
        tiles[1].setup_button,
    ]


def test_every_tile_and_button_speaks_to_a_screen_reader(qtbot) -> None:
    chooser = chooser_for(qtbot)
    for tile in chooser.tiles:
        name = tile.entry.name()
        assert tile.accessibleName() == name
        assert "Enter" in tile.accessibleDescription()
        assert tile.setup_button.accessibleName() == f"Seats and variants of {name}"
        assert tile.learn_button.accessibleName() == f"Learn to play {name}"
        assert tile.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_learn_to_play_emits_the_games_id_and_closes(qtbot) -> None:
    chooser = chooser_for(qtbot)
    with qtbot.waitSignal(chooser.learn_requested) as signal:
        chooser.tile("poch/poque").learn_button.click()
    assert signal.args == ["poch"]
    assert chooser.choice is None and not chooser.isVisible()


def test_learn_to_play_from_the_window_starts_the_guided_deal_of_that_game(qtbot) -> None:
    window = open_window(qtbot)
    answer_modal(lambda chooser: chooser.tile("hoc").learn_button.click(), [])
    window.ask_new_game()
    qtbot.waitUntil(lambda: window.lesson.active)
    assert window.controller.match.game.id == "hoc"
    assert window.coach_dock.isVisible()


def test_seats_and_variants_opens_the_set_up_and_cancelling_goes_back(qtbot) -> None:
    window = open_window(qtbot, settings=settings_for_tests())
    seen: list[type] = []
    steps = iter(
        [
            lambda chooser: chooser.tile("poch/poque").setup_button.click(),
            lambda dialog: dialog.reject(),
            lambda chooser: chooser.tile("hoc").setup_button.click(),
            lambda dialog: (
                dialog.players_box.setCurrentIndex(dialog.players_box.findData(2)),
                dialog.accept(),
            ),
        ]
    )

    def next_step(modal: QDialog) -> None:
        if isinstance(modal, NewGameDialog):
            shown.append((modal.game, modal.preset_shown().id))
        next(steps)(modal)
        if len(seen) < 4:
            answer_modal(next_step, seen)

    shown: list[tuple[str, str]] = []
    answer_modal(next_step, seen)
    window.ask_new_game()
    assert seen == [GameChooser, NewGameDialog, GameChooser, NewGameDialog]
    assert shown == [("poch", "poque"), ("hoc", "usual")]
    match = window.controller.match
    assert (match.game.id, match.players) == ("hoc", 2)
    assert window.settings.default_players["hoc"] == 2, "the set-up is remembered"


def test_cancelling_the_chooser_keeps_the_match(qtbot) -> None:
    window = open_table(qtbot, "quarante", 4)
    wait_settled(qtbot, window)
    record = window.controller.match.to_record()
    answer_modal(lambda chooser: chooser.reject(), [])
    window.ask_new_game()
    assert window.controller.match.to_record() == record


def test_the_chooser_retranslates(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QCoreApplication

    from tests.translation import load_translator

    chooser = chooser_for(qtbot)
    french = {
        ("GameChooser", "Choose a game", None): "Choisir un jeu",
        ("GameTile", "Learn to play", None): "Apprendre à jouer",
        ("polignac", "Polignac", None): "Le Polignac",
        ("Language", "en", None): "fr",
    }
    translator = load_translator(french, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert chooser.windowTitle() == "Choisir un jeu"
        tile = chooser.tile("polignac")
        assert tile.learn_button.text() == "Apprendre à jouer"
        assert tile.title.text() == "Le Polignac" == tile.accessibleName()
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert chooser.windowTitle() == "Choose a game"
    assert chooser.tile("polignac").title.text() == game_name("polignac")


@pytest.mark.parametrize("key", TILES)
def test_each_picture_draws_what_its_declaration_says(qtbot, key: str) -> None:
    entry = next(e for e in entries() if e.key == key)
    picture = entry.picture
    scene = picture_scene(entry.info, picture, QSize(300, 150), Settings(), SvgCache())
    cards = [item for item in scene.items() if isinstance(item, CardItem)]
    faces = sorted(item.card for item in cards if item.card is not None)
    shown = [*picture.cards, *([picture.turned] if picture.turned else [])]
    assert faces == sorted(parse_card(name) for name in shown)
    boards = [item for item in scene.items() if isinstance(item, BoardItem)]
    if picture.pools:
        [board] = boards
        assert board.board == entry.info.board(list(picture.pools))
        assert {pool: stack.amount for pool, stack in board.stacks.items()} == dict(picture.pools)
    else:
        assert boards == []
    inside = scene.sceneRect().adjusted(-4, -4, 4, 4)
    assert all(inside.contains(item.sceneBoundingRect()) for item in cards), (
        "every card within the picture"
    )


def test_a_tile_paints_its_picture(qtbot) -> None:
    chooser = chooser_for(qtbot)
    tile: GameTile = chooser.tile("poch")
    image = tile.picture.grab().toImage()
    colours = {
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), 7)
        for y in range(0, image.height(), 7)
    }
    assert len(colours) > 20, "felt, cards and board, not a blank"


def test_the_entries_play_their_preset(qtbot) -> None:
    poque = next(e for e in entries() if e.key == "poch/poque")
    assert poque == Entry("poch", next(p for p in GAMES["poch"].info.presets if p.id == "poque"))
    assert poque.options == {"preset": "poque_1789"}
    assert poque.name() == "Le Poque" and poque.players == GAMES["poch"].info.usual_players

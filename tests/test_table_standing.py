"""What the table tells of the game as it goes, checked on the scene while computers play
whole deals of every game: the plates keep the score live (what decides the match and
the deal's figures, the stake only while betting), every seat's pile of won tricks shows
its count at every player count and both window sizes, the status line names the seat to
act at every step (under the pass-and-play curtain, the player asked for), speech
bubbles end with their phase and cover no plate, the dealer button stays on the table."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt

from histcards.engine import new_match
from histcards.engine.events import Score, Trick
from histcards.table.choreography import choreograph
from histcards.table.controller import deal_plan
from histcards.table.layout import TableSpec, compute_layout
from histcards.table.model import model_from_observation
from histcards.table.plates import DEALER_RISE
from histcards.table.scene import SeatLabel, TableScene
from histcards.table.standing import Scoring, score_words
from histcards.table.wording import jetons
from tests.table_driver import WAIT_MS, open_table

GAMES = [
    ("polignac", 4, {}),
    ("quarante", 4, {}),
    ("homme", 4, {"pot": True}),
    ("poch", 4, {}),
    ("poch", 4, {"preset": "poque_1789"}),
    ("hoc", 3, {}),
]
# The beginner computers of these tests announce many a capot, which ends a deal at the
# first trick it loses: they play without it here.
TRICK_COUNTS = [
    ("polignac", n, {"allow_seven_eight": n > 6, "all_tricks_bid": "off"}) for n in range(3, 9)
] + [("quarante", 4, {}), ("homme", 2, {}), ("homme", 3, {}), ("homme", 5, {})]


def standing_of(match: Any, seat: int) -> str:
    """What decides the match for ``seat``, as its plate should say it now."""
    kind = match.game.score_kind(match.options)
    if kind.in_chips:
        return jetons(match.ledger.banks[seat])
    return score_words(match.scores[seat], Scoring.of(match.game.info, kind))


def watch(qtbot: Any, window: Any, check: Any, decisions: int) -> list[str]:
    """Call ``check`` each time the table has caught up, until ``decisions`` decisions
    were shown or the match ended; returns what the checks said."""
    said: list[str] = []
    seen = [0]

    def caught_up() -> None:
        seen[0] += 1
        said.append(check())

    window.animator.idle.connect(caught_up)
    qtbot.waitUntil(
        lambda: seen[0] >= decisions or window.controller.match.over, timeout=WAIT_MS * 3
    )
    window.controller.shutdown()
    return said


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_plates_and_status_follow_every_step(qtbot, game, players, options):
    """At every step the table has caught up with: each plate shows what decides the
    match (its total, or its bank), the stake only while the betting is open; the
    acting plate is lit and the status line names the seat to act, in its phase."""
    window = open_table(qtbot, game, players, options, humans=(), seed=5)
    controller, scene = window.controller, window.scene

    def check() -> str:
        match = controller.match
        for seat, plate in enumerate(scene.plates):
            assert plate.text.score == standing_of(match, seat), (seat, plate.text)
            assert plate.text.active == (match.to_act == seat)
            stake = "Stake " in plate.text.extra
            bets = match.observation(seat).table.get("bets") or [0] * players
            assert stake == bool(bets[seat]), (match.phase, plate.text.extra)
        message = window.statusBar().currentMessage()
        if match.to_act is not None:
            assert match.names[match.to_act] in message, (message, match.to_act)
            phase = match.game.info.phase(match.phase)
            assert QCoreApplication.translate(phase.name.context, phase.name.source) in message
        return match.phase

    phases = watch(qtbot, window, check, 60)
    assert len(phases) >= 10


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_plates_show_the_score_as_it_is_made(qtbot, game, players, options):
    """Shown step by step, a deal's first scoring event (a Score, a trick's points, a
    chip move) reaches the plates at its own step, before the deal's end is shown."""
    match = new_match(game, players, options, seed=3)
    pools = list(match.ledger.pools) if match.ledger else []
    scene = TableScene()
    scene.set_table(
        TableSpec(players, 0, True, chips=bool(pools)),
        match.game.info.board(pools),
        pools,
        [SeatLabel(name, "") for name in match.names],
    )
    scoring = Scoring.of(match.game.info, match.game.score_kind(match.options))
    scene.set_scoring(scoring)
    shown = model_from_observation(match.observation(0), 0)
    scene.show_model(shown)
    events = match.start_deal()
    told = 0
    rng = random.Random(3)
    while True:
        final = model_from_observation(match.observation(0), 0)
        steps = choreograph(shown, events, final, deal_plan(match) if told == 0 else None)
        for step in steps:
            scene.begin(step).finish()
            if step.kind == "score" and not scoring.in_chips:
                told += 1
                texts = [scene.plate_text(step.model, s).score for s in range(players)]
                assert texts == [score_words(v, scoring) for v in step.model.scores]
            elif step.kind == "collect" and scoring.tricks_count:
                told += 1
                extras = [scene.plates[s].text.extra for s in range(players)]
                assert all(
                    f"This deal: {step.model.taken[s]}" in extras[s] for s in range(players)
                ), extras
            elif step.kind == "chips" and step.model.banks is not None:
                told += 1
                assert [scene.banks[s].amount for s in range(players)] == step.model.banks
        shown = final
        if match.to_act is None:
            break
        events = match.apply(rng.choice(match.legal()))
    assert told, "no scoring event reached the plates during the deal"
    assert any(isinstance(e, Score | Trick) for e in match.events) or scene.model.banks


@pytest.mark.parametrize(("size"), [(1280, 800), (1024, 700)])
@pytest.mark.parametrize(("game", "players", "options"), TRICK_COUNTS)
def test_every_seats_won_tricks_are_shown_with_their_count(qtbot, game, players, options, size):
    """Every seat's pile shows as many tricks as the engine counts, with the count
    written under it, on the table and clear of every plate, at every player count."""
    window = open_table(qtbot, game, players, options, humans=(), seed=2)
    window.resize(*size)
    controller, scene = window.controller, window.scene
    shown = [0] * players

    def check() -> str:
        match = controller.match
        won = match.observation(0).table.get("tricks_won") or [0] * players
        area = QRectF(0, 0, *scene.size)
        plates = [
            QRectF(p.x, p.y, p.width, p.height) for p in (g.plate for g in scene.layout.seats)
        ]
        for seat, pile in enumerate(scene.won):
            assert pile.count == won[seat]
            if won[seat]:
                shown[seat] = max(shown[seat], won[seat])
                assert pile.isVisible()
                assert pile.caption == ("1 trick" if won[seat] == 1 else f"{won[seat]} tricks")
                box = pile.sceneBoundingRect().adjusted(4, 4, -4, -4)
                assert area.contains(box), (seat, box)
                assert not any(box.intersects(p) for p in plates), seat
        return ""

    watch(qtbot, window, check, 40)
    assert sum(1 for n in shown if n) >= 2


def test_a_press_on_a_pile_shows_the_seats_tricks(qtbot):
    """Pressing a seat's pile opens its tricks of the deal, face up, its own card marked,
    until the button is released."""
    window = open_table(qtbot, "quarante", 4, humans=(), seed=4)
    scene = window.scene
    qtbot.waitUntil(lambda: sum(scene.model.won) >= 3, timeout=WAIT_MS)
    window.controller.shutdown()
    seat = max(range(4), key=lambda s: scene.model.won[s])
    taken = scene.model.won_by(seat)
    point = window.view.mapFromScene(scene.won[seat].scenePos())
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.peek_shown()
    shown = [item.card for item in scene.peek.cards]
    assert shown == [card for trick in taken for _, card in trick.cards]
    marked = [item.card for item in scene.peek.cards if item.state == "legal"]
    assert marked == [card for trick in taken for player, card in trick.cards if player == seat]
    assert window.controller.match.names[seat] in scene.peek.title
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not scene.peek_shown()


def test_the_status_under_the_curtain_names_the_player_asked_for(qtbot):
    window = open_table(qtbot, "polignac", 4, humans=(0, 2), seed=6)
    controller = window.controller
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=WAIT_MS)
    asked = controller.match.names[controller.covered_for]
    assert window.statusBar().currentMessage() == f"Pass the screen to {asked}."
    assert window.curtain.name == asked
    window.curtain.lift()
    qtbot.waitUntil(lambda: not window.curtain.isVisible(), timeout=WAIT_MS)
    assert asked in window.statusBar().currentMessage()
    assert "your turn" in window.statusBar().currentMessage()


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_bubbles_end_with_their_phase_and_cover_no_plate(qtbot, game, players, options):
    window = open_table(qtbot, game, players, options, humans=(), seed=9)
    controller, scene = window.controller, window.scene
    last = [controller.match.phase, controller.match.deal_index]

    def check() -> str:
        match = controller.match
        now = [match.phase, match.deal_index]
        if now != last or match.over or match.to_act is None:
            assert not scene.bubbles, (last, now)
        last[:] = now
        for bubble in scene.bubbles.values():
            box = bubble.sceneBoundingRect()
            for plate in scene.plates:
                rect = QRectF(plate.pos().x(), plate.pos().y(), plate.width, plate.height)
                assert not box.intersects(rect), (bubble.text, plate.text.name)
        return ""

    watch(qtbot, window, check, 80)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 620), (800, 500), (1920, 1000)])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_dealer_button_stays_on_the_table(size, players):
    layout = compute_layout(*size, TableSpec(players, 0, False, chips=players < 7))
    for geometry in layout.seats:
        assert geometry.plate.y - geometry.plate.height * DEALER_RISE >= 0


@pytest.mark.parametrize(
    ("game", "players", "options", "names"),
    [
        (
            "poch",
            4,
            {},
            {
                "ace": ("Ace", "As"),
                "marriage": ("Marriage", "Mariage"),
                "sequence": ("Sequence", "Séquence"),
            },
        ),
        (
            "poch",
            4,
            {"preset": "poque_1789"},
            {"poch": ("Poque", "Poque"), "king": ("King", "Roi")},
        ),
        ("hoc", 3, {}, {"point": ("Point", "Point"), "sequence": ("Sequence", "Séquence")}),
    ],
)
def test_the_board_writes_its_pools_in_the_interface_language(qtbot, game, players, options, names):
    """Poch's board takes a third of the table's height at 1280×800; its pools are named
    in the interface language (Le Poque's centre as the board calls it) and counted in
    type readable at 1024×700; the pay suit is called so."""
    from histcards.app.i18n import Translations

    window = open_table(qtbot, game, players, options, humans=(), seed=1)
    window.controller.shutdown()
    scene = window.scene
    if game == "poch":
        assert scene.board.height >= scene.size[1] / 3
        assert scene.trump_label.text.startswith("Pay suit")
    assert {pool: scene.board.names[pool] for pool in names} == {
        pool: english for pool, (english, _) in names.items()
    }
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: scene.size[0] <= 1024)
    assert all(stack.label_px >= 12 for stack in scene.board.stacks.values())
    translations = Translations()
    translations.apply("fr")
    try:
        wanted = {pool: french_name for pool, (_, french_name) in names.items()}
        qtbot.waitUntil(lambda: {pool: scene.board.names[pool] for pool in names} == wanted)
        if game == "poch":
            assert scene.trump_label.text.startswith("Couleur payante")
    finally:
        translations.apply("en")

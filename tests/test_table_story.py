"""What just happened, on the table (issue 17, points 3 to 5), played through the real
window on scripted deals: a showdown lays the shown cards face up with the winner marked
(and so do a clique, a King shown, the draw); the deal's summary lists each seat's reasons
as the engine's ``deal_end`` gives them, then the totals; Enter at the match's end shows the
standings; Hoc Mazarin's auctions say their stake, the standing bid and what holding costs,
and offer first the claims the hand bears out."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from histcards.cards import parse_card
from histcards.engine import GAMES, Action, Match, new_match
from histcards.engine import events as ev
from histcards.table.accessible import ACCESSIBLE_TEXT
from histcards.table.cards_view import LEGAL
from histcards.table.choreography import Reveal, Sheet
from histcards.table.model import model_from_observation
from histcards.table.summary import amount, presenter, standings_sheet
from histcards.table.wording import Words, jetons, signed
from tests.table_driver import WAIT_MS, open_window, seats_with_human, wait_settled
from tests.test_widgets_wording import UNFILLED
from tests.translation import ENGLISH_WORDS, FRENCH_WORDS
from tests.translation import words as words_of

Wanted = Callable[[list[ev.Event]], bool]


def record_before(
    game: str,
    players: int,
    options: dict[str, Any],
    wanted: Wanted,
    seed: int = 0,
    tries: int = 400,
) -> tuple[dict, int, Action]:
    """A record of random play stopped at a decision one of whose legal actions causes
    events ``wanted`` holds for: the record, the seat to act and that action. Of the
    first ``tries`` actions, each kind of action is tried once for each claim: the first
    amount of a raise or a bet stands for the others (a random Hoc auction runs to
    thousands of decisions of hundreds of raises each: trying them all took seconds)."""
    rng = random.Random(seed)
    match = new_match(game, players, options, seed=seed)
    match.start_deal()
    for _ in range(tries * 50):
        if match.over:
            match = new_match(game, players, options, seed=rng.getrandbits(32))
            match.start_deal()
        if match.to_act is None:
            match.start_deal()
            continue
        for action in kinds_of_action(match.legal()[:tries]):
            trial = match.clone()
            if wanted(trial.apply(action)):
                return match.to_record(), match.to_act, action
        match.apply(rng.choice(match.legal()))
    raise AssertionError("no such decision found")


def kinds_of_action(actions: Sequence[Action]) -> Iterator[Action]:
    """The actions but those differing from one before only by their amount."""
    seen: set[object] = set()
    for action in actions:
        kind = (action.kind, action.claim) if action.amount is not None else action
        if kind not in seen:
            seen.add(kind)
            yield action


def window_at(qtbot: Any, record: dict, seat: int, speed: float = 0.0) -> Any:
    """The window carrying on ``record`` with a human in ``seat``, waiting for him."""
    window = open_window(qtbot, speed)
    window.load(record, seats_with_human(record, seat))
    wait_settled(qtbot, window)
    return window


def decide(qtbot: Any, window: Any, action: Action) -> list[ev.Event]:
    """The human takes ``action``; the events it caused. The table has shown them at once
    (speed 0) and the next computer decision comes only from the event loop."""
    match = window.controller.match
    before = len(match.events)
    assert window.controller.submit(action)
    return window.controller.match.events[before:]


def of(events: list[ev.Event], kind: type[ev.Event]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


# --- showdowns and what else is laid open ------------------------------------------------


SHOWDOWNS = [("poch", 4, {}), ("poch", 4, {"preset": "poque_1789"}), ("hoc", 3, {})]


@pytest.mark.parametrize(("game", "players", "options"), SHOWDOWNS, ids=["poch", "poque", "hoc"])
def test_a_showdown_lays_the_shown_cards_face_up_with_the_winner_marked(
    qtbot, game: str, players: int, options: dict
) -> None:
    def contested(events: list[ev.Event]) -> bool:
        return any(len(e.seats) > 1 for e in of(events, ev.Showdown))

    record, seat, action = record_before(game, players, options, contested)
    window = window_at(qtbot, record, seat)
    showdown = of(decide(qtbot, window, action), ev.Showdown)[-1]
    item = window.scene.reveal
    assert window.scene.reveal_shown() and item.reveal.kind == "showdown"
    stake = Words(game).pool(showdown.stake)
    assert stake in item.reveal.title
    assert sorted(item.seats_shown()) == sorted(showdown.seats)
    by_seat = {showing.seat: showing for showing, _, _ in item.groups}
    for shown in showdown.shown:
        showing = by_seat[shown.seat]
        assert sorted(showing.cards) == sorted(parse_card(c) for c in shown.cards)
        assert showing.winner == (shown.seat == showdown.winner)
    faces = {card.card for card in item.cards}
    assert faces == {parse_card(c) for shown in showdown.shown for c in shown.cards}
    assert all(card.face_up and card.isVisible() for card in item.cards)
    winners = [name for showing, _, name in item.groups if showing.winner]
    assert winners == [window.controller.match.names[showdown.winner]]
    assert item.reveal.tag == "Wins"


def test_the_combination_that_counts_is_outlined(qtbot) -> None:
    def contested(events: list[ev.Event]) -> bool:
        return any(len(e.seats) > 1 for e in of(events, ev.Showdown))

    record, seat, action = record_before("poch", 4, {}, contested, seed=3)
    window = window_at(qtbot, record, seat)
    showdown = of(decide(qtbot, window, action), ev.Showdown)[-1]
    counted = {parse_card(c) for shown in showdown.shown for group in shown.groups for c in group}
    outlined = {card.card for card in window.scene.reveal.cards if card.state == LEGAL}
    assert outlined == counted


def test_the_best_clique_is_laid_open(qtbot) -> None:
    record, seat, action = record_before(
        "quarante", 4, {}, lambda events: bool(of(events, ev.Clique))
    )
    window = window_at(qtbot, record, seat)
    clique = of(decide(qtbot, window, action), ev.Clique)[-1]
    reveal = window.scene.reveal.reveal
    assert window.scene.reveal_shown() and reveal.title == "The best clique"
    [showing] = reveal.showings
    assert showing.seat == clique.seat and showing.winner
    said = Words("quarante").term(
        "announce",
        "clique_rank" if clique.rank else "clique",
        {"size": clique.size, "rank": clique.rank},
    )
    assert showing.caption == said


def test_a_king_shown_is_laid_open(qtbot) -> None:
    def shown(events: list[ev.Event]) -> bool:
        return any(e.announcement == "show" for e in of(events, ev.Announce))

    record, seat, action = record_before("homme", 4, {}, shown)
    window = window_at(qtbot, record, seat)
    decide(qtbot, window, action)
    reveal = window.scene.reveal.reveal
    name = window.controller.match.names[seat]
    assert reveal.title == f"{name} shows the King of the turned suit"
    assert [showing.cards for showing in reveal.showings] == [action.cards]
    assert all(card.face_up for card in window.scene.reveal.cards)


def carte_blanche_record() -> dict:
    """A Hoc deal where the first seat holds no face card, shown with the hand, the three
    auctions passed but for the last decision: a pass."""
    blank = [f"{rank}{suit}" for suit in "SH" for rank in "A 2 3 4 5 6 7 8 9 10".split()]
    rest = [
        f"{rank}{suit}"
        for suit in "SHDC"
        for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()
        if f"{rank}{suit}" not in blank[:12]
    ]
    hands = [blank[:12], rest[:12], rest[12:24]]
    record = {
        "format": "histcards-record/1",
        "game": "hoc",
        "players": 3,
        "options": {"cb_show_hand": True},
        "names": ["Anne", "Blaise", "César"],
        "deals": [{"dealer": 2, "hands": hands, "stock": rest[24:], "actions": ["pass"] * 8}],
    }
    return record


def test_carte_blanche_is_laid_open(qtbot) -> None:
    record = carte_blanche_record()
    window = window_at(qtbot, record, Match.from_record(record).to_act)
    scene = window.scene
    laid: list[tuple[Any, set[int]]] = []
    show = scene.show_reveal

    def watch(reveal: Any) -> None:  # each reveal as the table lays it open
        show(reveal)
        laid.append((reveal, {card.card for card in scene.reveal.cards if card.face_up}))

    scene.show_reveal = watch
    decide(qtbot, window, Action("pass"))
    reveal, faces = next((r, f) for r, f in laid if r.kind == "announce")
    assert reveal.title == "Carte blanche: not a single face card"
    assert [showing.seat for showing in reveal.showings] == [0]
    assert faces == {parse_card(c) for c in record["deals"][0]["hands"][0]}
    # What happens next is told under the cards, which stay laid open.
    assert scene.reveal.reveal == replace(reveal, note="The play begins: Anne leads.")


def test_a_click_or_a_key_goes_on_from_cards_laid_open(qtbot) -> None:
    def contested(events: list[ev.Event]) -> bool:
        return any(len(e.seats) > 1 for e in of(events, ev.Showdown))

    record, seat, action = record_before("hoc", 3, {}, contested)
    window = window_at(qtbot, record, seat, speed=4.0)
    decide(qtbot, window, action)
    qtbot.waitUntil(window.scene.reveal_shown, timeout=WAIT_MS)
    assert window.animator.busy, "the showdown is left to read"
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert not window.scene.reveal_shown()
    decide_again = window_at(qtbot, record, seat, speed=4.0)
    decide(qtbot, decide_again, action)
    qtbot.waitUntil(decide_again.scene.reveal_shown, timeout=WAIT_MS)
    qtbot.mouseClick(decide_again.view.viewport(), Qt.MouseButton.LeftButton)
    assert not decide_again.scene.reveal_shown()


# --- the deal's summary ------------------------------------------------------------------


SUMMARIES = [(game, GAMES[game].info.usual_players, {}) for game in GAMES] + [
    ("homme", 4, {"pot": True}),
    ("quarante", 4, {}),
]


def summary_rows(window: Any) -> dict[str, list[str]]:
    """The summary's rows by their first cell."""
    return {cells[0]: cells[1:] for cells in window.scene.sheet.rows()[1:]}


@pytest.mark.parametrize(
    ("game", "players", "options"),
    SUMMARIES,
    ids=[f"{g}-{p}p{'-pot' if o else ''}" for g, p, o in SUMMARIES],
)
def test_the_summary_lists_each_seats_reasons_as_the_engine_gives_them(
    qtbot, game: str, players: int, options: dict
) -> None:
    record, seat, action = record_before(
        game, players, options, lambda events: any(e.lines for e in of(events, ev.DealEnd)), seed=2
    )
    window = window_at(qtbot, record, seat)
    end = of(decide(qtbot, window, action), ev.DealEnd)[-1]
    wait_settled(qtbot, window)
    match: Match = window.controller.match
    assert window.scene.sheet.isVisible()
    sheet = window.scene.sheet.sheet
    assert sheet.title.startswith(f"Deal {end.deal + 1}")
    words = window.controller.words()
    sides = [tuple(t) for t in match.teams] if match.teams else [(s,) for s in range(match.players)]
    expected: dict[str, list[int]] = {}
    for line in end.lines:
        label = words.line_name(line)
        if line.chips and not words.kind.in_chips:
            label += " (jetons)"
        column = next(i for i, side in enumerate(sides) if line.seat in side)
        expected.setdefault(label, [0] * len(sides))[column] += line.amount
    rows = summary_rows(window)
    for label, amounts in expected.items():
        assert rows[label] == [signed(a) if a else "" for a in amounts], label
    lines_shown = [label for label in rows if label not in ("This deal", "Total", "Jetons")]
    assert lines_shown == list(expected)
    shown_total = [int(cell.replace("−", "-")) for cell in rows["Total"]]
    assert shown_total == [match.scores[side[0]] for side in sides]
    if match.ledger is not None:
        assert rows["Jetons"] == [amount(match.ledger.banks[side[0]]) for side in sides]
    assert window.panel.isVisible() and window.panel.default is not None
    told = window.scene.sheet.data(ACCESSIBLE_TEXT)
    assert told.startswith(sheet.title) and all(label in told for label in expected)


def test_the_summary_stays_until_the_next_deal_and_enter_deals_it(qtbot) -> None:
    record, seat, action = record_before(
        "polignac", 4, {}, lambda events: bool(of(events, ev.DealEnd))
    )
    window = window_at(qtbot, record, seat)
    decide(qtbot, window, action)
    wait_settled(qtbot, window)
    deal = window.controller.match.deal_index
    assert window.scene.sheet.isVisible()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.match.deal_index == deal + 1, timeout=WAIT_MS)
    assert not window.scene.sheet.isVisible()


def test_a_summary_is_shown_again_when_a_finished_deal_is_loaded(qtbot) -> None:
    record, seat, action = record_before("hoc", 3, {}, lambda events: bool(of(events, ev.DealEnd)))
    match = Match.from_record(record)
    match.apply(action)
    window = window_at(qtbot, match.to_record(), seat)
    assert window.scene.sheet.isVisible()
    assert window.scene.sheet.sheet.title.startswith(f"Deal {match.deal_index + 1}")


# --- the match's end ----------------------------------------------------------------------


ENDINGS = [
    ("polignac", 4, {"target": 10}),
    ("quarante", 4, {"target": 80}),
    ("homme", 4, {"target": 2}),
    ("poch", 4, {"end_condition": "fixed_rounds", "rounds": 1}),
    ("hoc", 3, {"deals": 1}),
]


@pytest.mark.parametrize(("game", "players", "options"), ENDINGS, ids=[g for g, _, _ in ENDINGS])
def test_enter_at_the_matchs_end_shows_the_standings(
    qtbot, game: str, players: int, options: dict
) -> None:
    record, seat, action = record_before(
        game, players, options, lambda events: bool(of(events, ev.MatchEnd))
    )
    window = window_at(qtbot, record, seat)
    decide(qtbot, window, action)
    qtbot.waitUntil(window.controller.match.over.__bool__, timeout=WAIT_MS)
    wait_settled(qtbot, window)
    sheet = window.scene.sheet
    assert sheet.isVisible() and sheet.sheet.title.startswith("Deal ")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    match = window.controller.match
    assert sheet.sheet.title.startswith("The match is over")
    assert sheet.sheet.header[:2] == ("Rank", "Player")
    winners = [row.cells[1] for row in sheet.sheet.rows if row.winner]
    assert all(any(match.names[s] in name for name in winners) for s in match.winners)
    assert window.panel.button_texts() == ["Last deal", "New game"]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert sheet.sheet.title.startswith("The match is over"), "Enter never skips them"
    assert window.controller.match is match


# --- Hoc Mazarin's auctions ----------------------------------------------------------------


def auction_record(test: Callable[[Match], bool], seed: int = 1) -> tuple[dict, int]:
    rng = random.Random(seed)
    match = new_match("hoc", 3, {}, seed=seed)
    match.start_deal()
    while not test(match):
        if match.to_act is None:
            match.start_deal()
        else:
            match.apply(rng.choice(match.legal()))
    return match.to_record(), match.to_act


def test_the_auction_offers_the_claims_the_hand_holds_first(qtbot) -> None:
    record, seat = auction_record(
        lambda m: (
            m.phase == "sequence"
            and m.to_act is not None
            and any(a.kind == "declare" for a in m.legal())
        )
    )
    window = window_at(qtbot, record, seat)
    held = window.controller.match.observation(seat).private["claims_held"]
    chooser = window.panel.claims
    assert chooser is not None and chooser.isVisible()
    words = window.controller.words()
    texts = [chooser.box.itemText(i) for i in range(chooser.box.count())]
    honest = [words.combination(c) for c in held if c in chooser.claims]
    assert texts[: len(honest)] == honest
    assert all(text.endswith("(bluff)") for text in texts[len(honest) :])
    assert chooser.claim() == (held[0] if honest else chooser.claims[0])
    title = window.panel.title.text()
    assert "The sequence: nobody is in yet" in title
    declare = window.panel.select(Action("declare", claim=chooser.claim()))
    assert declare is not None and declare.isEnabled()


def test_the_auction_names_the_standing_bid_and_what_holding_costs(qtbot) -> None:
    def raised(match: Match) -> bool:
        table = match.observation(0).table
        bid = table.get("bid") or {}
        return (
            match.to_act is not None
            and bid.get("seat") not in (None, match.to_act)
            and bid.get("level", 0) > 0
            and any(a.kind == "hold" for a in match.legal())
        )

    record, seat = auction_record(raised, seed=4)
    window = window_at(qtbot, record, seat)
    match = window.controller.match
    table = match.observation(seat).table
    bid, cost = table["bid"], table["to_call"]["amount"]
    words = window.controller.words()
    title = window.panel.title.text()
    assert f"{match.names[bid['seat']]} is in with {words.combination(bid['claim'])}" in title
    assert jetons(bid["level"]) in title
    phase = {"point": "The point", "sequence": "The sequence", "tricon": "The tricon"}
    assert title.splitlines()[1].startswith(phase[match.phase])
    assert f"Hold ({jetons(cost)})" in window.panel.button_texts()


# --- in both languages ---------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        ("hoc", 3, {"deals": 1}),
        ("quarante", 4, {"target": 80}),
        ("homme", 4, {"pot": True, "target": 2}),
    ],
    ids=["hoc", "quarante", "homme-pot"],
)
def test_what_is_laid_open_speaks_the_interface_language(
    qapp, english_catalogue, language: str, game: str, players: int, options: dict
) -> None:
    """Every reveal, summary and the standings of a random match, worded in each language:
    every field filled, nothing of the other language."""
    rng = random.Random(7)
    match = new_match(
        game, players, options, seed=7, names=["Anne", "Blaise", "César", "Denise"][:players]
    )
    english_catalogue.apply(language)
    try:
        words = Words(match.game.info, match.names, match.game.score_kind(match.options))
        present = presenter(words)
        texts: list[str] = []
        while not match.over:
            events = (
                match.start_deal()
                if match.to_act is None
                else match.apply(rng.choice(match.legal()))
            )
            final = model_from_observation(match.observation(0), 0)
            for index in range(len(events)):
                shown = present(events, index, final)
                if isinstance(shown, Reveal):
                    texts += [shown.title, shown.tag] + [s.caption for s in shown.showings]
                elif isinstance(shown, Sheet):
                    texts += sheet_texts(shown)
        texts += sheet_texts(standings_sheet(words, final))
    finally:
        english_catalogue.apply("en")
    giveaway = ENGLISH_WORDS if language == "fr" else FRENCH_WORDS
    for text in filter(None, texts):
        assert not UNFILLED.search(text), text
        assert not words_of(text) & giveaway, text


def sheet_texts(sheet: Sheet) -> list[str]:
    return [sheet.title, sheet.note, *sheet.header, *(c for row in sheet.rows for c in row.cells)]

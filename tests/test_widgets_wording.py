"""The table's words: every event and action of random play of every game and option
variant has words, in English and in French; every kind of event is told; every code a game
emits has its words in the game's declaration; exact texts; translation through Qt."""

from __future__ import annotations

import ast
import dataclasses
import functools
import random
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from histcards.app.log_view import GameLog
from histcards.cards import parse_card
from histcards.engine import GAMES, Action, Match, new_match
from histcards.engine import events as ev
from histcards.engine.declaration import GameInfo
from histcards.engine.legal import Legal
from histcards.table import wording
from histcards.table.language import interface_language
from histcards.table.wording import (
    action_label,
    bubble_text,
    card_text,
    claim_text,
    describe_event,
    describe_events,
    game_name,
    pool_name,
)
from tests.playout import all_configurations, config_id
from tests.translation import ENGLISH_WORDS, FRENCH_WORDS, load_translator, words

NAMES = ("Anne", "Blaise", "César", "Denise", "Étienne", "Fanny", "Gilles", "Hélène")
DEALS = 4
GIVEAWAY = {"en": FRENCH_WORDS, "fr": ENGLISH_WORDS}
"""Words that must not appear in a text of each language."""
UNFILLED = re.compile(r"[{}]|%n")
"""A field or count left unfilled."""

POOL = "pool id"
"""The kind of a code naming a pool of the game (``GameInfo.pools``), not a term."""
CODE_FIELDS: dict[type[ev.Event], dict[str, str]] = {
    ev.Score: {"reason": "score"},
    ev.PoolWon: {"reason": "pool", "pool": POOL},
    ev.Payment: {"reason": "payment"},
    ev.Announce: {"announcement": "announce"},
    ev.Abandon: {"reason": "abandon"},
    ev.RunStop: {"reason": "run_stop"},
    ev.TurnUp: {"role": "turnup"},
    ev.Partnerships: {"method": "partnerships"},
    ev.DealEnd: {"outcome": "outcome"},
    ev.Ante: {"pool": POOL},
    ev.ChancePassed: {"chance": POOL},
    ev.AntesReturned: {"chance": POOL},
    ev.Showdown: {"stake": POOL},
    ev.Bid: {"chance": POOL},
}
"""The fields of events holding a code of the game, and the kind of term that words it."""
TOLD_BY_THE_LOG = {("turnup", "trumps"), ("score", "chips")}
"""Codes the log's shared sentences tell: a trump turned up ("Turned up: …; hearts are
trumps."), a deal's net in a game scored in chips ("Anne scores +5.")."""


# --- random play ---------------------------------------------------------------------


def play(game: str, players: int, options: dict[str, Any], seed: int
         ) -> tuple[Match, list[tuple[Action, ...]]]:
    """A match of random decisions over a few deals, and the legal actions of its
    decisions, each different set once (Hoc's auctions repeat many)."""
    rng = random.Random(seed)
    decisions: dict[object, tuple[Action, ...]] = {}
    match = new_match(game, players, options, seed=seed, names=NAMES[:players])
    while not match.over and match.deal_index < DEALS:
        if match.to_act is None:
            match.start_deal(seed=rng.getrandbits(32))
            continue
        legal = match.legal()
        # a long list (Hoc's raises) is told apart by its parts, without reading it
        key = legal.parts if isinstance(legal, Legal) else tuple(legal)
        if key not in decisions:
            decisions[key] = tuple(legal)
        match.apply(rng.choice(legal))
    return match, list(decisions.values())


def assert_said(text: str | None, language: str, what: Any) -> None:
    """A text for players: not empty, every field filled, nothing of the other language,
    seats named (never "you")."""
    assert isinstance(text, str) and text.strip(), what
    assert not UNFILLED.search(text), (what, text)
    assert not words(text) & GIVEAWAY[language], (what, text)
    assert not text.lower().startswith(("you", "vous")), (what, text)


def quiet(events: Sequence[ev.Event], index: int) -> bool:
    """A bid the announcement right after it tells (the log and the bubbles leave it out)."""
    bid = events[index]
    after = events[index + 1] if index + 1 < len(events) else None
    return (isinstance(bid, ev.Bid) and isinstance(after, ev.Announce)
            and after.seat == bid.seat and after.announcement == bid.bid.split()[0])


def told(events: Sequence[ev.Event]) -> list[int]:
    """Where the events the log gives a line are: all but the quiet bids, a run of antes
    once (at its first)."""
    return [i for i, e in enumerate(events) if not quiet(events, i)
            and not (isinstance(e, ev.Ante) and i and isinstance(events[i - 1], ev.Ante))]


def ante_run(events: Sequence[ev.Event]) -> list[ev.Ante]:
    """The antes at the start of ``events``."""
    run = []
    for event in events:
        if not isinstance(event, ev.Ante):
            break
        run.append(event)
    return run


@pytest.fixture
def speaking(english_catalogue) -> Iterator[Any]:
    """Switch the interface language for a while: ``speaking("fr")``."""
    yield english_catalogue.apply
    english_catalogue.apply("en")


def check_words(match: Match, decisions: list[tuple[Action, ...]], language: str,
                log: GameLog) -> None:
    """Every label, log line, sentence and bubble of a played match in ``language``."""
    game, names, events = match.game.id, match.names, list(match.events)
    label_of: dict[Action, str] = {}  # an action's words, checked once
    for legal in decisions:
        for action in legal:
            if action not in label_of:
                label_of[action] = action_label(action, game)
                assert_said(label_of[action], language, action)
                assert label_of[action] != str(action), f"{game}: {action} has no words"
        labels = [label_of[action] for action in legal]
        assert len(set(labels)) == len(labels), labels
    said: set[str] = set()  # each distinct text checked once (the checks read the text only)

    def check(text: str | None, what: Any) -> None:
        if text not in said:
            assert_said(text, language, what)
            said.add(text)

    checked: set[str] = set()  # each distinct event once
    for index, event in enumerate(events):
        if quiet(events, index):
            assert describe_event(event, game, names) is None, event
            assert bubble_text(event, game) is None, event
        elif (seen := repr(event)) not in checked:
            checked.add(seen)
            check(describe_event(event, game, names), event)
            bubble = bubble_text(event, game)
            if bubble is not None:
                check(bubble, event)
    lines = describe_events(events, game, names)
    where = told(events)
    assert [event for event, _ in lines] == [events[i] for i in where]
    for index, (event, line) in zip(where, lines, strict=True):
        check(line, event)
        if isinstance(event, ev.Ante):
            pools = {ante.pool for ante in ante_run(events[index:])}
            assert all(pool_name(pool, game) in line for pool in pools), line
    log.clear()
    log.add_events(events, game, names)
    assert log.texts() == [line for _, line in lines]


@pytest.mark.parametrize("config", all_configurations(), ids=config_id)
def test_every_event_and_action_of_random_play_has_words(qtbot, config: tuple,
                                                         speaking) -> None:
    game, players, options = config
    match, decisions = play(game, players, options, seed=11)
    assert {"deal", "play"} <= {e.kind for e in match.events}
    log = GameLog()
    qtbot.addWidget(log)
    for language in ("en", "fr"):
        speaking(language)
        check_words(match, decisions, language, log)
    missing = [code for event in match.events for code in codes(event)
               if not has_words(match.game.info, *code)]
    missing += [line for event in match.events if isinstance(event, ev.DealEnd)
                for line in event.lines if not line_named(match.game.info, line)]
    assert missing == []


# --- the codes of a game and their words -------------------------------------------------


def codes(event: ev.Event) -> Iterator[tuple[str, str]]:
    """The codes of the game an event holds, each with the kind of term that words it:
    its code fields, the combinations it shows or claims."""
    for name, kind in CODE_FIELDS.get(type(event), {}).items():
        code = getattr(event, name)
        if code is not None:
            yield kind, code
    if isinstance(event, ev.Bid) and event.claim is not None:
        yield "combination", event.claim
    if isinstance(event, ev.Showdown):
        for shown in event.shown:
            yield from (("combination", c) for c in shown.combinations)
    if isinstance(event, ev.Payment):
        yield from (("combination", c) for c in event.combinations or ())
    if isinstance(event, ev.DealEnd):
        yield from ((POOL, line.detail) for line in event.lines if line.reason == "pool")


def has_words(info: GameInfo, kind: str, code: str) -> bool:
    """Whether the game's declaration words a code of this kind."""
    if kind == POOL:
        return info.pool(code) is not None
    if kind == "combination":
        parts = code.split()
        return info.term(kind, "count" if len(parts) == 1 else parts[0]) is not None
    term = info.term(kind, code)
    needs_sentence = kind == "payment"  # the log says what a payment was for
    return (kind, code) in TOLD_BY_THE_LOG or (
        term is not None and (term.sentence is not None or not needs_sentence))


def line_named(info: GameInfo, line: ev.Line) -> bool:
    """Whether a line of a deal's summary has a name: a chips line by the shared or the
    payment's words, a score line by the score reason's."""
    if line.chips:
        return (info.term("line", line.reason) or info.term("payment", line.reason)) is not None
    return info.term("score", line.reason) is not None


def _callee(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else \
        func.attr if isinstance(func, ast.Attribute) else None


def _argument(call: ast.Call, params: list[str], name: str) -> ast.expr | None:
    """The expression a call passes for the parameter ``name``."""
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    index = params.index(name) if name in params else len(call.args)
    before = call.args[:index + 1]
    if index < len(call.args) and not any(isinstance(a, ast.Starred) for a in before):
        return call.args[index]
    return None


def _literals(node: ast.expr | None) -> Iterator[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)


def _calls(tree: ast.AST) -> Iterator[ast.Call]:
    return (node for node in ast.walk(tree) if isinstance(node, ast.Call))


@functools.cache
def code_parameters() -> tuple[dict[str, list[str]], dict[str, dict[str, str]]]:
    """Every function of the engine by name with its parameters, and the parameters that
    carry a code into an event (``CODE_FIELDS``): an event's own fields, then, through the
    engine's sources, every function passing one of its parameters on to such a parameter
    (``match.score(…, reason)`` → ``Score.reason``). A deal's ``finish(outcome)`` becomes
    its ``DealEnd.outcome``. Read once (the scans of each game's module use it), not to
    be changed."""
    params = {cls.__name__: [f.name for f in dataclasses.fields(cls)]
              for cls in ev.EVENT_KINDS.values()}
    functions: list[tuple[str, list[str], ast.FunctionDef]] = []
    for path in Path(ev.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                args = [a.arg for a in node.args.args if a.arg not in ("self", "cls")]
                params.setdefault(node.name, args)
                functions.append((node.name, args, node))
    carried = {cls.__name__: dict(fields) for cls, fields in CODE_FIELDS.items()}
    carried["finish"] = {"outcome": "outcome"}
    grown = True
    while grown:
        grown = False
        for name, args, node in functions:
            for call in _calls(node):
                target = _callee(call)
                for param, kind in carried.get(target, {}).items():
                    given = _argument(call, params.get(target, []), param)
                    if isinstance(given, ast.Name) and given.id in args and \
                            carried.setdefault(name, {}).get(given.id) != kind:
                        carried[name][given.id] = kind
                        grown = True
    return params, carried


def module_codes(source: str) -> set[tuple[str, str]]:
    """The codes a module's source passes as literals to the calls that carry them into
    events (codes it computes are met in play)."""
    params, carried = code_parameters()
    found = set()
    for call in _calls(ast.parse(source)):
        target = _callee(call)
        for param, kind in carried.get(target, {}).items():
            found.update((kind, code) for code in
                         _literals(_argument(call, params.get(target, []), param)))
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_every_code_the_game_module_emits_has_its_words(game: str) -> None:
    rules = GAMES[game]
    source = Path(sys.modules[type(rules).__module__].__file__).read_text(encoding="utf-8")
    found = module_codes(source)
    assert found
    missing = [code for code in sorted(found) if not has_words(rules.info, *code)]
    assert missing == []


def test_the_scan_of_the_sources_finds_the_literal_codes() -> None:
    sources = [Path(sys.modules[type(rules).__module__].__file__).read_text(encoding="utf-8")
               for rules in GAMES.values()]
    assert sum(len(module_codes(source)) for source in sources) >= 40


def test_the_scan_of_the_sources_finds_codes_through_helpers() -> None:
    found = module_codes('''
def end(deal, match, why):
    deal._abandon(match, why)
    return [PoolWon("pot", 0, 1, reason="kept"), match.score(0, 1, "bonus"),
            TurnUp("KH", "proposal" if deal.first else "rejouissance")]
deal.finish("made")
end(deal, match, computed)
''')
    assert found == {(POOL, "pot"), ("pool", "kept"), ("score", "bonus"), ("outcome", "made"),
                     ("turnup", "proposal"), ("turnup", "rejouissance")}


def test_every_kind_of_event_is_told() -> None:
    declared = {cls for cls in vars(ev).values() if isinstance(cls, type)
                and issubclass(cls, ev.Event) and cls is not ev.Event}
    assert declared == set(ev.EVENT_KINDS.values())
    assert set(ev.EVENT_KINDS.values()) - set(wording.DESCRIBERS) == {ev.Ante}
    antes = [ev.Ante(seat, pool, 1) for seat in (0, 1) for pool in ("point", "sequence")]
    lines = describe_events([ev.Deal(0, 0, (5, 5)), *antes, ev.Out(1)], "hoc", NAMES[:2])
    assert [event for event, _ in lines] == [lines[0][0], antes[0], lines[2][0]]
    assert lines[1][1] == "Each player antes 2 jetons (Point and Sequence)."


# --- exact words -------------------------------------------------------------------------


def test_cards_and_claims() -> None:
    assert card_text(parse_card("KH")) == "King of hearts"
    assert card_text("10S") == "Ten of spades"
    assert card_text("AC") == "Ace of clubs"
    assert claim_text("5", "hoc") == "Point of 5"
    assert claim_text("point 7", "hoc") == "Point of 7"
    assert claim_text("quinte K", "hoc") == "Quinte to the King"
    assert claim_text("tierce 9", "hoc") == "Tierce to the Nine"
    assert claim_text("quart 10", "hoc") == "Quart to the Ten"
    assert claim_text("brelan J", "hoc") == "Brelan of Jacks"
    assert claim_text("fredon A", "hoc") == "Fredon of Aces"
    assert claim_text("pair 10", "poch") == "A pair of Tens"
    assert claim_text("three 9", "poch") == "Three Nines"
    assert pool_name("marriage", "poch") == "Marriage"
    assert game_name("homme") == "Homme d'Auvergne"


@pytest.mark.parametrize(("game", "action", "label"), [
    ("polignac", "capot", "Capot"),
    ("polignac", "general", "General"),
    ("polignac", "pass", "Pass"),
    ("polignac", "discard AH 10C", "Discard the Ace of hearts and the Ten of clubs"),
    ("homme", "turn", "Turn up a card"),
    ("homme", "accept", "I play"),
    ("homme", "show KH", "Show the King of hearts"),
    ("poch", "bet 3", "Poch 3"),
    ("poch", "call", "Hold"),
    ("poch", "raise 2", "Raise 2"),
    ("poch", "fold", "Fold"),
    ("poch", "allin", "All in"),
    ("hoc", "declare 5", "Declare Point of 5"),
    ("hoc", "declare quinte K", "Declare Quinte to the King"),
    ("hoc", "declare brelan J", "Declare Brelan of Jacks"),
    ("hoc", "raise 2 quart Q", "Raise 2 jetons on Quart to the Queen"),
    ("hoc", "raise 3 tierce 10", "Raise 3 jetons on Tierce to the Ten"),
    ("hoc", "hold", "Hold"),
    ("hoc", "good", "Good: drop out"),
    ("hoc", "without", "Without"),
    ("hoc", "play QS as 8", "Play the Queen of spades as an Eight"),
    ("quarante", "play 9C", "Play the Nine of clubs"),
    ("quarante", "play KC clique", "Play the King of clubs and announce a clique"),
])
def test_action_labels(game: str, action: str, label: str) -> None:
    assert action_label(Action.parse(action), game) == label


NAMES4 = ["Anne", "Blaise", "César", "Denise"]
SHOWN_TIERCE = ev.Shown(0, ("JS", "QS", "KS"), ("tierce K",), (("JS", "QS", "KS"),))


@pytest.mark.parametrize(("game", "event", "sentence"), [
    ("polignac", ev.Play(1, "KH"), "Blaise plays the King of hearts."),
    ("polignac", ev.Trick(0, 1, (), 2), "Anne wins the trick (2 penalty points)."),
    ("polignac", ev.Trick(0, 1, (), 1), "Anne wins the trick (1 penalty point)."),
    ("quarante", ev.Trick(3, 1, (), 9), "Denise wins the trick (9 points)."),
    ("homme", ev.Trick(2, 1, (), 0), "César wins the trick."),
    ("poch", ev.PoolWon("ace", 2, 5, "holding"), "César holds the Ace: 5 jetons."),
    ("hoc", ev.PoolWon("tricon", 0, 4, "session_end"),
     "The Tricon is shared out at the end: Anne takes 4 jetons."),
    ("homme", ev.PoolWon("pot", 0, 1, "man_won"), "Anne takes the pot: 1 jeton."),
    ("hoc", ev.ChancePassed("sequence"),
     "Nobody is in for the Sequence: the pool stays for the next deal."),
    ("hoc", ev.AntesReturned("point", (1, 1)), "The antes on the Point go back to the players."),
    ("hoc", ev.Payment(0, 1, 0, "tricon_table", owed=2, combinations=("brelan 6",)),
     "Anne owes Blaise 2 jetons for Brelan of Sixes but cannot pay."),
    ("hoc", ev.Payment(0, 1, 2, "end_of_hand", owed=5, cards_left=5),
     "Anne pays Blaise 2 jetons of the 5 owed for 5 cards left in hand."),
    ("hoc", ev.Payment(1, 0, 1, "double_bonus"), "Blaise pays Anne 1 jeton as the double "
                                                 "deal's bonus."),
    ("hoc", ev.DoubleDeal(2), "Double deal: the stakes are multiplied by 2."),
    ("hoc", ev.DealEnd(2, "out", 1, (-3, 3), (), double_next=1),
     "End of deal 3. Blaise is out first and wins the hand. The next deal is double (×2)."),
    ("hoc", ev.Play(1, "KC", as_rank="10", out_of_turn=True),
     "Blaise throws in the King of clubs out of turn, as a Ten."),
    ("hoc", ev.Play(1, "QS", as_rank="8"), "Blaise plays the Queen of spades as an Eight."),
    ("hoc", ev.Play(1, "5S", forced=True), "Blaise follows on with the Five of spades."),
    ("hoc", ev.Announce(0, "without", "without 8", rank="8"), "Anne: “Without Eight”."),
    ("hoc", ev.Announce(2, "carte_blanche_shown", "carte blanche", cards=("5S", "AH")),
     "César: “Carte blanche”, showing the Five of spades and the Ace of hearts."),
    ("hoc", ev.Showdown("sequence", (0, 1), (SHOWN_TIERCE, ev.Shown(1, ())), 0),
     "Showdown for the Sequence: Anne shows tierce to the King, Blaise shows nothing; "
     "Anne wins."),
    ("hoc", ev.Showdown("point", (0, 1), (ev.Shown(0, ("AS",), ("point 5",), value=42),
                                          ev.Shown(1, ("KH",), ("point 4",), value=27)), 0),
     "Showdown for the Point: Anne shows point of 5 (42), Blaise shows point of 4 (27); "
     "Anne wins."),
    ("hoc", ev.Bid(1, "raise 2 6", "point", chips=2, level=2, chance="point", claim="6"),
     "Blaise: “Point of 6, up 2”"),
    ("poch", ev.Bid(0, "bet 3", "betting", chips=3, level=3), "Anne: “Poch 3”"),
    ("poch", ev.Showdown("poch", (2,), (ev.Shown(2, ("AS", "AH"), ("pair A",)),), 2),
     "César takes the Poch unopposed and shows a pair of Aces."),
    ("poch", ev.TurnUp("AH", "pay_card_held", holder=1),
     "The pay card is the Ace of hearts; it goes to Blaise."),
    ("homme", ev.TurnUp("9D", "rejouissance", seat=0, index=2),
     "Anne turns up the Nine of diamonds (réjouissance 2)."),
    ("homme", ev.Score(0, 1, "captured_king", (1, 0, -1), (1, 0, -1), card="KD"),
     "Anne captures the King of diamonds and its point."),
    ("homme", ev.Score(2, -1, "king_captured", (1, 0, -1), (1, 0, -1), card="KD"),
     "César loses the point of the King of diamonds."),
    ("homme", ev.Score(2, -1, "man_lost", (0, 0, -1), (0, 0, -1)),
     "César, the Man, is beaten: −1 point."),
    ("homme", ev.Declarer(1, "D"), "Blaise is the Man; diamonds are trumps."),
    ("polignac", ev.Score(0, 5, "capot_made", (5, 0, 5), (5, 0, 5)),
     "Anne takes 5 penalty points: the capot is made."),
    ("polignac", ev.DealEnd(0, "capot_made", 1, (5, 0, 5), ()),
     "End of deal 1. The capot is made."),
    ("polignac", ev.TurnUp("KH", "trumps", trumps="H"),
     "Turned up: the King of hearts; hearts are trumps."),
    ("polignac", ev.Bid(2, "capot", "declare"), None),
    ("polignac", ev.Bid(2, "pass", "declare"), "César: “Pass”"),
    ("polignac", ev.Announce(2, "capot", "capot"), "César announces a capot: every trick."),
    ("quarante", ev.Score(2, 40, "clique", (52, 11, 52, 11), (52, 11, 52, 11)),
     "César and partner score 40 points for the clique."),
    ("quarante", ev.Partnerships(((0, 2), (1, 3)), "fixed", None, (), (), (0, 1, 2, 3),
                                 tuple(NAMES4)),
     "Partners sitting opposite: Anne and César against Blaise and Denise."),
    ("quarante", ev.MatchEnd((1, 3), (), None), "The match is over: Blaise and Denise win."),
])
def test_sentences(game: str, event: ev.Event, sentence: str | None) -> None:
    assert describe_event(event, game, NAMES4) == sentence


def test_a_bid_the_announcement_tells_is_said_once() -> None:
    events = [ev.Bid(2, "capot", "declare"), ev.Announce(2, "capot", "capot")]
    assert describe_events(events, "polignac", NAMES4) == [
        (events[1], "César announces a capot: every trick.")]
    assert [bubble_text(e, "polignac") for e in events] == [None, "Capot"]


@pytest.mark.parametrize(("game", "event", "bubble"), [
    ("hoc", ev.Announce(1, "hoc", "Hoc !", card="KC"), "Hoc!"),
    ("polignac", ev.Bid(2, "pass", "declare"), "Pass"),
    ("polignac", ev.Announce(2, "general", "general"), "General"),
    ("poch", ev.Bid(0, "bet 3", "betting", chips=3, level=3), "Poch 3"),
    ("hoc", ev.Announce(0, "without", "without 8", rank="8"), "Without Eight"),
    ("quarante", ev.Announce(1, "clique_rank", "four Kings", size=4, rank="K"), "Four Kings"),
    ("quarante", ev.Announce(1, "clique", "three", size=3), "Three"),
    ("homme", ev.Bid(1, "pass", "bid"), "Pass"),
    ("homme", ev.Bid(1, "turn", "offer"), "I turn one"),
    ("homme", ev.Play(1, "KH"), None),
    ("homme", ev.Trick(1, 0, (), 0), None),
])
def test_bubbles(game: str, event: ev.Event, bubble: str | None) -> None:
    assert bubble_text(event, game) == bubble


def test_words_follow_the_installed_translation(qapp, tmp_path: Path) -> None:
    french = {
        ("Language", "en", None): "fr",
        ("Wording", "King of {0}", None): "roi de {0}",
        ("Wording", "hearts", None): "cœur",
        ("Wording", "the Queen of {0}", None): "la dame de {0}",
        ("Wording", "{seat} plays {card}.", None): "{seat} joue {card}.",
        ("poch", "Poch", None): "Poque",
    }
    translator = load_translator(french, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        assert interface_language() == "fr"
        assert card_text("KH") == "roi de cœur"
        assert game_name("poch") == "Poque"
        assert describe_event(ev.Play(0, "QH"), "polignac", ["Anne"]) == \
            "Anne joue la dame de cœur."
    finally:
        QCoreApplication.removeTranslator(translator)
    assert interface_language() == "en"
    assert card_text("KH") == "King of hearts"
    assert game_name("poch") == "Poch"

"""The table's words: every event and action of random play gets words; exact texts;
translation through Qt."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from histcards.cards import parse_card
from histcards.engine import Action, new_match
from histcards.table import wording
from histcards.table.language import interface_language
from histcards.table.wording import (
    action_label,
    bubble_text,
    card_text,
    claim_text,
    describe_event,
    game_name,
    pool_name,
)
from tests.playout import all_configurations, config_id
from tests.translation import load_translator

NAMES = ("Anne", "Blaise", "César", "Denise", "Étienne", "Fanny", "Gilles", "Hélène")
DEALS = 4
WIDE_CHOICE = 40
WIDE_CHECKED = 100
"""Decisions with more than WIDE_CHOICE legal actions (Hoc's raises: every amount times
every claim) have all their labels checked the first WIDE_CHECKED times, then a sample."""


def quiet(event: Mapping[str, Any], game: str) -> bool:
    """The events the log leaves out on purpose."""
    kind = event["type"]
    return ((kind == "deal_end" and game in ("polignac", "quarante", "homme"))
            or (kind == "pass" and game == "hoc")
            or (kind == "bid" and game == "polignac" and event["bid"] != "pass")
            or (kind == "bid" and event.get("bid") == "turn"))


def play_and_check(game: str, players: int, options: dict[str, Any], seed: int) -> set[str]:
    """Random play: every decision's labels are distinct and non-empty, every event has its
    sentence; returns the event types seen."""
    rng = random.Random(seed)
    labels_rng = random.Random(seed)
    wide_choices = 0
    names = NAMES[:players]
    match = new_match(game, players, options, seed=seed, names=names)
    while not match.over and match.deal_index < DEALS:
        if match.to_act is None:
            match.start_deal(seed=rng.getrandbits(32))
            continue
        legal = match.legal()
        if len(legal) > WIDE_CHOICE:
            wide_choices += 1
        shown = (legal if len(legal) <= WIDE_CHOICE or wide_choices <= WIDE_CHECKED
                 else labels_rng.sample(legal, WIDE_CHOICE))
        labels = [action_label(a, game) for a in shown]
        assert all(labels), shown
        assert len(set(labels)) == len(labels), labels
        match.apply(rng.choice(legal))
    for event in match.events:
        sentence = describe_event(event, game, match.names)
        if quiet(event, game):
            assert sentence is None, event
        else:
            assert isinstance(sentence, str) and sentence.strip(), event
            assert not sentence.lower().startswith("you"), sentence
        bubble = bubble_text(event, game)
        assert bubble is None or bubble.strip(), event
    return {e["type"] for e in match.events}


@pytest.mark.parametrize("config", all_configurations(), ids=config_id)
def test_every_event_and_action_of_random_play_has_words(config: tuple) -> None:
    game, players, options = config
    seen = play_and_check(game, players, options, seed=11)
    assert {"deal", "play"} <= seen


def test_every_event_type_the_engine_emits_has_words() -> None:
    engine = Path(wording.__file__).parents[1] / "engine"
    emitted = {kind for path in engine.rglob("*.py")
               for kind in re.findall(r'event\("(\w+)"', path.read_text(encoding="utf-8"))}
    assert len(emitted) > 20
    assert emitted - set(wording._DESCRIBE) == set()


def test_cards_and_claims() -> None:
    assert card_text(parse_card("KH")) == "King of hearts"
    assert card_text("10S") == "Ten of spades"
    assert card_text("AC") == "Ace of clubs"
    assert claim_text("5") == "Point of 5"
    assert claim_text("point 7") == "Point of 7"
    assert claim_text("quinte K") == "Quinte to the King"
    assert claim_text("tierce 9") == "Tierce to the Nine"
    assert claim_text("brelan J") == "Brelan of Jacks"
    assert claim_text("fredon A") == "Fredon of Aces"
    assert pool_name("marriage") == "Marriage"
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
    ("hoc", "declare 5", "Point of 5"),
    ("hoc", "declare quinte K", "Quinte to the King"),
    ("hoc", "declare brelan J", "Brelan of Jacks"),
    ("hoc", "raise 2 quart Q", "Raise 2: Quart to the Queen"),
    ("hoc", "hold", "Hold"),
    ("hoc", "good", "Good"),
    ("hoc", "without", "Without"),
    ("hoc", "play QS as 8", "Play the Queen of spades as an Eight"),
    ("quarante", "play 9C", "Play the Nine of clubs"),
    ("quarante", "play KC clique", "Play the King of clubs and announce a clique"),
])
def test_action_labels(game: str, action: str, label: str) -> None:
    assert action_label(Action.parse(action), game) == label


NAMES4 = ["Anne", "Blaise", "César", "Denise"]


@pytest.mark.parametrize(("game", "event", "sentence"), [
    ("polignac", {"type": "play", "seat": 1, "card": "KH"}, "Blaise plays the King of hearts."),
    ("polignac", {"type": "trick", "winner": 0, "leader": 1, "cards": [], "points": 2},
     "Anne wins the trick (2 penalty points)."),
    ("polignac", {"type": "trick", "winner": 0, "leader": 1, "cards": [], "points": 1},
     "Anne wins the trick (1 penalty point)."),
    ("quarante", {"type": "trick", "winner": 3, "leader": 1, "cards": [], "points": 9},
     "Denise wins the trick (9 points)."),
    ("homme", {"type": "trick", "winner": 2, "leader": 1, "cards": [], "points": 0},
     "César wins the trick."),
    ("poch", {"type": "pool_won", "pool": "ace", "seat": 2, "amount": 5, "reason": "holding"},
     "Pool Ace won by César: 5 jetons."),
    ("hoc", {"type": "pool_won", "pool": "tricon", "seat": 0, "amount": 4,
             "reason": "session_end"},
     "Pool Tricon shared out at the end: Anne takes 4 jetons."),
    ("homme", {"type": "pool_won", "pool": "pot", "seat": 0, "amount": 1},
     "Anne takes the pot: 1 jeton."),
    ("hoc", {"type": "chance_passed", "chance": "sequence"},
     "Nobody is in for the Sequence: the pool stays for the next deal."),
    ("hoc", {"type": "antes_returned", "chance": "point", "amounts": [1, 1]},
     "The antes on the Point go back to the players."),
    ("hoc", {"type": "payment", "from": 0, "to": 1, "amount": 0, "owed": 2,
             "reason": "tricon_table", "combinations": ["brelan 6"]},
     "Anne owes Blaise 2 jetons for Brelan of Sixes but cannot pay."),
    ("hoc", {"type": "payment", "from": 0, "to": 1, "amount": 2, "owed": 5,
             "reason": "end_of_hand", "cards_left": 5},
     "Anne pays Blaise 2 jetons of the 5 owed for 5 cards left in hand."),
    ("hoc", {"type": "payment", "from": 1, "to": 0, "amount": 1, "reason": "double_bonus"},
     "Blaise pays Anne 1 jeton as the double deal's bonus."),
    ("hoc", {"type": "ante", "amounts": [3, 3], "pools": {"point": 2, "sequence": 2,
                                                           "tricon": 2}, "double": 2},
     "Double deal (×2). Each player antes one jeton on each chance; the pools hold: "
     "Point 2, Sequence 2, Tricon 2."),
    ("hoc", {"type": "deal_end", "deal": 2, "deal_scores": [-3, 3], "double_next": 1},
     "End of deal 3: Anne −3, Blaise +3. The next deal is double."),
    ("hoc", {"type": "play", "seat": 1, "card": "KC", "as": "10", "out_of_turn": True},
     "Blaise throws in the King of clubs out of turn, as a Ten."),
    ("hoc", {"type": "play", "seat": 1, "card": "5S", "forced": True},
     "Blaise follows on with the Five of spades."),
    ("hoc", {"type": "announce", "seat": 0, "announcement": "without", "rank": "8",
             "text": "without 8", "forced": False}, "Anne: “Without Eight”"),
    ("hoc", {"type": "announce", "seat": 2, "announcement": "carte_blanche",
             "text": "carte blanche", "cards": ["5S", "AH"]},
     "César: “Carte blanche”, showing the Five of spades and the Ace of hearts."),
    ("hoc", {"type": "showdown", "chance": "sequence", "winner": 0, "reveals": [
        {"seat": 0, "combinations": ["tierce K"], "cards": [["JS", "QS", "KS"]]},
        {"seat": 1, "combinations": [], "cards": []}]},
     "Sequence showdown: Anne shows Tierce to the King, Blaise shows nothing; Anne wins."),
    ("hoc", {"type": "bid", "seat": 1, "chance": "point", "action": "raise 2 6",
             "claim": "6", "staked": 2, "level": 2}, "Blaise: “Raise 2: Point of 6”"),
    ("poch", {"type": "bid", "seat": 0, "bid": "bet 3", "chips": 3, "level": 3},
     "Anne: “Poch 3”"),
    ("poch", {"type": "showdown", "seats": [2], "winner": 2, "hands": {"2": ["AS"]}},
     "César wins the betting unopposed and shows the hand."),
    ("poch", {"type": "turnup", "card": "AH", "holder": 1},
     "The pay card is the Ace of hearts; it goes to Blaise."),
    ("homme", {"type": "turnup", "seat": 0, "card": "9D", "index": 2},
     "Anne turns up the Nine of diamonds (réjouissance 2)."),
    ("homme", {"type": "score", "reason": "captured_king", "seat": 0, "card": "KD",
               "points": 1, "loser": 2, "scores": [1, 0, -1]},
     "Anne captures the King of diamonds shown by César: 1 point from César."),
    ("homme", {"type": "declarer", "seat": 1, "trumps": "D"},
     "Blaise is the Man; diamonds are trumps."),
    ("polignac", {"type": "score", "outcome": "capot_made", "deal_scores": [5, 0, 5],
                  "scores": [5, 0, 5]},
     "The capot is made. Penalty points: Anne 5, Blaise 0, César 5."),
    ("polignac", {"type": "bid", "seat": 2, "bid": "capot"}, None),
    ("polignac", {"type": "announce", "seat": 2, "announcement": "capot"},
     "César announces a capot: every trick."),
    ("quarante", {"type": "score", "team_points": [52, 11],
                  "clique": {"seat": 2, "size": 4, "rank": "K", "value": 40},
                  "deal_scores": [52, 11, 52, 11], "scores": [52, 11, 52, 11]},
     "César's clique, Four Kings, counts 40. Points this deal: Anne and César 52, "
     "Blaise and Denise 11."),
    ("quarante", {"type": "partnerships", "teams": [[0, 2], [1, 3]], "method": "fixed",
                  "dealer": None, "dealt": [], "kings": [], "seating": [0, 1, 2, 3],
                  "names": NAMES4},
     "Partners sitting opposite: Anne and César against Blaise and Denise."),
    ("quarante", {"type": "match_end", "winners": [1, 3], "scores": [], "banks": None},
     "The match is over: Blaise and Denise win."),
])
def test_sentences(game: str, event: dict, sentence: str | None) -> None:
    assert describe_event(event, game, NAMES4) == sentence


@pytest.mark.parametrize(("game", "event", "bubble"), [
    ("hoc", {"type": "announce", "seat": 1, "announcement": "hoc", "text": "Hoc !",
             "card": "KC"}, "Hoc!"),
    ("polignac", {"type": "bid", "seat": 2, "bid": "capot"}, "Capot"),
    ("polignac", {"type": "announce", "seat": 2, "announcement": "capot"}, None),
    ("poch", {"type": "bid", "seat": 0, "bid": "bet 3", "chips": 3, "level": 3}, "Poch 3"),
    ("hoc", {"type": "announce", "seat": 0, "announcement": "without", "rank": "8"},
     "Without Eight"),
    ("quarante", {"type": "announce", "seat": 1, "announcement": "clique_rank", "size": 4,
                  "rank": "K", "text": "four Kings"}, "Four Kings"),
    ("quarante", {"type": "announce", "seat": 1, "announcement": "clique", "size": 3,
                  "text": "three"}, "Three"),
    ("homme", {"type": "bid", "seat": 1, "bid": "pass", "phase": "bid"}, "Pass"),
    ("homme", {"type": "bid", "seat": 1, "bid": "turn", "phase": "offer"}, None),
    ("homme", {"type": "play", "seat": 1, "card": "KH"}, None),
])
def test_bubbles(game: str, event: dict, bubble: str | None) -> None:
    assert bubble_text(event, game) == bubble


def test_words_follow_the_installed_translation(qapp, tmp_path: Path) -> None:
    french = {
        ("Language", "en", None): "fr",
        ("Wording", "King of {0}", None): "roi de {0}",
        ("Wording", "hearts", None): "cœur",
        ("Wording", "the Queen of {0}", None): "la dame de {0}",
        ("Wording", "{0} plays {1}.", None): "{0} joue {1}.",
    }
    translator = load_translator(french, tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        assert interface_language() == "fr"
        assert card_text("KH") == "roi de cœur"
        assert game_name("poch") == "Poque"
        assert describe_event({"type": "play", "seat": 0, "card": "QH"}, "polignac",
                              ["Anne"]) == "Anne joue la dame de cœur."
    finally:
        QCoreApplication.removeTranslator(translator)
    assert interface_language() == "en"
    assert card_text("KH") == "King of hearts"
    assert game_name("poch") == "Poch"

"""The table's words: actions, events, speech bubbles and cards in the interface language.

Everything here goes through Qt's translation system (context ``Wording``) with English
source texts that keep the games' French terms of art where players use them (capot,
réjouissance, clique, brelan, fredon, quinte, carte blanche, « Hoc ! »). Sentences name
seats by name, never "you", so the same log serves solo and pass-and-play.

Engine texts given in several languages are read with ``histcards.table.language.pick``.
Word tables are marked with ``QT_TRANSLATE_NOOP`` and translated when used, so a change of
language takes effect at the next call.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from histcards.cards import Card, parse_card, parse_rank, rank_of, suit_of
from histcards.engine.actions import SEQUENCE_CLAIMS, Action
from histcards.engine.games import GAMES
from histcards.engine.partnerships import opposite_teams
from histcards.table.language import pick

CONTEXT = "Wording"

SUITS = (
    QT_TRANSLATE_NOOP("Wording", "spades"),
    QT_TRANSLATE_NOOP("Wording", "hearts"),
    QT_TRANSLATE_NOOP("Wording", "diamonds"),
    QT_TRANSLATE_NOOP("Wording", "clubs"),
)
RANKS = (
    QT_TRANSLATE_NOOP("Wording", "Ace"), QT_TRANSLATE_NOOP("Wording", "Two"),
    QT_TRANSLATE_NOOP("Wording", "Three"), QT_TRANSLATE_NOOP("Wording", "Four"),
    QT_TRANSLATE_NOOP("Wording", "Five"), QT_TRANSLATE_NOOP("Wording", "Six"),
    QT_TRANSLATE_NOOP("Wording", "Seven"), QT_TRANSLATE_NOOP("Wording", "Eight"),
    QT_TRANSLATE_NOOP("Wording", "Nine"), QT_TRANSLATE_NOOP("Wording", "Ten"),
    QT_TRANSLATE_NOOP("Wording", "Jack"), QT_TRANSLATE_NOOP("Wording", "Queen"),
    QT_TRANSLATE_NOOP("Wording", "King"),
)
"""Rank nouns, Ace first (``RANKS[rank - 1]``)."""
CARD_OF = (
    QT_TRANSLATE_NOOP("Wording", "Ace of {0}"), QT_TRANSLATE_NOOP("Wording", "Two of {0}"),
    QT_TRANSLATE_NOOP("Wording", "Three of {0}"), QT_TRANSLATE_NOOP("Wording", "Four of {0}"),
    QT_TRANSLATE_NOOP("Wording", "Five of {0}"), QT_TRANSLATE_NOOP("Wording", "Six of {0}"),
    QT_TRANSLATE_NOOP("Wording", "Seven of {0}"), QT_TRANSLATE_NOOP("Wording", "Eight of {0}"),
    QT_TRANSLATE_NOOP("Wording", "Nine of {0}"), QT_TRANSLATE_NOOP("Wording", "Ten of {0}"),
    QT_TRANSLATE_NOOP("Wording", "Jack of {0}"), QT_TRANSLATE_NOOP("Wording", "Queen of {0}"),
    QT_TRANSLATE_NOOP("Wording", "King of {0}"),
)
"""A card's name without article, {0} the suit."""
THE_CARD_OF = (
    QT_TRANSLATE_NOOP("Wording", "the Ace of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Two of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Three of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Four of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Five of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Six of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Seven of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Eight of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Nine of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Ten of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Jack of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the Queen of {0}"),
    QT_TRANSLATE_NOOP("Wording", "the King of {0}"),
)
"""A card's name with its article (French elides: « l'as de pique »)."""
AS_RANK = (
    QT_TRANSLATE_NOOP("Wording", "as an Ace"), QT_TRANSLATE_NOOP("Wording", "as a Two"),
    QT_TRANSLATE_NOOP("Wording", "as a Three"), QT_TRANSLATE_NOOP("Wording", "as a Four"),
    QT_TRANSLATE_NOOP("Wording", "as a Five"), QT_TRANSLATE_NOOP("Wording", "as a Six"),
    QT_TRANSLATE_NOOP("Wording", "as a Seven"), QT_TRANSLATE_NOOP("Wording", "as an Eight"),
    QT_TRANSLATE_NOOP("Wording", "as a Nine"), QT_TRANSLATE_NOOP("Wording", "as a Ten"),
    QT_TRANSLATE_NOOP("Wording", "as a Jack"), QT_TRANSLATE_NOOP("Wording", "as a Queen"),
    QT_TRANSLATE_NOOP("Wording", "as a King"),
)
"""A principal hoc standing for a rank (« pour un huit »)."""
A_RANK = (
    QT_TRANSLATE_NOOP("Wording", "an Ace"), QT_TRANSLATE_NOOP("Wording", "a Two"),
    QT_TRANSLATE_NOOP("Wording", "a Three"), QT_TRANSLATE_NOOP("Wording", "a Four"),
    QT_TRANSLATE_NOOP("Wording", "a Five"), QT_TRANSLATE_NOOP("Wording", "a Six"),
    QT_TRANSLATE_NOOP("Wording", "a Seven"), QT_TRANSLATE_NOOP("Wording", "an Eight"),
    QT_TRANSLATE_NOOP("Wording", "a Nine"), QT_TRANSLATE_NOOP("Wording", "a Ten"),
    QT_TRANSLATE_NOOP("Wording", "a Jack"), QT_TRANSLATE_NOOP("Wording", "a Queen"),
    QT_TRANSLATE_NOOP("Wording", "a King"),
)
"""A rank with its indefinite article (« un huit », « une dame »)."""
TO_THE = (
    QT_TRANSLATE_NOOP("Wording", "to the Ace"), QT_TRANSLATE_NOOP("Wording", "to the Two"),
    QT_TRANSLATE_NOOP("Wording", "to the Three"), QT_TRANSLATE_NOOP("Wording", "to the Four"),
    QT_TRANSLATE_NOOP("Wording", "to the Five"), QT_TRANSLATE_NOOP("Wording", "to the Six"),
    QT_TRANSLATE_NOOP("Wording", "to the Seven"),
    QT_TRANSLATE_NOOP("Wording", "to the Eight"),
    QT_TRANSLATE_NOOP("Wording", "to the Nine"), QT_TRANSLATE_NOOP("Wording", "to the Ten"),
    QT_TRANSLATE_NOOP("Wording", "to the Jack"),
    QT_TRANSLATE_NOOP("Wording", "to the Queen"),
    QT_TRANSLATE_NOOP("Wording", "to the King"),
)
"""The top card of a sequence (« quinte au roi »)."""
OF_RANKS = (
    QT_TRANSLATE_NOOP("Wording", "of Aces"), QT_TRANSLATE_NOOP("Wording", "of Twos"),
    QT_TRANSLATE_NOOP("Wording", "of Threes"), QT_TRANSLATE_NOOP("Wording", "of Fours"),
    QT_TRANSLATE_NOOP("Wording", "of Fives"), QT_TRANSLATE_NOOP("Wording", "of Sixes"),
    QT_TRANSLATE_NOOP("Wording", "of Sevens"), QT_TRANSLATE_NOOP("Wording", "of Eights"),
    QT_TRANSLATE_NOOP("Wording", "of Nines"), QT_TRANSLATE_NOOP("Wording", "of Tens"),
    QT_TRANSLATE_NOOP("Wording", "of Jacks"), QT_TRANSLATE_NOOP("Wording", "of Queens"),
    QT_TRANSLATE_NOOP("Wording", "of Kings"),
)
"""The rank of a brelan or fredon (« brelan de valets », « fredon d'as »)."""
SEQUENCES = {
    "tierce": QT_TRANSLATE_NOOP("Wording", "Tierce {0}"),
    "quart": QT_TRANSLATE_NOOP("Wording", "Quart {0}"),
    "quinte": QT_TRANSLATE_NOOP("Wording", "Quinte {0}"),
}
TRICONS = {
    "brelan": QT_TRANSLATE_NOOP("Wording", "Brelan {0}"),
    "fredon": QT_TRANSLATE_NOOP("Wording", "Fredon {0}"),
}
CLIQUES = {
    (3, "J"): QT_TRANSLATE_NOOP("Wording", "Three Jacks"),
    (3, "Q"): QT_TRANSLATE_NOOP("Wording", "Three Queens"),
    (3, "K"): QT_TRANSLATE_NOOP("Wording", "Three Kings"),
    (4, "J"): QT_TRANSLATE_NOOP("Wording", "Four Jacks"),
    (4, "Q"): QT_TRANSLATE_NOOP("Wording", "Four Queens"),
    (4, "K"): QT_TRANSLATE_NOOP("Wording", "Four Kings"),
}


def _t(text: str) -> str:
    """Translate a text already marked for extraction with ``QT_TRANSLATE_NOOP``."""
    return QCoreApplication.translate(CONTEXT, text)


def game_name(game: str) -> str:
    """A game's name in the interface language."""
    return pick(GAMES[game].names, game)


# --- cards, claims, pools -------------------------------------------------------------


def _card(card: Card | str) -> Card:
    return parse_card(card) if isinstance(card, str) else card


def card_text(card: Card | str) -> str:
    """A card's name: "King of hearts"."""
    card = _card(card)
    return _t(CARD_OF[rank_of(card) - 1]).format(_t(SUITS[suit_of(card)]))


def the_card(card: Card | str) -> str:
    """A card's name with its article: "the King of hearts"."""
    card = _card(card)
    return _t(THE_CARD_OF[rank_of(card) - 1]).format(_t(SUITS[suit_of(card)]))


def suit_text(suit: int | str) -> str:
    """A suit's name, from its index or letter: "hearts"."""
    index = "SHDC".index(suit) if isinstance(suit, str) else suit
    return _t(SUITS[index])


def rank_text(rank: int | str) -> str:
    """A rank's noun, from its number or symbol: "Eight"."""
    return _t(RANKS[(parse_rank(rank) if isinstance(rank, str) else rank) - 1])


def a_rank(rank: int | str) -> str:
    """A rank with its indefinite article, from its number or symbol: "an Eight"."""
    return _t(A_RANK[(parse_rank(rank) if isinstance(rank, str) else rank) - 1])


def claim_text(claim: str) -> str:
    """A Hoc claim or combination in words: "Point of 5", "Quinte to the King",
    "Brelan of Jacks". Accepts ``point 5`` as well as ``5``."""
    words = claim.split()
    if words[0] == "point":
        words = words[1:]
    if len(words) == 1:
        return QCoreApplication.translate("Wording", "Point of {0}").format(words[0])
    kind, rank = words[0], parse_rank(words[1])
    if kind in SEQUENCE_CLAIMS:
        return _t(SEQUENCES[kind]).format(_t(TO_THE[rank - 1]))
    return _t(TRICONS[kind]).format(_t(OF_RANKS[rank - 1]))


def clique_text(size: int, rank: str | None) -> str:
    """A Quarante clique as announced: "Three", or "Three Kings" once its rank is shown."""
    if rank is None:
        if size == 3:
            return QCoreApplication.translate("Wording", "Three", "a clique, by its size")
        return QCoreApplication.translate("Wording", "Four", "a clique, by its size")
    return _t(CLIQUES[(size, rank)])


def pool_name(pool: str) -> str:
    """A pool's name (Poch's board, Hoc's three chances, Homme's pot): "Ace", "Marriage",
    "Point", "Pot"."""
    return {
        "ace": QCoreApplication.translate("Wording", "Ace", "pool"),
        "king": QCoreApplication.translate("Wording", "King", "pool"),
        "queen": QCoreApplication.translate("Wording", "Queen", "pool"),
        "jack": QCoreApplication.translate("Wording", "Jack", "pool"),
        "ten": QCoreApplication.translate("Wording", "Ten", "pool"),
        "marriage": QCoreApplication.translate("Wording", "Marriage", "pool"),
        "sequence": QCoreApplication.translate("Wording", "Sequence", "pool"),
        "poch": QCoreApplication.translate("Wording", "Poch", "pool"),
        "centre": QCoreApplication.translate("Wording", "Centre", "pool"),
        "point": QCoreApplication.translate("Wording", "Point", "pool"),
        "tricon": QCoreApplication.translate("Wording", "Tricon", "pool"),
        "pot": QCoreApplication.translate("Wording", "Pot", "pool"),
    }[pool]


def names_text(items: Sequence[str]) -> str:
    """Names joined for a sentence: "Anne", "Anne and Blaise", "Anne, Blaise and César"."""
    if len(items) <= 1:
        return "".join(items)
    return QCoreApplication.translate("Wording", "{0} and {1}").format(
        ", ".join(items[:-1]), items[-1])


def signed(value: int) -> str:
    """A signed amount: +5, −3, 0."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def jetons(count: int) -> str:
    """An amount of jetons: "1 jeton", "5 jetons" (plural forms from the catalogue)."""
    return QCoreApplication.translate("Wording", "%n jeton(s)", None, count)


def points(count: int) -> str:
    """A number of points: "1 point", "9 points"."""
    return QCoreApplication.translate("Wording", "%n point(s)", None, count)


def penalty_points(count: int) -> str:
    """A number of penalty points (Polignac)."""
    return QCoreApplication.translate("Wording", "%n penalty point(s)", None, count)


# --- actions --------------------------------------------------------------------------


def action_label(action: Action | str, game: str) -> str:
    """A legal action in the game's words, for a button: "Pass", "Poch 3", "Hold",
    "Quinte to the King", "Play the King of hearts"."""
    action = Action.parse(action)
    return _ACTION_LABELS[action.kind](action, game)


def _play_label(action: Action, game: str) -> str:
    card = the_card(action.card)
    if action.clique:
        return QCoreApplication.translate(
            "Wording", "Play {0} and announce a clique").format(card)
    if action.as_rank is not None:
        return QCoreApplication.translate("Wording", "Play {0} {1}").format(
            card, _t(AS_RANK[action.as_rank - 1]))
    return QCoreApplication.translate("Wording", "Play {0}").format(card)


def _raise_label(action: Action, game: str) -> str:
    if action.claim is None:
        return QCoreApplication.translate("Wording", "Raise {0}").format(action.amount)
    return QCoreApplication.translate("Wording", "Raise {0}: {1}").format(
        action.amount, claim_text(action.claim))


def _hold_label(action: Action, game: str) -> str:
    if game == "poch":
        return QCoreApplication.translate("Wording", "Hold", "Poch: call the bet")
    return QCoreApplication.translate("Wording", "Hold", "Hoc: match the stake")


_ACTION_LABELS: dict[str, Callable[[Action, str], str]] = {
    "play": _play_label,
    "discard": lambda a, g: QCoreApplication.translate("Wording", "Discard {0}").format(
        names_text([the_card(c) for c in a.cards])),
    "capot": lambda a, g: QCoreApplication.translate("Wording", "Capot"),
    "general": lambda a, g: QCoreApplication.translate("Wording", "General"),
    "pass": lambda a, g: QCoreApplication.translate("Wording", "Pass"),
    "turn": lambda a, g: QCoreApplication.translate("Wording", "Turn up a card"),
    "accept": lambda a, g: QCoreApplication.translate("Wording", "I play"),
    "show": lambda a, g: QCoreApplication.translate("Wording", "Show {0}").format(
        the_card(a.card)),
    "bet": lambda a, g: QCoreApplication.translate("Wording", "Poch {0}").format(a.amount),
    "call": _hold_label,
    "hold": _hold_label,
    "raise": _raise_label,
    "fold": lambda a, g: QCoreApplication.translate("Wording", "Fold"),
    "allin": lambda a, g: QCoreApplication.translate("Wording", "All in"),
    "declare": lambda a, g: claim_text(a.claim),
    "good": lambda a, g: QCoreApplication.translate("Wording", "Good"),
    "without": lambda a, g: QCoreApplication.translate("Wording", "Without"),
}


# --- speech bubbles -------------------------------------------------------------------


def bubble_text(event: Mapping[str, Any], game: str) -> str | None:
    """What a seat says aloud for an event (a bid, an announcement), or None."""
    kind = event["type"]
    if kind == "bid":
        return _bid_speech(event, game)
    if kind != "announce":
        return None
    announcement = event["announcement"]
    if announcement == "show":
        return card_text(event["card"])
    if announcement == "clique":
        return clique_text(event["size"], None)
    if announcement == "clique_rank":
        return clique_text(event["size"], event["rank"])
    if announcement == "hoc":
        return QCoreApplication.translate("Wording", "Hoc!")
    if announcement == "without":
        return QCoreApplication.translate("Wording", "Without {0}").format(
            rank_text(event["rank"]))
    if announcement == "carte_blanche":
        return QCoreApplication.translate("Wording", "Carte blanche")
    return None  # Polignac's capot is spoken by its bid


def _bid_speech(event: Mapping[str, Any], game: str) -> str | None:
    """The words of a bid event (its action's label), None for Homme's turn (the card
    turned up says it)."""
    text = event.get("action") or event["bid"]
    if text == "turn":
        return None
    return action_label(text, game)


# --- the log ----------------------------------------------------------------------------

Describe = Callable[[Mapping[str, Any], str, Sequence[str]], str | None]


def describe_event(event: Mapping[str, Any], game: str, names: Sequence[str]) -> str | None:
    """One sentence for the game log, seats named by ``names``; None for an event not
    worth a line."""
    return _DESCRIBE[event["type"]](event, game, names)


def _entry(label: str, value: object) -> str:
    """One entry of a list of results: "Anne 5"."""
    return QCoreApplication.translate("Wording", "{0} {1}", "a name and its value in a list"
                                      ).format(label, value)


def _says(name: str, words: str) -> str:
    return QCoreApplication.translate("Wording", "{0}: “{1}”").format(name, words)


def _deal(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    return QCoreApplication.translate("Wording", "Deal {0}: {1} deals.").format(
        e["deal"] + 1, names[e["dealer"]])


def _draw(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    drawn = [QCoreApplication.translate("Wording", "{0} draws {1}").format(names[s],
                                                                          the_card(c))
             for s, c in enumerate(e["cards"]) if c is not None]
    return QCoreApplication.translate("Wording", "Draw for the first deal: {0}.").format(
        ", ".join(drawn))


def _play(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    name, card = names[e["seat"]], the_card(e["card"])
    standing = _t(AS_RANK[parse_rank(e["as"]) - 1]) if "as" in e else None
    if e.get("out_of_turn"):
        return QCoreApplication.translate(
            "Wording", "{0} throws in {1} out of turn, {2}.").format(name, card, standing)
    if standing:
        return QCoreApplication.translate("Wording", "{0} plays {1} {2}.").format(
            name, card, standing)
    if e.get("forced"):
        return QCoreApplication.translate("Wording", "{0} follows on with {1}.").format(
            name, card)
    return QCoreApplication.translate("Wording", "{0} plays {1}.").format(name, card)


def _trick(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    name, count = names[e["winner"]], e["points"]
    if not count:
        return QCoreApplication.translate("Wording", "{0} wins the trick.").format(name)
    worth = penalty_points(count) if game == "polignac" else points(count)
    return QCoreApplication.translate("Wording", "{0} wins the trick ({1}).").format(
        name, worth)


def _turnup(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    card = the_card(e["card"])
    if game == "homme":
        if e["index"]:
            return QCoreApplication.translate(
                "Wording", "{0} turns up {1} (réjouissance {2}).").format(
                names[e["seat"]], card, e["index"])
        return QCoreApplication.translate("Wording", "{0} turns up {1}.").format(
            names[e["seat"]], card)
    if game == "poch":
        if e.get("holder") is not None:
            return QCoreApplication.translate(
                "Wording", "The pay card is {0}; it goes to {1}.").format(
                card, names[e["holder"]])
        return QCoreApplication.translate("Wording", "The pay card is {0}.").format(card)
    suit = suit_text(suit_of(parse_card(e["card"])))
    if "seat" in e:
        return QCoreApplication.translate(
            "Wording", "{0} turns up {1}: {2} are trumps.").format(names[e["seat"]], card,
                                                                    suit)
    return QCoreApplication.translate("Wording", "Turned up: {0}; {1} are trumps.").format(
        card, suit)


def _bid(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str | None:
    if game == "polignac" and e["bid"] != "pass":
        return None  # the announcement that follows says it
    speech = _bid_speech(e, game)
    return _says(names[e["seat"]], speech) if speech else None


def _announce(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    name, announcement = names[e["seat"]], e["announcement"]
    if announcement == "capot":
        return QCoreApplication.translate(
            "Wording", "{0} announces a capot: every trick.").format(name)
    if announcement == "general":
        return QCoreApplication.translate(
            "Wording", "{0} announces a general: every trick.").format(name)
    if announcement == "show":
        return QCoreApplication.translate("Wording", "{0} shows {1}.").format(
            name, the_card(e["card"]))
    if announcement == "clique":
        return QCoreApplication.translate("Wording", "{0} announces a clique: “{1}”.").format(
            name, clique_text(e["size"], None))
    if announcement == "clique_rank":
        return QCoreApplication.translate("Wording", "{0} names the clique: “{1}”.").format(
            name, clique_text(e["size"], e["rank"]))
    if announcement == "carte_blanche" and "cards" in e:
        return QCoreApplication.translate(
            "Wording", "{0}: “Carte blanche”, showing {1}.").format(
            name, names_text([the_card(c) for c in e["cards"]]))
    return _says(name, bubble_text(e, game))


def _payment(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    payer, payee = names[e["from"]], names[e["to"]]
    reason = _payment_reason(e)
    owed = e.get("owed")
    if owed is not None and not e["amount"]:
        return QCoreApplication.translate(
            "Wording", "{0} owes {1} {2} {3} but cannot pay.").format(
            payer, payee, jetons(owed), reason)
    amount = jetons(e["amount"])
    if owed is not None:
        amount = QCoreApplication.translate("Wording", "{0} of the {1} owed").format(
            amount, owed)
    return QCoreApplication.translate("Wording", "{0} pays {1} {2} {3}.").format(
        payer, payee, amount, reason)


def _payment_reason(e: Mapping[str, Any]) -> str:
    reason = e["reason"]
    if reason in ("sequence_table", "tricon_table"):
        return QCoreApplication.translate("Wording", "for {0}").format(
            names_text([claim_text(c) for c in e["combinations"]]))
    if reason == "end_of_hand":
        return QCoreApplication.translate("Wording", "for %n card(s) left in hand", None,
                                          e["cards_left"])
    return _t(PAYMENT_REASONS[reason])


PAYMENT_REASONS = {
    "hoc": QT_TRANSLATE_NOOP("Wording", "for the hoc"),
    "incidental_hoc": QT_TRANSLATE_NOOP("Wording", "for the incidental hoc"),
    "carte_blanche": QT_TRANSLATE_NOOP("Wording", "for carte blanche"),
    "fine": QT_TRANSLATE_NOOP("Wording", "as a fine for a false “without”"),
    "double_bonus": QT_TRANSLATE_NOOP("Wording", "as the double deal's bonus"),
    "cards_left": QT_TRANSLATE_NOOP("Wording", "for the cards left in hand"),
    "most_cards": QT_TRANSLATE_NOOP("Wording", "for holding the most cards"),
    "pip_values": QT_TRANSLATE_NOOP("Wording", "for the pips of the cards left"),
    "stop": QT_TRANSLATE_NOOP("Wording", "for the stop"),
    "count": QT_TRANSLATE_NOOP("Wording", "for reaching 31"),
}


def _pool_won(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    name, amount = names[e["seat"]], jetons(e["amount"])
    if e["pool"] == "pot":
        return QCoreApplication.translate("Wording", "{0} takes the pot: {1}.").format(
            name, amount)
    pool, reason = pool_name(e["pool"]), e.get("reason")
    if reason == "turnup":
        return QCoreApplication.translate(
            "Wording", "Pool {0} goes to the dealer, {1}, for the turned card: {2}.").format(
            pool, name, amount)
    if reason == "first_out":
        return QCoreApplication.translate(
            "Wording", "Pool {0} won by {1}, first out: {2}.").format(pool, name, amount)
    if reason == "session_end":
        return QCoreApplication.translate(
            "Wording", "Pool {0} shared out at the end: {1} takes {2}.").format(
            pool, name, amount)
    return QCoreApplication.translate("Wording", "Pool {0} won by {1}: {2}.").format(
        pool, name, amount)


def _ante(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    if game == "homme":
        return QCoreApplication.translate(
            "Wording", "Each player antes {0}; the pot holds {1}.").format(
            jetons(e["amount"]), jetons(e["pot"]))
    if game == "poch":
        return QCoreApplication.translate(
            "Wording", "Each player antes {0} on each pool of the board.").format(
            jetons(e["per_pool"]))
    pools = ", ".join(_entry(pool_name(p), n) for p, n in e["pools"].items())
    text = QCoreApplication.translate(
        "Wording", "Each player antes one jeton on each chance; the pools hold: {0}.").format(
        pools)
    if e["double"] > 1:
        return QCoreApplication.translate("Wording", "Double deal (×{0}). {1}").format(
            e["double"], text)
    return text


def _showdown(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    winner = names[e["winner"]]
    if game == "poch":
        if len(e["seats"]) == 1:
            return QCoreApplication.translate(
                "Wording", "{0} wins the betting unopposed and shows the hand.").format(winner)
        return QCoreApplication.translate(
            "Wording", "Showdown between {0}: {1} has the best hand.").format(
            names_text([names[s] for s in e["seats"]]), winner)
    shown = ", ".join(QCoreApplication.translate("Wording", "{0} shows {1}").format(
        names[r["seat"]], _revealed(r)) for r in e["reveals"])
    return QCoreApplication.translate("Wording", "{0} showdown: {1}; {2} wins.").format(
        pool_name(e["chance"]), shown, winner)


def _revealed(reveal: Mapping[str, Any]) -> str:
    if "combination" in reveal:
        return QCoreApplication.translate("Wording", "{0} ({1})").format(
            claim_text(reveal["combination"]), reveal["value"])
    if not reveal["combinations"]:
        return QCoreApplication.translate("Wording", "nothing")
    return names_text([claim_text(c) for c in reveal["combinations"]])


def _run_stop(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    name = names[e["seat"]]
    if game == "poch":
        return QCoreApplication.translate(
            "Wording", "The run stops at {0}; {1} leads again.").format(
            the_card(e["card"]), name)
    if e["reason"] == "incidental_hoc":
        return QCoreApplication.translate(
            "Wording", "No {0} to play: incidental hoc, {1} leads again.").format(
            rank_text(e["need"]), name)
    return QCoreApplication.translate("Wording", "{0} leads again.").format(name)


def _score(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    if game == "homme":
        return _homme_score(e, names)
    if game == "quarante":
        return _quarante_score(e, names)
    if game in ("poch", "hoc"):
        results = ", ".join(_entry(names[s], signed(v)) for s, v in enumerate(e["deal_scores"]))
        return QCoreApplication.translate("Wording", "Chips won and lost this deal: {0}.").format(
            results)
    return _polignac_score(e, names)


POLIGNAC_OUTCOMES = {
    "tricks": QT_TRANSLATE_NOOP("Wording", "Penalty points this deal: {0}."),
    "capot_made": QT_TRANSLATE_NOOP("Wording", "The capot is made. Penalty points: {0}."),
    "capot_failed": QT_TRANSLATE_NOOP("Wording", "The capot fails. Penalty points: {0}."),
    "general_failed": QT_TRANSLATE_NOOP("Wording",
                                        "The general fails. Penalty points: {0}."),
    "general_made": QT_TRANSLATE_NOOP("Wording", "The general is made. Penalty points: {0}."),
    "knaves": QT_TRANSLATE_NOOP("Wording", "Points this deal: {0}."),
    "slobberhannes": QT_TRANSLATE_NOOP("Wording", "Penalty points this deal: {0}."),
}


def _polignac_score(e: Mapping[str, Any], names: Sequence[str]) -> str:
    results = ", ".join(_entry(names[s], v) for s, v in enumerate(e["deal_scores"]))
    return _t(POLIGNAC_OUTCOMES[e["outcome"]]).format(results)


def _teams_text(values: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(_entry(names_text([names[s] for s in team]), values[team[0]])
                     for team in opposite_teams(len(names)))


def _quarante_score(e: Mapping[str, Any], names: Sequence[str]) -> str:
    text = QCoreApplication.translate("Wording", "Points this deal: {0}.").format(
        _teams_text(e["deal_scores"], names))
    clique = e.get("clique")
    if not clique:
        return text
    return QCoreApplication.translate("Wording", "{0}'s clique, {1}, counts {2}. {3}").format(
        names[clique["seat"]], clique_text(clique["size"], clique["rank"]),
        clique["value"], text)


def _homme_score(e: Mapping[str, Any], names: Sequence[str]) -> str:
    reason = e["reason"]
    if reason == "man_won":
        return QCoreApplication.translate(
            "Wording", "{0}, the Man, wins the deal (%n trick(s)) and scores a point.", None,
            e["tricks_won"][e["man"]]).format(names[e["man"]])
    if reason == "man_lost":
        return QCoreApplication.translate(
            "Wording", "{0}, the Man, loses the deal (%n trick(s)): a point to each "
            "defender, one less for the Man.", None, e["tricks_won"][e["man"]]).format(
            names[e["man"]])
    name, card, worth = names[e["seat"]], the_card(e["card"]), points(e["points"])
    if reason == "captured_king":
        return QCoreApplication.translate(
            "Wording", "{0} captures {1} shown by {2}: {3} from {2}.").format(
            name, card, names[e["loser"]], worth)
    if reason == "shown_king":
        return QCoreApplication.translate("Wording", "{0} scores {1} for showing {2}.").format(
            name, worth, card)
    return QCoreApplication.translate("Wording", "{0} scores {1} for turning up {2}.").format(
        name, worth, card)


def _deal_end(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str | None:
    if game not in ("poch", "hoc"):
        return None  # the score event before it says what the deal gave
    results = ", ".join(_entry(names[s], signed(v)) for s, v in enumerate(e["deal_scores"]))
    text = QCoreApplication.translate("Wording", "End of deal {0}: {1}.").format(
        e["deal"] + 1, results)
    if e.get("double_next"):
        return QCoreApplication.translate("Wording", "{0} The next deal is double.").format(
            text)
    return text


def _match_end(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    winners = [names[s] for s in e["winners"]]
    if len(winners) == 1:
        return QCoreApplication.translate(
            "Wording", "The match is over: {0} wins.").format(winners[0])
    return QCoreApplication.translate("Wording", "The match is over: {0} win.").format(
        names_text(winners))


def _partnerships(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    seated = e.get("names") or names
    first, second = (names_text([seated[s] for s in team]) for team in e["teams"])
    teams = QCoreApplication.translate("Wording", "{0} against {1}").format(first, second)
    return _t(PARTNERSHIP_METHODS[e["method"]]).format(teams)


PARTNERSHIP_METHODS = {
    "deal_to_kings": QT_TRANSLATE_NOOP("Wording", "Partners by the Kings dealt face up: {0}."),
    "draw_kings": QT_TRANSLATE_NOOP("Wording", "Partners by the Kings drawn: {0}."),
    "fixed": QT_TRANSLATE_NOOP("Wording", "Partners sitting opposite: {0}."),
}


def _abandon(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
    if e["reason"] == "nobody turned":
        return QCoreApplication.translate(
            "Wording", "Nobody turns up a card: the deal is abandoned.")
    return QCoreApplication.translate("Wording", "Everyone passes: the deal is abandoned.")


def _one_seat(text: str) -> Describe:
    """A sentence about the event's seat (``seat``, ``leader`` or ``winner`` field)."""
    def describe(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
        seat = e["seat"] if "seat" in e else e["leader"]
        return _t(text).format(names[seat])
    return describe


def _chance(text: str) -> Describe:
    def describe(e: Mapping[str, Any], game: str, names: Sequence[str]) -> str:
        return _t(text).format(pool_name(e["chance"]))
    return describe


_DESCRIBE: dict[str, Describe] = {
    "deal": _deal,
    "draw": _draw,
    "first_dealer": _one_seat(QT_TRANSLATE_NOOP("Wording", "{0} deals first.")),
    "partnerships": _partnerships,
    "play": _play,
    "trick": _trick,
    "turnup": _turnup,
    "take_turnup": lambda e, g, n: QCoreApplication.translate(
        "Wording", "{0} takes {1} into hand.").format(n[e["seat"]], the_card(e["card"])),
    "discard": lambda e, g, n: QCoreApplication.translate(
        "Wording", "{0} puts away %n card(s).", None, e["count"]).format(n[e["seat"]]),
    "bid": _bid,
    "announce": _announce,
    "declarer": lambda e, g, n: QCoreApplication.translate(
        "Wording", "{0} is the Man; {1} are trumps.").format(n[e["seat"]],
                                                            suit_text(e["trumps"])),
    "clique": lambda e, g, n: QCoreApplication.translate(
        "Wording", "{0} holds the best clique: “{1}”.").format(
        n[e["seat"]], clique_text(e["size"], e["rank"])),
    "abandon": _abandon,
    "ante": _ante,
    "pool_won": _pool_won,
    "payment": _payment,
    "showdown": _showdown,
    "run_stop": _run_stop,
    "out": _one_seat(QT_TRANSLATE_NOOP("Wording", "{0} has played every card.")),
    "hand_won": _one_seat(QT_TRANSLATE_NOOP("Wording",
                                            "{0} has played every card and wins the hand.")),
    "play_begins": _one_seat(QT_TRANSLATE_NOOP("Wording", "The play begins: {0} leads.")),
    "pass": lambda e, g, n: None,  # declining to throw in a hoc out of turn
    "chance_passed": _chance(QT_TRANSLATE_NOOP(
        "Wording", "Nobody is in for the {0}: the pool stays for the next deal.")),
    "antes_returned": _chance(QT_TRANSLATE_NOOP(
        "Wording", "The antes on the {0} go back to the players.")),
    "settlement": lambda e, g, n: QCoreApplication.translate(
        "Wording", "{0} takes {1} left on the board.").format(n[e["seat"]],
                                                             jetons(e["amount"])),
    "score": _score,
    "deal_end": _deal_end,
    "match_end": _match_end,
}

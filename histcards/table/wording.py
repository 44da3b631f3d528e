"""The table's words: actions, events, speech bubbles and cards in the interface language.

A game's own words come from its declaration (``GameInfo``: its name, pools, and the
``terms`` wording its codes — outcomes, score reasons, announcements, payments, actions),
as ``Text`` keys of the engine that Qt's catalogues translate; the sentences every game
shares, and the words for cards, suits and ranks, are here (context ``Wording``). Nothing
here knows one game from another.

A term's text may hold named fields (``{seat}``, ``{card}``, ``{rank:to}``): ``Words``
fills them from an event or an action in the interface language. A field is worded by its
name, and a form after the colon:

- seats (``seat winner leader loser holder payer payee dealer man``): the seat's name;
  ``seats``: names joined; ``teams``: "Anne and César against Blaise and Denis";
- ``card``: "the King of hearts" (``:plain`` "King of hearts"); ``cards``: cards joined;
- ``suit``, ``trumps``: "hearts";
- ``rank``, ``as_rank``, ``need``: "Eight"; ``:a`` "an Eight", ``:to`` "to the Eight", ``:of`` "of
  Eights", ``:as`` "as an Eight", ``:plural`` "Eights";
- ``pool``, ``chance``, ``stake``: the pool's name; ``claim``, ``combination``: a
  combination ("Quinte to the King", through the game's ``combination.*`` terms),
  ``combinations``: several;
- numbers: as they are; ``:jetons`` "5 jetons", ``:points`` "5 points", ``:penalty`` "5
  penalty points", ``:cards`` "3 cards", ``:tricks`` "2 tricks", ``:signed`` "+5",
  ``:cardinal`` "Three"; ``:score`` in the unit of the table's score (points, penalty
  points or jetons).

Sentences name seats by name, so the same log serves solo and pass-and-play, except the
one person of a solo table who goes by the solo name ("You", ``solo_name``): a sentence
naming him takes its second-person form (``Text.you``: "You take the trick.", « Vous
faites la levée. »), and inside a list he is "you" (``you_seat`` says which seat he is).
Tables of words are marked with ``QT_TRANSLATE_NOOP`` and translated when used, so a change
of language takes effect at the next call.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from histcards.cards import Card, parse_card, parse_rank, rank_of, suit_of
from histcards.engine import events as ev
from histcards.engine.actions import Action
from histcards.engine.declaration import GameInfo, ScoreKind
from histcards.engine.games import GAMES
from histcards.engine.text import Text, words

CONTEXT = "Wording"
_w = words(CONTEXT)
"""A shared sentence, with its second-person forms by seat field."""

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
PLURAL_RANKS = (
    QT_TRANSLATE_NOOP("Wording", "Aces"), QT_TRANSLATE_NOOP("Wording", "Twos"),
    QT_TRANSLATE_NOOP("Wording", "Threes"), QT_TRANSLATE_NOOP("Wording", "Fours"),
    QT_TRANSLATE_NOOP("Wording", "Fives"), QT_TRANSLATE_NOOP("Wording", "Sixes"),
    QT_TRANSLATE_NOOP("Wording", "Sevens"), QT_TRANSLATE_NOOP("Wording", "Eights"),
    QT_TRANSLATE_NOOP("Wording", "Nines"), QT_TRANSLATE_NOOP("Wording", "Tens"),
    QT_TRANSLATE_NOOP("Wording", "Jacks"), QT_TRANSLATE_NOOP("Wording", "Queens"),
    QT_TRANSLATE_NOOP("Wording", "Kings"),
)
"""Rank nouns in the plural, without article (« trois rois »)."""
CARDINALS = (
    QT_TRANSLATE_NOOP("Numbers", "One"), QT_TRANSLATE_NOOP("Numbers", "Two"),
    QT_TRANSLATE_NOOP("Numbers", "Three"), QT_TRANSLATE_NOOP("Numbers", "Four"),
)
"""Small numbers in words, capitalised, for announcements ("Three", « Trois »)."""
RANK_FORMS = {"": RANKS, "a": A_RANK, "to": TO_THE, "of": OF_RANKS, "as": AS_RANK,
              "plural": PLURAL_RANKS}
COUNT_FORMS: dict[str, Callable[[int], str]] = {
    "jetons": lambda n: QCoreApplication.translate("Wording", "%n jeton(s)", None, n),
    "points": lambda n: QCoreApplication.translate("Wording", "%n point(s)", None, n),
    "penalty": lambda n: QCoreApplication.translate("Wording", "%n penalty point(s)", None, n),
    "cards": lambda n: QCoreApplication.translate("Wording", "%n card(s)", None, n),
    "tricks": lambda n: QCoreApplication.translate("Wording", "%n trick(s)", None, n),
}
"""Numbers with their unit, plural forms from the catalogue."""
SCORE_FORMS = {"points": "points", "penalty": "penalty", "chips": "jetons"}
"""The unit a ``{…:score}`` field takes, by the score's measure."""
POOL_LINES = frozenset({"pool", "antes_returned"})
"""The lines of a deal (``deal_lines``) whose detail names a pool."""
SEAT_FIELDS = frozenset({"seat", "winner", "leader", "loser", "holder", "payer", "payee",
                         "dealer", "man", "player"})
SEATS_FIELDS = frozenset({"seats", "winners"})
"""Fields naming several seats, whose verb agrees with all of them."""


def solo_name() -> str:
    """The name the one person at the table goes by until he gives his own: "You"."""
    return QCoreApplication.translate("NewGameDialog", "You")


def you_seat(names: Sequence[str], humans: Sequence[int]) -> int | None:
    """The seat addressed as "you" in sentences: the one person of a solo table while he
    goes by the solo name (in the interface language, or in English, the language a
    record may have been saved in); None at a pass-and-play table or once he has a name
    of his own."""
    if len(humans) != 1 or not 0 <= humans[0] < len(names):
        return None
    return humans[0] if names[humans[0]] in (solo_name(), "You") else None


def _t(text: str) -> str:
    """Translate a text already marked for extraction with ``QT_TRANSLATE_NOOP``."""
    return QCoreApplication.translate(CONTEXT, text)


def translated(text: Text | None) -> str:
    """A declaration's text in the interface language (empty for None)."""
    return QCoreApplication.translate(text.context, text.source) if text is not None else ""


def info_of(game: str | GameInfo) -> GameInfo:
    """A game's declaration, from its id or itself."""
    return game if isinstance(game, GameInfo) else GAMES[game].info


def game_name(game: str | GameInfo) -> str:
    """A game's name in the interface language."""
    return translated(info_of(game).name)


# --- cards, ranks, numbers -----------------------------------------------------------


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


def rank_text(rank: int | str, form: str = "") -> str:
    """A rank in words, from its number or symbol: "Eight", or a form of ``RANK_FORMS``
    ("an Eight", "to the Eight", "of Eights", "as an Eight", "Eights")."""
    number = parse_rank(rank) if isinstance(rank, str) else rank
    return _t(RANK_FORMS[form][number - 1])


def a_rank(rank: int | str) -> str:
    """A rank with its indefinite article, from its number or symbol: "an Eight"."""
    return rank_text(rank, "a")


def names_text(items: Sequence[str]) -> str:
    """Names joined for a sentence: "Anne", "Anne and Blaise", "Anne, Blaise and César"."""
    if len(items) <= 1:
        return "".join(items)
    return QCoreApplication.translate("Wording", "{0} and {1}").format(
        ", ".join(items[:-1]), items[-1])


def signed(value: int) -> str:
    """A signed amount: +5, −3, 0."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def counted(count: int, form: str) -> str:
    """A number with its unit (``COUNT_FORMS``): "1 jeton", "5 penalty points", "−1 point"."""
    if count < 0:
        # Qt fills in %n only for counts ≥ 0: the form of the size, then its sign.
        size = str(-count)
        return COUNT_FORMS[form](-count).replace(size, f"−{size}", 1)
    return COUNT_FORMS[form](count)


def jetons(count: int) -> str:
    """An amount of jetons: "1 jeton", "5 jetons"."""
    return counted(count, "jetons")


def cardinal(count: int) -> str:
    """A small number in words ("Three"), else in figures."""
    if 1 <= count <= len(CARDINALS):
        return QCoreApplication.translate("Numbers", CARDINALS[count - 1])
    return str(count)


# --- a game's words ------------------------------------------------------------------


_PARSER = string.Formatter()


@functools.lru_cache(maxsize=2048)
def _named_fields(source: str) -> tuple[tuple[str, str | None, str], ...] | None:
    """A text's pieces as ``Words.vformat`` reads them: each literal with the name and
    form of the field after it (None after the last), when every field is a plain name
    with a form and nothing else (as every text has), else None. Read once per text, the
    pieces fill a text without ``string.Formatter``'s parsing and recursion each time (a
    long Hoc match's log words thousands of bids)."""
    pieces = []
    try:
        for literal, name, form, conversion in _PARSER.parse(source):
            if name is None:
                pieces.append((literal, None, ""))
            elif name.isidentifier():
                if conversion is not None or "{" in form:
                    return None
                pieces.append((literal, name, form))
            else:
                return None
    except ValueError:  # braces that do not match: vformat says so
        return None
    return tuple(pieces)


@dataclass(frozen=True)
class _Field:
    name: str
    value: Any


class Words(string.Formatter):
    """The words of one game at one table: its terms filled in the interface language,
    seats named by ``names``."""

    def __init__(self, game: str | GameInfo, names: Sequence[str] = (),
                 kind: ScoreKind | None = None, you: int | None = None) -> None:
        super().__init__()
        self.info = info_of(game)
        self.names = list(names)
        self.kind = kind or self.info.score
        """What the scores count at this table (an option may change the declared kind)."""
        self.you = you
        """The seat of the player reading the table, named in the second person (see
        ``you_seat``), or None."""

    # --- filling texts -------------------------------------------------------------

    def fill(self, text: Text | str, fields: Mapping[str, Any]) -> str:
        """A text (a declaration's, or a source of context ``Wording``) in its second-person
        form where it names the player reading the table (``addressed``), translated, its
        named fields worded."""
        text = self.addressed(text if isinstance(text, Text) else Text(CONTEXT, text), fields)
        source = translated(text)
        pieces = _named_fields(source)
        try:
            if pieces is None:
                return self.vformat(source, (), fields)
            return "".join(literal + (self.word(name, fields[name], form) if name else "")
                           for literal, name, form in pieces)
        except (KeyError, IndexError, ValueError):
            return source  # a translation naming a field the event lacks: shown as it is

    def addressed(self, text: Text, fields: Mapping[str, Any]) -> Text:
        """``text``, or its second-person form for the first of its seat fields that names
        the player reading the table (alone, or among several seats)."""
        if self.you is None:
            return text
        return next((form for field, form in text.you if self.names_you(fields.get(field))),
                    text)

    def names_you(self, value: Any) -> bool:
        """Whether a seat field's value (a seat, or several) names the player reading the
        table."""
        if self.you is None or isinstance(value, bool):
            return False
        if isinstance(value, list | tuple):
            return self.you in value
        return value == self.you

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        return _Field(str(key), kwargs[str(key)])

    def format_field(self, value: Any, format_spec: str) -> str:
        if not isinstance(value, _Field):
            return super().format_field(value, format_spec)
        return self.word(value.name, value.value, format_spec)

    def word(self, name: str, value: Any, form: str = "") -> str:
        """A field's value in words, by its name and form (see the module's docstring)."""
        if value is None:
            return ""
        if name in SEAT_FIELDS:
            return self.name(value)
        worder = FIELD_WORDERS.get(name)
        if worder is not None:
            return worder(self, value, form)
        if isinstance(value, int) and not isinstance(value, bool) and form:
            if form == "score":
                form = SCORE_FORMS[self.kind.measure]
            return signed(value) if form == "signed" else \
                cardinal(value) if form == "cardinal" else counted(value, form)
        return str(value)

    def name(self, seat: int) -> str:
        """A seat's name (the player reading the table: the solo name, "You")."""
        if seat == self.you:
            return solo_name()
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def listed(self, seats: Sequence[int]) -> str:
        """Seats named in a sentence: "Anne and Blaise", "you and César"."""
        return names_text([QCoreApplication.translate("Wording", "you", "inside a sentence")
                           if seat == self.you else self.name(seat) for seat in seats])

    # --- the game's vocabulary -----------------------------------------------------

    def term(self, kind: str, code: Any, fields: Mapping[str, Any], sentence: bool = False
             ) -> str | None:
        """The words of a code (its ``name``, or its ``sentence`` for the log), filled from
        ``fields``; None when the game has no such term."""
        term = self.info.term(kind, code) if code is not None else self.info.terms.get(kind)
        if term is None:
            return None
        text = term.sentence if sentence else term.name
        return self.fill(text, fields) if text is not None else None

    def pool(self, pool_id: str) -> str:
        """A pool's name."""
        pool = self.info.pool(pool_id)
        return translated(pool.name) if pool is not None else pool_id

    def combination(self, code: str) -> str:
        """A combination or claim: "Point of 5" (``5`` or ``point 5``), "Quinte to the
        King" (``quinte K``), "A pair of Kings" (``pair K``)."""
        words = code.split()
        kind, value = ("count", words[0]) if len(words) == 1 else (words[0], words[1])
        # Both names: a point's term counts its value, a sequence's or set's ranks it
        # ("tierce 10" is to the Ten, not a count of ten).
        fields = {"count": value, "rank": value}
        return self.term("combination", kind, fields) or code

    def shown(self, shown: ev.Shown) -> str:
        """What a seat shows at a showdown, for a caption: its combinations ("Quart to the
        King") and their value where the game counts one ("47 pips")."""
        text = names_text([self.combination(c) for c in shown.combinations])
        if shown.value is None:
            return text
        value = self.term("shown", "value", {"value": shown.value}) or str(shown.value)
        return QCoreApplication.translate("Wording", "{0} · {1}").format(text, value) \
            if text else value

    def line_name(self, line: ev.Line) -> str:
        """The name of a line of a deal's summary: a chips line by the game's or the
        shared ``line.*`` words, else by its payment's; a score line by its reason's. The
        line's detail (a pool, a card, a combination) follows where the name lacks it."""
        detail = self._line_detail(line)
        fields = {"detail": detail, "pool": detail}
        kinds = ("line", "payment") if line.chips else ("score",)
        name = next((said for kind in kinds
                     if (said := self.term(kind, line.reason, fields)) is not None),
                    line.reason)
        if detail and detail not in name:
            return QCoreApplication.translate("Wording", "{0}: {1}").format(name, detail)
        return name

    def _line_detail(self, line: ev.Line) -> str:
        """A line's detail in words: a pool's name (the shared chips lines name a pool), a
        card, or a combination."""
        detail = line.detail
        if not detail:
            return ""
        if line.reason in POOL_LINES:
            return self.pool(detail)
        try:
            return card_text(detail)
        except ValueError:
            return self.combination(detail)

    def action(self, action: Action | str) -> str:
        """A legal action in the game's words, for a button: "Pass", "Poch 3", "Hold",
        "Declare Quinte to the King", "Play the King of hearts"."""
        action = Action.parse(action)
        return self.term("action", _action_kind(action), _action_fields(action)) or str(action)

    def speech(self, event: ev.Event) -> str | None:
        """What a seat says aloud for an event (a bid, an announcement), or None."""
        if isinstance(event, ev.Bid):
            action = Action.parse(event.bid)
            if self.info.term("announce", action.kind) is not None:
                return None  # the announcement that follows says it, once
            return self.term("speech", _action_kind(action), _action_fields(action)) \
                or self.action(action)
        if isinstance(event, ev.Announce):
            return self.term("announce", event.announcement, _fields(event))
        return None

    def describe(self, event: ev.Event) -> str | None:
        """One sentence for the game log; None for an event not worth a line."""
        describer = DESCRIBERS.get(type(event))
        return describer(self, event) if describer is not None else None


def _action_kind(action: Action) -> str:
    """The code of an action's words: its kind, marked when it carries a clique or a rank
    (``play_clique``, ``play_as``)."""
    return action.kind + ("_clique" if action.clique else "") + (
        "_as" if action.as_rank is not None else "")


def _action_fields(action: Action) -> dict[str, Any]:
    """An action's fields, by the names its words use."""
    return {"card": action.cards[0] if action.cards else None, "cards": action.cards,
            "amount": action.amount, "claim": action.claim, "rank": action.as_rank}


def _fields(event: Any) -> dict[str, Any]:
    """An event's fields by name (as the terms name them)."""
    return {name: getattr(event, name) for name in event.__dataclass_fields__}


def _rank_words(words: Words, value: Any, form: str) -> str:
    return rank_text(value, form)


def _card_words(words: Words, value: Any, form: str) -> str:
    return card_text(value) if form == "plain" else the_card(value)


FIELD_WORDERS: dict[str, Callable[[Words, Any, str], str]] = {
    "seats": lambda w, seats, form: w.listed(seats),
    "winners": lambda w, seats, form: w.listed(seats),
    "others": lambda w, seats, form: w.listed(seats),
    "teams": lambda w, teams, form: QCoreApplication.translate("Wording", "{0} against {1}")
    .format(*(w.listed(team) for team in teams)),
    "card": _card_words,
    "cards": lambda w, cards, form: names_text([the_card(c) for c in cards]),
    "suit": lambda w, suit, form: suit_text(suit),
    "trumps": lambda w, suit, form: suit_text(suit),
    "rank": _rank_words,
    "as_rank": _rank_words,
    "need": _rank_words,
    "pool": lambda w, pool, form: w.pool(pool),
    "chance": lambda w, pool, form: w.pool(pool),
    "stake": lambda w, pool, form: w.pool(pool),
    "claim": lambda w, claim, form: w.combination(claim),
    "combination": lambda w, claim, form: w.combination(claim),
    "combinations": lambda w, claims, form: names_text([w.combination(c) for c in claims]),
}


# --- the log ----------------------------------------------------------------------------


def _says(words: Words, seat: int, speech: str) -> str:
    return QCoreApplication.translate("Wording", "{0}: “{1}”").format(words.name(seat), speech)


def _sentence(kind: str, code_field: str | None, fallback: Text) -> Callable[[Words, Any], str]:
    """A describer: the game's sentence for the event's code, else a shared one."""
    def describe(words: Words, event: Any) -> str:
        fields = _fields(event)
        code = fields[code_field] if code_field else None
        said = words.term(kind, code, fields, sentence=True)
        return said if said is not None else words.fill(fallback, fields)
    return describe


def _draw(words: Words, e: ev.Draw) -> str:
    drawn = [words.fill(DRAWS, {"seat": s, "card": c}) for s, c in enumerate(e.cards)
             if c is not None]
    return QCoreApplication.translate("Wording", "Draw for the first deal: {0}.").format(
        ", ".join(drawn))


DRAWS = _w(QT_TRANSLATE_NOOP("Wording", "{seat} draws {card}"),
           seat=QT_TRANSLATE_NOOP("Wording", "you draw {card}"))
THROWS_IN = _w(QT_TRANSLATE_NOOP("Wording", "{seat} throws in {card} out of turn, {as_rank:as}."),
               seat=QT_TRANSLATE_NOOP("Wording", "You throw in {card} out of turn, {as_rank:as}."))
PLAYS_AS = _w(QT_TRANSLATE_NOOP("Wording", "{seat} plays {card} {as_rank:as}."),
              seat=QT_TRANSLATE_NOOP("Wording", "You play {card} {as_rank:as}."))
FOLLOWS_ON = _w(QT_TRANSLATE_NOOP("Wording", "{seat} follows on with {card}."),
                seat=QT_TRANSLATE_NOOP("Wording", "You follow on with {card}."))
PLAYS = _w(QT_TRANSLATE_NOOP("Wording", "{seat} plays {card}."),
           seat=QT_TRANSLATE_NOOP("Wording", "You play {card}."))
WINS_TRICK = _w(QT_TRANSLATE_NOOP("Wording", "{winner} wins the trick."),
                winner=QT_TRANSLATE_NOOP("Wording", "You win the trick."))
HOLDS_CLIQUE = _w(QT_TRANSLATE_NOOP("Wording", "{seat} holds the best clique: “{clique}”."),
                  seat=QT_TRANSLATE_NOOP("Wording", "You hold the best clique: “{clique}”."))
OWES = _w(
    QT_TRANSLATE_NOOP("Wording", "{payer} owes {payee} {owed:jetons} {reason} but cannot pay."),
    payer=QT_TRANSLATE_NOOP("Wording", "You owe {payee} {owed:jetons} {reason} but cannot pay."),
    payee=QT_TRANSLATE_NOOP("Wording", "{payer} owes you {owed:jetons} {reason} but cannot "
                                       "pay."))
PAYS_PART = _w(
    QT_TRANSLATE_NOOP("Wording", "{payer} pays {payee} {amount:jetons} of the {owed} owed "
                                 "{reason}."),
    payer=QT_TRANSLATE_NOOP("Wording", "You pay {payee} {amount:jetons} of the {owed} owed "
                                       "{reason}."),
    payee=QT_TRANSLATE_NOOP("Wording", "{payer} pays you {amount:jetons} of the {owed} owed "
                                       "{reason}."))
PAYS = _w(QT_TRANSLATE_NOOP("Wording", "{payer} pays {payee} {amount:jetons} {reason}."),
          payer=QT_TRANSLATE_NOOP("Wording", "You pay {payee} {amount:jetons} {reason}."),
          payee=QT_TRANSLATE_NOOP("Wording", "{payer} pays you {amount:jetons} {reason}."))
TAKES_UNOPPOSED = _w(
    QT_TRANSLATE_NOOP("Wording", "{winner} takes the {stake} unopposed and shows {shown}."),
    winner=QT_TRANSLATE_NOOP("Wording", "You take the {stake} unopposed and show {shown}."))
SHOWDOWN = _w(QT_TRANSLATE_NOOP("Wording", "Showdown for the {stake}: {shown}; {winner} wins."),
              winner=QT_TRANSLATE_NOOP("Wording", "Showdown for the {stake}: {shown}; you win."))
SHOWS_NOTHING = _w(QT_TRANSLATE_NOOP("Wording", "{seat} shows nothing"),
                   seat=QT_TRANSLATE_NOOP("Wording", "you show nothing"))
SHOWS = _w(QT_TRANSLATE_NOOP("Wording", "{seat} shows {shown}"),
           seat=QT_TRANSLATE_NOOP("Wording", "you show {shown}"))
MATCH_WON = _w(QT_TRANSLATE_NOOP("Wording", "The match is over: {winner} wins."),
               winner=QT_TRANSLATE_NOOP("Wording", "The match is over: you win."))
MATCH_WON_BY = _w(
    QT_TRANSLATE_NOOP("Wording", "The match is over: {winners} win."),
    winners=QT_TRANSLATE_NOOP("Wording", "The match is over: you and {others} win."))


def _play(words: Words, e: ev.Play) -> str:
    text = THROWS_IN if e.out_of_turn else PLAYS_AS if e.as_rank else \
        FOLLOWS_ON if e.forced else PLAYS
    return words.fill(text, _fields(e))


def _discard(words: Words, e: ev.Discard) -> str:
    # Said here, not through ``fill``: the catalogues give these their plural forms.
    if words.names_you(e.seat):
        return QCoreApplication.translate("Wording", "You put away %n card(s).", None, e.count)
    return QCoreApplication.translate("Wording", "{0} puts away %n card(s).", None,
                                      e.count).format(words.name(e.seat))


def _trick(words: Words, e: ev.Trick) -> str:
    said = words.term("trick", "points", _fields(e), sentence=True) if e.points else None
    return said or words.fill(WINS_TRICK, _fields(e))


def _bid(words: Words, e: ev.Bid) -> str | None:
    kind = e.bid.split()[0]
    if words.info.term("announce", kind) is not None:
        return None  # the announcement that follows says it
    return _says(words, e.seat, words.speech(e) or e.bid)


def _announce(words: Words, e: ev.Announce) -> str:
    said = words.term("announce", e.announcement, _fields(e), sentence=True)
    return said or _says(words, e.seat, words.speech(e) or e.text)


def _clique(words: Words, e: ev.Clique) -> str:
    code = "clique_rank" if e.rank else "clique"
    clique = words.term("announce", code, _fields(e)) or ""
    return words.fill(HOLDS_CLIQUE, {"seat": e.seat, "clique": clique})


def _payment(words: Words, e: ev.Payment) -> str:
    fields = _fields(e)
    reason = words.term("payment", e.reason, fields, sentence=True) or e.reason
    text = OWES if e.owed is not None and not e.amount else \
        PAYS_PART if e.owed is not None else PAYS
    return words.fill(text, fields | {"reason": reason})


def _antes(words: Words, antes: Sequence[ev.Ante]) -> str:
    """One line for the antes of a deal (consecutive ``Ante`` events)."""
    totals: dict[int, int] = {}
    for ante in antes:
        totals[ante.seat] = totals.get(ante.seat, 0) + ante.amount
    pools = list(dict.fromkeys(a.pool for a in antes))
    where = names_text([words.pool(p) for p in pools])
    if len(set(totals.values())) == 1:
        return QCoreApplication.translate("Wording", "Each player antes {0} ({1}).").format(
            jetons(next(iter(totals.values()))), where)
    paid = ", ".join(QCoreApplication.translate("Wording", "{0} {1}", "a name and its value")
                     .format(words.name(s), n) for s, n in totals.items())
    return QCoreApplication.translate("Wording", "Antes ({0}): {1}.").format(where, paid)


def _showdown(words: Words, e: ev.Showdown) -> str:
    if len(e.seats) == 1:
        return words.fill(TAKES_UNOPPOSED, _fields(e) | {"shown": _shown(words, e.shown[0])})
    shown = ", ".join(_shows(words, s) for s in e.shown)
    return words.fill(SHOWDOWN, _fields(e) | {"shown": shown})


def _shown(words: Words, shown: ev.Shown) -> str:
    """What a seat shows, for a sentence ("a pair of Kings", "point of 5 (47)")."""
    text = names_text([_lower_first(words.combination(c)) for c in shown.combinations])
    if shown.value is not None:
        return QCoreApplication.translate("Wording", "{0} ({1})").format(text, shown.value)
    return text


def _shows(words: Words, shown: ev.Shown) -> str:
    """A seat and what it shows, for a showdown's sentence."""
    if not shown.combinations:
        return words.fill(SHOWS_NOTHING, {"seat": shown.seat})
    return words.fill(SHOWS, {"seat": shown.seat, "shown": _shown(words, shown)})


def _lower_first(text: str) -> str:
    """A name put inside a sentence: its first letter in lower case ("a pair of Kings")."""
    return text[:1].lower() + text[1:]


DEALS = _w(QT_TRANSLATE_NOOP("Wording", "Deal {number}: {dealer} deals."),
           dealer=QT_TRANSLATE_NOOP("Wording", "Deal {number}: you deal."))


def _deal_end(words: Words, e: ev.DealEnd) -> str:
    outcome = words.term("outcome", e.outcome, _fields(e))
    text = QCoreApplication.translate("Wording", "End of deal {0}.").format(e.deal + 1)
    if outcome:
        text = QCoreApplication.translate("Wording", "End of deal {0}. {1}.").format(
            e.deal + 1, outcome)
    if e.double_next and e.double_next > 0:
        double = words.term("double_next", None, {"multiplier": 2 ** e.double_next},
                            sentence=True)
        if double:
            text = f"{text} {double}"
    return text


def _match_end(words: Words, e: ev.MatchEnd) -> str:
    if not e.winners:
        return QCoreApplication.translate("Wording", "The match is over: nobody wins.")
    if len(e.winners) == 1:
        return words.fill(MATCH_WON, {"winner": e.winners[0]})
    return words.fill(MATCH_WON_BY, {"winners": e.winners,
                                     "others": [s for s in e.winners if s != words.you]})


def _fixed(text: Text) -> Callable[[Words, Any], str]:
    """A describer filling one shared sentence from the event's fields."""
    return lambda words, event: words.fill(text, _fields(event))


DESCRIBERS: dict[type[ev.Event], Callable[[Words, Any], str | None]] = {
    ev.Deal: lambda w, e: w.fill(DEALS, {"number": e.deal + 1, "dealer": e.dealer}),
    ev.Draw: _draw,
    ev.FirstDealer: _fixed(_w(QT_TRANSLATE_NOOP("Wording", "{seat} deals first."),
                              seat=QT_TRANSLATE_NOOP("Wording", "You deal first."))),
    ev.Partnerships: _sentence("partnerships", "method",
                               _w(QT_TRANSLATE_NOOP("Wording", "Partners: {teams}."))),
    ev.Play: _play,
    ev.Trick: _trick,
    ev.TurnUp: _sentence("turnup", "role", _w(QT_TRANSLATE_NOOP(
        "Wording", "Turned up: {card}; {trumps} are trumps."))),
    ev.TakeTurnUp: _fixed(_w(QT_TRANSLATE_NOOP("Wording", "{seat} takes {card} into hand."),
                             seat=QT_TRANSLATE_NOOP("Wording", "You take {card} into hand."))),
    ev.Discard: _discard,
    ev.Bid: _bid,
    ev.Announce: _announce,
    ev.Declarer: _sentence("declarer", None, _w(
        QT_TRANSLATE_NOOP("Wording", "{seat} takes the deal on; {trumps} are trumps."),
        seat=QT_TRANSLATE_NOOP("Wording", "You take the deal on; {trumps} are trumps."))),
    ev.Clique: _clique,
    ev.Abandon: _sentence("abandon", "reason", _w(QT_TRANSLATE_NOOP(
        "Wording", "The deal is abandoned."))),
    ev.DoubleDeal: _fixed(_w(QT_TRANSLATE_NOOP(
        "Wording", "Double deal: the stakes are multiplied by {multiplier}."))),
    ev.PoolWon: _sentence("pool", "reason", _w(
        QT_TRANSLATE_NOOP("Wording", "{seat} takes {amount:jetons} from the {pool}."),
        seat=QT_TRANSLATE_NOOP("Wording", "You take {amount:jetons} from the {pool}."))),
    ev.Payment: _payment,
    ev.Showdown: _showdown,
    ev.ChancePassed: _fixed(_w(QT_TRANSLATE_NOOP(
        "Wording", "Nobody is in for the {chance}: the pool stays for the next deal."))),
    ev.AntesReturned: _fixed(_w(QT_TRANSLATE_NOOP(
        "Wording", "The antes on the {chance} go back to the players."))),
    ev.PlayBegins: _fixed(_w(QT_TRANSLATE_NOOP("Wording", "The play begins: {leader} leads."),
                             leader=QT_TRANSLATE_NOOP("Wording", "The play begins: you lead."))),
    ev.RunStop: _sentence("run_stop", "reason", _w(
        QT_TRANSLATE_NOOP("Wording", "{seat} leads again."),
        seat=QT_TRANSLATE_NOOP("Wording", "You lead again."))),
    ev.Out: _fixed(_w(QT_TRANSLATE_NOOP("Wording", "{seat} has played every card."),
                      seat=QT_TRANSLATE_NOOP("Wording", "You have played every card."))),
    ev.Settlement: _fixed(_w(
        QT_TRANSLATE_NOOP("Wording", "{seat} takes {amount:jetons} left on the board."),
        seat=QT_TRANSLATE_NOOP("Wording", "You take {amount:jetons} left on the board."))),
    ev.Score: _sentence("score", "reason", _w(
        QT_TRANSLATE_NOOP("Wording", "{seat} scores {points:signed}."),
        seat=QT_TRANSLATE_NOOP("Wording", "You score {points:signed}."))),
    ev.DealEnd: _deal_end,
    ev.MatchEnd: _match_end,
}
"""The log's sentence for each kind of event (``Ante`` events are told together)."""


def describe_events(events: Sequence[ev.Event], game: str | GameInfo,
                    names: Sequence[str], you: int | None = None
                    ) -> list[tuple[ev.Event, str]]:
    """The log's lines for a batch of events, each with the event it tells: one sentence per
    event worth one, consecutive antes in one line (told with the first of them); ``you``:
    the seat named in the second person (``you_seat``)."""
    words = Words(game, names, you=you)
    lines: list[tuple[ev.Event, str]] = []
    index = 0
    while index < len(events):
        event = events[index]
        if isinstance(event, ev.Ante):
            run = [event]
            while index + 1 < len(events) and isinstance(events[index + 1], ev.Ante):
                index += 1
                run.append(events[index])  # type: ignore[arg-type]
            lines.append((event, _antes(words, run)))
        else:
            text = words.describe(event)
            if text:
                lines.append((event, text))
        index += 1
    return lines


def describe_event(event: ev.Event, game: str | GameInfo, names: Sequence[str],
                   you: int | None = None) -> str | None:
    """One sentence for the game log, seats named by ``names`` (``you`` in the second
    person); None for an event not worth a line."""
    lines = describe_events([event], game, names, you)
    return lines[0][1] if lines else None


def action_label(action: Action | str, game: str | GameInfo) -> str:
    """A legal action in the game's words, for a button."""
    return Words(game).action(action)


def bubble_text(event: ev.Event, game: str | GameInfo) -> str | None:
    """What a seat says aloud for an event (a bid, an announcement), or None."""
    return Words(game).speech(event)


def pool_name(pool: str, game: str | GameInfo) -> str:
    """A pool's name in the game's words."""
    return Words(game).pool(pool)


def claim_text(claim: str, game: str | GameInfo) -> str:
    """A claim or combination in the game's words ("Quinte to the King")."""
    return Words(game).combination(claim)

"""Actions: small values with one canonical text form.

``Action.parse(text)`` and ``str(action)`` round-trip. Vocabulary (architecture §9.2):
``play C``, ``play C clique``, ``play C as R``, ``discard C C …``, ``show C``,
``bet N``, ``raise N``, ``raise N CLAIM``, ``declare CLAIM`` and the bare words
``capot general pass turn accept call fold allin hold good without``.
Hoc claims: ``5`` (cards in the point suit), ``tierce|quart|quinte R``, ``brelan|fredon R``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from histcards.cards import CARD_NAMES, RANK_SYMBOLS, Card, parse_card, parse_rank
from histcards.engine.kept import Kept

BARE_WORDS = frozenset(
    "capot general pass turn accept call fold allin hold good without".split()
)
SEQUENCE_CLAIMS = ("tierce", "quart", "quinte")
TRICON_CLAIMS = ("brelan", "fredon")


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One decision. Build it with the helpers below or ``Action.parse``.

    Equal when every field but the kept text is (``__eq__`` and ``__hash__`` are the
    dataclass's written out: ``Match.apply`` finds an action in its legal tuple by
    comparing it with the ones before it, and a card of another play differs at once).
    """

    kind: str
    cards: tuple[Card, ...] = ()
    amount: int | None = None
    claim: str | None = None
    as_rank: int | None = None
    clique: bool = False
    _text: str | None = field(default=None, init=False, repr=False, compare=False)
    """The canonical text, kept once made (records and events write it again and again)."""

    def __eq__(self, other: object) -> bool:
        if type(other) is not Action:
            return NotImplemented
        return self is other or (
            self.cards == other.cards
            and self.kind == other.kind
            and self.amount == other.amount
            and self.claim == other.claim
            and self.as_rank == other.as_rank
            and self.clique == other.clique
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.cards, self.amount, self.claim, self.as_rank, self.clique))

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = self._canonical()
            object.__setattr__(self, "_text", text)
        return text

    def _canonical(self) -> str:
        parts = [self.kind]
        if self.amount is not None:
            parts.append(str(self.amount))
        parts.extend(CARD_NAMES[c] for c in self.cards)
        if self.claim is not None:
            parts.append(self.claim)
        if self.as_rank is not None:
            parts.extend(("as", RANK_SYMBOLS[self.as_rank - 1]))
        if self.clique:
            parts.append("clique")
        return " ".join(parts)

    @property
    def card(self) -> Card:
        """The single card of a ``play`` or ``show`` action."""
        return self.cards[0]

    @property
    def stake(self) -> int:
        """The amount ``N`` of a ``bet N`` or ``raise N``."""
        if self.amount is None:
            raise ValueError(f"'{self}' carries no amount")
        return self.amount

    @staticmethod
    def parse(text: str | Action) -> Action:
        """Parse an action's text (canonical or accepted forms); ``ValueError`` if malformed."""
        if isinstance(text, Action):
            return text
        action = _PARSED.get(text)
        if action is None:
            action = _PARSED.keep(text, _parse(text))
        return action


_PARSED: Kept[str, Action] = Kept(4096)
"""Actions by their texts, parsed once: the words of a long Hoc match read thousands of
bids, most of them said before."""
PLAYS: tuple[Action, ...] = tuple(Action("play", (c,)) for c in range(52))
PASS = Action("pass")


def play(card: Card) -> Action:
    """``play C``."""
    return PLAYS[card]


def bare(word: str) -> Action:
    """An action with no argument, e.g. ``pass``."""
    return _BARE[word]


_BARE = {w: Action(w) for w in BARE_WORDS}


def canonical_claim(tokens: list[str]) -> str:
    """Canonical text of a Hoc claim given as tokens; ``ValueError`` if malformed."""
    if len(tokens) == 1 and tokens[0].isdigit():
        return str(int(tokens[0]))
    if len(tokens) == 2 and tokens[0].lower() in SEQUENCE_CLAIMS + TRICON_CLAIMS:
        return f"{tokens[0].lower()} {RANK_SYMBOLS[parse_rank(tokens[1]) - 1]}"
    raise ValueError(
        f"'{' '.join(tokens)}' is not a claim (write a count like 5, "
        "tierce|quart|quinte R or brelan|fredon R)"
    )


def _amount(token: str) -> int:
    if not token.isdigit():
        raise ValueError(f"'{token}' is not a whole number of chips")
    return int(token)


def _parse(text: str) -> Action:
    tokens = text.split()
    if not tokens:
        raise ValueError("empty action")
    kind, args = tokens[0].lower(), tokens[1:]
    if kind in BARE_WORDS:
        if args:
            raise ValueError(f"'{kind}' takes nothing after it")
        return _BARE[kind]
    if kind == "play":
        return _parse_play(args)
    if kind == "discard" and args:
        return Action("discard", tuple(sorted(parse_card(a) for a in args)))
    if kind == "show" and len(args) == 1:
        return Action("show", (parse_card(args[0]),))
    if kind == "bet" and len(args) == 1:
        return Action("bet", amount=_amount(args[0]))
    if kind == "raise" and args:
        claim = canonical_claim(args[1:]) if len(args) > 1 else None
        return Action("raise", amount=_amount(args[0]), claim=claim)
    if kind == "declare" and args:
        return Action("declare", claim=canonical_claim(args))
    raise ValueError(f"'{text}' is not an action this program knows")


def _parse_play(args: list[str]) -> Action:
    if not args:
        raise ValueError("'play' needs a card, e.g. play JS")
    card = parse_card(args[0])
    rest = [a.lower() for a in args[1:]]
    if not rest:
        return PLAYS[card]
    if rest == ["clique"]:
        return Action("play", (card,), clique=True)
    if len(rest) == 2 and rest[0] == "as":
        return Action("play", (card,), as_rank=parse_rank(rest[1]))
    raise ValueError(f"'play {' '.join(args)}' is not a play (write play C, play C clique "
                     "or play C as R)")

"""What the coach says, in the interface language.

At a decision: what the phase is about (the declaration's ``Phase.help``), which choices
are open, why the others are not (the engine's refusals, worded by
``histcards.table.reasons``), and what the master computer would do and why
(``histcards.ai.advice.Advice``: its reasons are ``Text`` keys of context ``Coach`` whose
fields are worded here, like a game's terms). After a trick, a run or a stake: a line
saying what happened and why. Nothing here knows one game from another; the sentences
are marked with ``QT_TRANSLATE_NOOP`` (context ``Coaching``) and translated when used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from histcards.cards import parse_card, suit_of
from histcards.engine import IllegalAction, Match
from histcards.engine import events as ev
from histcards.engine.actions import Action, play
from histcards.engine.declaration import GameInfo
from histcards.engine.text import words as text_words
from histcards.table.language import interface_language
from histcards.table.panel import group_actions
from histcards.table.reasons import LISTS_THE_CHOICES, NOT_AT_THIS_TABLE, reason_text
from histcards.table.wording import (
    COUNT_FORMS,
    SCORE_FORMS,
    Words,
    describe_events,
    names_text,
    the_card,
    translated,
)

if TYPE_CHECKING:
    from histcards.ai.advice import Advice

CONTEXT = "Coaching"
RATED_SHOWN = 4
"""How many of the rated candidates the coach lists."""
MANY_CARDS = 6
"""From how many playable cards the coach counts them instead of naming each."""


def _t(text: str, *args: Any) -> str:
    return QCoreApplication.translate(CONTEXT, text).format(*args)


def _decimal(value: float) -> str:
    """A number with at most one decimal, as the interface language writes it."""
    if abs(value - round(value)) < 0.05:
        return QLocale(interface_language()).toString(round(value))
    return QLocale(interface_language()).toString(value, "f", 1)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class CoachWords(Words):
    """The game's words (``Words``), and the fields of the coach's sentences: a card or an
    action (``other``, ``action``), the card winning a trick (``winning``), a partner, what
    a seat holds (``hand``, a combination's code), averages and chances (decimals:
    ``{gain:score}``, ``{tricks:tricks}``, ``{chance:percent}``)."""

    def word(self, name: str, value: Any, form: str = "") -> str:
        if name in ("other", "action"):
            return (
                the_card(value)
                if isinstance(value, int)
                else _t(QT_TRANSLATE_NOOP("Coaching", "“{0}”"), self.action(Action.parse(value)))
            )
        if name == "winning":
            return the_card(value)
        if name == "partner":
            return self.name(value)
        if name == "hand":
            said = self.combination(value)
            return _lower_first(said) if form == "lower" else said
        if isinstance(value, float):
            return self.decimal(value, form)
        return super().word(name, value, form)

    def decimal(self, value: float, form: str) -> str:
        """An average or a chance in words: "1.5 penalty points", "63%"."""
        if value < 0:
            return "−" + self.decimal(-value, form)
        if form == "percent":  # an estimate: never "0%" or "100%"
            return _t(QT_TRANSLATE_NOOP("Coaching", "{0}%"), min(99, max(1, round(value * 100))))
        if form == "score":
            form = SCORE_FORMS[self.kind.measure]
        if form not in COUNT_FORMS:
            return _decimal(value)
        if abs(value - round(value)) < 0.05:
            return self.word("", round(value), form)
        # The plural form of 2 serves every decimal ("0.5 points", « 1,5 points »).
        return COUNT_FORMS[form](2).replace("2", _decimal(value), 1)

    def said(self, advice: Advice) -> list[str]:
        """The advice's reasons, one sentence each."""
        return [self.fill(said.text, said.values()) for said in advice.reasons]


# --- a decision ----------------------------------------------------------------------


def phase_words(info: GameInfo, phase_id: str) -> tuple[str, str]:
    """A phase's name and what it is about."""
    phase = info.phase(phase_id)
    if phase is None:
        return "", ""
    return translated(phase.name), translated(phase.help)


def choices_text(words: Words, legal: Sequence[Action]) -> str:
    """The legal choices in a line: the cards that may be played, and each other choice
    as its button says it (a run of amounts as its first and last)."""
    parts: list[str] = []
    plays = [a.card for a in legal if a.kind == "play" and not a.clique and a.as_rank is None]
    plays = list(dict.fromkeys(plays))
    if len(plays) >= MANY_CARDS:
        parts.append(
            QCoreApplication.translate(
                "Coaching", "any of %n cards (the bright ones)", None, len(plays)
            )
        )
    elif plays:
        parts.append(names_text([the_card(c) for c in plays]))
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        parts.append(
            QCoreApplication.translate(
                "Coaching", "put away %n card(s) of your choice", None, len(discards[0].cards)
            )
        )
    if any(a.clique for a in legal):
        parts.append(
            _t(QT_TRANSLATE_NOOP("Coaching", "each with or without announcing your clique"))
        )
    others = [a for a in legal if a.kind not in ("play", "discard")]
    others += [a for a in legal if a.kind == "play" and a.as_rank is not None]
    for group in group_actions(others):
        first = words.action(group[0])
        parts.append(
            first
            if len(group) == 1
            else _t(QT_TRANSLATE_NOOP("Coaching", "{0} … {1}"), first, words.action(group[-1]))
        )
    return " · ".join(parts)


def refusal_probes(info: GameInfo, legal: Sequence[Action], hand: Sequence[int]) -> list[Action]:
    """Decisions the player might think of that are not open now: in card play, each card
    of his hand that may not be played; otherwise each of the game's kinds of action (its
    ``action.*`` terms) not open now, plainly or with an amount of 1."""
    legal_kinds = {a.kind for a in legal}
    if "play" in legal_kinds:
        playable = {a.card for a in legal if a.kind == "play"}
        return [play(card) for card in hand if card not in playable]
    probes: list[Action] = []
    for key in info.terms:
        kind, _, code = key.partition(".")
        if kind != "action" or "_" in code or code in legal_kinds:
            continue
        for text in (code, f"{code} 1"):
            try:
                probes.append(Action.parse(text))
                break
            except ValueError:
                continue
    return probes


def refusals(match: Match, probes: Sequence[Action], limit: int = 2) -> list[str]:
    """Why the probed decisions are not open, each distinct reason once, at most
    ``limit`` (leaving out rules not played at this table, and refusals that only list the
    open choices)."""
    said: list[str] = []
    for action in probes:
        try:
            match.clone().apply(action)
        except IllegalAction as error:
            if error.reason.template in NOT_AT_THIS_TABLE | LISTS_THE_CHOICES:
                continue
            text = reason_text(error.reason, match.game.id)
            if text not in said:
                said.append(text)
        if len(said) == limit:
            break
    return said


def rated_text(words: CoachWords, advice: Advice) -> str:
    """How the master computer rated the other candidates it compared against its choice,
    best first: each with its mean result less its choice's ("the King of hearts −0.7
    penalty points · …")."""
    shown = [r for r in advice.rated if r.value is not None][:RATED_SHOWN]
    if len(shown) < 3:  # a single other choice: the evaluation's sentence has said it
        return ""
    chosen = shown[0].value or 0.0
    items = []
    for rated in shown[1:]:
        name = (
            the_card(rated.action.card)
            if rated.action.kind == "play"
            and not rated.action.clique
            and rated.action.as_rank is None
            else words.action(rated.action)
        )
        gap = (rated.value or 0.0) - chosen
        items.append(
            _t(
                QT_TRANSLATE_NOOP("Coaching", "{0}: {1}"),
                name,
                words.decimal(gap, "score")
                if abs(gap) >= 0.05
                else _t(QT_TRANSLATE_NOOP("Coaching", "as good")),
            )
        )
    return " · ".join(items)


# --- what happened -------------------------------------------------------------------

TOLD = (
    ev.Trick,
    ev.RunStop,
    ev.Showdown,
    ev.PoolWon,
    ev.ChancePassed,
    ev.Out,
    ev.Clique,
    ev.Declarer,
    ev.Abandon,
    ev.DealEnd,
)
"""The events the coach tells in a line: tricks, runs, stakes and how a deal ends."""


def happened(words: Words, events: Sequence[ev.Event], trumps: str | None) -> list[tuple[str, str]]:
    """A line for each trick, run and stake among ``events``, saying what happened, and
    why where the line alone does not (``trumps``: the deal's trump suit letter, or None):
    a trick's line names the card that won it and why it did; a run's stop takes its why
    from the game's ``coach.run_stop.*`` terms."""
    lines: list[tuple[str, str]] = []
    for event, text in describe_events(
        [e for e in events if isinstance(e, TOLD)], words.info, words.names, words.you
    ):
        why = ""
        if isinstance(event, ev.Trick):
            text = trick_line(words, event, trumps)
        elif isinstance(event, ev.RunStop):
            why = (
                words.term("coach", f"run_stop.{event.reason}", _fields(event), sentence=True) or ""
            )
        lines.append((text, why))
    return lines


def _fields(event: Any) -> dict[str, Any]:
    return {name: getattr(event, name) for name in event.__dataclass_fields__}


_said = text_words(CONTEXT)
TAKES_WITH_TRUMP = _said(
    QT_TRANSLATE_NOOP("Coaching", "{winner} takes the trick with {card}, a trump."),
    winner=QT_TRANSLATE_NOOP("Coaching", "You take the trick with {card}, a trump."),
)
TAKES_WITH_HIGHEST_TRUMP = _said(
    QT_TRANSLATE_NOOP(
        "Coaching", "{winner} takes the trick with {card}, the highest trump played."
    ),
    winner=QT_TRANSLATE_NOOP(
        "Coaching", "You take the trick with {card}, the highest trump played."
    ),
)
TAKES_WITH_HIGHEST = _said(
    QT_TRANSLATE_NOOP(
        "Coaching", "{winner} takes the trick with {card}, the highest card of {suit} played."
    ),
    winner=QT_TRANSLATE_NOOP(
        "Coaching", "You take the trick with {card}, the highest card of {suit} played."
    ),
)


def trick_line(words: Words, trick: ev.Trick, trumps: str | None) -> str:
    """Who took a trick, with which card and why it won; what the trick counts."""
    players = len(trick.cards)
    card = trick.cards[(trick.winner - trick.leader) % players]
    led = suit_of(parse_card(trick.cards[0]))
    suit = suit_of(parse_card(card))
    trump = "SHDC".index(trumps) if trumps else None
    if suit == trump and led != trump:
        text = TAKES_WITH_TRUMP
    elif suit == trump:
        text = TAKES_WITH_HIGHEST_TRUMP
    else:
        text = TAKES_WITH_HIGHEST
    line = words.fill(text, {"winner": trick.winner, "card": card, "suit": led})
    counted = words.term("trick", "points", _fields(trick), sentence=True) if trick.points else None
    if counted:
        line = _t(
            QT_TRANSLATE_NOOP("Coaching", "{0} It counts {1}."),
            line,
            words.word("points", trick.points, "score"),
        )
    return line

"""Errors the engine raises, with messages written for players and record authors.

A refusal also comes as a ``Reason``: an English template with named fields and their
values, so an interface can say it in its own words and language (the table translates
each template; ``str()`` of the error is always the English message).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from histcards.cards import CARD_NAMES, RANK_SYMBOLS, SUIT_NAMES

CARD_FIELDS = frozenset({"card"})
"""Fields holding a card number (English: its notation, ``KH``)."""
SUIT_FIELDS = frozenset({"suit", "trumps"})
"""Fields holding a suit index (English: ``hearts``)."""
RANK_FIELDS = frozenset({"need"})
"""Fields holding a rank number, 1 = Ace (English: its symbol, ``8``)."""
WORDED_FIELDS = frozenset({"action", "bid", "claim", "chance", "option"})
"""Fields holding a code an interface words itself: an action's text (``action``, ``bid``),
a Hoc claim (``quart K``), a Hoc chance (``point``) or an option's key. Any other field is
a number or a text shown as it is."""


def _english(field: str, value: Any) -> Any:
    if field in CARD_FIELDS:
        return CARD_NAMES[value]
    if field in SUIT_FIELDS:
        return SUIT_NAMES[value]
    if field in RANK_FIELDS:
        return RANK_SYMBOLS[value - 1]
    return value


@dataclass(frozen=True)
class Reason:
    """Why something is refused: a literal English ``template`` with named fields
    (``"you do not hold {card}"``) and the values of those fields.

    The field names say what the values are (``CARD_FIELDS``, ``SUIT_FIELDS``,
    ``RANK_FIELDS``, ``WORDED_FIELDS``), so an interface can word them; ``str()`` is the
    English message. Templates are string literals at the place they are raised, so a
    catalogue of them can be checked against the sources.
    """

    template: str
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, template: str, **fields: Any) -> Reason:
        """A reason from its template and its fields' values."""
        return cls(template, tuple(fields.items()))

    def filled(self, **fields: Any) -> Reason:
        """The same template with these fields' values (for templates kept in a table)."""
        return Reason.of(self.template, **fields)

    def values(self) -> dict[str, Any]:
        """The fields' values by name."""
        return dict(self.fields)

    def __str__(self) -> str:
        return self.template.format(**{name: _english(name, value)
                                       for name, value in self.fields})


class ReasonedError(ValueError):
    """A ``ValueError`` whose message comes with a structured ``reason``."""

    def __init__(self, reason: Reason, message: str | None = None) -> None:
        super().__init__(str(reason) if message is None else message)
        self.reason = reason


class IllegalAction(ReasonedError):
    """An action the player to act may not take; the message says why in plain words and
    ``reason`` says it as a ``Reason``.

    Raising it leaves the match exactly as it was.
    """


class OptionsError(ReasonedError):
    """Options or a player count a game cannot be played with; ``reason`` says why."""


class RecordError(ValueError):
    """A deal record that cannot be read or replayed.

    ``deal`` and ``action`` are 0-based indices into the record's ``deals`` list and that
    deal's ``actions`` list, when the fault lies there.
    """

    def __init__(self, message: str, deal: int | None = None, action: int | None = None):
        super().__init__(message)
        self.reason = message
        self.deal = deal
        self.action = action

    def __str__(self) -> str:
        where = []
        if self.deal is not None:
            where.append(f"deal {self.deal}")
        if self.action is not None:
            where.append(f"action {self.action}")
        prefix = ", ".join(where)
        return f"{prefix}: {self.reason}" if prefix else self.reason

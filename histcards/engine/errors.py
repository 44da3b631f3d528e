"""Errors the engine raises, with messages written for players and record authors."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the player to act may not take; the message says why in plain words.

    Raising it leaves the match exactly as it was.
    """


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

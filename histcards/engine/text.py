"""Texts for players, as translation keys: the engine names things, the interface words them.

A ``Text`` is the English source of a sentence or a name and the context it belongs to (a
game's id, or ``histcards`` for the shared vocabulary). The engine never translates: the
Qt layer looks each ``Text`` up in its catalogues (``QCoreApplication.translate(context,
source)``), so every word a player reads goes through one translation system. A source may
hold named fields in braces (``"Without {rank}"``) that the interface fills with words of
its own language.

A sentence that names a seat may carry its **second-person forms** (``you``): for a seat
field, the sentence to say instead when that field names the player reading the table
("{seat} takes the trick." / "You take the trick."; "{payer} pays {payee} …" /
"{payer} pays you …"). The interface chooses them; the engine only declares them.

``texts_in`` finds every ``Text`` of a declaration, so the catalogues can be extracted from
the registered games without listing their words a second time
(``python -m histcards.app.i18n update``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

SHARED = "histcards"
"""The context of the words every game shares (actions, payments, phases of a deal)."""


@dataclass(frozen=True, slots=True)
class Text:
    """A translation key: the English ``source`` in its ``context``."""

    context: str
    source: str
    you: tuple[tuple[str, Text], ...] = ()
    """The second-person forms, by the seat field they replace."""

    def __str__(self) -> str:
        return self.source

    def addressed(self, field: str) -> Text | None:
        """The form to say when the seat in ``field`` is the player reading the table, or
        None when the sentence has none for that field."""
        return next((form for name, form in self.you if name == field), None)


def words(context: str) -> Callable[..., Text]:
    """A maker of the ``Text`` keys of one context: ``_ = words("polignac"); _("Capot")``;
    a sentence naming seats gives its second-person forms by field:
    ``_("{seat} leads.", seat="You lead.")``."""

    def text(source: str, **you: str) -> Text:
        return Text(context, source, tuple((field, Text(context, form))
                                           for field, form in you.items()))

    return text


def texts_in(value: Any) -> Iterator[Text]:
    """Every ``Text`` reachable from ``value``: through dataclass fields, mappings (keys and
    values), sequences and sets."""
    seen: set[int] = set()

    def walk(item: Any) -> Iterator[Text]:
        if isinstance(item, Text):
            yield item
            for _field, form in item.you:
                yield form
        elif isinstance(item, str | bytes | int | float | bool) or item is None or id(item) in seen:
            return
        else:
            seen.add(id(item))
            if dataclasses.is_dataclass(item) and not isinstance(item, type):
                for field in dataclasses.fields(item):
                    yield from walk(getattr(item, field.name))
            elif isinstance(item, Mapping):
                for key, entry in item.items():
                    yield from walk(key)
                    yield from walk(entry)
            elif isinstance(item, list | tuple | set | frozenset):
                for entry in item:
                    yield from walk(entry)

    return walk(value)

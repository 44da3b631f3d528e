"""JSON from outside the program (deal records, the files kept between runs), parsed
within limits and checked against an explicit schema before anything else sees it.

``parse`` turns a text into a JSON value, refusing what would exhaust the interpreter or
break printing and saving later: nesting deeper than ``MAX_DEPTH``, numbers longer than
``MAX_NUMBER_CHARS`` (the interpreter refuses to convert integers of more than 4 300
digits, and converting long ones is slow), NaN and infinities, lone UTF-16 surrogates.

A schema is built from a few value types (``Whole``, ``Real``, ``Text``, ``Flag``,
``OneOf``, ``ListOf``, ``MapOf``, ``Fields``, ``AnyOf``); ``check`` returns the value or
raises ``SchemaError`` naming where it is wrong. Messages never quote more of the input
than ``excerpt`` gives: a short, escaped piece.

Pure: no I/O (reading files is ``histcards.storage.read_text``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

MAX_DEPTH = 16
"""Deepest nesting of arrays and objects accepted (a deal record needs 5)."""
MAX_NUMBER_CHARS = 40
"""Longest number accepted, in characters (2⁶⁴ has 20 digits)."""
EXCERPT_CHARS = 40
"""Longest piece of the input a message quotes."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
PRINTABLE_ASCII = re.compile("[ -~]+")
"""Texts made of printable ASCII characters only (action texts, card notation, ids)."""


class JsonError(ValueError):
    """A text that is not JSON within the limits; the message says why, in one line."""


class SchemaError(ValueError):
    """A JSON value that does not match its schema: ``path`` says where (``deals[2].seed``,
    empty for the whole value) and ``problem`` what is wrong."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"'{path}' {problem}" if path else problem)
        self.path = path
        self.problem = problem


def excerpt(value: Any, limit: int = EXCERPT_CHARS) -> str:
    """A short, escaped quote of ``value`` for a message: its ``repr``, cut to ``limit``
    characters. Never builds more than that (a text of 50 MB is sliced first)."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit])[:-1] + "…" + repr(value)[-1:] if limit else "…"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too long to show"
    if isinstance(value, list | dict | tuple):
        text = repr(type(value)())  # the container's brackets, not its contents
        return f"{text[0]}… {len(value)} item(s){text[-1]}"
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


# --- parsing ----------------------------------------------------------------------------


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonError(f"a number has more than {MAX_NUMBER_CHARS} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonError(f"a number has more than {MAX_NUMBER_CHARS} characters")
    value = float(text)
    if not math.isfinite(value):
        raise JsonError("a number is too large")
    return value


def _refuse_constant(name: str) -> Any:
    raise JsonError(f"{name} is not a number JSON allows")


def parse(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``; ``JsonError`` (one line, no input quoted beyond an
    excerpt) if it is not JSON or goes beyond the limits."""
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_refuse_constant)
    except RecursionError:
        raise JsonError(f"it is nested more than {max_depth} levels deep") from None
    except json.JSONDecodeError as error:
        raise JsonError(f"it is not valid JSON: {error.msg} at line {error.lineno}, "
                        f"column {error.colno}") from None
    check_plain(value, max_depth)
    return value


def check_plain(value: Any, max_depth: int = MAX_DEPTH) -> None:
    """Raise ``JsonError`` if ``value`` nests deeper than ``max_depth`` or holds a text
    with a lone surrogate (which cannot be written as UTF-8). Walks without recursion."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                raise JsonError("a text holds a lone UTF-16 surrogate, which is not a "
                                "character")
        elif isinstance(item, Mapping | list | tuple):
            if depth >= max_depth:
                raise JsonError(f"it is nested more than {max_depth} levels deep")
            children = [*item.keys(), *item.values()] if isinstance(item, Mapping) else item
            stack.extend((child, depth + 1) for child in children)


# --- schemas ----------------------------------------------------------------------------


class Schema:
    """What a JSON value must be. ``check`` returns the value or raises ``SchemaError``."""

    expected: str = "a value"

    def check(self, value: Any, path: str = "") -> Any:
        """``value`` if it matches; ``SchemaError`` naming ``path`` otherwise."""
        raise NotImplementedError

    def refuse(self, path: str, problem: str | None = None) -> SchemaError:
        """The error for a value that is not what this schema expects."""
        return SchemaError(path, problem or f"must be {self.expected}")


def is_whole(value: Any) -> bool:
    """Whether ``value`` is an int (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Whole(Schema):
    """A whole number from ``low`` to ``high``."""

    low: int
    high: int
    expected: str = ""

    def check(self, value: Any, path: str = "") -> Any:
        if not is_whole(value) or not self.low <= value <= self.high:
            raise self.refuse(path, f"must be {self.expected or 'a whole number'} from "
                                    f"{self.low} to {self.high}")
        return value


@dataclass(frozen=True)
class Real(Schema):
    """A finite number (whole or not) from ``low`` to ``high``."""

    low: float
    high: float

    def check(self, value: Any, path: str = "") -> Any:
        if (isinstance(value, bool) or not isinstance(value, int | float)
                or not self.low <= value <= self.high):
            raise self.refuse(path, f"must be a number from {self.low:g} to {self.high:g}")
        return value


@dataclass(frozen=True)
class Flag(Schema):
    """true or false."""

    expected: str = "true or false"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, bool):
            raise self.refuse(path)
        return value


@dataclass(frozen=True)
class Text(Schema):
    """A text of ``min_chars`` to ``max_chars`` characters, without lone surrogates;
    ``ascii`` limits it to printable ASCII, ``plain`` forbids control characters (line
    breaks, escapes), ``pattern`` is a form the whole text must have."""

    max_chars: int
    ascii: bool = False
    plain: bool = True
    min_chars: int = 0
    pattern: re.Pattern[str] | None = None
    expected: str = "a text"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, str):
            raise self.refuse(path)
        if not self.min_chars <= len(value) <= self.max_chars:
            span = (f"{self.min_chars} to {self.max_chars}" if self.min_chars
                    else f"at most {self.max_chars}")
            raise self.refuse(path, f"must be {self.expected} of {span} characters")
        if self.ascii and value and not PRINTABLE_ASCII.fullmatch(value):
            raise self.refuse(path, f"must be {self.expected} in printable ASCII characters")
        if _SURROGATE.search(value) or (self.plain and _CONTROL.search(value)):
            raise self.refuse(path, f"must be {self.expected} without control characters "
                                    "or lone surrogates")
        if self.pattern is not None and not self.pattern.fullmatch(value):
            raise self.refuse(path, f"must be {self.expected}, not {excerpt(value)}")
        return value


@dataclass(frozen=True)
class OneOf(Schema):
    """One of a few values."""

    values: tuple[Any, ...]

    def check(self, value: Any, path: str = "") -> Any:
        if value not in self.values or isinstance(value, bool) != isinstance(
                self.values[0], bool):
            allowed = ", ".join(str(v) for v in self.values)
            raise self.refuse(path, f"must be one of {allowed}, not {excerpt(value)}")
        return value


@dataclass(frozen=True)
class OfType(Schema):
    """Any value of a Python type (``dict``, ``Mapping``, ``list`` …), its contents
    checked elsewhere."""

    kind: type
    expected: str = "a value of another type"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, self.kind):
            raise self.refuse(path)
        return value


@dataclass(frozen=True)
class Nullable(Schema):
    """null, or a value of ``inner``."""

    inner: Schema

    def check(self, value: Any, path: str = "") -> Any:
        return None if value is None else self.inner.check(value, path)


@dataclass(frozen=True)
class AnyOf(Schema):
    """A value matching one of ``choices`` (tried in order); ``expected`` describes them
    all for the message."""

    choices: tuple[Schema, ...]
    expected: str = "a value"

    def check(self, value: Any, path: str = "") -> Any:
        for choice in self.choices:
            try:
                return choice.check(value, path)
            except SchemaError:
                continue
        raise self.refuse(path)


@dataclass(frozen=True)
class ListOf(Schema):
    """A list (or a tuple, from Python code) of at most ``max_items`` items, each an
    ``item``."""

    item: Schema
    max_items: int
    expected: str = "a list"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, list | tuple):
            raise self.refuse(path)
        if len(value) > self.max_items:
            raise self.refuse(path, f"has {len(value)} items, more than {self.max_items}")
        for index, item in enumerate(value):
            self.item.check(item, f"{path}[{index}]")
        return value


@dataclass(frozen=True)
class MapOf(Schema):
    """An object of at most ``max_items`` members, with ``key`` names and ``value``
    values."""

    key: Text
    value: Schema
    max_items: int
    expected: str = "an object"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, Mapping):
            raise self.refuse(path)
        if len(value) > self.max_items:
            raise self.refuse(path, f"has {len(value)} members, more than {self.max_items}")
        for name, item in value.items():
            try:
                self.key.check(name)
            except SchemaError as error:
                raise self.refuse(path, f"has the member {excerpt(name)}, whose name "
                                        f"{error.problem}") from None
            self.value.check(item, _member(path, name))
        return value


@dataclass(frozen=True)
class Fields(Schema):
    """An object with named members: each ``required`` one, any of the ``optional`` ones,
    and no other."""

    required: Mapping[str, Schema] = field(default_factory=dict)
    optional: Mapping[str, Schema] = field(default_factory=dict)
    expected: str = "an object"

    def check(self, value: Any, path: str = "") -> Any:
        if not isinstance(value, Mapping):
            raise self.refuse(path)
        unknown = [name for name in value
                   if name not in self.required and name not in self.optional]
        if unknown:
            raise self.refuse(path, f"has no field {excerpt(sorted(map(str, unknown))[0])}")
        for name, schema in self.required.items():
            if name not in value:
                raise self.refuse(path, f"lacks the field {name!r}")
            schema.check(value[name], _member(path, name))
        for name, schema in self.optional.items():
            if name in value:
                schema.check(value[name], _member(path, name))
        return value


def _member(path: str, name: Any) -> str:
    shown = name if isinstance(name, str) and PRINTABLE_ASCII.fullmatch(name) \
        and len(name) <= EXCERPT_CHARS else excerpt(name)
    return f"{path}.{shown}" if path else str(shown)


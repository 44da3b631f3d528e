"""Game options, declared once: key, kind, allowed values, default, the words a player reads
(label, value labels, help, as ``Text`` keys), when the option applies, and the rules
field it sets.

A game's deal rules are a frozen dataclass (``DealRules`` in each game module) whose fields
are named after the options they hold; ``rules_from`` fills them, so an option keeps one
name from the record to the rule that reads it. Options no deal field holds are read by the
match (its end, the banks) or by the table.

``resolve_options`` validates a record's options against the declarations (exact types:
``20.0`` is not the whole number ``20``) and fills in defaults.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from histcards.engine.errors import OptionsError, Reason
from histcards.engine.text import SHARED, Text

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

OptionCheck = Callable[[Any, int], Reason | None]
KINDS = ("choice", "bool", "int", "table")


def _shared(source: str) -> Text:
    return Text(SHARED, source)


@dataclass(frozen=True)
class Group:
    """A group of options the new-game dialog shows together under its name, in the order
    of the game's first option in each. The groups most games have are declared here; a
    game may declare one of its own."""

    id: str
    name: Text


GAME = Group("game", _shared("The game"))
MATCH = Group("match", _shared("Length of the match"))
DEAL = Group("deal", _shared("Players and the deal"))
BIDDING = Group("bidding", _shared("Bidding and betting"))
PLAY = Group("play", _shared("Playing the cards"))
SCORING = Group("scoring", _shared("Scoring"))
CHIPS = Group("chips", _shared("Chips and payments"))
COMPUTERS = Group("computers", _shared("Computer players"))


@dataclass(frozen=True)
class Choice:
    """One allowed value of a choice option and its words (None for a number, which is
    shown as it is)."""

    value: Any
    label: Text | None


@dataclass(frozen=True)
class When:
    """When an option applies: with these player counts (None: any) and while each named
    option holds one of the listed values. The new-game dialog disables an option that
    does not apply and says why."""

    players: tuple[int, ...] | None = None
    options: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)

    def holds(self, players: int, options: Mapping[str, Any]) -> bool:
        """Whether the option applies to ``players`` with these other ``options``."""
        if self.players is not None and players not in self.players:
            return False
        return all(options.get(key) in values for key, values in self.options.items())


ALWAYS = When()


@dataclass(frozen=True)
class Option:
    """One option of a game.

    ``kind`` is ``choice`` (one of ``choices``), ``bool``, ``int`` (``minimum`` ..
    ``maximum``) or ``table`` (structured data checked by ``check``; ``rows`` word its
    keys). ``per_player`` makes the default ``per_player × players``. ``check`` adds a
    rule of its own and returns the ``Reason`` a value is refused, or None.
    ``reconstructed`` marks values the sources do not attest (the rules page explains).
    ``group`` is where the new-game dialog shows it (None: with the other rules, last).
    """

    key: str
    default: Any
    label: Text
    kind: str = "choice"
    choices: tuple[Choice, ...] = ()
    help: Text | None = None
    minimum: int | None = None
    maximum: int | None = None
    per_player: int | None = None
    applies: When = ALWAYS
    check: OptionCheck | None = None
    rows: Mapping[str, Text] = field(default_factory=dict)
    reconstructed: bool = False
    group: Group | None = None
    bundle: bool = False
    """Each value is a bundle of the other options' values (Poch's readings): choosing one
    sets them, and each may then be changed."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"option {self.key}: a choice needs its choices")

    @property
    def values(self) -> tuple[Any, ...]:
        """The allowed values of a choice option."""
        return tuple(c.value for c in self.choices)

    def choice_label(self, value: Any) -> Text | None:
        """The words of one allowed value (None for a value of no choice)."""
        return next((c.label for c in self.choices if _same(c.value, value)), None)

    def default_for(self, players: int) -> Any:
        """The default value for a match of ``players``."""
        return self.per_player * players if self.per_player else self.default

    def problem(self, value: Any, players: int) -> Reason | None:
        """Why ``value`` is not allowed for this option, or None when it is."""
        key = self.key
        if self.kind == "bool":
            if not isinstance(value, bool):
                return Reason.of("option {option} takes true or false, not {value!r}",
                                 option=key, value=_excerpt(value))
        elif self.kind == "choice":
            if not any(_same(value, allowed) for allowed in self.values):
                allowed = ", ".join(str(c) for c in self.values)
                return Reason.of("option {option} takes one of {allowed}, not {value!r}",
                                 option=key, allowed=allowed, value=_excerpt(value))
        elif self.kind == "int":
            if not _whole(value):
                return Reason.of("option {option} takes a whole number, not {value!r}",
                                 option=key, value=_excerpt(value))
            if self.minimum is not None and value < self.minimum:
                return Reason.of("option {option} must be at least {minimum}, not {value}",
                                 option=key, minimum=self.minimum, value=value)
            if self.maximum is not None and value > self.maximum:
                return Reason.of("option {option} must be at most {maximum}, not {value}",
                                 option=key, maximum=self.maximum, value=value)
        return self.check(value, players) if self.check else None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _same(value: Any, allowed: Any) -> bool:
    """Equal and of the same type (``2.0`` is not the choice ``2``, ``True`` not ``1``)."""
    return type(value) is type(allowed) and value == allowed


class _Excerpt(str):
    """A value's text as a refusal quotes it (``{value!r}`` shows it as it is)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


def _excerpt(value: Any) -> Any:
    """A value as a refusal may quote it: numbers, short texts and null as they are (in
    JSON's words), anything longer cut to a few dozen characters."""
    if isinstance(value, bool | float) or (_whole(value) and abs(value) < 10 ** 12):
        return value
    if value is None:
        return _Excerpt("null")
    text = repr(value)
    return _Excerpt(text if len(text) <= 40 else text[:37] + "…")


def choices(*pairs: tuple[Any, Text]) -> tuple[Choice, ...]:
    """The choices of an option from (value, words) pairs."""
    return tuple(Choice(value, label) for value, label in pairs)


def numbers(*values: int) -> tuple[Choice, ...]:
    """The choices of an option among a few numbers."""
    return tuple(Choice(value, None) for value in values)


def direction_option(default: str) -> Option:
    """The ``direction`` option of a game whose sources disagree on it (clockwise or
    anticlockwise); seats are in playing order, so only the table view uses it."""
    return Option("direction", default, _shared("Direction of play"),
                  choices=choices(("anticlockwise", _shared("Anticlockwise (to the right)")),
                                  ("clockwise", _shared("Clockwise (to the left)"))),
                  help=_shared("Which way the deal and the play go round the table."),
                  group=DEAL)


def resolve_options(schema: Sequence[Option], given: Mapping[str, Any] | None, players: int,
                    game: str) -> dict[str, Any]:
    """Validate ``given`` against ``schema`` and fill in defaults.

    Raises ``ValueError`` naming the unknown key or ``OptionsError`` for a bad value.
    """
    given = dict(given or {})
    known = {spec.key: spec for spec in schema}
    unknown = sorted(set(given) - set(known), key=str)
    if unknown:
        names = ", ".join(sorted(known))
        raise ValueError(f"{game} has no option {_excerpt(unknown[0])!r} "
                         f"(its options are: {names})")
    resolved: dict[str, Any] = {}
    for spec in schema:
        value = given.get(spec.key, spec.default_for(players))
        problem = spec.problem(value, players)
        if problem:
            raise OptionsError(problem)
        resolved[spec.key] = value
    return resolved


def frozen(value: Any) -> Any:
    """An immutable copy of option data: mappings become read-only, lists tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(frozen(v) for v in value)
    return value


def thawed(value: Any) -> Any:
    """The JSON-ready copy of frozen option data (for records)."""
    if isinstance(value, Mapping):
        return {k: thawed(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [thawed(v) for v in value]
    return value


Rules = TypeVar("Rules", bound="DataclassInstance")


def rules_from(cls: type[Rules], options: Mapping[str, Any], **computed: Any) -> Rules:
    """The deal rules ``cls`` (a dataclass): each field takes the option of its name, unless
    ``computed`` gives it (values derived from several options or from the deal)."""
    return cls(**rule_values(cls, options, **computed))


def rule_values(cls: type[DataclassInstance], options: Mapping[str, Any],
                leave_out: Sequence[str] = (), **computed: Any) -> dict[str, Any]:
    """The values ``rules_from`` gives the fields of ``cls``, but for those in ``leave_out``
    (given later: the rules a match keeps for each deal to complete)."""
    return {name: computed[name] if name in computed else options[name]
            for name in field_names(cls) if name not in leave_out}


@cache
def field_names(cls: type) -> tuple[str, ...]:
    """The names of a dataclass's fields, in order."""
    return tuple(f.name for f in dataclasses.fields(cls))

"""Game options: a schema with defaults and allowed values, from which the UI builds its
options dialog, and the validation of the options a match is created with."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from histcards.engine.errors import OptionsError, Reason

OptionCheck = Callable[[Any, int], Reason | None]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game.

    ``kind`` is ``choice`` (one of ``choices``), ``bool``, ``int`` (``minimum``..``maximum``)
    or ``table`` (structured data checked by ``check``). ``per_player`` makes the default
    ``per_player × players`` (Polignac's fixed-deals count). ``check`` adds a rule of its own
    and returns the ``Reason`` a value is refused, or None.
    """

    key: str
    default: Any
    kind: str = "choice"
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    per_player: int | None = None
    label: Mapping[str, str] = field(default_factory=dict)
    help: Mapping[str, str] = field(default_factory=dict)
    check: OptionCheck | None = None

    def default_for(self, players: int) -> Any:
        """The default value for a match of ``players``."""
        return self.per_player * players if self.per_player else self.default

    def problem(self, value: Any, players: int) -> Reason | None:
        """Why ``value`` is not allowed for this option, or None when it is."""
        key = self.key
        if self.kind == "bool":
            if not isinstance(value, bool):
                return Reason.of("option {option} takes true or false, not {value!r}",
                                 option=key, value=value)
        elif self.kind == "choice":
            if value not in self.choices or isinstance(value, bool) != isinstance(
                self.choices[0], bool
            ):
                allowed = ", ".join(str(c) for c in self.choices)
                return Reason.of("option {option} takes one of {allowed}, not {value!r}",
                                 option=key, allowed=allowed, value=value)
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                return Reason.of("option {option} takes a whole number, not {value!r}",
                                 option=key, value=value)
            if self.minimum is not None and value < self.minimum:
                return Reason.of("option {option} must be at least {minimum}, not {value}",
                                 option=key, minimum=self.minimum, value=value)
            if self.maximum is not None and value > self.maximum:
                return Reason.of("option {option} must be at most {maximum}, not {value}",
                                 option=key, maximum=self.maximum, value=value)
        return self.check(value, players) if self.check else None


def bilingual(en: str, fr: str) -> dict[str, str]:
    """A label or help text in English and French."""
    return {"en": en, "fr": fr}


def direction_option(default: str) -> OptionSpec:
    """The ``direction`` option of a game whose sources disagree on it (clockwise or
    anticlockwise); seats are in playing order, so only the table view uses it."""
    return OptionSpec("direction", default, choices=("anticlockwise", "clockwise"),
                      label=bilingual("Direction of play", "Sens du jeu"))


def resolve_options(
    schema: Sequence[OptionSpec], given: Mapping[str, Any] | None, players: int, game: str
) -> dict[str, Any]:
    """Validate ``given`` against ``schema`` and fill in defaults.

    Raises ``ValueError`` naming the unknown key or the bad value.
    """
    given = dict(given or {})
    known = {spec.key: spec for spec in schema}
    unknown = sorted(set(given) - set(known))
    if unknown:
        names = ", ".join(sorted(known))
        raise ValueError(f"{game} has no option {unknown[0]!r} (its options are: {names})")
    resolved: dict[str, Any] = {}
    for spec in schema:
        value = given.get(spec.key, spec.default_for(players))
        problem = spec.problem(value, players)
        if problem:
            raise OptionsError(problem)
        resolved[spec.key] = value
    return resolved

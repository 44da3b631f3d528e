"""``@value``: frozen dataclasses whose fields live in a tuple, built in one step.

The engine reports every step as events, tens of them a deal, and builds a few small
values per decision. A ``@dataclass(frozen=True, slots=True)`` sets each field through
``object.__setattr__`` when it is made (about 0.15 µs a field, most of the cost of an
event); a class decorated with ``@value`` is the same frozen dataclass — its fields and
defaults as ``dataclasses.fields`` gives them, its ``repr``, equality (same class, equal
fields), hash (that of its fields' tuple, as a frozen dataclass's), ``FrozenInstanceError``
on any assignment, ``dataclasses.replace`` — but stores its fields in a tuple that one call
builds, and reads them through C getters (as ``collections.namedtuple`` does).

Unlike a namedtuple it does not compare equal to a plain tuple or to a value of another
class, and it cannot be ordered; it still is a ``tuple`` to ``isinstance``, so code that
walks values should test for dataclasses before tuples.
"""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Callable
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

from histcards.class_code import cached_exec

T = TypeVar("T")

_field_getter: Callable[[int, str | None], Any] = getattr(
    collections, "_tuplegetter", lambda index, doc: property(itemgetter(index), doc=doc)
)
"""A C descriptor reading one item of the tuple (``namedtuple``'s own), or a property."""

if TYPE_CHECKING:
    _Stored = object  # the type checker sees a plain frozen dataclass
else:
    _Stored = tuple
_tuple: Any = tuple


class Value(_Stored):
    """The base of every ``@value`` class: equality, hashing and copying of a value."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return _tuple.__eq__(self, other)
        # never equal to a plain tuple, even when the tuple is asked first
        return False if isinstance(other, tuple) else NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __lt__(self, other: object) -> bool:
        return NotImplemented

    __le__ = __gt__ = __ge__ = __lt__
    __hash__ = _tuple.__hash__  # the hash of the fields' tuple, as a frozen dataclass's

    def fields_tuple(self) -> tuple[Any, ...]:
        """The fields in order, as a plain tuple (a key compared without Python code)."""
        return _tuple(self)

    def __getnewargs__(self) -> tuple[Any, ...]:
        """The fields, for ``copy`` and ``pickle`` (a tuple's own would give one tuple)."""
        return _tuple(self)


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def value(cls: type[T]) -> type[T]:
    """Make ``cls`` (a subclass of ``Value`` declaring fields as a dataclass does) a frozen
    dataclass stored in a tuple."""
    body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    body["__slots__"] = ()
    metaclass: Any = type(cls)
    slotted = metaclass(cls.__name__, cls.__bases__, body)
    made: Any = dataclasses.dataclass(frozen=True, eq=False, init=False)(slotted)
    specs = dataclasses.fields(made)
    for spec in specs:
        if not spec.init or spec.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{spec.name}: a value's fields are plain ones")
    made.__new__ = _constructor(made.__name__, specs)
    for index, spec in enumerate(specs):
        setattr(made, spec.name, _field_getter(index, None))
    return made


def _constructor(name: str, specs: tuple[dataclasses.Field[Any], ...]) -> Any:
    """``__new__(cls, field, …)`` building the tuple of the fields at once."""
    defaults = {
        f"_default_{s.name}": s.default for s in specs if s.default is not dataclasses.MISSING
    }
    parameters = ", ".join(
        s.name if f"_default_{s.name}" not in defaults else f"{s.name}=_default_{s.name}"
        for s in specs
    )
    items = "".join(f"{s.name}, " for s in specs)
    source = f"def __new__(_class_, {parameters}):\n    return _tuple_new(_class_, ({items}))\n"
    namespace: dict[str, Any] = {"_tuple_new": tuple.__new__, **defaults}
    cached_exec(source, namespace)  # the source is made of the class's field names only
    constructor = namespace["__new__"]
    constructor.__qualname__ = f"{name}.__new__"
    return constructor

"""``History``: a list that copies cheaply, for what a match accumulates (its events).

What is closed — the events of the deals before the current one — never changes again, so
every copy of a match shares it; only the open tail (the deal in progress) is copied.
``Match.clone()`` thus costs the same in the first deal and in the hundredth.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain
from typing import Generic, TypeVar, overload

T = TypeVar("T")


class History(Sequence[T], Generic[T]):
    """A sequence of closed chunks (shared by copies) followed by an open tail (copied).

    Reads like a list: ``len``, indexing, slices (a new list), iteration, equality with
    any sequence. Grows at the end only: ``append``, ``extend``; ``close()`` seals what
    it holds so far.
    """

    __slots__ = ("_chunks", "_ends", "_tail", "append", "extend")

    append: Callable[[T], None]
    """Add an item at the end."""
    extend: Callable[[Iterable[T]], None]
    """Add items at the end."""

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._chunks: tuple[tuple[T, ...], ...] = ()
        self._ends: tuple[int, ...] = ()
        self._open(list(items))

    def _open(self, tail: list[T]) -> None:
        """Hold ``tail`` as the open items for good: ``append`` and ``extend`` are its own,
        bound once (the match adds every step's events, and a method around them would
        be one more Python call a step)."""
        self._tail = tail
        self.append = tail.append
        self.extend = tail.extend

    @property
    def closed(self) -> int:
        """How many items are closed (shared by copies)."""
        ends = self._ends
        return ends[-1] if ends else 0

    def replace_last(self, item: T) -> None:
        """Put ``item`` in place of the last item, which must be open."""
        if not self._tail:
            raise IndexError("the last item is closed")
        self._tail[-1] = item

    def close(self) -> int:
        """Seal every item held so far: copies share them from now on. Returns how many
        items there are."""
        tail = self._tail
        end = self._ends[-1] if self._ends else 0
        if tail:
            end += len(tail)
            self._chunks += (tuple(tail),)
            self._ends += (end,)
            tail.clear()
        return end

    def open_items(self, more: list[T]) -> list[T]:
        """The items added since the last ``close``, then ``more``, as a new list."""
        return self._tail + more

    def copy(self) -> History[T]:
        """An independent copy: the closed chunks shared, the open tail copied."""
        twin: History[T] = History.__new__(History)
        twin._chunks = self._chunks
        twin._ends = self._ends
        twin._open(self._tail.copy())
        return twin

    def __len__(self) -> int:
        ends = self._ends
        return (ends[-1] if ends else 0) + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        closed = self.closed
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step == 1 and start >= closed:
                return self._tail[start - closed : stop - closed]
            return list(self)[index]
        if index < 0:
            index += len(self)
        if index >= closed:
            if index - closed >= len(self._tail):
                raise IndexError("history index out of range")
            return self._tail[index - closed]
        if index < 0:
            raise IndexError("history index out of range")
        chunk = bisect_right(self._ends, index)
        start = self._ends[chunk - 1] if chunk else 0
        return self._chunks[chunk][index - start]

    def __iter__(self) -> Iterator[T]:
        return chain(*self._chunks, self._tail)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # mutable, like a list

    def __repr__(self) -> str:
        return f"History({list(self)!r})"

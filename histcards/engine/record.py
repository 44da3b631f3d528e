"""The deal record (format ``histcards-record/1``): one JSON document describing a match,
its set-up and every decision. It is the save file, the replay, the bug report and the
test fixture at once.

This module is the format alone: reading a JSON document into a ``MatchRecord`` (with
every structural fault reported as a ``RecordError``) and writing one back. Replaying a
record is ``Match.from_record`` / ``replay_record`` in ``histcards.engine.match``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from histcards.cards import CARD_NAMES, parse_card
from histcards.checked_json import (
    MAX_NUMBER_CHARS,
    AnyOf,
    Fields,
    Flag,
    ListOf,
    MapOf,
    Nullable,
    OneOf,
    Real,
    Schema,
    SchemaError,
    Text,
    Whole,
)
from histcards.engine.errors import RecordError
from histcards.engine.game import Layout

FORMAT = "histcards-record/1"

# --- the schema: what a record may hold, and how much of it ---------------------------

MAX_RECORD_BYTES = 16 * 2**20
"""Largest record file read (16 MiB; a 400-deal match of Hoc Mazarin takes about 1 MiB)."""
MAX_PLAYERS = 16
"""Most seats a record may name (each game checks its own player counts)."""
MAX_AMOUNT = 10**6
"""Largest magnitude of a score, bank or pool in ``start`` (six players of Hoc Mazarin at
its largest starting bank hold 600 000). Options and carried values are bounded here only
in shape and size: their ranges are their declarations' (``resolve_options``, the game's
``check_carry``)."""
MAX_VALUE_MAGNITUDE = 10**MAX_NUMBER_CHARS
"""Numbers in options and carried values: as long as reading JSON admits."""
MAX_SEED = 2**64 - 1
MAX_DEALS = 5_000
"""Most deals in a record (the longest fixed sessions are 500 deals)."""
MAX_DEAL_ACTIONS = 20_000
"""Most decisions in one deal (random play of Hoc Mazarin reaches about 2 000)."""
MAX_RECORD_ACTIONS = 200_000
"""Most decisions in a whole record, so that replaying one takes seconds at most."""
MAX_NAME_CHARS = 64
MAX_ACTION_CHARS = 120
MAX_ID_CHARS = 32
MAX_OPTIONS = 64
MAX_LIST_ITEMS = 64
"""Most items in an option's or a carried value's list (Hoc's end table has 15)."""

AMOUNT = Whole(-MAX_AMOUNT, MAX_AMOUNT)
ID = Text(MAX_ID_CHARS, ascii=True, min_chars=1, expected="a name")
SCALAR = Nullable(AnyOf((Flag(), Real(-MAX_VALUE_MAGNITUDE, MAX_VALUE_MAGNITUDE),
                         Text(MAX_ID_CHARS * 2)),
                        expected="a number, a short text, true, false or null"))


def small_value(depth: int) -> Schema:
    """A scalar, or a short list or small object of values ``depth - 1`` levels deep."""
    if depth <= 0:
        return SCALAR
    inner = small_value(depth - 1)
    return AnyOf((SCALAR, ListOf(inner, MAX_LIST_ITEMS), MapOf(ID, inner, MAX_LIST_ITEMS)),
                 expected="a number, a short text, true, false, null, or a short list or "
                          f"small object of them ({depth} levels deep at most)")


VALUE = small_value(3)
"""An option's or a carried value (Quarante's clique table is an object of objects)."""
SEAT_AMOUNTS = ListOf(AMOUNT, MAX_PLAYERS, expected="a list of whole numbers, one per seat")
CARD = Text(8, ascii=True, min_chars=1, expected="a card")
CARDS = ListOf(CARD, 52, expected="a list of cards")

DEAL = Fields(optional={
    "dealer": Nullable(Whole(0, MAX_PLAYERS - 1, expected="a seat")),
    "seed": Whole(0, MAX_SEED),
    "hands": ListOf(CARDS, MAX_PLAYERS, expected="a list of lists of cards"),
    "stock": CARDS,
    "turnup": Nullable(CARD),
    "actions": ListOf(Text(MAX_ACTION_CHARS, ascii=True, min_chars=1, expected="an action"),
                      MAX_DEAL_ACTIONS, expected="a list of actions"),
}, expected="a JSON object")
"""One deal of a record."""
START = Fields(optional={
    "scores": SEAT_AMOUNTS,
    "banks": SEAT_AMOUNTS,
    "pools": MapOf(ID, Whole(0, MAX_AMOUNT), MAX_LIST_ITEMS),
    "carry": MapOf(ID, VALUE, MAX_LIST_ITEMS),
})
RECORD = Fields(
    required={
        "format": OneOf((FORMAT,)),
        "game": Text(MAX_ID_CHARS, ascii=True, min_chars=1, expected="a game's id"),
        "players": Whole(1, MAX_PLAYERS, expected="a number of players"),
    },
    optional={
        "options": MapOf(Text(MAX_ID_CHARS * 2, ascii=True, min_chars=1,
                              expected="an option's name"), VALUE, MAX_OPTIONS),
        "names": ListOf(Text(MAX_NAME_CHARS, expected="a name"), MAX_PLAYERS,
                        expected="a list of names"),
        "seed": Whole(0, MAX_SEED),
        "start": Nullable(START),
        "teams": Nullable(ListOf(ListOf(Whole(0, MAX_PLAYERS - 1, expected="a seat"),
                                        MAX_PLAYERS, expected="a list of seats"),
                                 MAX_PLAYERS, expected="a list of lists of seats")),
        "deals": ListOf(DEAL, MAX_DEALS, expected="a list of deals"),
    },
    expected="a JSON object")
"""A whole record."""


@dataclass(frozen=True)
class DealRecord:
    """One deal of a record: who dealt, a seed or an explicit layout, the decisions."""

    dealer: int | None
    seed: int | None
    layout: Layout | None
    actions: tuple[str, ...]


@dataclass(frozen=True)
class MatchRecord:
    """A whole record, structurally valid (game rules are checked when it is replayed).

    ``seed`` is an extension of the format: the match's seed, from which the seeds of
    deals the engine shuffles later are derived, so a resumed match deals on identically.
    """

    game: str
    players: Any
    options: Mapping[str, Any]
    names: tuple[str, ...] | None
    seed: int
    start: Mapping[str, Any] | None
    teams: Any
    deals: tuple[DealRecord, ...]


def parse_record(data: Any) -> MatchRecord:
    """Read a JSON document; raises ``RecordError`` naming the fault and the deal.

    The document is checked against ``RECORD`` and each deal against ``DEAL`` (types,
    sizes, ranges) before anything else reads it. Whether ``teams`` suit the game and name
    its seats is the match's check (``check_teams``).
    """
    if not isinstance(data, Mapping):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a histcards record: 'format' must be {FORMAT!r}")
    try:
        RECORD.check(data)
    except SchemaError as error:
        raise _record_error(error) from None
    deals = data.get("deals", [])
    if sum(len(deal.get("actions", ())) for deal in deals) > MAX_RECORD_ACTIONS:
        raise RecordError(f"the record holds more than {MAX_RECORD_ACTIONS} decisions")
    players = data["players"]
    teams = data.get("teams")
    names = data.get("names")
    start = data.get("start")
    return MatchRecord(
        game=data["game"], players=players, options=dict(data.get("options", {})),
        names=tuple(names) if names is not None else None, seed=data.get("seed", 0),
        start=dict(start) if start is not None else None, teams=teams,
        deals=tuple(_parse_deal(deal, index) for index, deal in enumerate(deals)),
    )


def _record_error(error: SchemaError) -> RecordError:
    """The record's words for a schema error; a fault inside a deal names the deal."""
    path, deal = error.path, None
    inside = _DEAL_PATH.match(path)
    if inside:
        deal, path = int(inside[1]), path[inside.end():]
    if error.problem.startswith("has no field "):
        where = f" in '{path}'" if path else (" in the record" if deal is None else "")
        return RecordError(f"unknown field {error.problem.removeprefix('has no field ')}"
                           f"{where}", deal=deal)
    subject = f"'{path}'" if path else ("a deal" if deal is not None else "the record")
    return RecordError(f"{subject} {error.problem}", deal=deal)


_DEAL_PATH = re.compile(r"deals\[(\d+)\]\.?")


def check_teams(teams: Sequence[Sequence[int]], players: int) -> None:
    """Raise ``RecordError`` unless ``teams`` are non-empty teams of the match's seats
    (0 to ``players - 1``), each seat in one team at most."""
    seats = [seat for team in teams for seat in team]
    if any(not team for team in teams):
        raise RecordError("'teams' has an empty team")
    beyond = [seat for seat in seats if seat >= players]
    if beyond:
        raise RecordError(f"'teams' names seat {beyond[0]}, but the match has seats 0 to "
                          f"{players - 1}")
    if len(set(seats)) != len(seats):
        twice = next(seat for seat in seats if seats.count(seat) > 1)
        raise RecordError(f"'teams' puts seat {twice} in more than one place")


def _parse_deal(deal: Mapping[str, Any], index: int) -> DealRecord:
    if ("seed" in deal) == ("hands" in deal):
        raise RecordError("a deal gives either 'seed' or an explicit layout ('hands')",
                          deal=index)
    stray = sorted({"stock", "turnup"} & set(deal)) if "seed" in deal else []
    if stray:
        raise RecordError(f"a deal dealt from a 'seed' has no {stray[0]!r}: that belongs to "
                          "an explicit layout", deal=index)
    layout = None
    if "hands" in deal:
        try:
            layout = layout_from_json(deal)
        except ValueError as error:
            raise RecordError(f"bad layout: {error}", deal=index) from None
    return DealRecord(deal.get("dealer"), deal.get("seed"), layout,
                      tuple(deal.get("actions", ())))


def header_to_json(record: MatchRecord) -> dict[str, Any]:
    """The JSON document of a record without its ``deals``, which come last, each
    ``deal_to_json`` (``Match.to_record``)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "game": record.game,
        "players": record.players,
        "options": dict(record.options),
        "names": list(record.names or ()),
        "seed": record.seed,
    }
    if record.start:
        data["start"] = dict(record.start)
    if record.teams:
        data["teams"] = [list(team) for team in record.teams]
    return data


def deal_to_json(deal: DealRecord) -> dict[str, Any]:
    """The JSON form of one deal of a record."""
    data: dict[str, Any] = {"dealer": deal.dealer}
    if deal.layout is not None:
        data.update(layout_to_json(deal.layout))
    else:
        data["seed"] = deal.seed
    data["actions"] = list(deal.actions)
    return data


def layout_from_json(data: Mapping[str, Any]) -> Layout:
    """A ``Layout`` from a record's ``hands`` / ``stock`` / ``turnup`` fields."""
    hands = data.get("hands")
    if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
        raise ValueError("'hands' must be a list of lists of cards")
    stock = data.get("stock", [])
    if not isinstance(stock, list):
        raise ValueError("'stock' must be a list of cards")
    turnup = data.get("turnup")
    return Layout(
        hands=tuple(tuple(parse_card(str(c)) for c in hand) for hand in hands),
        stock=tuple(parse_card(str(c)) for c in stock),
        turnup=parse_card(str(turnup)) if turnup is not None else None,
    )


def layout_to_json(layout: Layout) -> dict[str, Any]:
    """The record fields of a ``Layout``."""
    data: dict[str, Any] = {
        "hands": [[CARD_NAMES[c] for c in hand] for hand in layout.hands],
        "stock": [CARD_NAMES[c] for c in layout.stock],
    }
    if layout.turnup is not None:
        data["turnup"] = CARD_NAMES[layout.turnup]
    return data

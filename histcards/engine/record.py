"""The deal record (format ``histcards-record/1``): one JSON document describing a match,
its set-up and every decision. It is the save file, the replay, the bug report and the
test fixture at once.

This module is the format alone: reading a JSON document into a ``MatchRecord`` (with
every structural fault reported as a ``RecordError``) and writing one back. Replaying a
record is ``Match.from_record`` / ``replay_record`` in ``histcards.engine.match``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from histcards.cards import CARD_NAMES, parse_card
from histcards.engine.errors import RecordError
from histcards.engine.game import Layout

FORMAT = "histcards-record/1"
TOP_KEYS = {"format", "game", "players", "options", "names", "start", "teams", "deals", "seed"}
DEAL_KEYS = {"dealer", "seed", "hands", "stock", "turnup", "actions"}


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
    """Read a JSON document; raises ``RecordError`` naming the fault and the deal."""
    if not isinstance(data, Mapping):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a histcards record: 'format' must be {FORMAT!r}")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise RecordError(f"unknown field {sorted(unknown)[0]!r} in the record")
    if not isinstance(data.get("game"), str):
        raise RecordError("'game' must name a game")
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordError("'options' must be an object")
    names = data.get("names")
    if names is not None and not (isinstance(names, list)
                                  and all(isinstance(n, str) for n in names)):
        raise RecordError("'names' must be a list of strings")
    start = data.get("start")
    if start is not None and not isinstance(start, Mapping):
        raise RecordError("'start' must be an object")
    seed = data.get("seed", 0)
    if not _is_int(seed):
        raise RecordError("'seed' must be a whole number")
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("'deals' must be a list")
    return MatchRecord(
        game=data["game"], players=data.get("players"), options=dict(options),
        names=tuple(names) if names is not None else None, seed=seed,
        start=dict(start) if start is not None else None, teams=data.get("teams"),
        deals=tuple(_parse_deal(deal, index) for index, deal in enumerate(deals)),
    )


def _parse_deal(deal: Any, index: int) -> DealRecord:
    if not isinstance(deal, Mapping):
        raise RecordError("a deal must be a JSON object", deal=index)
    unknown = set(deal) - DEAL_KEYS
    if unknown:
        raise RecordError(f"unknown field {sorted(unknown)[0]!r}", deal=index)
    if ("seed" in deal) == ("hands" in deal):
        raise RecordError("a deal gives either 'seed' or an explicit layout ('hands')",
                          deal=index)
    stray = sorted({"stock", "turnup"} & set(deal)) if "seed" in deal else []
    if stray:
        raise RecordError(f"a deal dealt from a 'seed' has no {stray[0]!r}: that belongs to "
                          "an explicit layout", deal=index)
    actions = deal.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("'actions' must be a list of strings", deal=index)
    dealer = deal.get("dealer")
    if dealer is not None and not _is_int(dealer):
        raise RecordError("'dealer' must be a seat number", deal=index)
    seed = deal.get("seed")
    if seed is not None and not _is_int(seed):
        raise RecordError("'seed' must be a whole number", deal=index)
    layout = None
    if "hands" in deal:
        try:
            layout = layout_from_json(deal)
        except ValueError as error:
            raise RecordError(f"bad layout: {error}", deal=index) from None
    return DealRecord(dealer, seed, layout, tuple(actions))


def record_to_json(record: MatchRecord) -> dict[str, Any]:
    """The JSON document of a record."""
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
    data["deals"] = [_deal_to_json(deal) for deal in record.deals]
    return data


def _deal_to_json(deal: DealRecord) -> dict[str, Any]:
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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
